import type { Articles } from '../explanation-articles.js';

/** What explanations cite for the Burstein system. */
export const BURSTEIN: Articles = {
  rematch: '[C1]',
  forbidden: '[C1] (forbidden pair)',
  absoluteColour: '[C3]',
  completion: '[C4]',
  byeEligibility: '[C2]',
  byeChoice: '3.1',
  floatCount: '[C5]',
  floatScores: '[C6]',
  floatDirection: 'down',
  colourMisses: '[C8]',
  strongColourMisses: null,
  repeatedFloats: null,
  order: '4.3',
};
