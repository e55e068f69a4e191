import { isPlayedGame, recordPoints } from '../../../model/results.js';
import type { PointSystem } from '../../../model/tournament.js';
import type { BracketShape, EdgeWeights } from '../pair-bracket.js';
import { PairCompatibility } from '../pair-compatibility.js';
import type { DutchPlayer, RoundContext } from '../player-state.js';
import { addColourCriteria, colourKind } from '../colour-criteria.js';
import { kindNumbers } from '../weight-kinds.js';
import { addOrderFields, addTo, bitsFor, type Field, WeightLayout } from '../weight-layout.js';

/**
 * 2025 [C2] (C.04.1 Art. 4): no pairing-allocated bye for a player who has
 * already scored, in one single round and without playing, as many points
 * as rewarded for a win (a PAB, a forfeit win, a full-point bye).
 */
export function eligibleForBye2025(p: DutchPlayer, ps: PointSystem): boolean {
  return !p.records.some((rec) => !isPlayedGame(rec) && recordPoints(rec, ps) >= ps.win);
}

/**
 * The criteria of the 2025 edition as fields of one weight layout for the
 * whole round: the 2025 text keeps one matching of every player to pair, so
 * that [C4] (a complete pairing must remain possible) holds in every bracket.
 * Scores enter the weights through per-score fields ("scoregroup fields"):
 * a higher score is a more significant field.
 */
export class RoundLayout2025 {
  readonly layout = new WeightLayout();
  readonly completion: Field;
  readonly pairs: Field;
  readonly scores: Map<number, Field>;
  readonly nextPairs: Field;
  readonly nextScores: Map<number, Field>;
  readonly byePlayedGames: Field;
  readonly colour: Field[];
  readonly floats: {
    down: Field;
    up: Field;
    scoreDown: Map<number, Field>;
    scoreUp: Map<number, Field>;
  }[];
  readonly orderHigh: Field;
  readonly order: Field;
  readonly groupSizeBits: number;

  /**
   * `only`: the scores of the players one matching holds, when it is not the whole round's.
   * The scoregroup fields of the other scores would be zero in each of its weights: leaving
   * them out compares every two of its pairings as before, in far fewer limbs (one field per
   * score and criterion makes 15 limbs by round 9 of a 500-player open).
   */
  constructor(sorted: readonly DutchPlayer[], ctx: RoundContext, only?: ReadonlySet<number>) {
    const counts = new Map<number, number>();
    for (const p of sorted) counts.set(p.score, (counts.get(p.score) ?? 0) + 1);
    const scoresDesc = [...counts.keys()]
      .filter((s) => only === undefined || only.has(s))
      .sort((a, b) => b - a);
    const sgb = bitsFor(Math.max(...counts.values()));
    this.groupSizeBits = sgb;
    const L = this.layout;
    const perScore = () => new Map(scoresDesc.map((s) => [s, L.add(bitsFor(counts.get(s)!))]));
    const completion = L.add(bitsFor(3 * sorted.length) + 1); // [C4], [C5]
    const pairs = L.add(sgb); // [C6]
    const scores = perScore(); // [C7]
    const nextPairs = L.add(sgb); // [C8]: pairs in the next bracket
    const nextScores = perScore(); // [C8]: scores paired in the next bracket
    const byePlayed = L.add(sgb); // [C9]
    const colour = [L.add(sgb), L.add(sgb), L.add(sgb), L.add(sgb)]; // [C10]-[C13]
    const back = Math.min(ctx.playedRounds, 2);
    const du: { down: number; up: number }[] = [];
    for (let k = 0; k < back; k++) du.push({ down: L.add(sgb), up: L.add(sgb) }); // [C14]-[C17]
    const sdu: { scoreDown: Map<number, number>; scoreUp: Map<number, number> }[] = [];
    for (let k = 0; k < back; k++) sdu.push({ scoreDown: perScore(), scoreUp: perScore() }); // [C18]-[C21]
    // Section D order: room for the bonuses of the bracket pairing (MDP choices count up from the number of players).
    const orderFields = addOrderFields(L, sgb, sorted.length);
    L.seal();
    const f = (id: number) => L.field(id);
    const fm = (m: Map<number, number>) => new Map([...m].map(([s, id]) => [s, f(id)]));
    this.completion = f(completion);
    this.pairs = f(pairs);
    this.scores = fm(scores);
    this.nextPairs = f(nextPairs);
    this.nextScores = fm(nextScores);
    this.byePlayedGames = f(byePlayed);
    this.colour = colour.map(f);
    this.floats = du.map((x, k) => ({
      down: f(x.down),
      up: f(x.up),
      scoreDown: fm(sdu[k]!.scoreDown),
      scoreUp: fm(sdu[k]!.scoreUp),
    }));
    ({ orderHigh: this.orderHigh, order: this.order } = orderFields());
  }
}

