/**
 * Forbidden pairs added after round 1. C.02.03 (the organiser's checklist of
 * a FIDE-rated event): forbidden pairs are set before round 1 and none is
 * added later. The add-on warns and still keeps such a pair apart: a club
 * tournament may do it, and in a rated event it is the arbiter's call.
 * Decision: a late entry's pairs are set when he enters (his first round),
 * so pairs with a player numbered after that round are not warned about.
 */
import type { Player } from '../../engine/model/tournament.js';
import { said, type Said } from '../../messages/index.js';
import type { PairedWith } from './undo-record.js';

const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

/** The pairs of `now` that were not forbidden when the round of `since` was paired. */
export function forbiddenPairsAddedSince(
  now: readonly (readonly number[])[],
  since: PairedWith,
): [number, number][] {
  const known = new Set(since.forbiddenPairs.map(([a, b]) => key(a!, b!)));
  const added: [number, number][] = [];
  for (const [a, b] of now) {
    if (a === undefined || b === undefined) continue;
    if (Math.max(a, b) > since.highestNumber || known.has(key(a, b))) continue;
    added.push([Math.min(a, b), Math.max(a, b)]);
  }
  return added;
}

/** The warning for pairs added after round `round` was paired (round 1, or the first paired here). */
export function lateForbiddenPairsWarning(
  added: readonly [number, number][],
  players: readonly Player[],
  round: number,
): Said | null {
  if (added.length === 0) return null;
  const name = (id: number) => players.find((p) => p.id === id)?.name ?? '';
  return said('pair.lateForbiddenPairs', {
    pairs: added.map(([a, b]) =>
      said('pair.forbiddenPair', { a, aName: name(a), b, bName: name(b) }),
    ),
    round,
    notAgainst: said('header.notAgainst'),
    club: said('header.club'),
  });
}
