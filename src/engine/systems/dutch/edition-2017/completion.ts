import { CardinalityMatcher } from '../../../matching/index.js';
import type { DutchRules } from './bracket-weights.js';
import type { DutchPlayer, RoundContext } from '../player-state.js';

/**
 * C.04.3 A.9: can the round pairing still be completed? Every player to be
 * paired gets an opponent compatible under the absolute criteria, except
 * one who gets the pairing-allocated bye and must be eligible for it (C.2).
 * Players whose pairs are final are taken out.
 */
export class CompletionCheck {
  private readonly matcher: CardinalityMatcher;
  private readonly index = new Map<number, number>();

  constructor(players: readonly DutchPlayer[], rules: DutchRules, ctx: RoundContext) {
    const n = players.length;
    // An odd number of players gets a stand-in for the bye.
    this.matcher = new CardinalityMatcher(n + (n % 2));
    players.forEach((p, i) => this.index.set(p.id, i));
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++)
        if (rules.compatible(players[i]!, players[j]!, ctx)) this.matcher.setEdge(i, j, true);
      if (n % 2 === 1 && rules.eligibleForBye(players[i]!, ctx)) this.matcher.setEdge(i, n, true);
    }
  }

  /** Take a final pair out of the round. */
  fix(a: DutchPlayer, b: DutchPlayer): void {
    this.matcher.setVertexEnabled(this.index.get(a.id)!, false);
    this.matcher.setVertexEnabled(this.index.get(b.id)!, false);
  }

  canComplete(): boolean {
    this.matcher.solve();
    return this.matcher.isPerfect();
  }
}
