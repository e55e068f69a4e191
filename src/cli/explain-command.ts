import { explainRound, formatExplanation, whyNot } from '../engine/explain/index.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure } from './failure.js';
import type { CliIo } from './io.js';
import { pairNext } from './pair-command.js';

/**
 * `swiss-pair [SYSTEM] input --explain` and `--why-not A B`: pair the next
 * round as -p would, then explain it, or say why A and B do not meet.
 */
export async function runExplain(
  cmd: Extract<Command, { kind: 'explain' }>,
  io: CliIo,
): Promise<ExitCode> {
  const { system, options, round, input, pairing } = await pairNext(cmd, io);
  // The explanations read rounds of one game; a two-game match (C.04.5) is not explained yet.
  if ((system.gamesPerRound ?? 1) > 1)
    throw new CliFailure(
      `--explain and --why-not are not built yet for ${system.name}; -p pairs it`,
      EXIT.invalidInput,
    );
  if (cmd.whyNot) {
    const [a, b] = cmd.whyNot;
    const answer = whyNot(input, round, system, pairing, a, b, options);
    const unknown =
      !input.players.some((p) => p.id === a) || !input.players.some((p) => p.id === b);
    // A number that is nobody's is a wrong request: said on stderr, as every refusal is.
    if (unknown) {
      io.stderr(`swiss-pair: ${cmd.input}: --why-not ${a} ${b}: ${answer.text}\n`);
      return EXIT.invalidInput;
    }
    io.stdout(`Round ${round}: ${answer.text}\n`);
    return EXIT.ok;
  }
  io.stdout(formatExplanation(explainRound(input, round, system, pairing)));
  return EXIT.ok;
}
