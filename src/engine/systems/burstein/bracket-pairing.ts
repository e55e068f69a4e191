import { CertifiedSparseMatcher, classesByKey } from '../../matching/certified-sparse.js';
import type { MeetingTable } from '../common/meeting-table.js';
import type { DutchPlayer } from '../dutch/player-state.js';
import { addTo, bitsFor, type Field, WeightLayout } from '../dutch/weight-layout.js';

/** What the bracket pairing needs to know about the players, beyond their state. */
export interface BracketRules {
  /** [C1] and [C3] (Burstein 2.1): who may meet at all, among the round's players. */
  readonly meetings: MeetingTable<DutchPlayer>;
}

/** The players still to pair when a bracket is paired. */
export interface BracketField {
  /** The bracket (1.2.2: incoming floaters and residents), in BSN order (4.1). */
  readonly bracket: readonly DutchPlayer[];
  /** The next scoregroup, whose bracket the outgoing floaters join ([C7]). */
  readonly next: readonly DutchPlayer[];
  /** Everyone below the next scoregroup. */
  readonly rest: readonly DutchPlayer[];
}

/** The pairs of one bracket, and its outgoing floaters in BSN order. */
export interface BracketOutcome {
  readonly pairs: [DutchPlayer, DutchPlayer][];
  readonly floaters: DutchPlayer[];
}

/** Candidates of each player among those after him in the field's order. */
const NEIGHBOURS = 8;

const enum Part {
  Bracket = 0,
  Next = 1,
  Rest = 2,
}

/** Both colour preferences can be granted (1.5.4: no preference grants the other's). */
function grantsBoth(a: DutchPlayer, b: DutchPlayer): boolean {
  return (
    a.colourPreference === null ||
    b.colourPreference === null ||
    a.colourPreference !== b.colourPreference
  );
}

/**
 * Burstein 3.2: pair one bracket. Every player still to pair is a vertex of
 * one maximum-weight matching whose weights hold the criteria in priority
 * order, so that [C4] (the rest of the round can still be paired) outranks
 * everything: [C4], [C5] pairs in the bracket, [C6] the scores of the
 * outgoing floaters, [C7] the pairs and floaters' scores of the following
 * bracket, [C8] colour preferences. Among the pairings equally good on all
 * of them, 3.2.2.1 takes the first in the order of 4.3; that order compares
 * the opponents of BSN #1, #2, ... in turn, a higher BSN first and floating
 * (virtual BSN 0, 4.2) last, so it is rebuilt one BSN at a time: a bonus on
 * the current player's edges, growing with the opponent's BSN, below every
 * criterion, then the pair (or the float) is made final.
 */
