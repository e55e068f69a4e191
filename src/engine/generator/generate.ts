import {
  DEFAULT_POINT_SYSTEM,
  type Colour,
  type Player,
  type PointSystem,
  type RoundPairing,
  type RoundRecord,
  type Tournament,
} from '../model/tournament.js';
import { pairingAllocatedByePerGame, secondGame } from '../model/matches.js';
import { pointsAfter } from '../model/results.js';
import { pairRound } from '../pairing/index.js';
import { seededRandom } from '../seeded-random.js';
import type { PairingOptions, PairingSystem } from '../systems/pairing-system.js';
import { NoValidPairingError } from '../systems/pairing-system.js';
import { typeCodeOf, type SystemId } from '../systems/registry.js';

/**
 * The random tournament generator's settings, with the keys and meanings of
 * the reference generators' configuration files (bbpPairings'
 * RTG_Default.txt keys), plus ours.
 */
export interface GeneratorConfig {
  playersNumber: number;
  roundsNumber: number;
  /** Per cent of the games that end in a draw, before the rating difference shifts it. */
  drawPercentage: number;
  /** About one game in this many is forfeited (0: none). */
  forfeitRate: number;
  /** About one player in this many withdraws at some round (0: none). */
  retiredRate: number;
  /** About one player in this many asks for a half-point bye (0: none). */
  halfPointByeRate: number;
  highestRating: number;
  lowestRating: number;
  pointSystem: PointSystem;
  /** Ours: pairs of players that must not meet (TRF XXP). */
  forbiddenPairs: number;
  /** Ours: players who enter after round 1 (late entries, absent until then). */
  lateEntries: number;
  /**
   * PointsForPAB was given. When not, a two-game system's bye is worth a
   * match won by one game and drawn in the other (C.04.5 1.4).
   */
  pairingAllocatedByeGiven: boolean;
}

export const DEFAULT_GENERATOR_CONFIG: Readonly<GeneratorConfig> = Object.freeze({
  playersNumber: 40,
  roundsNumber: 9,
  drawPercentage: 30,
  forfeitRate: 0,
  retiredRate: 0,
  halfPointByeRate: 0,
  highestRating: 2600,
  lowestRating: 1400,
  pointSystem: { ...DEFAULT_POINT_SYSTEM },
  forbiddenPairs: 0,
  lateEntries: 0,
  pairingAllocatedByeGiven: false,
});

/** A configuration line the generator does not know or cannot use. */
export class GeneratorConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeneratorConfigError';
  }
}

const POINT_KEYS: Record<string, (keyof PointSystem)[]> = {
  PointsForWin: ['win', 'forfeitWin', 'fullPointBye'],
  PointsForDraw: ['draw', 'halfPointBye'],
  PointsForLoss: ['loss'],
  PointsForZPB: ['zeroPointBye'],
  PointsForForfeitLoss: ['forfeitLoss'],
  PointsForPAB: ['pairingAllocatedBye'],
};

