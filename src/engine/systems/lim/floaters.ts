import type { Colour } from '../../model/tournament.js';
import { dueColour, isCompatible } from './colours.js';
import type { LimPlayer, LimRound } from './player-state.js';

/**
 * The words of the Lim text: "highest numbered" is the top of the list
 * (4.2: "Player #1, the highest numbered player in the score-group"),
 * "lowest numbered" its bottom (4.4.a: "the lowest numbered player ...
 * originally #7"). The same reading is kept for "highest pairing number"
 * in 3.6 and "lowest pairing number" in 3.7.
 */
export type Direction = 'down' | 'up';

/** A score-group and what it knows of itself when it is paired. */
export interface ScoreGroup {
  /** The score of its own players (the median score for the median group). */
  readonly score: number;
  /** Lim 2.2: above the median, downward; below it, upwards; the median group, downward. */
  readonly direction: Direction;
  /** In the median score-group or above (Lim 3.6.3, 3.7.3, 5.4). */
  readonly atOrAboveMedian: boolean;
  /** Its own players. */
  readonly natives: readonly LimPlayer[];
  /** Players transferred into it from other score-groups (3.1). */
  readonly floaters: readonly LimPlayer[];
}

/** A floater is a down-floater in `group` when he comes from a higher score. */
export function isDownFloaterIn(p: LimPlayer, group: Pick<ScoreGroup, 'score'>): boolean {
  return p.score > group.score;
}

/**
 * The order in which the floaters of a group are paired.
 * 3.6, 3.6.1, 3.6.2: down-floaters, highest score first, then the highest
 * numbered (top) first. 3.7, 3.7.1, 3.7.2: up-floaters, lowest score first,
 * then the lowest numbered (bottom) first. 3.6.3: in the median group and
 * above, down-floaters before up-floaters; 3.7.3: below it, up-floaters first.
 * Decision (3.6, 3.7): "the highest pairing number" is #1, as in 4.2
 * ("Player #1, the highest numbered player in the score-group"), and "the
 * lowest" the bottom. Measured (scripts/measure-readings.mjs, 800 random tournaments of
 * 6-24 players, 4,562 rounds after round 1): reading it as the largest number
 * pairs 310 rounds (6.8%) differently.
 */
export function floaterPairingOrder(
  floaters: readonly LimPlayer[],
  group: Pick<ScoreGroup, 'score' | 'atOrAboveMedian'>,
  round?: Pick<LimRound, 'readings'>,
): LimPlayer[] {
  // The other reading (readings.ts, measuring only): the highest number is the largest.
  const flip = round?.readings.highestNumberIsLargest === true ? -1 : 1;
  const down = floaters
    .filter((p) => isDownFloaterIn(p, group))
    .sort((a, b) => b.score - a.score || flip * (a.id - b.id));
  const up = floaters
    .filter((p) => !isDownFloaterIn(p, group))
    .sort((a, b) => a.score - b.score || flip * (b.id - a.id));
  return group.atOrAboveMedian ? [...down, ...up] : [...up, ...down];
}

/** Scrutiny order of a group's own players (4.1.a from #1 down, 4.1.b from the bottom up). */
export function scrutinyOrder(players: readonly LimPlayer[], direction: Direction): LimPlayer[] {
  return [...players].sort((a, b) => (direction === 'down' ? a.id - b.id : b.id - a.id));
}

/**
 * Lim 3.3 / 3.4: does `candidate` have a compatible opponent in the adjacent
 * score-group "after excluding the opponents of other floaters" who are
 * paired there before him (3.6, 3.7)? Decision: "excluding the opponents"
 * is read as the best an arbiter can do by exchanges, i.e. the floaters
 * before him and he can all be given different compatible opponents at once
 * (a bipartite matching), not as a guess of which opponent each will get.
 * Decision: the floaters "who have higher scores or higher pairing numbers"
 * (3.3; "lower scores or lower pairing numbers", 3.4) are those paired before
 * him there by 3.6/3.7, 3.6.3 and 3.7.3 included. The clause is there so that
 * the floater still finds an opponent when his turn comes, and the opponents
 * then gone are those of the floaters paired before him; among floaters of
 * one direction the letter's order (score, then number) is exactly 3.6's or
 * 3.7's. It differs where the group mixes directions: an up-floater into the
 * median group or above meets it after its down-floaters (3.6.3), whose
 * higher scores the letter would not count. Measured
 * (scripts/measure-readings.mjs, 800 random tournaments of 6-24 players, 4,562
 * rounds after round 1): the letter, by score and then number, pairs 23 rounds
 * (0.50%) differently, all of them 3.4's case; excluding the opponents of
 * every other floater, 2 rounds (0.04%).
 */
