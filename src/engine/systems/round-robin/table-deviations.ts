import { hasOpponent } from '../../model/results.js';
import type { Colour, Tournament } from '../../model/tournament.js';
import type { ScheduledRound, TableDeviation } from '../table-schedule.js';
import { said } from '../../../messages/said.js';

/**
 * What in rounds 1 .. `upTo` departs from the table: the pairing numbers
 * are not 1 .. N (the table's numbers), a recorded game is not the table's
 * or has its colours reversed, or a player has no record in a round where
 * the table gives him a game his opponent does not name either, and no
 * game anywhere: a late entry, which a table fixed before round 1 cannot take (C.05 Annex 1).
 * A round without a game for a player (an absence, a forfeit written as a
 * bye) is not a departure: the results, not the pairing, say what happened.
 */
export function tableDeviations(
  t: Tournament,
  upTo: number,
  roundOf: (round: number) => ScheduledRound,
): TableDeviation[] {
  const n = t.players.length;
  const strays = t.players.filter((p, i) => p.id !== i + 1);
  if (strays.length > 0)
    return [
      {
        round: 0,
        text: `the pairing numbers must be 1 to ${n}, the Berger numbers drawn before round 1; player ${strays[0]!.id} is not`,
        said: said('engine.table.numbers', { players: n, player: strays[0]!.id }),
      },
    ];
  const out: TableDeviation[] = [];
  for (let r = 1; r <= upTo; r++) {
    const table = new Map<number, { opponent: number | null; colour: Colour }>();
    for (const b of roundOf(r).boards) {
      if (b.white !== null) table.set(b.white, { opponent: b.black, colour: 'w' });
      if (b.black !== null) table.set(b.black, { opponent: b.white, colour: 'b' });
    }
    const anyGame = t.players.some((p) => hasOpponent(p.rounds[r - 1]));
    for (const p of t.players) {
      const rec = p.rounds[r - 1];
      const planned = table.get(p.id)!;
      if (rec !== undefined && rec.opponent !== null) {
        if (planned.opponent === null)
          out.push({
            round: r,
            text: `player ${p.id} plays ${rec.opponent}, but the table gives ${p.id} the bye`,
            said: said('engine.table.byeInTable', { player: p.id, opponent: rec.opponent }),
          });
        else if (rec.opponent !== planned.opponent) {
          if (p.id < rec.opponent || t.players[rec.opponent - 1]?.rounds[r - 1]?.opponent !== p.id)
            out.push({
              round: r,
              text: `player ${p.id} plays ${rec.opponent}, but the table pairs ${p.id} with ${planned.opponent}`,
              said: said('engine.table.otherOpponent', {
                player: p.id,
                opponent: rec.opponent,
                planned: planned.opponent,
              }),
            });
        } else if (rec.colour !== null && rec.colour !== planned.colour && planned.colour === 'w')
          out.push({
            round: r,
            text: `${p.id}-${planned.opponent} is the table's game, played with the colours reversed (${planned.opponent}-${p.id})`,
            said: said('engine.table.coloursReversed', {
              player: p.id,
              opponent: planned.opponent,
            }),
          });
      } else if (anyGame && planned.opponent !== null && r === 1 && p.id > planned.opponent) {
        // A late entrant has no game anywhere (readers may write his blank rounds as absences)
        // and takes a number the table gave to someone, whose record does not name him.
        const opponent = t.players[planned.opponent - 1]?.rounds[0];
        const neverPaired = p.rounds.every((x) => x === undefined || x.opponent === null);
        if (neverPaired && opponent?.opponent !== p.id)
          out.push({
            round: r,
            text: `player ${p.id} has no record in round 1, where the table pairs ${p.id} with ${planned.opponent}: a round-robin cannot take a player who enters after round 1`,
            said: said('engine.table.lateEntry', { player: p.id, opponent: planned.opponent }),
          });
      }
    }
  }
  return out;
}
