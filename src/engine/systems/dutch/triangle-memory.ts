/**
 * Memory for the per-pair arrays of a round's brackets (BracketEdges' triangles of ids and
 * states), lent to one bracket at a time and taken back when it is paired, so that the next
 * bracket writes pages already in memory.
 *
 * Why: memory fresh from the system is paid page by page at the first write (a fault into the
 * kernel, which also zeroes the page). On the 2-core machine of the engine notes, filling a new
 * 25 MB triangle took 120 ms against 21 ms for the same triangle written again; the brackets of a
 * 9,999-player round hold 30-36 million pairs, three bytes each. A buffer is made with room to
 * spare (twice the bytes asked), as the brackets of a round often grow one after another: pages
 * never written cost no memory, so the peak stays that of the largest bracket.
 */
export class TriangleMemory {
  private spare: ArrayBuffer | null = null;
  /** Bytes of each buffer that a bracket may have written (past them it is still all zero). */
  private readonly written = new WeakMap<ArrayBuffer, number>();

  /** A buffer of at least `bytes` bytes, the first `bytes` all zero, for one bracket until it is given back. */
  lend(bytes: number): ArrayBuffer {
    const spare = this.spare;
    this.spare = null;
    if (spare !== null && spare.byteLength >= bytes) {
      const written = this.written.get(spare) ?? 0;
      new Uint8Array(spare, 0, Math.min(written, bytes)).fill(0);
      this.written.set(spare, Math.max(written, bytes));
      return spare;
    }
    // a spare too small is left to the collector
    const buffer = new ArrayBuffer(2 * bytes);
    this.written.set(buffer, bytes);
    return buffer;
  }

  /** Take back a buffer lent (its bracket is paired and reads it no more). */
  giveBack(buffer: ArrayBuffer): void {
    if (this.spare === null || buffer.byteLength > this.spare.byteLength) this.spare = buffer;
  }
}