export function hasOpponentInAdjacent(
  candidate: LimPlayer,
  otherFloaters: readonly LimPlayer[],
  adjacent: ScoreGroup,
  round: LimRound,
): boolean {
  const order = floaterPairingOrder([...otherFloaters, candidate], adjacent, round);
  // The other readings (readings.ts), for measuring only.
  const before = round.readings.excludeEveryFloatersOpponents
    ? [...otherFloaters]
    : round.readings.excludeByScoreAndNumber
      ? otherFloaters.filter((p) => rankedBeforeByTheLetter(p, candidate, adjacent))
      : order.slice(0, order.indexOf(candidate));
  const opponents = adjacent.natives;
  const owner = new Map<number, LimPlayer>();
  const tryAssign = (p: LimPlayer, seen: Set<number>): boolean => {
    for (const o of opponents) {
      if (seen.has(o.id) || !isCompatible(p, o, round)) continue;
      seen.add(o.id);
      const holder = owner.get(o.id);
      if (holder === undefined || tryAssign(holder, seen)) {
        owner.set(o.id, p);
        return true;
      }
    }
    return false;
  };
  for (const p of before) tryAssign(p, new Set());
  return tryAssign(candidate, new Set());
}

/**
 * The other reading of 3.3/3.4, for measuring only: `other` is one of the
 * floaters "who have higher scores or higher pairing numbers than the proposed
 * floater" (3.3, a floater going down) or "lower scores or lower pairing
 * numbers" (3.4, going up), by score and then number, whatever his direction.
 */
function rankedBeforeByTheLetter(
  other: LimPlayer,
  candidate: LimPlayer,
  adjacent: Pick<ScoreGroup, 'score'>,
): boolean {
  const sign = isDownFloaterIn(candidate, adjacent) ? 1 : -1;
  if (other.score !== candidate.score) return sign * (other.score - candidate.score) > 0;
  return sign * (candidate.id - other.id) > 0;
}

/**
 * Lim 3.9: "a. a floater who has already floated to the score-group just
 * being handled and has no compatible opponent in the adjacent score-group;
 * b. ... and has a compatible opponent ...; c. a floater who has no
 * compatible opponent in the adjacent score-group; d. a floater who has a
 * compatible opponent". Ranked 0 (a, worst) to 3 (d).
 */
export function floaterTypeRank(alreadyFloatedHere: boolean, hasOpponent: boolean): number {
  return (alreadyFloatedHere ? 0 : 2) + (hasOpponent ? 1 : 0);
}

export interface ParityCandidate {
  readonly player: LimPlayer;
  /** The others of the group can then all be paired (3.10: "not decrease the number of pairings"). */
  readonly leavesGroupPairable: boolean;
  /** 3.9 type, 0 (a) .. 3 (d). */
  readonly typeRank: number;
}

/**
 * Lim 2.3.d and section 3: which player leaves an odd score-group to make
 * it even. In order of precedence:
 * 1. a choice that leaves the rest of the group pairable (3.10's "this will
 *    not decrease the number of pairings of that score-group"; 4.4.a, where
 *    the player who cannot be paired replaces the floater);
 * 2. 3.9: avoid floaters of type a, then b, then c (3.3/3.4/3.5: the floater
 *    should have a compatible opponent in the adjacent group);
 * 3. 3.10: not a player who floated in the round just before;
 * 4. 3.2: a player who tends to equalise the numbers due white and due black;
 *    in a Maxi-tournament only within 100 rating points of the player who
 *    would be chosen otherwise;
 * 5. 3.2/3.3: the lowest numbered (bottom) player when pairing downward,
 *    the highest numbered (top) one when pairing upwards.
 * Decision: 3.2's Maxi clause measures the 100 points from "the lowest
 * numbered player in the score-group"; when an earlier criterion rules that
 * player out, from the player chosen in his place by criterion 5.
 */
export function chooseParityFloater(
  candidates: readonly ParityCandidate[],
  group: readonly LimPlayer[],
  direction: Direction,
  round: LimRound,
): LimPlayer {
  let tier = [...candidates];
  const keepBest = (score: (c: ParityCandidate) => number) => {
    const best = Math.max(...tier.map(score));
    tier = tier.filter((c) => score(c) === best);
  };
  keepBest((c) => (c.leavesGroupPairable ? 1 : 0));
  keepBest((c) => c.typeRank);
  keepBest((c) => (c.player.floatedLastRound ? 0 : 1));
  // Criterion 5: bottom first downward, top first upwards.
  tier.sort((a, b) =>
    direction === 'down' ? b.player.id - a.player.id : a.player.id - b.player.id,
  );
  const byPosition = tier[0]!.player;

  let white = 0;
  let black = 0;
  for (const p of group) {
    const due = dueColour(p);
    if (due === 'w') white++;
    else if (due === 'b') black++;
  }
  if (white === black) return byPosition;
  const surplus: Colour = white > black ? 'w' : 'b';
  const byColour = tier.find((c) => dueColour(c.player) === surplus)?.player;
  if (byColour === undefined) return byPosition;
  if (round.maxi && Math.abs(byColour.rating - byPosition.rating) > 100) return byPosition;
  return byColour;
}
