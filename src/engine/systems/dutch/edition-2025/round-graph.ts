import type { MatcherFactory, Matcher } from '../matcher.js';
import type { BracketGraph } from '../pair-bracket.js';
import type { PairCompatibility } from '../pair-compatibility.js';
import type { DutchPlayer } from '../player-state.js';
import { completionUnits, type RoundLayout2025 } from './weights.js';

/**
 * Raised from a bracket-only matching when one of its optima leaves the rest
 * of the round impossible to complete ([C4]) or the bye to a player above
 * the lowest score it can have ([C5]).
 */
export class CompletionBinds extends Error {
  constructor() {
    super('internal: the bracket needs the whole round in its matching');
  }
}

/**
 * The 2025 matching of every player still to pair ([C4] holds in every
 * bracket), used from the first bracket whose bracket-only optima cannot
 * all be completed. A pair outside the bracket being paired counts for
 * [C4] and [C5] only.
 */
export class WholeRoundGraph {
  readonly matcher: Matcher;
  private readonly vertexOf = new Map<DutchPlayer, number>();
  private readonly weight: Float64Array;
  /** Per vertex: the player's place in `compatible`, and whether he may take the bye ([C5]). */
  private readonly places: Int32Array;
  private readonly candidates: Uint8Array;

  constructor(
    private readonly players: readonly DutchPlayer[],
    private readonly layout: RoundLayout2025,
    candidate: (p: DutchPlayer) => boolean,
    /** [C1] and [C3] for the round's players. */
    private readonly compatible: PairCompatibility,
    createMatcher: MatcherFactory,
  ) {
    const n = players.length;
    this.matcher = createMatcher(n, layout.layout.limbs);
    this.weight = layout.layout.zero();
    this.places = Int32Array.from(players, (p) => compatible.placeOf(p));
    this.candidates = Uint8Array.from(players, (p) => (candidate(p) ? 1 : 0));
    players.forEach((p, i) => this.vertexOf.set(p, i));
    for (let j = 0; j < n; j++) for (let i = 0; i < j; i++) this.setCompletionWeight(i, j);
  }

  /** The graph for pairing a bracket of `shape` (its first `mdpCount` players are the MDPs). */
  forBracket(shape: readonly DutchPlayer[], mdpCount: number): BracketGraph {
    const vertices = shape.map((p) => this.vertexOf.get(p)!);
    const index = new Map<number, number>(vertices.map((v, i) => [v, i]));
    // MDPs never meet inside the bracket (B.3); until they are paired lower
    // down, a pair of them counts for [C4] and [C5] only.
    for (let b = 1; b < mdpCount; b++)
      for (let a = 0; a < b; a++) this.setCompletionWeight(vertices[a]!, vertices[b]!);
    return {
      matcher: this.matcher,
      vertex: (i) => vertices[i]!,
      indexOf: (v) => index.get(v) ?? -1,
      vertexCount: this.players.length,
    };
  }

  private setCompletionWeight(i: number, j: number): void {
    const w = this.weight;
    w.fill(0);
    if (this.compatible.allows(this.places[i]!, this.places[j]!)) {
      const c = this.layout.completion;
      w[c.limb] = completionUnits(this.candidates[i] === 1, this.candidates[j] === 1) * c.unit;
    }
    this.matcher.setWeight(i, j, w);
  }
}
