import type { Tournament } from '../../model/tournament.js';

/**
 * The organiser's forbidden pairs (TRF `XXP` / record 260, the Players tab's
 * Not against): each group forbids every pair within it, whichever way round.
 * Player id → the ids he must not meet.
 */
export function forbiddenOpponents(
  t: Pick<Tournament, 'forbiddenPairs'>,
): Map<number, Set<number>> {
  const opponents = new Map<number, Set<number>>();
  for (const group of t.forbiddenPairs) {
    for (const a of group) {
      let set = opponents.get(a);
      if (!set) opponents.set(a, (set = new Set()));
      for (const b of group) if (a !== b) set.add(b);
    }
  }
  return opponents;
}

/** Does a forbidden-pair group hold both players? */
export function isForbiddenPair(
  t: Pick<Tournament, 'forbiddenPairs'>,
  a: number,
  b: number,
): boolean {
  return t.forbiddenPairs.some((group) => group.includes(a) && group.includes(b));
}
