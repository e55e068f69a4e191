import { compareLimbs } from '../../matching/index.js';
import { forEachCandidate } from './bracket-candidates.js';
import type { BracketGraph, BracketShape, EdgeWeights } from './bracket-model.js';
import { DualSnapshot } from './dual-snapshot.js';
import { PairList } from './pair-list.js';
import type { TriangleMemory } from './triangle-memory.js';
import { WatchedCells } from './watched-cells.js';
import { WeightTable } from './weight-table.js';

/**
 * At most this many failing pairs of a row are brought in per certificate;
 * the row is checked again after the next solve. Bringing every failing pair
 * in at once made a few solves dense: the first optimum of the candidates
 * alone can have duals far from the bracket's, and most of a large bracket's
 * pairs then fail once, though the optimum needs few of them.
 */
const ROW_CAP = 16;

/**
 * Share of a lazy bracket's pairs (those that may meet) that its certificates may bring in before
 * the bracket holds every pair instead (see BracketEdges.fallBack). Past it the matcher already
 * holds at least a quarter of the dense graph, so holding the rest costs at most four times the
 * memory and row scans it has, and spares every later solve its certificate, which at that point
 * fails on rows all over the bracket (re-reading them and solving again each time).
 */
export const FALLBACK_SHARE = 1 / 4;

/** States of a pair in a lazy bracket (`state`). */
const OUT = 0;
const HELD = 1;
/** Left out, covered with the duals of blossoms inside the top one: checked again after every solve. */
const WATCHED = 2;
/** Left out, covered with the dual of the top blossom holding both: checked again after every solve. */
const WATCHED_TOP = 3;

/**
 * Where pair {i, j} is in the per-pair arrays (`ids`, `order`, `state`), which hold each pair once:
 * a triangle of n(n - 1)/2 cells, not a square of n² (at 10,000 players, 350 MB instead of 700).
 * Pairs are still named by their code i·n + j in the lists (pending, watched).
 */
function cell(i: number, j: number): number {
  return i < j ? ((j * (j - 1)) >>> 1) + i : ((i * (i - 1)) >>> 1) + j;
}

/** What the bracket matchings of a round did (for measurements). */
export interface BracketEdgeStats {
  /** Brackets paired, and those whose matching held only some pairs. */
  brackets: number;
  lazyBrackets: number;
  /** Lazy brackets whose odd shape had a dummy vertex (BracketGraph.dummy), and those that dropped it. */
  dummies: number;
  dummiesDropped: number;
  /** Calls of the matcher's solve() (certification re-solves included). */
  solves: number;
  /** Re-solves because the certificate failed. */
  recertifications: number;
  /** Players of the lazy brackets' matchings, summed (for the average degree). */
  vertices: number;
  /** Pairs of the lazy brackets: that may meet; held at the start; brought in by certification. */
  edges: number;
  initialHeld: number;
  materialised: number;
  /** Rows, single pairs and watched pairs (covered by blossom duals) the certificate looked at. */
  rowsChecked: number;
  pairsChecked: number;
  watchedChecked: number;
  /** 2025 brackets paired in a shape of every player still to pair (edition-2025/pair-round.ts). */
  wholeRoundShapes: number;
  /** D.1/B.7 choices taken by a swap through a second pair of the optimum (pair-bracket.ts). */
  secondSwaps: number;
  /** D.1/B.7 choices taken by a swap with a player the optimum left unpaired (pair-bracket.ts). */
  unpairedSwaps: number;
  /**
   * D.1 candidates asked whether any optimum still pairs them (BracketPairing.unchosenByAll), and
   * those that none did.
   */
  unchosenProbes: number;
  unchosenFound: number;
  /** Lazy brackets that fell back to every pair (BracketEdges.fallBack), and their bound summed. */
  fallbacks: number;
  fallbackBound: number;
}

export function emptyBracketEdgeStats(): BracketEdgeStats {
  return {
    brackets: 0,
    lazyBrackets: 0,
    dummies: 0,
    dummiesDropped: 0,
    solves: 0,
    recertifications: 0,
    vertices: 0,
    edges: 0,
    initialHeld: 0,
    materialised: 0,
    rowsChecked: 0,
    pairsChecked: 0,
    watchedChecked: 0,
    wholeRoundShapes: 0,
    secondSwaps: 0,
    unpairedSwaps: 0,
    unchosenProbes: 0,
    unchosenFound: 0,
    fallbacks: 0,
    fallbackBound: 0,
  };
}

/** Add the counts of `from` to `into`. */
export function addBracketEdgeStats(into: BracketEdgeStats, from: BracketEdgeStats): void {
  for (const key of Object.keys(from) as (keyof BracketEdgeStats)[]) into[key] += from[key];
}

/**
 * The weights of one bracket's pairs, and which of them the matcher holds.
 *
 * The weight of a pair is its base weight (the criteria: an id into a table
 * of the bracket's distinct weight vectors) plus its section D order (the
 * bonuses of the bracket pairing's decisions). In the matching of the
 * bracket alone (`lazy`) the matcher holds only some pairs: the candidates
 * of bracket-candidates.ts and whatever the certificate brought in.
 *
 * After each solve the certificate proves that the optimum of the pairs
 * held is an optimum of every pair: each pair left out must have a
 * non-negative reduced cost under the solve's duals, u(i) + u(j) + z(i, j)
 * >= w(i, j) (limbs lexicographically; z(i, j) the duals of the blossoms
 * holding both, never negative). The duals are then feasible for the whole
 * bracket, complementary slackness holds in the pairs held, so the matching
 * is an optimum of the whole bracket. Pairs that fail are brought into the
 * matcher and it solves again, until none fails.
 *
 * Most pairs pass on the vertex duals alone, u(i) + u(j) >= w(i, j): such a
 * pair keeps passing while neither end's dual goes down and its weight does
 * not go up, so only those rows and pairs are checked again. A pair that
 * passes only with its blossom duals (in a run of equal weights around an
 * unpaired player, the matcher keeps the duals in blossoms) is watched:
 * blossoms form and dissolve between solves without the vertex duals
 * showing it, so it is checked again whenever an end's dual went down or
 * the chain of blossoms around an end changed (blossom-chains.ts). A pair
 * covered with the dual of the top blossom holding both (WATCHED_TOP) needs
 * less: the matcher's steps on a blossom move its vertices' duals and its
 * own in step, so it stays covered while its ends share a top blossom and
 * keep their withTop (dual-snapshot.ts). An odd shape's dummy vertex
 * (BracketGraph.dummy) spares the blossom around the whole shape.
 *
 * Otherwise (a small bracket, or the 2025 matching of the whole round,
 * whose other weights the graph sets) every pair is held, as it always was.
 */
