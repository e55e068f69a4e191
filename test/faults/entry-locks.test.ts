/**
 * Every function Apps Script can call by name (menu items, sidebar calls,
 * triggers) takes the document lock the same way: once, for the whole run,
 * with the same timeout, released at the end; and when another editor's run
 * holds it, the function changes nothing and says so. The functions are
 * enumerated from the built dist/Code.js, so a new entry is checked too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as entry from '../../src/sheets/addon/apps-script-entry.js';
import { LOCK_TIMEOUT_MS } from '../../src/sheets/use-cases/pairing-deps.js';
import { loadBuiltScript, type LoadedScript } from '../support/apps-script/load-built-script.js';
import { workbookSnapshot } from '../support/apps-script/workbook-snapshot.js';

const CLUB_TRF = readFileSync(
  fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url)),
  'utf8',
);

/** Entries that only build the menu or open the sidebar: they never read the spreadsheet. */
const WITHOUT_SPREADSHEET = ['onOpen', 'onInstall', 'showSidebar'];

/**
 * The players' page (doGet) only reads, for any number of phones at once: it takes no lock, so
 * that no visitor ever holds up the organiser's pairing (a page caught mid-write is put right by
 * a reload).
 */
const PUBLIC_READERS = ['doGet'];
const LOCKED = names().filter(
  (name) => !WITHOUT_SPREADSHEET.includes(name) && !PUBLIC_READERS.includes(name),
);

/** Arguments for the entries that take some (the rest take none). */
const ARGUMENTS: Record<string, unknown[]> = {
  whyNot: [1, 2],
  undoLastRound: [false],
  importTrf: [CLUB_TRF],
  saveSettings: [
    {
      name: 'Club',
      rounds: '6',
      system: 'dutch',
      initialColour: 'black',
      win: '1',
      draw: '0.5',
      loss: '0',
      tiebreaks: 'BH/C1,BH,SB,DE',
      unratedRating: '',
    },
  ],
};

/** The script's own global functions: everything it defines beyond the services it was given. */
function entryFunctions(script: LoadedScript): string[] {
  const services = new Set(Object.keys(script.fake.globals()));
  return Object.keys(script.context)
    .filter((name) => !services.has(name) && typeof script.context[name] === 'function')
    .sort();
}

function clubScript(): LoadedScript {
  const script = loadBuiltScript({ spreadsheetName: 'Club' });
  script.call('importTrf', CLUB_TRF);
  return script;
}

/** Runs an entry; its answer: what it returned, what it threw, or the alert it showed. */
function answerOf(script: LoadedScript, name: string): string {
  const alerts = script.fake.ui.alerts.length;
  let answer: string;
  try {
    answer = JSON.stringify(script.call(name, ...(ARGUMENTS[name] ?? [])) ?? null);
  } catch (error) {
    answer = `threw: ${(error as Error).message}`;
  }
  const alert = script.fake.ui.alerts[alerts];
  return alert === undefined ? answer : `alert: ${alert.prompt}`;
}

function names(): string[] {
  return entryFunctions(loadBuiltScript());
}

describe('the Apps Script entry functions', () => {
  it('are the exports of apps-script-entry.ts, each a global of dist/Code.js', () => {
    expect(names()).toEqual(Object.keys(entry).sort());
    expect(names().length).toBeGreaterThanOrEqual(20);
  });

  it.each(LOCKED)(
    '%s takes the document lock once, with the common timeout, and releases it',
    (name) => {
      const script = clubScript();
      const asked = script.fake.LockService.timeoutsAskedFor('document').length;
      answerOf(script, name);
      expect(script.fake.LockService.timeoutsAskedFor('document').slice(asked)).toEqual([
        LOCK_TIMEOUT_MS,
      ]);
      expect(script.fake.LockService.isHeldHere('document')).toBe(false);
    },
  );

  it.each(LOCKED)(
    '%s, while another editor holds the lock, changes nothing and says so',
    (name) => {
      const script = clubScript();
      const before = workbookSnapshot(script.fake.spreadsheet);
      script.fake.LockService.holdElsewhere('document');
      const answer = answerOf(script, name);
      expect(answer).toMatch(/^(alert|threw): Another editor is changing this tournament/);
      expect(workbookSnapshot(script.fake.spreadsheet)).toEqual(before);
    },
  );

  it.each(PUBLIC_READERS)('%s takes no lock and answers while another editor holds it', (name) => {
    const script = clubScript();
    const before = workbookSnapshot(script.fake.spreadsheet);
    const asked = script.fake.LockService.timeoutsAskedFor('document').length;
    script.fake.LockService.holdElsewhere('document');
    expect(answerOf(script, name)).not.toMatch(/^(alert|threw)/);
    expect(script.fake.LockService.timeoutsAskedFor('document').slice(asked)).toEqual([]);
    expect(workbookSnapshot(script.fake.spreadsheet)).toEqual(before);
  });

  it.each(WITHOUT_SPREADSHEET)('%s reads no tab and needs no lock', (name) => {
    const script = clubScript();
    script.fake.spreadsheet.callLog.clear();
    script.fake.LockService.holdElsewhere('document');
    answerOf(script, name);
    const tabs = Object.keys(script.fake.spreadsheet.callLog.countBySheet()).filter(
      (t) => t !== '',
    );
    expect(tabs).toEqual([]);
  });
});
