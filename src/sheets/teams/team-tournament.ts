/**
 * A team event's tabs as the engine's team tournament (engine/model/teams.ts):
 * the Teams tab gives the teams in TPN order and their rosters (player
 * numbers in the tab's order), each Round tab the board games, the
 * pairing-allocated byes (320), the byes (240), the forfeited matches (330)
 * and the line-ups not in roster order (300). The one reading that pairing,
 * standings and the TRF export share.
 */
import {
  blankTeamTournament,
  type ForfeitedMatch,
  type TeamTournament,
} from '../../engine/model/teams.js';
import { blankPlayer, type Colour, type ResultCode } from '../../engine/model/tournament.js';
import { typeCodeOfTeamOptions } from '../../engine/systems/team-swiss/index.js';
import { formatTeamTiebreak } from '../../engine/team-standings/index.js';
import { resultCodes, type ResultText } from '../workbook/result-texts.js';
import { boardOutcome, leftColour, type TeamRoundRead } from './team-round-tab.js';
import type { TeamSettings } from './team-settings.js';
import type { TeamRow } from './teams-tab.js';

const FORFEIT_TYPE: Partial<Record<ResultText, ForfeitedMatch['type']>> = {
  '1-0 forfeit': '+-',
  '0-1 forfeit': '-+',
  'double forfeit': '--',
};

/** The TRF record 092 text of a team Swiss, for people reading the file. */
export const TEAM_TOURNAMENT_TYPE = 'Team: Swiss-System';

export function teamTournamentOf(
  settings: TeamSettings,
  teams: readonly TeamRow[],
  rounds: readonly TeamRoundRead[],
): TeamTournament {
  const t: TeamTournament = {
    ...blankTeamTournament(),
    boards: settings.boards,
    totalRounds: settings.rounds,
    initialColour:
      settings.initialColour === 'white' ? 'w' : settings.initialColour === 'black' ? 'b' : null,
    matchPoints: { ...settings.matchPoints },
    // Record 352 says how many boards a match has (a reader otherwise guesses it from the line-ups).
    boardColours: Array.from({ length: settings.boards }, (_, k) => leftColour(k + 1)),
  };
  t.info = {
    otherRecords: new Map(),
    name: settings.name,
    type: TEAM_TOURNAMENT_TYPE,
    systemCode: typeCodeOfTeamOptions(settings.options),
    tiebreaks: settings.tiebreaks.map(formatTeamTiebreak),
  };
  for (const team of teams) {
    for (const p of team.players)
      t.players.push({ ...blankPlayer(p.id, p.name), rating: p.rating ?? 0, fideId: p.fideId });
    t.teams.push({
      tpn: team.tpn,
      name: team.name,
      nickname: '',
      strength: null,
      declaredMatchPoints: null,
      declaredGamePoints: null,
      declaredRank: null,
      roster: team.players.map((p) => p.id),
    });
  }
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const enter = (
    id: number,
    round: number,
    opponent: number | null,
    colour: Colour | null,
    result: ResultCode | null,
  ) => {
    const p = byId.get(id)!;
    while (p.rounds.length < round - 1) p.rounds.push(undefined);
    p.rounds[round - 1] = { opponent, colour, result };
  };
  for (const r of rounds) {
    const round = r.round;
    for (const bye of r.byes) {
      if (bye.kind === 'pab') {
        while (t.pabs.length < round) t.pabs.push(null);
        t.pabs[round - 1] = bye.tpn;
      } else t.byes.push({ round, team: bye.tpn, type: 'Z' });
    }
    for (const m of r.matches) {
      const forfeitType = m.forfeit === null ? undefined : FORFEIT_TYPE[m.forfeit];
      if (forfeitType !== undefined) {
        // C.04.6 1.6.1: a forfeited match is not played; record 330, no board games.
        t.forfeits.push({ round, white: m.left, black: m.right, type: forfeitType });
        continue;
      }
      for (const b of m.boards) {
        const colour = leftColour(b.board);
        const other: Colour = colour === 'w' ? 'b' : 'w';
        const outcome = boardOutcome(b);
        const [leftCode, rightCode] = outcome === null ? [null, null] : resultCodes(outcome);
        if (b.left !== null && b.right !== null) {
          enter(b.left.id, round, b.right.id, colour, leftCode);
          enter(b.right.id, round, b.left.id, other, rightCode);
        } else if (b.left !== null) enter(b.left.id, round, null, null, '+');
        else if (b.right !== null) enter(b.right.id, round, null, null, '+');
      }
      // Record 300: a line-up that is not the first players of the roster (absences, changes, empty boards).
      for (const [tpn, opponent, side] of [
        [m.left, m.right, 'left'],
        [m.right, m.left, 'right'],
      ] as const) {
        const lineUp = m.boards.map((b) => b[side]?.id ?? null);
        const roster = t.teams[tpn - 1]!.roster;
        if (lineUp.some((id, k) => id !== (roster[k] ?? null)))
          t.lineUps.push({ round, team: tpn, opponent, boards: lineUp });
      }
    }
  }
  return t;
}
