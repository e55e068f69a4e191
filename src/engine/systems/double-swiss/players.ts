import { firstGameOf, matchRecord, type MatchRecord } from '../../model/matches.js';
import { isPairingAllocatedBye } from '../../model/results.js';
import type { Colour, Player, Tournament } from '../../model/tournament.js';
import { forbiddenOpponents } from '../common/forbidden-pairs.js';

/** Scores in tenths of a point, so that score comparisons are exact. */
const SCALE = 10;

/** What the Double-Swiss rules need to know about one player before match round `match`. */
export interface DoubleSwissPlayer {
  readonly id: number;
  /** 1.1: the TPN, 1-based, among the players taking part (C.04.2 Art. 2: late entries, absentees). */
  readonly tpn: number;
  /** 1.2.1: game points of the matches so far, with virtual points, in tenths. */
  readonly score: number;
  /** [C1]: opponents of matches not ended by forfeit (Art. 0), and the organiser's forbidden pairs. */
  readonly mayNotMeet: ReadonlySet<number>;
  /** [C2]: no pairing-allocated bye after one, after a match won by forfeit, or after a full-point bye. */
  readonly mayHaveBye: boolean;
  /** 3.4.4: matches regularly played (Art. 0). */
  readonly matchesPlayed: number;
  /** 1.6: the colour (game 1's) of each match in which at least one game was played, oldest first. */
  readonly colours: readonly Colour[];
  /** 1.5: paired in the previous match round against an opponent with a different score. */
  readonly floatedLastRound: boolean;
}

/** Did the player take part in that TRF round's pairing (an opponent or the pairing-allocated bye)? */
function participated(p: Player, upToGame: number): boolean {
  return p.rounds
    .slice(0, upToGame)
    .some((rec) => rec !== undefined && (rec.opponent !== null || isPairingAllocatedBye(rec)));
}

/**
 * Every player's view before match round `match` (its first game is TRF
 * round 2·match − 1), and the players to pair: not withdrawn and with no
 * record for that game.
 */
export function doubleSwissPlayers(t: Tournament, match: number): DoubleSwissPlayer[] {
  const played = match - 1;
  const game1 = firstGameOf(match);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const xxp = forbiddenOpponents(t);
  const records = new Map<number, MatchRecord[]>();
  // scoresBefore[m]: the pairing score before match m + 1 (m = 0: before match 1).
  const scoresBefore = new Map<number, number[]>();
  for (const p of t.players) {
    const own = Array.from({ length: played }, (_, m) =>
      matchRecord(p, m + 1, t.pointSystem, (id) => byId.get(id)),
    );
    records.set(p.id, own);
    const acc = t.acceleration.get(p.id) ?? [];
    const virtualBefore = (m: number) =>
      (acc[firstGameOf(m + 1) - 1] ?? 0) + (acc[firstGameOf(m + 1)] ?? 0);
    const scores = [Math.round(virtualBefore(0) * SCALE)];
    let points = 0;
    for (let m = 0; m < played; m++) {
      points += own[m]!.points;
      scores.push(Math.round((points + virtualBefore(m + 1)) * SCALE));
    }
    scoresBefore.set(p.id, scores);
  }

  const toPair = (p: Player) => !p.withdrawn && p.rounds[game1 - 1] === undefined;
  const result: DoubleSwissPlayer[] = [];
  let tpn = 0;
  for (const p of t.players) {
    if (!toPair(p) && !participated(p, game1)) continue;
    tpn++;
    if (!toPair(p)) continue;
    const own = records.get(p.id)!;
    const mayNotMeet = new Set(xxp.get(p.id));
    for (const r of own) if (r.kind === 'played') mayNotMeet.add(r.opponent!);
    const last = own[played - 1];
    const scoreBefore = (id: number) => scoresBefore.get(id)?.[played - 1];
    result.push({
      id: p.id,
      tpn,
      score: scoresBefore.get(p.id)![played]!,
      mayNotMeet,
      mayHaveBye: !own.some(
        (r) => r.kind === 'pairing-allocated-bye' || r.kind === 'full-point-bye' || r.wonByForfeit,
      ),
      matchesPlayed: own.filter((r) => r.kind === 'played').length,
      colours: own.filter((r) => r.hadColour).map((r) => r.colour!),
      floatedLastRound: last?.opponent != null && scoreBefore(last.opponent) !== scoreBefore(p.id),
    });
  }
  return result;
}

/** [C1] as a system's rooms ask it: `mayMeet`, or a table of it for the round (meetings-by-tpn). */
export type Meets = (a: DoubleSwissPlayer, b: DoubleSwissPlayer) => boolean;

/** [C1]: may these two meet? */
export function mayMeet(a: DoubleSwissPlayer, b: DoubleSwissPlayer): boolean {
  return !a.mayNotMeet.has(b.id) && !b.mayNotMeet.has(a.id);
}

/** 1.2: by score, then TPN. */
export function byRank(a: DoubleSwissPlayer, b: DoubleSwissPlayer): number {
  return b.score - a.score || a.tpn - b.tpn;
}
