import type { Player, PointSystem, RoundRecord } from './tournament.js';

/**
 * What a round record means, independent of any pairing system. The TRF
 * codes are overloaded ('-' and '+' mean a forfeit with an opponent and a
 * bye-like absence without one), so every reader of results goes through here.
 */

const PLAYED = new Set(['1', '=', '0', 'W', 'D', 'L']);

/** A game actually played over the board (rated or not): it gives a colour and an opponent. */
export function isPlayedGame(rec: RoundRecord | undefined): boolean {
  return (
    rec !== undefined && rec.opponent !== null && rec.result !== null && PLAYED.has(rec.result)
  );
}

/** Paired against an opponent, whether the game was played or forfeited. */
export function hasOpponent(rec: RoundRecord | undefined): boolean {
  return rec !== undefined && rec.opponent !== null;
}

/** A forfeit against a scheduled opponent ('+' won, '-' lost). */
export function isForfeit(rec: RoundRecord | undefined): boolean {
  return rec !== undefined && rec.opponent !== null && (rec.result === '+' || rec.result === '-');
}

/**
 * The pairing-allocated bye: 'U', or '+' with no opponent as older programs
 * write it (shared/fixtures/README.md).
 */
export function isPairingAllocatedBye(rec: RoundRecord | undefined): boolean {
  return rec !== undefined && rec.opponent === null && (rec.result === 'U' || rec.result === '+');
}

/**
 * A record that says, before the round is paired, that the player will not
 * be paired in it: a requested bye or a known absence (H, F, Z, '-').
 */
export function isKnownAbsence(rec: RoundRecord | undefined): boolean {
  return (
    rec !== undefined &&
    rec.opponent === null &&
    (rec.result === 'H' || rec.result === 'F' || rec.result === 'Z' || rec.result === '-')
  );
}

/** Points a single round record is worth under `ps`. A record with no result yet is worth 0. */
export function recordPoints(rec: RoundRecord | undefined, ps: PointSystem): number {
  if (rec === undefined || rec.result === null) return 0;
  switch (rec.result) {
    case '1':
    case 'W':
      return ps.win;
    case '=':
    case 'D':
      return ps.draw;
    case '0':
    case 'L':
      return ps.loss;
    case '+':
      return rec.opponent === null ? ps.pairingAllocatedBye : ps.forfeitWin;
    case '-':
      return rec.opponent === null ? ps.zeroPointBye : ps.forfeitLoss;
    case 'H':
      return ps.halfPointBye;
    case 'F':
      return ps.fullPointBye;
    case 'U':
      return ps.pairingAllocatedBye;
    case 'Z':
      return ps.zeroPointBye;
  }
}

/** Points after the first `rounds` rounds (all recorded rounds when omitted). */
export function pointsAfter(player: Player, ps: PointSystem, rounds?: number): number {
  const n = rounds ?? player.rounds.length;
  let total = 0;
  for (let r = 0; r < n; r++) total += recordPoints(player.rounds[r], ps);
  return total;
}
