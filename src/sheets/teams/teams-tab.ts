/**
 * The Teams tab: one team after another in team pairing number order
 * (C.04.6 1.1: the organiser orders the teams), each a row with the team's
 * name, then its players below it in board order, the substitutes after the
 * regulars (the Team cell of a player row may be left blank or repeat the
 * team's name). A team row's "Not playing in rounds" are its requested byes,
 * a player row's the rounds he is not available; "Withdrawn from round" takes
 * a team or a player out from that round on.
 */
import { said, type Said, type Translator } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { cellText, isBlankCell, isBlankRow, wholeNumber } from '../workbook/cells.js';
import type { ProblemList } from '../workbook/input-problems.js';
import { TEAMS_TAB } from '../workbook/tab-names.js';

export interface TeamPlayerRow {
  /** 1-based, in the tab's order: the player's number (TRF 001 starting rank). */
  id: number;
  name: string;
  rating: number | null;
  fideId: string;
  absent: ReadonlySet<number>;
  withdrawnFrom: number | null;
  /** Sheet row. */
  row: number;
}

export interface TeamRow {
  /** Team pairing number: the team's place in the tab. */
  tpn: number;
  name: string;
  byes: ReadonlySet<number>;
  withdrawnFrom: number | null;
  row: number;
  /** Board order: regulars, then substitutes. */
  players: TeamPlayerRow[];
}

const HEADER_KEYS = [
  'team.column.team',
  'team.column.player',
  'team.column.rating',
  'team.column.fideId',
  'team.column.absent',
  'team.column.withdrawn',
] as const;

export function teamsHeader(t: Translator): string[] {
  return HEADER_KEYS.map((k) => t.text(k));
}

/** "3, 5" or "3 5": whole round numbers from 1. */
function roundList(value: CellValue | undefined): Set<number> | null {
  const text = cellText(value);
  if (text === '') return new Set();
  const words = text.split(/[\s,;]+/).filter((w) => w !== '');
  const rounds = words.map((w) => (/^\d+$/.test(w) ? Number(w) : NaN));
  return rounds.every((r) => Number.isInteger(r) && r >= 1) ? new Set(rounds) : null;
}

function roundNumber(value: CellValue | undefined): number | null | 'bad' {
  if (isBlankCell(value)) return null;
  const n = wholeNumber(value);
  return n === null || n < 1 ? 'bad' : n;
}

/** The teams of the tab (values with its header row), every problem named by its row. */
export function readTeamsTab(values: readonly CellValue[][], problems: ProblemList): TeamRow[] {
  const teams: TeamRow[] = [];
  const seenTeams = new Map<string, number>();
  let nextId = 1;
  const add = (row: number, problem: Said) => problems.add(TEAMS_TAB, row, problem);
  for (let index = 1; index < values.length; index++) {
    const cells = values[index]!;
    const row = index + 1;
    if (isBlankRow(cells)) continue;
    const [teamCell, playerCell, ratingCell, fideCell, absentCell, withdrawnCell] = cells;
    const teamName = cellText(teamCell);
    const playerName = cellText(playerCell);
    const current = teams[teams.length - 1];
    const withdrawn = roundNumber(withdrawnCell);
    if (withdrawn === 'bad')
      add(row, said('team.problem.withdrawn', { value: cellText(withdrawnCell) }));
    const absent = roundList(absentCell);
    if (absent === null) add(row, said('team.problem.absent', { value: cellText(absentCell) }));
    if (teamName !== '' && (current === undefined || current.name !== teamName)) {
      const earlier = seenTeams.get(teamName.toLowerCase());
      if (earlier !== undefined) {
        add(row, said('team.problem.teamAgain', { team: teamName, row: earlier }));
        continue;
      }
      seenTeams.set(teamName.toLowerCase(), row);
      teams.push({
        tpn: teams.length + 1,
        name: teamName,
        byes: playerName === '' ? (absent ?? new Set()) : new Set(),
        withdrawnFrom: playerName === '' && typeof withdrawn === 'number' ? withdrawn : null,
        row,
        players: [],
      });
      if (playerName === '') continue;
    } else if (teamName !== '' && playerName === '') {
      add(row, said('team.problem.teamAgain', { team: teamName, row: current!.row }));
      continue;
    }
    const team = teams[teams.length - 1];
    if (team === undefined) {
      add(row, said('team.problem.playerWithoutTeam', { player: playerName }));
      continue;
    }
    if (playerName === '') {
      add(row, said('team.problem.noPlayerName'));
      continue;
    }
    if (team.players.some((p) => p.name.toLowerCase() === playerName.toLowerCase())) {
      add(row, said('team.problem.playerTwice', { player: playerName, team: team.name }));
      continue;
    }
    const rating = isBlankCell(ratingCell) ? null : wholeNumber(ratingCell);
    if (!isBlankCell(ratingCell) && rating === null)
      add(row, said('team.problem.rating', { value: cellText(ratingCell) }));
    team.players.push({
      id: nextId++,
      name: playerName,
      rating,
      fideId: cellText(fideCell),
      absent: absent ?? new Set(),
      withdrawnFrom: typeof withdrawn === 'number' ? withdrawn : null,
      row,
    });
  }
  for (const team of teams)
    if (team.players.length === 0)
      add(team.row, said('team.problem.emptyTeam', { team: team.name }));
  if (teams.length === 0) problems.add(TEAMS_TAB, null, said('team.problem.noTeams'));
  return teams;
}

/** Whether the player can play in `round`: not absent, not withdrawn. */
export function isAvailable(p: TeamPlayerRow, round: number): boolean {
  return !p.absent.has(round) && (p.withdrawnFrom === null || round < p.withdrawnFrom);
}

/** Whether the team is paired in `round`: not withdrawn, no requested bye. */
export function teamPlays(team: TeamRow, round: number): boolean {
  return !team.byes.has(round) && (team.withdrawnFrom === null || round < team.withdrawnFrom);
}

/**
 * Issue 33: the line-up is the first available players in roster order; the
 * boards past the last of them are left empty (null).
 */
export function defaultLineUp(
  team: TeamRow,
  round: number,
  boards: number,
): (TeamPlayerRow | null)[] {
  const available = team.players.filter((p) => isAvailable(p, round)).slice(0, boards);
  return Array.from({ length: boards }, (_, k) => available[k] ?? null);
}
