import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const runStandings = vi.fn((_argv: string[], _io: unknown) => 42);
vi.mock('../../src/cli/standings-command.js', () => ({ runStandings }));

const { main } = await import('../../src/cli/main.js');

describe('--standings', () => {
  it('hands the whole command line and the streams to the standings command, wherever --standings stands', async () => {
    const argv = ['results.trf', '--standings', '-p'];
    const [stdout, stderr] = [() => {}, () => {}];
    expect(await main(argv, { stdout, stderr })).toBe(42);
    expect(runStandings).toHaveBeenCalledWith(argv, expect.objectContaining({ stdout, stderr }));
  });
});

describe('bin/swiss-pair.js', () => {
  const root = mkdtempSync(join(tmpdir(), 'swiss-pair-bin-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'bin'));
  for (const file of ['swiss-pair.js', 'load-cli.js', 'large-field.js', 'package.json'])
    copyFileSync(new URL(`../../bin/${file}`, import.meta.url), join(root, 'bin', file));
  const launcher = join(root, 'bin', 'swiss-pair.js');

  it('asks for a build when dist/cli.cjs is missing', () => {
    const r = spawnSync(process.execPath, [launcher, '--help'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('run npm run build first');
  });

  it('runs main from dist/cli.cjs with the arguments and exits with its status', () => {
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'dist', 'cli.cjs'),
      'exports.main = async (argv) => { process.stdout.write(JSON.stringify(argv)); return 7; };\n',
    );
    const r = spawnSync(process.execPath, [launcher, '--dutch', 'a.trf', '-p'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(7);
    expect(r.stdout).toBe('["--dutch","a.trf","-p"]');
  });

  it('runs an input of 800,000 bytes or more in a Node started again with a larger young generation', () => {
    writeFileSync(
      join(root, 'dist', 'cli.cjs'),
      'exports.main = async (argv) => { process.stdout.write(JSON.stringify([process.execArgv, argv])); return 6; };\n',
    );
    const small = join(root, 'small.trf');
    const large = join(root, 'large.trf');
    writeFileSync(small, ' '.repeat(799_999));
    writeFileSync(large, ' '.repeat(800_000));
    const run = (input: string) =>
      spawnSync(process.execPath, [launcher, '--dutch', input, '-p'], { encoding: 'utf8' });
    const [smallRun, largeRun] = [run(small), run(large)];
    expect(smallRun.status).toBe(6);
    expect(JSON.parse(smallRun.stdout)).toStrictEqual([[], ['--dutch', small, '-p']]);
    expect(largeRun.status).toBe(6);
    expect(JSON.parse(largeRun.stdout)).toStrictEqual([
      ['--min-semi-space-size=16', '--max-semi-space-size=64'],
      ['--dutch', large, '-p'],
    ]);
  });
});

describe('bin/load-cli.js: the bundle with its code cache', () => {
  const loader = fileURLToPath(new URL('../../bin/load-cli.js', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bundle = join(dir, 'cli.cjs');
  const cache = join(dir, 'cli.cache');
  const withAnswer = (n: number) =>
    `exports.answer = function () { let s = 0; for (let i = 0; i < 3; i++) s += i; return s + ${n}; };\n`;
  /** Loads the bundle in a process of its own (V8 keeps what it compiled within one). */
  const load = (save = false) => {
    // The cache is saved after answer() ran, so that it holds answer's compiled code.
    const script = `const cli = require(${JSON.stringify(loader)}).loadCli(${JSON.stringify(bundle)}, ${JSON.stringify(cache)});
      const answer = cli.exports.answer();
      ${save ? 'cli.saveCache();' : ''}
      process.stdout.write(JSON.stringify({ cacheUsed: cli.cacheUsed, answer }));`;
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    return JSON.parse(r.stdout) as { cacheUsed: boolean; answer: number };
  };

  it('uses a cache made from the same bundle, and runs it to the same result', () => {
    writeFileSync(bundle, withAnswer(40));
    rmSync(cache, { force: true });
    expect(load(true)).toEqual({ cacheUsed: false, answer: 43 });
    expect(load()).toEqual({ cacheUsed: true, answer: 43 });
  });

  it('ignores the cache of another bundle of the same length (which V8 alone would take)', () => {
    writeFileSync(bundle, withAnswer(40));
    load(true);
    writeFileSync(bundle, withAnswer(50));
    expect(load()).toEqual({ cacheUsed: false, answer: 53 });
  });

  it("runs the bundle when the cache is not V8's or is missing", () => {
    writeFileSync(bundle, withAnswer(40));
    load(true);
    const bytes = readFileSync(cache);
    bytes.fill(7, 32); // the bundle's digest kept, V8's part spoilt
    writeFileSync(cache, bytes);
    expect(load()).toEqual({ cacheUsed: false, answer: 43 });
    rmSync(cache);
    expect(load()).toEqual({ cacheUsed: false, answer: 43 });
  });
});
