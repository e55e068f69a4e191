import { SYSTEM_IDS, type SystemId } from '../engine/systems/registry.js';

/**
 * The command line, shaped like bbpPairings' and JaVaFo's so that programs
 * that call them can call this one: `SYSTEM input -p [output]`, `SYSTEM
 * input... -c`. Options may come in any order; the optional output file of
 * -p is the word right after -p, as in JaVaFo.
 */
export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | {
      kind: 'pair';
      system: SystemId | null;
      maxi: boolean;
      input: string;
      output: string | null;
      /** --verbose: how the round was paired, on standard error. */
      verbose: boolean;
    }
  | { kind: 'check'; system: SystemId | null; maxi: boolean; inputs: string[] }
  | {
      kind: 'generate';
      system: SystemId | null;
      /** The configuration file; null for the defaults. */
      config: string | null;
      /** A tournament to continue; null for a new one. */
      model: string | null;
      output: string | null;
      seed: number | null;
    }
  | {
      kind: 'schedule';
      system: SystemId | null;
      /** A TRF file whose players are the field, or the number of players. */
      input: string;
    }
  | {
      kind: 'explain';
      system: SystemId | null;
      maxi: boolean;
      input: string;
      /** "Why not A against B?" instead of the whole round. */
      whyNot: [number, number] | null;
    };

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** `--<id>` for every system. */
const SYSTEM_FLAGS: Record<string, SystemId> = Object.fromEntries(
  SYSTEM_IDS.map((id) => [`--${id}`, id]),
);

export function parseArgs(argv: readonly string[]): Command {
  let system: SystemId | null = null;
  let maxi = false;
  let verbose = false;
  let help = false;
  let version = false;
  let pairAt = -1;
  let check = false;
  let explain = false;
  let schedule = false;
  let generate = false;
  let generateConfig: string | null = null;
  let output: string | null = null;
  let seed: number | null = null;
  let whyNot: [number, number] | null = null;
  const positional: { word: string; at: number }[] = [];
  for (let at = 0; at < argv.length; at++) {
    const word = argv[at]!;
    const flag = SYSTEM_FLAGS[word];
    if (flag !== undefined) {
      if (system !== null && system !== flag) {
        throw new UsageError(`two pairing systems given (--${system} and ${word}); give one`);
      }
      system = flag;
    } else if (word === '--help' || word === '-h') help = true;
    else if (word === '--version' || word === '-r') version = true;
    else if (word === '--maxi') maxi = true;
    else if (word === '--verbose') verbose = true;
    else if (word === '-p') {
      if (pairAt >= 0) throw new UsageError('-p given twice');
      pairAt = at;
    } else if (word === '-c') check = true;
    else if (word === '--explain') explain = true;
    else if (word === '--schedule') schedule = true;
    else if (word === '-g') {
      generate = true;
      const next = argv[at + 1];
      if (next !== undefined && !next.startsWith('-') && !/\.trf$/i.test(next)) {
        generateConfig = next;
        at++;
      }
    } else if (word === '-o') {
      output = argv[++at] ?? null;
      if (output === null) throw new UsageError('-o needs a file name');
    } else if (word === '-s') {
      seed = Number(argv[++at]);
      if (!Number.isInteger(seed) || seed < 0)
        throw new UsageError('-s takes a whole number (the seed)');
    } else if (word === '--why-not') {
      const pair = [argv[at + 1], argv[at + 2]].map((w) => Number(w));
      if (!pair.every((x) => Number.isInteger(x) && x > 0))
        throw new UsageError('--why-not takes two pairing numbers, as in --why-not 3 12');
      whyNot = [pair[0]!, pair[1]!];
      at += 2;
    } else if (word.startsWith('-') && word !== '-') {
      throw new UsageError(`unknown option ${word} (see --help)`);
    } else positional.push({ word, at });
  }
  if (help) return { kind: 'help' };
  if (version) return { kind: 'version' };
  if (pairAt >= 0 && check) throw new UsageError('-p and -c cannot be used together');
  if (generate) {
    if (pairAt >= 0 || check) throw new UsageError('-g cannot be used with -p or -c');
    if (positional.length > 1) throw new UsageError('-g takes at most one model TRF file');
    return {
      kind: 'generate',
      system,
      config: generateConfig,
      model: positional[0]?.word ?? null,
      output,
      seed,
    };
  }
  if (schedule) {
    if (pairAt >= 0 || check || explain || whyNot)
      throw new UsageError('--schedule prints the whole table: leave out -p, -c and --explain');
    if (positional.length !== 1)
      throw new UsageError('--schedule takes one input file, or the number of players');
    return { kind: 'schedule', system, input: positional[0]!.word };
  }
  if (explain || whyNot) {
    if (pairAt >= 0 || check)
      throw new UsageError(
        '--explain and --why-not pair the next round themselves: leave out -p and -c',
      );
    if (positional.length !== 1)
      throw new UsageError('--explain and --why-not take one input file');
    return { kind: 'explain', system, maxi, input: positional[0]!.word, whyNot };
  }
  if (pairAt >= 0) {
    if (positional.length === 0) throw new UsageError('-p needs an input file');
    if (positional.length > 2) {
      throw new UsageError(
        `-p takes one input file and an optional output file, got ${positional.length} file names`,
      );
    }
    const output =
      positional.length === 2 ? positional.find((p) => p.at === pairAt + 1) : undefined;
    if (positional.length === 2 && output === undefined) {
      throw new UsageError('-p takes one input file; an output file name goes right after -p');
    }
    const input = positional.find((p) => p !== output)!;
    return {
      kind: 'pair',
      system,
      maxi,
      input: input.word,
      output: output?.word ?? null,
      verbose,
    };
  }
  if (check) {
    if (positional.length === 0) throw new UsageError('-c needs at least one input file');
    return { kind: 'check', system, maxi, inputs: positional.map((p) => p.word) };
  }
  throw new UsageError(
    'nothing to do: give -p to pair the next round or -c to check finished tournaments (see --help)',
  );
}
