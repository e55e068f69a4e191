/**
 * The Title column: FIDE titles, the forms other programs write for them,
 * and national titles and categories, which are kept as written.
 *
 * TRF-16 (001, columns 11-13) writes the FIDE titles GM, IM, WGM, FM, WIM,
 * CM, WFM, WCM; C.04.2 2.2.2 orders players by them. Other programs write
 * FIDE's rating-list abbreviations (g, wg, m, wm, f, wf, c, wc), and the
 * JaVaFo sample of TRF-16 writes "g".
 *
 * Decision: those forms are read as the titles they stand for where no
 * national use takes them: in any case for the full titles, IGM, the women's
 * forms (wg, wm, wi, wf, wc) and g, i; in lower case only for m, f and c,
 * since upper-case M and C are national categories in files of several
 * federations (Italy's Maestro, class C). Anything else (1N, 2N, NC, CM of a
 * national list written as such, M, ...) is a national title or category:
 * kept as written, shown and exported, and ordered as no title, since only
 * FIDE titles count in C.04.2 2.2.2.
 */

/** C.04.2 2.2.2: the FIDE titles in the order of the initial ranking. */
export const FIDE_TITLES = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;

export type FideTitle = (typeof FIDE_TITLES)[number];

/** Forms read in any case. */
const ANY_CASE: Readonly<Record<string, FideTitle>> = {
  ...Object.fromEntries(FIDE_TITLES.map((title) => [title, title])),
  IGM: 'GM',
  G: 'GM',
  I: 'IM',
  WG: 'WGM',
  WM: 'WIM',
  WI: 'WIM',
  WF: 'WFM',
  WC: 'WCM',
};

/** Forms read in lower case only. */
const LOWER_CASE: Readonly<Record<string, FideTitle>> = { m: 'IM', f: 'FM', c: 'CM' };

/** The FIDE title a Title text stands for, or null for none (blank, national, unknown). */
export function fideTitleOf(text: string): FideTitle | null {
  const written = text.trim();
  return LOWER_CASE[written] ?? ANY_CASE[written.toUpperCase()] ?? null;
}

/** What the Title column shows: a FIDE title in its TRF-16 form, anything else as written. */
export function shownTitle(text: string): string {
  return fideTitleOf(text) ?? text.trim();
}
