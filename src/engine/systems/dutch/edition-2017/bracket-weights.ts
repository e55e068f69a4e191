import { addColourCriteria, colourKind } from '../colour-criteria.js';
import type { BracketShape } from '../pair-bracket.js';
import { PairCompatibility } from '../pair-compatibility.js';
import type { DutchPlayer, RoundContext } from '../player-state.js';
import { kindNumbers } from '../weight-kinds.js';
import { addOrderFields, addTo, bitsFor, type Field, WeightLayout } from '../weight-layout.js';

/**
 * The criteria that differ between the editions of the Dutch system, seen
 * from the bracket machinery. Everything else (the absolute criteria C.1
 * and C.3 in PairCompatibility, brackets, the sequential choice of
 * candidates, colours) is shared.
 */
export interface DutchRules {
  /** May the player receive the pairing-allocated bye? */
  eligibleForBye(p: DutchPlayer, ctx: RoundContext): boolean;
}

/** A float as the weights read it, per player and round back. */
const DOWN = 1;
const UP = 2;

/** Fields kept by the value they count (a score difference in tenths, never negative). */
type FieldsByValue = readonly Field[];

/**
 * Edge weights for one bracket, C.04.3 (2017) C.4 to C.19 in priority order,
 * followed by a field left for the sequential candidate order of section D.
 * Everything that depends on one player alone is worked out once per
 * bracket: weight() is asked for every pair.
 */
export class BracketWeights {
  readonly layout = new WeightLayout();
  /** Section D's order of candidates, in two limbs (see EdgeWeights). */
  readonly orderHigh: Field;
  readonly order: Field;
  private readonly completion: Field | null;
  private readonly pairs: Field;
  private readonly psd: FieldsByValue;
  private readonly nextPairs: Field | null;
  private readonly nextPsd: FieldsByValue | null;
  private readonly colour: Field[];
  private readonly floats: {
    down: Field;
    up: Field;
    sdDown: FieldsByValue;
    sdUp: FieldsByValue;
  }[];
  private readonly minScore: number;
  /** Per player of the shape: C.2, may he have the pairing-allocated bye? */
  private readonly bye: Uint8Array;
  /** Per player of the shape: his place in `compatible`. */
  private readonly places: Int32Array;
  /** Per round back (index k: k + 1 rounds back), per player of the shape: DOWN, UP or 0. */
  private readonly floated: Uint8Array[];
  /** Bits for counting the bracket's players; the unit of the D.2 order field. */
  readonly playerCountBits: number;
  readonly kinds: Int32Array;

  constructor(
    private readonly shape: BracketShape,
    rules: DutchRules,
    ctx: RoundContext,
    /** C.1 and C.3 for the round's players; by default for the shape's alone. */
    private readonly compatible: PairCompatibility = new PairCompatibility(shape.players, ctx),
  ) {
    const { players, mdpCount, bracketEnd, special, final } = shape;
    const n = players.length;
    this.minScore = players[n - 1]!.score;
    this.bye = Uint8Array.from(players, (p) => (rules.eligibleForBye(p, ctx) ? 1 : 0));
    this.places = Int32Array.from(players, (p) => compatible.placeOf(p));

    const sdCounts = this.scoreDifferenceCounts();
    const values = [...sdCounts.keys()].sort((a, b) => b - a);
    const pcb = bitsFor(bracketEnd - mdpCount);
    this.playerCountBits = pcb;
    const nextPcb = bitsFor(n - bracketEnd);
    const L = this.layout;
    const sdFields = () => {
      const ids = new Map<number, number>();
      for (const v of values) ids.set(v, L.add(bitsFor(sdCounts.get(v)!)));
      return ids;
    };

    // C.4 (only in the PPB and the last bracket): complete the round pairing,
    // the pairing-allocated bye going to a player eligible for it (C.2).
    const completionId = special ? L.add(bitsFor(3 * n) + 1) : -1;
    const pairsId = L.add(pcb); // C.5
    const psdIds = sdFields(); // C.6
    // C.7: the next bracket's pairs and PSD.
    const nextPairsId = special ? -1 : L.add(final ? Math.max(pcb, nextPcb) + 3 : nextPcb);
    const nextPsdIds = special ? null : sdFields();
    const colourIds = [L.add(pcb), L.add(pcb), L.add(pcb), L.add(pcb)]; // C.8-C.11
    const floatIds: {
      down: number;
      up: number;
      sdDown: Map<number, number>;
      sdUp: Map<number, number>;
    }[] = [];
    const back = Math.min(ctx.playedRounds, 2);
    const downUp: { down: number; up: number }[] = [];
    for (let k = 0; k < back; k++) downUp.push({ down: L.add(pcb), up: L.add(pcb) }); // C.12-C.15
    const sdDownUp: { sdDown: Map<number, number>; sdUp: Map<number, number> }[] = [];
    for (let k = 0; k < back; k++) sdDownUp.push({ sdDown: sdFields(), sdUp: sdFields() }); // C.16-C.19
    for (let k = 0; k < back; k++) floatIds.push({ ...downUp[k]!, ...sdDownUp[k]! });
    // Section D, filled in by the bracket pairing (MDP choices count up from the number of players).
    const orderFields = addOrderFields(L, pcb, n);
    L.seal();

    const f = (id: number) => L.field(id);
    const fm = (ids: Map<number, number>) => {
      const byValue: Field[] = [];
      for (const [v, id] of ids) byValue[v] = f(id);
      return byValue;
    };
    this.completion = completionId >= 0 ? f(completionId) : null;
    this.pairs = f(pairsId);
    this.psd = fm(psdIds);
    this.nextPairs = nextPairsId >= 0 ? f(nextPairsId) : null;
    this.nextPsd = nextPsdIds ? fm(nextPsdIds) : null;
    this.colour = colourIds.map(f);
    this.floats = floatIds.map((x) => ({
      down: f(x.down),
      up: f(x.up),
      sdDown: fm(x.sdDown),
      sdUp: fm(x.sdUp),
    }));
    this.floated = this.floats.map((_, k) =>
      Uint8Array.from(players, (p) => {
        const float = p.float(k + 1);
        return float === 'down' ? DOWN : float === 'up' ? UP : 0;
      }),
    );
    ({ orderHigh: this.orderHigh, order: this.order } = orderFields());
    // Everything weight() reads of one player: in the bracket or below, C.2, his score, his
    // floats and his colours.
    this.kinds = kindNumbers(
      players.map((p, x) =>
        [
          x < bracketEnd ? 1 : 0,
          this.bye[x],
          p.score,
          this.floated.map((f) => f[x]).join(':'),
          colourKind(p),
        ].join('|'),
      ),
    );
  }

