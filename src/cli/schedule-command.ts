import {
  blankPlayer,
  DEFAULT_POINT_SYSTEM,
  emptyTournamentInfo,
  type Tournament,
} from '../engine/model/tournament.js';
import { getSystem, SYSTEM_IDS } from '../engine/systems/registry.js';
import { inEnglish } from './english.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure, loadTournament } from './failure.js';
import type { CliIo } from './io.js';
import { chooseSystem, requireBuilt } from './system-choice.js';

/**
 * `swiss-pair --round-robin --schedule IN.trf` (or a number of players):
 * every round of the table at once, for printing, the players by their
 * pairing numbers (the Berger numbers) and names.
 */
export async function runSchedule(
  cmd: Extract<Command, { kind: 'schedule' }>,
  io: CliIo,
): Promise<ExitCode> {
  const count = /^\d+$/.test(cmd.input) ? Number(cmd.input) : null;
  const t = count === null ? await loadTournament(cmd.input) : fieldOf(count);
  const choice = chooseSystem(cmd.system, t);
  const system = requireBuilt(choice.id, io.getSystem);
  const table = system.schedule;
  if (table === undefined) {
    const tableMade = SYSTEM_IDS.filter((id) => getSystem(id).schedule !== undefined);
    throw new CliFailure(
      `--schedule prints a table-made schedule; ${system.name} pairs each round from the results (give ${tableMade.map((id) => `--${id}`).join(' or ')})`,
      EXIT.invalidInput,
    );
  }
  const n = t.players.length;
  if (n < 2)
    throw new CliFailure(
      `${cmd.input}: a round-robin needs at least two players`,
      EXIT.invalidInput,
    );
  const name = (id: number | null) => {
    const p = id === null ? undefined : t.players[id - 1];
    return p === undefined || count !== null ? String(id) : `${id} ${p.name}`;
  };
  const lines = [
    `${system.name}: ${n} players, ${table.rounds(n)} rounds (${inEnglish(table.source(n))})`,
  ];
  for (let r = 1; r <= table.rounds(n); r++) {
    const s = table.round(n, r, choice.options);
    const from = `table round ${s.tableRound}${s.coloursReversed ? ', colours reversed' : ''}`;
    lines.push('', `Round ${r} (${table.cycles > 1 ? `cycle ${s.cycle}, ` : ''}${from})`);
    // The dummy's board is no game: the games are numbered in table order, the bye last.
    const games = s.boards.filter((b) => b.white !== null && b.black !== null);
    games.forEach((b, i) =>
      lines.push(`  ${String(i + 1).padStart(2)}. ${name(b.white)} - ${name(b.black)}`),
    );
    const bye = s.boards.find((b) => b.white === null || b.black === null);
    if (bye !== undefined) lines.push(`      bye: ${name(bye.white ?? bye.black)}`);
  }
  io.stdout(lines.join('\n') + '\n');
  return EXIT.ok;
}

/** A field of `count` players known only by their numbers. */
function fieldOf(count: number): Tournament {
  return {
    info: emptyTournamentInfo(),
    players: Array.from({ length: count }, (_, i) => blankPlayer(i + 1)),
    totalRounds: null,
    initialColour: null,
    pointSystem: { ...DEFAULT_POINT_SYSTEM },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
}
