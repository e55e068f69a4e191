import { lastPairedTeamRound, teamRounds } from '../model/team-rounds.js';
import type { TeamTournament } from '../model/teams.js';
import { teamBuchholz } from './buchholz.js';
import { extendedSonnebornBerger } from './extended-sonneborn-berger.js';
import { totalScore } from './team-scores.js';
import type { TeamScoreKind, TeamTiebreakSpec } from './team-tiebreak-spec.js';

export interface TeamStandingsRow {
  /** Shared by teams equal on the primary score and every tie-break. */
  rank: number;
  tpn: number;
  name: string;
  matchPoints: number;
  gamePoints: number;
  /** One value per tie-break, in the list's order. */
  values: number[];
}

export interface TeamStandingsOptions {
  /** C.07 11.1: the score that decides the competition (C.04.6 1.2: record 192). */
  primary: TeamScoreKind;
  tiebreaks: readonly TeamTiebreakSpec[];
  /** Standings after this round; default the last round with a match. */
  round?: number;
}

/** The team standings: the primary score, then the tie-breaks in order (C.07 4.1, 11-13). */
export function computeTeamStandings(
  t: TeamTournament,
  o: TeamStandingsOptions,
): TeamStandingsRow[] {
  const last = o.round ?? lastPairedTeamRound(t);
  const rounds = teamRounds(t, last);
  const secondary: TeamScoreKind = o.primary === 'mp' ? 'gp' : 'mp';
  const rows = t.teams.map((team) => {
    const own = rounds.get(team.tpn)!;
    const values = o.tiebreaks.map((tb) => {
      switch (tb.code) {
        case 'MPVGP': // C.07 13.1: GP when decided by MP, MP when decided by GP.
          return totalScore(own, secondary);
        case 'BH': // C.07 13 (8.1 on MP or GP; the primary score by default).
          return teamBuchholz(t, rounds, team.tpn, tb.score ?? o.primary, tb.cut);
        default: {
          // C.07 13.2.1-13.2.4: E, then the opponent's score letter, then the score made against it.
          const letter = (at: number) => (tb.code[at] === 'M' ? 'mp' : 'gp');
          return extendedSonnebornBerger(t, rounds, team.tpn, letter(1), letter(2), tb.cut);
        }
      }
    });
    return {
      rank: 0,
      tpn: team.tpn,
      name: team.name,
      matchPoints: totalScore(own, 'mp'),
      gamePoints: totalScore(own, 'gp'),
      values,
    };
  });
  const key = (r: TeamStandingsRow) => [
    o.primary === 'mp' ? r.matchPoints : r.gamePoints,
    ...r.values,
  ];
  const compare = (a: TeamStandingsRow, b: TeamStandingsRow): number => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const d = kb[i]! - ka[i]!;
      if (Math.abs(d) > 1e-9) return d;
    }
    return 0;
  };
  rows.sort((a, b) => compare(a, b) || a.tpn - b.tpn);
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    r.rank = prev !== undefined && compare(prev, r) === 0 ? prev.rank : i + 1;
  });
  return rows;
}
