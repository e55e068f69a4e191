import { type Articles, C0404_ABSOLUTE } from '../explanation-articles.js';

/** What explanations cite for the Burstein system. */
export const BURSTEIN: Articles = {
  ...C0404_ABSOLUTE,
  floatCount: '[C5]',
  floatScores: '[C6]',
  floatDirection: 'down',
  colourMisses: '[C8]',
  strongColourMisses: null,
  repeatedFloats: null,
  order: '4.3',
};
