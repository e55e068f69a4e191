import type { DutchRules } from './bracket-weights.js';
import type { Matcher, MatcherFactory } from './matcher.js';
import type { DutchPlayer, RoundContext } from './player-state.js';

/**
 * C.04.3 A.9: can the round pairing still be completed? Every player to be
 * paired gets an opponent compatible under the absolute criteria, except
 * one who gets the pairing-allocated bye and must be eligible for it (C.2).
 * Players whose pairs are final are taken out.
 */
export class CompletionCheck {
  private readonly matcher: Matcher;
  private readonly index = new Map<number, number>();
  private readonly vertices: number;
  private readonly removed: Uint8Array;

  constructor(
    players: readonly DutchPlayer[],
    rules: DutchRules,
    ctx: RoundContext,
    createMatcher: MatcherFactory,
  ) {
    const n = players.length;
    // An odd number of players gets a stand-in for the bye.
    this.vertices = n + (n % 2);
    this.removed = new Uint8Array(this.vertices);
    this.matcher = createMatcher(this.vertices, 1);
    const one = [1];
    players.forEach((p, i) => this.index.set(p.id, i));
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++)
        if (rules.compatible(players[i]!, players[j]!, ctx)) this.matcher.setWeight(i, j, one);
      if (n % 2 === 1 && rules.eligibleForBye(players[i]!, ctx)) this.matcher.setWeight(i, n, one);
    }
  }

  /** Take a final pair out of the round. */
  fix(a: DutchPlayer, b: DutchPlayer): void {
    for (const p of [a, b]) {
      const v = this.index.get(p.id)!;
      this.removed[v] = 1;
      for (let k = 0; k < this.vertices; k++) if (k !== v) this.matcher.setWeight(v, k, [0]);
    }
  }

  canComplete(): boolean {
    this.matcher.solve();
    for (let v = 0; v < this.vertices; v++)
      if (!this.removed[v] && this.matcher.mate(v) < 0) return false;
    return true;
  }
}
