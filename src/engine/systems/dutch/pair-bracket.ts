import {
  addBracketEdgeStats,
  BracketEdges,
  type BracketEdgeStats,
  emptyBracketEdgeStats,
} from './bracket-edges.js';
import type { BracketGraph, BracketShape, EdgeWeights } from './bracket-model.js';
import type { Matcher, MatcherFactory } from './matcher.js';
import type { TriangleMemory } from './triangle-memory.js';

export type { BracketGraph, BracketShape, EdgeWeights } from './bracket-model.js';

/**
 * Size of a bracket's matching (the shape's players) from which it holds
 * only some pairs, proving on every solve that its optimum is one of the
 * whole bracket (bracket-edges.ts). It was 400, measured warm on the dense
 * matching (simulated opens, rounds 1-3: faster for the one-scoregroup
 * brackets of 1000 and 2000 players, about as fast in round 3 at 1000). A
 * round is paired cold, though (Apps Script starts a fresh engine for every
 * click, the command line a process for every round), and a bracket's
 * every pair then costs more than its candidates and certificates: round 5
 * of a generated 1000-player open (shapes of 66-422 players), the pairing's
 * main-thread CPU in a fresh process 0.50-0.56 s at 400, 0.29-0.32 s from 0
 * to 150, 0.36 s at 250; the 500- and 1000-player reference tournaments
 * replayed, 9 rounds each in one process, 40 % less CPU at 100-150. Below
 * about 100 the certificate costs more than it saves, warm: the 600
 * tournaments of up to 100 players replayed took twice the time with every
 * bracket lazy.
 */
export const LAZY_FROM = 100;

/**
 * Players still to pair from which the 2025 matching of all of them (from
 * the first bracket where [C4] binds) is a lazy shape per bracket rather
 * than one matcher holding every pair, kept from bracket to bracket
 * (edition-2025/pair-round.ts).
 */
export const WHOLE_ROUND_LAZY_FROM = 400;

/**
 * The matching of a shape's players alone (vertex i is player i): both
 * editions' bracket matchings but the 2025 one of the whole round.
 *
 * Room for edges per vertex: every pair of a small bracket; in a lazy one
 * 64, its candidates (bracket-candidates.ts) being a few dozen for most
 * players. An MDP's block (every resident) and a resident's (every MDP) grow
 * as they come: room for 64 + MDPs at every vertex, the next scoregroup's
 * too, was most of a 9,999-player round 3's set-up (copied as it grew).
 *
 * A lazy shape of an odd number of players gets a dummy vertex (see
 * BracketGraph.dummy).
 */
export function shapeGraph(
  size: number,
  limbs: number,
  createMatcher: MatcherFactory,
  options: BracketOptions,
  onSolve?: (mates: Int32Array) => void,
): BracketGraph {
  const lazy = size >= (options.lazyFrom ?? LAZY_FROM);
  const dummy = lazy && size % 2 === 1;
  const degree = lazy ? Math.min(size - 1, 64) + (dummy ? 1 : 0) : size - 1;
  const vertexCount = dummy ? size + 1 : size;
  const matcher = createMatcher(vertexCount, limbs, degree);
  return {
    matcher,
    vertex: (i) => i,
    indexOf: (v) => v,
    vertexCount,
    ...(onSolve ? { onSolve } : {}),
    lazy,
    ...(dummy ? { dummy: size } : {}),
  };
}

export interface BracketOptions {
  /**
   * Shape size from which the matching holds only some pairs (LAZY_FROM, and WHOLE_ROUND_LAZY_FROM
   * for the 2025 matching of every player still to pair; 0: always, for tests).
   */
  readonly lazyFrom?: number;
  /** Counts of what the bracket matchings did, added to (for measurements). */
  readonly stats?: BracketEdgeStats;
  /** Told a line for each bracket paired lazily (the command line's --verbose). */
  readonly report?: (line: string) => void;
  /** Memory for the brackets' per-pair arrays, lent to one bracket after another (one per round). */
  readonly memory?: TriangleMemory;
  /**
   * Pairs a lazy bracket's certificates may bring in before it holds every pair (default:
   * FALLBACK_SHARE of the pairs that may meet, bracket-edges.ts; tests set it lower).
   */
  readonly fallbackAfter?: number;
}

