/**
 * Where everything of a PrintDocument goes on paper, in points: the
 * orientation, the columns' widths, and which rows each page holds. The PDF
 * and the HTML print page both draw from this one layout, so they break
 * pages at the same rows. A row is never split; a table that fits on a page
 * (a round of the schedule) is not split either; each page repeats the
 * header, and each piece of a table its column labels.
 */
import type { PrintDocument, PrintTable } from './print-document.js';

export type Paper = 'a4' | 'letter';

/** Paper sizes in points, portrait. */
export const PAPER_SIZE: Readonly<Record<Paper, readonly [number, number]>> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

/** Letter where the locale's country uses it (US, Canada, Mexico, ...); A4 elsewhere. */
const LETTER_COUNTRIES = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR', 'GT', 'CR']);

export function paperOfLocale(locale: string | null | undefined): Paper {
  // "en_US.UTF-8" (POSIX), "es-MX" (BCP 47), "pt_BR" (Sheets): the country after the language.
  const country = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(locale ?? '')?.[1]?.toUpperCase() ?? '';
  return LETTER_COUNTRIES.has(country) ? 'letter' : 'a4';
}

export function isPaper(value: unknown): value is Paper {
  return value === 'a4' || value === 'letter';
}

/** Margins on every side, points; the page number sits in the bottom one. */
export const MARGIN = 36;
/** Space between the two tables of a page printed in two columns. */
export const GUTTER = 18;
/** The header at the top of every page: tournament, then what the page is and the date. */
export const PAGE_HEADER_HEIGHT = 44;
/** Inner padding of a cell, left and right: a quarter of the type, at least 2 points. */
export function cellPadding(typeSize: number): number {
  return Math.max(2, typeSize / 4);
}
/** An average character of the body type, in ems (DejaVu Sans, digits and lower case). */
const CHARACTER_EMS = 0.56;

export interface Metrics {
  rowHeight: number;
  /** The row of column labels. */
  labelHeight: number;
  /** A table's heading (a round of the schedule). */
  headingHeight: number;
  /** Space after a table before the next one. */
  tableGap: number;
}

export function metricsOf(document: PrintDocument): Metrics {
  const size = document.typeSize;
  return {
    rowHeight: round(size * 1.3),
    labelHeight: round(size * 1.3),
    headingHeight: round(size * 1.8),
    tableGap: round(size * 0.8),
  };
}

function round(points: number): number {
  return Math.round(points * 10) / 10;
}

/** Rows `from` up to `to` (exclusive) of table `table`, in one column of one page. */
export interface Slice {
  table: number;
  from: number;
  to: number;
}

export interface LaidPage {
  /** One list of slices per flow column, left to right. */
  flows: Slice[][];
}

export interface Layout {
  paper: Paper;
  landscape: boolean;
  /** Page size in points, as printed (landscape swapped). */
  width: number;
  height: number;
  /** The width of one flow column. */
  flowWidth: number;
  /** Column widths of each table, points. */
  widths: number[][];
  metrics: Metrics;
  /** Height of the body of a page, under its header, points. */
  bodyHeight: number;
  pages: LaidPage[];
}

function naturalWidths(table: PrintTable, typeSize: number): number[] {
  // A label is set a size smaller than the body, in bold: about as wide.
  return table.columns.map(
    (column) =>
      Math.max(column.width, column.label.length) * typeSize * CHARACTER_EMS +
      2 * cellPadding(typeSize),
  );
}

function flowWidthOf(width: number, flows: number): number {
  return (width - 2 * MARGIN - (flows - 1) * GUTTER) / flows;
}

/** Widths that fill `available`: spare room to the growing columns, too little shared out. */
function fittedWidths(table: PrintTable, typeSize: number, available: number): number[] {
  const natural = naturalWidths(table, typeSize);
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total > available) return natural.map((width) => (width * available) / total);
  const growing = table.columns.filter((column) => column.grow === true).length;
  return natural.map((width, index) =>
    growing === 0
      ? (width * available) / total
      : width + (table.columns[index]!.grow === true ? (available - total) / growing : 0),
  );
}

/** Portrait where every table fits the width of the narrower paper's portrait page. */
function needsLandscape(document: PrintDocument): boolean {
  const portrait = flowWidthOf(PAPER_SIZE.a4[0], document.flowColumns);
  return document.tables.some(
    (table) => naturalWidths(table, document.typeSize).reduce((sum, w) => sum + w, 0) > portrait,
  );
}

export function layOut(document: PrintDocument, paper: Paper): Layout {
  const landscape = needsLandscape(document);
  const [short, long] = PAPER_SIZE[paper];
  const [width, height] = landscape ? [long, short] : [short, long];
  const flowWidth = flowWidthOf(width, document.flowColumns);
  const metrics = metricsOf(document);
  const bodyHeight = height - 2 * MARGIN - PAGE_HEADER_HEIGHT;
  const pages: LaidPage[] = [{ flows: [[]] }];
  let used = 0;
  const nextFlow = () => {
    const page = pages[pages.length - 1]!;
    if (page.flows.length < document.flowColumns) page.flows.push([]);
    else pages.push({ flows: [[]] });
    used = 0;
  };
  document.tables.forEach((table, index) => {
    const top = (table.heading === undefined ? 0 : metrics.headingHeight) + metrics.labelHeight;
    const whole = top + table.rows.length * metrics.rowHeight;
    // A table that fits in a column of its own starts one rather than being split.
    if (used > 0 && used + whole > bodyHeight && whole <= bodyHeight) nextFlow();
    let from = 0;
    do {
      if (used > 0 && used + top + metrics.rowHeight > bodyHeight) nextFlow();
      const room = Math.max(1, Math.floor((bodyHeight - used - top) / metrics.rowHeight));
      const to = Math.min(table.rows.length, from + room);
      const page = pages[pages.length - 1]!;
      page.flows[page.flows.length - 1]!.push({ table: index, from, to });
      used += top + (to - from) * metrics.rowHeight;
      from = to;
      if (from < table.rows.length) nextFlow();
    } while (from < table.rows.length);
    used += metrics.tableGap;
  });
  return {
    paper,
    landscape,
    width,
    height,
    flowWidth,
    widths: document.tables.map((table) => fittedWidths(table, document.typeSize, flowWidth)),
    metrics,
    bodyHeight,
    pages,
  };
}

/** The page label of page `page` (1-based) of `pages`. */
export function pageLabel(document: PrintDocument, page: number, pages: number): string {
  return document.pageWords.replace('{page}', String(page)).replace('{pages}', String(pages));
}