/** Reads "Key=value" lines (blank lines and # comments skipped) over the defaults. */
export function parseGeneratorConfig(text: string): GeneratorConfig {
  const config: GeneratorConfig = {
    ...DEFAULT_GENERATOR_CONFIG,
    pointSystem: { ...DEFAULT_POINT_SYSTEM },
  };
  let winSet = false;
  let pabSet = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const eq = line.indexOf('=');
    const where = `line ${index + 1}`;
    if (eq < 0) throw new GeneratorConfigError(`${where}: expected Key=value, got "${line}"`);
    const key = line.slice(0, eq).trim();
    const value = Number(line.slice(eq + 1).trim());
    if (!Number.isFinite(value) || value < 0)
      throw new GeneratorConfigError(`${where}: ${key} needs a number of 0 or more`);
    const whole = (name: string, min: number, max: number) => {
      if (!Number.isInteger(value) || value < min || value > max)
        throw new GeneratorConfigError(
          `${where}: ${name} must be a whole number from ${min} to ${max}`,
        );
      return value;
    };
    switch (key) {
      case 'PlayersNumber':
        config.playersNumber = whole(key, 2, 9999);
        break;
      case 'RoundsNumber':
        config.roundsNumber = whole(key, 1, 99);
        break;
      case 'DrawPercentage':
        config.drawPercentage = whole(key, 0, 100);
        break;
      case 'ForfeitRate':
        config.forfeitRate = value;
        break;
      case 'RetiredRate':
        config.retiredRate = value;
        break;
      case 'HalfPointByeRate':
        config.halfPointByeRate = value;
        break;
      case 'HighestRating':
        config.highestRating = whole(key, 0, 3999);
        break;
      case 'LowestRating':
        config.lowestRating = whole(key, 0, 3999);
        break;
      case 'ForbiddenPairs':
        config.forbiddenPairs = whole(key, 0, 9999);
        break;
      case 'LateEntries':
        config.lateEntries = whole(key, 0, 9999);
        break;
      default: {
        const fields = POINT_KEYS[key];
        if (!fields) throw new GeneratorConfigError(`${where}: unknown key ${key}`);
        for (const f of fields) config.pointSystem[f] = value;
        if (key === 'PointsForWin') winSet = true;
        if (key === 'PointsForPAB') pabSet = true;
      }
    }
  });
  // As in the reference: the pairing-allocated bye is worth a win unless said otherwise.
  if (winSet && !pabSet) config.pointSystem.pairingAllocatedBye = config.pointSystem.win;
  config.pairingAllocatedByeGiven = pabSet;
  if (config.lowestRating > config.highestRating)
    throw new GeneratorConfigError('LowestRating is above HighestRating');
  return config;
}

/** How many of `n` a "one in rate" setting touches. */
const share = (n: number, rate: number) => (rate <= 0 ? 0 : Math.min(n, Math.floor(n / rate)));

/** The expected score of a player rated `a` against one rated `b` (the logistic curve of the FIDE table). */
function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

/**
 * A random tournament, every round paired by `system` through the same
 * entry point as everything else; the same seed gives the same tournament.
 * Results are drawn from the ratings: the draw rate as configured, the rest
 * split by the expected score. With `model`, its players (and the rounds
 * already played) are continued to the configured number of rounds.
 */