/** What the 2025 weights know of the pairing-allocated bye. */
export interface ByeOutlook {
  /** [C5]: the lowest score the PAB assignee can have; null with an even number of players. */
  readonly assigneeScore: number | null;
  /** [C9] applies in this bracket: it downfloats exactly one player, the future PAB assignee. */
  readonly singleDownfloaterIsAssignee: boolean;
  /** [C9]: rank of a number of played games among players of the assignee's score. */
  readonly playedGamesRank: ReadonlyMap<number, number>;
}

/**
 * The [C4]/[C5] field of a pair: every pair counts ([C4]: everybody paired),
 * and a pair of players who may not have the bye counts more, so that the
 * player left over is one of the lowest score that can have it ([C5]).
 */
export function completionUnits(aCandidate: boolean, bCandidate: boolean): number {
  return 1 + (aCandidate ? 0 : 1) + (bCandidate ? 0 : 1);
}

/** A float as the weights read it, per player and round back. */
const DOWN = 1;
const UP = 2;

/**
 * Edge weights for one bracket of a 2025 round. Everything that depends on
 * one player alone is worked out once per bracket: weight() is asked for
 * every pair.
 */
export class BracketWeights2025 implements EdgeWeights {
  readonly layout: WeightLayout;
  readonly orderHigh: Field;
  readonly order: Field;
  readonly playerCountBits: number;
  readonly mdpPairsMeet: boolean;
  /** Players of the shape from this one on are below the next scoregroup (see `restFrom`). */
  private readonly restFrom: number;
  /** Per player of the shape: [C5], may he take the bye? */
  private readonly candidate: Uint8Array;
  /** Per player of the shape: his place in `compatible`. */
  private readonly places: Int32Array;
  /** Per player of the shape: his score's [C7] and [C8] fields. */
  private readonly scoreField: Field[];
  private readonly nextScoreField: Field[];
  /** Per player of the shape: his [C9] rank among the assignee's score, 0 at other scores. */
  private readonly byeRank: Int32Array;
  /** Per round back (index k: k + 1 rounds back), per player of the shape: DOWN, UP or 0. */
  private readonly floated: Uint8Array[];
  /** Per round back, per player of the shape: his score's [C18]/[C20] and [C19]/[C21] fields. */
  private readonly scoreDownField: Field[][];
  private readonly scoreUpField: Field[][];
  readonly kinds: Int32Array;

