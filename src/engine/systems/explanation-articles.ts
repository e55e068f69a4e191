/**
 * What an explanation of a pairing cites, named by each system's own
 * articles. Each system declares its own (its folder's articles.ts); the
 * explanation reads them from the system, so a new system brings its own.
 */
import { said, type Said } from '../../messages/said.js';

/**
 * An article as an explanation cites it: its number ('[C1]', 'C.04.1 Art. 2')
 * as printed, or, where a system has none to cite, words of the catalogue.
 */
export type Citation = string | Said;

/**
 * The step of the colour rules that decides a pair, shared by the editions
 * and systems whose colour articles read alike (2017 E.1-E.5, 2025 and the
 * C.04.4 systems 5.2.x); each system names the article.
 */
export type ColourRule =
  | 'both-preferences'
  | 'stronger-preference'
  | 'wider-difference'
  | 'alternation'
  | 'higher-preference'
  | 'initial-colour';

/**
 * A player as the explanations read him before a round: what a system's
 * own state says of his score, colours, floats and who he may not meet.
 * The Dutch state (systems/dutch/player-state.ts) is one; a system whose
 * rounds read otherwise (Double-Swiss matches) gives its own.
 */
export interface ExplainedPlayer {
  readonly id: number;
  /** Position in the order of pairing numbers, 0-based. */
  readonly rankIndex: number;
  /** Pairing score in tenths. */
  readonly score: number;
  readonly colours: readonly ('w' | 'b')[];
  readonly colourPreference: 'w' | 'b' | null;
  readonly strongPreference: boolean;
  readonly absolutePreference: boolean;
  /** Players he may not be paired with. */
  readonly forbidden: ReadonlySet<number>;
  float(roundsBack: number): 'down' | 'up' | 'none';
}

/** The players to pair in a round and everyone's state, as a system reads them for explanations. */
export interface ExplainedRound {
  readonly toPair: readonly ExplainedPlayer[];
  readonly players: ReadonlyMap<number, ExplainedPlayer>;
  /** How an explanation names an earlier TRF round: `round 3`, or `match round 2`. */
  roundName(trfRound: number): Said;
  /**
   * The earlier TRF round whose unplayed win (a bye, a forfeit won) bars
   * this player from the pairing-allocated bye, or null; when absent, any
   * round he scored a win without playing (C.04.1 Art. 4).
   */
  byeBarredIn?(id: number): number | null;
}

export interface Articles {
  readonly rematch: string;
  readonly forbidden: Citation;
  readonly absoluteColour: string | null;
  readonly completion: Citation;
  readonly byeEligibility: string;
  readonly byeChoice: Citation;
  /** The criterion on the number of players who float (or the pairs made). */
  readonly floatCount: Citation;
  /** The criterion on the scores of those who float. */
  readonly floatScores: Citation;
  /** Which way floats are counted: down (Dutch, Burstein) or up (Dubov). */
  readonly floatDirection: 'down' | 'up';
  readonly colourMisses: string | null;
  readonly strongColourMisses: string | null;
  readonly repeatedFloats: string | null;
  /** The order that settles what the criteria leave equal. */
  readonly order: Citation;
}

/** For a system that declares none: the Basic Rules, and words instead of articles. */
export const BASIC_ARTICLES: Articles = {
  rematch: 'C.04.1 Art. 2',
  forbidden: said('citation.forbiddenPair'),
  absoluteColour: null,
  completion: said('citation.complete'),
  byeEligibility: 'C.04.1 Art. 4',
  byeChoice: said('citation.byeRules'),
  floatCount: said('citation.criteria'),
  floatScores: said('citation.criteria'),
  floatDirection: 'down',
  colourMisses: null,
  strongColourMisses: null,
  repeatedFloats: null,
  order: said('citation.order'),
};

/** An article that forbids a pair set by the organiser: `[C1] (forbidden pair)`. */
export function forbiddenPairCitation(article: string): Said {
  return said('citation.forbiddenPairOf', { article });
}

/** Article 5.2 of the C.04.4 systems (Burstein and Dubov word it alike), for each step of the colour rules. */
export const C0404_COLOURS: Readonly<Record<ColourRule, string>> = {
  'both-preferences': '5.2.2',
  'stronger-preference': '5.2.3',
  'wider-difference': '5.2.3',
  alternation: '5.2.4',
  'higher-preference': '5.2.5',
  'initial-colour': '5.2.1',
};

/** Each step of the shared colour rules in words (the catalogue's `colour.*`). */
export const COLOUR_RULE_WORDS: Readonly<Record<ColourRule, Said>> = {
  'both-preferences': said('colour.bothPreferences'),
  'stronger-preference': said('colour.strongerPreference'),
  'wider-difference': said('colour.widerDifference'),
  alternation: said('colour.alternation'),
  'higher-preference': said('colour.higherPreference'),
  'initial-colour': said('colour.initialColour'),
};

/** The game of `a` (with `colour`) and `b`, with the article and words of the colour rule that decided it. */
export function gameWithColourRule(
  a: number,
  b: number,
  colour: 'w' | 'b',
  rule: ColourRule,
  articles: Readonly<Record<ColourRule, string>>,
): { white: number; black: number; colourRule: string; colourReason: Said } {
  const why = { colourRule: articles[rule], colourReason: COLOUR_RULE_WORDS[rule] };
  return colour === 'w' ? { white: a, black: b, ...why } : { white: b, black: a, ...why };
}

/** The absolute criteria and the bye as the C.04.4 systems (Burstein, Dubov) number them. */
export const C0404_ABSOLUTE = {
  rematch: '[C1]',
  forbidden: forbiddenPairCitation('[C1]'),
  absoluteColour: '[C3]',
  completion: '[C4]',
  byeEligibility: '[C2]',
  byeChoice: '3.1',
};