export class BracketEdges {
  private readonly n: number;
  private readonly L: number;
  /** The matcher holds only some pairs (BracketGraph.lazy). */
  private readonly lazy: boolean;
  /** The graph's dummy vertex (BracketGraph.dummy), or -1; its pairs are always held. */
  private dummy: number;
  /** The matcher's vertices: the players, then the dummy if any (blossom ids follow). */
  private readonly V: number;
  private readonly matcher: BracketGraph['matcher'];
  private readonly vertices: Int32Array;
  /** Base weight id of each pair (at cell(i, j)); 0: they may not meet. */
  private ids: Uint16Array | Int32Array;
  private readonly table: WeightTable;
  /** Section D order of each pair, at cell(i, j) (units of EdgeWeights.order, see put). */
  private readonly order: Int32Array | Float64Array;
  /** OUT, HELD (the matcher holds its weight) or WATCHED, at cell(i, j) (lazy only). */
  private readonly state: Uint8Array;
  /** The player's pair is final: his other pairs are out for good. */
  private readonly final: Uint8Array;
  private readonly hiLimb: number;
  private readonly hiUnit: number;
  private readonly loLimb: number;
  private readonly loUnit: number;
  /** 2^(2 × the bits counting the residents): D.2.a's unit in the bracket pairing's exchange order (see orderPart). */
  readonly twoPcb: number;
  private readonly scratch: Float64Array;
  /** A pair's reduced cost on the vertex duals alone, limb by limb (verdict). */
  private readonly reduced: Float64Array;
  private readonly zero: Float64Array;
  private hasCertificate = false;
  /** Pairs left out whose weight went up since the last certificate (i·n + j). */
  private pending: Int32Array;
  private pendingCount = 0;
  /** The row reached ROW_CAP in the last certificate: check it again. */
  private readonly isCapped: Uint8Array;
  /** Too many pending pairs to list: check every row. */
  private checkAll = true;
  /** Each player's heaviest base weight in limb 0. */
  private readonly rowMax0: Float64Array;
  /** Section D's order shares limb 0 with the criteria (never in practice: it takes limbs of its own). */
  private readonly orderInLimb0: boolean;
  /** passed[id] === passStamp: a pair of that weight passed in this class's run of the row (checkRun). */
  private passed = new Int32Array(0);
  private passStamp = 0;
  /** kindSeen[id] === kindStamp: kindPasses[id] says if this run's duals cover base weight id (kindCovered). */
  private kindSeen = new Int32Array(0);
  private kindPasses = new Uint8Array(0);
  private kindStamp = 0;
  /** The WATCHED and WATCHED_TOP pairs, by cell (kept by setState). */
  private readonly watched: WatchedCells;
  /** Watched pairs that failed in this certificate (i·n + j, i < j), brought in at its end (checkWatched). */
  private readonly failed = new PairList();
  /** The last solve's duals against the last certificate (lazy only). */
  private readonly snap: DualSnapshot | null;
  /** Each player's kind (EdgeWeights.kinds), or null: then every pair of a row is read. */
  private readonly kinds: Int32Array | null;
  private kindCount = 0;
  /** Base weight id of each pair of kinds (higher ranked player's kind first; 0: none met). */
  private kindIds = new Int32Array(0);
  /** Each player's largest section D order on any of his pairs, at least 0 (an upper bound). */
  private readonly rowOrderMax: Float64Array;
  /**
   * Per dual class of the last solve (DualSnapshot.dualClass): where its run ends in byDual, and
   * the kinds of its players (runKinds[runKindStart[c] .. runKindStart[c + 1])). Once per solve.
   */
  private runEnd = new Int32Array(0);
  private runKindStart = new Int32Array(0);
  private runKinds = new Int32Array(0);
  /** Per dual class of the last solve: the top blossom holding all its players, or -1 (see checkRun). */
  private runTop = new Int32Array(0);
  private runsOfSolve = -1;
  private solveCount = 0;
  /** Pairs that may meet (ids not 0) when the bracket was set up. */
  private pairCount = 0;
  /** Pairs the certificates brought in, and how many may be before fallBack. */
  private broughtIn = 0;
  private readonly fallbackAfter: number;
  /** The bracket fell back to holding every pair: no certificate any more. */
  private dense = false;
  /** Where ids (until widened) and state are, and the round's memory that lent it. */
  private readonly buffer: ArrayBuffer;
  private readonly memory: TriangleMemory | null;

  constructor(
    shape: BracketShape,
    weights: EdgeWeights,
    private readonly graph: BracketGraph,
    private readonly stats: BracketEdgeStats | undefined,
    fallbackAfter?: number,
    memory?: TriangleMemory,
  ) {
    const n = shape.players.length;
    const L = weights.layout.limbs;
    this.n = n;
    this.L = L;
    const lazy = graph.lazy === true;
    this.lazy = lazy;
    this.dummy = graph.dummy ?? -1;
    // Matcher vertices: the players, then the dummy if any.
    const V = this.dummy >= 0 ? n + 1 : n;
    this.V = V;
    this.matcher = graph.matcher;
    this.vertices = Int32Array.from(shape.players, (_, i) => graph.vertex(i));
    this.table = new WeightTable(L);
    const cells = (n * (n - 1)) / 2;
    this.twoPcb = 2 ** (2 * weights.playerCountBits);
    // The largest order put() writes: exchangeOrder's 2·twoPcb + 1, or the
    // MDP bonuses counting up from n (at most 2n).
    const largestOrder = Math.max(2 * this.twoPcb + 1, 2 * n + 2);
    // ids and state, written all over, in one buffer lent by the round when it has one
    // (TriangleMemory). The order is written on some rows only: its own array, whose pages never
    // written are never made (lent again, they would be zeroed, and so made, for nothing).
    const bytes = 2 * cells + (lazy ? cells : 0);
    this.memory = memory ?? null;
    this.buffer = memory ? memory.lend(bytes) : new ArrayBuffer(bytes);
    this.ids = new Uint16Array(this.buffer, 0, cells);
    this.state = new Uint8Array(this.buffer, 2 * cells, lazy ? cells : 0);
    this.order = largestOrder < 2 ** 31 ? new Int32Array(cells) : new Float64Array(cells);
    this.final = new Uint8Array(n);
    this.hiLimb = weights.orderHigh.limb;
    this.hiUnit = weights.orderHigh.unit;
    this.loLimb = weights.order.limb;
    this.loUnit = weights.order.unit;
    this.orderInLimb0 = this.hiLimb === 0 || this.loLimb === 0;
    this.scratch = new Float64Array(L);
    this.reduced = new Float64Array(L);
    this.zero = new Float64Array(L);
    this.pending = new Int32Array(lazy ? 4 * n + 16 : 0);
    this.isCapped = new Uint8Array(lazy ? n : 0);
    this.rowMax0 = new Float64Array(lazy ? n : 0).fill(-Infinity);
    this.watched = new WatchedCells(lazy ? cells : 0, lazy ? n : 0);
    this.snap = lazy ? new DualSnapshot(graph.matcher, n, V, L) : null;
    this.kinds = lazy && weights.kinds && weights.allows ? weights.kinds : null;
    this.rowOrderMax = new Float64Array(lazy ? n : 0);
    if (stats) {
      stats.brackets++;
      if (lazy) stats.lazyBrackets++;
      if (this.dummy >= 0) stats.dummies++;
    }
    this.setBaseWeights(shape, weights);
    if (lazy) this.passed = new Int32Array(this.table.size + 1);
    if (this.kinds !== null) {
      this.kindSeen = new Int32Array(this.table.size + 1);
      this.kindPasses = new Uint8Array(this.table.size + 1);
    }
    this.fallbackAfter = fallbackAfter ?? Math.floor(this.pairCount * FALLBACK_SHARE);
  }