/**
 * Pair one bracket (C.04.3 section B) by weighted matching.
 *
 * The matching over the bracket and the players below it finds the best
 * value of every quality criterion at once (B.8: "better satisfies a
 * quality criterion of higher priority"). Among the pairings that are all
 * equally good, B.8 takes the one generated first in the order of section
 * D; that order is rebuilt here one decision at a time, by nudging the
 * least significant weight field and re-optimising, so each decision keeps
 * every criterion at its best:
 *  1. which MDPs are paired (D.3: among equal scores, the lowest BSNs);
 *  2. each paired MDP's opponent, MDPs in order (B.7, D.1: the lowest S2 BSN);
 *  3. in the remainder, how many residents are exchanged between S1 and S2
 *     and the smallest difference of their BSN sums (D.2.a-b, in the
 *     weights), which S1 players move down (D.2.c: the highest BSNs), which
 *     S2 players move up (D.2.d: the lowest BSNs);
 *  4. each S1 player's opponent, S1 in order (B.6, D.1: the lowest S2 BSN).
 *
 * Returns the pairs made inside the bracket as index pairs of `shape.players`.
 * Players of the bracket left out are its downfloaters.
 */
export function pairBracket(
  shape: BracketShape,
  weights: EdgeWeights,
  graph: BracketGraph,
  options: BracketOptions = {},
): BracketResult {
  const report = graph.lazy ? options.report : undefined;
  if (!report) {
    const pairing = new BracketPairing(shape, weights, graph, options);
    const pairs = pairing.run();
    pairing.giveBackMemory();
    return { pairs, lastMates: pairing.lastMates };
  }
  const own = emptyBracketEdgeStats();
  const pairing = new BracketPairing(shape, weights, graph, { ...options, stats: own });
  const pairs = pairing.run();
  pairing.giveBackMemory();
  if (options.stats) addBracketEdgeStats(options.stats, own);
  report(lazyBracketLine(shape, own));
  return { pairs, lastMates: pairing.lastMates };
}

/**
 * What a bracket paired from candidate pairs did, and whether it fell back to every pair (its
 * certificates brought in more pairs than the bound, BracketOptions.fallbackAfter).
 */
function lazyBracketLine(shape: BracketShape, s: BracketEdgeStats): string {
  const n = shape.players.length;
  // Scores are kept in tenths of a point (player-state.ts).
  const score = (shape.players[shape.mdpCount] ?? shape.players[0])!.score / 10;
  const where =
    `bracket of ${shape.bracketEnd} players, score ${score} ` +
    `(${n} in its matching, ${shape.mdpCount} MDPs)`;
  const fallback =
    s.fallbacks > 0
      ? `fell back to every pair: its certificates had brought in more than ${s.fallbackBound} pairs`
      : 'no fallback to every pair';
  return (
    `Dutch: ${where} paired from candidate pairs: ${s.initialHeld} candidates of ${s.edges} ` +
    `pairs, ${s.solves} solves, ${s.recertifications} certificate rounds that brought pairs in, ` +
    `${s.materialised} pairs brought in; ${fallback}`
  );
}

export interface BracketResult {
  /** Pairs made in the bracket, as index pairs of the shape. */
  pairs: [number, number][];
  /** Matcher vertex of each shape player's mate in the last optimum (-1: none). */
  lastMates: Int32Array;
}

class BracketPairing {
  private readonly n: number;
  private readonly L: number;
  /** The pairs' weights, and which of them the matcher holds. */
  private readonly edges: BracketEdges;
  private readonly matcher: Matcher;
  /** Vertex of each player of the shape. */
  private readonly vertices: Int32Array;
  /** Partner of a player whose pair is final, else -1. */
  private readonly finalPartner: Int32Array;
  /** The player is (or is bound to be) paired inside the bracket. */
  private readonly matched: Uint8Array;
  private readonly pairs: [number, number][] = [];
  /** Mates in the last optimum (-1 unpaired); weight changes only take effect at the next solve. */
  private readonly mates: Int32Array;
  readonly lastMates: Int32Array;
  /** Weights changed since the last solve (pairs made final do not count: see finalize). */
  private dirty = true;
  private readonly slackBuffer: Float64Array;
  /** Pairs' weights, for swapToFavourite. */
  private readonly swapBuffers: Float64Array[];
  private readonly stats: BracketEdgeStats | undefined;
  /**
   * Weight of the last optimum, taken when it was solved. The matcher's own matching may no longer
   * be the optimum taken (swapToFavourite) nor hold its pairs' edges (finalize takes out the other
   * pairs of a final pair's players); swaps keep this weight limb by limb.
   */
  private readonly optimumWeight: Float64Array;
  /**
   * optimumWeight is taken at each solve until D.2.a has been decided (pairWithoutExchanges, its
   * only reader): summing the optimum's pairs after each of section D's later solves (hundreds
   * in a bracket of thousands) was 3% of a naive 9,999-player round 3.
   */
  private weighOptima = true;

