import { addColourCriteria } from '../colour-criteria.js';
import type { BracketShape } from '../pair-bracket.js';
import type { DutchPlayer, RoundContext } from '../player-state.js';
import { addOrderFields, addTo, bitsFor, type Field, WeightLayout } from '../weight-layout.js';

/**
 * The criteria that differ between the editions of the Dutch system, seen
 * from the bracket machinery. Everything else (brackets, the sequential
 * choice of candidates, colours) is shared.
 */
export interface DutchRules {
  /** Absolute criteria: may these two players meet at all this round? */
  compatible(a: DutchPlayer, b: DutchPlayer, ctx: RoundContext): boolean;
  /** May the player receive the pairing-allocated bye? */
  eligibleForBye(p: DutchPlayer, ctx: RoundContext): boolean;
}

/**
 * Edge weights for one bracket, C.04.3 (2017) C.4 to C.19 in priority order,
 * followed by a field left for the sequential candidate order of section D.
 */
export class BracketWeights {
  readonly layout = new WeightLayout();
  /** Section D's order of candidates, in two limbs (see EdgeWeights). */
  readonly orderHigh: Field;
  readonly order: Field;
  private readonly completion: Field | null;
  private readonly pairs: Field;
  private readonly psd: Map<number, Field>;
  private readonly nextPairs: Field | null;
  private readonly nextPsd: Map<number, Field> | null;
  private readonly colour: Field[];
  private readonly floats: {
    down: Field;
    up: Field;
    sdDown: Map<number, Field>;
    sdUp: Map<number, Field>;
  }[];
  private readonly minScore: number;
  private readonly bye: boolean[];
  /** Bits for counting the bracket's players; the unit of the D.2 order field. */
  readonly playerCountBits: number;

  constructor(
    private readonly shape: BracketShape,
    private readonly rules: DutchRules,
    private readonly ctx: RoundContext,
  ) {
    const { players, mdpCount, bracketEnd, special, final } = shape;
    const n = players.length;
    this.minScore = players[n - 1]!.score;
    this.bye = players.map((p) => rules.eligibleForBye(p, ctx));

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
    const fm = (ids: Map<number, number>) => new Map([...ids].map(([v, id]) => [v, f(id)]));
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
    ({ orderHigh: this.orderHigh, order: this.order } = orderFields());
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
    const { players, bracketEnd, special } = this.shape;
    const h = players[i]!;
    const l = players[j]!;
    if (!this.rules.compatible(h, l, this.ctx)) return false;
    w.fill(0);
    const hIn = i < bracketEnd;
    const lIn = j < bracketEnd;
    const byeWeight = 1 + (this.bye[i] ? 0 : 1) + (this.bye[j] ? 0 : 1);
    if (this.completion) addTo(w, this.completion, byeWeight);
    if (lIn) {
      addTo(w, this.pairs, 1); // C.5
      // C.6: pairing two players removes two downfloaters and adds a pair.
      addTo(w, this.psd.get(this.floaterDifference(h))!, 1);
      addTo(w, this.psd.get(this.floaterDifference(l))!, 1);
      addTo(w, this.psd.get(h.score - l.score)!, -1);
    }
    if (!special) {
      // C.7: as many pairs as possible in the next bracket, with the highest scores.
      addTo(w, this.nextPairs!, this.shape.final ? byeWeight : lIn ? 0 : 1);
      if (hIn) addTo(w, this.nextPsd!.get(this.floaterDifference(h))!, 1);
      if (lIn) addTo(w, this.nextPsd!.get(this.floaterDifference(l))!, 1);
    }
    if (lIn) addColourCriteria(w, this.colour, l, h); // C.8-C.11
    if (lIn) this.addFloatCriteria(w, h, l);
    return true;
  }

  /** C.12-C.19, for a pair inside the bracket: h is the higher ranked player. */
  private addFloatCriteria(w: Float64Array, h: DutchPlayer, l: DutchPlayer): void {
    this.floats.forEach((f, k) => {
      const back = k + 1;
      const hDown = h.float(back) === 'down';
      const lDown = l.float(back) === 'down';
      const lUp = l.float(back) === 'up';
      const hFloatsDown = h.score > l.score;
      // C.12 / C.14: who floated down then is not floated down again.
      addTo(w, f.down, (lDown ? 1 : 0) + (!hFloatsDown && hDown ? 1 : 0));
      // C.13 / C.15: who floated up then is not floated up again.
      if (hFloatsDown && lUp) addTo(w, f.up, -1);
      // C.16 / C.18: minimise the score differences of repeated downfloaters.
      if (lDown) addTo(w, f.sdDown.get(this.floaterDifference(l))!, 1);
      if (hDown) {
        addTo(w, f.sdDown.get(this.floaterDifference(h))!, 1);
        if (hFloatsDown) addTo(w, f.sdDown.get(h.score - l.score)!, -1);
      }
      // C.17 / C.19: minimise the score differences of repeated upfloaters.
      if (lUp && hFloatsDown) addTo(w, f.sdUp.get(h.score - l.score)!, -1);
    });
  }
}
