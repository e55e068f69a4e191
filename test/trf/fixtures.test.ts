import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readTrf, writeTrf } from '../../src/engine/trf/index.js';

const ROOT = '/work/shared/fixtures';

function trfFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? trfFiles(join(dir, e.name))
      : e.name.endsWith('.trf')
        ? [join(dir, e.name)]
        : [],
  );
}

it('reads every reference tournament under shared/fixtures, and writes back the same player lines', () => {
  const files = trfFiles(ROOT);
  expect(files.length).toBeGreaterThanOrEqual(1204);
  const failures: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    try {
      const t = readTrf(bytes);
      // The fixtures are bbpPairings output: every line but 092's position is
      // TRF(x) as this writer writes it, so the 001 lines must come back byte for byte.
      const original = bytes
        .toString('latin1')
        .split('\r\n')
        .map((l) => l.trimEnd());
      const written = writeTrf(t).split('\r\n');
      const players = (lines: string[]) => lines.filter((l) => l.startsWith('001'));
      if (players(written).join('\n') !== players(original).join('\n'))
        failures.push(`${file}: 001 lines differ`);
      if (t.totalRounds === null || t.initialColour === null)
        failures.push(`${file}: XXR/XXC not read`);
    } catch (e) {
      failures.push(`${file}: ${(e as Error).message}`);
    }
  }
  expect(failures).toStrictEqual([]);
});