export function generateTournament(
  config: GeneratorConfig,
  system: PairingSystem<SystemId>,
  options: PairingOptions,
  seed: number,
  model?: Tournament,
): Tournament {
  const rnd = seededRandom(seed);
  // A two-game system pairs at a match's first game and writes both games (C.04.5 Art. 0);
  // RoundsNumber then counts matches, and XXR the TRF rounds, two a match.
  const games = system.gamesPerRound ?? 1;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  let t: Tournament;
  if (model) {
    t = structuredClone(model);
    t.totalRounds = Math.max(config.roundsNumber * games, t.totalRounds ?? 0);
  } else {
    const n = config.playersNumber;
    const span = config.highestRating - config.lowestRating;
    const ratings = Array.from(
      { length: n },
      () => config.lowestRating + Math.floor(rnd() * (span + 1)),
    );
    ratings.sort((a, b) => b - a);
    const players: Player[] = ratings.map((rating, i) => ({
      id: i + 1,
      name: `Player ${String(i + 1).padStart(4, '0')}`,
      sex: rnd() < 0.5 ? 'm' : 'w',
      title: '',
      rating,
      federation: '',
      fideId: '',
      birthDate: '',
      declaredPoints: null,
      declaredRank: null,
      rounds: [],
      withdrawn: false,
    }));
    const initialColour: Colour = rnd() < 0.5 ? 'w' : 'b';
    t = {
      info: { name: `Random tournament ${seed}`, otherRecords: new Map() },
      players,
      totalRounds: config.roundsNumber * games,
      initialColour,
      pointSystem: {
        ...config.pointSystem,
        ...(games === 2 && !config.pairingAllocatedByeGiven
          ? { pairingAllocatedBye: pairingAllocatedByePerGame(config.pointSystem) }
          : {}),
      },
      forbiddenPairs: [],
      acceleration: new Map(),
      otherLines: [],
    };
    for (let k = 0; k < config.forbiddenPairs && n > 2; k++) {
      const a = 1 + Math.floor(rnd() * n);
      const b = 1 + Math.floor(rnd() * n);
      if (a !== b) t.forbiddenPairs.push([Math.min(a, b), Math.max(a, b)]);
    }
  }
  t.info.systemCode = typeCodeOf(system.id, options);
  // A table-made schedule (round-robin) has as many rounds as its table, and no late entries or requested byes.
  const table = system.schedule;
  if (table !== undefined) t.totalRounds = table.rounds(t.players.length);
  const R = t.totalRounds!;
  const start =
    t.players.reduce((m, p) => Math.max(m, p.rounds.filter((r) => r !== undefined).length), 0) + 1;
  const ids = t.players.map((p) => p.id);
  // Late entries (ours): absent with zero points until their round.
  const late = new Map<number, number>();
  for (let k = 0; k < (table ? 0 : Math.min(config.lateEntries, ids.length)); k++)
    late.set(pick(ids), 2 + Math.floor(rnd() * Math.max(1, Math.min(3, R - 1))));
  const retires = new Map<number, number>();
  for (let k = 0; k < share(ids.length, config.retiredRate); k++)
    retires.set(pick(ids), start + 1 + Math.floor(rnd() * R));
  const byes = new Map<number, number>();
  for (let k = 0; k < (table ? 0 : share(ids.length, config.halfPointByeRate)); k++)
    byes.set(pick(ids), start + games * Math.floor((rnd() * R) / games));
  const forfeitSide =
    config.forfeitRate <= 0 ? 0 : 1 - Math.sqrt(1 - 1 / Math.max(1, config.forfeitRate));

  for (let round = start; round <= R; round += games) {
    for (const p of t.players) {
      const gone = (retires.get(p.id) ?? Infinity) <= round;
      const notYet = (late.get(p.id) ?? 0) > round;
      // Art. 0: byes and absences apply to whole matches.
      for (let g = 0; g < games; g++) {
        if (gone || notYet)
          p.rounds[round + g - 1] = { opponent: null, colour: null, result: gone ? '-' : 'Z' };
        else if (byes.get(p.id) === round)
          p.rounds[round + g - 1] = { opponent: null, colour: null, result: 'H' };
      }
    }
    let pairing;
    try {
      pairing = pairRound(t, round, system, options);
    } catch (e) {
      // A field played to exhaustion: the tournament ends here.
      if (e instanceof NoValidPairingError) {
        t.totalRounds = round - 1;
        for (const p of t.players) p.rounds.length = Math.min(p.rounds.length, round - 1);
        break;
      }
      throw e;
    }
    const gamePairings = games === 2 ? [pairing, secondGame(pairing)] : [pairing];
    gamePairings.forEach((gamePairing, g) => writeGames(round + g, gamePairing));
  }
  for (const p of t.players) p.declaredPoints = pointsAfter(p, t.pointSystem);
  return t;

  function writeGames(round: number, pairing: RoundPairing) {
    const byId = new Map(t.players.map((p) => [p.id, p]));
    for (const g of pairing.games) {
      const w = byId.get(g.white)!;
      const b = byId.get(g.black)!;
      // C.05 6.6 (summary): a withdrawn player's remaining games in a round-robin are forfeits.
      const gone = (p: Player) => table !== undefined && (retires.get(p.id) ?? Infinity) <= round;
      const wForfeits = rnd() < forfeitSide || gone(w);
      const bForfeits = rnd() < forfeitSide || gone(b);
      let rw: RoundRecord['result'];
      let rb: RoundRecord['result'];
      if (wForfeits || bForfeits) {
        rw = wForfeits ? '-' : '+';
        rb = bForfeits ? '-' : '+';
      } else {
        const e = expectedScore(w.rating || 1000, b.rating || 1000);
        const draw = config.drawPercentage / 100;
        const x = rnd();
        const whiteWins = Math.max(0, e - draw / 2);
        [rw, rb] = x < whiteWins ? ['1', '0'] : x < whiteWins + draw ? ['=', '='] : ['0', '1'];
      }
      w.rounds[round - 1] = { opponent: b.id, colour: 'w', result: rw };
      b.rounds[round - 1] = { opponent: w.id, colour: 'b', result: rb };
    }
    // C.05 Annex 1: the table's bye is the dummy's game, no game and no points (Part 2.1).
    if (pairing.bye !== null)
      byId.get(pairing.bye)!.rounds[round - 1] = {
        opponent: null,
        colour: null,
        result: table ? 'Z' : 'U',
      };
  }
}