  constructor(
    private readonly round: RoundLayout2025,
    private readonly shape: BracketShape,
    private readonly bye: ByeOutlook,
    ctx: RoundContext,
    /** [C5]: may the player take the bye (eligible, and of the assignee's score or lower)? */
    candidate: (p: DutchPlayer) => boolean,
    /**
     * Whether pairs carry the [C4]/[C5] field: in a matching of every
     * player still to pair they do; a matching of the bracket and the next
     * scoregroup alone leaves it out, and each of its optima is checked
     * against the whole round instead.
     */
    private readonly withCompletion: boolean,
    /** [C1] and [C3] for the round's players; by default for the shape's alone. */
    private readonly compatible: PairCompatibility = new PairCompatibility(shape.players, ctx),
    /**
     * A shape of every player still to pair (with `withCompletion`): its
     * players from this index on are below the next scoregroup, and their
     * pairs, like those of two MDPs, count for [C4] and [C5] only, as in the
     * matching of every player still to pair (round-graph.ts).
     */
    restFrom?: number,
  ) {
    const { players } = shape;
    this.restFrom = restFrom ?? players.length;
    this.mdpPairsMeet = restFrom !== undefined;
    this.layout = round.layout;
    this.orderHigh = round.orderHigh;
    this.order = round.order;
    this.playerCountBits = round.groupSizeBits;
    this.candidate = Uint8Array.from(players, (p) => (candidate(p) ? 1 : 0));
    this.places = Int32Array.from(players, (p) => compatible.placeOf(p));
    this.scoreField = players.map((p) => round.scores.get(p.score)!);
    this.nextScoreField = players.map((p) => round.nextScores.get(p.score)!);
    this.byeRank = Int32Array.from(players, (p) =>
      p.score === bye.assigneeScore ? (bye.playedGamesRank.get(p.playedGames) ?? 0) : 0,
    );
    this.floated = round.floats.map((_, k) =>
      Uint8Array.from(players, (p) => {
        const float = p.float(k + 1);
        return float === 'down' ? DOWN : float === 'up' ? UP : 0;
      }),
    );
    this.scoreDownField = round.floats.map((f) => players.map((p) => f.scoreDown.get(p.score)!));
    this.scoreUpField = round.floats.map((f) => players.map((p) => f.scoreUp.get(p.score)!));
    // Everything weight() reads of one player: where he is in the shape (MDP, resident, next
    // scoregroup, below it), [C5], his score (its fields), [C9], his floats and his colours.
    const { mdpCount, bracketEnd } = shape;
    this.kinds = kindNumbers(
      players.map((p, x) =>
        [
          x < mdpCount ? 0 : x < bracketEnd ? 1 : x < this.restFrom ? 2 : 3,
          this.candidate[x],
          p.score,
          this.byeRank[x],
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

  weight(i: number, j: number, w: Float64Array): boolean {
    if (!this.compatible.allows(this.places[i]!, this.places[j]!)) return false;
    const { players, bracketEnd, mdpCount } = this.shape;
    const R = this.round;
    w.fill(0);
    if (j >= this.restFrom || (this.mdpPairsMeet && j < mdpCount)) {
      addTo(w, R.completion, completionUnits(this.candidate[i] === 1, this.candidate[j] === 1));
      return true;
    }
    const lIn = j < bracketEnd;
    // [C4] completion with [C2] eligibility, and [C5] the lowest-scored PAB assignee.
    if (this.withCompletion)
      addTo(w, R.completion, completionUnits(this.candidate[i] === 1, this.candidate[j] === 1));
    if (lIn) {
      addTo(w, R.pairs, 1); // [C6]
      addTo(w, this.scoreField[i]!, 1); // [C7]: pair the highest scores (fewest, lowest downfloaters)
    } else {
      addTo(w, R.nextPairs, 1); // [C8]
      addTo(w, this.nextScoreField[i]!, 1);
    }
    // [C9]: among players of the assignee's score, leave out the right one.
    if (this.bye.singleDownfloaterIsAssignee)
      addTo(w, R.byePlayedGames, this.byeRank[i]! + this.byeRank[j]!);
    if (lIn) {
      const h = players[i]!;
      const l = players[j]!;
      addColourCriteria(w, R.colour, l, h);
      this.addFloatCriteria(w, i, j, h.score > l.score);
    }
    return true;
  }

  /** [C14]-[C21] for a pair inside the bracket; i is the higher ranked player. */
  private addFloatCriteria(w: Float64Array, i: number, j: number, hAbove: boolean): void {
    const floats = this.round.floats;
    for (let k = 0; k < floats.length; k++) {
      const f = floats[k]!;
      const floated = this.floated[k]!;
      const hDown = floated[i] === DOWN;
      const lDown = floated[j] === DOWN;
      const upAgain = hAbove && floated[j] === UP;
      addTo(w, f.down, (lDown ? 1 : 0) + (!hAbove && hDown ? 1 : 0)); // [C14] / [C16]
      if (!upAgain) addTo(w, f.up, 1); // [C15] / [C17]
      // [C18] / [C20]: the scores of repeated downfloaters, as low as possible.
      if (lDown) addTo(w, this.scoreDownField[k]![j]!, 1);
      if (hDown) addTo(w, this.scoreDownField[k]![i]!, 1);
      // [C19] / [C21]: the scores of the opponents of repeated upfloaters.
      if (!upAgain) addTo(w, this.scoreUpField[k]![i]!, 1);
    }
  }
}

export function isByeCandidate(
  p: DutchPlayer,
  bye: ByeOutlook,
  eligible: (p: DutchPlayer) => boolean,
): boolean {
  return eligible(p) && bye.assigneeScore !== null && p.score <= bye.assigneeScore;
}
