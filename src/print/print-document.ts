/**
 * What is printed, as plain data: a document of titled tables, built from
 * the tournament by one module a page kind. The PDF of `npm start` and the
 * print page of Google Sheets both lay out this model with the same
 * pagination (paginate.ts), so they print the same pages.
 */

export const PRINT_KINDS = ['pairings', 'by-name', 'standings', 'crosstable', 'schedule'] as const;

export type PrintKind = (typeof PRINT_KINDS)[number];

export type Align = 'left' | 'center' | 'right';

export interface PrintColumn {
  label: string;
  align: Align;
  /** Width in characters of the body type; a `grow` column also takes what is left. */
  width: number;
  grow?: boolean;
  /** A box to write the result in by hand (the pairings' Result). */
  box?: boolean;
  bold?: boolean;
}

/**
 * One row's cells, one a column; `null` is a cell covered by the cell
 * before it, which spans it (a bye's label across Board and Colour).
 */
export type PrintRow = readonly (string | null)[];

export interface PrintTable {
  /** A heading above the table (a round of the schedule); none for a document of one table. */
  heading?: string;
  columns: readonly PrintColumn[];
  rows: readonly PrintRow[];
}

export interface PrintDocument {
  kind: PrintKind;
  /** The BCP 47 language of the words (the page's lang). */
  lang: string;
  tournament: string;
  /** What the page is: "Pairings of round 6". */
  title: string;
  /** The day it was printed, as the language writes dates. */
  date: string;
  /** Body type in points: 12 for the wall's pairings, smaller for long lists. */
  typeSize: number;
  /** Tables side by side on a page: 2 for the list by name. */
  flowColumns: 1 | 2;
  /** Page numbers, with "{page}" and "{pages}" where the numbers go. */
  pageWords: string;
  tables: readonly PrintTable[];
}

/** The width a row's cell `index` takes: itself and the cells it spans. */
export function spanOf(row: PrintRow, index: number): number {
  let span = 1;
  while (index + span < row.length && row[index + span] === null) span++;
  return span;
}
