/**
 * Record 192 codes whose rounds are two-game matches (C.04.5 Double-Swiss):
 * the reader checks that the two games of each match agree. The systems'
 * registry says the same of the systems that claim these codes; a test
 * (test/trf/two-game-codes.test.ts) keeps the two from drifting.
 */
export const TWO_GAME_TYPE_CODES: ReadonlySet<string> = new Set([
  'FIDE_DOUBLESWISS',
  'FIDE_DOUBLESWISS_BAKU',
]);

export function playsTwoGameMatches(systemCode: string | undefined): boolean {
  return TWO_GAME_TYPE_CODES.has((systemCode ?? '').trim().toUpperCase());
}