  /** The bracket is paired: its triangles go back to the round's memory (no call after this). */
  giveBackMemory(): void {
    this.memory?.giveBack(this.buffer);
  }

  /**
   * Every pair's base weight (MDPs never meet inside a bracket, B.3: S1
   * holds the MDPs, S2 the residents; but see EdgeWeights.mdpPairsMeet).
   * Held pairs go to the matcher in tiles, so that its two copies of each
   * weight (rows i and j) are written in cache-sized runs: pair by pair down
   * a column, this was a fifth of a large round's time.
   */
  private setBaseWeights(shape: BracketShape, weights: EdgeWeights): void {
    const n = this.n;
    if (this.lazy && weights.kinds && weights.allows) this.setBaseWeightsByKind(shape, weights);
    else this.setBaseWeightsByPair(shape, weights);
    if (!this.lazy) return;
    // Each player's candidates counted first (each pair once, marked held), so that the matcher
    // makes room for them at once (Matcher.reserve), with the dummy's pair and ROW_CAP for the
    // certificate; then given to it in the same order, each with its base weight (every order is 0
    // still) from the id read in that one pass. Growing the blocks as the pairs came was a tenth of
    // a naive 9,999-player round 3; a second pass over the candidates, reading each pair's cells
    // again (far apart in the triangle), about a fifteenth.
    const { state, ids } = this;
    const room = new Int32Array(this.V);
    let list = new Int32Array(1 << 16);
    let held = 0;
    forEachCandidate(shape, (i, j) => {
      const c = cell(i, j);
      const id = ids[c]!;
      if (id === 0 || state[c] !== OUT) return;
      state[c] = HELD;
      room[i]++;
      room[j]++;
      if (3 * held + 3 > list.length) {
        const grown = new Int32Array(2 * list.length);
        grown.set(list);
        list = grown;
      }
      list[3 * held] = i;
      list[3 * held + 1] = j;
      list[3 * held + 2] = id;
      held++;
    });
    if (this.dummy >= 0) {
      room[this.dummy] = n;
      for (let v = 0; v < n; v++) room[v]++;
    }
    for (let v = 0; v < n; v++) room[v] += ROW_CAP;
    this.matcher.reserve?.(room);
    const { L, vertices, scratch: w } = this;
    const data = this.table.data;
    for (let p = 0; p < held; p++) {
      const at = list[3 * p + 2]! * L;
      for (let x = 0; x < L; x++) w[x] = data[at + x]!;
      this.matcher.setWeight(vertices[list[3 * p]!]!, vertices[list[3 * p + 1]!]!, w);
    }
    this.joinDummy();
    if (this.stats) {
      this.stats.vertices += n;
      this.stats.edges += this.pairCount;
      this.stats.initialHeld += held;
    }
  }

  /** setBaseWeights pair by pair, in tiles (see there). */
  private setBaseWeightsByPair(shape: BracketShape, weights: EdgeWeights): void {
    const n = this.n;
    const { mdpCount } = shape;
    const w = this.scratch;
    const tile = 64;
    for (let jb = weights.mdpPairsMeet ? 0 : mdpCount; jb < n; jb += tile) {
      const jEnd = Math.min(jb + tile, n);
      for (let ib = 0; ib < jEnd; ib += tile) {
        for (let j = jb; j < jEnd; j++) {
          const iEnd = Math.min(ib + tile, j);
          for (let i = ib; i < iEnd; i++) {
            if (weights.weight(i, j, w)) {
              this.pairCount++;
              this.setId(i, j, this.table.intern(w));
              if (this.lazy) {
                if (w[0]! > this.rowMax0[i]!) this.rowMax0[i] = w[0]!;
                if (w[0]! > this.rowMax0[j]!) this.rowMax0[j] = w[0]!;
              }
            }
            if (!this.lazy) this.write(i, j);
          }
        }
      }
    }
  }

