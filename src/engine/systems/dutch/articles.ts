import { type Articles, type ColourRule, forbiddenPairCitation } from '../explanation-articles.js';

/** What explanations cite for the 2017 edition. */
export const DUTCH_2017: Articles = {
  rematch: 'C.1',
  forbidden: forbiddenPairCitation('C.1'),
  absoluteColour: 'C.3',
  completion: 'A.9, C.4',
  byeEligibility: 'C.2',
  byeChoice: 'C.2, C.5, section D',
  floatCount: 'C.5',
  floatScores: 'C.6',
  floatDirection: 'down',
  colourMisses: 'C.10',
  strongColourMisses: 'C.11',
  repeatedFloats: 'C.12-C.15',
  order: 'section D',
};

/** E.1-E.5 of the 2017 edition, for each step of the colour rules. */
export const COLOURS_2017: Readonly<Record<ColourRule, string>> = {
  'both-preferences': 'E.1',
  'stronger-preference': 'E.2',
  'wider-difference': 'E.2',
  alternation: 'E.3',
  'higher-preference': 'E.4',
  'initial-colour': 'E.5',
};

/** What explanations cite for the 2025 edition. */
export const DUTCH_2025: Articles = {
  rematch: '[C1]',
  forbidden: forbiddenPairCitation('[C1]'),
  absoluteColour: '[C3]',
  completion: '[C4]',
  byeEligibility: '[C2]',
  byeChoice: '[C2], [C5], [C9]',
  floatCount: '[C6]',
  floatScores: '[C7]',
  floatDirection: 'down',
  colourMisses: '[C12]',
  strongColourMisses: '[C13]',
  repeatedFloats: '[C14]-[C17]',
  order: 'Article 4',
};

/** 5.2.1-5.2.5 of the 2025 edition. */
export const COLOURS_2025: Readonly<Record<ColourRule, string>> = {
  'both-preferences': '5.2.1',
  'stronger-preference': '5.2.2',
  'wider-difference': '5.2.2',
  alternation: '5.2.3',
  'higher-preference': '5.2.4',
  'initial-colour': '5.2.5',
};
