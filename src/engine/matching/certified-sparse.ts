import { DENSE_PAIR_INDEX_UP_TO } from './edge-store.js';
import { WeightedMatcher } from './weighted-matcher.js';

/**
 * What a certified sparse matching needs to know of the pairs it does not hold: every vertex has
 * a class, and a pair that may meet weighs what the classes of its two ends say, unless the caller
 * gave it a weight of its own (setWeight). The pairing systems' weights are of that kind: what a
 * pair weighs follows from a few facts about each player (score, part of the field, colour
 * preference...), the players' own order entering only through bonuses the caller sets.
 */
export interface PairClasses {
  /** Each vertex's class, 0 .. classCount - 1. */
  readonly classOf: ArrayLike<number>;
  readonly classCount: number;
  /** The weight (caller's scale) of a pair of vertices of classes a and b into `out`. */
  classWeight(a: number, b: number, out: Float64Array): void;
  /** May i and j be paired at all? Asked at most once per pair, of those the matching looks at. */
  mayMeet(i: number, j: number): boolean;
}

/**
 * Classes numbered by a key of each vertex (equal keys, one class), in the order first met, with
 * a vertex of each class to weigh it by.
 */
export function classesByKey(
  count: number,
  keyOf: (i: number) => string,
): { classOf: Int32Array; representative: number[] } {
  const ids = new Map<string, number>();
  const representative: number[] = [];
  const classOf = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const key = keyOf(i);
    let c = ids.get(key);
    if (c === undefined) {
      c = representative.length;
      ids.set(key, c);
      representative.push(i);
    }
    classOf[i] = c;
  }
  return { classOf, representative };
}

const FREE = 0;
const HELD = 1;
const OUT = 2;

/**
 * A pair brought in by the certificate of one solve is at most this many per vertex: the first
 * optimum of a few candidates can fail on most of a row, while the next one needs few of them.
 */
const BROUGHT_IN_PER_ROW = 16;

/**
 * Maximum-weight matching of a graph of which only some pairs are held: the candidates the caller
 * holds, those it weighs itself, and what the certificate brings in. After each solve every pair
 * left out must have a non-negative reduced cost under the solve's duals (vertex duals, plus the
 * duals of the blossoms holding both ends); such duals are feasible for the whole graph and the
 * matching is then an optimum of the whole graph (LP duality: the held graph's complementary
 * slackness holds in the whole one). The pairs that fail are brought in and the matching solves
 * again from its last optimum, until none fails: the same optimum value as a dense matching of
 * every pair, at the cost of the pairs an optimum needs.
 *
 * The certificate does not weigh pairs one by one: a vertex's row is read, class by class, from
 * the vertices of lowest dual up, and stops at the first whose vertex duals alone cover the
 * class weight (every later one covers it too). Only pairs short of that are looked at closer.
 */
