import {
  describeDifference,
  isReproduced,
  recordedRounds,
  replayRound,
  UnreplayableRoundError,
} from '../engine/replay/index.js';
import { standingsDifferences } from '../engine/check/index.js';
import { inEnglish } from './english.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure, loadTournament } from './failure.js';
import type { CliIo } from './io.js';
import {
  chooseSystem,
  requireBuilt,
  requireMatchesAgree,
  SystemChoiceError,
  withMaxiOption,
} from './system-choice.js';
import { AccelerationError } from '../engine/acceleration/baku.js';
import type { Tournament } from '../engine/model/tournament.js';
import type { PairingOptions } from '../engine/systems/pairing-system.js';
import type { TableSchedule } from '../engine/systems/table-schedule.js';

/** What departs from the table in rounds 1 .. `played`, by round (0: the file as a whole). */
function tableCheck(
  t: Tournament,
  played: number,
  table: TableSchedule,
  options: PairingOptions,
): Map<number, string[]> {
  const total = table.rounds(t.players.length);
  const found = new Map<number, string[]>();
  const add = (round: number, text: string) =>
    found.set(round, [...(found.get(round) ?? []), text]);
  for (const d of table.deviations(t, Math.min(played, total), options)) add(d.round, d.text);
  for (let r = total + 1; r <= played; r++)
    add(
      r,
      `the ${inEnglish(table.source(t.players.length))} has ${total} rounds; round ${r} is not in it`,
    );
  return found;
}

/**
 * `swiss-pair SYSTEM -c file...`: replays every recorded round of each file
 * and lists the rounds the engine does not reproduce (FIDE's free pairings
 * checker, C.04.A). A file that cannot be checked is reported and skipped.
 */
export async function runCheck(
  cmd: Extract<Command, { kind: 'check' }>,
  io: CliIo,
): Promise<ExitCode> {
  let rounds = 0;
  let discrepancies = 0;
  let standings = 0;
  let failedFiles = 0;
  let status: ExitCode = EXIT.ok;
  const progress = (text: string) => {
    if (io.stderrIsTTY) io.stderr(`\r\x1b[K${text}`);
  };
  for (const [i, file] of cmd.inputs.entries()) {
    progress(`[${i + 1}/${cmd.inputs.length}] ${file}`);
    try {
      const t = await loadTournament(file, (text) => {
        progress('');
        io.stderr(text);
      });
      let choice;
      try {
        choice = chooseSystem(cmd.system, t);
      } catch (e) {
        if (e instanceof SystemChoiceError)
          throw new CliFailure(`${file}: ${e.message}`, EXIT.invalidInput);
        throw e;
      }
      const system = requireBuilt(choice.id, io.getSystem);
      try {
        requireMatchesAgree(system, t);
      } catch (e) {
        throw new CliFailure(`${file}: ${(e as Error).message}`, EXIT.invalidInput);
      }
      const recorded = recordedRounds(t, system.gamesPerRound);
      if (system.schedule !== undefined) {
        // A table-made schedule is checked against its table, not re-paired from the results.
        const found = tableCheck(t, recorded.length, system.schedule, choice.options);
        rounds += recorded.length;
        for (const [r, texts] of found) {
          discrepancies++;
          progress('');
          io.stdout(`${file}: ${r > 0 ? `round ${r}: ` : ''}${texts.join('; ')}\n`);
        }
      }
      for (const r of system.schedule === undefined ? recorded : []) {
        progress(`[${i + 1}/${cmd.inputs.length}] ${file} round ${r}/${recorded.length}`);
        let replay;
        try {
          replay = replayRound(t, r, system, withMaxiOption(choice.options, cmd.maxi));
        } catch (e) {
          const code =
            e instanceof UnreplayableRoundError || e instanceof AccelerationError
              ? EXIT.invalidInput
              : EXIT.unexpected;
          throw new CliFailure(`${file}: round ${r}: ${(e as Error).message}`, code);
        }
        rounds++;
        if (isReproduced(replay)) continue;
        discrepancies++;
        const what =
          replay.noPairing !== null
            ? [`no valid pairing found (${replay.noPairing})`]
            : replay.differences.map(describeDifference);
        progress('');
        io.stdout(`${file}: round ${r}: ${what.join('; ')}\n`);
      }
      // Counted apart from the pairings: points and ranks against the results.
      for (const line of standingsDifferences(t)) {
        standings++;
        progress('');
        io.stdout(`${file}: standings: ${line}\n`);
      }
    } catch (e) {
      if (!(e instanceof CliFailure) && !(e instanceof SystemChoiceError)) throw e;
      const code = e instanceof CliFailure ? e.code : EXIT.invalidInput;
      failedFiles++;
      progress('');
      io.stderr(`swiss-pair: ${e.message}\n`);
      status = Math.max(status, code) as ExitCode;
    }
  }
  progress('');
  if (discrepancies > 0 || standings > 0) status = Math.max(status, EXIT.noPairing) as ExitCode;
  const unchecked = failedFiles > 0 ? `, files not checked ${failedFiles}` : '';
  const wrongStandings = standings > 0 ? `, standings differences ${standings}` : '';
  io.stdout(
    `files ${cmd.inputs.length}, rounds ${rounds}, discrepancies ${discrepancies}${wrongStandings}${unchecked}\n`,
  );
  return status;
}
