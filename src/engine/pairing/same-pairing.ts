import type { RoundPairing } from '../model/tournament.js';

const key = (p: RoundPairing) =>
  [...p.games.map((g) => `${g.white}-${g.black}`).sort(), `bye ${p.bye}`].join(',');

/** The same games with the same colours and the same bye, whatever the board order. */
export function isSamePairing(a: RoundPairing, b: RoundPairing): boolean {
  return key(a) === key(b);
}
