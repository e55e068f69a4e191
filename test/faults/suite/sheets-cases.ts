/**
 * Bad spreadsheets and faults for the add-on in the in-memory Apps Script:
 * each case imports test/fixtures/club-15/club.trf (rounds 1-5 with every result),
 * changes the spreadsheet as an editor might, and runs one menu item or
 * sidebar call. A menu item answers with a toast (status 0) or an alert
 * (status 1); a sidebar call returns (0) or throws its message (1).
 */
import { addonFunctions, type AddonFunctions } from '../../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../../src/sheets/apps-script/addon-ports.js';
import { ENGLISH, languageOfLocale, translatorFor } from '../../../src/messages/index.js';
import { defaultPairingDeps } from '../../../src/sheets/use-cases/pairing-deps.js';
import { tabTitle } from '../../../src/sheets/workbook/tab-names.js';
import {
  createFakeAppsScript,
  type FakeAppsScript,
  type FakeSheet,
} from '../../support/apps-script/index.js';
import { workbookSnapshot } from '../../support/apps-script/workbook-snapshot.js';
import { CLUB_TRF } from './cli-cases.js';
import type { Expected, Observed } from './tally.js';

/** The imported club: Players columns and Round tab columns (1-based). */
const P = { no: 1, name: 2, rating: 4, sex: 8, status: 9, byes: 10 };
const R = { board: 1, white: 2, result: 6, black: 7 };

type Action =
  | { menu: 'menuPairNextRound' | 'menuUndoLastRound' | 'menuRefreshStandings' | 'menuCheckRound' }
  | { sidebar: (addon: AddonFunctions) => unknown };

export interface SheetsCase {
  name: string;
  /** A spreadsheet without the imported tournament. */
  empty?: boolean;
  edit?: (fake: FakeAppsScript) => void;
  action: Action;
  /** Buttons the editor presses for the questions asked. */
  answers?: string[];
  /** For an action that changes the spreadsheet: false when something was lost on the way. */
  kept?: (fake: FakeAppsScript, addon: AddonFunctions) => boolean;
  expected: Expected;
}

/** The add-on's tab of key `name` ('Round 5'), as named in the spreadsheet's language. */
const tab = (fake: FakeAppsScript, name: string): FakeSheet => {
  const language = languageOfLocale(fake.spreadsheet.locale) ?? ENGLISH;
  const found =
    fake.spreadsheet.getSheetByName(name) ??
    fake.spreadsheet.getSheetByName(tabTitle(name, translatorFor(language)));
  if (found === null) throw new Error(`no ${name} tab`);
  return found;
};

const setCell =
  (name: string, row: number, column: number, value: unknown) => (fake: FakeAppsScript) =>
    void tab(fake, name).getRange(row, column).setValue(value);

const PAIR: Action = { menu: 'menuPairNextRound' };

/** The spreadsheet as an add-on from before the tab records left it: tabs known by their names only. */
const forgetRecords = (fake: FakeAppsScript): void => {
  for (const sheet of fake.spreadsheet.getSheets())
    for (const metadata of sheet.getDeveloperMetadata()) metadata.remove();
};

const refused = (message: RegExp, not?: RegExp): Expected => ({
  status: 1,
  message,
  not,
  unchanged: true,
});