  constructor(
    private readonly shape: BracketShape,
    private readonly weights: EdgeWeights,
    private readonly graph: BracketGraph,
    options: BracketOptions,
  ) {
    const n = shape.players.length;
    const L = weights.layout.limbs;
    this.n = n;
    this.L = L;
    this.finalPartner = new Int32Array(n).fill(-1);
    this.matched = new Uint8Array(n);
    this.mates = new Int32Array(n).fill(-1);
    this.lastMates = new Int32Array(n).fill(-1);
    this.slackBuffer = new Float64Array(L);
    this.optimumWeight = new Float64Array(L);
    this.swapBuffers = [0, 1, 2, 3, 4, 5, 6].map(() => new Float64Array(L));
    this.matcher = graph.matcher;
    this.vertices = Int32Array.from(shape.players, (_, i) => graph.vertex(i));
    this.edges = new BracketEdges(
      shape,
      weights,
      graph,
      options.stats,
      options.fallbackAfter,
      options.memory,
    );
    this.stats = options.stats;
  }

  run(): [number, number][] {
    this.solve();
    this.choosePairedMdps();
    this.chooseMdpOpponents();
    this.pairRemainder();
    return this.pairs;
  }

  /** The bracket is paired: its per-pair arrays go back to the round (BracketOptions.memory). */
  giveBackMemory(): void {
    this.edges.giveBackMemory();
  }

  private solve(): void {
    this.dirty = false;
    this.edges.solve();
    if (this.weighOptima) this.matcher.matchingWeight(this.optimumWeight);
    for (let i = 0; i < this.n; i++) {
      let m = this.matcher.mate(this.vertices[i]!);
      if (m === this.graph.dummy) m = -1;
      this.lastMates[i] = m;
      // A mate below the shape counts as below the bracket.
      this.mates[i] = m < 0 ? -1 : this.graph.indexOf(m) < 0 ? this.n : this.graph.indexOf(m);
    }
    this.graph.onSolve?.(this.lastMates);
  }

  /** The partner of i in the current optimum; i itself when unpaired (or paired below the bracket). */
  private mateOf(i: number): number {
    const f = this.finalPartner[i]!;
    if (f >= 0) return f;
    const m = this.mates[i]!;
    return m < 0 ? i : m;
  }

  private isResident(x: number): boolean {
    return x >= this.shape.mdpCount && x < this.shape.bracketEnd;
  }

  /** Set edge (a, b) to its base weight plus `order` units of the order field (zero if no edge). */
  private put(a: number, b: number, order: number): void {
    this.dirty = true;
    this.edges.put(a, b, order);
  }

  private hasEdge(a: number, b: number): boolean {
    return this.edges.has(a, b);
  }

  private removeEdge(a: number, b: number): void {
    this.dirty = true;
    this.edges.remove(a, b);
  }

  /**
   * Remove an edge that the last optimum does not use: that optimum and its
   * duals stay optimal for the smaller graph, so this does not make it stale.
   */
  private removeUnpairedEdge(a: number, b: number): void {
    this.edges.remove(a, b);
  }

  /**
   * Make a pair final: neither player may be matched with anyone else. This
   * does not make the last optimum stale for isFavourite: the pair belongs to
   * it, so its duals still bound every optimum that keeps the pair.
   */
  private finalize(a: number, b: number): void {
    this.edges.finalise(a, b);
    this.finalPartner[a] = b;
    this.finalPartner[b] = a;
    this.matched[a] = 1;
    this.matched[b] = 1;
    this.pairs.push([Math.min(a, b), Math.max(a, b)]);
  }

  /**
   * Is `mate` the first of `candidates` (in order of preference) that some
   * optimum pairs with p? Then the bonuses for the section D order cannot
   * move p, and re-optimising can be skipped. Exact: a candidate whose edge
   * has a reduced cost above the order field is in no optimum, since the
   * order field is the least significant part of every criterion.
   */
  private isFavourite(p: number, mate: number, candidates: Iterable<number>): boolean {
    if (this.dirty) return false;
    const orderLimb = this.weights.orderHigh.limb;
    for (const c of candidates) {
      if (c === mate) return true;
      const slack = this.edges.slack(p, c, this.slackBuffer);
      let tight = true;
      for (let k = 0; k < orderLimb; k++) if (slack[k] !== 0) tight = false;
      if (tight) return false;
    }
    return false;
  }

