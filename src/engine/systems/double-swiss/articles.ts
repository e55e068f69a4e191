import { type Articles, forbiddenPairCitation } from '../explanation-articles.js';

/** What explanations cite for the Double-Swiss system (C.04.5). */
export const DOUBLE_SWISS: Articles = {
  rematch: '[C1]',
  forbidden: forbiddenPairCitation('[C1]'),
  absoluteColour: null,
  completion: '[C3]',
  byeEligibility: '[C2]',
  byeChoice: '3.4',
  floatCount: '[C4]',
  floatScores: '[C5]',
  floatDirection: 'up',
  colourMisses: null,
  strongColourMisses: null,
  repeatedFloats: '[C7]-[C8]',
  order: '3.5.4, 3.6',
};
