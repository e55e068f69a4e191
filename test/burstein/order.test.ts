import { expect, it } from 'vitest';
import { allPairings, compareByOrder, opponentsList } from './oracle.js';

/**
 * Burstein 4.3: "a pairing precedes another if its BSN #1's opponent has a
 * larger BSN (i.e. lower ranking) than the other's. If BSN #1's opponents are
 * the same, then compare BSN #2's opponents; and so on." The Note's worked
 * list, six players and two pairs (two virtual players with BSN 0): the
 * Handbook's first nine lines and its last, and the lines between them as the
 * rule regenerates them (shared/rules/burstein-C.04.4.2.txt, appendix).
 * The brute-force reading of the tests sorts by this order.
 */
const HANDBOOK = `1-6, 2-5, 3-0, 4-0
1-6, 2-4, 3-0, 5-0
1-6, 2-3, 4-0, 5-0
1-6, 2-0, 3-5, 4-0
1-6, 2-0, 3-4, 5-0
1-6, 2-0, 3-0, 4-5
1-5, 2-6, 3-0, 4-0
1-5, 2-4, 3-0, 6-0
1-5, 2-3, 4-0, 6-0
1-5, 2-0, 3-6, 4-0
1-5, 2-0, 3-4, 6-0
1-5, 2-0, 3-0, 4-6
1-4, 2-6, 3-0, 5-0
1-4, 2-5, 3-0, 6-0
1-4, 2-3, 5-0, 6-0
1-4, 2-0, 3-6, 5-0
1-4, 2-0, 3-5, 6-0
1-4, 2-0, 3-0, 5-6
1-3, 2-6, 4-0, 5-0
1-3, 2-5, 4-0, 6-0
1-3, 2-4, 5-0, 6-0
1-3, 2-0, 4-6, 5-0
1-3, 2-0, 4-5, 6-0
1-3, 2-0, 4-0, 5-6
1-2, 3-6, 4-0, 5-0
1-2, 3-5, 4-0, 6-0
1-2, 3-4, 5-0, 6-0
1-2, 3-0, 4-6, 5-0
1-2, 3-0, 4-5, 6-0
1-2, 3-0, 4-0, 5-6
1-0, 2-6, 3-5, 4-0
1-0, 2-6, 3-4, 5-0
1-0, 2-6, 3-0, 4-5
1-0, 2-5, 3-6, 4-0
1-0, 2-5, 3-4, 6-0
1-0, 2-5, 3-0, 4-6
1-0, 2-4, 3-6, 5-0
1-0, 2-4, 3-5, 6-0
1-0, 2-4, 3-0, 5-6
1-0, 2-3, 4-6, 5-0
1-0, 2-3, 4-5, 6-0
1-0, 2-3, 4-0, 5-6
1-0, 2-0, 3-6, 4-5
1-0, 2-0, 3-5, 4-6
1-0, 2-0, 3-4, 5-6`.split('\n');

/** The Handbook's way of writing a candidate: each player in BSN order with his opponent, once. */
function written(opponents: number[]): string {
  const parts: string[] = [];
  const shown = new Set<number>();
  opponents.forEach((o, i) => {
    const bsn = i + 1;
    if (shown.has(bsn)) return;
    shown.add(bsn);
    if (o > 0) shown.add(o);
    parts.push(`${bsn}-${o}`);
  });
  return parts.join(', ');
}

it('orders the pairings of six players with two pairs as the Note to 4.3 lists them', () => {
  const candidates = allPairings(6, () => true)
    .filter((p) => p.length === 2)
    .map((p) => opponentsList(6, p))
    .sort(compareByOrder);
  expect(candidates.map(written)).toEqual(HANDBOOK);
});
