import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { readTrf, writeTrf } from '../../src/engine/trf/index.js';
import { FIXTURES } from '../support/fixtures.js';

const ROOT = FIXTURES;

/** Folders written by bbpPairings itself, whose player lines are TRF(x) exactly as our writer writes it. */
const WRITTEN_AS_WE_WRITE = ['dutch-2017/', 'dutch-2025/', 'large/'];

function trfFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? trfFiles(join(dir, e.name))
      : e.name.endsWith('.trf')
        ? [join(dir, e.name)]
        : [],
  );
}

it('reads every reference tournament under shared/fixtures, and a write-read round trip keeps it', () => {
  const files = trfFiles(ROOT);
  expect(files.length).toBeGreaterThanOrEqual(1204);
  const failures: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    try {
      const t = readTrf(bytes);
      const written = writeTrf(t);
      // Other generators pad numbers differently, so the general check is on the model.
      const again = readTrf(Buffer.from(written, 'latin1'));
      if (JSON.stringify(again.players) !== JSON.stringify(t.players))
        failures.push(`${file}: players changed by write and read`);
      if (WRITTEN_AS_WE_WRITE.some((folder) => relative(ROOT, file).startsWith(folder))) {
        const original = bytes
          .toString('latin1')
          .split('\r\n')
          .map((l) => l.trimEnd());
        const players = (lines: string[]) => lines.filter((l) => l.startsWith('001'));
        if (players(written.split('\r\n')).join('\n') !== players(original).join('\n'))
          failures.push(`${file}: 001 lines differ`);
      }
      if (t.totalRounds === null || t.initialColour === null)
        failures.push(`${file}: XXR/XXC not read`);
    } catch (e) {
      failures.push(`${file}: ${(e as Error).message}`);
    }
  }
  expect(failures).toStrictEqual([]);
});
