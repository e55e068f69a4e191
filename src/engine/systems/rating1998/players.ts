import { playerHistory } from '../../model/history.js';
import {
  isForfeit,
  isPairingAllocatedBye,
  isPlayedGame,
  recordPoints,
} from '../../model/results.js';
import { oppositeColour } from '../common/colours.js';
import { forbiddenOpponents } from '../common/forbidden-pairs.js';
import type { Colour, Player, RoundRecord, Tournament } from '../../model/tournament.js';
import { compareByA2 } from './ranking.js';
import type { Rating1998Readings } from './readings.js';

export type Float = 'down' | 'up' | null;

/** A.7: absolute > strong > mild; 0 = no preference (no game played yet). */
export const PreferenceKind = { None: 0, Mild: 1, Strong: 2, Absolute: 3 } as const;
export type PreferenceKind = (typeof PreferenceKind)[keyof typeof PreferenceKind];

export interface ColourPreference {
  readonly kind: PreferenceKind;
  /** Null exactly when kind is None. */
  readonly colour: Colour | null;
}

/** A player as the 1998 rules see him before the round is paired. */
export interface RatingPlayer {
  readonly id: number;
  readonly name: string;
  readonly rating: number;
  readonly title: string;
  /** Points for pairing purposes (F.9: adjourned games count as draws). */
  readonly score: number;
  /** Position in the A.2 order of the players paired this round, 0-based. */
  readonly rank: number;
  /** Colours of the games actually played, oldest first (F.2, F.3). */
  readonly colours: readonly Colour[];
  /** A.7: games with white minus games with black. */
  readonly colourDifference: number;
  readonly preference: ColourPreference;
  /**
   * Note to B and A.7.a: "B2, B5 and B6 do not apply when pairing players
   * with a score of over 50% in the last round".
   */
  readonly exempt: boolean;
  /** Players he may not meet: B.1.a (games played) and the organiser's forbidden pairs. */
  readonly forbidden: ReadonlySet<number>;
  /** B.1.b: has not yet received a point without playing. */
  readonly byeEligible: boolean;
  /** The float received k rounds back (k = 1: the previous round), per A.4 and A.5. */
  readonly floats: readonly Float[];
}

export interface RoundView {
  /** The players to pair, in A.2 order (players[i].rank === i). */
  readonly players: readonly RatingPlayer[];
  readonly round: number;
  /** Colour the top player gets in round one (A.7.c: by lot; null in the file = white). */
  readonly initialColour: Colour;
}

/**
 * F.9 "Adjourned games are considered draws for pairing purposes only": a
 * game of an earlier round with an opponent and a colour but no result is an
 * adjourned game, read here as a draw over the board.
 */
function withAdjournedAsDraws(p: Player, round: number): Player {
  let changed = false;
  const rounds = p.rounds.map((rec, i): RoundRecord | undefined => {
    if (i < round - 1 && rec && rec.opponent !== null && rec.colour && rec.result === null) {
      changed = true;
      return { ...rec, result: '=' };
    }
    return rec;
  });
  return changed ? { ...p, rounds } : p;
}

/**
 * A.7. The absolute preference is not in effect for a player with over 50%
 * in the last round (A.7.a, last sentence): his preference then falls to
 * strong or mild.
 */
export function colourPreference(colours: readonly Colour[], exempt: boolean): ColourPreference {
  if (colours.length === 0) return { kind: PreferenceKind.None, colour: null };
  let diff = 0;
  for (const c of colours) diff += c === 'w' ? 1 : -1;
  const last = colours[colours.length - 1]!;
  const lastTwoSame = colours.length >= 2 && colours[colours.length - 2] === last;
  if (!exempt && (diff > 1 || diff < -1 || lastTwoSame)) {
    // A.7.a "The preference is white when the colour difference is < 0 or
    // when the last two games were played with black, otherwise black."
    const white = diff < 0 || (lastTwoSame && last === 'b');
    return { kind: PreferenceKind.Absolute, colour: white ? 'w' : 'b' };
  }
  // A.7.b "The preference is white when the colour difference is < 0, black otherwise."
  if (diff !== 0) return { kind: PreferenceKind.Strong, colour: diff < 0 ? 'w' : 'b' };
  // A.7.c "alternate the colour with respect to the previous game".
  return { kind: PreferenceKind.Mild, colour: oppositeColour(last) };
}

