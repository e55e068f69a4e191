import { isKnownAbsence, pointsAfter } from '../model/results.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';
import type { PairingSystem } from '../systems/pairing-system.js';
import { systemNameSaid } from '../systems/registry.js';
import type { TableSchedule } from '../systems/table-schedule.js';
import type { RoundExplanation } from './explanation.js';
import { named, type PlayerRef } from './round-facts.js';
import { said, type Said } from '../../messages/said.js';

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
  const absent = (id: number): Said | null => {
    const p = byId.get(id)!;
    if (p.withdrawn) return said('explain.table.withdrawn', { player: named(ref(id)) });
    return isKnownAbsence(p.rounds[round - 1])
      ? said('explain.table.absent', { player: named(ref(id)) })
      : null;
  };
  const boards = pairing.games.map((g, i) => {
    const white = ref(g.white);
    const black = ref(g.black);
    return {
      board: i + 1,
      white,
      black,
      colourRule: g.colourRule ?? null,
      text: said('explain.table.board', {
        board: i + 1,
        white: named(white),
        black: named(black),
        whiteNumber: g.white,
        blackNumber: g.black,
        made: g.colourReason ?? table.source(t.players.length),
        forfeits: [absent(g.white), absent(g.black)].filter((x) => x !== null),
      }),
    };
  });
  const size = t.players.length + 1;
  const bye =
    pairing.bye === null
      ? null
      : {
          player: ref(pairing.bye),
          text: said('explain.table.bye', { player: named(ref(pairing.bye)), dummy: size }),
        };
  return {
    round,
    roundName: said('explain.roundName', { round }),
    system: systemNameSaid(system),
    groups: [],
    boards,
    bye,
  };
}
