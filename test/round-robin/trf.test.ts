import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GENERATOR_CONFIG,
  generateTournament,
} from '../../src/engine/generator/generate.js';
import { pairRound } from '../../src/engine/pairing/index.js';
import { getSystem, systemOfTypeCode } from '../../src/engine/systems/registry.js';
import { readTrf, writeTrf } from '../../src/engine/trf/index.js';
import { line001, trf } from '../trf/trf-lines.js';

describe('TRF keeps the kind and the drawing of lots', () => {
  for (const [id, options, code] of [
    ['round-robin', {}, 'FIDE_ROUNDROBIN'],
    ['double-round-robin', {}, 'FIDE_DOUBLEROUNDROBIN'],
    ['double-round-robin', { cycleOrder: 'berger' }, 'BERGER_DOUBLEROUNDROBIN'],
  ] as const) {
    it(`${code}: written, read back the same, and the table continues from the file`, () => {
      const config = { ...DEFAULT_GENERATOR_CONFIG, playersNumber: 7, retiredRate: 0 };
      const t = generateTournament(config, getSystem(id), options, 11);
      const text = writeTrf(t);
      expect(text).toContain(`\n192 ${code}`);
      const back = readTrf(text);
      expect(back.info.systemCode).toBe(code);
      expect(systemOfTypeCode(code)).toEqual({ id, options });
      // The pairing numbers are the Berger numbers: the same players in the same places.
      expect(back.players.map((p) => [p.id, p.name, p.rounds])).toEqual(
        t.players.map((p) => [p.id, p.name, p.rounds]),
      );
      expect(getSystem(id).schedule!.deviations(back, back.totalRounds!, options)).toEqual([]);
    });
  }

  it('a round-robin from another program (bye written "0000 - U", record 192 BERGER_ROUNDROBIN) imports and continues', () => {
    // Berger table for 3/4: Rd 1 1-4 (bye), 2-3; Rd 2 4-3 (bye 3), 1-2; Rd 3 2-4 (bye 2), 3-1.
    const t = readTrf(
      trf(
        '012 Club championship',
        '092 Individual: Round robin',
        '192 BERGER_ROUNDROBIN',
        line001({ id: 1, name: 'Alpha', rounds: ['0000 - U', '   2 w 1'] }),
        line001({ id: 2, name: 'Bravo', rounds: ['   3 w =', '   1 b 0'] }),
        line001({ id: 3, name: 'Charlie', rounds: ['   2 b =', '0000 - U'] }),
      ),
    );
    const system = getSystem(systemOfTypeCode(t.info.systemCode!)!.id);
    expect(system.id).toBe('round-robin');
    const round3 = pairRound(t, 3, system);
    expect(round3).toMatchObject({ games: [{ white: 3, black: 1 }], bye: 2 });
  });
});
