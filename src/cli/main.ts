import pkg from '../../package.json' with { type: 'json' };
import { parseArgs, UsageError } from './args.js';
import { runCheck } from './check-command.js';
import { EXIT } from './exit-codes.js';
import { runExplain } from './explain-command.js';
import { runGenerate } from './generate-command.js';
import { CliFailure } from './failure.js';
import { helpText } from './help.js';
import { processIo, type CliIo } from './io.js';
import { runPair } from './pair-command.js';
import { runSchedule } from './schedule-command.js';
import { runStandings } from './standings-command.js';
import { runTeam } from './team-command.js';
import { SystemChoiceError } from './system-choice.js';

/**
 * The swiss-pair command line. Returns the exit status instead of exiting so
 * that it can run in-process (tests, other tools); bin/swiss-pair.js sets it.
 * `io` replaces the process streams and the system registry where given.
 */
export async function main(argv: string[], io: Partial<CliIo> = {}): Promise<number> {
  const env: CliIo = { ...processIo(), ...io };
  try {
    if (argv.includes('--team')) return await runTeam(argv, env);
    if (argv.includes('--standings')) return await runStandings(argv, env);
    const cmd = parseArgs(argv);
    switch (cmd.kind) {
      case 'help':
        env.stdout(helpText());
        return EXIT.ok;
      case 'version':
        env.stdout(`swiss-pair ${pkg.version}\n`);
        return EXIT.ok;
      case 'pair':
        return await runPair(cmd, env);
      case 'check':
        return await runCheck(cmd, env);
      case 'explain':
        return await runExplain(cmd, env);
      case 'generate':
        return await runGenerate(cmd, env);
      case 'schedule':
        return await runSchedule(cmd, env);
    }
  } catch (e) {
    if (e instanceof UsageError || e instanceof SystemChoiceError) {
      env.stderr(`swiss-pair: ${e.message}\n`);
      return EXIT.invalidInput;
    }
    if (e instanceof CliFailure) {
      env.stderr(`swiss-pair: ${e.message}\n`);
      return e.code;
    }
    env.stderr(
      `swiss-pair: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return EXIT.unexpected;
  }
}
