import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { rating1998 } from '../../src/engine/systems/rating1998/index.js';
import { field, tournament } from './builder.js';

describe('the rating-based system in the registry', () => {
  it('is what --rating-1998 and the add-on get', () => {
    expect(getSystem('rating-1998')).toBe(rating1998);
    expect(rating1998.id).toBe('rating-1998');
  });

  it('pairs through the PairingSystem contract', () => {
    const pairing = getSystem('rating-1998')!.pair(tournament(field(3)), 1);
    expect(pairing).toMatchObject({ games: [{ white: 1, black: 2 }], bye: 3 });
  });
});
