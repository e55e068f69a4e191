import type { Articles } from '../explanation-articles.js';

/** What explanations cite for the Dubov system. */
export const DUBOV: Articles = {
  rematch: '[C1]',
  forbidden: '[C1] (forbidden pair)',
  absoluteColour: '[C3]',
  completion: '[C4]',
  byeEligibility: '[C2]',
  byeChoice: '3.1',
  strongColourMisses: null,
  floatCount: '[C5]',
  floatScores: '[C6]',
  floatDirection: 'up',
  colourMisses: '[C7]',
  repeatedFloats: '[C8]-[C10]',
  order: '4.2-4.4',
};
