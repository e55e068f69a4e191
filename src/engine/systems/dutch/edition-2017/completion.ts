import { CardinalityMatcher } from '../../../matching/index.js';
import type { PairCompatibility } from '../pair-compatibility.js';
import type { DutchPlayer } from '../player-state.js';

/**
 * C.04.3 A.9: can the round pairing still be completed? Every player to be
 * paired gets an opponent compatible under the absolute criteria, except
 * one who gets the pairing-allocated bye and must be eligible for it (C.2).
 * Players whose pairs are final are taken out.
 */
export class CompletionCheck {
  private readonly matcher: CardinalityMatcher;

  /** `compatible` holds the players in the order given. */
  constructor(
    players: readonly DutchPlayer[],
    private readonly compatible: PairCompatibility,
    eligibleForBye: (p: DutchPlayer) => boolean,
  ) {
    const n = players.length;
    // An odd number of players gets a stand-in for the bye.
    this.matcher = new CardinalityMatcher(n + (n % 2));
    const { words, bits } = compatible.bitRows();
    this.matcher.setEdgesFromBitRows(n, words, bits);
    if (n % 2 === 1)
      for (let i = 0; i < n; i++) if (eligibleForBye(players[i]!)) this.matcher.setEdge(i, n, true);
  }

  /** Take a final pair out of the round. */
  fix(a: DutchPlayer, b: DutchPlayer): void {
    this.matcher.setVertexEnabled(this.compatible.placeOf(a), false);
    this.matcher.setVertexEnabled(this.compatible.placeOf(b), false);
  }

  canComplete(): boolean {
    this.matcher.solve();
    return this.matcher.isPerfect();
  }
}
