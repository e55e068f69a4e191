import { said, type Said } from '../../messages/said.js';

/**
 * A TRF file that cannot be read as written. The message always says where
 * (line, and columns when one field is at fault) and what was expected, so
 * that an arbiter can fix the file instead of guessing what went wrong.
 */
export class TrfError extends Error {
  /** 1-based line number, or null when the fault is not on one line. */
  readonly line: number | null;
  /** 1-based first column of the faulty field, or null. */
  readonly column: number | null;
  /** 1-based last column of the faulty field (equal to `column` for one column), or null. */
  readonly columnEnd: number | null;
  /** The fault itself, without the position prefix. */
  readonly detail: string;
  /** The fault as the add-on says it (`trf.` messages); the English `detail` stands in without one. */
  readonly detailRefusal: Said | null;

  constructor(
    detail: string,
    line: number | null = null,
    column: number | null = null,
    columnEnd: number | null = column,
    detailRefusal: Said | null = null,
  ) {
    super(TrfError.format(detail, line, column, columnEnd));
    this.name = 'TrfError';
    this.line = line;
    this.column = column;
    this.columnEnd = columnEnd;
    this.detail = detail;
    this.detailRefusal = detailRefusal;
  }

  /** The whole message, its place included, as the add-on says it. */
  get refusal(): Said {
    const detail = this.detailRefusal ?? this.detail;
    const { line, column, columnEnd } = this;
    if (line === null) return typeof detail === 'string' ? said('trf.detail', { detail }) : detail;
    if (column === null) return said('trf.atLine', { line, detail });
    return columnEnd !== null && columnEnd !== column
      ? said('trf.atColumns', { line, column, columnEnd, detail })
      : said('trf.atColumn', { line, column, detail });
  }

  private static format(
    detail: string,
    line: number | null,
    column: number | null,
    columnEnd: number | null,
  ): string {
    const where: string[] = [];
    if (line !== null) where.push(`line ${line}`);
    if (column !== null) {
      where.push(
        columnEnd !== null && columnEnd !== column
          ? `columns ${column}-${columnEnd}`
          : `column ${column}`,
      );
    }
    return where.length > 0 ? `${where.join(', ')}: ${detail}` : detail;
  }
}
