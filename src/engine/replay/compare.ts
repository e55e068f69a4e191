import type { RoundPairing } from '../model/tournament.js';
import type { RecordedPairing } from './expected-pairing.js';

/**
 * How an engine's pairing differs from the recorded one. A round is
 * reproduced when the games, colours included, and the bye are the same
 * (shared/fixtures/README.md); board order does not count.
 */
export type PairingDifference =
  /** Expected white-black, but the engine gave the same two players the other colours. */
  | { kind: 'colours'; white: number; black: number }
  /** A recorded game the engine did not make. */
  | { kind: 'missing'; white: number; black: number }
  /** A pair recorded without colours (a forfeit) the engine did not make. */
  | { kind: 'missing-pair'; first: number; second: number }
  /** A game the engine made that is not recorded. */
  | { kind: 'extra'; white: number; black: number }
  /** The pairing-allocated bye went to someone else (null: nobody). */
  | { kind: 'bye'; expected: number | null; actual: number | null };

const key = (white: number, black: number) => `${white}-${black}`;

/**
 * The differences of `actual` from the recorded round; a pair recorded
 * without colours (a forfeit) matches the same two players in either colours.
 */
export function comparePairings(
  expected: RoundPairing & Partial<Pick<RecordedPairing, 'colourless'>>,
  actual: RoundPairing,
): PairingDifference[] {
  const actualGames = new Set(actual.games.map((g) => key(g.white, g.black)));
  const matched = new Set<string>();
  const out: PairingDifference[] = [];
  for (const g of expected.colourless ?? []) {
    const either = [key(g.white, g.black), key(g.black, g.white)].find((k) => actualGames.has(k));
    if (either !== undefined) matched.add(either);
    else out.push({ kind: 'missing-pair', first: g.white, second: g.black });
  }
  for (const g of expected.games) {
    const same = key(g.white, g.black);
    const reversed = key(g.black, g.white);
    if (actualGames.has(same)) matched.add(same);
    else if (actualGames.has(reversed)) {
      matched.add(reversed);
      out.push({ kind: 'colours', white: g.white, black: g.black });
    } else out.push({ kind: 'missing', white: g.white, black: g.black });
  }
  for (const g of actual.games) {
    if (!matched.has(key(g.white, g.black)))
      out.push({ kind: 'extra', white: g.white, black: g.black });
  }
  if (expected.bye !== actual.bye)
    out.push({ kind: 'bye', expected: expected.bye, actual: actual.bye });
  return out;
}

/** One difference in words, as the checker prints it. */
export function describeDifference(d: PairingDifference): string {
  switch (d.kind) {
    case 'colours':
      return `${d.white}-${d.black} paired with reversed colours (${d.black}-${d.white})`;
    case 'missing':
      return `${d.white}-${d.black} expected, not paired`;
    case 'missing-pair':
      return `${d.first} - ${d.second} expected (a forfeit written without colours), not paired`;
    case 'extra':
      return `${d.white}-${d.black} paired, not expected`;
    case 'bye':
      return `bye expected ${d.expected ?? 'none'}, got ${d.actual ?? 'none'}`;
  }
}
