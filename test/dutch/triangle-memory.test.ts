import { expect, it } from 'vitest';
import { TriangleMemory } from '../../src/engine/systems/dutch/triangle-memory.js';

const allZero = (buffer: ArrayBuffer, bytes: number) =>
  new Uint8Array(buffer, 0, bytes).every((x) => x === 0);

it('lends a buffer given back to the next bracket that fits in it, all zero again', () => {
  const memory = new TriangleMemory();
  const first = memory.lend(1000);
  expect(first.byteLength).toBeGreaterThanOrEqual(1000);
  expect(allZero(first, first.byteLength)).toBe(true);
  new Uint8Array(first).fill(7, 0, 1000);
  memory.giveBack(first);
  const second = memory.lend(600);
  expect(second).toBe(first);
  // the bytes asked for are zero again; past them, what the first bracket wrote may stay
  expect(allZero(second, 600)).toBe(true);
  expect(new Uint8Array(second)[700]).toBe(7);
  // what the first bracket wrote past the second's bytes is zeroed when a later one needs it
  new Uint8Array(second).fill(9, 0, 600);
  memory.giveBack(second);
  const third = memory.lend(1000);
  expect(third).toBe(first);
  expect(allZero(third, 1000)).toBe(true);
});

it('never lends one buffer to two brackets at once, and keeps the larger buffer given back', () => {
  const memory = new TriangleMemory();
  const outer = memory.lend(100);
  const inner = memory.lend(100);
  expect(inner).not.toBe(outer);
  memory.giveBack(inner);
  const big = memory.lend(10 * outer.byteLength);
  expect(big).not.toBe(inner);
  memory.giveBack(outer);
  memory.giveBack(big);
  expect(memory.lend(big.byteLength)).toBe(big);
  expect(memory.lend(1)).not.toBe(big);
});