export class CertifiedSparseMatcher extends WeightedMatcher {
  /**
   * Per pair code i·n + j (i < j): FREE (left out, weighs its classes', whether they may meet not
   * yet asked), HELD or OUT. Asking `mayMeet` of every pair up front took a fifth of a Burstein
   * bracket's time: it is asked of a pair when it is to be held.
   */
  private readonly state: Uint8Array;
  private readonly classOf: Int32Array;
  private readonly mayMeet: (i: number, j: number) => boolean;
  private readonly classCount: number;
  /** Doubled class weights, (a·classCount + b)·limbs + k. */
  private readonly classWeights: Float64Array;
  /** Whether two classes' players may meet at all (their class weight is not zero). */
  private readonly classMeets: Uint8Array;
  private readonly weightScratch: Float64Array;
  private readonly weightScratch2: Float64Array;
  /**
   * After a solve: each vertex's key, the innermost blossom of non-zero dual holding it (-1: none);
   * a pair's blossom duals are then those of the keys' common blossoms of non-zero dual.
   * `keyOfBlossom` memoises it per blossom id for the stamp `keyStamp`.
   */
  private readonly key: Int32Array;
  private readonly keyOfBlossom: Int32Array;
  private readonly keyStampOf: Int32Array;
  private keyStamp = 0;
  private readonly keyStack: Int32Array;
  /** Per key on the row vertex's chain: its dual plus those of the keys above it. */
  private readonly chainSum: Float64Array;
  /**
   * The vertices by class, key and ascending vertex dual (`order`); its groups of one class and
   * one key (`groupStart`, `groupKey`, `groupClass`), and each class's groups by lowest dual
   * (`classGroups` from `classGroupStart[c]`).
   */
  private readonly order: Int32Array;
  /** `order` as the last certificate sorted it, for the next sort to start from. */
  private readonly sorted: number[];
  private readonly groupStart: Int32Array;
  private readonly groupKey: Int32Array;
  private readonly groupClass: Int32Array;
  private readonly classGroups: Int32Array;
  private readonly classGroupStart: Int32Array;
  /**
   * The duals of the last solve the certificate passed in full (`certifiedOnce`): each vertex's
   * dual and key, and each key's dual and the key above it. A free pair whose two ends' duals did
   * not fall since, nor their chains of keys change or their duals fall, has not lost slack: only
   * the rows of the other vertices are read again.
   */
  private certifiedOnce = false;
  private readonly certifiedU: Float64Array;
  private readonly certifiedKey: Int32Array;
  private readonly certifiedZ: Float64Array;
  private readonly certifiedAbove: Int32Array;
  /** Per key, for the stamp `keyStamp`: 1 when its chain of keys is as certified, 2 when not. */
  private readonly chainVerdict: Uint8Array;
  private readonly chainVerdictStamp: Int32Array;
  private readonly keptStamp: Int32Array;
  /** Pairs the certificates brought in, over the matcher's life. */
  broughtIn = 0;
  /** Solves of the held graph, over the matcher's life (a solve() may take several). */
  innerSolves = 0;

  constructor(classes: PairClasses, limbs: number, degree = 24) {
    const n = classes.classOf.length;
    // A table of every pair's slot, as the pair states are (the hash of held pairs that a sparse
    // degree would choose took a fifth of Burstein's rounds at 1,000 players).
    super(n, limbs, Math.min(degree, Math.max(1, n - 1)), {
      hashedPairIndex: n > DENSE_PAIR_INDEX_UP_TO,
    });
    const C = classes.classCount;
    this.classCount = C;
    this.certifiedU = new Float64Array(n * limbs);
    this.certifiedKey = new Int32Array(n);
    this.certifiedZ = new Float64Array(2 * n * limbs);
    this.certifiedAbove = new Int32Array(2 * n);
    this.chainVerdict = new Uint8Array(2 * n);
    this.chainVerdictStamp = new Int32Array(2 * n);
    this.keptStamp = new Int32Array(2 * n);
    this.classOf = Int32Array.from(classes.classOf);
    this.classWeights = new Float64Array(C * C * limbs);
    this.classMeets = new Uint8Array(C * C);
    const w = new Float64Array(limbs);
    for (let a = 0; a < C; a++)
      for (let b = 0; b < C; b++) {
        w.fill(0);
        classes.classWeight(a, b, w);
        let any = false;
        for (let k = 0; k < limbs; k++) {
          this.classWeights[(a * C + b) * limbs + k] = 2 * w[k];
          if (w[k] !== 0) any = true;
        }
        this.classMeets[a * C + b] = any ? 1 : 0;
      }
    this.weightScratch = new Float64Array(limbs);
    this.weightScratch2 = new Float64Array(limbs);
    this.state = new Uint8Array(n * n);
    this.mayMeet = classes.mayMeet;
    this.key = new Int32Array(n);
    this.keyOfBlossom = new Int32Array(2 * n);
    this.keyStampOf = new Int32Array(2 * n);
    this.keyStack = new Int32Array(2 * n);
    this.chainSum = new Float64Array(2 * n * limbs);
    this.order = new Int32Array(n);
    this.sorted = Array.from({ length: n }, (_, v) => v);
    this.groupStart = new Int32Array(n + 1);
    this.groupKey = new Int32Array(n);
    this.groupClass = new Int32Array(n);
    this.classGroups = new Int32Array(n);
    this.classGroupStart = new Int32Array(C + 1);
  }

