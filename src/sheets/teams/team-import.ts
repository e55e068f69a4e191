/**
 * "Import TRF" of a team tournament (TRF-2026 310/320/330/300/240 or the
 * older 013): the Settings from records 192, 142, 152, 352, 362 and 202, the
 * Teams tab from the rosters (and the byes of rounds not yet paired), a Round
 * tab for every round the file has paired, with its line-ups and results,
 * and the Team standings. Refused where the spreadsheet holds a tournament.
 */
import { lastPairedTeamRound, teamRounds } from '../../engine/model/team-rounds.js';
import type { TeamTournament } from '../../engine/model/teams.js';
import type { ResultCode } from '../../engine/model/tournament.js';
import {
  DEFAULT_TEAM_OPTIONS,
  teamOptionsOfTypeCode,
  TeamTypeCodeError,
} from '../../engine/systems/team-swiss/index.js';
import {
  DEFAULT_TEAM_TIEBREAKS,
  parseTeamTiebreakList,
  TeamTiebreakError,
} from '../../engine/team-standings/index.js';
import { readTeamTournament } from '../../engine/trf/read-team.js';
import { TrfError } from '../../engine/trf/trf-error.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { AddonError } from '../use-cases/addon-error.js';
import { newTab } from '../use-cases/workbook-io.js';
import { resultTextFor, type ResultText } from '../workbook/result-texts.js';
import { roundOfTab, SETTINGS_TAB, TEAMS_TAB } from '../workbook/tab-names.js';
import { leftColour, type ByeKind, type MatchToWrite } from './team-round-tab.js';
import { teamSettingsValues, type TeamSettings } from './team-settings.js';
import { writeTeamDerivedTabs, writeTeamRoundTab } from './team-tabs-io.js';
import { readTeamWorkbook } from './team-workbook.js';
import { teamsHeader, type TeamPlayerRow, type TeamRow } from './teams-tab.js';
import { reasonIn } from '../use-cases/engine-refusal.js';
import { refusalOf } from '../../messages/index.js';

function settingsOf(t: TeamTournament, spreadsheetName: string): TeamSettings {
  let options = { ...DEFAULT_TEAM_OPTIONS };
  let tiebreaks = DEFAULT_TEAM_TIEBREAKS;
  try {
    if (t.info.systemCode !== undefined && t.info.systemCode.trim() !== '')
      options = teamOptionsOfTypeCode(t.info.systemCode) ?? options;
    if (t.info.tiebreaks !== undefined && t.info.tiebreaks.length > 0)
      tiebreaks = parseTeamTiebreakList(t.info.tiebreaks);
  } catch (error) {
    if (!(error instanceof TeamTypeCodeError || error instanceof TeamTiebreakError)) throw error;
    throw new TrfError(error.message, null, null, null, refusalOf(error));
  }
  return {
    name: t.info.name ?? spreadsheetName,
    rounds: t.totalRounds,
    initialColour: t.initialColour === 'w' ? 'white' : t.initialColour === 'b' ? 'black' : 'lot',
    options,
    boards: t.boards,
    matchPoints: { ...t.matchPoints },
    tiebreaks,
    language: null,
  };
}

/** A board's result, left to right, from the left player's own code. */
function leftResult(code: ResultCode | null): ResultText | null {
  if (code === null) return null;
  const mirror: Partial<Record<ResultCode, ResultCode>> = {
    '1': '0',
    '0': '1',
    '=': '=',
    '+': '-',
    '-': '+',
    W: 'L',
    L: 'W',
    D: 'D',
  };
  return resultTextFor(code, mirror[code] ?? code);
}

const FORFEIT_TEXT = { '+-': '1-0 forfeit', '-+': '0-1 forfeit', '--': 'double forfeit' } as const;

