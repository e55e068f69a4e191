import { lastPairedRound } from '../model/rounds.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';
import {
  NoValidPairingError,
  type PairingOptions,
  type PairingSystem,
} from '../systems/pairing-system.js';
import { comparePairings, type PairingDifference } from './compare.js';
import { expectedPairing, type RecordedPairing } from './expected-pairing.js';
import { inputForRound, pairRound } from '../pairing/index.js';

export interface RoundReplay {
  round: number;
  expected: RecordedPairing;
  /** The engine's pairing; null when it found none. */
  actual: RoundPairing | null;
  /** Why the engine found no pairing (NoValidPairingError message), or null. */
  noPairing: string | null;
  /** What differs from the file. The round is reproduced when this is empty and actual is not null. */
  differences: PairingDifference[];
}

export function isReproduced(r: RoundReplay): boolean {
  return r.actual !== null && r.differences.length === 0;
}

/** Replays one recorded round: pairs its input with `system` and compares with the file. */
export function replayRound(
  t: Tournament,
  round: number,
  system: PairingSystem,
  options?: PairingOptions,
): RoundReplay {
  const expected = expectedPairing(t, round);
  let actual: RoundPairing;
  try {
    actual = pairRound(inputForRound(t, round), round, system, options);
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
    const differences = comparePairings(expected, { games: [], bye: null });
    return { round, expected, actual: null, noPairing: e.message, differences };
  }
  return {
    round,
    expected,
    actual,
    noPairing: null,
    differences: comparePairings(expected, actual),
  };
}

/**
 * The recorded rounds of a file: 1 .. the last round in which anybody is
 * paired; with two-game matches (C.04.5), the first game of each match, where
 * the match was paired (the reader has checked that game 2 repeats it).
 */
export function recordedRounds(t: Tournament, gamesPerRound: 1 | 2 = 1): number[] {
  const rounds = Array.from({ length: lastPairedRound(t.players) }, (_, i) => i + 1);
  return rounds.filter((r) => (r - 1) % gamesPerRound === 0);
}

/** Replays every recorded round (what FIDE's free pairings checker does with a file). */
export function replayTournament(
  t: Tournament,
  system: PairingSystem,
  options?: PairingOptions,
): RoundReplay[] {
  return recordedRounds(t, system.gamesPerRound).map((r) => replayRound(t, r, system, options));
}
