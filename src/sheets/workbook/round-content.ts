/**
 * What a Round tab shows for a round: the games of a pairing in board order,
 * then the players who are not paired, from the tournament's records.
 */
import { firstGameOf } from '../../engine/model/matches.js';
import { isKnownAbsence, pointsAfter } from '../../engine/model/results.js';
import type { Player, RoundPairing, Tournament } from '../../engine/model/tournament.js';
import type { ByeCode } from './byes.js';
import { resultTextFor } from './result-texts.js';
import type { RoundContent, ShownPlayer } from './round-tab.js';

function shown(player: Player, t: Tournament, round: number): ShownPlayer {
  return {
    number: player.id,
    name: player.name,
    rating: player.rating,
    points: pointsAfter(player, t.pointSystem, round - 1),
  };
}

/**
 * C.04.2 3.6, the recommended order of the boards: "(1) higher score of the
 * higher-ranked participant of the pair; (2) higher sum of the scores of
 * both; (3) smaller TPN of the higher-ranked participant".
 */
export function inBoardOrder<G extends { white: ShownPlayer; black: ShownPlayer }>(
  games: readonly G[],
): G[] {
  const higher = (game: G): ShownPlayer => {
    const { white, black } = game;
    return white.points > black.points ||
      (white.points === black.points && white.number < black.number)
      ? white
      : black;
  };
  return [...games].sort((a, b) => {
    const [ha, hb] = [higher(a), higher(b)];
    return (
      hb.points - ha.points ||
      b.white.points + b.black.points - (a.white.points + a.black.points) ||
      ha.number - hb.number
    );
  });
}

function playerMap(t: Tournament): Map<number, Player> {
  return new Map(t.players.map((p) => [p.id, p]));
}

/**
 * A new round: the pairing's games with no result yet, the pairing-allocated
 * bye, and the players known not to play (requested byes, absences) in `t`.
 * Withdrawn players are not shown.
 */
export function pairedRoundContent(
  t: Tournament,
  round: number,
  pairing: RoundPairing,
): RoundContent {
  const byId = playerMap(t);
  const show = (id: number) => shown(byId.get(id)!, t, round);
  const games = inBoardOrder(
    pairing.games.map((game) => ({
      white: show(game.white),
      black: show(game.black),
      result: null,
    })),
  );
  const byes: RoundContent['byes'] = [];
  if (pairing.bye !== null) byes.push({ code: 'U', player: show(pairing.bye) });
  for (const player of t.players) {
    const record = player.rounds[round - 1];
    if (!player.withdrawn && isKnownAbsence(record) && record!.result !== '-') {
      byes.push({ code: record!.result as ByeCode, player: show(player.id) });
    }
  }
  return { games, byes };
}

/** A problem with a recorded round that a Round tab cannot show. */
export class UnshowableRoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnshowableRoundError';
  }
}

/**
 * A round already recorded in `t` (a TRF file), as its Round tab shows it.
 * Games keep the order C.04.2 3.6 gives them.
 */
export function recordedRoundContent(t: Tournament, round: number): RoundContent {
  const byId = playerMap(t);
  const show = (player: Player) => shown(player, t, round);
  const games: RoundContent['games'] = [];
  const byes: RoundContent['byes'] = [];
  for (const player of t.players) {
    const record = player.rounds[round - 1];
    if (record === undefined) continue;
    if (record.opponent === null) {
      const code: ByeCode | null =
        record.result === 'U' || record.result === '+'
          ? 'U'
          : record.result === 'H' || record.result === 'F' || record.result === 'Z'
            ? record.result
            : null;
      if (code !== null) byes.push({ code, player: show(player) });
      continue;
    }
    // Some programs give an unplayed game no colour: the lower number is then listed as white.
    if (record.colour === 'b' || (record.colour === null && record.opponent < player.id)) continue;
    const opponent = byId.get(record.opponent);
    const theirs = opponent?.rounds[round - 1];
    if (opponent === undefined || theirs === undefined) {
      throw new UnshowableRoundError(
        `round ${round}: player ${player.id} plays ${record.opponent}, who has no record for that round`,
      );
    }
    let result = null;
    if (record.result !== null || theirs.result !== null) {
      result =
        record.result === null || theirs.result === null
          ? null
          : resultTextFor(record.result, theirs.result);
      if (result === null) {
        throw new UnshowableRoundError(
          `round ${round}: the game ${player.id} - ${opponent.id} has the result "${record.result ?? ' '}" / "${theirs.result ?? ' '}", which is not one of 1-0, ½-½, 0-1 or a forfeit`,
        );
      }
    }
    games.push({ white: show(player), black: show(opponent), result });
  }
  return { games: inBoardOrder(games), byes };
}

/**
 * A two-game match round recorded in `t` (C.04.5): match `match` is TRF
 * rounds 2·match − 1 and 2·match; game 1 as its round shows it, game 2's
 * result read left to right (the left player has Black in game 2).
 */
export function recordedMatchContent(t: Tournament, match: number): RoundContent {
  const game1 = firstGameOf(match);
  const content = recordedRoundContent(t, game1);
  const byId = playerMap(t);
  const games = content.games.map((game) => {
    const left = byId.get(game.white.number)!.rounds[game1];
    const right = byId.get(game.black.number)!.rounds[game1];
    const secondResult =
      left?.result == null || right?.result == null
        ? null
        : resultTextFor(left.result, right.result);
    if (left?.result != null && secondResult === null)
      throw new UnshowableRoundError(
        `round ${game1 + 1}: the game ${game.white.number} - ${game.black.number} has the result "${left.result}" / "${right?.result ?? ' '}", which is not one of 1-0, ½-½, 0-1 or a forfeit`,
      );
    return { ...game, secondResult };
  });
  return { games, byes: content.byes };
}