  /** Holds the pair {i, j} at its class weight (nothing when it may not meet or is held). */
  hold(i: number, j: number): void {
    const a = Math.min(i, j);
    const b = Math.max(i, j);
    const code = a * this.n + b;
    if (this.state[code] !== FREE || !this.joins(a, b)) return;
    this.state[code] = HELD;
    const C = this.classCount;
    const L = this.limbs;
    const at = (this.classOf[a] * C + this.classOf[b]) * L;
    const w = this.weightScratch;
    for (let k = 0; k < L; k++) w[k] = this.classWeights[at + k] / 2;
    super.setWeight(a, b, w);
  }

  /** The weight the classes of i and j give their pair (caller's scale), into `out`. */
  classWeightOf(i: number, j: number, out: Float64Array): void {
    const L = this.limbs;
    const at = (this.classOf[i] * this.classCount + this.classOf[j]) * L;
    for (let k = 0; k < L; k++) out[k] = this.classWeights[at + k] / 2;
  }

  /**
   * The caller's own weight for {i, j}: held with it from now on, or, all zero, never paired again.
   * A pair that may not meet stays out.
   */
  override setWeight(i: number, j: number, weight: ArrayLike<number>): void {
    const a = Math.min(i, j);
    const b = Math.max(i, j);
    const code = a * this.n + b;
    const was = this.state[code];
    if (was === OUT) return;
    let zero = true;
    for (let k = 0; k < this.limbs && zero; k++) zero = weight[k] === 0;
    if (zero) {
      this.state[code] = OUT;
      // a pair never held has no edge to take out
      if (was === HELD) super.setWeight(a, b, weight);
      return;
    }
    if (was === FREE && !this.joins(a, b)) return;
    this.state[code] = HELD;
    super.setWeight(a, b, weight);
  }

  /** Solves, then brings in the pairs the certificate refuses and solves again until none is. */
  override solve(): void {
    for (;;) {
      super.solve();
      this.innerSolves++;
      const added = this.certify();
      this.broughtIn += added;
      if (added === 0) return;
    }
  }

  /** Brings in the free pairs of negative reduced cost (at most a few per row); returns how many. */
  private certify(): number {
    const n = this.n;
    const L = this.limbs;
    const C = this.classCount;
    const u = this.u;
    this.groupByClassAndKey();
    let added = 0;
    const order = this.order;
    const groupStart = this.groupStart;
    const classGroups = this.classGroups;
    const classGroupStart = this.classGroupStart;
    const weights = this.classWeights;
    const state = this.state;
    const chainSum = this.chainSum;
    const offset = this.weightScratch;
    for (let i = 0; i < n; i++) {
      if (this.certifiedOnce && !this.rowMayHaveFallen(i)) continue;
      const ci = this.classOf[i];
      const stamp = this.markKeyChain(this.key[i]);
      let rowAdded = 0;
      for (let c = 0; c < C && rowAdded < BROUGHT_IN_PER_ROW; c++) {
        if (!this.classMeets[ci * C + c]) continue;
        const at = (ci * C + c) * L;
        // Class c's groups by their lowest vertex dual: the first that the vertex duals alone
        // cover ends the row's class (every later group is covered too, blossoms or not).
        for (let q = classGroupStart[c], qEnd = classGroupStart[c + 1]; q < qEnd; q++) {
          const g = classGroups[q];
          if (this.vertexSlackSign(i, order[groupStart[g]], at) >= 0) break;
          // The duals of the blossoms holding both: those of the innermost common key and above.
          let common = this.groupKey[g];
          while (common !== -1 && this.mark[common] !== stamp) common = this.keyAbove(common);
          for (let k = 0; k < L; k++) offset[k] = common === -1 ? 0 : chainSum[common * L + k];
          for (let p = groupStart[g], end = groupStart[g + 1]; p < end; p++) {
            const j = order[p];
            if (j === i) continue;
            let sign = 0;
            for (let k = 0; k < L && sign === 0; k++) {
              const s = u[k * n + i] + u[k * n + j] - weights[at + k] + offset[k];
              if (s !== 0) sign = s;
            }
            if (sign >= 0) break;
            const code = i < j ? i * n + j : j * n + i;
            if (state[code] !== FREE || !this.joins(Math.min(i, j), Math.max(i, j))) continue;
            state[code] = HELD;
            const w = this.weightScratch2;
            for (let k = 0; k < L; k++) w[k] = weights[at + k] / 2;
            super.setWeight(i, j, w);
            added++;
            if (++rowAdded >= BROUGHT_IN_PER_ROW) break;
          }
          if (rowAdded >= BROUGHT_IN_PER_ROW) break;
        }
      }
    }
    if (added === 0) this.keepCertified();
    return added;
  }

