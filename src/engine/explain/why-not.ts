import type { RoundPairing, Tournament } from '../model/tournament.js';
import { BASIC_ARTICLES } from '../systems/explanation-articles.js';
import { isForbiddenPair } from '../systems/common/forbidden-pairs.js';
import { pairRound } from '../pairing/index.js';
import {
  NoValidPairingError,
  type PairingOptions,
  type PairingSystem,
} from '../systems/pairing-system.js';
import { type Difference, firstDifference, profileOf } from './profile.js';
import { metInRound, named, roundFacts } from './round-facts.js';

/** Why two players are not paired in a round, or where they are. */
export interface WhyNot {
  readonly kind: 'paired' | 'absolute' | 'completion' | 'criterion' | 'order' | 'not-to-pair';
  readonly text: string;
  /** For 'criterion': the first criterion on which the two pairings differ, with both values. */
  readonly difference?: Difference;
  /** For 'criterion' and 'order': the best pairing with the two players forced together. */
  readonly forced?: RoundPairing;
}

/**
 * "Why not A against B?" The first reason, in order: they are paired; an
 * absolute criterion (already met, a forbidden pair, the same absolute
 * colour preference); else the pair is forced (each may meet nobody else)
 * and the round paired again by the same system: no complete pairing, or the
 * first criterion on which the best pairing with A-B is worse, with both
 * values; else the order of pairings decides.
 */
export function whyNot(
  t: Tournament,
  round: number,
  system: PairingSystem,
  pairing: RoundPairing,
  a: number,
  b: number,
  options: PairingOptions = {},
): WhyNot {
  const articles = system.articles ?? BASIC_ARTICLES;
  const facts = roundFacts(t, round, pairing, system);
  const ref = (id: number) => facts.ref.get(id);
  const A = ref(a);
  const B = ref(b);
  if (!A || !B) {
    const missing = !A ? a : b;
    return { kind: 'not-to-pair', text: `There is no player #${missing}.` };
  }
  if (a === b) return { kind: 'not-to-pair', text: 'A player cannot be paired with himself.' };
  const board = pairing.games.findIndex(
    (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
  );
  if (board >= 0) {
    const g = pairing.games[board]!;
    return {
      kind: 'paired',
      text: `${named(ref(g.white)!)} and ${named(ref(g.black)!)} are paired on board ${board + 1} (${named(ref(g.white)!)} has White).`,
    };
  }
  const table = system.schedule;
  if (table !== undefined) {
    // C.05 Annex 1: nothing but the table decides who meets whom, and when.
    const n = t.players.length;
    const when: number[] = [];
    for (let r = 1; r <= table.rounds(n); r++)
      if (
        table
          .round(n, r, options)
          .boards.some((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a))
      )
        when.push(r);
    return {
      kind: 'absolute',
      text: `${named(A)} and ${named(B)} meet in round${when.length > 1 ? 's' : ''} ${when.join(' and ')}: every game comes from the ${table.source(n)}.`,
    };
  }
  for (const p of [A, B]) {
    if (!facts.toPair.includes(p.id))
      return {
        kind: 'not-to-pair',
        text: `${named(p)} is not to be paired in round ${round} (absent, a requested bye or withdrawn).`,
      };
  }
  const met = metInRound(t, round, a, b);
  if (met !== null)
    return {
      kind: 'absolute',
      text: `${named(A)} and ${named(B)} already played each other in ${facts.roundName(met)}: no two players meet twice (${articles.rematch}).`,
    };
  if (isForbiddenPair(t, a, b))
    return {
      kind: 'absolute',
      text: `${named(A)} and ${named(B)} are a forbidden pair set by the organiser (${articles.forbidden}).`,
    };
  const sa = facts.state.get(a)!;
  const sb = facts.state.get(b)!;
  // Force the pair: each may meet nobody else, then pair the round again.
  const others = facts.toPair.filter((id) => id !== a && id !== b);
  const forced: Tournament = {
    ...t,
    forbiddenPairs: [
      ...t.forbiddenPairs,
      ...others.flatMap((o) => [
        [a, o],
        [b, o],
      ]),
    ],
  };
  let alternative: RoundPairing;
  try {
    alternative = pairRound(forced, round, system, options);
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
    const colour =
      articles.absoluteColour !== null &&
      sa.absolutePreference &&
      sb.absolutePreference &&
      sa.colourPreference === sb.colourPreference;
    return colour
      ? {
          kind: 'absolute',
          text: `${named(A)} and ${named(B)} must both have ${sa.colourPreference === 'w' ? 'White' : 'Black'} (absolute colour preferences): they may not meet (${articles.absoluteColour}).`,
        }
      : {
          kind: 'completion',
          text: `With ${named(A)} against ${named(B)}, the other players cannot all be paired (${articles.completion}).`,
        };
  }
  const together = alternative.games.some(
    (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
  );
  if (!together)
    return {
      kind: 'completion',
      text: `No complete pairing keeps ${named(A)} and ${named(B)} together: when they may meet nobody else, ${alternative.bye === a || alternative.bye === b ? `#${alternative.bye} takes the pairing-allocated bye` : 'they stay apart'} (${articles.completion}).`,
    };
  const diff = firstDifference(
    profileOf(facts, pairing, articles),
    profileOf(facts, alternative, articles),
    articles,
  );
  if (diff === null)
    return {
      kind: 'order',
      forced: alternative,
      text: `Pairing ${named(A)} with ${named(B)} is as good on the floats, their scores, the colours and the repeated floats, bracket by bracket; the remaining criteria and the order of pairings (${articles.order}) rank the chosen pairing first.`,
    };
  return {
    kind: 'criterion',
    difference: diff,
    forced: alternative,
    text: diff.chosenBetter
      ? `Pairing ${named(A)} with ${named(B)} makes the ${diff.criterion} ${diff.other} instead of ${diff.chosen} (${diff.article}).`
      : `Pairing ${named(A)} with ${named(B)} first changes the ${diff.criterion} (${diff.other} instead of ${diff.chosen}, ${diff.article}); the chosen pairing is kept for a criterion this summary does not count (completing the round, ${articles.completion}, or the next bracket).`,
  };
}
