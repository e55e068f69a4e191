import { CardinalityMatcher } from '../../../matching/index.js';
import { PairCompatibility } from '../pair-compatibility.js';
import type { DutchPlayer, RoundContext } from '../player-state.js';

/**
 * 2025 [C4] with [C5], for the players of a round not yet paired: can each
 * of them get an opponent allowed by [C1]-[C3], with (for an odd number)
 * one of them left for the pairing-allocated bye, to whom the bye is open?
 * A cardinality matching over the round's players in rank order, plus a
 * stand-in vertex for the bye; players already paired are switched off.
 */
export class RoundCompletion {
  private readonly matcher: CardinalityMatcher;
  private readonly n: number;
  /** Players currently switched off in the matcher. */
  private readonly off: Uint8Array;
  /** The answer for the current state, when it has been solved since the last change. */
  private known: boolean | null = null;

  constructor(
    sorted: readonly DutchPlayer[],
    ctx: RoundContext,
    /** [C1] and [C3] for `sorted`, in its order. */
    compatible: PairCompatibility = new PairCompatibility(sorted, ctx),
  ) {
    const n = sorted.length;
    this.n = n;
    this.off = new Uint8Array(n);
    this.matcher = new CardinalityMatcher(n + (n % 2));
    const { words, bits } = compatible.bitRows();
    this.matcher.setEdgesFromBitRows(n, words, bits);
  }

  /** With an odd number of players: the bye may go to player i. */
  openBye(i: number): void {
    if (this.n % 2 === 0) throw new Error('internal: no bye with an even number of players');
    this.matcher.setEdge(i, this.n, true);
    this.known = null;
  }

  /** Can every player not marked in `paired` still be paired (one of them to the bye)? */
  holdsWithout(paired: Uint8Array): boolean {
    for (let i = 0; i < this.n; i++) {
      if (paired[i] === this.off[i]) continue;
      this.off[i] = paired[i]!;
      this.matcher.setVertexEnabled(i, paired[i] === 0);
      this.known = null;
    }
    if (this.known === null) {
      this.matcher.solve();
      this.known = this.matcher.isPerfect();
    }
    return this.known;
  }
}