export const SHEETS_CASES: SheetsCase[] = [
  {
    name: 'merged cells in the Result column',
    edit: (fake) => void tab(fake, 'Round 5').getRange('F2:F3').merge(),
    action: PAIR,
    expected: refused(/Round 5, row 2: cells F2:F3 are merged/, /has no result yet/),
  },
  {
    name: 'merged cells across a Players row',
    edit: (fake) => void tab(fake, 'Players').getRange('B3:C3').merge(),
    action: PAIR,
    expected: refused(/Players, row 3: cells B3:C3 are merged/),
  },
  {
    // Decision (issue 35): a Round tab is read over its ten columns; a merged block right of them
    // hides no cell the reader takes.
    name: "merged cells right of a Round tab's columns (pairs as usual)",
    edit: (fake) => void tab(fake, 'Round 5').getRange('L2:M3').setValue('late').merge(),
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    name: 'a Round tab narrower than its columns, those past Black deleted (pairs as usual)',
    edit: (fake) =>
      void tab(fake, 'Round 4').deleteColumns(9, tab(fake, 'Round 4').getMaxColumns() - 8),
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    name: 'merged Result cells, on Refresh standings',
    edit: (fake) => void tab(fake, 'Round 5').getRange(4, R.result, 3, 1).mergeVertically(),
    action: { menu: 'menuRefreshStandings' },
    expected: refused(/Round 5, row 4: cells F4:F6 are merged/),
  },
  {
    name: 'the last Round tab renamed (known by its record: pairs as usual)',
    edit: (fake) => void tab(fake, 'Round 5').setName('Round 5 old'),
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    name: 'the last Round tab renamed in a workbook from before the tab records',
    edit: (fake) => {
      forgetRecords(fake);
      tab(fake, 'Round 5').setName('Round 5 old');
    },
    action: PAIR,
    expected: refused(/Round 5 old: this tab looks like a Round tab.*name it "Round 5"/),
  },
  {
    name: 'a copy of Round 5 kept beside it (pairs as usual: nothing is paired twice)',
    edit: (fake) => {
      const values = tab(fake, 'Round 5').getDataRange().getValues();
      fake.spreadsheet
        .insertSheet('Copy of Round 5')
        .getRange(1, 1, values.length, values[0].length)
        .setValues(values);
    },
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    name: 'a notes tab of three columns (pairs as usual)',
    edit: (fake) => {
      const notes = fake.spreadsheet.insertSheet('Notes');
      notes.deleteColumns(4, 23);
      notes.getRange(1, 1, 1, 3).setValues([['Arbiter', 'Venue', 'Date']]);
    },
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    name: 'the last Round tab renamed, then Undo (known by its record: undone)',
    edit: (fake) => void tab(fake, 'Round 5').setName('R5'),
    action: { menu: 'menuUndoLastRound' },
    answers: ['YES'],
    // An imported round has no Undo record: it is deleted, and the message says what was not restored.
    expected: {
      status: 0,
      message: /^R5 was deleted\. The hidden "Undo data" tab has no record/,
      unchanged: false,
    },
  },
  {
    name: 'the last Round tab renamed in a workbook from before the tab records, then Undo',
    edit: (fake) => {
      forgetRecords(fake);
      tab(fake, 'Round 5').setName('R5');
    },
    action: { menu: 'menuUndoLastRound' },
    answers: ['YES'],
    expected: refused(/R5: this tab looks like a Round tab.*name it "Round 5"/),
  },
  {
    name: 'a column inserted in a Round tab',
    edit: (fake) => void tab(fake, 'Round 5').insertColumnsAfter(3, 1),
    action: PAIR,
    expected: refused(
      /Round 5, row 1: column F should be "Result" but has "Points"/,
      /pairing number/,
    ),
  },
  {
    name: 'the Name header renamed: the cause once',
    edit: setCell('Players', 1, P.name, 'Player'),
    action: PAIR,
    expected: refused(/^Players, row 1: the header row has no "Name" column$/),
  },
  {
    name: 'the Rating header renamed "Strength" (Elo reads as Rating in four languages)',
    edit: setCell('Players', 1, P.rating, 'Strength'),
    action: PAIR,
    expected: refused(/^Players, row 1: the header row has no "Rating" column$/),
  },
  {
    name: 'a result typed as a date',
    edit: setCell('Round 5', 3, R.result, new Date(2026, 0, 1)),
    action: PAIR,
    expected: refused(/Round 5, row 3: the Result cell holds a date/),
  },
  {
    name: 'a result written in words',
    edit: setCell('Round 5', 3, R.result, 'white won'),
    action: PAIR,
    expected: refused(/Round 5, row 3: "white won" is not a result/),
  },
  {
    name: 'the Settings tab deleted',
    edit: (fake) => fake.spreadsheet.deleteSheet(tab(fake, 'Settings')),
    action: PAIR,
    expected: refused(/Settings: there is no such tab, but rounds are paired/),
  },
  {
    name: 'the Players tab deleted',
    edit: (fake) => fake.spreadsheet.deleteSheet(tab(fake, 'Players')),
    action: PAIR,
    expected: refused(/Players: there is no such tab/, /Round \d, row/),
  },
  {
    name: 'a pairing number used twice',
    edit: setCell('Players', 4, P.no, 2),
    action: PAIR,
    expected: refused(/Players, row 4: No. 2 is already the No. on row 3/),
  },
  {
    name: 'an absence asked for a round already played',
    edit: setCell('Players', 3, P.byes, '4'),
    action: PAIR,
    expected: refused(/Players, row 3: asks to be absent in round 4, but Round 4 pairs No. 2/),
  },
  {
    name: 'a status typed wrong',
    edit: setCell('Players', 3, P.status, 'withdrawm'),
    action: PAIR,
    expected: refused(/Players, row 3: the status "withdrawm"/),
  },
  {
    name: 'another editor pairing at the same moment',
    edit: (fake) => fake.LockService.holdElsewhere('document'),
    action: PAIR,
    expected: refused(/Another editor is changing this tournament; nothing was done/),
  },
  {
    name: 'undo of a round with results, answered No',
    action: { menu: 'menuUndoLastRound' },
    answers: ['NO'],
    expected: { status: 0, message: /^Nothing was undone\.$/, unchanged: true },
  },
  {
    name: 'Import TRF into a spreadsheet that has a tournament',
    action: { sidebar: (addon) => addon.importTrf(CLUB_TRF) },
    expected: refused(/already has a tournament \(tabs Settings, Players, Standings, Round 1/),
  },
  {
    name: 'Import TRF of a file with a repeated pairing number',
    empty: true,
    action: {
      sidebar: (addon) =>
        addon.importTrf(CLUB_TRF.replace('001    3      Test0003', '001    1      Test0003')),
    },
    expected: refused(
      /cannot be imported: line 4, columns 5-8: pairing number 1 is already used on line 2/,
    ),
  },
  {
    name: 'Import TRF whose points column the results do not give (imported, with a warning)',
    empty: true,
    action: {
      sidebar: (addon) =>
        addon.importTrf(
          CLUB_TRF.replace(
            'Test0001 Player0001               2328                             4.0',
            'Test0001 Player0001               2328                             4.5',
          ),
        ).message,
    },
    expected: {
      status: 0,
      message: /Warning: .*line 2, columns 81-84: player 1's points say 4.5, his results give 4.0/,
      unchanged: false,
    },
  },
  {
    name: 'Settings from the sidebar with rounds in words',
    action: {
      sidebar: (addon) =>
        addon.saveSettings({
          name: 'Club',
          rounds: 'six',
          system: 'dutch',
          initialColour: 'black',
          win: '1',
          draw: '0.5',
          loss: '0',
          tiebreaks: 'BH/C1,BH,SB,DE',
          unratedRating: '',
        }),
    },
    expected: refused(/Rounds must be a whole number from 1 to 99/),
  },
  {
    name: 'Settings from the sidebar that never arrived (null)',
    action: { sidebar: (addon) => addon.saveSettings(null as never) },
    expected: refused(/^The settings did not arrive; reload the sidebar and save them again\.$/),
  },
  {
    name: 'why not, with letters for numbers',
    action: { sidebar: (addon) => addon.whyNot('a' as never, 2) },
    expected: refused(/^"a" is not a pairing number: give two players' No\.$/),
  },
  {
    name: 'why not, for a player who does not exist',
    action: { sidebar: (addon) => addon.whyNot(1, 99) },
    // An answer in the sidebar's panel, not an error: nothing to change.
    expected: { status: 0, message: /^Round 5: There is no player #99\.$/, unchanged: true },
  },
  {
    name: 'undo after results were entered since the Standings were written',
    edit: (fake) => {
      // Pair round 6, then Undo: the Standings must be those after round 5, recomputed.
      const addon = addonFunctions(() => appsScriptPorts(fake.services), defaultPairingDeps);
      addon.menuPairNextRound();
      setCell('Standings', 2, 5, 99)(fake); // what pairing saw no longer matters
    },
    action: { menu: 'menuUndoLastRound' },
    kept: standingsAreCurrent,
    expected: { status: 0, message: /^Round 6 was undone\.$/, unchanged: false },
  },
  {
    name: 'undo after the Players tab was sorted: only the numbers it gave are taken back',
    edit: (fake) => {
      const players = tab(fake, 'Players');
      players.getRange(17, 1, 1, 4).setValues([['', 'Late, Comer', '', 1500]]);
      addonFunctions(() => appsScriptPorts(fake.services), defaultPairingDeps).menuPairNextRound();
      // The organiser sorts the players, the late entry (No. 16) first.
      const values = players.getDataRange().getValues();
      players.getRange(2, 1, 16, values[0].length).setValues(values.slice(1).reverse());
    },
    action: { menu: 'menuUndoLastRound' },
    kept: (fake) =>
      tab(fake, 'Players')
        .getDataRange()
        .getValues()
        .slice(1)
        .every(([no, name]) =>
          name === 'Late, Comer'
            ? no === ''
            : name === `Test${String(no).padStart(4, '0')} Player${String(no).padStart(4, '0')}`,
        ),
    expected: { status: 0, message: /^Round 6 was undone\.$/, unchanged: false },
  },
  {
    name: 'the Name column sorted on its own: every result would go to another player',
    edit: (fake) => {
      const names = tab(fake, 'Players').getRange(2, P.name, 15, 1);
      names.setValues(names.getValues().reverse());
    },
    action: PAIR,
    expected: refused(
      /^Round 1, row 2: No. 1 is "Test0001 Player0001" here, but "Test0015 Player0015" on the Players tab, where "Test0001 Player0001" is No. 15 \(row 16\): the numbers or the names there were moved/,
    ),
  },
  {
    name: "a player's name corrected after he played (pairs as usual)",
    edit: setCell('Players', 2, P.name, 'Test0001 Player-0001'),
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    // Decision (issue 35): no pairing rule reads a player's sex; Export TRF checks it (below).
    name: 'an unknown sex (the pairing does not read it: pairs as usual)',
    edit: setCell('Players', 3, P.sex, 'x'),
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, not: /"x"/, unchanged: false },
  },
  {
    name: 'Export TRF with an unknown sex',
    edit: setCell('Players', 3, P.sex, 'x'),
    action: { sidebar: (addon) => addon.exportTrf() },
    expected: refused(/^Players, row 3: the sex "x" is not m or w/),
  },
  {
    name: 'an unknown sex, on Refresh standings (which reads every column)',
    edit: setCell('Players', 3, P.sex, 'x'),
    action: { menu: 'menuRefreshStandings' },
    expected: refused(/^Players, row 3: the sex "x" is not m or w/),
  },
  {
    name: 'Export TRF with a federation longer than three letters',
    edit: setCell('Players', 4, 5, 'GERMANY'),
    action: { sidebar: (addon) => addon.exportTrf() },
    expected: refused(
      /^Players, row 4: the federation "GERMANY" is 7 characters; a TRF file holds 3/,
    ),
  },
  {
    name: 'the Players tab renamed with a trailing space (known by its record: pairs as usual)',
    edit: (fake) => void tab(fake, 'Players').setName('Players '),
    action: PAIR,
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    name: 'the Players tab renamed with a trailing space, in a workbook from before the records (read as typed: pairs as usual)',
    edit: (fake) => {
      forgetRecords(fake);
      tab(fake, 'Players').setName('Players ');
    },
    action: PAIR,
    // Issue 31: a tab's name is read as a person types it (spaces, case), record or not.
    expected: { status: 0, message: /^Round 6 paired with/, unchanged: false },
  },
  {
    name: 'a negative rating',
    edit: setCell('Players', 3, P.rating, -5),
    action: PAIR,
    expected: refused(/Players, row 3: the rating "-5" is not a number/),
  },
  {
    name: 'a thousand rounds',
    edit: setCell('Settings', 3, 2, 1000),
    action: PAIR,
    expected: refused(/Settings, row 3: "1000" is not a number of rounds from 1 to 99/),
  },
  {
    name: 'a draw worth more than a win',
    edit: setCell('Settings', 7, 2, 2),
    action: PAIR,
    expected: refused(/Settings, row 6: a win \(1\) must be worth more than a draw \(2\)/),
  },
  {
    name: 'a bye asked for a round after the last',
    edit: setCell('Players', 3, P.byes, '9H'),
    action: PAIR,
    expected: refused(
      /Players, row 3: asks for a bye or absence in round 9, but the Settings say the tournament has 6 rounds/,
    ),
  },
  {
    name: 'a tab named Round 0',
    edit: (fake) => void fake.spreadsheet.insertSheet('Round 0'),
    action: PAIR,
    expected: refused(/Round 0: this tab looks like a Round tab.*name it "Round N"/),
  },
  {
    name: 'the Rounds label of the Settings changed',
    edit: setCell('Settings', 3, 1, 'Number of rounds'),
    action: PAIR,
    expected: refused(
      /Settings: there is no "Rounds" row, but rounds are paired \(not settings: "Number of rounds" on row 3/,
    ),
  },
  {
    name: 'the Settings tab emptied',
    edit: (fake) => void tab(fake, 'Settings').clearContents(),
    action: PAIR,
    expected: refused(/Settings: there is no "Rounds" row, but rounds are paired/),
  },
  {
    name: 'every player row cleared: the cause once',
    edit: (fake) => void tab(fake, 'Players').getRange(2, 1, 15, 12).clearContent(),
    action: PAIR,
    expected: refused(/^Players: no player has a No., but rounds are paired/, /Round \d/),
  },
  {
    name: "a player's row deleted: said once, not once a round",
    edit: (fake) => tab(fake, 'Players').deleteRows(3, 1),
    action: PAIR,
    expected: refused(/^Round 1, row 3: No. 2 is not a player's No. on the Players tab$/),
  },
  {
    name: 'the last Round tab emptied',
    edit: (fake) => void tab(fake, 'Round 5').clearContents(),
    action: PAIR,
    expected: refused(/Round 5: the tab lists no game and no bye/),
  },
  {
    name: "a Round tab's header row deleted",
    edit: (fake) => tab(fake, 'Round 5').deleteRows(1, 1),
    action: PAIR,
    expected: refused(/Round 5, row 1: column A should be "Board" but has "1"/),
  },
];

/**
 * Runs the case in a new in-memory spreadsheet of `locale` (its language the
 * tournament's) and says what the editor saw.
 */
export function runSheetsCase(c: SheetsCase, locale = 'en_US'): Observed {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  fake.spreadsheet.locale = locale;
  const addon = addonFunctions(() => appsScriptPorts(fake.services), defaultPairingDeps);
  if (c.empty !== true) addon.importTrf(CLUB_TRF);
  c.edit?.(fake);
  const before = workbookSnapshot(fake.spreadsheet);
  const alerts = fake.ui.alerts.length;
  const toasts = fake.spreadsheet.toasts.length;
  fake.ui.alertAnswers.push(...(c.answers ?? []));
  let status = 0;
  let text = '';
  if ('menu' in c.action) {
    addon[c.action.menu]();
    // A question asked first is not the answer: the last alert or toast is.
    const alert = fake.ui.alerts
      .slice(alerts)
      .filter((a) => a.buttons !== 'YES_NO')
      .at(-1);
    const toast = fake.spreadsheet.toasts[toasts];
    if (alert !== undefined) [status, text] = [1, alert.prompt];
    else text = toast?.msg ?? '';
  } else {
    try {
      const answer = c.action.sidebar(addon);
      text = typeof answer === 'string' ? answer : JSON.stringify(answer);
    } catch (error) {
      [status, text] = [1, error instanceof Error ? error.message : String(error)];
    }
  }
  fake.LockService.releaseElsewhere('document');
  const after = workbookSnapshot(fake.spreadsheet);
  return {
    status,
    text,
    unchanged: JSON.stringify(after) === JSON.stringify(before),
    lost: c.kept !== undefined && !c.kept(fake, addon),
  };
}

/** The Standings are what Refresh standings gives from the tabs as they are. */
function standingsAreCurrent(fake: FakeAppsScript, addon: AddonFunctions): boolean {
  const before = JSON.stringify(workbookSnapshot(fake.spreadsheet));
  addon.menuRefreshStandings();
  return JSON.stringify(workbookSnapshot(fake.spreadsheet)) === before;
}