  /**
   * The first of `candidates` that some optimum may pair with p (isFavourite's test), when it is
   * not p's mate: is there an optimum pairing them that the last one becomes by one swap? With
   * p-m and c-m' in the last optimum, the matching with p-c and m-m' instead weighs exactly as
   * much (limb by limb) when w(p,c) + w(m,m') = w(p,m) + w(c,m'), and is then an optimum too. It
   * is taken as the new optimum, and p's choice is c without re-optimising (the same conclusion
   * isFavourite draws when the optimum already pairs p with c). The duals of the last solve stay
   * a certificate (the optimum's value is unchanged), so isFavourite may go on using them. In a
   * bracket's tie-rich graph most D.1 choices are found this way instead of by a new matching.
   * The same players stay paired, so a check of which players the optimum pairs (onSolve) still
   * holds. Returns false (nothing changed) when the swap does not keep the optimum.
   *
   * When m and m' may not meet, or the swap weighs otherwise, a second swap through another pair
   * x-y of the optimum is tried: p-c, m'-x and y-m instead of p-m, c-m' and x-y, taken on the
   * same condition (the three new pairs weigh, limb by limb, what the three old ones did). In the
   * 2025 matching of every player still to pair, where colours often forbid m-m', this spared a
   * solve (and the certificate of a shape of thousands) for most D.1 choices.
   */
  private swapToFavourite(p: number, candidates: Iterable<number>): boolean {
    if (this.dirty || this.finalPartner[p]! >= 0) return false;
    const c = this.firstTightCandidate(p, candidates);
    if (c < 0 || this.finalPartner[c]! >= 0) return false;
    const vp = this.vertices[p]!;
    const vc = this.vertices[c]!;
    const vm = this.lastMates[p]!;
    const vm2 = this.lastMates[c]!;
    if (vm < 0 || vm === vc) return false;
    if (vm2 < 0) return this.swapWithUnpaired(p, c, vm);
    const [a, b, x, y, e1, e2, e3] = this.swapBuffers as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    // The whole graph's weights, whether or not the matcher holds the pairs.
    const w = this.edges;
    const L = this.L;
    w.vertexWeight(vp, vc, a);
    w.vertexWeight(vp, vm, x);
    w.vertexWeight(vc, vm2, y);
    if (w.vertexWeight(vm, vm2, b)) {
      let same = true;
      for (let k = 0; k < L && same; k++) same = a[k]! + b[k]! === x[k]! + y[k]!;
      if (same) {
        this.rematch(vp, vc);
        this.rematch(vm, vm2);
        return true;
      }
    }
    for (let ix = 0; ix < this.n; ix++) {
      const vx = this.vertices[ix]!;
      const vy = this.lastMates[ix]!;
      if (vy < 0 || this.finalPartner[ix]! >= 0) continue;
      if (vx === vp || vx === vc || vx === vm || vx === vm2 || vy === vm || vy === vm2) continue;
      const iy = this.graph.indexOf(vy);
      if (iy < 0 || this.finalPartner[iy]! >= 0) continue;
      if (!w.swapMayBalance(a, x, y, vm2, vx, vy, vm)) continue;
      if (!w.vertexWeight(vm2, vx, e1) || !w.vertexWeight(vy, vm, e2)) continue;
      w.vertexWeight(vx, vy, e3);
      let same = true;
      for (let k = 0; k < L && same; k++) same = a[k]! + e1[k]! + e2[k]! === x[k]! + y[k]! + e3[k]!;
      if (!same) continue;
      this.rematch(vp, vc);
      this.rematch(vm2, vx);
      this.rematch(vy, vm);
      if (this.stats) this.stats.secondSwaps++;
      return true;
    }
    return false;
  }

  /**
   * swapToFavourite when the candidate c is unpaired in the last optimum (with a dummy: paired with
   * it, which weighs the same for every player): p-c instead of p-m, m left unpaired, weighs
   * exactly as much when w(p, c) = w(p, m) limb by limb, and is then an optimum too. In a bracket of
   * an odd number of players whose pairs all weigh the same (round 1 of an open), the optimum's
   * unpaired player sits anywhere in S2, and each D.1 choice above it needed a solve (2,503 in a
   * 9,999-player round 1). The players paired change, so the check of which players the optimum
   * pairs (onSolve) is asked again; if it throws, the swap is undone and the caller solves, as it
   * did before.
   */
  private swapWithUnpaired(p: number, c: number, vm: number): boolean {
    const im = this.graph.indexOf(vm);
    if (im < 0 || this.finalPartner[im]! >= 0) return false;
    const [a, x] = this.swapBuffers as [Float64Array, Float64Array];
    const vp = this.vertices[p]!;
    const vc = this.vertices[c]!;
    if (!this.edges.vertexWeight(vp, vc, a) || !this.edges.vertexWeight(vp, vm, x)) return false;
    for (let k = 0; k < this.L; k++) if (a[k] !== x[k]) return false;
    this.rematch(vp, vc);
    this.lastMates[im] = -1;
    this.mates[im] = -1;
    if (this.graph.onSolve) {
      try {
        this.graph.onSolve(this.lastMates);
      } catch {
        this.rematch(vp, vm);
        this.lastMates[c] = -1;
        this.mates[c] = -1;
        return false;
      }
    }
    if (this.stats) this.stats.unpairedSwaps++;
    return true;
  }

