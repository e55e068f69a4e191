/**
 * The two conversion tables of the FIDE Rating Regulations (Handbook B.02),
 * which C.07 10.2-10.3 use for TPR and PTP.
 */

/**
 * B.02 8.1.1, fractional score p (in hundredths, index 50 .. 100) to rating
 * difference dp; for p below 0.50, dp(p) = -dp(1 - p).
 */
const DP_FROM_HALF: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166,
  175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383,
  401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/** dp for a percentage score 0 .. 100 (B.02 8.1.1). */
export function ratingDifferenceForPercentage(percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percentage score must be a whole number from 0 to 100, got ${percent}`);
  }
  return percent >= 50 ? (DP_FROM_HALF[percent - 50] ?? 0) : -(DP_FROM_HALF[50 - percent] ?? 0);
}

/**
 * B.02 8.1.2, the upper bound of each band of rating differences and the
 * expected score (in hundredths) of the higher-rated player within it; above
 * 735 the expectation is 1.00.
 */
const PD_BANDS: readonly (readonly [maxDifference: number, pdHigher: number])[] = [
  [3, 50],
  [10, 51],
  [17, 52],
  [25, 53],
  [32, 54],
  [39, 55],
  [46, 56],
  [53, 57],
  [61, 58],
  [68, 59],
  [76, 60],
  [83, 61],
  [91, 62],
  [98, 63],
  [106, 64],
  [113, 65],
  [121, 66],
  [129, 67],
  [137, 68],
  [145, 69],
  [153, 70],
  [162, 71],
  [170, 72],
  [179, 73],
  [188, 74],
  [197, 75],
  [206, 76],
  [215, 77],
  [225, 78],
  [235, 79],
  [245, 80],
  [256, 81],
  [267, 82],
  [278, 83],
  [290, 84],
  [302, 85],
  [315, 86],
  [328, 87],
  [344, 88],
  [357, 89],
  [374, 90],
  [391, 91],
  [411, 92],
  [432, 93],
  [456, 94],
  [484, 95],
  [517, 96],
  [559, 97],
  [619, 98],
  [735, 99],
];

/**
 * The expected score, in hundredths, of a player rated `rating` against one
 * rated `opponent` (B.02 8.1.2, the full table: no 400-point limit).
 */
export function expectedScoreHundredths(rating: number, opponent: number): number {
  const diff = Math.abs(rating - opponent);
  const band = PD_BANDS.find(([max]) => diff <= max);
  const higher = band === undefined ? 100 : band[1];
  return rating >= opponent ? higher : 100 - higher;
}