  /**
   * setBaseWeights of a lazy bracket whose weights give kinds: one weight worked out per pair of
   * kinds (the first pair of players of those kinds that may meet), each pair of players taking
   * its id from there. Column j of the triangle is consecutive cells (see cell), read in order.
   */
  private setBaseWeightsByKind(shape: BracketShape, weights: EdgeWeights): void {
    const { n, rowMax0 } = this;
    const kinds = weights.kinds!;
    const allows = weights.allows!.bind(weights);
    const allowedBefore = weights.allowedBefore?.bind(weights);
    const allowed = new Uint8Array(n);
    let K = 0;
    for (let x = 0; x < n; x++) K = Math.max(K, kinds[x]! + 1);
    /** Id of each pair of kinds (kind of the higher ranked player first), 0 until worked out. */
    const byKinds = new Int32Array(K * K);
    this.kindCount = K;
    this.kindIds = byKinds;
    // The same ids, and their limb 0, with the lower ranked player's kind first: a column reads
    // them in a run of K (byKinds down a column of kinds was a cache miss a pair). The ids are a
    // local of one array type while a column is filled: read from the field at each pair (which
    // may hold either type), they cost a third of this loop.
    const idsOfKind = new Int32Array(K * K);
    const w0OfKind = new Float64Array(K * K);
    const w = this.scratch;
    let ids = this.ids;
    let pairs = 0;
    for (let j = weights.mdpPairsMeet ? 0 : shape.mdpCount; j < n; j++) {
      const column = (j * (j - 1)) >>> 1;
      const kj = kinds[j]!;
      const at = kj * K;
      let max0 = rowMax0[j]!;
      // Player j's row of the compatibility matrix, read in order: asked pair by pair down the
      // column, it was a cache miss a pair, most of this loop at 10,000 players.
      if (allowedBefore) allowedBefore(j, allowed);
      else for (let i = 0; i < j; i++) allowed[i] = allows(i, j) ? 1 : 0;
      for (let i = 0; i < j; i++) {
        if (allowed[i] === 0) continue;
        pairs++;
        const ki = kinds[i]!;
        let id = idsOfKind[at + ki]!;
        if (id === 0) {
          weights.weight(i, j, w);
          id = this.table.intern(w);
          byKinds[ki * K + kj] = id;
          idsOfKind[at + ki] = id;
          w0OfKind[at + ki] = w[0]!;
          if (id > 0xffff && ids instanceof Uint16Array) ids = this.ids = Int32Array.from(ids);
        }
        ids[column + i] = id;
        const w0 = w0OfKind[at + ki]!;
        if (w0 > max0) max0 = w0;
        if (w0 > rowMax0[i]!) rowMax0[i] = w0;
      }
      rowMax0[j] = max0;
    }
    this.pairCount = pairs;
  }

  /**
   * Join the dummy to every player by the heaviest base weight (any one
   * positive weight keeps the optima, BracketGraph.dummy; the heaviest lets
   * the dummy's dual take what the unpaired player's would).
   */
  private joinDummy(): void {
    const { L, dummy } = this;
    if (dummy < 0 || this.table.size === 0) return;
    const data = this.table.data;
    let best = 1;
    for (let id = 2; id <= this.table.size; id++)
      if (compareLimbs(data, data, L, id * L, best * L) > 0) best = id;
    const w = data.subarray(best * L, best * L + L);
    for (let v = 0; v < this.n; v++) this.matcher.setWeight(this.vertices[v]!, dummy, w);
  }

  /**
   * Take the dummy's pairs out (the optima stay those of the shape, as with
   * it); false when there is none. With S1 and S2 fixed the pairs of a
   * bracket alone form no odd cycle, and the dummy's pairs to both halves
   * would make them; a blossom then forms and dissolves at every D.1 solve.
   */
  dropDummy(): boolean {
    if (this.dummy < 0) return false;
    for (let v = 0; v < this.n; v++)
      if (!this.final[v]) this.matcher.setWeight(this.vertices[v]!, this.dummy, this.zero);
    this.dummy = -1;
    if (this.stats) this.stats.dummiesDropped++;
    return true;
  }

  private setId(i: number, j: number, id: number): void {
    if (id > 0xffff && this.ids instanceof Uint16Array) this.ids = Int32Array.from(this.ids);
    this.ids[cell(i, j)] = id;
  }

  /** May players a and b (of the shape) still meet? */
  has(a: number, b: number): boolean {
    return this.ids[cell(a, b)] !== 0;
  }

  /**
   * Hold pair (a, b) in a lazy matcher before the next solve (nothing if it is held, may not meet,
   * or every pair is held). It changes no optimum's value, only spares a certificate round.
   */
  bringIn(a: number, b: number): void {
    if (!this.lazy || this.dense) return;
    const c = cell(a, b);
    if (this.ids[c] === 0 || this.state[c] === HELD || this.final[a] || this.final[b]) return;
    this.hold(a, b);
  }

  /** Base weight ids may pass 16 bits (a Uint16Array does not hold them). */
  idsAreWide(): boolean {
    return this.ids instanceof Int32Array;
  }

  /**
   * Set pair (a, b) to its base weight plus `order` units of the order field
   * (nothing for a pair that may not meet). A pair left out of the matcher
   * stays out: bonuses go on whole rows at a time, and only the certificate
   * decides which of them the optimum needs.
   */
  put(a: number, b: number, order: number): void {
    const c = cell(a, b);
    const before = this.order[c]!;
    this.order[c] = order;
    if (this.lazy) {
      if (order > this.rowOrderMax[a]!) this.rowOrderMax[a] = order;
      if (order > this.rowOrderMax[b]!) this.rowOrderMax[b] = order;
    }
    if (!this.lazy || this.state[c] === HELD) this.write(a, b);
    // A heavier pair left out may break the certificate (the order field
    // is monotone in `order`, see addOrder); a lighter one cannot.
    else if (order > before && this.ids[c] !== 0) this.addPending(a * this.n + b);
  }

  /** The units of section D's order on pair (a, b) (put). */
  orderOf(a: number, b: number): number {
    return this.order[cell(a, b)]!;
  }

  /** Take a pair out: the players may not meet in this bracket any more. */
  remove(a: number, b: number): void {
    this.takeOut(a, b);
  }

  /** remove() of a pair, returning its base weight id (0: none), for restore(). */
  takeOut(a: number, b: number): number {
    return this.takeOutAt(a, b, cell(a, b));
  }

  /** takeOut() of pair {a, b} at cell c. */
  private takeOutAt(a: number, b: number, c: number): number {
    const id = this.ids[c]!;
    if (id === 0) return 0;
    this.ids[c] = 0;
    if (!this.lazy || this.state[c] === HELD) this.release(a, b);
    else this.setStateAt(c, Math.max(a, b), OUT);
    return id;
  }

  /**
   * takeOut() of the pairs {players[r], b} for r in from .. to - 1, each player below b: a run of
   * one column of the triangle (consecutive cells), their ids into `out` from `at`. D.2.a takes
   * out millions of pairs of a bracket of thousands; pair by pair, through a closure and cell(),
   * it was 3% of a simulated 9,999-player round 5.
   */
  takeOutColumn(
    b: number,
    players: readonly number[],
    from: number,
    to: number,
    out: Uint16Array | Int32Array,
    at: number,
  ): void {
    const column = (b * (b - 1)) >>> 1;
    for (let r = from; r < to; r++) {
      const a = players[r]!;
      if (a >= b) throw new Error(`internal: takeOutColumn: player ${a} is not below ${b}`);
      out[at++] = this.takeOutAt(a, b, column + a);
    }
  }

