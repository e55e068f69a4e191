/**
 * The Players tab: a header row, then one row a player. Columns are found by
 * their header, so the organiser may reorder them or add others; only No.
 * and Name must be there.
 */
import { said, type Said, type TextKey } from '../../messages/index.js';
import type { CellValue, ColumnSpan } from '../ports.js';
import { parseByeList, type RequestedBye } from './byes.js';
import { cellText, isBlankRow, wholeNumber } from './cells.js';
import type { ProblemList } from './input-problems.js';
import { PLAYERS_TAB } from './tab-names.js';
import { nameKey } from './name-key.js';
import { FIDE_TITLES, shownTitle } from './titles.js';
import { typedCell } from '../tab-records/tab-words.js';

export const PLAYER_COLUMNS = {
  number: 'No.',
  name: 'Name',
  title: 'Title',
  rating: 'Rating',
  federation: 'Federation',
  fideId: 'FIDE ID',
  birth: 'Birth',
  sex: 'Sex',
  status: 'Status',
  byes: 'Byes / absent rounds',
  notAgainst: 'Not against',
  club: 'Club',
  virtualPoints: 'Virtual points',
} as const;

type Column = keyof typeof PLAYER_COLUMNS;

/** Each column's header in the catalogue, for a problem naming it in the organiser's language. */
const COLUMN_WORDS: Record<Column, TextKey> = {
  number: 'header.number',
  name: 'header.name',
  title: 'header.title',
  rating: 'header.rating',
  federation: 'header.federation',
  fideId: 'header.fideId',
  birth: 'header.birth',
  sex: 'header.sex',
  status: 'header.status',
  byes: 'header.byes',
  notAgainst: 'header.notAgainst',
  club: 'header.club',
  virtualPoints: 'header.virtualPoints',
};

/** The header of `column`, said in the organiser's language. */
export function columnNamed(column: Column): Said {
  return said(COLUMN_WORDS[column]);
}
const COLUMNS = Object.keys(PLAYER_COLUMNS) as Column[];
const REQUIRED: readonly Column[] = ['number', 'name', 'rating'];
/** Columns a new Players tab does not show: the organiser adds them when needed. */
const ON_REQUEST: readonly Column[] = ['virtualPoints'];

export const ACTIVE = 'active';
export const WITHDRAWN = 'withdrawn';

/** One player as entered in the Players tab. */
export interface PlayerRow {
  /** Sheet row (1-based). */
  row: number;
  /** Pairing number; null while the add-on has not given one. */
  number: number | null;
  name: string;
  title: string;
  rating: number;
  federation: string;
  fideId: string;
  /** As TRF writes it: YYYY/MM/DD, or the year alone. */
  birth: string;
  /** 'm', 'w' or ''. */
  sex: string;
  withdrawn: boolean;
  /** Rounds the player asked not to be paired in. */
  byes: Map<number, RequestedBye>;
  /** "Not against" as typed: pairing numbers or names, separated by commas (or semicolons). */
  notAgainst: string;
  club: string;
  /** Virtual points per round (index 0 = round 1), as TRF XXA; empty when none are given. */
  virtualPoints: number[];
}

export interface PlayersTab {
  players: PlayerRow[];
  /** 0-based column of No., where the add-on writes the pairing numbers it gives. */
  numberColumn: number;
  /** Number of sheet rows read (header included). */
  rowCount: number;
  /** False when a required column is missing: no player could be read. */
  headerComplete: boolean;
}

/** The header row of a new Players tab. */
export function playersHeader(): string[] {
  return COLUMNS.filter((c) => !ON_REQUEST.includes(c)).map((column) => PLAYER_COLUMNS[column]);
}

/** A column whose values come from a list, offered as a dropdown. */
export interface ColumnChoices {
  /** 0-based. */
  column: number;
  choices: readonly string[];
  /** Refused, or kept and marked: a national title or category is kept as written (titles.ts). */
  others: 'refused' | 'warned';
}

const CHOICES: Partial<Record<Column, Omit<ColumnChoices, 'column'>>> = {
  title: { choices: FIDE_TITLES, others: 'warned' },
  sex: { choices: ['m', 'w'], others: 'refused' },
  status: { choices: [ACTIVE, WITHDRAWN], others: 'refused' },
};

