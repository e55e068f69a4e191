import { isPairingAllocatedBye, isPlayedGame, recordPoints } from '../../model/results.js';
import type { Colour, Player, RoundRecord, Tournament } from '../../model/tournament.js';
import { oppositeColour } from '../common/colours.js';
import { forbiddenOpponents } from '../common/forbidden-pairs.js';

/**
 * Scores are kept as integers in tenths of a point: TRF writes one decimal,
 * and integer arithmetic keeps score differences exact in edge weights.
 */
export const SCORE_SCALE = 10;

export type Float = 'down' | 'up' | 'none';

/**
 * Who floats without playing. 2017 A.4.b: "a player who, for whatever
 * reason, does not play in a round, also receives a downfloat". 2025 1.4.3-4:
 * only a player who gets the pairing-allocated bye or scores, without
 * playing, more points than for a loss; no one else receives a float.
 */
export type UnplayedFloatRule = 'every-unplayed-round' | 'unplayed-above-loss';

/** What the Dutch rules need to know about one player before a round. */
export interface DutchPlayer {
  readonly id: number;
  /**
   * Effective pairing number, 0-based, used for A.2 ranking and E.5: the
   * position among the players who take part in the pairing or have taken
   * part in an earlier one (C.04.2 B/C: late entries and absentees keep
   * the order of the initial ranking list).
   */
  readonly rankIndex: number;
  /** Score for pairing purposes (with acceleration), in tenths. */
  readonly score: number;
  /** scoreBefore[k]: the pairing score before the round k rounds back (k = 0 is now). */
  readonly scoreBefore: readonly number[];
  /** C.04.3 A.6: white games minus black games (played games only). */
  readonly colourDifference: number;
  /** A.6: the colour the player should get next; null with no games played (A.6.d). */
  readonly colourPreference: Colour | null;
  /** A.6.a: the colour of the last two games when they were the same, else null. */
  readonly repeatedColour: Colour | null;
  /** A.6.a: |colour difference| > 1 or the same colour in the last two games. */
  readonly absolutePreference: boolean;
  /** A.6.a, first half: |colour difference| > 1. */
  readonly absoluteImbalance: boolean;
  /** A.6.b: |colour difference| = 1 and not absolute. */
  readonly strongPreference: boolean;
  /** Colours of played games, oldest first (for E.3). */
  readonly colours: readonly Colour[];
  /** Players this one may not be paired with: C.1 (played games) and XXP. */
  readonly forbidden: ReadonlySet<number>;
  /** Number of games played over the board. */
  readonly playedGames: number;
  /** The round records so far, oldest first. */
  readonly records: readonly (RoundRecord | undefined)[];
  /** Float received k rounds back (k = 1 is the previous round), per A.4.b. */
  float(roundsBack: number): Float;
}

export interface RoundContext {
  /** The round being paired, 1-based. */
  readonly round: number;
  /** Rounds already played: round - 1. */
  readonly playedRounds: number;
  /** Planned number of rounds (XXR); the round being paired when unknown. */
  readonly totalRounds: number;
  /** Points for a win and a draw, in tenths. */
  readonly winPoints: number;
  readonly drawPoints: number;
  readonly initialColour: Colour;
}

function toTenths(points: number): number {
  return Math.round(points * SCORE_SCALE);
}

/** Did the player take part in the pairing of that round (paired, or given the pairing-allocated bye)? */
function participated(rec: RoundRecord | undefined): boolean {
  return rec !== undefined && (rec.opponent !== null || isPairingAllocatedBye(rec));
}

/**
 * Build the Dutch view of every player for pairing `round`, and the list of
 * those to be paired (everyone not withdrawn and with no record in `round`).
 */
