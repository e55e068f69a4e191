import { AccelerationError } from '../engine/acceleration/baku.js';
import { inEnglish } from './english.js';
import type { RoundPairing, Tournament } from '../engine/model/tournament.js';
import type { TableSchedule } from '../engine/systems/table-schedule.js';
import {
  InvalidPairingError,
  NextRoundError,
  pairNextRoundInput,
  pairRound,
  playersToPair,
} from '../engine/pairing/index.js';
import { NoValidPairingError, type PairingOptions } from '../engine/systems/pairing-system.js';
import {
  declaredPointsDifferences,
  describeDeclaredPointsDifference,
} from '../engine/trf/index.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure, loadTrf, saveText } from './failure.js';
import type { CliIo } from './io.js';
import { formatPairList } from './pair-list.js';
import {
  chooseSystem,
  requireBuilt,
  requireMatchesAgree,
  SystemChoiceError,
  withMaxiOption,
} from './system-choice.js';

/** The next round of a file paired by the system the command line or the file names, with its options. */
export async function pairNext(
  cmd: {
    input: string;
    system: Parameters<typeof chooseSystem>[0];
    maxi: boolean;
    verbose?: boolean;
  },
  io: CliIo,
) {
  const { tournament: t, lineOf } = await loadTrf(cmd.input, io.stderr);
  let choice;
  try {
    choice = chooseSystem(cmd.system, t);
  } catch (e) {
    if (e instanceof SystemChoiceError)
      throw new CliFailure(`${cmd.input}: ${e.message}`, EXIT.invalidInput);
    throw e;
  }
  // The engine pairs on the results; a points column they do not give is said, not silently replaced.
  for (const d of declaredPointsDifferences(t, lineOf))
    io.stderr(
      `swiss-pair: warning: ${cmd.input}: ${describeDeclaredPointsDifference(d)}; paired on the results\n`,
    );
  const system = requireBuilt(choice.id, io.getSystem);
  try {
    requireMatchesAgree(system, t);
  } catch (e) {
    throw new CliFailure(`${cmd.input}: ${(e as Error).message}`, EXIT.invalidInput);
  }
  let next;
  try {
    next = pairNextRoundInput(t, {
      adjournedGames: system.pairsAroundAdjournedGames === true,
      gamesPerRound: system.gamesPerRound ?? 1,
    });
  } catch (e) {
    if (e instanceof NextRoundError)
      throw new CliFailure(`${cmd.input}: ${e.message}`, EXIT.invalidInput);
    throw e;
  }
  const table = system.schedule;
  if (table !== undefined) {
    const problem = tableProblem(table, next.input, next.round, choice.options);
    if (problem !== null) throw new CliFailure(`${cmd.input}: ${problem}`, EXIT.invalidInput);
  }
  // As the add-on says: a round needs two players to pair.
  const field = table !== undefined ? next.input.players : playersToPair(next.input, next.round);
  if (field.length < 2)
    throw new CliFailure(
      `${cmd.input}: round ${next.round} cannot be paired: fewer than two players are to be paired`,
      EXIT.invalidInput,
    );
  const options: PairingOptions = {
    ...withMaxiOption(choice.options, cmd.maxi),
    ...(cmd.verbose ? { trace: (line: string) => io.stderr(`swiss-pair: ${line}\n`) } : {}),
  };
  let pairing: RoundPairing;
  try {
    pairing = pairRound(next.input, next.round, system, options);
  } catch (e) {
    if (e instanceof NoValidPairingError)
      throw new CliFailure(
        `${cmd.input}: no valid pairing for round ${next.round}: ${e.message}`,
        EXIT.noPairing,
      );
    if (e instanceof AccelerationError)
      throw new CliFailure(`${cmd.input}: ${e.message}`, EXIT.invalidInput);
    // Never hand a broken pairing to the calling program.
    if (e instanceof InvalidPairingError)
      throw new CliFailure(`internal error: ${e.message}`, EXIT.unexpected);
    throw e;
  }
  return { system, options, round: next.round, input: next.input, pairing };
}

/**
 * Why round `round` of a table-made schedule cannot be paired from this
 * file: every round of the table is paired, or the rounds played left the
 * table (another pairing, reversed colours, a late entry); null when it can.
 */
export function tableProblem(
  table: TableSchedule,
  t: Tournament,
  round: number,
  options: PairingOptions,
): string | null {
  const total = table.rounds(t.players.length);
  if (round > total)
    return `all ${total} rounds of the ${inEnglish(table.source(t.players.length))} have been paired`;
  const first = table.deviations(t, round - 1, options)[0];
  if (first === undefined) return null;
  return `${first.round > 0 ? `round ${first.round}: ` : ''}${first.text}, so round ${round} cannot be paired from the table`;
}

/** `swiss-pair SYSTEM input -p [output]`: pairs the next round and writes the JaVaFo pair list (output "-": stdout). */
export async function runPair(
  cmd: Extract<Command, { kind: 'pair' }>,
  io: CliIo,
): Promise<ExitCode> {
  const { pairing } = await pairNext(cmd, io);
  const list = formatPairList(pairing);
  if (cmd.output === null || cmd.output === '-') io.stdout(list);
  else await saveText(cmd.output, list);
  return EXIT.ok;
}
