/**
 * A 7-round, 20-player club tournament through the add-on's menu functions
 * (src/sheets/addon/addon-functions.ts) over the Apps Script ports and the fake
 * spreadsheet, paired by a small test system whose pairings the test sees.
 * The same scenario runs through the built dist/Code.js with a FIDE system in
 * test/apps-script/club-tournament.bundle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { RoundPairing } from '../../src/engine/model/tournament.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';
import { playClubTournament, type AddonUnderTest } from '../support/sheets/tournament-scenario.js';

export function inProcessAddon(): AddonUnderTest & { pairings: RoundPairing[] } {
  const fake = createFakeAppsScript({
    spreadsheetName: 'Club',
    htmlFiles: { Sidebar: '<p>sidebar</p>' },
  });
  const pairings: RoundPairing[] = [];
  const system = simplePairingSystem(pairings);
  const functions = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => system,
    drawColour: () => 'w',
  });
  return {
    fake,
    pairings,
    call: (name) => (functions as unknown as Record<string, () => void>)[name](),
  };
}

describe('a club tournament played through the menu', () => {
  it('pairs 7 rounds with a late entry, a withdrawal, a requested bye and an undo', () => {
    const addon = inProcessAddon();
    const club = playClubTournament(addon, 'Dutch 2025');
    expect(addon.pairings).toHaveLength(9);
    // The late entry joined in round 3 with 0 points and played from then on.
    const round3 = club.gameRows(3);
    expect(round3.some((g) => g.white === 21 || g.black === 21)).toBe(true);
  });
});
