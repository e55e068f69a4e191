import { explainRound, formatExplanation, whyNot } from '../engine/explain/index.js';
import { matchOfGame } from '../engine/model/matches.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import type { CliIo } from './io.js';
import { pairNext } from './pair-command.js';
import { englishWords, inEnglish } from './english.js';

/**
 * `swiss-pair [SYSTEM] input --explain` and `--why-not A B`: pair the next
 * round as -p would, then explain it, or say why A and B do not meet. A
 * two-game match round (C.04.5) is explained at its first game, as paired.
 */
export async function runExplain(
  cmd: Extract<Command, { kind: 'explain' }>,
  io: CliIo,
): Promise<ExitCode> {
  const { system, options, round, input, pairing } = await pairNext(cmd, io);
  if (cmd.whyNot) {
    const [a, b] = cmd.whyNot;
    const answer = whyNot(input, round, system, pairing, a, b, options);
    const unknown =
      !input.players.some((p) => p.id === a) || !input.players.some((p) => p.id === b);
    // A number that is nobody's is a wrong request: said on stderr, as every refusal is.
    if (unknown) {
      io.stderr(`swiss-pair: ${cmd.input}: --why-not ${a} ${b}: ${inEnglish(answer.text)}\n`);
      return EXIT.invalidInput;
    }
    // A match round (C.04.5) is named by its number, not by its first game's TRF round.
    const shown =
      (system.gamesPerRound ?? 1) === 2 ? `Match round ${matchOfGame(round)}` : `Round ${round}`;
    io.stdout(`${shown}: ${inEnglish(answer.text)}\n`);
    return EXIT.ok;
  }
  io.stdout(formatExplanation(explainRound(input, round, system, pairing), englishWords()));
  return EXIT.ok;
}
