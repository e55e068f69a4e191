/**
 * Until the add-on half of issue 32 is built (Round tabs with the table's
 * zero-point bye, the schedule tab, checks against the table), the add-on
 * lists the round-robins but does not run them: it says so instead of
 * pairing a round-robin as something else.
 */
import { expect, it } from 'vitest';
import { SYSTEM_LABELS } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { sidebarState } from '../../src/sheets/addon/sidebar-state.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { recognisingTabs } from '../../src/sheets/tab-records/recognising-ports.js';
import { addonSystem, defaultPairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';

it('the sidebar lists Round robin and Double round robin as not available yet', () => {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const systems = sidebarState(recognisingTabs(appsScriptPorts(fake.services))).systems;
  expect(systems.filter((s) => !s.available).map((s) => s.label)).toEqual([
    'Round robin',
    'Double round robin',
  ]);
  expect(addonSystem('dutch')).not.toBeNull();
});

it('"Pair next round" with Round robin chosen in the Settings says it is not available and changes nothing', () => {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    ...defaultPairingDeps,
    drawColour: () => 'w',
  });
  addon.menuSetUpTournament();
  const rows = ['Adams, Tom', 'Baker, Sue', 'Costa, Rui', 'Dubois, Marc'].map((name) => {
    const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
    row[1] = name;
    return row;
  });
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(1, 1, rows.length + 1, PLAYERS_HEADER.length)
    .setValues([[...PLAYERS_HEADER], ...rows]);
  const settings = fake.spreadsheet.getSheetByName('Settings')!;
  const at = settings
    .getDataRange()
    .getValues()
    .findIndex((r) => r[0] === 'Pairing system');
  settings.getRange(at + 1, 2).setValue(SYSTEM_LABELS['round-robin']);
  const before = workbookSnapshot(fake.spreadsheet);
  addon.menuPairNextRound();
  expect(workbookSnapshot(fake.spreadsheet)).toEqual(before);
  expect(fake.ui.alerts.map((a) => a.prompt)).toEqual([
    'Round-robin, Berger tables (C.05 Annex 1) is not available yet. Choose another pairing system in the sidebar or the Settings tab.',
  ]);
});
