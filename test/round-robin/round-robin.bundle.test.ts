/**
 * The 10-player and the 11-player double round-robin of
 * played-round-robin.ts through the built dist/Code.js in a node:vm
 * context: the same rounds, results, withdrawals and standings as in
 * process. The bundle draws its own seed (Math.random): the test reads it
 * back from the Settings.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import {
  checkCrosstable,
  checkStandings,
  elevenPlayers,
  playThrough,
  setting,
  tab,
  tenPlayers,
  type RoundRobinAddon,
} from './played-round-robin.js';

function built(name: string): RoundRobinAddon {
  const script = loadBuiltScript({ spreadsheetName: name });
  return { fake: script.fake, call: (fn) => void script.call(fn) };
}

describe('dist/Code.js plays a double round-robin to the end', () => {
  it('10 players drawn by hand, withdrawals at 40 % and 60 %', () => {
    const event = tenPlayers();
    const addon = built(event.name);
    const { names } = playThrough(addon, event);
    checkStandings((n) => tab(addon.fake, n), event, names);
    checkCrosstable((n) => tab(addon.fake, n), event, names);
  });

  it('11 players drawn at random: the seed is recorded in the Settings', () => {
    const event = elevenPlayers();
    const addon = built(event.name);
    const { names } = playThrough(addon, event);
    expect(setting(addon.fake, 'Seed of the draw')).toEqual(expect.any(Number));
    expect([...names.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    checkStandings((n) => tab(addon.fake, n), event, names);
    checkCrosstable((n) => tab(addon.fake, n), event, names);
  });
});
