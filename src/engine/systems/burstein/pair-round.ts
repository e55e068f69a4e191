import type { RoundPairing, Tournament } from '../../model/tournament.js';
import { decideColour } from '../dutch/colours.js';
import { C0404_COLOURS, gameWithColourRule } from '../explanation-articles.js';
import { buildPlayers, type DutchPlayer } from '../dutch/player-state.js';
import { eligibleForBye2025 } from '../dutch/edition-2025/weights.js';
import { mayMeet } from '../common/absolute-criteria.js';
import { MeetingTable } from '../common/meeting-table.js';
import { pairsEveryone } from '../common/pairs-everyone.js';
import { NoValidPairingError, type PairingSystem } from '../pairing-system.js';
import { pairBracket, type BracketRules } from './bracket-pairing.js';
import { type OppositionIndex, oppositionIndexes } from './opposition-index.js';
import { said } from '../../../messages/said.js';

/**
 * Burstein 1.6.2: half the number of rounds (rounded down), at most four.
 * Decision: a file that does not state the number of rounds is taken as a
 * long tournament (four seeding rounds), so that an unknown length never
 * starts the Index early.
 */
export function seedingRounds(totalRounds: number | null): number {
  return totalRounds === null ? 4 : Math.min(Math.floor(totalRounds / 2), 4);
}

/** 1.8: Index (Buchholz, then Sonneborn-Berger) descending, then TPN ascending. */
export function rankingOrder(index: ReadonlyMap<number, OppositionIndex>) {
  return (a: DutchPlayer, b: DutchPlayer): number => {
    const x = index.get(a.id)!;
    const y = index.get(b.id)!;
    return (
      y.buchholz - x.buchholz || y.sonnebornBerger - x.sonnebornBerger || a.rankIndex - b.rankIndex
    );
  };
}

/** [C1] and [C3] (Burstein 2.1.1, 2.1.3). */
export const compatibleBurstein = mayMeet;

/** Can everyone in `players` be paired under [C1] and [C3]? ([C4]) */
function completes(players: readonly DutchPlayer[], meetings: MeetingTable<DutchPlayer>): boolean {
  const place = meetings.places(players);
  return pairsEveryone(players.length, (i, j) => meetings.at(place[i]!, place[j]!));
}

/**
 * 3.1: the pairing-allocated bye goes to the player who may have it ([C2]),
 * leaves a complete pairing of the others ([C4]), has the lowest score, has
 * played the most games, and ranks lowest by 1.8, in that order.
 */
function assignBye(
  players: readonly DutchPlayer[],
  byRank: (a: DutchPlayer, b: DutchPlayer) => number,
  t: Tournament,
  meetings: MeetingTable<DutchPlayer>,
): DutchPlayer | null {
  if (players.length % 2 === 0) return null;
  const order = [...players].sort(
    (a, b) => a.score - b.score || b.playedGames - a.playedGames || byRank(b, a),
  );
  for (const p of order) {
    if (!eligibleForBye2025(p, t.pointSystem)) continue; // 3.1.1, [C2]
    if (
      completes(
        players.filter((q) => q !== p),
        meetings,
      )
    )
      return p; // 3.1.2, [C4]
  }
  throw new NoValidPairingError(
    'no player can take the pairing-allocated bye and leave the others a complete pairing (Burstein 3.1, [C2], [C4])',
    said('engine.noPairing.byeComplete', { articles: 'Burstein 3.1, [C2], [C4]' }),
  );
}

/** Pair a round after the seeding rounds (1.9): the bye first, then bracket by bracket. */
function pairByIndex(t: Tournament, round: number): RoundPairing {
  const { toPair, context } = buildPlayers(t, round, 'unplayed-above-loss');
  const byRank = rankingOrder(oppositionIndexes(t, round));
  const meetings = new MeetingTable(toPair);
  const bye = assignBye(toPair, byRank, t, meetings);
  const left = toPair.filter((p) => p !== bye);
  if (!completes(left, meetings))
    throw new NoValidPairingError(
      `round ${round}: no pairing satisfies the absolute criteria [C1]-[C3] for all ${left.length} players (Burstein 1.9.3: the Chief Arbiter decides)`,
      said('engine.noPairing.chiefArbiter', {
        round,
        players: left.length,
        article: 'Burstein 1.9.3',
      }),
    );
  const scores = [...new Set(left.map((p) => p.score))].sort((a, b) => b - a);
  const rules: BracketRules = { meetings };
  const pairs: [DutchPlayer, DutchPlayer][] = [];
  let floaters: DutchPlayer[] = [];
  scores.forEach((score, g) => {
    const bracket = [...floaters, ...left.filter((p) => p.score === score)].sort(byRank);
    const next = left.filter((p) => p.score === scores[g + 1]);
    const rest = left.filter((p) => p.score < (scores[g + 1] ?? -Infinity));
    const outcome = pairBracket({ bracket, next, rest }, rules);
    pairs.push(...outcome.pairs);
    floaters = outcome.floaters;
  });
  if (floaters.length > 0)
    throw new Error('internal: players left unpaired below the last bracket');
  const games = pairs.map(([a, b]) => {
    const higher = byRank(a, b) <= 0 ? a : b;
    // Art. 5: as the Dutch rules, "higher ranked" meaning by 1.8.
    const { colour, rule } = decideColour(a, b, higher, context.initialColour);
    return gameWithColourRule(a.id, b.id, colour, rule, C0404_COLOURS);
  });
  return { games, bye: bye?.id ?? null };
}

/**
 * The Burstein system, C.04.4.2 (2026 edition). The seeding rounds are
 * paired by the FIDE (Dutch) System in force (1.6.1), the others by the
 * Index.
 */
export function pairBursteinRound(
  t: Tournament,
  round: number,
  dutch: PairingSystem,
): RoundPairing {
  if (round <= seedingRounds(t.totalRounds)) return dutch.pair(t, round); // 1.6.1
  return pairByIndex(t, round);
}