  /** Matcher vertices u and v are mates in the optimum taken as the last one (for those in the shape). */
  private rematch(u: number, v: number): void {
    const iu = this.graph.indexOf(u);
    const iv = this.graph.indexOf(v);
    if (iu >= 0) {
      this.lastMates[iu] = v;
      this.mates[iu] = iv < 0 ? this.n : iv;
    }
    if (iv >= 0) {
      this.lastMates[iv] = u;
      this.mates[iv] = iu < 0 ? this.n : iu;
    }
  }

  /** The first candidate whose edge to p is tight above the order field in the last optimum, or -1. */
  private firstTightCandidate(p: number, candidates: Iterable<number>): number {
    const orderLimb = this.weights.orderHigh.limb;
    for (const c of candidates) {
      const slack = this.edges.slack(p, c, this.slackBuffer);
      let tight = true;
      for (let k = 0; k < orderLimb; k++) if (slack[k] !== 0) tight = false;
      if (tight) return c;
    }
    return -1;
  }

  /**
   * Before a D.1 solve that puts bonuses on p's pairs: hold the first candidate whose pair with p
   * is tight above the order field (the one isFavourite and swapToFavourite stopped at), which the
   * bonuses make the heaviest that an optimum may take. Left out, it came back through a
   * certificate round and a second solve: in a naive 9,999-player round 3 (2025), 73 of a
   * bracket's 184 D.1 solves were made twice, each time for the pair of p with the top S2 player,
   * paired far below in every optimum. (Every tight candidate up to p's mate was a second's
   * reduced costs in a bracket whose MDP's mate is far down the list.)
   */
  private holdFirstTight(p: number, candidates: readonly number[]): void {
    if (this.dirty || !this.graph.lazy) return;
    const c = this.firstTightCandidate(p, candidates);
    if (c >= 0 && c !== this.mateOf(p)) this.edges.bringIn(p, c);
  }

  /** D.3 / C.6: which MDPs are paired; among MDPs of equal score, the highest ranked. */
  private choosePairedMdps(): void {
    const { players, mdpCount, bracketEnd } = this.shape;
    const residents = bracketEnd - mdpCount;
    let level = Infinity;
    let remaining = 0;
    let remainingPaired = 0;
    for (let p = 0; p < mdpCount; p++) {
      if (players[p]!.score < level) {
        level = players[p]!.score;
        remaining = 0;
        remainingPaired = 0;
        for (let q = p; q < this.n && players[q]!.score >= level; q++) {
          remaining++;
          if (this.isResident(this.mateOf(q))) remainingPaired++;
        }
      }
      if (remainingPaired === 0) continue;
      if (remaining <= remainingPaired) {
        this.matched[p] = 1;
        continue;
      }
      remaining--;
      if (!this.isResident(this.mateOf(p))) {
        for (let o = mdpCount; o < bracketEnd; o++) if (this.hasEdge(p, o)) this.put(p, o, 1);
        this.solve();
      }
      if (this.isResident(this.mateOf(p))) {
        this.matched[p] = 1;
        remainingPaired--;
        for (let o = mdpCount; o < bracketEnd; o++)
          if (this.hasEdge(p, o)) this.put(p, o, residents + 1);
      }
    }
  }

  /** B.7 / D.1: each paired MDP, in order, meets the highest S2 resident that keeps the optimum. */
  private chooseMdpOpponents(): void {
    const { mdpCount, bracketEnd } = this.shape;
    for (let p = 0; p < mdpCount; p++) {
      if (!this.matched[p]) continue;
      const candidates: number[] = [];
      for (let o = mdpCount; o < bracketEnd; o++)
        if (!this.matched[o] && this.hasEdge(p, o)) candidates.push(o);
      if (
        !this.isFavourite(p, this.mateOf(p), candidates) &&
        !this.swapToFavourite(p, candidates)
      ) {
        this.holdFirstTight(p, candidates);
        let bonus = this.n;
        for (let k = candidates.length - 1; k >= 0; k--) this.put(p, candidates[k]!, bonus++);
        this.solve();
      }
      const o = this.mateOf(p);
      if (!this.isResident(o)) throw new Error('internal: a chosen MDP lost its opponent');
      this.finalize(p, o);
    }
  }

