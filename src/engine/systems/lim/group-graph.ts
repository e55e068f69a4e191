import { isCompatible } from './colours.js';
import { canCover, GeneralMatching, hasPerfectMatching } from './matching.js';
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

  /** Can all of `subset` be paired with each other? */
  canPairAll(subset: readonly LimPlayer[]): boolean {
    return hasPerfectMatching(
      this.adjacency,
      subset.map((p) => this.indexOf(p)),
    );
  }

  /** Can every player of `required` be given an opponent from `subset` at once? */
  canCover(subset: readonly LimPlayer[], required: readonly LimPlayer[]): boolean {
    return canCover(
      this.adjacency,
      subset.map((p) => this.indexOf(p)),
      new Set(required.map((p) => this.indexOf(p))),
    );
  }

  /**
   * The players of `subset` (odd in number) whose removal leaves the others
   * pairable: a maximum matching misses one player u; another player x can
   * go instead when the mate x leaves behind reaches u by an augmenting path.
   */
  removableForPerfectPairing(subset: readonly LimPlayer[]): Set<number> {
    const result = new Set<number>();
    const m = new GeneralMatching(this.adjacency);
    m.active.fill(0);
    for (const p of subset) m.active[this.indexOf(p)] = 1;
    if (m.maximise() !== subset.length - 1) return result;
    for (const p of subset) {
      const x = this.indexOf(p);
      if (m.mate[x]! < 0) {
        result.add(p.id);
        continue;
      }
      const saved = m.mate.slice();
      const y = m.mate[x]!;
      m.deactivate(x);
      if (m.augmentFrom(y)) result.add(p.id);
      m.mate.set(saved);
      m.active[x] = 1;
    }
    return result;
  }
}
