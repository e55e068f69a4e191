/**
 * Forbidden pairs added after round 1. C.02.03 (the organiser's checklist of
 * a FIDE-rated event): forbidden pairs are set before round 1 and none is
 * added later. The add-on warns and still keeps such a pair apart: a club
 * tournament may do it, and in a rated event it is the arbiter's call.
 * Decision: a late entry's pairs are set when he enters (his first round),
 * so pairs with a player numbered after that round are not warned about.
 */
import type { Player } from '../../engine/model/tournament.js';
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
): string | null {
  if (added.length === 0) return null;
  const name = (id: number) => {
    const player = players.find((p) => p.id === id);
    return player === undefined ? `No. ${id}` : `No. ${id} ${player.name}`;
  };
  const list = added.map(([a, b]) => `${name(a)} and ${name(b)}`).join('; ');
  const since = round === 1 ? 'round 1 was paired' : `round ${round} was paired here`;
  return `Warning: ${added.length === 1 ? 'a forbidden pair was' : `${added.length} forbidden pairs were`} added (Not against or Club) after ${since}: ${list}. A FIDE-rated event may not add forbidden pairs after round 1 (C.02.03); ${added.length === 1 ? 'it was' : 'they were'} kept apart all the same.`;
}