  /** B.6 / D.1-D.2 on the remainder (or the whole homogeneous bracket). */
  private pairRemainder(): void {
    const { mdpCount, bracketEnd } = this.shape;
    const remainder: number[] = [];
    for (let o = mdpCount; o < bracketEnd; o++) if (this.mateOf(o) >= mdpCount) remainder.push(o);
    let s1Size = 0;
    for (const o of remainder) if (this.mateOf(o) < o) s1Size++;
    const size = remainder.length;
    const twoPcb = this.edges.twoPcb;
    // D.2.a-b: fewest exchanges, then the smallest BSN-sum difference: the
    // higher member of each pair should be in the original S1 and as high as possible.
    const exchangeOrder = (r: number) => ((r < s1Size ? 1 : 0) * twoPcb - r) * 2;
    const inS1Role = (x: number) => {
      const m = this.mateOf(x);
      return m > x && m < bracketEnd;
    };
    let exchanges = 0;
    for (let r = 0; r < s1Size; r++) if (!inS1Role(remainder[r]!)) exchanges++;
    // An optimum that already pairs every player of the original S1 downwards
    // is also the best under D.2.a-b (no exchange, the smallest BSN sum):
    // nothing to re-optimise then.
    const withoutExchanges = exchanges > 0 && this.pairWithoutExchanges(remainder, s1Size);
    this.weighOptima = false;
    const exchangeWeights = exchanges > 0 && !withoutExchanges;
    if (exchangeWeights) {
      for (let ra = 0; ra < size; ra++)
        for (let rb = ra + 1; rb < size; rb++)
          this.put(remainder[ra]!, remainder[rb]!, exchangeOrder(ra));
      this.solve();
    }
    // D.2.a: without exchange weights the optimum is one without exchanges (pairWithoutExchanges):
    // D.2.c-d have nothing to choose. (Their bonuses would only add the same amount to every
    // pairing left: all of S1 is paired with S2, the pairs inside S1 and S2 being out.)
    exchanges = 0;
    if (exchangeWeights) for (let r = 0; r < s1Size; r++) if (!inS1Role(remainder[r]!)) exchanges++;

    // D.2.c: move down from S1 the players with the highest BSNs.
    let left = exchanges;
    for (let r = s1Size - 1; r >= 0 && left > 0; r--) {
      const i = remainder[r]!;
      if (inS1Role(i)) {
        for (let rr = r + 1; rr < size; rr++) {
          const j = remainder[rr]!;
          if (this.hasEdge(i, j)) this.put(i, j, exchangeOrder(r) - 1);
        }
        this.solve();
      }
      const exchanged = !inS1Role(i);
      if (exchanged) left--;
      for (let rr = r + 1; rr < size; rr++) {
        const j = remainder[rr]!;
        if (exchanged) this.removeEdge(i, j);
        else this.put(i, j, exchangeOrder(r));
      }
    }

    // D.2.d: move up from S2 the players with the lowest BSNs. The last one
    // follows from the BSN sum fixed by D.2.b.
    left = exchanges;
    for (let r = s1Size; r < size && left > 1; r++) {
      const i = remainder[r]!;
      const already = inS1Role(i);
      if (!already) {
        for (let rr = r + 1; rr < size; rr++) {
          const j = remainder[rr]!;
          if (this.hasEdge(i, j)) this.put(i, j, exchangeOrder(r) + 1);
        }
        this.solve();
      }
      if (inS1Role(i)) {
        left--;
        // Moved into S1 by the exchange: paired inside the bracket with a
        // lower player (B.3), so neither a higher partner nor a downfloat
        // below the bracket is left to him.
        for (let rr = 0; rr < r; rr++) this.removeEdge(remainder[rr]!, i);
        for (let o = bracketEnd; o < this.n; o++) this.removeEdge(i, o);
      }
      if (!already)
        for (let rr = r + 1; rr < size; rr++) this.put(i, remainder[rr]!, exchangeOrder(r));
    }

    // S1 and S2 are now fixed: only S1-S2 edges remain. Without exchange
    // weights the kept edges are unchanged and the removed ones are unpaired,
    // so the last optimum stays a certificate for isFavourite.
    // After pairWithoutExchanges found its optimum, the pairs inside S1 and inside S2 are out
    // already and S1 is the original S1: nothing is left to do here.
    if (!withoutExchanges) {
      const s1Role = Uint8Array.from(remainder, (x) => (inS1Role(x) ? 1 : 0));
      // Column by column (b outer): the cells of one column of the triangle are consecutive.
      for (let rb = 1; rb < size; rb++) {
        const b = remainder[rb]!;
        const bInS1 = s1Role[rb] === 1;
        for (let ra = 0; ra < rb; ra++) {
          const a = remainder[ra]!;
          if (s1Role[ra] === 0 || bInS1) {
            if (exchangeWeights) this.removeEdge(a, b);
            else this.removeUnpairedEdge(a, b);
          } else if (exchangeWeights) this.put(a, b, 0);
        }
      }
    }
    // A shape of the bracket alone (round 1 of an open, the last bracket)
    // has only pairs of S1 with S2 left: no odd cycle but those the dummy of
    // an odd shape would close, so it goes (BracketEdges.dropDummy). With
    // players below, it stays: there it spares blossoms (a 9,999-player
    // round 3 takes ten times as long without it).
    const dummyDropped = this.shape.bracketEnd === this.n && this.edges.dropDummy();
    // Every kept edge has lost its exchange weight: solving afresh costs far
    // less than repairing the previous optimum (in a 1000-player bracket,
    // about 0.2 s against several seconds), and gives a certificate for
    // isFavourite again.
    if (exchangeWeights) this.matcher.invalidate();
    if (exchangeWeights || dummyDropped) this.solve();

    // D.1: each S1 player in order meets the highest S2 player that keeps the
    // optimum: bonuses on his edges alone, higher for higher candidates.
    // i's candidates in order, read only as far as isFavourite and swapToFavourite go (mostly one
    // or two): the whole list of every S1 player is half the bracket's pairs.
    const matched = this.matched;
    const edges = this.edges;
    // Candidates that no optimum pairs with any S1 player still to choose (unchosen), and how
    // often a solve passed over each as the first tight one (see unchosenByAll).
    const unchosen = new Uint8Array(this.n);
    const passedOver = new Int32Array(this.n);
    function* candidatesOf(r: number, all = false): Generator<number> {
      const i = remainder[r]!;
      for (let rr = r + 1; rr < size; rr++) {
        const j = remainder[rr]!;
        if (!matched[j] && edges.has(i, j) && (all || !unchosen[j])) yield j;
      }
    }
    // Probes left: each costs two solves, so one that finds the candidate still in an optimum
    // (as when S2's players are passed over by one S1 player and chosen by the next) uses one up,
    // one that rules him out earns one.
    let probes = this.graph.lazy ? 1 : 0;
    for (let r = 0; r < size; r++) {
      const i = remainder[r]!;
      if (!inS1Role(i)) continue;
      if (
        !this.isFavourite(i, this.mateOf(i), candidatesOf(r)) &&
        !this.swapToFavourite(i, candidatesOf(r))
      ) {
        const tight = this.dirty ? -1 : this.firstTightCandidate(i, candidatesOf(r));
        if (this.graph.lazy && tight >= 0 && tight !== this.mateOf(i)) this.edges.bringIn(i, tight);
        // The bonuses of every candidate, those no optimum pairs with i included: the same
        // weights as without unchosenByAll, so the same optimum.
        const list = [...candidatesOf(r, true)];
        list.forEach((j, p) => this.put(i, j, list.length - p));
        this.solve();
        const o = this.mateOf(i);
        if (o === i) throw new Error('internal: an S1 player lost his opponent');
        this.finalize(i, o);
        // Asked again at the 4th, 8th... pass: the optima left shrink as the choices go on.
        if (tight >= 0 && tight !== o && isPowerOfTwoFrom2(++passedOver[tight]!) && probes > 0) {
          unchosen[tight] = this.unchosenByAll(tight, remainder) ? 1 : 0;
          probes += unchosen[tight] ? 1 : -1;
        }
        continue;
      }
      const o = this.mateOf(i);
      if (o === i) throw new Error('internal: an S1 player lost his opponent');
      this.finalize(i, o);
    }
  }

