import type { RoundPairing } from '../model/tournament.js';
import type { Articles, Citation } from '../systems/explanation-articles.js';
import { said, type Said } from '../../messages/said.js';
import { SCORE_SCALE } from '../systems/dutch/player-state.js';
import type { RoundFacts } from './round-facts.js';

/**
 * The criteria of a round pairing as the Swiss systems weigh them: bracket
 * by bracket from the top, in each the number of players who float, their
 * scores, then the colours of the pairs made there and repeated floats.
 * Counted from the pairing itself, so that two pairings of the same round
 * (the engine's, and one with a pair forced) can be compared honestly.
 */
export interface BracketProfile {
  /** Pairing score of the bracket's residents. */
  readonly score: number;
  /** Players at or above this score who meet someone below it (or, upwards, below who meet it). */
  readonly floats: number;
  /** Their scores: the higher side's, descending (down), or the lower side's, ascending (up). */
  readonly floatScores: readonly number[];
  /** Players of the pairs made in this bracket who do not get the colour they are due. */
  readonly colourMisses: number;
  /** Of them, those whose preference is strong or absolute. */
  readonly strongMisses: number;
  /** Players floating the same way as in the previous round. */
  readonly repeatedFloats: number;
}

export interface PairingProfile {
  /** Pairing score of the player with the pairing-allocated bye; null without one. */
  readonly byeScore: number | null;
  readonly brackets: readonly BracketProfile[];
}

export function profileOf(
  facts: RoundFacts,
  pairing: RoundPairing,
  articles: Articles,
): PairingProfile {
  const score = (id: number) => facts.state.get(id)?.score ?? 0;
  const scores = [...new Set(facts.toPair.map(score))].sort((a, b) => b - a);
  const colourOf = new Map<number, 'w' | 'b'>();
  for (const g of pairing.games) {
    colourOf.set(g.white, 'w');
    colourOf.set(g.black, 'b');
  }
  const pairs = pairing.games.map((g) =>
    score(g.white) >= score(g.black) ? [g.white, g.black] : [g.black, g.white],
  ) as [number, number][];
  const brackets = scores.map((s): BracketProfile => {
    const crossing = pairs.filter(([hi, lo]) => score(hi) >= s && score(lo) < s);
    const floatScores =
      articles.floatDirection === 'down'
        ? crossing.map(([hi]) => score(hi) / SCORE_SCALE).sort((a, b) => b - a)
        : crossing.map(([, lo]) => score(lo) / SCORE_SCALE).sort((a, b) => a - b);
    // Pairs made in this bracket: with its residents below (Dutch, Burstein) or above (Dubov).
    const made = pairs.filter(([hi, lo]) =>
      articles.floatDirection === 'down' ? score(lo) === s : score(hi) === s,
    );
    let colourMisses = 0;
    let strongMisses = 0;
    let repeatedFloats = 0;
    for (const [hi, lo] of made) {
      const a = facts.state.get(hi)!;
      const b = facts.state.get(lo)!;
      // The colour each actually gets against the one he is due.
      for (const p of [a, b]) {
        if (p.colourPreference === null || colourOf.get(p.id) === p.colourPreference) continue;
        colourMisses++;
        if (p.strongPreference || p.absolutePreference) strongMisses++;
      }
      if (score(hi) > score(lo)) {
        if (articles.floatDirection === 'down' && a.float(1) === 'down') repeatedFloats++;
        if (b.float(1) === 'up') repeatedFloats++;
      }
    }
    return {
      score: s / SCORE_SCALE,
      floats: crossing.length,
      floatScores,
      colourMisses,
      strongMisses,
      repeatedFloats,
    };
  });
  const byeScore = pairing.bye === null ? null : score(pairing.bye) / SCORE_SCALE;
  return { byeScore, brackets };
}

/** The first criterion on which two profiles differ, in the systems' order; null when none. */
export interface Difference {
  readonly bracket: number | null;
  /** What differs, in words of the catalogue (`criterion.*`). */
  readonly criterion: Said;
  readonly article: Citation;
  /** The chosen pairing's value: a count, or the scores of the players who float. */
  readonly chosen: readonly number[];
  readonly other: readonly number[];
  /** The chosen pairing is the better one on this criterion. */
  readonly chosenBetter: boolean;
}

function lexCompare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** The per-bracket counts compared after the floats, in order; fewer is better. */
const bracketCounts = [
  { field: 'colourMisses', article: 'colourMisses', criterion: 'criterion.colourMisses' },
  {
    field: 'strongMisses',
    article: 'strongColourMisses',
    criterion: 'criterion.strongColourMisses',
  },
  { field: 'repeatedFloats', article: 'repeatedFloats', criterion: 'criterion.repeatedFloats' },
] as const;

export function firstDifference(
  chosen: PairingProfile,
  other: PairingProfile,
  articles: Articles,
): Difference | null {
  if (chosen.byeScore !== other.byeScore && chosen.byeScore !== null && other.byeScore !== null)
    return {
      bracket: null,
      criterion: said('criterion.byeScore'),
      article: articles.byeChoice,
      chosen: [chosen.byeScore],
      other: [other.byeScore],
      chosenBetter: chosen.byeScore < other.byeScore,
    };
  const n = Math.min(chosen.brackets.length, other.brackets.length);
  const up = articles.floatDirection === 'up';
  const floatsOf = (k: number): Difference | null => {
    const a = chosen.brackets[k];
    const b = other.brackets[k];
    if (!a || !b) return null;
    const where = a.score;
    if (a.floats !== b.floats)
      return {
        bracket: where,
        criterion: said(up ? 'criterion.floatsUp' : 'criterion.floatsDown', { score: where }),
        article: articles.floatCount,
        chosen: [a.floats],
        other: [b.floats],
        chosenBetter: a.floats < b.floats,
      };
    const c = lexCompare(a.floatScores, b.floatScores);
    if (c !== 0)
      return {
        bracket: where,
        criterion: said(up ? 'criterion.floatScoresUp' : 'criterion.floatScoresDown', {
          score: where,
        }),
        article: articles.floatScores,
        chosen: a.floatScores,
        other: b.floatScores,
        chosenBetter: up ? c > 0 : c < 0,
      };
    return null;
  };
  for (let k = 0; k < n; k++) {
    const a = chosen.brackets[k]!;
    const b = other.brackets[k]!;
    const where = a.score;
    // A bracket's own floats, then (Dutch [C8] / C.7, Burstein [C7]) those of the next one, then its colours.
    const floats = floatsOf(k) ?? (up ? null : floatsOf(k + 1));
    if (floats) return floats;
    for (const count of bracketCounts) {
      const article = articles[count.article];
      const chosenCount = a[count.field];
      const otherCount = b[count.field];
      if (article !== null && chosenCount !== otherCount)
        return {
          bracket: where,
          criterion: said(count.criterion, { score: where }),
          article,
          chosen: [chosenCount],
          other: [otherCount],
          chosenBetter: chosenCount < otherCount,
        };
    }
  }
  return null;
}
