/**
 * What a Round tab shows for a round: the games of a pairing in board order,
 * then the players who are not paired, from the tournament's records.
 */
import { isKnownAbsence, pointsAfter } from '../../engine/model/results.js';
import type { Player, RoundPairing, Tournament } from '../../engine/model/tournament.js';
import type { ByeCode } from './byes.js';
import { resultTextFor } from './result-texts.js';
import type { RoundContent, ShownPlayer } from './round-tab.js';

/** Virtual points of the round by player (C.04.7), for the pairing score. */
type VirtualPoints = ReadonlyMap<number, number>;

function shown(player: Player, t: Tournament, round: number, virtual: VirtualPoints): ShownPlayer {
  const points = pointsAfter(player, t.pointSystem, round - 1);
  const extra = virtual.get(player.id) ?? 0;
  return {
    number: player.id,
    name: player.name,
    rating: player.rating,
    points,
    ...(extra === 0 ? {} : { pairingScore: points + extra }),
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
 * `ordered` (games in board order) around `fixed`, each fixed game on the
 * board typed for it (boards 1 .. the number of games, each once).
 */
export function aroundFixedBoards<G>(
  ordered: readonly G[],
  fixed: readonly { board: number; game: G }[],
): G[] {
  const boards: (G | undefined)[] = Array.from({ length: ordered.length + fixed.length });
  for (const { board, game } of fixed) boards[board - 1] = game;
  let next = 0;
  return boards.map((game) => game ?? ordered[next++]!);
}

/**
 * A new round: the pairing's games with no result yet, the pairing-allocated
 * bye, and the players known not to play (requested byes, absences) in `t`.
 * Withdrawn players are not shown. Games fixed by hand (by their white
 * player's No.) keep their board; the others are in the recommended order.
 */
export function pairedRoundContent(
  t: Tournament,
  round: number,
  pairing: RoundPairing,
  shownWith: { fixedBoards?: ReadonlyMap<number, number>; virtualPoints?: VirtualPoints } = {},
): RoundContent {
  const fixedBoards = shownWith.fixedBoards ?? new Map<number, number>();
  const byId = playerMap(t);
  const show = (id: number) => shown(byId.get(id)!, t, round, shownWith.virtualPoints ?? new Map());
  const all = pairing.games.map((game) => ({
    white: show(game.white),
    black: show(game.black),
    result: null,
  }));
  const games = aroundFixedBoards(
    inBoardOrder(all.filter((game) => !fixedBoards.has(game.white.number))),
    all
      .filter((game) => fixedBoards.has(game.white.number))
      .map((game) => ({ board: fixedBoards.get(game.white.number)!, game })),
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
export function recordedRoundContent(
  t: Tournament,
  round: number,
  virtualPoints: VirtualPoints = new Map(),
): RoundContent {
  const byId = playerMap(t);
  const show = (player: Player) => shown(player, t, round, virtualPoints);
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