  /**
   * D.1 (B.6): does no optimum left pair c with any player still to choose before him (each
   * player x above c in the remainder, not yet paired, who may meet him)? Then no later choice
   * can be c, and D.1's tests of the first tight candidate (isFavourite, swapToFavourite) pass
   * over him. Asked of a candidate that two solves passed over though his pair was tight: in a naive 9,999-player round 3 (2025) the top S2 player of a bracket of 827 was
   * tight with every S1 player under the duals and in no optimum (paired far below in all of
   * them), and each of 340 D.1 choices needed a solve for that alone.
   *
   * Exact. The optima left only shrink: each choice is the mate of an optimum, and making the
   * pair final keeps that optimum (the value above the order field stays the same, on a graph
   * that only loses pairs). A solve with `bonus` more units of the order field on the pairs of c
   * with those players is an optimum of the same value above the order field that pairs c with
   * one of them whenever some optimum does: at D.1 the only other order units on pairs not final
   * are choosePairedMdps' one unit on each unchosen MDP's pairs, at most mdpCount in a matching,
   * below `bonus`. The bonuses are then taken off again and the bracket solved, so that the next
   * choice starts from an optimum of the bracket's own weights.
   */
  private unchosenByAll(c: number, remainder: readonly number[]): boolean {
    const xs: number[] = [];
    for (const x of remainder) {
      if (x === c) break;
      if (!this.matched[x] && this.hasEdge(x, c)) xs.push(x);
    }
    if (xs.length === 0) return true;
    const orders = xs.map((x) => this.edges.orderOf(x, c));
    const bonus = this.shape.mdpCount + 1;
    xs.forEach((x, k) => this.put(x, c, orders[k]! + bonus));
    this.solve();
    const m = this.mateOf(c);
    const paired = xs.includes(m);
    xs.forEach((x, k) => this.put(x, c, orders[k]!));
    this.solve();
    if (this.stats) {
      this.stats.unchosenProbes++;
      if (!paired) this.stats.unchosenFound++;
    }
    return !paired;
  }

