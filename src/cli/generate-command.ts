import { readFile } from 'node:fs/promises';
import {
  DEFAULT_GENERATOR_CONFIG,
  generateTournament,
  GeneratorConfigError,
  parseGeneratorConfig,
} from '../engine/generator/index.js';
import { writeTrf } from '../engine/trf/index.js';
import type { Command } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure, loadTournament, saveText } from './failure.js';
import type { CliIo } from './io.js';
import { chooseSystem, DEFAULT_SYSTEM, requireBuilt } from './system-choice.js';

/**
 * `swiss-pair [SYSTEM] -g [config] [model.trf] -o out.trf [-s seed]`: a
 * random tournament (or the given one continued), every round paired by
 * SYSTEM, written as TRF with what any checker needs to replay it (XXR,
 * XXC, XXS, XXP and record 192).
 */
export async function runGenerate(
  cmd: Extract<Command, { kind: 'generate' }>,
  io: CliIo,
): Promise<ExitCode> {
  let config = { ...DEFAULT_GENERATOR_CONFIG };
  if (cmd.config !== null) {
    let text: string;
    try {
      text = await readFile(cmd.config, 'utf8');
    } catch (e) {
      throw new CliFailure(`${cmd.config}: ${(e as Error).message}`, EXIT.fileAccess);
    }
    try {
      config = parseGeneratorConfig(text);
    } catch (e) {
      if (e instanceof GeneratorConfigError)
        throw new CliFailure(`${cmd.config}: ${e.message}`, EXIT.invalidInput);
      throw e;
    }
  }
  const model = cmd.model === null ? undefined : await loadTournament(cmd.model, io.stderr);
  const choice = model
    ? chooseSystem(cmd.system, model)
    : { id: cmd.system ?? DEFAULT_SYSTEM, options: {} };
  const system = requireBuilt(choice.id, io.getSystem);
  const seed = cmd.seed ?? Math.floor(Math.random() * 2 ** 31);
  const t = generateTournament(config, system, choice.options, seed, model);
  const text = writeTrf(t);
  if (cmd.output === null || cmd.output === '-') io.stdout(text);
  else await saveText(cmd.output, text);
  return EXIT.ok;
}
