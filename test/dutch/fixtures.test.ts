import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeDifference,
  isReproduced,
  replayTournament,
} from '../../src/engine/replay/index.js';
import { dutch2017, dutch2025 } from '../../src/engine/systems/dutch/index.js';
import type { PairingOptions, PairingSystem } from '../../src/engine/systems/pairing-system.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { FIXTURES } from '../support/fixtures.js';

/**
 * The reference: every round of every tournament in shared/fixtures, paired
 * by a FIDE-endorsed engine, must come out the same (pairs, colours, bye).
 * All of them are replayed here; `npm run check-fixtures` does the same
 * through the command line.
 */
const fixtures = FIXTURES;

function replayFolder(
  folder: string,
  system: PairingSystem,
  files?: string[],
  options: PairingOptions = {},
): string[] {
  const names =
    files ??
    readdirSync(folder)
      .filter((f) => f.endsWith('.trf'))
      .sort();
  const problems: string[] = [];
  for (const name of names) {
    const t = readTrf(readFileSync(`${folder}/${name}`));
    for (const r of replayTournament(t, system, options)) {
      if (isReproduced(r)) continue;
      const what = r.noPairing ?? r.differences.map(describeDifference).join('; ');
      problems.push(`${name} round ${r.round}: ${what}`);
    }
  }
  return problems;
}

describe.each([
  ['dutch-2017', dutch2017],
  ['dutch-2025', dutch2025],
] as const)('%s reproduces the reference pairings', (edition, system) => {
  const folder = `${fixtures}${edition}`;
  const names = readdirSync(folder)
    .filter((f) => f.endsWith('.trf'))
    .sort();
  const chunks: string[][] = [];
  for (let i = 0; i < names.length; i += 100) chunks.push(names.slice(i, i + 100));

  it.each(chunks.map((c) => [`${c[0]} .. ${c[c.length - 1]}`, c] as const))(
    'every round of %s',
    (_, chunk) => {
      expect(replayFolder(folder, system, chunk)).toEqual([]);
    },
  );

  it(`every round of more/${edition} (forbidden pairs, accelerations, unrated players, byes)`, () => {
    expect(replayFolder(`${fixtures}more/${edition}`, system)).toEqual([]);
  });

  it.each(['p500.trf', 'p1000.trf'])('every round of the large tournament %s', (file) => {
    expect(replayFolder(`${fixtures}large/${edition}`, system, [file])).toEqual([]);
  });
});

describe('Baku acceleration (C.04.7), declared by record 192 only', () => {
  const folder = `${fixtures}baku`;
  const names = readdirSync(folder)
    .filter((f) => f.endsWith('.trf'))
    .sort();
  it('every file declares FIDE_DUTCH_2025_BAKU', () => {
    for (const name of names)
      expect(readTrf(readFileSync(`${folder}/${name}`)).info.systemCode?.trim()).toBe(
        'FIDE_DUTCH_2025_BAKU',
      );
  });
  it('every round of baku/ is reproduced, the virtual points worked out by the engine', () => {
    expect(replayFolder(folder, dutch2025, names, { acceleration: 'baku' })).toEqual([]);
  });
});