  /**
   * D.2.a: is there an optimum without exchanges? Tried by taking out the
   * pairs inside the original S1 and inside the original S2 and solving
   * again (a lazy bracket afresh: the remainder's pairs then all weigh much
   * the same; a small one from the last optimum). If the optimum keeps its
   * value on every field above the order field and pairs all of S1
   * downwards, it is one of the best pairings and the one D.2 picks; those
   * pairs stay out. Otherwise they are put back.
   */
  private pairWithoutExchanges(remainder: readonly number[], s1Size: number): boolean {
    const orderLimb = this.weights.orderHigh.limb;
    const before = this.optimumWeight.slice();
    // The base weight id of each pair inside S1 or inside S2, in the order of the loop below (0:
    // no pair), to put those taken out back: one number a pair, as there are millions of them in
    // a bracket of thousands (the players follow from the same loop).
    const s2Size = remainder.length - s1Size;
    const sameHalf = (s1Size * (s1Size - 1) + s2Size * (s2Size - 1)) / 2;
    const ids = this.edges.idsAreWide() ? new Int32Array(sameHalf) : new Uint16Array(sameHalf);
    // Column by column (b outer): the cells of one column of the triangle are consecutive.
    const forEachSameHalf = (visit: (a: number, b: number, index: number) => void) => {
      let index = 0;
      for (let rb = 1; rb < remainder.length; rb++) {
        const b = remainder[rb]!;
        for (let ra = rb < s1Size ? 0 : s1Size; ra < rb; ra++) visit(remainder[ra]!, b, index++);
      }
    };
    for (let rb = 1, index = 0; rb < remainder.length; rb++) {
      const from = rb < s1Size ? 0 : s1Size;
      this.edges.takeOutColumn(remainder[rb]!, remainder, from, rb, ids, index);
      index += rb - from;
    }
    this.dirty = true;
    // A small bracket repairs its optimum faster than it solves afresh (a 500-player round: 10%
    // less in its matchings); a lazy one, whose pairs out of the matcher would all need their
    // certificate again, solves afresh.
    if (this.graph.lazy) this.matcher.invalidate();
    this.solve();
    const after = this.optimumWeight;
    let same = true;
    for (let k = 0; k < orderLimb; k++) if (after[k] !== before[k]) same = false;
    for (let r = 0; r < s1Size && same; r++) {
      const x = remainder[r]!;
      const m = this.mateOf(x);
      if (!(m > x && m < this.shape.bracketEnd)) same = false;
    }
    if (same) return true;
    forEachSameHalf((a, b, index) => {
      if (ids[index] === 0) return;
      this.edges.restore(a, b, ids[index]!);
      this.dirty = true;
    });
    return false;
  }
}

/** 2, 4, 8, ...: when to ask again whether a candidate passed over is in an optimum left. */
function isPowerOfTwoFrom2(k: number): boolean {
  return k >= 2 && (k & (k - 1)) === 0;
}
