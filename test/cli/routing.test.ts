import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  copyFileSync(
    new URL('../../bin/swiss-pair.js', import.meta.url),
    join(root, 'bin', 'swiss-pair.js'),
  );
  const launcher = join(root, 'bin', 'swiss-pair.js');

  it('asks for a build when dist/cli.js is missing', () => {
    const r = spawnSync(process.execPath, [launcher, '--help'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('run npm run build first');
  });

  it('runs main from dist/cli.js with the arguments and exits with its status', () => {
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'dist', 'cli.js'),
      'export async function main(argv) { process.stdout.write(JSON.stringify(argv)); return 7; }\n',
    );
    const r = spawnSync(process.execPath, [launcher, '--dutch', 'a.trf', '-p'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(7);
    expect(r.stdout).toBe('["--dutch","a.trf","-p"]');
  });
});
