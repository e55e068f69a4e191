/**
 * The other readings of two open places of the 1998 text, and the engine's
 * former reading of E.2, kept only to measure how often they change a round
 * (scripts/measure-readings.mjs; the figures are beside each decision and in
 * docs/arbiters-notes.md). One switch per reading, named here with the label the script
 * prints; a switch set pairs by the other reading. The product sets none:
 * `{}`, the default everywhere. The Lim system keeps its switches in the same
 * shape.
 */
export const RATING_1998_READINGS = {
  /**
   * B.5/B.6 for upfloats also hold in a bracket treated as homogeneous
   * (A.3), and are given up with the downfloat ones (C.9).
   */
  upfloatsWhenTreatedHomogeneous: '1998 B.5/B.6 for upfloats in brackets treated as homogeneous',
  /** A.4: a forfeited pairing gives no float; only games played do. */
  forfeitsDoNotFloat: '1998 A.4: forfeited games give no float',
  /**
   * E.2: of two preferences of the same kind, the larger colour difference is
   * the stronger (the engine's reading until issue 36; A.7.a switches it off).
   */
  e2ByColourDifference: '1998 E.2: of the same kind, the larger colour difference',
} as const;

export type Rating1998Readings = {
  readonly [S in keyof typeof RATING_1998_READINGS]?: boolean;
};
