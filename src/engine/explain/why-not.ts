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
import { said, type Said } from '../../messages/said.js';

/** Why two players are not paired in a round, or where they are. */
export interface WhyNot {
  readonly kind: 'paired' | 'absolute' | 'completion' | 'criterion' | 'order' | 'not-to-pair';
  /** The answer, said in the reader's language. */
  readonly text: Said;
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
    return { kind: 'not-to-pair', text: said('whyNot.noPlayer', { id: missing }) };
  }
  if (a === b) return { kind: 'not-to-pair', text: said('whyNot.himself') };
  const board = pairing.games.findIndex(
    (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
  );
  if (board >= 0) {
    const g = pairing.games[board]!;
    return {
      kind: 'paired',
      text: said('whyNot.paired', {
        white: named(ref(g.white)!),
        black: named(ref(g.black)!),
        board: board + 1,
      }),
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
      text: said('whyNot.table', {
        a: named(A),
        b: named(B),
        rounds: when.map(String),
        source: table.source(n),
      }),
    };
  }
  for (const p of [A, B]) {
    if (!facts.toPair.includes(p.id))
      return {
        kind: 'not-to-pair',
        text: said('whyNot.notToPair', { player: named(p), round }),
      };
  }
  const met = metInRound(t, round, a, b);
  if (met !== null)
    return {
      kind: 'absolute',
      text: said('whyNot.met', {
        a: named(A),
        b: named(B),
        round: facts.roundName(met),
        article: articles.rematch,
      }),
    };
  if (isForbiddenPair(t, a, b))
    return {
      kind: 'absolute',
      text: said('whyNot.forbidden', { a: named(A), b: named(B), article: articles.forbidden }),
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
          text: said('whyNot.sameAbsoluteColour', {
            a: named(A),
            b: named(B),
            white: sa.colourPreference === 'w',
            article: articles.absoluteColour!,
          }),
        }
      : {
          kind: 'completion',
          text: said('whyNot.incomplete', {
            a: named(A),
            b: named(B),
            article: articles.completion,
          }),
        };
  }
  const together = alternative.games.some(
    (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
  );
  if (!together)
    return {
      kind: 'completion',
      text: said('whyNot.apart', {
        a: named(A),
        b: named(B),
        bye: alternative.bye === a || alternative.bye === b ? alternative.bye : null,
        article: articles.completion,
      }),
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
      text: said('whyNot.order', { a: named(A), b: named(B), order: articles.order }),
    };
  return {
    kind: 'criterion',
    difference: diff,
    forced: alternative,
    text: diff.chosenBetter
      ? said('whyNot.worse', {
          a: named(A),
          b: named(B),
          criterion: diff.criterion,
          other: diff.other,
          chosen: diff.chosen,
          article: diff.article,
        })
      : said('whyNot.worseElsewhere', {
          a: named(A),
          b: named(B),
          criterion: diff.criterion,
          other: diff.other,
          chosen: diff.chosen,
          article: diff.article,
          completion: articles.completion,
        }),
  };
}
