import { NoValidPairingError } from '../pairing-system.js';
import { CompatibilityGraph } from './group-graph.js';
import type { LimPlayer, LimRound } from './player-state.js';
import { said } from '../../../messages/said.js';

/**
 * Who gets the pairing-allocated bye, if the number of players is odd.
 * Lim 1.1 (and 8.2): "the player with the lowest rank in the lowest
 * score-group"; 7.1, round one: "the lowest rated player in the Pairing
 * List". C.04.1 4: never a player who already had it or a full point
 * without playing.
 * Decision (7.1): "lowest rated in the Pairing List" is read as the last
 * player of the pairing list, whose order is the rating order (C.04.2 2.2).
 * Decision: a careful arbiter does not give the bye to a player whose
 * absence would leave the others impossible to pair; the next player up
 * (lowest score first, then lowest rank) is taken instead.
 * Throws NoValidPairingError when no choice lets every other player meet a
 * compatible opponent.
 */
export function chooseBye(players: readonly LimPlayer[], round: LimRound): LimPlayer | null {
  const graph = new CompatibilityGraph(players, round);
  if (players.length % 2 === 0) {
    if (!graph.canPairAll(players))
      throw new NoValidPairingError(
        `round ${round.round}: the ${players.length} players cannot all be given compatible opponents (Lim 2.1)`,
        said('engine.noPairing.limCompatible', { round: round.round, players: players.length }),
      );
    return null;
  }
  const candidates = players
    .filter((p) => !p.byeBlocked)
    .sort((a, b) => a.score - b.score || b.id - a.id);
  for (const c of candidates) {
    if (graph.canPairAll(players.filter((p) => p !== c))) return c;
  }
  throw new NoValidPairingError(
    `round ${round.round}: no player can take the pairing-allocated bye and leave the others pairable (Lim 1.1, 2.1, C.04.1 4)`,
    said('engine.noPairing.limBye', { round: round.round }),
  );
}
