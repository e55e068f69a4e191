import { firstGameOf, matchOfGame } from '../../model/matches.js';
import type { RoundPairing, Tournament } from '../../model/tournament.js';
import { inferInitialColour } from '../dutch/player-state.js';
import { NoValidPairingError } from '../pairing-system.js';
import { pairBracket } from './bracket-pairing.js';
import { assignBye } from './bye.js';
import { allocateColours } from './colours.js';
import { pairable } from './matching.js';
import { meetingsByTpn } from '../common/meetings-by-tpn.js';
import { byRank, doubleSwissPlayers, mayMeet } from './players.js';
import { chooseUpfloaters, topScoregroup } from './upfloaters.js';
import { said } from '../../../messages/said.js';

/** Asked to pair a TRF round that is the second game of a match: a defect of the caller. */
export class SecondGameError extends RangeError {
  constructor(round: number) {
    super(
      `round ${round} is the second game of match ${matchOfGame(round)}: a Double-Swiss match is paired at its first game (round ${firstGameOf(matchOfGame(round))}) and its second game reverses the colours`,
    );
    this.name = 'SecondGameError';
  }
}

/**
 * The Double-Swiss system, C.04.5: pairs match round k, given as its first
 * game, TRF round 2k − 1; the pairing returned has game 1's colours (game 2
 * reverses them, 4.4). 3.3: the bye first, then the top scoregroup of the
 * players still to pair, completed with upfloaters and paired, again and
 * again.
 */
export function pairDoubleSwissRound(t: Tournament, round: number): RoundPairing {
  if (round % 2 === 0) throw new SecondGameError(round);
  const match = matchOfGame(round);
  const players = doubleSwissPlayers(t, match).sort(byRank);
  // [C7], [C8]: "except in the last round"; with the number of rounds unknown, no round is the last.
  const lastRound = t.totalRounds !== null && match >= matchOfGame(t.totalRounds);
  const meets = meetingsByTpn(players, mayMeet);
  const bye = assignBye(players, meets);
  let left = players.filter((p) => p !== bye);
  if (!pairable(left, meets))
    throw new NoValidPairingError(
      `match round ${match}: no pairing of all ${left.length} players satisfies [C1] (Double-Swiss 3.1)`,
      said('engine.noPairing.doubleSwiss', { match, players: left.length }),
    );
  const games: RoundPairing['games'] = [];
  const initialColour = t.initialColour ?? inferInitialColour(t) ?? 'w';
  while (left.length > 0) {
    const residents = topScoregroup(left);
    const lower = left.filter((p) => !residents.includes(p));
    const up = chooseUpfloaters(residents, lower, lastRound, meets);
    const bracket = [...residents, ...up];
    const upIds = new Set(up.map((p) => p.id));
    for (const [a, b] of pairBracket(bracket, upIds, !lastRound, meets))
      games.push(allocateColours(a, b, initialColour));
    left = left.filter((p) => !bracket.includes(p));
  }
  return { games, bye: bye?.id ?? null };
}
