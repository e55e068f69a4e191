import { absoluteColourClash } from './absolute-criteria.js';
import type { DutchPlayer, RoundContext } from './player-state.js';

/**
 * The absolute criteria (2017 C.1 and C.3, 2025 [C1] and [C3]; as
 * dutchCompatible) for every pair of a list of players at once, a bit per
 * pair by the players' places in the list. Every bracket's weights and the
 * completion checks ask about every pair they hold, so the answers are
 * worked out once per round: most pairs are allowed, and the pairs that
 * are not come from each player's few forbidden opponents and from the two
 * groups of players whose absolute preference insists on one colour.
 */
export class PairCompatibility {
  readonly size: number;
  /** 32-bit words per row. */
  private readonly words: number;
  private readonly bits: Uint32Array;
  private readonly places: Map<DutchPlayer, number>;

  constructor(players: readonly DutchPlayer[], ctx: RoundContext) {
    const n = players.length;
    const words = (n + 31) >>> 5;
    this.size = n;
    this.words = words;
    this.bits = new Uint32Array(n * words);
    this.places = new Map(players.map((p, i) => [p, i]));
    // Every pair allowed, but a player with himself...
    const lastWord = n % 32 === 0 ? 0xffffffff : (1 << (n % 32)) - 1;
    for (let i = 0; i < n; i++) {
      const row = i * words;
      this.bits.fill(0xffffffff, row, row + words - 1);
      this.bits[row + words - 1] = lastWord;
      this.forbid(i, i);
    }
    // ...then C.3: no two players whose absolute preferences insist on the same colour...
    const clashing = { w: [] as number[], b: [] as number[] };
    players.forEach((p, i) => {
      const colour = absoluteColourClash(p, ctx);
      if (colour !== null) clashing[colour].push(i);
    });
    for (const group of [clashing.w, clashing.b])
      for (const i of group) for (const j of group) this.forbid(i, j);
    // ...and C.1: no two who have met (or are an XXP forbidden pair), whichever side says so.
    const placeOfId = new Map(players.map((p, i) => [p.id, i]));
    players.forEach((p, i) => {
      for (const id of p.forbidden) {
        const j = placeOfId.get(id);
        if (j === undefined) continue;
        this.forbid(i, j);
        this.forbid(j, i);
      }
    });
  }

  private forbid(i: number, j: number): void {
    this.bits[i * this.words + (j >>> 5)]! &= ~(1 << (j & 31));
  }

  /** May the players at places i and j of the list meet? */
  allows(i: number, j: number): boolean {
    return ((this.bits[i * this.words + (j >>> 5)]! >>> (j & 31)) & 1) === 1;
  }

  /**
   * out[i] = 1 when the players at places[i] and places[j] may meet, for every i < j, else 0: one
   * row of the matrix read in order (a bracket's set-up asks this of every pair of thousands of
   * players; allows() pair by pair was most of that loop).
   */
  allowedBefore(places: Int32Array, j: number, out: Uint8Array): void {
    const { bits } = this;
    const row = places[j]! * this.words;
    for (let i = 0; i < j; i++) {
      const q = places[i]!;
      out[i] = (bits[row + (q >>> 5)]! >>> (q & 31)) & 1;
    }
  }

  /**
   * The matrix as rows of bits, for CardinalityMatcher.setEdgesFromBitRows: bit j % 32 of word
   * i * words + floor(j / 32) says whether the players at places i and j may meet.
   */
  bitRows(): { words: number; bits: Uint32Array } {
    return { words: this.words, bits: this.bits };
  }

  /** The place of a player in the list. */
  placeOf(p: DutchPlayer): number {
    const i = this.places.get(p);
    if (i === undefined) throw new Error(`internal: player ${p.id} is not in the round's list`);
    return i;
  }
}