  /** Put back a pair taken out by remove(), with its base weight id, at order 0. */
  restore(a: number, b: number, id: number): void {
    this.setId(a, b, id);
    this.order[cell(a, b)] = 0;
    if (!this.lazy) this.write(a, b);
    else if (this.dense) this.hold(a, b);
    else this.addPending(a * this.n + b);
  }

  /**
   * Make (a, b) a final pair: the matcher keeps it (even one taken into the
   * optimum by a swap, which the matcher may not hold) and drops every other
   * pair of a and b; those are out for good, never certified or held again.
   */
  finalise(a: number, b: number): void {
    this.final[a] = 1;
    this.final[b] = 1;
    if (!this.lazy) {
      // The whole round's matching: pairs with players outside the shape too.
      const va = this.vertices[a]!;
      const vb = this.vertices[b]!;
      const m = this.matcher;
      for (let k = 0; k < this.graph.vertexCount; k++) {
        if (k === va || k === vb) continue;
        if (m.hasEdge(va, k)) m.setWeight(va, k, this.zero);
        if (m.hasEdge(vb, k)) m.setWeight(vb, k, this.zero);
      }
      return;
    }
    if (this.state[cell(a, b)] !== HELD) this.hold(a, b);
    for (const x of [a, b]) {
      if (this.dummy >= 0) this.matcher.setWeight(this.vertices[x]!, this.dummy, this.zero);
      // x's held pairs are the matcher's edges at x (less the dummy's): read from there in the
      // row's order, not down a column of the triangle, a cache miss a cell at 10,000 players
      const held = this.matcher.neighbours(x).sort();
      for (const k of held)
        if (k < this.n && this.state[cell(x, k)] === HELD && k !== a && k !== b) this.release(x, k);
    }
  }

  /** The current weight of pair (a, b) into `out`; false (all zero) when they may not meet. */
  weight(a: number, b: number, out: Float64Array): boolean {
    // The dummy (vertex n, a mate in the last optimum) is no player: no pair, so no swap through it.
    if (a >= this.n || b >= this.n) {
      out.fill(0);
      return false;
    }
    const c = cell(a, b);
    const id = this.ids[c]!;
    if (id === 0) {
      out.fill(0);
      return false;
    }
    const L = this.L;
    const base = this.table.data;
    for (let x = 0; x < L; x++) out[x] = base[id * L + x]!;
    this.addOrder(out, this.order[c]!);
    return true;
  }

  /**
   * A necessary condition for the second swap of BracketPairing.swapToFavourite, read from the
   * players' kinds (no pair's cells, which are far apart in the triangle: that test read three a
   * player of the shape for every D.1 choice that needed a solve). With u-x and y-v to come in
   * and x-y to go: can a + w(u, x) + w(y, v) equal b + c + w(x, y) limb by limb? Every limb but
   * section D's order holds a pair's base weight alone, and a pair that may meet has its kinds'
   * base weight (remove() and restore() only take it to 0 and back): false is exact where u-x or
   * y-v may not meet, or where those limbs differ both with x-y's base weight and with none (x-y
   * taken out). True also when the bracket has no kinds.
   */
  swapMayBalance(
    a: Float64Array,
    b: Float64Array,
    c: Float64Array,
    u: number,
    x: number,
    y: number,
    v: number,
  ): boolean {
    const kinds = this.kinds;
    const { n } = this;
    if (kinds === null || u >= n || x >= n || y >= n || v >= n) return true;
    const ux = this.kindId(u, x);
    const yv = this.kindId(y, v);
    if (ux === 0 || yv === 0) return false;
    const xy = this.kindId(x, y);
    return this.balances(a, b, c, ux, yv, xy) || (xy !== 0 && this.balances(a, b, c, ux, yv, 0));
  }

  /** The base weight id of the kinds of players i and j (0: no pair of those kinds may meet). */
  private kindId(i: number, j: number): number {
    const kinds = this.kinds!;
    const K = this.kindCount;
    return i < j
      ? this.kindIds[kinds[i]! * K + kinds[j]!]!
      : this.kindIds[kinds[j]! * K + kinds[i]!]!;
  }

  /** a + base(e1) + base(e2) = b + c + base(e3) on every limb but the order's (id 0: zero). */
  private balances(
    a: Float64Array,
    b: Float64Array,
    c: Float64Array,
    e1: number,
    e2: number,
    e3: number,
  ): boolean {
    const { L, hiLimb, loLimb } = this;
    const data = this.table.data;
    for (let k = 0; k < L; k++) {
      if (k === hiLimb || k === loLimb) continue;
      const w3 = e3 === 0 ? 0 : data[e3 * L + k]!;
      if (a[k]! + data[e1 * L + k]! + data[e2 * L + k]! !== b[k]! + c[k]! + w3) return false;
    }
    return true;
  }

  /** The reduced cost of pair (a, b) at its current weight, held or not, in the last solve. */
  slack(a: number, b: number, out: Float64Array): Float64Array {
    this.weight(a, b, this.scratch);
    return this.matcher.slackFor(this.vertices[a]!, this.vertices[b]!, this.scratch, out);
  }

  /**
   * Weight of two matcher vertices (a shape player's mate may be below the
   * shape in the whole round's matching, which holds every weight).
   */
  vertexWeight(va: number, vb: number, out: Float64Array): boolean {
    if (!this.lazy) {
      this.matcher.getWeight(va, vb, out);
      return this.matcher.hasEdge(va, vb);
    }
    return this.weight(va, vb, out);
  }

  /** A maximum-weight matching of every pair (see the class comment). */
  solve(): void {
    for (;;) {
      this.matcher.solve();
      this.solveCount++;
      if (this.stats) this.stats.solves++;
      if (!this.lazy || this.dense) return;
      const added = this.certify();
      if (added === 0) return;
      if (this.stats) this.stats.recertifications++;
      this.broughtIn += added;
      if (this.broughtIn > this.fallbackAfter) this.fallBack();
    }
  }

  /**
   * The certificates have brought in more pairs than the bound (FALLBACK_SHARE of the pairs that
   * may meet): hold every pair that may still meet, and solve without a certificate from now on.
   * The optimum of every pair held is an optimum of the bracket, as the certified one was, and the
   * decisions of section D are taken on the same weights: the same pairing (test/dutch). The
   * matcher starts afresh (so many changed edges overflow its warm start).
   */
  private fallBack(): void {
    const { n, ids, state, final } = this;
    for (let j = 1; j < n; j++) {
      if (final[j]) continue;
      const column = (j * (j - 1)) / 2;
      for (let i = 0; i < j; i++)
        if (ids[column + i] !== 0 && state[column + i] !== HELD && !final[i]) this.hold(i, j);
    }
    this.dense = true;
    this.watched.clear();
    this.pendingCount = 0;
    if (this.stats) {
      this.stats.fallbacks++;
      this.stats.fallbackBound += this.fallbackAfter;
    }
  }

