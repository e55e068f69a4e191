/**
 * The other readings of open places of the Lim text, kept only to measure
 * how often our decision changes a round (scripts/measure-readings.mjs; the
 * figures are beside each decision and in docs/arbiters-notes.md). One switch per
 * reading, named here with the label the script prints; a switch set pairs by
 * the other reading. The product sets none: `{}`, the default everywhere.
 * The rating-based 1998 system keeps its switches in the same shape.
 */
export const LIM_READINGS = {
  /**
   * 3.8 read literally in the median group, which is paired downward: an
   * up-floater there meets the highest numbered player due the alternate
   * colour (#1 side), not the lowest as an up-floater pairing upwards does.
   */
  medianUpFloaterFromTop: 'Lim 3.8: up-floater in the median group meets the highest numbered',
  /**
   * 3.3/3.4: the opponents of every other floater into the adjacent group
   * are excluded, not only those of the floaters paired there before him.
   */
  excludeEveryFloatersOpponents: "Lim 3.3/3.4: every other floater's opponents excluded",
  /**
   * 3.3/3.4 to the letter: the opponents excluded are those of the other
   * floaters with higher (3.3; lower, 3.4) scores, or equal scores and higher
   * (lower) pairing numbers, whatever their direction, not those paired
   * before him by 3.6/3.7 with 3.6.3/3.7.3.
   */
  excludeByScoreAndNumber: 'Lim 3.3/3.4: the floaters of higher (3.4: lower) score or number',
  /**
   * 3.6/3.7: "highest pairing number" is the largest number (the bottom of
   * the list) and "lowest pairing number" is #1, not the other way round.
   */
  highestNumberIsLargest: 'Lim 3.6/3.7: "highest pairing number" is the largest number',
} as const;

export type LimReadings = { readonly [S in keyof typeof LIM_READINGS]?: boolean };
