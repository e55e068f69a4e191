/**
 * What a Round tab shows for a round: the games of a pairing in board order,
 * then the players who are not paired, from the tournament's records.
 */
import { firstGameOf } from '../../engine/model/matches.js';
import { isKnownAbsence, pointsAfter, recordPoints } from '../../engine/model/results.js';
import { lastPairedRound } from '../../engine/model/rounds.js';
import type { Player, RoundPairing, Tournament } from '../../engine/model/tournament.js';
import {
  ENGLISH,
  RefusalError,
  said,
  say,
  translatorFor,
  type Said,
} from '../../messages/index.js';
import type { ByeCode } from './byes.js';
import { ADJOURNED, resultTextFor, type ResultCell } from './result-texts.js';
import type { RoundContent, RoundRows, ShownPlayer } from './round-tab.js';
import type { WorkbookTournament } from './tournament-from-workbook.js';

/** Virtual points of the round by player (C.04.7), for the pairing score. */
type VirtualPoints = ReadonlyMap<number, number>;

/** By name and the players' page show points, not the pairing score. */
const NO_VIRTUAL_POINTS: VirtualPoints = new Map();

/** A player as a Round tab shows him: points before `round`, and a pairing score with virtual points. */
export function shown(
  player: Player,
  t: Tournament,
  round: number,
  virtual: VirtualPoints = NO_VIRTUAL_POINTS,
): ShownPlayer {
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

/** What a bye row of `code` is worth under the tournament's points. */
export function byePoints(code: ByeCode, t: Tournament): number {
  return recordPoints({ opponent: null, colour: null, result: code }, t.pointSystem);
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
  const bye = (code: ByeCode, id: number) =>
    byes.push({ code, player: show(id), points: byePoints(code, t) });
  if (pairing.bye !== null) bye('U', pairing.bye);
  for (const player of t.players) {
    const record = player.rounds[round - 1];
    if (!player.withdrawn && isKnownAbsence(record) && record!.result !== '-') {
      bye(record!.result as ByeCode, player.id);
    }
  }
  return { games, byes };
}

/**
 * A problem with a recorded round that a Round tab cannot show: said in the
 * tournament's language where Import TRF reports it (its `refusal`).
 */
export class UnshowableRoundError extends RefusalError<Said> {
  override name = 'UnshowableRoundError';

  constructor(refusal: Said) {
    super(say(translatorFor(ENGLISH), refusal), refusal);
  }
}

/** The game `white` - `black` of `round` has results that are not one game's. */
function unshowableResult(
  round: number,
  white: number,
  black: number,
  whiteResult: string | null | undefined,
  blackResult: string | null | undefined,
): UnshowableRoundError {
  return new UnshowableRoundError(
    said('import.unshowable.result', {
      round,
      white,
      black,
      whiteResult: whiteResult ?? ' ',
      blackResult: blackResult ?? ' ',
    }),
  );
}

/**
 * A round already recorded in `t` (a TRF file), as its Round tab shows it.
 * Games keep the order C.04.2 3.6 gives them. A game without a result in a
 * round before `lastRound` (the last paired one) was adjourned (the TRF has
 * no code for it; 1998 F.9 pairs around it), and its tab says so.
 */
export function recordedRoundContent(
  t: Tournament,
  round: number,
  virtualPoints: VirtualPoints = new Map(),
  lastRound: number = lastPairedRound(t.players),
): RoundContent {
  const byId = playerMap(t);
  const unfinished = round < lastRound ? ADJOURNED : null;
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
      if (code !== null) byes.push({ code, player: show(player), points: byePoints(code, t) });
      continue;
    }
    // Some programs give an unplayed game no colour: the lower number is then listed as white.
    if (record.colour === 'b' || (record.colour === null && record.opponent < player.id)) continue;
    const opponent = byId.get(record.opponent);
    const theirs = opponent?.rounds[round - 1];
    if (opponent === undefined || theirs === undefined) {
      throw new UnshowableRoundError(
        said('import.unshowable.noRecord', {
          round,
          player: player.id,
          opponent: record.opponent,
        }),
      );
    }
    let result: ResultCell | null = unfinished;
    if (record.result !== null || theirs.result !== null) {
      result =
        record.result === null || theirs.result === null
          ? null
          : resultTextFor(record.result, theirs.result);
      if (result === null)
        throw unshowableResult(round, player.id, opponent.id, record.result, theirs.result);
    }
    games.push({ white: show(player), black: show(opponent), result });
  }
  return { games: inBoardOrder(games), byes };
}

/**
 * A round as its Round tab lists it (board order as the tab has it, hand
 * edits included), with names and points from `t`; a match's game 2 result
 * as the tab reads it.
 */
export function tabRoundContent(t: Tournament, round: number, rows: RoundRows): RoundContent {
  const byId = playerMap(t);
  const show = (id: number): ShownPlayer => {
    const player = byId.get(id);
    return player === undefined
      ? { number: id, name: '', rating: 0, points: 0 }
      : shown(player, t, round, NO_VIRTUAL_POINTS);
  };
  return {
    games: rows.games.map((game) => ({
      white: show(game.white),
      black: show(game.black),
      result: game.result,
      ...(game.secondResult === undefined ? {} : { secondResult: game.secondResult }),
    })),
    byes: rows.byes.map(({ code, player, free }) => ({
      code,
      player: show(player),
      points: byePoints(code, t),
      ...(free === true ? { free } : {}),
    })),
  };
}

/**
 * The last Round tab of the workbook as read (none before round 1), points
 * before its round: with two-game matches (C.04.5), before the match's first game.
 */
export function latestTabContent(current: WorkbookTournament): RoundContent | null {
  const { tournament, roundsPaired, gamesPerRound } = current;
  const rows = current.roundRows.get(roundsPaired);
  if (rows === undefined) return null;
  return tabRoundContent(tournament, (roundsPaired - 1) * gamesPerRound + 1, rows);
}

/**
 * A two-game match round recorded in `t` (C.04.5): match `match` is TRF
 * rounds 2·match − 1 and 2·match; game 1 as its round shows it, game 2's
 * result read left to right (the left player has Black in game 2). Game 2
 * without a result in a match before the last paired one was adjourned, as
 * recordedRoundContent reads game 1.
 */
export function recordedMatchContent(
  t: Tournament,
  match: number,
  virtualPoints: VirtualPoints = new Map(),
): RoundContent {
  const game1 = firstGameOf(match);
  const last = lastPairedRound(t.players);
  // Both games of the last match may still be played: game 1 is adjourned only in an earlier match.
  const content = recordedRoundContent(t, game1, virtualPoints, last - 1);
  const unfinished: ResultCell | null = game1 + 1 < last ? ADJOURNED : null;
  const byId = playerMap(t);
  const games = content.games.map((game) => {
    const left = byId.get(game.white.number)!.rounds[game1];
    const right = byId.get(game.black.number)!.rounds[game1];
    if (left?.result == null && right?.result == null) return { ...game, secondResult: unfinished };
    const secondResult =
      left?.result == null || right?.result == null
        ? null
        : resultTextFor(left.result, right.result);
    if (secondResult === null)
      throw unshowableResult(
        game1 + 1,
        game.white.number,
        game.black.number,
        left?.result,
        right?.result,
      );
    return { ...game, secondResult };
  });
  return { games, byes: content.byes };
}
