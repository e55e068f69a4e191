/**
 * Builds 001 lines column by column from the TRF-16 table (positions 1-based:
 * id 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56,
 * FIDE number 58-68, birth 70-79, points 81-84, rank 86-89, round blocks of
 * 10 columns from 92). Written independently of the writer under test.
 */
export interface LineSpec {
  id: number | string;
  sex?: string;
  title?: string;
  name?: string;
  rating?: number | string;
  fed?: string;
  fideId?: string;
  birth?: string;
  points?: string;
  rank?: number | string;
  /** Each block as written from its column 92 + 10(r-1), e.g. "  12 w 1" or "0000 - H" ('' for an empty block). */
  rounds?: string[];
}

export function line001(s: LineSpec): string {
  const cols = Array<string>(91).fill(' ');
  const put = (start: number, text: string) => {
    for (let i = 0; i < text.length; i++) cols[start - 1 + i] = text[i]!;
  };
  put(1, '001');
  put(5, String(s.id).padStart(4));
  put(10, s.sex ?? ' ');
  put(11, (s.title ?? '').padStart(3));
  put(15, s.name ?? `Player ${s.id}`);
  put(49, String(s.rating ?? '').padStart(4));
  put(54, s.fed ?? '');
  put(58, (s.fideId ?? '').padStart(11));
  put(70, s.birth ?? '');
  put(81, (s.points ?? '').padStart(4));
  put(86, String(s.rank ?? '').padStart(4));
  const rounds = (s.rounds ?? []).map((b) => b.padEnd(10)).join('');
  return (cols.join('') + rounds).trimEnd();
}

/** A file from lines, with CR LF line ends. */
export function trf(...lines: string[]): string {
  return lines.map((l) => l + '\r\n').join('');
}
