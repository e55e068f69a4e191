/**
 * C.07 14 Cut and Median, with the C.07 16.5 exception for voluntary
 * unplayed rounds, over the per-round contributions of a Buchholz or
 * Sonneborn-Berger sum.
 */
export interface Contribution {
  readonly round: number;
  /** The (adjusted) score of the opponent or dummy opponent: what "least significant" is judged by. */
  readonly opponentScore: number;
  /** What the round adds to the sum: the score for BH, the score times the points for SB. */
  readonly value: number;
  /** The round is a voluntary unplayed round of the participant (C.07 16.1.2). */
  readonly vur: boolean;
}

function byLeastSignificant(a: Contribution, b: Contribution): number {
  // C.07 14.1.1: the lowest opponent score; among equal scores, the lowest contribution.
  return a.opponentScore - b.opponentScore || a.value - b.value;
}

function byMostSignificant(a: Contribution, b: Contribution): number {
  return b.opponentScore - a.opponentScore || b.value - a.value;
}

function minBy<T>(items: readonly T[], cmp: (a: T, b: T) => number): T | undefined {
  let best: T | undefined;
  for (const x of items) if (best === undefined || cmp(x, best) < 0) best = x;
  return best;
}

/**
 * The contributions left after `low` cuts from the bottom and then `high`
 * from the top. Cuts never exceed the number of rounds (`rounds`), and a
 * participant with fewer contributions simply runs out of them.
 */
export function keptAfterCuts(
  contributions: readonly Contribution[],
  low: number,
  high: number,
  rounds: number,
): Contribution[] {
  let kept = [...contributions];
  const lowCuts = Math.min(low, rounds);
  const highCuts = Math.min(high, rounds - lowCuts);
  for (let i = 0; i < lowCuts && kept.length > 0; i++) {
    const lsv = minBy(kept, byLeastSignificant);
    // C.07 16.5: the lowest contribution from a VUR is cut instead when it is not lower than the
    // LSV. Decision (16.5.2): "the lowest contribution coming from a VUR" is ranked as the least
    // significant value is (14.1.1: by the (dummy) opponent's score, then the contribution), so
    // that a VUR worth 0 (a forfeit loss) does not shield another VUR (a half-point bye) from
    // the cut; FIDE TEC's reference program reads it so too.
    const lowestVur = minBy(
      kept.filter((c) => c.vur),
      byLeastSignificant,
    );
    const cut =
      lowestVur !== undefined && lsv !== undefined && lowestVur.value >= lsv.value
        ? lowestVur
        : lsv;
    kept = kept.filter((c) => c !== cut);
  }
  for (let i = 0; i < highCuts && kept.length > 0; i++) {
    // C.07 14.3: the most significant value; the VUR exception covers only the least significant.
    const msv = minBy(kept, byMostSignificant);
    kept = kept.filter((c) => c !== msv);
  }
  return kept;
}

export function sumOf(contributions: readonly Contribution[]): number {
  return contributions.reduce((s, c) => s + c.value, 0);
}
