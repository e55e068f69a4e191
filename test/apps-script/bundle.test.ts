/**
 * The built Apps Script project (dist/Code.js, dist/Sidebar.html) run as Apps
 * Script runs it: a classic script in a global scope holding only the Apps
 * Script services. Needs `npm run build` first (npm test does it).
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadBuiltScript, readBuilt } from '../support/apps-script/load-built-script.js';
import type { ActionResult, SidebarState } from '../../src/sheets/addon/sidebar-api.js';
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
    expect(fake.spreadsheet.callLog.calls).toEqual([]);
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
      { caption: 'Pair next round', functionName: 'menuPairNextRound' },
      { caption: 'Check this round', functionName: 'menuCheckRound' },
      { caption: 'Explain this round', functionName: 'menuExplainRound' },
      { caption: 'Undo last round', functionName: 'menuUndoLastRound' },
      { caption: 'Refresh standings', functionName: 'menuRefreshStandings' },
      { caption: 'Print…', functionName: 'menuPrint' },
      { caption: 'Write the round-robin schedule', functionName: 'menuWriteSchedule' },
      { caption: 'Open sidebar', functionName: 'showSidebar' },
      { caption: 'Create tournament tabs', functionName: 'menuSetUpTournament' },
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
    ).toEqual([
      'menuPairNextRound',
      'menuCheckRound',
      'menuExplainRound',
      'menuUndoLastRound',
      'menuRefreshStandings',
      'menuPrint',
      'menuWriteSchedule',
      'showSidebar',
      'menuSetUpTournament',
    ]);
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
    expect(called).toEqual([
      'checkRound',
      'explainRound',
      'exportTrf',
      'getSidebarState',
      'importTrf',
      'pairNextRound',
      'refreshStandings',
      'saveSettings',
      'setUpTournament',
      'showPrintDialog',
      'undoLastRound',
      'whyNot',
      'writeSchedule',
    ]);
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

  it('getSidebarState reports a spreadsheet without a tournament and every system', () => {
    const script = loadBuiltScript({ spreadsheetName: 'Club championship 2026' });
    const state = script.call('getSidebarState') as SidebarState;
    expect(state.spreadsheetName).toBe('Club championship 2026');
    expect(state.systems.map((system) => system.id)).toEqual([
      'dutch',
      'dutch-2017',
      'rating-1998',
      'lim',
      'burstein',
      'dubov',
      'double-swiss',
      'round-robin',
      'double-round-robin',
    ]);
    expect(state.systems.every((system) => typeof system.available === 'boolean')).toBe(true);
    expect(state.status.hasPlayersTab).toBe(false);
    expect(state.status.roundsPaired).toBe(0);
    expect(state.status.settings.system).toBe('dutch');
    expect(state.status.problem).toMatch(/No Players tab yet/);
  });

  it('saveSettings writes the Settings tab and refuses what it does not know', () => {
    const script = loadBuiltScript();
    const input = {
      name: 'Spring Open',
      rounds: '5',
      system: 'lim',
      initialColour: 'black',
      win: '3',
      draw: '1',
      loss: '0',
      tiebreaks: 'SB,BH/C1,KS/L-1',
      unratedRating: '1400',
    };
    const result = script.call('saveSettings', input) as ActionResult;
    expect(result.state.status.settings).toEqual({
      name: 'Spring Open',
      rounds: 5,
      system: 'lim',
      initialColour: 'black',
      win: 3,
      draw: 1,
      loss: 0,
      tiebreaks: ['SB', 'BH/C1', 'KS/L-1'],
      unratedRating: 1400,
      acceleration: 'none',
      keepClubsApart: false,
      maxiTournament: false,
      matchScoring: 'game-points',
      language: null,
      drawingOfLots: 'random',
      drawSeed: null,
      cycleOrder: 'fide',
    });
    const settings = script.fake.spreadsheet.getSheetByName('Settings')!;
    expect(settings.getDataRange().getValues()).toEqual([
      ['Setting', 'Value'],
      ['Tournament', 'Spring Open'],
      ['Rounds', 5],
      ['Pairing system', 'Lim'],
      ['Top seed colour in round 1', 'Black'],
      ['Points for a win', 3],
      ['Points for a draw', 1],
      ['Points for a loss', 0],
      ['Tie-breaks', 'SB, BH/C1, KS/L-1'],
      ['Rating of unrated opponents', 1400],
      ['Acceleration', 'None'],
      ['Keep players of the same club apart', 'No'],
      ['Maxi-tournament (Lim)', 'No'],
    ]);
    expect(settings.getRange('B4').getDataValidation()?.getCriteriaValues()).toEqual([
      [
        'Dutch 2025',
        'Dutch 2017',
        'Rating-based 1998',
        'Lim',
        'Burstein',
        'Dubov',
        'Double-Swiss',
        'Round robin',
        'Double round robin',
      ],
      true,
    ]);
    const before = settings.getDataRange().getValues();
    expect(() => script.call('saveSettings', { ...input, system: 'monrad' })).toThrow(
      'Unknown pairing system "monrad".',
    );
    expect(() => script.call('saveSettings', { ...input, rounds: '2.5' })).toThrow(
      'Rounds must be a whole number from 1 to 99.',
    );
    expect(() => script.call('saveSettings', { ...input, tiebreaks: 'SB,BH/X1' })).toThrow(
      'Tie-breaks: unknown modifier "/X1" in "BH/X1"; C.07 modifiers are /Cn, /Mn, /L+n, /L-n, and /P, /F.',
    );
    expect(() => script.call('saveSettings', { ...input, tiebreaks: 'SB,BH,SB' })).toThrow(
      'Tie-breaks: SB is listed twice.',
    );
    expect(() => script.call('saveSettings', { ...input, unratedRating: '1400.5' })).toThrow(
      'The rating of unrated opponents must be a whole number from 1 to 3999, or blank.',
    );
    expect(settings.getDataRange().getValues()).toEqual(before);
  });

  it('menuPairNextRound without a Players tab says what to do, in an alert', () => {
    const script = loadBuiltScript();
    script.call('menuPairNextRound');
    expect(script.fake.ui.alerts.map((alert) => alert.prompt)).toEqual([
      'Players: there is no such tab: choose "Create tournament tabs" in the add-on menu, then enter the players',
    ]);
    expect(script.fake.spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual(['Sheet1']);
  });

  it('pairNextRound from the sidebar throws the message for the sidebar to show', () => {
    const script = loadBuiltScript();
    script.call('setUpTournament');
    expect(() => script.call('pairNextRound')).toThrow(/fewer than two players on the Players tab/);
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
