/**
 * The other readings of two open places of the 1998 text, and the engine's
 * former reading of E.2, kept only to measure how often they change a round
 * (scripts/measure-readings.mjs; the figures are beside each decision and in
 * the README). The product never sets them: every entry point pairs with
 * PRODUCT_READINGS.
 */
export interface Rating1998Readings {
  /**
   * B.5/B.6 for upfloats also hold in a bracket treated as homogeneous
   * (A.3), and are given up with the downfloat ones (C.9).
   */
  readonly upfloatsWhenTreatedHomogeneous: boolean;
  /** A.4: a forfeited pairing gives no float; only games played do. */
  readonly forfeitsDoNotFloat: boolean;
  /**
   * E.2: of two preferences of the same kind, the larger colour difference is
   * the stronger (the engine's reading until issue 36; A.7.a switches it off).
   */
  readonly e2ByColourDifference: boolean;
}

export const PRODUCT_READINGS: Rating1998Readings = {
  upfloatsWhenTreatedHomogeneous: false,
  forfeitsDoNotFloat: false,
  e2ByColourDifference: false,
};
