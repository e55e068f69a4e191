/**
 * A team event's Round tab: each match on a row (match number, the two
 * teams, the match score the add-on works out), its boards below it (board,
 * colours, the two players, a Result per board read left to right), then the
 * teams not paired (the pairing-allocated bye, requested byes, withdrawals).
 * The team on the left has White on board 1 and so White on the odd boards.
 * The organiser types the results, may change a line-up by writing other
 * players of the team in its cells before the results, and records a whole
 * match forfeited in the match row's Result cell.
 */
import { boardColour } from '../../engine/model/teams.js';
import type { Colour } from '../../engine/model/tournament.js';
import { said, type Said, type Translator } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { cellText, isBlankCell, isBlankRow, wholeNumber } from '../workbook/cells.js';
import type { ProblemList } from '../workbook/input-problems.js';
import { parseResult, type ResultText } from '../workbook/result-texts.js';
import { roundTabName } from '../workbook/tab-names.js';
import { typedText } from '../tab-records/tab-words.js';
import { cellSays } from './team-settings.js';
import type { TeamPlayerRow, TeamRow } from './teams-tab.js';

/** 0-based columns. */
export const COLUMN = {
  match: 0,
  board: 1,
  colours: 2,
  left: 3,
  result: 4,
  right: 5,
  score: 6,
} as const;

export interface BoardRead {
  row: number;
  board: number;
  left: TeamPlayerRow | null;
  right: TeamPlayerRow | null;
  /** Read left to right: '1-0' the left player won. */
  result: ResultText | null;
}

export interface MatchRead {
  row: number;
  number: number;
  /** TPN of the team on the left: White on board 1. */
  left: number;
  right: number;
  /** A whole match forfeited (the match row's Result), left to right. */
  forfeit: ResultText | null;
  boards: BoardRead[];
}

export type ByeKind = 'pab' | 'requested' | 'withdrawn';

export interface TeamRoundRead {
  round: number;
  matches: MatchRead[];
  byes: { tpn: number; kind: ByeKind; row: number }[];
}

/** The words of the teams not paired, one a kind. */
export const BYE_WORDS = {
  pab: 'team.bye.pab',
  requested: 'team.bye.requested',
  withdrawn: 'team.bye.withdrawn',
} as const;

export function teamRoundHeader(t: Translator): string[] {
  return [
    t.text('team.column.match'),
    t.text('team.column.board'),
    t.text('team.column.colours'),
    t.text('team.column.teamOrPlayer'),
    t.text('team.column.result'),
    t.text('team.column.teamOrPlayer'),
    t.text('team.column.matchScore'),
  ];
}

/** The colour of the left team's player on `board`: the odd boards White (issue 33). */
export function leftColour(board: number): Colour {
  return boardColour({ boardColours: null }, board);
}

export interface MatchToWrite {
  left: TeamRow;
  right: TeamRow;
  leftLineUp: readonly (TeamPlayerRow | null)[];
  rightLineUp: readonly (TeamPlayerRow | null)[];
  /** Results already known (an imported file), left to right, board by board. */
  results?: readonly (ResultText | null)[];
  /** A whole match forfeited, left to right (an imported file). */
  forfeit?: ResultText | null;
}

/** A new Round tab's values: the matches with their boards, then the byes. */
export function teamRoundValues(
  matches: readonly MatchToWrite[],
  byes: readonly { team: TeamRow; kind: ByeKind }[],
  t: Translator,
): CellValue[][] {
  const rows: CellValue[][] = [teamRoundHeader(t)];
  matches.forEach((m, k) => {
    rows.push([k + 1, '', '', m.left.name, m.forfeit ?? '', m.right.name, '']);
    m.leftLineUp.forEach((p, b) => {
      const colours =
        leftColour(b + 1) === 'w' ? 'team.colours.whiteBlack' : 'team.colours.blackWhite';
      const result = m.results?.[b] ?? '';
      rows.push([
        '',
        b + 1,
        t.text(colours),
        p?.name ?? '',
        result,
        m.rightLineUp[b]?.name ?? '',
        '',
      ]);
    });
  });
  for (const bye of byes)
    rows.push(['', '', '', bye.team.name, t.text(BYE_WORDS[bye.kind]), '', '']);
  return rows;
}

function playerOf(team: TeamRow, name: string): TeamPlayerRow | null | undefined {
  if (name === '') return null;
  return team.players.find((p) => p.name.toLowerCase() === name.toLowerCase());
}

/**
 * Reads a Round tab back: the teams and players by name, each problem named
 * by its row. Line-ups keep roster order (issue 33: a player never plays
 * above one listed before him) and name each player once.
 */
