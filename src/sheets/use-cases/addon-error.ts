/** Something the organiser must know or fix; its message is shown as it is. */
export class AddonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddonError';
  }
}

/** Explanations and checks read rounds of one game: two-game matches (C.04.5) are not built for them yet. */
export function requireOneGameRounds(gamesPerRound: 1 | 2, action: string): void {
  if (gamesPerRound !== 1)
    throw new AddonError(
      `${action} is not built yet for two-game matches (Double-Swiss). Pairing, results and standings are.`,
    );
}
