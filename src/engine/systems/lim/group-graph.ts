import { isCompatible } from './colours.js';
import { CardinalityMatcher } from '../../matching/index.js';
import type { LimPlayer, LimRound } from './player-state.js';

/** The compatibility graph (Lim 2.1, with 6 in the last round) of some players. */
export class CompatibilityGraph {
  readonly players: readonly LimPlayer[];
  readonly adjacency: number[][];
  private readonly index = new Map<number, number>();

  constructor(players: readonly LimPlayer[], round: LimRound) {
    this.players = players;
    players.forEach((p, i) => this.index.set(p.id, i));
    this.adjacency = players.map(() => []);
    for (let i = 0; i < players.length; i++)
      for (let j = i + 1; j < players.length; j++)
        if (isCompatible(players[i]!, players[j]!, round)) {
          this.adjacency[i]!.push(j);
          this.adjacency[j]!.push(i);
        }
  }

  indexOf(p: LimPlayer): number {
    const i = this.index.get(p.id);
    if (i === undefined) throw new Error(`internal: player ${p.id} is not in this graph`);
    return i;
  }

  hasCompatibleOpponent(p: LimPlayer): boolean {
    return this.adjacency[this.indexOf(p)]!.length > 0;
  }

  /**
   * A maximum-cardinality matcher over this graph with only `subset` in
   * play, for look-ahead questions: "the exchanges to find a compatible
   * opponent for Player #2 must at the same time leave Player #1 with a
   * compatible opponent" (Lim 4.4) generalises to "every choice must leave
   * the rest pairable", a perfect-matching question.
   */
  matcherFor(subset: readonly LimPlayer[]): CardinalityMatcher {
    const m = new CardinalityMatcher(this.players.length);
    this.adjacency.forEach((row, i) => {
      for (const j of row) if (i < j) m.setEdge(i, j, true);
      m.setVertexEnabled(i, false);
    });
    for (const p of subset) m.setVertexEnabled(this.indexOf(p), true);
    return m;
  }

  /** Can all of `subset` be paired with each other? */
  canPairAll(subset: readonly LimPlayer[]): boolean {
    if (subset.length % 2 === 1) return false;
    const m = this.matcherFor(subset);
    m.solve();
    return m.isPerfect();
  }

  /**
   * Can every player of `required` be given an opponent from `subset` at
   * once? Decided as a perfect matching of `subset` in which the players who
   * may stay unpaired are also joined to each other (and to one spare
   * vertex when the count is odd).
   */
  canCover(subset: readonly LimPlayer[], required: readonly LimPlayer[]): boolean {
    const k = subset.length;
    const local = new Map<number, number>(subset.map((p, i) => [this.indexOf(p), i]));
    const needed = new Set(required.map((p) => this.indexOf(p)));
    const spare = k % 2 === 1 ? k : -1;
    const m = new CardinalityMatcher(k + (spare >= 0 ? 1 : 0));
    const optional: number[] = [];
    subset.forEach((p, i) => {
      const v = this.indexOf(p);
      for (const w of this.adjacency[v]!) {
        const j = local.get(w);
        if (j !== undefined && i < j) m.setEdge(i, j, true);
      }
      if (!needed.has(v)) optional.push(i);
    });
    for (const i of optional) {
      for (const j of optional) if (i < j) m.setEdge(i, j, true);
      if (spare >= 0) m.setEdge(i, spare, true);
    }
    m.solve();
    return m.isPerfect();
  }

  /**
   * The players of `subset` (odd in number) whose removal leaves the others
   * pairable: a maximum matching misses one player u; another player x can
   * go instead when the mate x leaves behind reaches u by an augmenting path.
   */
  removableForPerfectPairing(subset: readonly LimPlayer[]): Set<number> {
    const result = new Set<number>();
    const m = this.matcherFor(subset);
    if (m.solve() !== (subset.length - 1) / 2) return result;
    for (const p of subset) {
      const x = this.indexOf(p);
      const y = m.mate(x);
      if (y < 0) {
        result.add(p.id);
        continue;
      }
      const saved = m.saveMates();
      m.setVertexEnabled(x, false);
      if (m.augmentFrom(y)) result.add(p.id);
      m.setVertexEnabled(x, true);
      m.restoreMates(saved);
    }
    return result;
  }
}
