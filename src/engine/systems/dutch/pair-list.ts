/** A growable list of pair keys (i·n + j), for the watched pairs of a lazy bracket. */
export class PairList {
  data = new Int32Array(64);
  count = 0;

  push(key: number): void {
    if (this.count === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.count++] = key;
  }
}
