/**
 * The initial order of C.04.2 2.2, which gives the pairing numbers (TPN,
 * C.04.2 2.3): "2.2.1 strength (rating); 2.2.2 FIDE title in the order GM,
 * IM, WGM, FM, WIM, CM, WFM, WCM, no title; 2.2.3 alphabetically".
 */

import { FIDE_TITLES, fideTitleOf } from './titles.js';

export interface Entrant {
  name: string;
  title: string;
  /** 0 when unrated. */
  rating: number;
}

/** National titles and categories rank as no title: 2.2.2 names FIDE titles only. */
function titleRank(title: string): number {
  const fide = fideTitleOf(title);
  return fide === null ? FIDE_TITLES.length : FIDE_TITLES.indexOf(fide);
}

/** Negative when `a` comes before `b` in the initial order. */
export function compareInitialOrder(a: Entrant, b: Entrant): number {
  return (
    b.rating - a.rating ||
    titleRank(a.title) - titleRank(b.title) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/** The entrants in initial order (a sorted copy; ties keep their input order). */
export function inInitialOrder<T extends Entrant>(entrants: readonly T[]): T[] {
  return [...entrants].sort(compareInitialOrder);
}
