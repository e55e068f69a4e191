/**
 * What a Round tab shows for a round made from a table (a round-robin):
 * the boards in the table's order, not by score, the player who meets the
 * dummy as free, and the games of a withdrawn player already lost by
 * forfeit.
 */
import type { RoundPairing, Tournament } from '../../engine/model/tournament.js';
import type { ScheduledRound } from '../../engine/systems/table-schedule.js';
import { byePoints, pairedRoundContent, shown } from './round-content.js';
import type { ResultCell } from './result-texts.js';
import type { RoundContent } from './round-tab.js';

/**
 * C.05 6.6 as decided in docs/arbiters-notes.md ("Round-robin"): a player
 * who withdraws stays on his board, the table does not change, and his
 * remaining games are lost by forfeit (his opponent wins by forfeit, both
 * gone: a double forfeit). The rank then counts his results or not by how
 * many games he completed (engine/standings/round-robin-withdrawals.ts).
 */
function forfeitOf(white: boolean, black: boolean): ResultCell | null {
  if (white && black) return 'double forfeit';
  if (white) return '0-1 forfeit';
  if (black) return '1-0 forfeit';
  return null;
}

export function tableRoundContent(
  t: Tournament,
  round: number,
  pairing: RoundPairing,
): RoundContent {
  // The board order is the table's (C.05 Annex 1: "board 1 ... board n/2"), kept by fixing every board.
  const fixedBoards = new Map(pairing.games.map((g, i) => [g.white, i + 1]));
  const { games } = pairedRoundContent(
    t,
    round,
    { games: pairing.games, bye: null },
    { fixedBoards },
  );
  const withdrawn = new Set(t.players.filter((p) => p.withdrawn).map((p) => p.id));
  const free = t.players.find((p) => p.id === pairing.bye);
  return {
    games: games.map((g) => ({
      ...g,
      result: forfeitOf(withdrawn.has(g.white.number), withdrawn.has(g.black.number)),
    })),
    byes:
      free === undefined
        ? []
        : [{ code: 'Z', free: true, player: shown(free, t, round), points: byePoints('Z', t) }],
  };
}

/**
 * A recorded round (an imported file's) as its table has it: the games in
 * the table's board order (a game the table does not have, last), and the
 * player who meets the dummy shown free when the file gives him no game.
 */
export function inTableOrder(content: RoundContent, table: ScheduledRound): RoundContent {
  const boardOf = new Map<string, number>();
  table.boards.forEach((b, i) => {
    if (b.white !== null && b.black !== null) {
      boardOf.set(`${b.white}-${b.black}`, i);
      boardOf.set(`${b.black}-${b.white}`, i);
    }
  });
  const dummyBoard = table.boards.find((b) => b.white === null || b.black === null);
  const free = dummyBoard === undefined ? null : (dummyBoard.white ?? dummyBoard.black);
  const at = (g: RoundContent['games'][number]) =>
    boardOf.get(`${g.white.number}-${g.black.number}`) ?? table.boards.length;
  return {
    ...content,
    games: [...content.games].sort((a, b) => at(a) - at(b)),
    byes: content.byes.map((b) =>
      b.player.number === free && b.code === 'Z' ? { ...b, free: true } : b,
    ),
  };
}
