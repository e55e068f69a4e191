/**
 * Which C.07 text applies. The 1 August 2024 edition (same tie-break
 * definitions as the 2023 text, C.07 0.2) and the 1 March 2026 edition differ
 * in C.07 16.4: from 2026 the dummy opponent's score is capped.
 */
export type C07Edition = '2024' | '2026';

export const LATEST_EDITION: C07Edition = '2026';

/** The date the 2026 text took effect for all FIDE-rated competitions. */
const EDITION_2026_FROM = '2026-03-01';

/**
 * The edition in force when the tournament started (TRF record 042,
 * YYYY/MM/DD). A tournament without a readable start date is scored under the
 * latest edition, so the answer never depends on the day it is computed.
 */
export function editionForStartDate(startDate: string | undefined): C07Edition {
  const m = /^\s*(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(startDate ?? '');
  if (!m) return LATEST_EDITION;
  const iso = `${m[1]}-${(m[2] ?? '').padStart(2, '0')}-${(m[3] ?? '').padStart(2, '0')}`;
  return iso < EDITION_2026_FROM ? '2024' : '2026';
}