export function importTeamTrf(ports: RecognisingPorts, text: string): string {
  const workbook = ports.workbook();
  const tr = workbook.language();
  const taken = workbook
    .getSheets()
    .map((sheet) => sheet.getName())
    .filter((name) => name === SETTINGS_TAB || name === TEAMS_TAB || roundOfTab(name) !== null);
  if (taken.length > 0)
    throw new AddonError(tr.text('team.importTaken', { tabs: taken.join(', ') }));
  let t: TeamTournament;
  let settings: TeamSettings;
  let last: number;
  let rounds: ReturnType<typeof teamRounds>;
  try {
    t = readTeamTournament(text);
    settings = settingsOf(t, workbook.getName());
    last = lastPairedTeamRound(t);
    rounds = teamRounds(t, last);
    // The Round tabs alternate colours from board 1 (issue 33); another record 352 is not shown.
    t.boardColours?.forEach((c, k) => {
      if (c !== leftColour(k + 1)) throw new TrfError(tr.text('team.importColours'));
    });
  } catch (error) {
    if (error instanceof TrfError || (error instanceof Error && error.name === 'TeamRoundsError'))
      throw new AddonError(tr.text('team.importRefused', { reason: reasonIn(tr, error) }));
    throw error;
  }
  const byId = new Map(t.players.map((p) => [p.id, p]));
  /**
   * Decision: a team with a zero-point bye (240 Z) in every round from some
   * round to the last (142) withdrew from that round: TRF-2026 has no
   * withdrawal record for teams, and the export writes a withdrawal so.
   */
  const withdrawnFrom = (tpn: number): number | null => {
    if (t.totalRounds === null) return null;
    let from: number | null = null;
    for (let r = t.totalRounds; r >= 1; r--) {
      if (!t.byes.some((b) => b.team === tpn && b.round === r && b.type === 'Z')) break;
      from = r;
    }
    return from;
  };
  const byes = (tpn: number, after: number) =>
    t.byes
      .filter(
        (b) => b.team === tpn && b.round > after && b.round < (withdrawnFrom(tpn) ?? Infinity),
      )
      .map((b) => b.round);
  const teams: TeamRow[] = t.teams.map((team, k) => ({
    tpn: k + 1,
    name: team.name,
    byes: new Set(byes(team.tpn, last)),
    withdrawnFrom: withdrawnFrom(team.tpn),
    row: 0,
    players: team.roster.map((id) => {
      const p = byId.get(id)!;
      const row: TeamPlayerRow = {
        id,
        name: p.name,
        rating: p.rating > 0 ? p.rating : null,
        fideId: p.fideId,
        absent: new Set(),
        withdrawnFrom: null,
        row: 0,
      };
      return row;
    }),
  }));
  const teamOf = (tpn: number) => teams[t.teams.findIndex((x) => x.tpn === tpn)]!;

  newTab(workbook, [], SETTINGS_TAB, teamSettingsValues(settings, tr));
  const tabs = workbook.getSheets().map((s) => s.getName());
  const teamValues = [
    teamsHeader(tr),
    ...teams.flatMap((team) => [
      [team.name, '', '', '', [...team.byes].join(', '), team.withdrawnFrom ?? ''],
      ...team.players.map((p) => ['', p.name, p.rating ?? '', p.fideId, '', '']),
    ]),
  ];
  newTab(workbook, tabs, TEAMS_TAB, teamValues);
  for (let r = 1; r <= last; r++) {
    const matches: MatchToWrite[] = [];
    for (const team of t.teams) {
      const own = rounds.get(team.tpn)![r - 1]!;
      if (own.opponent === null || own.colour !== 'w') continue;
      const other = t.teams.find((x) => x.tpn === own.opponent)!;
      const forfeit = t.forfeits.find((f) => f.round === r && f.white === team.tpn);
      const lineUp = (tpn: number, roster: readonly number[]) => {
        const recorded = t.lineUps.find((l) => l.round === r && l.team === tpn)?.boards;
        const played = recorded ?? roster.filter((id) => byId.get(id)!.rounds[r - 1] !== undefined);
        return Array.from({ length: settings.boards }, (_, k) => played[k] ?? null);
      };
      // A match forfeited whole has no board games (330): its boards show the rosters' first players.
      const leftIds =
        forfeit === undefined
          ? lineUp(team.tpn, team.roster)
          : team.roster.slice(0, settings.boards);
      const rightIds =
        forfeit === undefined
          ? lineUp(other.tpn, other.roster)
          : other.roster.slice(0, settings.boards);
      const player = (tpn: number, id: number | null | undefined) =>
        id === null || id === undefined
          ? null
          : (teamOf(tpn).players.find((p) => p.id === id) ?? null);
      const board = Array.from({ length: settings.boards }, (_, k) => k);
      matches.push({
        left: teamOf(team.tpn),
        right: teamOf(other.tpn),
        leftLineUp: board.map((k) => player(team.tpn, leftIds[k])),
        rightLineUp: board.map((k) => player(other.tpn, rightIds[k])),
        forfeit: forfeit === undefined ? null : FORFEIT_TEXT[forfeit.type],
        results: board.map((k) => {
          const id = leftIds[k];
          // An empty side is a forfeit the Round tab works out itself.
          if (id === null || id === undefined || rightIds[k] === null || rightIds[k] === undefined)
            return null;
          const rec = byId.get(id)!.rounds[r - 1];
          return rec === undefined ? null : leftResult(rec.result);
        }),
      });
    }
    const unpaired: { team: TeamRow; kind: ByeKind }[] = [];
    if (t.pabs[r - 1] != null) unpaired.push({ team: teamOf(t.pabs[r - 1]!), kind: 'pab' });
    for (const b of t.byes.filter((x) => x.round === r))
      unpaired.push({
        team: teamOf(b.team),
        kind: r >= (teamOf(b.team).withdrawnFrom ?? Infinity) ? 'withdrawn' : 'requested',
      });
    writeTeamRoundTab(workbook, tabs, r, matches, unpaired, tr);
  }
  writeTeamDerivedTabs(workbook, readTeamWorkbook(workbook));
  workbook.getSheetByName(TEAMS_TAB)?.activate();
  return tr.text('team.imported', { teams: teams.length, rounds: last });
}
