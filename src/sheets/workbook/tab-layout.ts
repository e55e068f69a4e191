/**
 * How the tabs the add-on writes look: each column's number format and
 * alignment, widths that fit the longest entry, a banded body that prints in
 * black and white, and whether the tab prints across (landscape). Pure: the
 * use cases hand a layout to the ports.
 */
import type { CellValue, HorizontalAlignment } from '../ports.js';
import { widestForm } from '../tab-records/tab-words.js';

/** A column's number format (Sheets' notation, which .xlsx shares) and alignment. */
export interface ColumnStyle {
  format: string;
  align: HorizontalAlignment;
  /** A dropdown's choices: the column fits each beside the arrow, before any is picked. */
  choices?: readonly string[];
}

/** `style` for a column with a dropdown of `choices` (withChoices(COLUMN.result, ...)). */
export function withChoices(style: ColumnStyle, choices: readonly string[]): ColumnStyle {
  return { ...style, choices };
}

/**
 * The kinds of column. Decision (issue 15): scores and tie-breaks are numbers
 * written with a decimal point (2.5), never "2½"; the ½ sign appears only in
 * result symbols (½-½, a bye's ½, a crosstable's 5b½), as on FIDE crosstables.
 */
export const COLUMN = {
  /** Ratings and other whole numbers: right-aligned. */
  count: { format: '0', align: 'right' },
  /**
   * Pairing numbers and ranks: centred, so that a number never runs into the
   * name left-aligned beside it ("12Smith").
   */
  id: { format: '0', align: 'center' },
  /** Board numbers, and the labels of bye rows in the same column. */
  board: { format: '0', align: 'center' },
  /** Names, titles, federations: kept as typed. */
  text: { format: '@', align: 'left' },
  /** Points: always one decimal, so that a column of scores lines up (3.0, 2.5). */
  points: { format: '0.0', align: 'right' },
  /** Tie-break values as computed (12.5, 10.25, 1850). */
  value: { format: 'General', align: 'right' },
  /** Results, colours and crosstable entries: centred text, so "1-0" never reads as a date. */
  result: { format: '@', align: 'center' },
} as const satisfies Record<string, ColumnStyle>;

/** Header row, then every other body row: light greys that print as such on any printer. */
export const HEADER_BACKGROUND = '#d9d9d9';
export const BAND_BACKGROUND = '#f3f3f3';
export const PLAIN_BACKGROUND = '#ffffff';

/** Sheets' default font (Arial 10): an average character, a bold one, and the cell's padding. */
const CHARACTER_PX = 8;
const BOLD_CHARACTER_PX = 9;
const PADDING_PX = 16;
const MIN_WIDTH_PX = 36;
/**
 * An A4 page in portrait, less 2 cm margins each side, at 96 pixels an inch:
 * a tab wider than this prints in landscape (still fitted to one page wide).
 */
export const PORTRAIT_WIDTH_PX = 650;

export interface TabLayout {
  styles: ColumnStyle[];
  /** Pixels a column. */
  widths: number[];
  landscape: boolean;
}

/** The text a cell shows under its column's format. */
export function shownText(value: CellValue, style: ColumnStyle): string {
  if (typeof value === 'number') {
    if (style.format === '0') return value.toFixed(0);
    if (style.format === '0.0') return value.toFixed(1);
  }
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

/**
 * The layout of a tab with a header row and `values` below it. Columns
 * beyond `styles` are plain text; the columns `sameWidth` spans (0-based,
 * first and last) take the widest one's width, so that a run of rounds
 * reads as one grid (and Sheets sets them in one call).
 */
export function tabLayout(
  values: readonly (readonly CellValue[])[],
  styles: readonly ColumnStyle[],
  sameWidth: readonly [number, number] | null = null,
): TabLayout {
  const columns = Math.max(styles.length, ...values.map((row) => row.length));
  const all = Array.from({ length: columns }, (_, c) => styles[c] ?? COLUMN.text);
  const widths = all.map((style, c) => {
    let width = Math.max(MIN_WIDTH_PX, choicesWidth(style.choices ?? []));
    values.forEach((row, r) => {
      // Decision (issue 31): a word of the add-on's is measured in its longest language, so that
      // "Nacimiento" or "1-0 incomparecencia" fits a column laid out in English, and back.
      const text = widestForm(shownText(row[c] ?? '', style));
      const px = PADDING_PX + text.length * (r === 0 ? BOLD_CHARACTER_PX : CHARACTER_PX);
      width = Math.max(width, px);
    });
    return width;
  });
  if (sameWidth !== null) {
    const [first, last] = sameWidth;
    const widest = Math.max(...widths.slice(first, last + 1));
    for (let c = first; c <= last && c < widths.length; c++) widths[c] = widest;
  }
  const total = widths.reduce((sum, width) => sum + width, 0);
  return { styles: all, widths, landscape: total > PORTRAIT_WIDTH_PX };
}

/** The background of row `row` (0-based) of a tab: the header grey, then plain and banded rows in turn. */
export function bandBackground(row: number): string {
  if (row === 0) return HEADER_BACKGROUND;
  return row % 2 === 0 ? BAND_BACKGROUND : PLAIN_BACKGROUND;
}

/** Room for a dropdown's arrow beside its value (Sheets' chip, Excel's and LibreOffice's button). */
const DROPDOWN_ARROW_PX = 24;

/** What a dropdown of `choices` needs: the longest in its longest language, and the arrow (0: none). */
function choicesWidth(choices: readonly string[]): number {
  if (choices.length === 0) return 0;
  const longest = Math.max(...choices.map((choice) => widestForm(choice).length));
  return PADDING_PX + longest * CHARACTER_PX + DROPDOWN_ARROW_PX;
}

/** What a column of a tab the organiser types into must fit beyond the values written. */
export interface TypedColumn {
  /** The choices its dropdown offers, each with the arrow beside it. */
  choices?: readonly string[];
  /** At least these pixels, for entries typed later (a name). */
  room?: number;
}

/**
 * Widths of a tab the organiser types into (Settings, Players): each column
 * fits its header and the values written, as any tab's do, and what
 * `columns` says it must hold, so that nothing is cut when the file opens in
 * Sheets, Excel or LibreOffice, in any of the languages.
 */
export function typedTabWidths(
  values: readonly (readonly CellValue[])[],
  columns: readonly TypedColumn[],
): number[] {
  const widths = tabLayout(values, []).widths;
  columns.forEach(({ choices = [], room = 0 }, c) => {
    widths[c] = Math.max(widths[c] ?? MIN_WIDTH_PX, choicesWidth(choices), room);
  });
  return widths;
}