export function buildPlayers(
  t: Tournament,
  round: number,
  floatRule: UnplayedFloatRule,
): { players: Map<number, DutchPlayer>; toPair: DutchPlayer[]; context: RoundContext } {
  const playedRounds = round - 1;
  const ps = t.pointSystem;
  const context: RoundContext = {
    round,
    playedRounds,
    totalRounds: t.totalRounds ?? round,
    winPoints: toTenths(ps.win),
    drawPoints: toTenths(ps.draw),
    initialColour: t.initialColour ?? inferInitialColour(t) ?? 'w',
  };

  const xxp = forbiddenOpponents(t);

  const isToPair = (p: Player) => !p.withdrawn && p.rounds[round - 1] === undefined;
  const isRanked = (p: Player) =>
    isToPair(p) || p.rounds.slice(0, round).some((rec) => participated(rec));

  const players = new Map<number, DutchPlayer>();
  const toPair: DutchPlayer[] = [];
  let rankIndex = 0;
  const scoreTenths = new Map<number, number[]>();
  for (const p of t.players) {
    // pointsAfter[k] = points after k rounds; acceleration (XXA) is added per round.
    const acc = t.acceleration.get(p.id) ?? [];
    const after = [0];
    for (let r = 0; r < playedRounds; r++)
      after.push(after[r]! + toTenths(recordPoints(p.rounds[r], ps)));
    const withAcc: number[] = [];
    for (let k = 0; k <= playedRounds; k++) {
      const roundIdx = playedRounds - k;
      withAcc.push(after[roundIdx]! + toTenths(acc[roundIdx] ?? 0));
    }
    scoreTenths.set(p.id, withAcc);
  }

  for (const p of t.players) {
    if (!isRanked(p)) continue;
    const dp = makePlayer(p, rankIndex++, playedRounds, scoreTenths, xxp.get(p.id), floatRule, t);
    players.set(p.id, dp);
    if (isToPair(p)) toPair.push(dp);
  }
  return { players, toPair, context };
}

function makePlayer(
  p: Player,
  rankIndex: number,
  playedRounds: number,
  scores: Map<number, number[]>,
  xxp: Set<number> | undefined,
  floatRule: UnplayedFloatRule,
  t: Tournament,
): DutchPlayer {
  const records = p.rounds.slice(0, playedRounds);
  const colours: Colour[] = [];
  const forbidden = new Set<number>(xxp);
  for (const rec of records) {
    if (isPlayedGame(rec) && rec?.colour && rec.opponent !== null) {
      colours.push(rec.colour);
      forbidden.add(rec.opponent); // C.04.3 C.1 (C.04.1.b): no second game between the same players
    }
  }
  let white = 0;
  for (const c of colours) if (c === 'w') white++;
  const colourDifference = white - (colours.length - white);
  const last = colours[colours.length - 1] ?? null;
  const repeatedColour = colours.length >= 2 && colours[colours.length - 2] === last ? last : null;
  const lowerColour: Colour = colourDifference > 0 ? 'b' : 'w';
  const imbalance = Math.abs(colourDifference);
  // C.04.3 A.6.a-d, in the order in which they take precedence.
  const colourPreference: Colour | null =
    imbalance > 1
      ? lowerColour
      : repeatedColour
        ? oppositeColour(repeatedColour)
        : imbalance > 0
          ? lowerColour
          : last
            ? oppositeColour(last)
            : null;
  const absoluteImbalance = imbalance > 1;
  const absolutePreference = absoluteImbalance || repeatedColour !== null;
  const strongPreference = !absolutePreference && imbalance === 1;
  const myScores = scores.get(p.id)!;
  const floats: Float[] = [];
  const floatBack = (roundsBack: number): Float => {
    const rec = records[playedRounds - roundsBack];
    if (!isPlayedGame(rec) || !rec || rec.opponent === null) {
      if (floatRule === 'every-unplayed-round') return 'down';
      return recordPoints(rec, t.pointSystem) > t.pointSystem.loss ? 'down' : 'none';
    }
    // The higher score (at the time) floats down, the lower one up.
    const mine = myScores[roundsBack]!;
    const theirs = scores.get(rec.opponent)?.[roundsBack] ?? mine;
    return mine > theirs ? 'down' : mine < theirs ? 'up' : 'none';
  };

  return {
    id: p.id,
    rankIndex,
    score: myScores[0]!,
    scoreBefore: myScores,
    colourDifference,
    colourPreference,
    repeatedColour,
    absolutePreference,
    absoluteImbalance,
    strongPreference,
    colours,
    forbidden,
    playedGames: colours.length,
    records,
    float(roundsBack: number): Float {
      // Asked for every pair of every bracket: worked out once per round back.
      return (floats[roundsBack] ??= floatBack(roundsBack));
    },
  };
}

/**
 * Without XXC, recover the colour drawn by lot for round 1 from the first
 * round in which colours were given: the top-ranked participant's colour,
 * adjusted for the parity of his effective pairing number (E.5).
 */
export function inferInitialColour(t: Tournament): Colour | null {
  let firstRound = Infinity;
  for (const p of t.players)
    p.rounds.forEach((rec, i) => {
      if (rec?.colour && i < firstRound) firstRound = i;
    });
  if (!Number.isFinite(firstRound)) return null;
  let index = 0;
  for (const p of t.players) {
    const took = p.rounds.slice(0, firstRound + 1).some((rec) => participated(rec));
    if (!took) continue;
    const c = p.rounds[firstRound]?.colour;
    if (c) return index % 2 === 1 ? oppositeColour(c) : c;
    index++;
  }
  return null;
}
