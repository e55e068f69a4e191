import type { RoundPairing } from '../engine/model/tournament.js';

/**
 * The JaVaFo pair list (AUM "How to read the output"): the number of pairs,
 * then one "white black" line per pair, the pairing-allocated bye as "id 0".
 */
export function formatPairList(p: RoundPairing): string {
  const lines = p.games.map((g) => `${g.white} ${g.black}`);
  if (p.bye !== null) lines.push(`${p.bye} 0`);
  return [String(lines.length), ...lines].map((l) => l + '\n').join('');
}