export function pairBracket(field: BracketField, rules: BracketRules): BracketOutcome {
  const players = [...field.bracket, ...field.next, ...field.rest];
  const part = [
    ...field.bracket.map(() => Part.Bracket),
    ...field.next.map(() => Part.Next),
    ...field.rest.map(() => Part.Rest),
  ];
  const nB = field.bracket.length;
  const n = players.length;

  const layout = new WeightLayout();
  const countScores = (members: readonly DutchPlayer[]) => {
    const counts = new Map<number, number>();
    for (const p of members) counts.set(p.score, (counts.get(p.score) ?? 0) + 1);
    return [...counts].sort((a, b) => b[0] - a[0]);
  };
  const completionId = layout.add(bitsFor(n)); // [C4]
  const pairsId = layout.add(bitsFor(nB)); // [C5]
  const scoreIds = countScores(field.bracket).map(([s, c]) => [s, layout.add(bitsFor(c))] as const); // [C6]
  const nextPairsId = layout.add(bitsFor(nB + field.next.length)); // [C7]
  const nextScoreIds = countScores([...field.bracket, ...field.next]).map(
    ([s, c]) => [s, layout.add(bitsFor(c))] as const,
  );
  const colourId = layout.add(bitsFor(nB)); // [C8]
  const orderId = layout.add(bitsFor(2 * nB + 2), true); // 4.3
  layout.seal();
  const f = (id: number) => layout.field(id);
  const completion = f(completionId);
  const pairsField = f(pairsId);
  const scoreField = new Map<number, Field>(scoreIds.map(([s, id]) => [s, f(id)]));
  const nextPairs = f(nextPairsId);
  const nextScore = new Map<number, Field>(nextScoreIds.map(([s, id]) => [s, f(id)]));
  const colour = f(colourId);
  const order = f(orderId);

  const L = layout.limbs;
  const place = rules.meetings.places(players);
  const w = new Float64Array(L);
  /** The criteria's weight of a pair i < j, into w (worked out when given, not stored). */
  const baseWeight = (i: number, j: number) => {
    const a = players[i]!;
    const b = players[j]!;
    w.fill(0);
    addTo(w, completion, 1);
    if (part[j] === Part.Bracket) {
      addTo(w, pairsField, 1);
      addTo(w, scoreField.get(a.score)!, 1);
      addTo(w, scoreField.get(b.score)!, 1);
      if (grantsBoth(a, b)) addTo(w, colour, 1);
    } else if (part[i] !== Part.Rest && part[j] === Part.Next) {
      // The following bracket: an outgoing floater or a resident of it meets a resident.
      addTo(w, nextPairs, 1);
      addTo(w, nextScore.get(a.score)!, 1);
      addTo(w, nextScore.get(b.score)!, 1);
    }
  };

  // A pair's criteria follow from its players' parts, scores and (in the bracket) colour
  // preferences: the classes of the certified sparse matching, each named by one of its players.
  const classKey = (i: number) => {
    const p = players[i]!;
    if (part[i] === Part.Bracket) return `b${p.score}:${p.colourPreference}`;
    return part[i] === Part.Next ? 'n' : 'r';
  };
  const { classOf, representative } = classesByKey(players.length, classKey);
  const matcher = new CertifiedSparseMatcher(
    {
      classOf,
      classCount: representative.length,
      classWeight: (a, b, out) => {
        const i = representative[a]!;
        const j = representative[b]!;
        baseWeight(Math.min(i, j), Math.max(i, j));
        out.set(w);
      },
      mayMeet: (i, j) => rules.meetings.at(place[i]!, place[j]!),
    },
    L,
  );
  const zero = new Float64Array(L);
  /** Gives {i, j} its criteria plus a 4.3 bonus (a pair that may not meet stays out). */
  const put = (i: number, j: number, bonus: number) => {
    matcher.classWeightOf(i, j, w);
    w[order.limb] += bonus * order.unit;
    matcher.setWeight(i, j, w);
  };
  const remove = (i: number, j: number) => {
    if (i !== j) matcher.setWeight(i, j, zero);
  };
  // The candidates: every pair of the bracket, and each player's neighbours in the field's order;
  // the certificate brings in whatever else an optimum needs.
  for (let i = 0; i < nB; i++) for (let j = i + 1; j < nB; j++) matcher.hold(i, j);
  for (let i = 0; i < n; i++)
    for (let j = Math.max(i + 1, nB); j < Math.min(n, i + 1 + NEIGHBOURS); j++) matcher.hold(i, j);

  const decided = new Uint8Array(nB);
  const pairs: [DutchPlayer, DutchPlayer][] = [];
  const floaters: DutchPlayer[] = [];
  matcher.solve();
  for (let k = 0; k < nB; k++) {
    if (decided[k]) continue;
    // 4.3: the opponent with the highest BSN that some best pairing allows.
    for (let j = k + 1; j < nB; j++) if (!decided[j]) put(k, j, j - k);
    matcher.solve();
    const m = matcher.mate(k);
    decided[k] = 1;
    if (m > k && m < nB) {
      decided[m] = 1;
      pairs.push([players[k]!, players[m]!]);
      for (let o = 0; o < n; o++) {
        if (o !== m) remove(k, o);
        if (o !== k) remove(m, o);
      }
    } else {
      // 4.2: a virtual opponent (BSN 0): the player floats.
      floaters.push(players[k]!);
      for (let j = 0; j < nB; j++) if (j !== k) remove(k, j);
    }
  }
  return { pairs, floaters };
}