  /**
   * Could a free pair at i have less slack than when last certified? Only if i's dual fell, or
   * the chain of keys holding it is not the same keys with duals at least as high: a pair's
   * blossom duals are those of the keys its two ends' chains share.
   */
  private rowMayHaveFallen(i: number): boolean {
    const n = this.n;
    const u = this.u;
    const before = this.certifiedU;
    for (let k = 0; k < this.limbs; k++) {
      const d = u[k * n + i] - before[k * n + i];
      if (d < 0) return true;
      if (d > 0) break;
    }
    const key = this.key[i];
    return key !== this.certifiedKey[i] || this.chainChanged(key);
  }

  /** Is key b's chain (b and the keys above it) other than certified, or a dual in it lower? */
  private chainChanged(b: number): boolean {
    if (b === -1) return false;
    if (this.chainVerdictStamp[b] === this.keyStamp) return this.chainVerdict[b] === 2;
    const n2 = 2 * this.n;
    const z = this.z;
    const before = this.certifiedZ;
    const above = this.keyAbove(b);
    let changed = above !== this.certifiedAbove[b];
    for (let k = 0; k < this.limbs && !changed; k++) {
      const d = z[k * n2 + b] - before[k * n2 + b];
      if (d < 0) changed = true;
      if (d !== 0) break;
    }
    if (!changed) changed = this.chainChanged(above);
    this.chainVerdictStamp[b] = this.keyStamp;
    this.chainVerdict[b] = changed ? 2 : 1;
    return changed;
  }

  /** Keeps the duals and keys of a solve the certificate passed in full. */
  private keepCertified(): void {
    const n = this.n;
    const n2 = 2 * n;
    const L = this.limbs;
    this.certifiedU.set(this.u.subarray(0, n * L));
    this.certifiedKey.set(this.key);
    for (let v = 0; v < n; v++) {
      for (let b = this.key[v]; b !== -1; b = this.keyAbove(b)) {
        if (this.keptStamp[b] === this.keyStamp) break;
        this.keptStamp[b] = this.keyStamp;
        this.certifiedAbove[b] = this.keyAbove(b);
        for (let k = 0; k < L; k++) this.certifiedZ[k * n2 + b] = this.z[k * n2 + b];
      }
    }
    this.certifiedOnce = true;
  }

  /**
   * May the free pair {a, b} (a < b) be held: its classes meet and the caller lets them? Sets it
   * out when not.
   */
  private joins(a: number, b: number): boolean {
    if (this.classMeets[this.classOf[a] * this.classCount + this.classOf[b]] && this.mayMeet(a, b))
      return true;
    this.state[a * this.n + b] = OUT;
    return false;
  }

  /** Sign of u(i) + u(j) - w(class pair at `at`), limb by limb. */
  private vertexSlackSign(i: number, j: number, at: number): number {
    const n = this.n;
    const u = this.u;
    for (let k = 0; k < this.limbs; k++) {
      const s = u[k * n + i] + u[k * n + j] - this.classWeights[at + k];
      if (s !== 0) return s;
    }
    return 0;
  }

