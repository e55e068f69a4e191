import { isKnownAbsence, pointsAfter } from '../model/results.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';
import type { PairingSystem } from '../systems/pairing-system.js';
import type { TableSchedule } from '../systems/table-schedule.js';
import type { RoundExplanation } from './explanation.js';
import { named, type PlayerRef } from './round-facts.js';

/**
 * A round of a table-made schedule explained: no scoregroups, only the
 * table, its round and the Berger numbers that made each board (the
 * systems' pair() writes them into each game's colour reason), the bye of
 * the dummy, and the forfeits a withdrawal or absence makes.
 */
export function explainTableRound(
  t: Tournament,
  round: number,
  system: PairingSystem,
  table: TableSchedule,
  pairing: RoundPairing,
): RoundExplanation {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const ref = (id: number): PlayerRef => {
    const p = byId.get(id)!;
    return { id, name: p.name, score: pointsAfter(p, t.pointSystem, round - 1) };
  };
  const absent = (id: number): string | null => {
    const p = byId.get(id)!;
    if (p.withdrawn) return `${named(ref(id))} has withdrawn`;
    return isKnownAbsence(p.rounds[round - 1])
      ? `${named(ref(id))} is not playing this round`
      : null;
  };
  const boards = pairing.games.map((g, i) => {
    const white = ref(g.white);
    const black = ref(g.black);
    const made = g.colourReason ?? table.source(t.players.length);
    const forfeits = [absent(g.white), absent(g.black)].filter((x) => x !== null);
    const forfeit =
      forfeits.length > 0
        ? ` ${forfeits.join(' and ')}: the game stays on the table and is lost by forfeit (C.05 6.6).`
        : '';
    return {
      board: i + 1,
      white,
      black,
      colourRule: g.colourRule ?? null,
      text: `Board ${i + 1}: ${named(white)} - ${named(black)}: Berger numbers ${g.white} and ${g.black}, ${made}.${forfeit}`,
    };
  });
  const size = t.players.length + 1;
  const bye =
    pairing.bye === null
      ? null
      : {
          player: ref(pairing.bye),
          text: `${named(ref(pairing.bye))} meets the dummy, number ${size}: "where there is an odd number of players, the highest number counts as a bye" (C.05 Annex 1); no game, no points.`,
        };
  return { round, roundName: `round ${round}`, system: system.name, groups: [], boards, bye };
}
