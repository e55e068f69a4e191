import { lastPairedTeamRound, teamRounds } from '../model/team-rounds.js';
import type { TeamTournament } from '../model/teams.js';
import { teamBuchholz } from './buchholz.js';
import { teamDirectEncounter } from './direct-encounter.js';
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
  const rows: TeamStandingsRow[] = t.teams.map((team) => {
    const own = rounds.get(team.tpn)!;
    return {
      rank: 0,
      tpn: team.tpn,
      name: team.name,
      matchPoints: totalScore(own, 'mp'),
      gamePoints: totalScore(own, 'gp'),
      values: [],
    };
  });
  const primaryOf = (r: TeamStandingsRow) => (o.primary === 'mp' ? r.matchPoints : r.gamePoints);
  o.tiebreaks.forEach((tb, column) => {
    if (tb.code === 'DE' || tb.code === 'EDE') {
      // C.07 6: among the teams still tied on the primary score and the tie-breaks before it.
      const groups = new Map<string, number[]>();
      for (const r of rows) {
        const key = JSON.stringify([primaryOf(r), ...r.values]);
        groups.set(key, [...(groups.get(key) ?? []), r.tpn]);
      }
      const win = (kind: TeamScoreKind) =>
        kind === 'mp' ? t.matchPoints.win : t.boards * t.gamePoints.win;
      // C.07 13.3.1 EDE: DE on the primary score, then on the secondary score.
      const scores = (tb.code === 'DE' ? [o.primary] : [o.primary, secondary]).map((kind) => ({
        kind,
        win: win(kind),
      }));
      const places = teamDirectEncounter(rounds, scores, [...groups.values()]);
      for (const r of rows) r.values[column] = places.get(r.tpn)!;
      return;
    }
    for (const r of rows) r.values[column] = valueOf(tb, r.tpn);
  });
  function valueOf(tb: TeamTiebreakSpec, tpn: number): number {
    switch (tb.code) {
      case 'MPVGP': // C.07 13.1: GP when decided by MP, MP when decided by GP.
        return totalScore(rounds.get(tpn)!, secondary);
      case 'SSSC': // C.07 13.4: the secondary score + Buchholz on the primary score / the factor.
        return (
          totalScore(rounds.get(tpn)!, secondary) +
          teamBuchholz(t, rounds, tpn, o.primary, 0) / tb.factor!
        );
      case 'BH': // C.07 13 (8.1 on MP or GP; the primary score by default).
        return teamBuchholz(t, rounds, tpn, tb.score ?? o.primary, tb.cut);
      default: {
        // C.07 13.2.1-13.2.4: E, then the opponent's score letter, then the score made against it.
        const letter = (at: number) => (tb.code[at] === 'M' ? 'mp' : 'gp');
        return extendedSonnebornBerger(t, rounds, tpn, letter(1), letter(2), tb.cut);
      }
    }
  }
  // DE and EDE are a place in the tied group: lower is better, 0 (not separated) is equal for all.
  const sign = o.tiebreaks.map((tb) => (tb.code === 'DE' || tb.code === 'EDE' ? -1 : 1));
  const key = (r: TeamStandingsRow) => [primaryOf(r), ...r.values.map((v, i) => v * sign[i]!)];
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
