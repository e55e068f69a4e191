/**
 * The other readings of three open places of the 1998 text, kept only to
 * measure how often our decision changes a round (scripts/measure-readings.mjs;
 * the figures are beside each decision and in the README). The product never
 * sets them: every entry point pairs with PRODUCT_READINGS.
 */
export interface Rating1998Readings {
  /**
   * B.5/B.6 for upfloats also hold in a bracket treated as homogeneous
   * (A.3), and are given up with the downfloat ones (C.9).
   */
  readonly upfloatsWhenTreatedHomogeneous: boolean;
  /** A.4: a forfeited pairing gives no float; only games played do. */
  readonly forfeitsDoNotFloat: boolean;
  /** E.2 compares only the kinds of preference; two of the same kind go on to E.3. */
  readonly e2KindsOnly: boolean;
}

export const PRODUCT_READINGS: Rating1998Readings = {
  upfloatsWhenTreatedHomogeneous: false,
  forfeitsDoNotFloat: false,
  e2KindsOnly: false,
};
