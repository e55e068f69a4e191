import {
  recordForfeitedMatch,
  recordMatch,
  recordPab,
  type BoardResult,
} from '../model/team-matches.js';
import { blankTeamTournament, type TeamTournament } from '../model/teams.js';
import { blankPlayer, type Player } from '../model/tournament.js';
import { seededRandom } from '../seeded-random.js';
import { NoValidPairingError } from '../systems/pairing-system.js';
import { pairTeamRound } from '../systems/team-swiss/pair-round.js';
import { typeCodeOfTeamOptions, type TeamSwissOptions } from '../systems/team-swiss/options.js';

/** What a random team tournament looks like (issue 33: 3-60 teams, 2-6 boards). */
export interface TeamGeneratorConfig {
  teams: number;
  boards: number;
  rounds: number;
  /** Substitutes per roster, after the regulars. */
  substitutes: number;
  /** Chance that a team asks for a bye (240 H, Z or F) in a round. */
  byeRate: number;
  /** Chance that a paired match is forfeited (330). */
  forfeitRate: number;
  /** Chance that a team withdraws (240 Z byes from a round to the last). */
  withdrawalRate?: number;
  /** Chance that a player misses a round: a substitute moves up, else the last boards stay empty. */
  absenceRate?: number;
}

/** A random configuration in the ranges the issue names. */
export function randomTeamConfig(seed: number): TeamGeneratorConfig {
  const rnd = seededRandom(seed ^ 0x5eed);
  const teams = 3 + Math.floor(rnd() * 58);
  return {
    teams,
    boards: 2 + Math.floor(rnd() * 5),
    rounds: Math.max(1, Math.min(teams - 1, 3 + Math.floor(rnd() * 9))),
    substitutes: Math.floor(rnd() * 3),
    byeRate: rnd() < 0.5 ? 0 : 0.03,
    forfeitRate: rnd() < 0.5 ? 0 : 0.03,
    withdrawalRate: rnd() < 0.5 ? 0 : 0.05,
    absenceRate: rnd() < 0.4 ? 0 : 0.08,
  };
}

/**
 * The options of a random tournament: the three colour types in turn, game
 * points primary one seed in four, Baku (match points only, C.04.7 1.4) one
 * seed in four.
 */
export function randomTeamOptions(seed: number): TeamSwissOptions {
  const types = ['A', 'B', 'none'] as const;
  const gp = seed % 4 === 3;
  return {
    primary: gp ? 'gp' : 'mp',
    secondary: gp ? 'mp' : 'gp',
    colourType: types[seed % 3]!,
    baku: seed % 4 === 1,
  };
}

/** An empty tournament: rosters of consecutive player ids, team k rated below team k-1. */
export function emptyTeamTournament(c: TeamGeneratorConfig, o: TeamSwissOptions): TeamTournament {
  const players: Player[] = [];
  const teams: TeamTournament['teams'] = [];
  let id = 0;
  for (let k = 1; k <= c.teams; k++) {
    const roster: number[] = [];
    for (let b = 0; b < c.boards + c.substitutes; b++) {
      id++;
      roster.push(id);
      players.push({
        ...blankPlayer(id, `Player ${k}.${b + 1}`),
        rating: Math.max(1000, 2600 - 10 * k - b),
      });
    }
    teams.push({
      tpn: k,
      name: `Team ${k}`,
      nickname: '',
      strength: null,
      declaredMatchPoints: null,
      declaredGamePoints: null,
      declaredRank: null,
      roster,
    });
  }
  return {
    ...blankTeamTournament(),
    info: {
      otherRecords: new Map(),
      name: 'Random team tournament',
      systemCode: typeCodeOfTeamOptions(o),
    },
    players,
    teams,
    boards: c.boards,
    totalRounds: c.rounds,
    initialColour: 'w',
  };
}

/**
 * A random tournament played to the end: each round paired by C.04.6 with
 * `o`, board results drawn at random (the higher-rated team a little more
 * likely to win), some requested byes, withdrawals, absent players and
 * forfeited matches. A round that cannot be paired ends it there.
 */
export function generateTeamTournament(
  c: TeamGeneratorConfig,
  o: TeamSwissOptions,
  seed: number,
): TeamTournament {
  const rnd = seededRandom(seed);
  const t = emptyTeamTournament(c, o);
  const results: BoardResult[] = ['1', '=', '0'];
  const withdrawn = new Map<number, number>();
  for (const team of t.teams)
    if (c.rounds > 1 && rnd() < (c.withdrawalRate ?? 0))
      withdrawn.set(team.tpn, 2 + Math.floor(rnd() * (c.rounds - 1)));
  for (let round = 1; round <= c.rounds; round++) {
    for (const team of t.teams) {
      const from = withdrawn.get(team.tpn);
      if (from !== undefined && round >= from) t.byes.push({ round, team: team.tpn, type: 'Z' });
      else if (rnd() < c.byeRate) {
        const x = rnd();
        t.byes.push({ round, team: team.tpn, type: x < 0.45 ? 'H' : x < 0.9 ? 'Z' : 'F' });
      }
    }
    let pairing;
    try {
      pairing = pairTeamRound(t, round, o);
    } catch (e) {
      // C.04.6 3.3.3: a round no legal pairing exists for ends the tournament (the arbiter's call).
      if (round > 1 && e instanceof NoValidPairingError) break;
      throw e;
    }
    if (pairing.pab !== null) recordPab(t, round, pairing.pab);
    for (const m of pairing.matches) {
      if (rnd() < c.forfeitRate) {
        const type = rnd() < 0.45 ? '+-' : rnd() < 0.9 ? '-+' : '--';
        recordForfeitedMatch(t, round, m.white, m.black, type);
        continue;
      }
      const lineUps = {
        white: lineUpOf(t, m.white, c, rnd),
        black: lineUpOf(t, m.black, c, rnd),
      };
      const bias = (m.black - m.white) / (4 * c.teams);
      const boards = Array.from({ length: c.boards }, () => {
        const x = rnd() + bias;
        return x > 0.62 ? results[0]! : x > 0.38 ? results[1]! : results[2]!;
      });
      // Board results are seen from White's player; on even boards that is the Black team's player.
      recordMatch(t, round, m.white, m.black, boards, lineUps);
    }
  }
  return t;
}

/**
 * A team's line-up (issue 33): the first present players in roster order;
 * boards nobody is left for stay empty (null), at least board 1 is filled.
 */
function lineUpOf(
  t: TeamTournament,
  tpn: number,
  c: TeamGeneratorConfig,
  rnd: () => number,
): (number | null)[] {
  const roster = t.teams[tpn - 1]!.roster;
  const present = roster.filter((_, k) => k === 0 || rnd() >= (c.absenceRate ?? 0));
  return Array.from({ length: c.boards }, (_, k) => present[k] ?? null);
}
