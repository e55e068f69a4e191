import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PairHash } from '../../src/engine/matching/pair-hash.js';

describe('PairHash, the pair index of large matchers', () => {
  it('answers as a Map does through insertions, overwrites, removals and growth', () => {
    const op = fc.record({
      kind: fc.constantFrom('set', 'delete', 'get'),
      // few distinct codes collide often; large ones reach the top of the code range
      code: fc.oneof(fc.nat(40), fc.integer({ min: 0, max: 2 ** 31 - 1 })),
      value: fc.nat(),
    });
    fc.assert(
      fc.property(fc.nat(8), fc.array(op, { maxLength: 300 }), (expected, ops) => {
        const hash = new PairHash(expected);
        const map = new Map<number, number>();
        for (const { kind, code, value } of ops) {
          if (kind === 'set') {
            hash.set(code, value);
            map.set(code, value);
          } else if (kind === 'delete') {
            hash.delete(code);
            map.delete(code);
          }
          expect(hash.get(code)).toBe(map.get(code) ?? -1);
        }
        for (const [code, value] of map) expect(hash.get(code)).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every key when half of a table grown many times is removed', () => {
    const hash = new PairHash(1);
    const codes = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 46340 ** 2);
    codes.forEach((c, i) => hash.set(c, i));
    codes.forEach((c, i) => {
      if (i % 2 === 1) hash.delete(c);
    });
    codes.forEach((c, i) => expect(hash.get(c)).toBe(i % 2 === 1 ? -1 : i));
  });
});
