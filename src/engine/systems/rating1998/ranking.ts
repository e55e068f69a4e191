/**
 * A.2 Order: "For pairing purposes only, the players are ranked in order of,
 * respectively a. score b. rating c. FIDE-title (IGM-WGM-IM-WIM-FM-WFM-no title)
 * d. alphabetically".
 */

/** What A.2 looks at, besides the score. */
export interface RankKey {
  readonly id: number;
  readonly score: number;
  readonly rating: number;
  readonly title: string;
  readonly name: string;
}

/**
 * A.2.c lists IGM-WGM-IM-WIM-FM-WFM. CM and WCM did not exist in 1998; the
 * list puts every open title just above its women's counterpart, so we rank
 * CM and WCM after WFM in that same pattern and before "no title".
 * TRF writes titles as GM, IM, WGM, FM, WIM, CM, WFM, WCM (some programs use
 * one-letter or lower-case forms, also read here).
 */
const TITLE_ORDER: Record<string, number> = {
  GM: 0,
  IGM: 0,
  G: 0,
  WGM: 1,
  WG: 1,
  IM: 2,
  I: 2,
  WIM: 3,
  WI: 3,
  FM: 4,
  F: 4,
  WFM: 5,
  WF: 5,
  CM: 6,
  C: 6,
  WCM: 7,
  WC: 7,
};
const NO_TITLE = 8;

export function titleRank(title: string): number {
  return TITLE_ORDER[title.trim().toUpperCase()] ?? NO_TITLE;
}

/**
 * A.2.d "alphabetically": compared without accents and case so that the
 * order is the same in every runtime (no locale tables involved); the raw
 * text and then the pairing number settle what is still equal, so the order
 * is total and pairing stays deterministic.
 */
function alphabeticalKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when `a` ranks above `b` by A.2 (higher score first). */
export function compareByA2(a: RankKey, b: RankKey): number {
  if (a.score !== b.score) return b.score - a.score; // A.2.a
  if (a.rating !== b.rating) return b.rating - a.rating; // A.2.b
  const ta = titleRank(a.title);
  const tb = titleRank(b.title);
  if (ta !== tb) return ta - tb; // A.2.c
  return (
    compareText(alphabeticalKey(a.name), alphabeticalKey(b.name)) || // A.2.d
    compareText(a.name, b.name) ||
    a.id - b.id
  );
}