/** The dropdown columns of a Players tab with the header `header`, wherever they stand. */
export function playerChoices(header: readonly CellValue[]): ColumnChoices[] {
  const columns = findColumns(header);
  return (Object.keys(CHOICES) as Column[]).flatMap((key) => {
    const column = columns[key];
    return column === undefined ? [] : [{ column, ...CHOICES[key]! }];
  });
}

/**
 * Pixels the columns of what is typed later need beyond their header: a
 * name or a club written after the tab is made is not cut.
 */
const TYPING_ROOM_PX: Partial<Record<Column, number>> = { name: 240, club: 160 };

/** The room of each column of a Players tab with the header `header` (0 where none is needed). */
export function playerColumnRoom(header: readonly CellValue[]): number[] {
  const columns = findColumns(header);
  const room = header.map(() => 0);
  for (const key of Object.keys(TYPING_ROOM_PX) as Column[]) {
    const column = columns[key];
    if (column !== undefined) room[column] = TYPING_ROOM_PX[key]!;
  }
  return room;
}

/** "1, 1, 0.5": virtual points of rounds 1, 2, 3; what is wrong with anything else. */
function parseVirtualPoints(text: string): number[] | Said {
  if (text.trim() === '') return [];
  const values = text.split(/[,;]/).map((part) => part.trim());
  const points = values.map((part) => (part === '' ? 0 : Number(part.replace('½', '.5'))));
  const bad = values.find((_, i) => Number.isNaN(points[i]!) || points[i]! < 0);
  if (bad !== undefined) return said('problem.players.virtualPoints', { value: bad });
  return points;
}

