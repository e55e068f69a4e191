/**
 * C.07 4.2: "When the tie-break list is exhausted, any remaining tie should
 * be broken by drawing of lots." The arbiter may record the order actually
 * drawn; otherwise a draw seeded by a fixed text is made, so that the same
 * tournament always gets the same lots (a standings table must not change
 * each time it is recomputed).
 */
import { seededRandom } from '../seeded-random.js';

/** Each player's place in the draw, 1 first. */
export function drawnPlaces(
  playerIds: readonly number[],
  drawnOrder: readonly number[] | undefined,
  seed: string,
): Map<number, number> {
  const order = drawnOrder ?? seededShuffle(playerIds, seed);
  const places = new Map<number, number>();
  order.forEach((id, i) => {
    if (places.has(id)) throw new RangeError(`drawing of lots: player ${id} is drawn twice`);
    places.set(id, i + 1);
  });
  for (const id of playerIds) {
    if (!places.has(id))
      throw new RangeError(`drawing of lots: player ${id} is missing from the drawn order`);
  }
  return places;
}

/** FNV-1a: a 32-bit hash of the seed text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Fisher-Yates with the seeded generator. */
export function seededShuffle(ids: readonly number[], seed: string): number[] {
  const out = [...ids].sort((a, b) => a - b);
  const next = seededRandom(hash(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = out[i] as number;
    out[i] = out[j] as number;
    out[j] = t;
  }
  return out;
}
