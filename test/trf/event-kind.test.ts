import { describe, expect, it } from 'vitest';
import { typeCodeRefusal } from '../../src/engine/systems/registry.js';

/** ETT26 (trf-2026.txt PART 2): the record 192 codes of kinds no Swiss system pairs. */
const OTHER_KINDS = [
  ['CUSTOM_ROUNDROBIN', 'a round robin'],
  ['CUSTOM_KNOCKOUT', 'a knockout'],
  ['FIDE_SCHEVENINGEN', 'a Scheveningen'],
  ['FIDE_DOUBLESCHEVENINGEN', 'a Scheveningen'],
  ['CUSTOM_SCHEVENINGEN', 'a Scheveningen'],
  ['FIDE_SCHILLER', 'a Schiller'],
  ['CUSTOM_SCHILLER', 'a Schiller'],
  ['FIDE_TEAM_TYPEA_MP_GP', 'a team tournament'],
] as const;

describe('record 192 kinds this program does not run (the registry decides)', () => {
  it.each(OTHER_KINDS)('refuses %s, naming it, even when a system is named', (code, kind) => {
    const refusal = `record 192 says "${code}", ${kind}, which this program does not pair`;
    expect(typeCodeRefusal(code, false)).toBe(refusal);
    expect(typeCodeRefusal(code.toLowerCase(), true)).toBe(refusal);
  });

  it('pairs a Swiss no system claims (CUSTOM_SWISS, an unknown code) only by a named system', () => {
    for (const code of ['CUSTOM_SWISS', 'CUSTOM_DOUBLESWISS', 'MONRAD_SWISS']) {
      expect(typeCodeRefusal(code, false)).toBe(
        `record 192 says "${code}", which no system here claims, so the system to pair it with must be named`,
      );
      expect(typeCodeRefusal(code, true)).toBeNull();
    }
  });

  it('accepts every code a system claims, and no record 192 at all', () => {
    for (const code of [
      'FIDE_DUTCH_2025',
      'FIDE_DUTCH_2026',
      'FIDE_DUTCH_2026_BAKU',
      'FIDE_DUTCH',
      'FIDE_DUTCH_2017',
      'FIDE_BURSTEIN',
      'FIDE_DUBOV_BAKU',
      'FIDE_DOUBLESWISS',
      'FIDE_LIM',
      'FIDE_RATING_1998',
      // Issue 32: the round-robin descriptors claim these.
      'FIDE_ROUNDROBIN',
      'BERGER_ROUNDROBIN',
      'FIDE_DOUBLEROUNDROBIN',
      'BERGER_DOUBLEROUNDROBIN',
      '',
    ])
      expect(typeCodeRefusal(code, false)).toBeNull();
  });
});