  /**
   * Check the pairs left out against the last solve's duals; bring in those
   * that fail. Returns how many were brought in.
   */
  private certify(): number {
    const { n, state } = this;
    const snap = this.snap!;
    const all = !this.hasCertificate || this.checkAll;
    snap.read(this.vertices, all);
    let added = this.checkWatched();
    for (let v = 0; v < n; v++) {
      const again = this.isCapped[v] === 1;
      this.isCapped[v] = 0;
      const moved = snap.dualFell[v] || snap.topMoved[v];
      if (!this.final[v] && (all || again || moved)) added += this.checkRow(v, !all && !again);
    }
    if (!all) {
      for (let p = 0; p < this.pendingCount; p++) {
        const k = this.pending[p]!;
        const i = Math.floor(k / n);
        const j = k - i * n;
        const c = cell(i, j);
        if (state[c] === HELD || this.ids[c] === 0 || this.final[i] || this.final[j]) continue;
        if (this.stats) this.stats.pairsChecked++;
        const verdict = this.verdict(i, j);
        if (verdict === HELD) {
          this.hold(i, j);
          added++;
        } else if (verdict === OUT) this.setState(i, j, OUT);
        else if (state[c] !== verdict) this.setState(i, j, verdict);
      }
    }
    snap.keep();
    this.hasCertificate = true;
    this.checkAll = false;
    this.pendingCount = 0;
    if (this.stats) this.stats.materialised += added;
    return added;
  }

