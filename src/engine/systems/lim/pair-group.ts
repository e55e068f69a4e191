import {
  chooseParityFloater,
  floaterPairingOrder,
  floaterTypeRank,
  hasOpponentInAdjacent,
  scrutinyOrder,
  type ScoreGroup,
} from './floaters.js';
import { CompatibilityGraph } from './group-graph.js';
import type { LimPlayer, LimRound } from './player-state.js';
import { pairSequentially } from './sequential-pairing.js';

export interface GroupPairing {
  /** Pairs in the order in which they were made. */
  readonly pairs: [LimPlayer, LimPlayer][];
  /** Players transferred to the adjacent score-group (3.1). */
  readonly floaters: LimPlayer[];
}

/**
 * Pair a score-group other than the median one (Lim 2.3–2.5, 3, 4):
 * 1. 2.3.a–c (and 3.5 for floaters passing through): players with no
 *    compatible opponent in the group are transferred;
 * 2. 2.3.d: an odd group gives up one more player, chosen by section 3;
 * 3. 4.4: if the rest cannot all be paired, the first player in scrutiny
 *    order for whom no compatible opponent can be found while those before
 *    him keep theirs is floated, and the group is made even again: 4.4.a, a
 *    group made even by a floater takes that floater back; 4.4.b, an even
 *    group floats one more player, again chosen by section 3;
 * 4. the rest is paired (sequential-pairing.ts).
 * Decision: 4.4.b names "the lowest numbered player remaining" as the second
 * floater; that is what section 3 gives when no other rule applies, and the
 * section 3 rules (compatibility below, colours, 3.10) are applied to him as
 * to any floater that makes a group even.
 */
export function pairScoreGroup(
  group: ScoreGroup,
  adjacent: ScoreGroup,
  round: LimRound,
): GroupPairing {
  const members = [...group.natives, ...group.floaters];
  const graph = new CompatibilityGraph(members, round);
  const incoming = new Set(group.floaters.map((p) => p.id));
  const out: LimPlayer[] = members.filter((p) => !graph.hasCompatibleOpponent(p));
  let rest = members.filter((p) => graph.hasCompatibleOpponent(p));
  const order = [
    ...floaterPairingOrder(group.floaters, group, round),
    ...scrutinyOrder(group.natives, group.direction),
  ];

  for (;;) {
    let parity: LimPlayer | null = null;
    if (rest.length % 2 === 1) {
      const pairable = graph.removableForPerfectPairing(rest);
      const candidates = rest.map((player) => ({
        player,
        leavesGroupPairable: pairable.has(player.id),
        typeRank: floaterTypeRank(
          incoming.has(player.id),
          hasOpponentInAdjacent(player, [...adjacent.floaters, ...out], adjacent, round),
        ),
      }));
      parity = chooseParityFloater(candidates, rest, group.direction, round);
    }
    const toPair = rest.filter((p) => p !== parity);
    if (graph.canPairAll(toPair)) {
      if (parity) out.push(parity);
      return { pairs: pairInOrder(graph, toPair, group, round), floaters: out };
    }
    const stuck = firstUnpairable(
      graph,
      order.filter((p) => toPair.includes(p)),
    );
    out.push(stuck);
    rest = rest.filter((p) => p !== stuck);
  }
}

/**
 * Pair the median score-group (Lim 2.2: paired last, downward), with all
 * the floaters that reached it. Null when it cannot be paired (2.6).
 */
export function pairMedianGroup(
  group: ScoreGroup,
  round: LimRound,
): [LimPlayer, LimPlayer][] | null {
  const members = [...group.natives, ...group.floaters];
  const graph = new CompatibilityGraph(members, round);
  if (!graph.canPairAll(members)) return null;
  return pairInOrder(graph, members, group, round);
}

function pairInOrder(
  graph: CompatibilityGraph,
  players: readonly LimPlayer[],
  group: ScoreGroup,
  round: LimRound,
): [LimPlayer, LimPlayer][] {
  const inGroup = new Set(players.map((p) => p.id));
  return pairSequentially({
    graph,
    players,
    floaters: floaterPairingOrder(
      group.floaters.filter((p) => inGroup.has(p.id)),
      group,
      round,
    ),
    natives: scrutinyOrder(
      group.natives.filter((p) => inGroup.has(p.id)),
      group.direction,
    ),
    score: group.score,
    round,
    colourExchanges: true,
  });
}

/**
 * Lim 4.4: the first player, in scrutiny order, who cannot be given a
 * compatible opponent together with every player before him.
 */
function firstUnpairable(graph: CompatibilityGraph, order: readonly LimPlayer[]): LimPlayer {
  let lo = 1;
  let hi = order.length;
  // Invariant: the first lo-1 players can be covered, the first hi cannot.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (graph.canCover(order, order.slice(0, mid))) lo = mid + 1;
    else hi = mid;
  }
  return order[lo - 1]!;
}