/**
 * Build the 1998 view of the round. Paired are the players who have not
 * withdrawn and have no record for `round` (F.5: a record there with no
 * opponent is a known absence; such players are not paired and score 0 or
 * what the record says).
 */
export function buildRoundView(
  t: Tournament,
  round: number,
  readings: Rating1998Readings = {},
): RoundView {
  const ps = t.pointSystem;
  const normalised = new Map<number, Player>();
  for (const p of t.players) normalised.set(p.id, withAdjournedAsDraws(p, round));
  const histories = new Map(
    [...normalised.values()].map((p) => [p.id, playerHistory(p, round, ps)] as const),
  );

  const forbiddenByOrganiser = forbiddenOpponents(t);

  const isLastRound = t.totalRounds !== null && round === t.totalRounds;
  const maxSoFar = (round - 1) * ps.win;
  const toPair = t.players.filter((p) => !p.withdrawn && p.rounds[round - 1] === undefined);

  const drafts = toPair.map((original) => {
    const p = normalised.get(original.id)!;
    const h = histories.get(p.id)!;
    const score = roundScore(h.points);
    // "a score of over 50%": of the points that could have been scored so far.
    const exempt = isLastRound && score * 2 > maxSoFar;
    const forbidden = new Set<number>(h.playedOpponents);
    for (const q of forbiddenByOrganiser.get(p.id) ?? []) forbidden.add(q);
    return {
      id: p.id,
      name: p.name,
      rating: p.rating,
      title: p.title,
      score,
      colours: h.colours,
      colourDifference: h.colourDifference,
      preference: colourPreference(h.colours, exempt),
      exempt,
      forbidden,
      byeEligible: !h.records.some(
        // B.1.b "received a point without playing, either through a bye or due
        // to an opponent not appearing in time"; a half-point bye is not a point.
        (rec) => rec !== undefined && !isPlayedGame(rec) && recordPoints(rec, ps) >= ps.win,
      ),
      floats: floatsOf(
        h.records,
        h.pointsBefore,
        (id, k) => histories.get(id)?.pointsBefore[k],
        readings.forfeitsDoNotFloat === true,
      ),
    };
  });
  drafts.sort(compareByA2);
  return {
    players: drafts.map((d, rank) => ({ ...d, rank })),
    round,
    initialColour: t.initialColour ?? 'w',
  };
}

function roundScore(points: number): number {
  return Math.round(points * 1000) / 1000;
}

/**
 * A.4 and A.5, newest first. A pairing between unequal scores gives the
 * higher one a downfloat and the lower one an upfloat; the float is written
 * on the pairing card when the pairing is made, so a forfeited game floats
 * as well. The pairing-allocated bye is a downfloat (A.5). A round in which
 * the player was not paired gives no float.
 * Decision (A.4): forfeited games float. Measured
 * (scripts/measure-readings.mjs, 800 random tournaments of 6-24 players,
 * forfeits on 0-8% of games, 4,490 rounds after round 1): counting no float for
 * them pairs 47 rounds (1.0%) differently.
 */
function floatsOf(
  records: readonly (RoundRecord | undefined)[],
  pointsBefore: readonly number[],
  opponentPointsBefore: (id: number, roundIndex: number) => number | undefined,
  forfeitsDoNotFloat: boolean,
): Float[] {
  const floats: Float[] = [];
  for (let r = records.length - 1; r >= 0; r--) {
    const rec = records[r];
    if (isPairingAllocatedBye(rec)) {
      floats.push('down');
    } else if (rec?.opponent != null && !(forfeitsDoNotFloat && isForfeit(rec))) {
      const mine = pointsBefore[r]!;
      const theirs = opponentPointsBefore(rec.opponent, r) ?? mine;
      floats.push(mine > theirs ? 'down' : mine < theirs ? 'up' : null);
    } else {
      floats.push(null);
    }
  }
  return floats;
}
