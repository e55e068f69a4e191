import { describe, expect, it } from 'vitest';
import { getSystem, SYSTEM_IDS } from '../../src/engine/systems/registry.js';
import { TWO_GAME_TYPE_CODES } from '../../src/engine/trf/index.js';

describe("the reader's table of two-game codes and the systems' registry", () => {
  it('name the same record 192 codes: those of the systems whose rounds are two-game matches (C.04.5)', () => {
    const fromRegistry = SYSTEM_IDS.filter((id) => getSystem(id).gamesPerRound === 2).flatMap(
      (id) => getSystem(id).trfTypeCodes.map((c) => c.code),
    );
    expect(fromRegistry.length).toBeGreaterThan(0);
    expect([...TWO_GAME_TYPE_CODES].sort()).toStrictEqual([...fromRegistry].sort());
  });
});
