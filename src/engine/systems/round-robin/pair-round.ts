import { said } from '../../../messages/said.js';
import type { RoundPairing, Tournament } from '../../model/tournament.js';
import { NoValidPairingError, type PairingOptions } from '../pairing-system.js';
import type { TableSchedule } from '../table-schedule.js';

/**
 * Round `round` of a round-robin: the table's round, whatever the results.
 * Every player is on his board, a withdrawn or absent one too (his game is
 * then a forfeit, C.05 6.6 as summarised in Annex 1 Part 3.3); the
 * dummy's opponent has the bye (C.05 Annex 1). The rounds before must
 * follow the table; a file that does not is refused, not re-paired.
 */
export function pairTableRound(
  t: Tournament,
  round: number,
  schedule: TableSchedule,
  options?: PairingOptions,
): RoundPairing {
  const players = t.players.length;
  const total = schedule.rounds(players);
  if (round > total)
    throw new NoValidPairingError(
      `the table for ${players} players has ${total} rounds; round ${round} is not in it`,
      said('engine.noPairing.tableRounds', { players, total, round }),
    );
  const first = schedule.deviations(t, round - 1, options)[0];
  if (first !== undefined)
    throw new NoValidPairingError(
      `${first.round > 0 ? `round ${first.round}: ` : ''}${first.text}; the table cannot be continued`,
      said('engine.noPairing.tableDeparts', { round: first.round, deviation: first.said }),
    );
  const scheduled = schedule.round(players, round, options);
  const where = said('table.round', {
    source: schedule.source(players),
    round: scheduled.tableRound,
    reversed: scheduled.coloursReversed,
  });
  const games: RoundPairing['games'] = [];
  let bye: number | null = null;
  scheduled.boards.forEach((b, i) => {
    if (b.white !== null && b.black !== null)
      games.push({
        white: b.white,
        black: b.black,
        colourRule: 'C.05 Annex 1',
        colourReason: said('colour.table.board', { board: i + 1, where }),
      });
    else bye = b.white ?? b.black;
  });
  return { games, bye };
}
