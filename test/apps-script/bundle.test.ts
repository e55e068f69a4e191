/**
 * The built Apps Script project (dist/Code.js, dist/Sidebar.html) run as Apps
 * Script runs it: a classic script in a global scope holding only the Apps
 * Script services. Needs `npm run build` first (npm test does it).
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadBuiltScript, readBuilt } from '../support/apps-script/load-built-script.js';
import { serverFunctionsCalledIn } from '../support/apps-script/sidebar-calls.js';

const sidebarHtml = readBuilt('Sidebar.html');

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => {
    expect(match[1]).not.toMatch(/\bsrc\s*=/i);
    return match[2];
  });
}

describe('dist/Code.js', () => {
  it('evaluates in a scope with no Node globals', () => {
    const { context } = loadBuiltScript();
    for (const nodeGlobal of ['require', 'process', 'module', 'setTimeout', 'setInterval']) {
      expect(vm.runInContext(`typeof ${nodeGlobal}`, context), nodeGlobal).toBe('undefined');
    }
  });

  it('does nothing to the spreadsheet or the UI merely by loading', () => {
    const { fake } = loadBuiltScript();
    expect(fake.ui.menus).toEqual([]);
    expect(fake.ui.dialogs).toEqual([]);
    expect(fake.spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual(['Sheet1']);
    expect(fake.PropertiesService.documentProperties.getKeys()).toEqual([]);
  });

  it('onOpen adds the add-on menu without reading the spreadsheet (AuthMode.NONE)', () => {
    const script = loadBuiltScript();
    script.fake.SpreadsheetApp.authMode = 'NONE';
    script.call('onOpen', { authMode: 'NONE', source: null });

    expect(script.fake.ui.menus).toHaveLength(1);
    const menu = script.fake.ui.addonMenu();
    expect(menu?.items()).toEqual([
      { caption: 'Pair next round', functionName: 'pairNextRound' },
      { caption: 'Open sidebar', functionName: 'showSidebar' },
    ]);
  });

  it('onInstall adds the same menu', () => {
    const script = loadBuiltScript();
    script.call('onInstall', { authMode: 'FULL' });
    expect(
      script.fake.ui
        .addonMenu()
        ?.items()
        .map((item) => item.functionName),
    ).toEqual(['pairNextRound', 'showSidebar']);
  });

  it('defines a global function for every menu item', () => {
    const script = loadBuiltScript();
    script.call('onOpen', { authMode: 'FULL' });
    const items = script.fake.ui.menus.flatMap((menu) => menu.items());
    expect(items.length).toBeGreaterThan(0);
    for (const { functionName } of items) {
      expect(typeof script.context[functionName], functionName).toBe('function');
    }
  });

  it('defines a global function for every google.script.run call of the sidebar', () => {
    const called = serverFunctionsCalledIn(inlineScripts(sidebarHtml).join('\n'));
    // The sidebar is known to make these calls; an empty list would mean the scan is broken.
    expect(called).toEqual(['getSidebarState', 'pairNextRound', 'savePairingSystem']);
    const { context } = loadBuiltScript();
    for (const name of called) expect(typeof context[name], name).toBe('function');
  });

  it('showSidebar opens Sidebar.html in the sidebar', () => {
    const script = loadBuiltScript();
    script.call('showSidebar');
    expect(script.fake.ui.dialogs).toHaveLength(1);
    const [dialog] = script.fake.ui.dialogs;
    expect(dialog.kind).toBe('sidebar');
    expect(dialog.output.fileName).toBe('Sidebar');
    expect(dialog.output.getContent()).toBe(sidebarHtml);
    expect(dialog.output.getTitle()).toBe('Swiss pairings');
  });

  it('getSidebarState reports the spreadsheet, the four systems and the Dutch 2025 default', () => {
    const script = loadBuiltScript({ spreadsheetName: 'Club championship 2026' });
    const state = script.call('getSidebarState') as {
      spreadsheetName: string;
      systems: { id: string; available: boolean }[];
      selectedSystem: string;
    };
    expect(state.spreadsheetName).toBe('Club championship 2026');
    expect(state.systems.map((system) => system.id)).toEqual([
      'dutch',
      'dutch-2017',
      'rating-1998',
      'lim',
    ]);
    expect(state.systems.every((system) => typeof system.available === 'boolean')).toBe(true);
    expect(state.selectedSystem).toBe('dutch');
  });

  it('savePairingSystem keeps the choice in the document properties', () => {
    const script = loadBuiltScript();
    const state = script.call('savePairingSystem', 'lim') as { selectedSystem: string };
    expect(state.selectedSystem).toBe('lim');
    expect(script.fake.PropertiesService.documentProperties.getProperties()).toEqual({
      pairingSystem: 'lim',
    });
    expect((script.call('getSidebarState') as { selectedSystem: string }).selectedSystem).toBe(
      'lim',
    );
  });

  it('savePairingSystem refuses a system it does not know and stores nothing', () => {
    const script = loadBuiltScript();
    expect(() => script.call('savePairingSystem', 'monrad')).toThrow(/Unknown pairing system/);
    expect(script.fake.PropertiesService.documentProperties.getKeys()).toEqual([]);
  });

  it('pairNextRound says plainly that it is not built yet', () => {
    const script = loadBuiltScript();
    expect(() => script.call('pairNextRound')).toThrow(/not built yet/);
  });
});

describe('dist/Sidebar.html', () => {
  it('is one self-contained file: inline style and script, nothing fetched', () => {
    expect(sidebarHtml).not.toMatch(/<link\b/i);
    expect(sidebarHtml).not.toMatch(/<!-- build:/);
    expect(sidebarHtml).toMatch(/<style>[\s\S]*#status\.error[\s\S]*<\/style>/);
    const scripts = inlineScripts(sidebarHtml);
    expect(scripts).toHaveLength(1);
    // Parses as a classic browser script (no import/export left).
    expect(() => new vm.Script(scripts[0])).not.toThrow();
  });
});