  /**
   * Check the watched pairs again where something moved: they may pass on
   * the vertex duals now, or fail. A watched pair whose two ends kept their
   * duals (or raised them) and their chains of blossoms keeps a reduced cost
   * at least the one it passed with (and a heavier weight is pending). So
   * does a pair passed with its top blossom's dual whose ends kept their
   * withTop and are still in one top blossom, or in none: its reduced cost
   * is at least half their withTop summed, less its weight. The pairs that
   * fail are brought in at the end, in the order of their codes (i·n + j),
   * as they always were.
   *
   * The pairs are read column by column of the triangle (WatchedCells), each
   * column's blossoms marked once (BlossomChains.commonBlossom with the
   * column's player first): in a bracket inside a tower of a thousand nested
   * blossoms, whose chains all change at nearly every solve, millions of
   * pairs are judged again at each certificate, and read from a list of
   * pair codes they were a cache miss each, after a sort.
   */
  private checkWatched(): number {
    const { n, final, state, watched } = this;
    if (watched.count === 0) return 0;
    const { moved, topMoved } = this.snap!;
    // Only a move can change a verdict: of the chains for WATCHED, of the top blossoms and
    // withTop for WATCHED_TOP (whose two ends shared a top blossom at the last certificate).
    let anyMoved = false;
    let anyTopMoved = false;
    for (let v = 0; v < n; v++) {
      if (final[v]) continue;
      if (moved[v]) anyMoved = true;
      if (topMoved[v]) anyTopMoved = true;
    }
    if (!anyMoved) return 0;
    const failed = this.failed;
    failed.count = 0;
    const words = watched.words;
    for (let j = 1; j < n; j++) {
      if (watched.inColumn[j] === 0) continue;
      const start = (j * (j - 1)) / 2;
      const end = start + j;
      let kept = 0;
      for (let at = start >>> 5; at <= (end - 1) >>> 5; at++) {
        const base = at << 5;
        let word = words[at]!;
        if (base < start) word &= -1 << (start - base);
        if (end - base < 32) word &= (1 << (end - base)) - 1;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          const c = base + 31 - Math.clz32(low);
          const i = c - start;
          const kind = state[c]!;
          const next = final[i] || final[j] ? OUT : this.rejudge(i, j, kind, anyTopMoved);
          if (next === WATCHED || next === WATCHED_TOP) {
            if (next !== kind) state[c] = next;
            kept++;
            continue;
          }
          words[at] = words[at]! & ~low;
          state[c] = OUT;
          if (next === HELD) failed.push(i * n + j);
        }
      }
      watched.recount(j, kept);
    }
    const codes = failed.data.subarray(0, failed.count).sort();
    for (let p = 0; p < codes.length; p++) {
      const i = Math.floor(codes[p]! / n);
      this.hold(i, codes[p]! - i * n);
    }
    return codes.length;
  }

  /**
   * The state of watched pair {i, j} (i < j, neither final, `kind` WATCHED or WATCHED_TOP) after
   * this solve: as it was when its ends did not move so as to change it, else its verdict now.
   */
  private rejudge(i: number, j: number, kind: number, anyTopMoved: boolean): number {
    const { moved, withTopFell, topOf } = this.snap!;
    if (!moved[i] && !moved[j]) return kind;
    if (kind === WATCHED_TOP) {
      if (!anyTopMoved) return kind;
      if (!withTopFell[i] && !withTopFell[j]) {
        if (topOf[i] === topOf[j]) return kind;
        // The blossom is gone: withTop is twice the vertex dual, which covers the pair alone.
        if (topOf[i] === i && topOf[j] === j) return OUT;
      }
    }
    if (this.ids[cell(i, j)] === 0) return OUT;
    if (this.stats) this.stats.watchedChecked++;
    // j first: the blossoms around j are marked once for its column (BlossomChains.commonBlossom).
    return this.verdict(j, i);
  }

  /**
   * Check row i's pairs left out (not watched: checkWatched did those), from
   * the players of lowest dual up: from the first whose limb-0 dual with i's
   * exceeds the row's heaviest limb 0, the vertex duals cover every pair.
   *
   * A pair left out passed at the last certificate either on the vertex
   * duals, or on withTop with both ends in one top blossom (withTop is at
   * least twice the vertex dual). Its row is checked again when an end's
   * dual or withTop went down, or its top blossom changed. The matcher
   * lowers the duals of a top blossom's players at nearly every solve and
   * raises the blossom's dual in step, so a row of a `kept` player skips the
   * other kept players (`sinceLast`: every row passed at the last
   * certificate): the two are in one top blossom and kept their withTop, so
   * the pair's reduced cost is still at least half their withTop summed,
   * less its weight, which passed then.
   */
  private checkRow(i: number, sinceLast: boolean): number {
    if (this.stats) this.stats.rowsChecked++;
    const snap = this.snap!;
    snap.sortByDual(this.final);
    const skipKept = sinceLast && snap.kept[i] === 1;
    let added = 0;
    if (!skipKept) added = this.checkRun(i, 0, snap.keptCount, 0);
    if (added < ROW_CAP) added = this.checkRun(i, snap.keptCount, snap.byDualCount, added);
    return added;
  }

  /**
   * Row i's pairs with byDual[from, to), until ROW_CAP are brought in
   * (`added` so far). Players share a few dozen dual vectors in a bracket
   * of thousands, and pairs a few weights: a pair whose partner has the
   * dual vector of the last partner that passed, and the same weight, passes too.
   */
  private checkRun(i: number, from: number, to: number, added: number): number {
    const { L, ids, state, order, passed, watched, kinds, kindIds, rowOrderMax } = this;
    const { duals, byDual, dualClass } = this.snap!;
    const threshold = this.orderInLimb0 ? Infinity : this.rowMax0[i]! - duals[i * L]!;
    const byRuns = kinds !== null;
    if (byRuns) this.findRuns();
    const K = this.kindCount;
    const ki = byRuns ? kinds[i]! : 0;
    const rowPlain = rowOrderMax[i] === 0;
    const top = this.snap!.topOf[i]!;
    const inBlossom = top >= this.V;
    let lastClass = -1;
    let lastRun = -1;
    for (let p = from; p < to; p++) {
      const j = byDual[p]!;
      if (duals[j * L]! > threshold) break;
      if (byRuns && dualClass[j] !== lastRun) {
        lastRun = dualClass[j]!;
        this.kindStamp++;
        if (
          this.runCovered(i, lastRun, j, null) ||
          (inBlossom && this.runTop[lastRun] === top && this.runCovered(i, lastRun, j, top))
        ) {
          p = this.runEnd[lastRun]! - 1;
          continue;
        }
      }
      if (j === i) continue;
      if (byRuns) {
        // The pair's base weight is its kinds' (none: the two may not meet). With no section D
        // order on either row, a weight the class's vertex duals cover passes unread: in a naive
        // round 3 four fifths of the pairs a certificate read one by one were such (or may not
        // meet), each a cache miss or two in the triangle.
        const kj = kinds[j]!;
        const id = i < j ? kindIds[ki * K + kj]! : kindIds[kj * K + ki]!;
        if (id === 0) continue;
        if ((rowPlain || rowOrderMax[j] === 0) && this.kindCovered(i, j, id)) continue;
      }
      const k = cell(i, j);
      // Watched pairs (a tower of nested blossoms makes millions) told by their bit, a smaller
      // array than their state's; the rest by their state.
      if (watched.has(k) || state[k] !== OUT || ids[k] === 0) continue;
      const plain = order[k] === 0;
      if (plain) {
        if (dualClass[j] !== lastClass) {
          lastClass = dualClass[j]!;
          this.passStamp++;
        }
        if (passed[ids[k]!] === this.passStamp) continue;
      }
      const verdict = this.verdict(i, j);
      if (verdict === OUT) {
        if (plain) passed[ids[k]!] = this.passStamp;
        continue;
      }
      added += this.act(i, j, verdict);
      if (added === ROW_CAP) {
        this.isCapped[i] = 1;
        break;
      }
    }
    return added;
  }

  /**
   * Do the vertex duals of i and of j's dual class cover base weight `id` (with no section D
   * order)? Worked out once per run of a row (checkRun), as the verdict on any such pair would be.
   */
  private kindCovered(i: number, j: number, id: number): boolean {
    if (this.kindSeen[id] === this.kindStamp) return this.kindPasses[id] === 1;
    const covered = this.coversKinds(i, j, id, 0, -1);
    this.kindSeen[id] = this.kindStamp;
    this.kindPasses[id] = covered ? 1 : 0;
    return covered;
  }

  /**
   * Where each dual class's run of byDual ends and which kinds its players are (see runEnd), for
   * this solve.
   */
  private findRuns(): void {
    if (this.runsOfSolve === this.solveCount) return;
    this.runsOfSolve = this.solveCount;
    const { byDual, byDualCount, dualClass } = this.snap!;
    const kinds = this.kinds!;
    const classes = byDualCount > 0 ? dualClass[byDual[byDualCount - 1]!]! + 1 : 0;
    if (this.runEnd.length < classes + 1) {
      this.runEnd = new Int32Array(classes + 1);
      this.runKindStart = new Int32Array(classes + 2);
    }
    if (this.runKinds.length < byDualCount) this.runKinds = new Int32Array(this.n);
    if (this.runTop.length < classes) this.runTop = new Int32Array(classes);
    const { topOf } = this.snap!;
    /** seen[k] = class + 1: kind k is listed for that class already. */
    const seen = new Int32Array(this.kindCount);
    let listed = 0;
    for (let p = 0; p < byDualCount; p++) {
      const v = byDual[p]!;
      const c = dualClass[v]!;
      const top = topOf[v]! >= this.V ? topOf[v]! : -1;
      if (p === 0 || dualClass[byDual[p - 1]!] !== c) {
        this.runKindStart[c] = listed;
        this.runTop[c] = top;
      } else if (this.runTop[c] !== top) this.runTop[c] = -1;
      this.runEnd[c] = p + 1;
      const k = kinds[v]!;
      if (seen[k] !== c + 1) {
        seen[k] = c + 1;
        this.runKinds[listed++] = k;
      }
      this.runKindStart[c + 1] = listed;
    }
  }

  /**
   * Do the vertex duals cover every pair of row i with the players of dual class c (j one of
   * them), whatever its state? Each such pair weighs at most its kinds' base weight (either
   * player first) plus the row's largest section D order (the order field is monotone, see
   * addOrder): when the duals cover that, the pairs pass without their cells being read, as
   * checkRun would have found one by one (a bracket of 10,000 players has 50 million).
   *
   * With `top` (a blossom holding i and every player of the class), the same with that blossom's
   * dual added: the pairs pass on their reduced cost, as verdict() would find them one by one
   * (OUT or WATCHED_TOP), and are left as they are. In the 2025 matching of every player still to
   * pair one blossom holds nearly every player, and the first certificate of a naive 9,999-player
   * round 3's bracket read 17 million pairs one by one. Left out and not listed as watched, such a
   * pair is still checked again when it must be: its row is read when an end's dual or withTop
   * goes down or its top blossom changes, and the rows of `kept` players skip each other only
   * while both are in one top blossom with their withTop not down (checkRow), under which the
   * pair's reduced cost cannot have gone below what passed here.
   */
  private runCovered(i: number, c: number, j: number, top: number | null): boolean {
    const { kindCount: K, kindIds } = this;
    const orderMax = this.rowOrderMax[i]!;
    const ki = this.kinds![i]!;
    const zAt = top === null ? -1 : top * this.L;
    for (let r = this.runKindStart[c]!; r < this.runKindStart[c + 1]!; r++) {
      const k = this.runKinds[r]!;
      if (!this.coversKinds(i, j, kindIds[ki * K + k]!, orderMax, zAt)) return false;
      if (!this.coversKinds(i, j, kindIds[k * K + ki]!, orderMax, zAt)) return false;
    }
    return true;
  }

  /**
   * dual(i) + dual(j) (+ the top blossom dual at `zAt` of snap.blossoms.topDuals, if not -1) >=
   * base weight `id` + `order` units of the order field (id 0: no pair).
   */
  private coversKinds(i: number, j: number, id: number, order: number, zAt: number): boolean {
    if (id === 0) return true;
    const { L } = this;
    const { duals, blossoms } = this.snap!;
    const z = blossoms.topDuals;
    const base = this.table.data;
    const b = id * L;
    for (let x = 0; x < L; x++) {
      const s =
        duals[i * L + x]! +
        duals[j * L + x]! +
        (zAt < 0 ? 0 : z[zAt + x]!) -
        base[b + x]! -
        this.orderPart(order, x);
      if (s !== 0) return s > 0;
    }
    return true;
  }

  /** Act on the verdict on a pair left out: watch it or bring it in. Returns 1 if brought in. */
  private act(i: number, j: number, verdict: number): number {
    if (verdict === WATCHED || verdict === WATCHED_TOP) this.setState(i, j, verdict);
    else if (verdict === HELD) {
      this.hold(i, j);
      return 1;
    }
    return 0;
  }

  /**
   * What a pair left out needs: OUT when the vertex duals cover its weight, WATCHED_TOP when they
   * do with the dual of the top blossom holding both, WATCHED when its reduced cost (the duals of
   * every blossom holding both too) is not negative, else HELD. Limbs lexicographically; the
   * pair's cells and duals are read once (`reduced`), each blossom's dual added to that.
   */
  private verdict(i: number, j: number): number {
    const { L, reduced } = this;
    const snap = this.snap!;
    const { duals, topOf, blossoms } = snap;
    const k = cell(i, j);
    const base = this.table.data;
    const b = this.ids[k]! * L;
    const order = this.order[k]!;
    const di = i * L;
    const dj = j * L;
    // Limb 0 decides for nearly every pair.
    let sign = 0;
    for (let x = 0; x < L; x++) {
      const s = duals[di + x]! + duals[dj + x]! - base[b + x]! - this.orderPart(order, x);
      if (sign === 0 && s !== 0) {
        if (s > 0) return OUT;
        sign = -1;
      }
      reduced[x] = s;
    }
    if (sign === 0) return OUT;
    const top = topOf[i]!;
    // In no blossom with j: the vertex duals are the whole reduced cost.
    if (top < this.V || top !== topOf[j]) return HELD;
    // The top-level blossom's dual alone covers most such pairs.
    if (this.coveredWith(blossoms.topDuals, top * L)) return WATCHED_TOP;
    const c = blossoms.commonBlossom(i, j);
    return this.coveredWith(blossoms.chainDuals, blossoms.chainDual(c)) ? WATCHED : HELD;
  }

  /** The reduced cost on the vertex duals (`reduced`) plus the blossom duals at z[at..] >= 0. */
  private coveredWith(z: Float64Array, at: number): boolean {
    const { L, reduced } = this;
    for (let x = 0; x < L; x++) {
      const s = reduced[x]! + z[at + x]!;
      if (s !== 0) return s > 0;
    }
    return true;
  }

  private setState(i: number, j: number, value: number): void {
    this.setStateAt(cell(i, j), Math.max(i, j), value);
  }

  /**
   * Set the state of cell c (of column j), and its bit in `watched`: every change of state but
   * checkWatched's, which clears the bits of a column itself and recounts it.
   */
  private setStateAt(c: number, j: number, value: number): void {
    const was = this.state[c]!;
    this.state[c] = value;
    const watching = value === WATCHED || value === WATCHED_TOP;
    if (watching === (was === WATCHED || was === WATCHED_TOP)) return;
    if (watching) this.watched.add(c, j);
    else this.watched.remove(c, j);
  }

  private addPending(k: number): void {
    if (this.checkAll) return;
    if (this.pendingCount === this.pending.length) {
      this.checkAll = true;
      return;
    }
    this.pending[this.pendingCount++] = k;
  }

  /** Give the matcher the pair's current weight, and mark it held. */
  private hold(a: number, b: number): void {
    this.setState(a, b, HELD);
    this.write(a, b);
  }

  /** Take the pair out of the matcher. */
  private release(a: number, b: number): void {
    if (this.lazy) this.setState(a, b, OUT);
    this.matcher.setWeight(this.vertices[a]!, this.vertices[b]!, this.zero);
  }

  private write(a: number, b: number): void {
    this.weight(a, b, this.scratch);
    this.matcher.setWeight(this.vertices[a]!, this.vertices[b]!, this.scratch);
  }

  /**
   * `order` units of section D's order into w. With the order in two limbs,
   * exchangeOrder puts an original S1 player's pairs at twice twoPcb and
   * above: one unit of the high field. Either way a larger `order` is a
   * heavier weight.
   */
  private addOrder(w: Float64Array, order: number): void {
    if (order === 0) return;
    w[this.hiLimb] += this.orderPart(order, this.hiLimb);
    if (this.loLimb !== this.hiLimb) w[this.loLimb] += this.orderPart(order, this.loLimb);
  }

  /** Limb `limb` of `order` units of the order field. */
  private orderPart(order: number, limb: number): number {
    if (order === 0 || (limb !== this.loLimb && limb !== this.hiLimb)) return 0;
    if (this.hiLimb === this.loLimb) return order * this.loUnit;
    const kept = order >= this.twoPcb ? 1 : 0;
    return limb === this.hiLimb
      ? kept * this.hiUnit
      : (order - kept * 2 * this.twoPcb) * this.loUnit;
  }
}
