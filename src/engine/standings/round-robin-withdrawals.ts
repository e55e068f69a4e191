import { hasOpponent, isPlayedGame } from '../model/results.js';
import type { Player, Tournament } from '../model/tournament.js';
import type { TableSchedule } from '../systems/table-schedule.js';

/**
 * C.05 6.6 as summarised in shared/rules (Annex 1 Part 3.3, not verified
 * against the Handbook): a round-robin player who withdraws having completed
 * less than half of his games keeps his results in the table (for rating,
 * in the TRF) but they are left out of the ranking and of the opponents'
 * scores and tie-breaks; at half or more the results stand and the
 * remaining games are forfeits.
 *
 * Decisions, as an arbiter would read the summary:
 * - withdrawn: marked so (the add-on's players), or, once every round of
 *   the table has results, a player whose rounds from some round to the end
 *   are all forfeit losses or absences;
 * - "completed" games: rounds he was on a board and did not lose by forfeit
 *   (a game played, or a forfeit he won by being there), before he left;
 * - "half of the games": of the games the table gives him over the whole
 *   event (every other player once per cycle).
 */
export function withdrawnBelowHalf(
  t: Tournament,
  round: number,
  table: TableSchedule,
): Set<number> {
  const n = t.players.length;
  if (n < 2) return new Set();
  const total = table.rounds(n);
  const games = table.cycles * (n - 1);
  const out = new Set<number>();
  for (const p of t.players) {
    const left = leftFrom(p, round, round >= total);
    if (left === null) continue;
    let completed = 0;
    for (let r = 1; r < left; r++) {
      const rec = p.rounds[r - 1];
      if (isPlayedGame(rec) || (hasOpponent(rec) && rec!.result === '+')) completed++;
    }
    if (2 * completed < games) out.add(p.id);
  }
  return out;
}

/** The first round of a player's withdrawal, or null when he has not withdrawn. */
function leftFrom(p: Player, round: number, finished: boolean): number | null {
  let first: number | null = null;
  for (let r = round; r >= 1; r--) {
    const rec = p.rounds[r - 1];
    const gone =
      rec === undefined ||
      (rec.opponent !== null && rec.result === '-') ||
      (rec.opponent === null && rec.result !== 'Z' && rec.result !== 'U');
    if (!gone) break;
    first = r;
  }
  if (p.withdrawn) return first ?? round + 1;
  return finished ? first : null;
}

/**
 * The tournament as the ranking reads it: every game against an excluded
 * player, and his own rounds, become rounds without a game or points.
 */
export function withoutGamesOf(t: Tournament, excluded: ReadonlySet<number>): Tournament {
  const blank = { opponent: null, colour: null, result: 'Z' as const };
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      rounds: p.rounds.map((rec) =>
        rec === undefined
          ? rec
          : excluded.has(p.id) || (rec.opponent !== null && excluded.has(rec.opponent))
            ? { ...blank }
            : rec,
      ),
    })),
  };
}
