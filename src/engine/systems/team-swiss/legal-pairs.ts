import { CardinalityMatcher } from '../../matching/index.js';
import type { TeamState } from './team-state.js';

/** C.04.6 [C1] (Basic Rules Art. 2): the two teams have not played each other, nor are they forbidden to meet. */
export function mayMeet(a: TeamState, b: TeamState): boolean {
  return a.tpn !== b.tpn && !a.cannotMeet.has(b.tpn) && !b.cannotMeet.has(a.tpn);
}

/**
 * C.04.6 [C3]: can every team of `teams` be paired with [C1] kept? One
 * matcher for a whole round, with teams switched off and on as the pairing
 * proceeds.
 */
export class Completion {
  private readonly matcher: CardinalityMatcher;
  private readonly index = new Map<number, number>();

  constructor(private readonly teams: readonly TeamState[]) {
    this.matcher = new CardinalityMatcher(teams.length);
    teams.forEach((t, i) => this.index.set(t.tpn, i));
    for (let i = 0; i < teams.length; i++)
      for (let j = i + 1; j < teams.length; j++)
        if (mayMeet(teams[i]!, teams[j]!)) this.matcher.setEdge(i, j, true);
  }

  /** Whether exactly the teams of `tpns` can all be paired among themselves. */
  canPair(tpns: Iterable<number>): boolean {
    const on = new Set<number>();
    for (const tpn of tpns) on.add(this.index.get(tpn)!);
    if (on.size % 2 === 1) return false;
    for (let i = 0; i < this.teams.length; i++) this.matcher.setVertexEnabled(i, on.has(i));
    this.matcher.solve();
    return this.matcher.isPerfect();
  }
}
