import { type Articles, C0404_ABSOLUTE } from '../explanation-articles.js';

/** What explanations cite for the Dubov system. */
export const DUBOV: Articles = {
  ...C0404_ABSOLUTE,
  strongColourMisses: null,
  floatCount: '[C5]',
  floatScores: '[C6]',
  floatDirection: 'up',
  colourMisses: '[C7]',
  repeatedFloats: '[C8]-[C10]',
  order: '4.2-4.4',
};
