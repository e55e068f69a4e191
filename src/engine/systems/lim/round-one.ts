import { said, type Said } from '../../../messages/said.js';
import type { Colour } from '../../model/tournament.js';
import { oppositeColour } from '../common/colours.js';
import { CompatibilityGraph } from './group-graph.js';
import type { LimPlayer, LimRound } from './player-state.js';
import { pairSequentially } from './sequential-pairing.js';

export interface ColouredPair {
  readonly white: LimPlayer;
  readonly black: LimPlayer;
  /** The article that decided the colours, and why (for explanations). */
  readonly article: string;
  readonly reason: Said;
}

/**
 * Lim 7.2: the top half meets the bottom half (1 v n/2+1 ...; 2.4), player
 * #1 has the colour drawn by lot, "the other odd-numbered players in the
 * upper half of the Pairing List are then given the same colour as Player
 * #1", the even-numbered ones the other colour.
 * Decision: the numbers counted are positions among the players paired in
 * round one (after the bye, and without absentees), so that the colours
 * alternate down the boards as in the 40-player example. Forbidden pairs
 * (XXP) are the only incompatibility in round one; they are exchanged as in
 * section 4, and a pairing between two players of the upper half gives the
 * higher one the colour of his position.
 */
export function pairRoundOne(players: readonly LimPlayer[], round: LimRound): ColouredPair[] {
  const list = [...players].sort((a, b) => a.id - b.id);
  const position = new Map(list.map((p, i) => [p.id, i + 1]));
  const graph = new CompatibilityGraph(list, round);
  const pairs = pairSequentially({
    graph,
    players: list,
    floaters: [],
    natives: list,
    score: 0,
    round,
    colourExchanges: false,
  });
  return pairs.map(([a, b]) => {
    const [higher, lower] = position.get(a.id)! < position.get(b.id)! ? [a, b] : [b, a];
    const colour: Colour =
      position.get(higher.id)! % 2 === 1 ? round.lotColour : oppositeColour(round.lotColour);
    const why = {
      article: '7.2',
      reason: said('colour.lim.roundOne'),
    };
    return colour === 'w'
      ? { white: higher, black: lower, ...why }
      : { white: lower, black: higher, ...why };
  });
}
