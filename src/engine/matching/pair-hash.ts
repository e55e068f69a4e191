/**
 * A map from pair codes (non-negative 31-bit integers) to slots, by open addressing with linear
 * probing: the matcher's pair index when a table of every pair would be too large (a bracket of
 * 10,000 players: 400 MB for the codes alone, where the pairs held are a few percent of them).
 * Removal shifts the run after the removed key back, so lookups never meet a tombstone.
 */
export class PairHash {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  private shift: number;
  private count = 0;

  constructor(expected: number) {
    let bits = 4;
    while (1 << bits < 2 * expected && bits < 30) bits++;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.values = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  /** The value of `code`, or -1. */
  get(code: number): number {
    const keys = this.keys;
    const mask = this.mask;
    for (let h = Math.imul(code, 0x9e3779b1) >>> this.shift; ; h = (h + 1) & mask) {
      const k = keys[h];
      if (k === code) return this.values[h];
      if (k === -1) return -1;
    }
  }

  set(code: number, value: number): void {
    const keys = this.keys;
    const mask = this.mask;
    for (let h = Math.imul(code, 0x9e3779b1) >>> this.shift; ; h = (h + 1) & mask) {
      const k = keys[h];
      if (k === code) {
        this.values[h] = value;
        return;
      }
      if (k === -1) {
        keys[h] = code;
        this.values[h] = value;
        // at most half full: probe runs stay short
        if (2 * ++this.count > keys.length) this.grow();
        return;
      }
    }
  }

  delete(code: number): void {
    const keys = this.keys;
    const values = this.values;
    const mask = this.mask;
    let hole = Math.imul(code, 0x9e3779b1) >>> this.shift;
    for (; ; hole = (hole + 1) & mask) {
      const k = keys[hole];
      if (k === code) break;
      if (k === -1) return;
    }
    this.count--;
    // each key after the hole that may not stay behind it (its home lies cyclically in
    // (hole, j]) is fine; any other moves into the hole, which moves on to its place
    for (let j = (hole + 1) & mask; keys[j] !== -1; j = (j + 1) & mask) {
      const home = Math.imul(keys[j], 0x9e3779b1) >>> this.shift;
      const stays = hole <= j ? hole < home && home <= j : hole < home || home <= j;
      if (stays) continue;
      keys[hole] = keys[j];
      values[hole] = values[j];
      hole = j;
    }
    keys[hole] = -1;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const bits = 33 - this.shift;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.values = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.count = 0;
    for (let h = 0; h < oldKeys.length; h++) {
      if (oldKeys[h] !== -1) this.set(oldKeys[h], oldValues[h]);
    }
  }
}
