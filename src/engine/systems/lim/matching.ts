/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom
 * algorithm), used by the Lim pairing as a look-ahead: "the exchanges to find
 * a compatible opponent for Player #2 must at the same time leave Player #1
 * with a compatible opponent" (Lim 4.4) generalises to "every choice must
 * leave the rest of the score-group pairable", which is a perfect-matching
 * question. The Lim exchange order then becomes a search without
 * backtracking: each choice is kept only if a perfect matching of the
 * remaining players still exists.
 *
 * Written here rather than taken from npm because the search needs
 * incremental use (fix one pair, repair the matching with one augmenting
 * path, or undo), which the weighted blossom packages on npm do not offer.
 */
export class GeneralMatching {
  readonly size: number;
  /** mate[v]: the vertex matched with v, or -1. */
  readonly mate: Int32Array;
  /** Vertices still in play; the others are ignored by every search. */
  readonly active: Uint8Array;
  private readonly adjacency: readonly (readonly number[])[];
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly outer: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly onPath: Uint8Array;
  private readonly queue: Int32Array;

  constructor(adjacency: readonly (readonly number[])[]) {
    this.size = adjacency.length;
    this.adjacency = adjacency;
    const n = this.size;
    this.mate = new Int32Array(n).fill(-1);
    this.active = new Uint8Array(n).fill(1);
    this.parent = new Int32Array(n);
    this.base = new Int32Array(n);
    this.outer = new Uint8Array(n);
    this.inBlossom = new Uint8Array(n);
    this.onPath = new Uint8Array(n);
    this.queue = new Int32Array(n);
  }

  /** A maximum matching of the active vertices, starting from the current one. */
  maximise(): number {
    const n = this.size;
    // A greedy start saves most of the augmenting searches.
    for (let v = 0; v < n; v++) {
      if (!this.active[v] || this.mate[v] >= 0) continue;
      for (const w of this.adjacency[v]!) {
        if (this.active[w] && this.mate[w] < 0) {
          this.mate[v] = w;
          this.mate[w] = v;
          break;
        }
      }
    }
    for (let v = 0; v < n; v++) if (this.active[v] && this.mate[v] < 0) this.augmentFrom(v);
    return this.matchedCount();
  }

  matchedCount(): number {
    let count = 0;
    for (let v = 0; v < this.size; v++) if (this.active[v] && this.mate[v] >= 0) count++;
    return count;
  }

  activeCount(): number {
    let count = 0;
    for (let v = 0; v < this.size; v++) if (this.active[v]) count++;
    return count;
  }

  isPerfect(): boolean {
    for (let v = 0; v < this.size; v++) if (this.active[v] && this.mate[v] < 0) return false;
    return true;
  }

  /** Take v out of play, leaving its mate (if any) unmatched. */
  deactivate(v: number): void {
    const m = this.mate[v]!;
    if (m >= 0) this.mate[m] = -1;
    this.mate[v] = -1;
    this.active[v] = 0;
  }

  /** Augment along a path from the free vertex `root`; false if there is none. */
  augmentFrom(root: number): boolean {
    let v = this.findAugmentingPath(root);
    if (v < 0) return false;
    while (v >= 0) {
      const pv = this.parent[v]!;
      const next = this.mate[pv]!;
      this.mate[v] = pv;
      this.mate[pv] = v;
      v = next;
    }
    return true;
  }

  private findAugmentingPath(root: number): number {
    const n = this.size;
    const { parent, base, outer, queue, mate, active } = this;
    parent.fill(-1);
    outer.fill(0);
    for (let i = 0; i < n; i++) base[i] = i;
    outer[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++]!;
      for (const to of this.adjacency[v]!) {
        if (!active[to] || base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to]! >= 0 && parent[mate[to]!]! >= 0)) {
          // An odd cycle: contract the blossom into its base.
          const b = this.commonAncestor(v, to);
          this.inBlossom.fill(0);
          this.markPath(v, b, to);
          this.markPath(to, b, v);
          for (let i = 0; i < n; i++) {
            if (this.inBlossom[base[i]!]) {
              base[i] = b;
              if (!outer[i]) {
                outer[i] = 1;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to]! < 0) return to;
          const m = mate[to]!;
          outer[m] = 1;
          queue[tail++] = m;
        }
      }
    }
    return -1;
  }

  private commonAncestor(a: number, b: number): number {
    const { base, mate, parent, onPath } = this;
    onPath.fill(0);
    for (;;) {
      a = base[a]!;
      onPath[a] = 1;
      if (mate[a]! < 0) break;
      a = parent[mate[a]!]!;
    }
    for (;;) {
      b = base[b]!;
      if (onPath[b]) return b;
      b = parent[mate[b]!]!;
    }
  }

  private markPath(v: number, b: number, child: number): void {
    const { base, mate, parent, inBlossom } = this;
    while (base[v] !== b) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  }
}

/** Does the graph on `vertices` (indices into `adjacency`) have a perfect matching? */
export function hasPerfectMatching(
  adjacency: readonly (readonly number[])[],
  vertices?: readonly number[],
): boolean {
  const m = new GeneralMatching(adjacency);
  if (vertices) {
    m.active.fill(0);
    for (const v of vertices) m.active[v] = 1;
  }
  if (m.activeCount() % 2 === 1) return false;
  m.maximise();
  return m.isPerfect();
}

/**
 * Is there a matching of the graph that covers every vertex of `required`
 * (the others of `vertices` may stay unmatched)? Decided as a perfect
 * matching of the graph in which the vertices that may stay unmatched are
 * also joined to each other (and to one spare vertex when their count is odd).
 */
export function canCover(
  adjacency: readonly (readonly number[])[],
  vertices: readonly number[],
  required: ReadonlySet<number>,
): boolean {
  const local = new Map<number, number>();
  vertices.forEach((v, i) => local.set(v, i));
  const optional = vertices.filter((v) => !required.has(v)).map((v) => local.get(v)!);
  const spare = vertices.length % 2 === 1 ? vertices.length : -1;
  const adj: number[][] = vertices.map(() => []);
  if (spare >= 0) adj.push([]);
  vertices.forEach((v, i) => {
    for (const w of adjacency[v]!) {
      const j = local.get(w);
      if (j !== undefined) adj[i]!.push(j);
    }
  });
  for (const i of optional) {
    for (const j of optional) if (i !== j) adj[i]!.push(j);
    if (spare >= 0) {
      adj[i]!.push(spare);
      adj[spare]!.push(i);
    }
  }
  return hasPerfectMatching(adj);
}
