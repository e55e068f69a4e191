import { coloursFit, isStrictlyCompatible } from './colours.js';
import { exchangeCandidates } from './exchange-order.js';
import { isDownFloaterIn, type Direction } from './floaters.js';
import type { CompatibilityGraph } from './group-graph.js';
import type { LimPlayer, LimRound } from './player-state.js';

export interface SequentialSetting {
  readonly graph: CompatibilityGraph;
  /** The players to pair; they must have a perfect matching in `graph`. */
  readonly players: readonly LimPlayer[];
  /** Floaters, in the order in which they are paired (3.6, 3.7). */
  readonly floaters: readonly LimPlayer[];
  /** The group's own players in scrutiny order (4.1). */
  readonly natives: readonly LimPlayer[];
  /** The score of the group, to tell down-floaters from up-floaters. */
  readonly score: number;
  readonly round: LimRound;
  /**
   * Prefer opponents who let both players have their due colour (3.8, 5.2).
   * Off for round one, where no one is due a colour.
   */
  readonly colourExchanges: boolean;
}

/**
 * Pair a score-group whose players can all be paired, in the order of the
 * Lim rules:
 * - floaters first (3.6, 3.7), each with the highest numbered available
 *   player (the lowest numbered for an up-floater) who is due the alternate
 *   colour, else the first compatible one (3.8);
 * - then the group's own players: the first one in scrutiny order meets the
 *   first opponent, in the exchange order of 4.2 and 4.3, that is compatible
 *   (2.1, 2.5) and lets both have their due colour (5.2), else the first
 *   compatible one.
 * A choice is kept only if the players still unpaired can all be paired
 * (4.4: "the exchanges ... must at the same time leave Player #1 with a
 * compatible opponent"); the result is the first pairing, in the order of
 * the exchange tables, in which every pairing is compatible.
 * Maxi-tournaments (3.8, 5.7): an opponent due the alternate colour replaces
 * the proposed one only if their ratings differ by 100 points or less.
 * Last round (6): same-score pairings that break the colour limits are
 * compatible, but taken only when no pairing within the limits will do.
 * Decision (3.8): a floater is paired with the group's own players before
 * other floaters, since he was transferred to play in that group (3.2).
 * Decision (3.8): an up-floater in the median group (paired downward) meets the
 * lowest numbered player due the alternate colour, as an up-floater does when
 * pairing upwards: the rule follows the way the floater came. Measured
 * (scripts/measure-readings.mjs, 800 random tournaments of 6-24 players, 4,562
 * rounds after round 1): the literal "when pairing downward ... the highest
 * numbered player" pairs 806 rounds (17.7%) differently, 114 of 1,542 in fields
 * of 6-12 and 692 of 3,020 in fields of 13-24.
 * Returns the pairs in the order in which they were made.
 */
export function pairSequentially(s: SequentialSetting): [LimPlayer, LimPlayer][] {
  const { graph, round } = s;
  const m = graph.matcherFor(s.players);
  m.solve();
  if (!m.isPerfect()) throw new Error('internal: sequential pairing of an unpairable group');

  const free = (p: LimPlayer) => m.isEnabled(graph.indexOf(p));
  const adjacent = (a: LimPlayer, b: LimPlayer) =>
    graph.adjacency[graph.indexOf(a)]!.includes(graph.indexOf(b));

  /** Would pairing a with b leave the other unpaired players pairable? Commits when `keep`. */
  const tryPair = (a: LimPlayer, b: LimPlayer, keep: boolean): boolean => {
    const x = graph.indexOf(a);
    const y = graph.indexOf(b);
    if (m.mate(x) === y) {
      if (keep) {
        m.setVertexEnabled(x, false);
        m.setVertexEnabled(y, false);
      }
      return true;
    }
    const saved = m.saveMates();
    const xm = m.mate(x);
    m.setVertexEnabled(x, false);
    m.setVertexEnabled(y, false);
    const ok = m.augmentFrom(xm);
    if (!ok || !keep) {
      m.setVertexEnabled(x, true);
      m.setVertexEnabled(y, true);
      m.restoreMates(saved);
    }
    return ok;
  };

  const choose = (p: LimPlayer, candidates: readonly LimPlayer[]): LimPlayer => {
    const feasible = (c: LimPlayer) => adjacent(p, c) && tryPair(p, c, false);
    // Lim 6: pairings within the colour limits first.
    const proposed =
      candidates.find((c) => isStrictlyCompatible(p, c) && feasible(c)) ??
      candidates.find(feasible);
    if (proposed === undefined) throw new Error(`internal: no opponent left for ${p.id}`);
    let chosen = proposed;
    if (s.colourExchanges && !coloursFit(p, proposed)) {
      const better = candidates.find(
        (c) => isStrictlyCompatible(p, c) && coloursFit(p, c) && feasible(c),
      );
      if (better && (!round.maxi || Math.abs(better.rating - proposed.rating) <= 100))
        chosen = better;
    }
    tryPair(p, chosen, true);
    return chosen;
  };

  const pairs: [LimPlayer, LimPlayer][] = [];
  const isFloater = new Set(s.floaters.map((p) => p.id));
  for (const f of s.floaters) {
    if (!free(f)) continue;
    const down = isDownFloaterIn(f, { score: s.score });
    // The other reading (readings.ts, measuring only): the median group's way, downward.
    const literal = round.readings.medianUpFloaterFromTop === true && s.score === round.medianScore;
    const direction: Direction = down || literal ? 'down' : 'up';
    const byPosition = (a: LimPlayer, b: LimPlayer) =>
      direction === 'down' ? a.id - b.id : b.id - a.id;
    const own = s.players.filter((p) => free(p) && !isFloater.has(p.id)).sort(byPosition);
    const others = s.players
      .filter((p) => free(p) && isFloater.has(p.id) && p !== f)
      .sort((a, b) => (down ? b.score - a.score : a.score - b.score) || byPosition(a, b));
    pairs.push([f, choose(f, [...own, ...others])]);
  }
  for (;;) {
    const remaining = s.natives.filter(free);
    if (remaining.length === 0) break;
    const p = remaining[0]!;
    pairs.push([p, choose(p, exchangeCandidates(remaining))]);
  }
  return pairs;
}