  /** The innermost blossom of non-zero dual holding vertex or blossom b (b itself if it is one). */
  private keyOf(b: number): number {
    if (b === -1) return -1;
    if (b < this.n) return this.keyOf(this.parent[b]);
    if (this.keyStampOf[b] === this.keyStamp) return this.keyOfBlossom[b];
    // iteratively up to the first known or non-zero one, then down again
    let top = b;
    let depth = 0;
    while (top !== -1 && this.keyStampOf[top] !== this.keyStamp && this.isZeroBlossomDual(top)) {
      this.keyStack[depth++] = top;
      top = this.parent[top];
    }
    let key: number;
    if (top === -1) key = -1;
    else if (this.keyStampOf[top] === this.keyStamp) key = this.keyOfBlossom[top];
    else {
      key = top;
      this.keyStampOf[top] = this.keyStamp;
      this.keyOfBlossom[top] = top;
    }
    for (let d = 0; d < depth; d++) {
      this.keyStampOf[this.keyStack[d]] = this.keyStamp;
      this.keyOfBlossom[this.keyStack[d]] = key;
    }
    return key;
  }

  /** The key above key b: the innermost blossom of non-zero dual strictly holding it. */
  private keyAbove(b: number): number {
    return this.keyOf(this.parent[b]);
  }

  /**
   * Marks key b and the keys above it, writing for each the sum of its dual and theirs (the
   * blossom duals a pair gets when that is its innermost common key).
   */
  private markKeyChain(b: number): number {
    const stamp = this.nextMarkStamp();
    const L = this.limbs;
    const n2 = 2 * this.n;
    let depth = 0;
    for (let k = b; k !== -1; k = this.keyAbove(k)) {
      this.mark[k] = stamp;
      this.leafStack[depth++] = k;
    }
    for (let d = depth - 1; d >= 0; d--) {
      const k = this.leafStack[d];
      const above = d + 1 < depth ? this.leafStack[d + 1] : -1;
      for (let l = 0; l < L; l++)
        this.chainSum[k * L + l] =
          this.z[l * n2 + k] + (above >= 0 ? this.chainSum[above * L + l] : 0);
    }
    return stamp;
  }

  /**
   * Orders the vertices by class, then key, then ascending vertex dual: groups of one class and
   * one key, and each class's groups listed by their lowest dual.
   */
  private groupByClassAndKey(): void {
    const n = this.n;
    const L = this.limbs;
    const u = this.u;
    const classOf = this.classOf;
    this.keyStamp++;
    for (let v = 0; v < n; v++) this.key[v] = this.keyOf(v);
    const key = this.key;
    const dualCompare = (a: number, b: number) => {
      for (let k = 0; k < L; k++) {
        const d = u[k * n + a] - u[k * n + b];
        if (d !== 0) return d;
      }
      return a - b;
    };
    // The last certificate's order, kept: between two solves few duals or keys change, and an
    // array's sort (TimSort, adaptive; a typed array's is not) runs through the sorted stretches
    // in linear time, its order total (ties by vertex) whatever it starts from (sorting from the
    // identity each time took a seventh of Burstein's Index rounds).
    const sorted = this.sorted;
    sorted.sort((a, b) => classOf[a] - classOf[b] || key[a] - key[b] || dualCompare(a, b));
    const order = this.order;
    for (let p = 0; p < n; p++) order[p] = sorted[p]!;
    let groups = 0;
    for (let p = 0; p < n; p++) {
      const v = order[p];
      if (p === 0 || classOf[v] !== classOf[order[p - 1]] || key[v] !== key[order[p - 1]]) {
        this.groupStart[groups] = p;
        this.groupKey[groups] = key[v];
        this.groupClass[groups] = classOf[v];
        groups++;
      }
    }
    this.groupStart[groups] = n;
    const C = this.classCount;
    const classGroupStart = this.classGroupStart;
    classGroupStart.fill(0);
    for (let g = 0; g < groups; g++) classGroupStart[this.groupClass[g] + 1]++;
    for (let c = 0; c < C; c++) classGroupStart[c + 1] += classGroupStart[c];
    // the groups are already by class: sort each class's run by the group's lowest dual
    for (let g = 0; g < groups; g++) this.classGroups[g] = g;
    const groupStart = this.groupStart;
    for (let c = 0; c < C; c++)
      this.classGroups
        .subarray(classGroupStart[c], classGroupStart[c + 1])
        .sort((a, b) => dualCompare(order[groupStart[a]], order[groupStart[b]]));
  }
}
