/**
 * Distinct weight vectors, each stored once under a small id (1, 2, ...; 0
 * is left for "no weight"). A bracket's pairs have few distinct base
 * weights (they depend on scores, colour preferences and floats, not on
 * who the players are), so an id per pair and this table take the place of
 * a weight vector per pair.
 */
export class WeightTable {
  /** Vector of id k at k·limbs. */
  private vectors: Float64Array;
  private count = 1;
  /** Open addressing: an id per slot, 0 for an empty slot. */
  private slots: Int32Array;

  constructor(readonly limbs: number) {
    this.vectors = new Float64Array(64 * limbs);
    this.slots = new Int32Array(256);
  }

  /** Number of distinct vectors (the largest id). */
  get size(): number {
    return this.count - 1;
  }

  /** The vectors, id k at k·limbs: read-only for the caller. */
  get data(): Float64Array {
    return this.vectors;
  }

  /** The id of `w` (its first `limbs` entries), adding it when new. */
  intern(w: ArrayLike<number>): number {
    const L = this.limbs;
    let mask = this.slots.length - 1;
    for (let s = hash(w, L) & mask; ; s = (s + 1) & mask) {
      const id = this.slots[s]!;
      if (id === 0) break;
      if (this.equals(id, w)) return id;
    }
    const id = this.count++;
    if (id * L + L > this.vectors.length) {
      const grown = new Float64Array(this.vectors.length * 2);
      grown.set(this.vectors);
      this.vectors = grown;
    }
    for (let k = 0; k < L; k++) this.vectors[id * L + k] = w[k]!;
    if (2 * this.count > this.slots.length) this.rehash(this.slots.length * 2);
    mask = this.slots.length - 1;
    let s = hash(w, L) & mask;
    while (this.slots[s] !== 0) s = (s + 1) & mask;
    this.slots[s] = id;
    return id;
  }

  private equals(id: number, w: ArrayLike<number>): boolean {
    const L = this.limbs;
    for (let k = 0; k < L; k++) if (this.vectors[id * L + k] !== w[k]) return false;
    return true;
  }

  private rehash(size: number): void {
    const L = this.limbs;
    this.slots = new Int32Array(size);
    const mask = size - 1;
    for (let id = 1; id < this.count; id++) {
      let s = hash(this.vectors.subarray(id * L, id * L + L), L) & mask;
      while (this.slots[s] !== 0) s = (s + 1) & mask;
      this.slots[s] = id;
    }
  }
}

/** FNV-style hash of the limbs (integers up to 2^50: low and high 32 bits). */
function hash(w: ArrayLike<number>, limbs: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < limbs; k++) {
    const x = w[k]!;
    h = Math.imul(h ^ (x | 0), 0x01000193);
    h = Math.imul(h ^ ((x / 4294967296) | 0), 0x01000193);
  }
  return (h ^ (h >>> 15)) >>> 0;
}
