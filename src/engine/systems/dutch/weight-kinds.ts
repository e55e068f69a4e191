/**
 * Players as kinds for a bracket's weights (EdgeWeights.kinds): players of one kind weigh the same
 * with every partner, so a bracket of thousands works out one weight per pair of kinds (a few
 * hundred) instead of one per pair of players (50 million at 10,000). A key names what the
 * weights read of one player; equal keys get equal numbers, 0, 1, 2... in order of first use.
 */
export function kindNumbers(keys: readonly string[]): Int32Array {
  const numbers = new Map<string, number>();
  return Int32Array.from(keys, (key) => {
    let k = numbers.get(key);
    if (k === undefined) numbers.set(key, (k = numbers.size));
    return k;
  });
}
