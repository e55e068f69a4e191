import type { Said } from '../../messages/said.js';
import type { PlayerRef } from './round-facts.js';

/**
 * A round's explanation as every system's explainer gives it and
 * formatExplanation prints it: each statement a message of the catalogue,
 * said in the reader's language (English on the command line).
 */
export interface BoardExplanation {
  readonly board: number;
  readonly white: PlayerRef;
  readonly black: PlayerRef;
  /** The article that decided the colours, when the system gives it. */
  readonly colourRule: string | null;
  readonly text: Said;
}

export interface FloatExplanation {
  readonly player: PlayerRef;
  /** The opponent in another scoregroup. */
  readonly opponent: PlayerRef;
  readonly text: Said;
}

export interface GroupExplanation {
  /** Pairing score of the scoregroup. */
  readonly score: number;
  readonly residents: readonly PlayerRef[];
  readonly floats: readonly FloatExplanation[];
  readonly text: Said;
}

export interface RoundExplanation {
  readonly round: number;
  /** `round 3`, or for a two-game match `match round 2`. */
  readonly roundName: Said;
  /** The system's full name (systemNameSaid). */
  readonly system: Said | string;
  readonly groups: readonly GroupExplanation[];
  readonly boards: readonly BoardExplanation[];
  readonly bye: { readonly player: PlayerRef; readonly text: Said } | null;
}