function findColumns(header: readonly CellValue[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((value, index) => {
    const text = cellText(value).toLowerCase();
    const column = COLUMNS.find((c) => PLAYER_COLUMNS[c].toLowerCase() === text);
    if (column !== undefined && found[column] === undefined) found[column] = index;
  });
  return found;
}

/**
 * Columns "Pair next round" does not take: kept for the TRF (Export TRF reads them, and reports
 * a value it cannot write), never a pairing's, a standing's or a tab's the click writes.
 * Decision (issue 35): Sex is one of them, though the reader checks it (m or w): no pairing rule
 * reads a player's sex (C.04, the Dutch rules and the other systems' texts name none), so a bad
 * Sex stops Export TRF, Check and every use case that reads the whole tab, not a pairing.
 */
const NOT_PAIRED: readonly Column[] = ['fideId', 'birth', 'sex'];

/**
 * The columns of a Players tab of header `header` that pairing reads (1-based runs of adjacent
 * columns): the first column of each header the reader knows, but FIDE ID, Birth and Sex, and
 * Club unless the Settings keep a club's players apart (`clubs`: nothing else reads it); the
 * organiser's own columns are not read either. The whole header when a required column is
 * missing, so that the problem names every column as before.
 */
export function pairedColumnSpans(
  header: readonly CellValue[],
  { clubs }: { clubs: boolean },
): ColumnSpan[] {
  const columns = findColumns(header);
  if (REQUIRED.some((c) => columns[c] === undefined))
    return [{ first: 1, count: Math.max(1, header.length) }];
  const read = COLUMNS.filter((c) => !NOT_PAIRED.includes(c) && (clubs || c !== 'club'))
    .map((c) => columns[c])
    .filter((index): index is number => index !== undefined)
    .sort((a, b) => a - b);
  const spans: ColumnSpan[] = [];
  for (const index of read) {
    const last = spans.at(-1);
    if (last !== undefined && last.first + last.count === index + 1) last.count++;
    else spans.push({ first: index + 1, count: 1 });
  }
  return spans;
}

/**
 * Each pairing number's name on the Players tab `values` (header first), as typed; the first
 * row of a number given twice. A Round tab's names are checked against these (round-names.ts).
 */
export function namesByNumber(values: readonly (readonly CellValue[])[]): Map<number, string> {
  const columns = findColumns(values[0] ?? []);
  const names = new Map<number, string>();
  if (columns.number === undefined || columns.name === undefined) return names;
  for (const cells of values.slice(1)) {
    const number = wholeNumber(cells[columns.number]);
    if (number !== null && !names.has(number)) names.set(number, cellText(cells[columns.name]));
  }
  return names;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function birthText(value: CellValue): string {
  if (value instanceof Date) {
    return `${value.getFullYear()}/${pad(value.getMonth() + 1)}/${pad(value.getDate())}`;
  }
  return cellText(value);
}

const SEXES: Record<string, string> = { m: 'm', w: 'w', f: 'w' };

export function readPlayersTab(values: CellValue[][], problems: ProblemList): PlayersTab {
  const tab = PLAYERS_TAB;
  const columns = findColumns(values[0] ?? []);
  const missing = REQUIRED.filter((c) => columns[c] === undefined);
  if (missing.length > 0) {
    problems.add(tab, 1, said('problem.players.noColumns', { columns: missing.map(columnNamed) }));
    return { players: [], numberColumn: 0, rowCount: values.length, headerComplete: false };
  }
  const players: PlayerRow[] = [];
  const rowOfName = new Map<string, number>();
  const rowOfNumber = new Map<number, number>();
  values.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (isBlankRow(cells)) return;
    // Every cell as typed (a problem quotes it so, a name is kept so); the Status as read, in English.
    const cell = (column: Column): CellValue => {
      const at = columns[column];
      return at === undefined ? '' : (typedCell(cells, at) ?? '');
    };
    const statusRead = columns.status === undefined ? '' : cells[columns.status];
    const problem = (text: Said) => problems.add(tab, row, text);

    const name = cellText(cell('name')).replace(/\s+/g, ' ');
    if (name === '') problem(said('problem.players.nameBlank'));
    else {
      const first = rowOfName.get(nameKey(name));
      if (first !== undefined) problem(said('problem.players.nameAgain', { name, row: first }));
      else rowOfName.set(nameKey(name), row);
    }

    let number: number | null = null;
    if (cellText(cell('number')) !== '') {
      number = wholeNumber(cell('number'));
      if (number === null || number < 1 || number > 9999) {
        problem(said('problem.players.number', { value: cellText(cell('number')) }));
        number = null;
      } else {
        const first = rowOfNumber.get(number);
        if (first !== undefined)
          problem(said('problem.players.numberAgain', { number, row: first }));
        else rowOfNumber.set(number, row);
      }
    }

    let rating = 0;
    if (cellText(cell('rating')) !== '') {
      const value = wholeNumber(cell('rating'));
      if (value === null || value < 0 || value > 9999) {
        problem(said('problem.players.rating', { value: cellText(cell('rating')) }));
      } else rating = value;
    }

    // Any title is kept: a national one never stops a pairing (titles.ts).
    const title = shownTitle(cellText(cell('title')));

    const sexText = cellText(cell('sex')).toLowerCase();
    const sex = sexText === '' ? '' : SEXES[sexText];
    if (sex === undefined) problem(said('problem.players.sex', { value: cellText(cell('sex')) }));

    const status = cellText(statusRead).toLowerCase();
    if (status !== '' && status !== ACTIVE && status !== WITHDRAWN) {
      problem(
        said('problem.players.status', {
          value: cellText(cell('status')),
          active: said('status.active'),
          withdrawn: said('status.withdrawn'),
        }),
      );
    }

    const byes = parseByeList(cellText(cell('byes')));
    if (!(byes instanceof Map))
      problem(said('problem.inColumn', { column: columnNamed('byes'), problem: byes }));

    const notAgainst = cellText(cell('notAgainst')).replace(/\s+/g, ' ').trim();
    const virtual = parseVirtualPoints(cellText(cell('virtualPoints')));
    if (!Array.isArray(virtual))
      problem(said('problem.inColumn', { column: columnNamed('virtualPoints'), problem: virtual }));

    players.push({
      row,
      number,
      name,
      title,
      rating,
      federation: cellText(cell('federation')).toUpperCase(),
      fideId: cellText(cell('fideId')),
      birth: birthText(cell('birth')),
      sex: sex ?? '',
      withdrawn: status === WITHDRAWN,
      byes: byes instanceof Map ? byes : new Map(),
      notAgainst,
      club: cellText(cell('club')).trim(),
      virtualPoints: Array.isArray(virtual) ? virtual : [],
    });
  });
  return { players, numberColumn: columns.number!, rowCount: values.length, headerComplete: true };
}
