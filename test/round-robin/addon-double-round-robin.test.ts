/**
 * A 10-player and an 11-player double round-robin played to the end in
 * process (played-round-robin.ts), and one through a TRF file and back.
 */
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { doubleRoundRobinPlan } from './double-round-robin-plan.js';
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

function inProcess(name: string, seed: number) {
  const fake = createFakeAppsScript({ spreadsheetName: name });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
    drawSeed: () => seed,
  });
  const driver: RoundRobinAddon = { fake, call: (fn) => addon[fn]() };
  return { fake, addon, driver };
}

describe('a double round-robin played to the end through the add-on', () => {
  it('10 players, numbers typed by hand: every round is the FIDE table, withdrawals at 40 % and 60 %', () => {
    const event = tenPlayers();
    const { fake, driver } = inProcess(event.name, 1);
    const { names } = playThrough(driver, event);
    expect([...names].sort(([a], [b]) => a - b).map(([, n]) => n)).toEqual(
      event.players
        .slice()
        .sort((a, b) => a.typedNumber! - b.typedNumber!)
        .map((p) => p.name),
    );
    checkStandings((n) => tab(fake, n), event, names);
    checkCrosstable((n) => tab(fake, n), event, names);
  });

  it('11 players, drawn at random with a recorded seed: the dummy gives each player one free round a cycle', () => {
    const event = elevenPlayers();
    const { fake, driver } = inProcess(event.name, 4242);
    const { names } = playThrough(driver, event);
    expect(setting(fake, 'Drawing of lots')).toBe('At random');
    expect(setting(fake, 'Seed of the draw')).toBe(4242);
    expect([...names.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    checkStandings((n) => tab(fake, n), event, names);
    checkCrosstable((n) => tab(fake, n), event, names);
  });
});

describe('a round robin through a TRF file', () => {
  it('export, import into a new spreadsheet and export again lose nothing; the import continues from the table', () => {
    const event = elevenPlayers();
    const { fake, addon, driver } = inProcess(event.name, 4242);
    playThrough(driver, event, 10);
    const first = addon.exportTrf().content;
    expect(first).toContain('\n192 FIDE_DOUBLEROUNDROBIN');
    expect(first).toContain('\n### Drawing of lots: at random, seed 4242');
    const copy = createFakeAppsScript({ spreadsheetName: 'Copy' });
    const again = addonFunctions(() => appsScriptPorts(copy.services), {
      getSystem,
      drawColour: () => 'w',
    });
    again.importTrf(first);
    expect(setting(copy, 'Pairing system')).toBe('Double round robin');
    expect(setting(copy, 'Drawing of lots')).toBe('At random');
    expect(setting(copy, 'Seed of the draw')).toBe(4242);
    expect(setting(copy, 'Tie-breaks')).toBe('SB, DE, WIN, KS');
    for (let round = 1; round <= 10; round++)
      expect(tab(copy, `Round ${round}`)).toEqual(tab(fake, `Round ${round}`));
    expect(tab(copy, 'Crosstable')).toEqual(tab(fake, 'Crosstable'));
    expect(again.exportTrf().content).toBe(first);
    // Round 11 of the table, from the imported workbook: the last of the first cycle.
    again.pairNextRound();
    const plan = doubleRoundRobinPlan(11)[10]!;
    expect(
      tab(copy, 'Round 11')
        .slice(1, 1 + plan.games.length)
        .map((r) => [r[1], r[6]]),
    ).toEqual(plan.games.map(([w, b]) => [w, b]));
  });
});