  allows(i: number, j: number): boolean {
    return this.compatible.allows(this.places[i]!, this.places[j]!);
  }

  allowedBefore(j: number, out: Uint8Array): void {
    this.compatible.allowedBefore(this.places, j, out);
  }

  /**
   * Upper bounds on how often each score difference can occur in one
   * pairing of the bracket (A.8): one per downfloater, and one per pair,
   * counting a player's opponents of equal score once.
   */
  private scoreDifferenceCounts(): Map<number, number> {
    const { players, mdpCount, bracketEnd } = this.shape;
    const counts = new Map<number, number>();
    const bump = (v: number) => counts.set(v, (counts.get(v) ?? 0) + 1);
    for (let p = 0; p < bracketEnd; p++) {
      bump(this.floaterDifference(players[p]!));
      const first = Math.max(mdpCount, p + 1);
      for (let o = first; o < bracketEnd; o++) {
        if (o === first || players[o]!.score < players[o - 1]!.score)
          bump(players[p]!.score - players[o]!.score);
      }
    }
    return counts;
  }

  /** A.8: a downfloater's SD against one point below the lowest score. */
  private floaterDifference(p: DutchPlayer): number {
    return p.score - this.minScore + 10;
  }

  /**
   * Write the weight of pairing players i < j of the shape (i ranked higher)
   * into w; false when they may not meet.
   */
  weight(i: number, j: number, w: Float64Array): boolean {
    if (!this.compatible.allows(this.places[i]!, this.places[j]!)) return false;
    const { players, bracketEnd, special } = this.shape;
    const h = players[i]!;
    const l = players[j]!;
    w.fill(0);
    const hIn = i < bracketEnd;
    const lIn = j < bracketEnd;
    const byeWeight = 1 + (this.bye[i] ? 0 : 1) + (this.bye[j] ? 0 : 1);
    if (this.completion) addTo(w, this.completion, byeWeight);
    if (lIn) {
      addTo(w, this.pairs, 1); // C.5
      // C.6: pairing two players removes two downfloaters and adds a pair.
      addTo(w, this.psd[this.floaterDifference(h)]!, 1);
      addTo(w, this.psd[this.floaterDifference(l)]!, 1);
      addTo(w, this.psd[h.score - l.score]!, -1);
    }
    if (!special) {
      // C.7: as many pairs as possible in the next bracket, with the highest scores.
      addTo(w, this.nextPairs!, this.shape.final ? byeWeight : lIn ? 0 : 1);
      if (hIn) addTo(w, this.nextPsd![this.floaterDifference(h)]!, 1);
      if (lIn) addTo(w, this.nextPsd![this.floaterDifference(l)]!, 1);
    }
    if (lIn) addColourCriteria(w, this.colour, l, h); // C.8-C.11
    if (lIn) this.addFloatCriteria(w, i, j);
    return true;
  }

  /** C.12-C.19, for a pair inside the bracket: i is the higher ranked player. */
  private addFloatCriteria(w: Float64Array, i: number, j: number): void {
    const { players } = this.shape;
    const h = players[i]!;
    const l = players[j]!;
    const hFloatsDown = h.score > l.score;
    for (let k = 0; k < this.floats.length; k++) {
      const f = this.floats[k]!;
      const floated = this.floated[k]!;
      const hDown = floated[i] === DOWN;
      const lDown = floated[j] === DOWN;
      const lUp = floated[j] === UP;
      // C.12 / C.14: who floated down then is not floated down again.
      addTo(w, f.down, (lDown ? 1 : 0) + (!hFloatsDown && hDown ? 1 : 0));
      // C.13 / C.15: who floated up then is not floated up again.
      if (hFloatsDown && lUp) addTo(w, f.up, -1);
      // C.16 / C.18: minimise the score differences of repeated downfloaters.
      if (lDown) addTo(w, f.sdDown[this.floaterDifference(l)]!, 1);
      if (hDown) {
        addTo(w, f.sdDown[this.floaterDifference(h)]!, 1);
        if (hFloatsDown) addTo(w, f.sdDown[h.score - l.score]!, -1);
      }
      // C.17 / C.19: minimise the score differences of repeated upfloaters.
      if (lUp && hFloatsDown) addTo(w, f.sdUp[h.score - l.score]!, -1);
    }
  }
}