export function readTeamRoundTab(
  round: number,
  values: readonly CellValue[][],
  teams: readonly TeamRow[],
  problems: ProblemList,
): TeamRoundRead {
  const tab = roundTabName(round);
  const add = (row: number, problem: Said) => problems.add(tab, row, problem);
  const byName = new Map(teams.map((team) => [team.name.toLowerCase(), team]));
  const read: TeamRoundRead = { round, matches: [], byes: [] };
  const placed = new Map<number, number>();
  const place = (tpn: number, row: number) => {
    const earlier = placed.get(tpn);
    if (earlier !== undefined)
      add(row, said('team.problem.teamTwiceInRound', { team: teams[tpn - 1]!.name, row: earlier }));
    placed.set(tpn, row);
  };
  let match: MatchRead | null = null;
  // Matches typed by hand into a blank tab may start on row 1, without the header row.
  const first = wholeNumber(values[0]?.[COLUMN.match]) === null ? 1 : 0;
  for (let index = first; index < values.length; index++) {
    const cells = values[index]!;
    const row = index + 1;
    if (isBlankRow(cells)) continue;
    const teamCell = (column: number): TeamRow | null => {
      const team = byName.get(cellText(cells[column]).toLowerCase());
      if (team === undefined) {
        add(row, said('team.problem.unknownTeam', { team: cellText(cells[column]) }));
        return null;
      }
      return team;
    };
    if (!isBlankCell(cells[COLUMN.match])) {
      const number = wholeNumber(cells[COLUMN.match]);
      const left = teamCell(COLUMN.left);
      const right = teamCell(COLUMN.right);
      match = null;
      if (number === null || left === null || right === null) continue;
      place(left.tpn, row);
      place(right.tpn, row);
      const resultText = cellText(cells[COLUMN.result]);
      const forfeit = resultText === '' ? null : parseResult(resultText);
      if (resultText !== '' && (forfeit === null || !forfeit.includes('forfeit')))
        add(row, said('team.problem.matchResult', { value: typedText(cells, COLUMN.result) }));
      match = { row, number, left: left.tpn, right: right.tpn, forfeit, boards: [] };
      read.matches.push(match);
      continue;
    }
    if (!isBlankCell(cells[COLUMN.board])) {
      if (match === null) continue; // its match row is wrong, and said so
      const board = wholeNumber(cells[COLUMN.board]);
      if (board === null || board !== match.boards.length + 1) {
        add(row, said('team.problem.boardNumber', { value: typedText(cells, COLUMN.board) }));
        continue;
      }
      const side = (column: number, tpn: number): TeamPlayerRow | null => {
        const team = teams[tpn - 1]!;
        const p = playerOf(team, cellText(cells[column]));
        if (p === undefined) {
          add(
            row,
            said('team.problem.notInTeam', { player: cellText(cells[column]), team: team.name }),
          );
          return null;
        }
        return p;
      };
      const left = side(COLUMN.left, match.left);
      const right = side(COLUMN.right, match.right);
      const text = cellText(cells[COLUMN.result]);
      const result = text === '' ? null : parseResult(text);
      if (text !== '' && result === null)
        add(row, said('team.problem.boardResult', { value: typedText(cells, COLUMN.result) }));
      if (match.forfeit !== null && result !== null)
        add(row, said('team.problem.resultInForfeitedMatch'));
      // An empty board is lost by forfeit: only that forfeit may be typed.
      const emptyResult: ResultText | null =
        left === null && right === null
          ? 'double forfeit'
          : left === null
            ? '0-1 forfeit'
            : right === null
              ? '1-0 forfeit'
              : null;
      if (emptyResult !== null && result !== null && result !== emptyResult)
        add(
          row,
          said('team.problem.resultOnEmptyBoard', { value: typedText(cells, COLUMN.result) }),
        );
      match.boards.push({ row, board, left, right, result });
      continue;
    }
    // A team not paired: its name and why.
    const team = teamCell(COLUMN.left);
    if (team === null) continue;
    const kind = (Object.keys(BYE_WORDS) as ByeKind[]).find((k) =>
      cellSays(cells[COLUMN.result], BYE_WORDS[k]),
    );
    if (kind === undefined) {
      add(row, said('team.problem.byeWord', { value: typedText(cells, COLUMN.result) }));
      continue;
    }
    place(team.tpn, row);
    read.byes.push({ tpn: team.tpn, kind, row });
  }
  for (const m of read.matches) {
    for (const [side, tpn] of [
      ['left', m.left],
      ['right', m.right],
    ] as const) {
      let last = -1;
      const seen = new Set<number>();
      const roster = teams[tpn - 1]!.players;
      for (const b of m.boards) {
        const p = b[side];
        if (p === null) continue;
        if (seen.has(p.id)) add(b.row, said('team.problem.playerTwiceInMatch', { player: p.name }));
        seen.add(p.id);
        const at = roster.indexOf(p);
        if (at < last)
          add(
            b.row,
            said('team.problem.lineUpOrder', { player: p.name, team: teams[tpn - 1]!.name }),
          );
        last = Math.max(last, at);
      }
    }
  }
  return read;
}

/** The match score, left to right ("2½ – 1½"), or '' while a board has no result. */
export function matchScoreText(m: MatchRead, t: Translator): string {
  const points = matchGamePoints(m);
  if (points === null) return '';
  const f = (x: number) =>
    Number.isInteger(x) ? String(x) : `${Math.floor(x) === 0 ? '' : Math.floor(x)}½`;
  return t.text('team.matchScore', { left: f(points[0]), right: f(points[1]) });
}

const LEFT_POINTS: Record<ResultText, [number, number]> = {
  '1-0': [1, 0],
  '½-½': [0.5, 0.5],
  '0-1': [0, 1],
  '1-0 forfeit': [1, 0],
  '0-1 forfeit': [0, 1],
  'double forfeit': [0, 0],
};

/** The game points of the two teams, left first; null while a board has no result. */
export function matchGamePoints(m: MatchRead): [number, number] | null {
  // A match typed by hand for the next round has no boards yet, and no score.
  if (m.forfeit === null && m.boards.length === 0) return null;
  if (m.forfeit !== null) {
    const [l, r] = LEFT_POINTS[m.forfeit];
    return [l * m.boards.length, r * m.boards.length];
  }
  let left = 0;
  let right = 0;
  for (const b of m.boards) {
    const result = boardOutcome(b);
    if (result === null) return null;
    left += LEFT_POINTS[result][0];
    right += LEFT_POINTS[result][1];
  }
  return [left, right];
}

/** A board's result: as typed, or the forfeit an empty side means; null while none. */
export function boardOutcome(b: BoardRead): ResultText | null {
  if (b.left === null && b.right === null) return 'double forfeit';
  if (b.left === null) return '0-1 forfeit';
  if (b.right === null) return '1-0 forfeit';
  return b.result;
}
