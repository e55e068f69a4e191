/**
 * Bad workbooks and faults for npm start: each case starts from a copy of
 * test/fixtures/club-15/club.xlsx (15 players, rounds 1-5 with every result, round 6 to
 * pair), changes one thing as an organiser or another program might, and
 * runs one action on it in-process, or, for killed and concurrent runs, in
 * child processes.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { captureRunLocal } from '../../support/sheets/local-run.js';
import { CLUB_TRF } from './cli-cases.js';
import { killMoments } from './kill-moments.js';
import { localRunChild } from './local-child.js';
import type { Expected, Observed } from './tally.js';

const EXAMPLE = fileURLToPath(new URL('../../fixtures/club-15/club.xlsx', import.meta.url));
/** The example with a chart part (test/faults/fixtures, made by adding xl/charts/chart1.xml). */
const WITH_CHART = fileURLToPath(new URL('../fixtures/club-with-chart.xlsx', import.meta.url));

type Edit = (book: ExcelJS.Workbook) => void;

export interface XlsxCase {
  name: string;
  /** A change made to the example with ExcelJS before the run. */
  edit?: Edit;
  /** The file's bytes instead of the example's. */
  bytes?: Buffer;
  /** The workbook's file name (club.xlsx unless given). */
  fileName?: string;
  /** The arguments (["FILE"] unless given): FILE stands for the workbook, DIR for its folder. */
  argv?: string[];
  /** Done to the folder after the edit, before the run (a lock file, a permission). */
  prepare?: (file: string) => void;
  /** A case that runs itself (child processes): what it saw. */
  run?: (file: string) => Promise<Observed>;
  expected: Expected;
}

const sheet = (book: ExcelJS.Workbook, name: string) => {
  const found = book.getWorksheet(name);
  if (found === undefined) throw new Error(`the example has no ${name} tab`);
  return found;
};

/** Sets one cell (1-based row and column) of a tab. */
const setCell =
  (tab: string, row: number, column: number, value: ExcelJS.CellValue): Edit =>
  (book) => {
    sheet(book, tab).getCell(row, column).value = value;
  };

const renameHeader =
  (from: string, to: string): Edit =>
  (book) => {
    sheet(book, 'Players')
      .getRow(1)
      .eachCell((cell) => {
        if (cell.value === from) cell.value = to;
      });
  };

/** Players columns of the example (1-based). */
const P = { no: 1, name: 2, title: 3, rating: 4, sex: 8, status: 9, byes: 10, notAgainst: 11 };
/** Round tab columns (1-based). */
const R = { board: 1, white: 2, result: 6, black: 7 };

const refused = (message: RegExp, not?: RegExp): Expected => ({
  status: 1,
  message,
  not,
  unchanged: true,
});

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function sheetNames(file: string): Promise<string[] | null> {
  try {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    return book.worksheets.map((w) => w.name);
  } catch {
    return null;
  }
}

/**
 * Killed at several moments of its pairing and save: after each kill the
 * workbook is whole (old or new), and once a run is let finish round 6 is
 * there; no lock file is left behind.
 */
async function killedDuringSave(file: string): Promise<Observed> {
  const moments = await killMoments(file, (copy) => localRunChild([copy]).exited);
  for (const delay of moments) {
    const run = localRunChild([file]);
    await new Promise((done) => setTimeout(done, delay));
    run.kill();
    await run.exited;
    const names = await sheetNames(file);
    if (names === null || !names.includes('Round 5'))
      return {
        status: -1,
        text: `killed after ${delay} ms: tabs ${String(names)}`,
        unchanged: null,
        lost: true,
      };
    if (names.includes('Round 6')) break; // this run saved before it was killed
  }
  // One run is always let finish: the pairing if no killed run saved round 6, else a refresh of
  // the standings, which must take over the lock a run killed between its save and its unlock left.
  const paired = (await sheetNames(file))!.includes('Round 6');
  const { status, said } = await captureRunLocal(paired ? [file, '--standings'] : [file], {
    example: '',
    defaultFile: '',
  });
  const names = await sheetNames(file);
  const leftovers = existsSync(`${file}.lock`);
  return {
    status,
    text: `${said}\ntabs ${String(names)}${leftovers ? '; a lock file left' : ''}`,
    unchanged: null,
    lost: names === null || !names.includes('Round 6') || leftovers,
  };
}

/** Two runs at once (pair, and refresh the standings): both done, the round kept. */
async function twoRunsAtOnce(file: string): Promise<Observed> {
  const [pair, standings] = [localRunChild([file]), localRunChild([file, '--standings'])];
  const codes = await Promise.all([pair.exited, standings.exited]);
  const names = await sheetNames(file);
  return {
    status: codes[0] + codes[1],
    text: `exit statuses ${codes.join(', ')}; tabs ${String(names)}`,
    unchanged: null,
    lost: names === null || !names.includes('Round 6'),
  };
}

export const XLSX_CASES: XlsxCase[] = [
  {
    name: 'a blank name',
    edit: setCell('Players', 4, P.name, null),
    expected: refused(/Players, row 4: the name is blank/),
  },
  {
    name: 'a name typed twice',
    edit: setCell('Players', 5, P.name, ' test0001  PLAYER0001'),
    expected: refused(/Players, row 5: "test0001 PLAYER0001" is already the name on row 2/),
  },
  {
    name: 'a rating with letters',
    edit: setCell('Players', 3, P.rating, '23OO'),
    expected: refused(/Players, row 3: the rating "23OO" is not a number/),
  },
  {
    // A national title is kept and pairs as none (titles.ts); only the file's 3 columns limit it.
    name: 'export with a title longer than a TRF line holds',
    edit: setCell('Players', 3, P.title, 'Dipl'),
    argv: ['FILE', '--export-trf', 'DIR/out.trf'],
    expected: refused(/Players, row 3: the title "Dipl" is 4 characters; a TRF file holds 3/),
  },
  {
    // Decision (issue 35): no pairing rule reads a player's sex (C.04, the Dutch rules), so the
    // click leaves the column to Export TRF, as FIDE ID and Birth (players-tab.ts, NOT_PAIRED).
    name: 'an unknown sex: the pairing does not read it',
    edit: setCell('Players', 3, P.sex, 'x'),
    expected: { status: 0, message: /Round 6 paired with/, not: /sex|"x"/i, unchanged: false },
  },
  {
    name: 'export with an unknown sex',
    edit: setCell('Players', 3, P.sex, 'x'),
    argv: ['FILE', '--export-trf', 'DIR/out.trf'],
    expected: refused(/Players, row 3: the sex "x" is not m or w/),
  },
  {
    name: 'an unknown status',
    edit: setCell('Players', 3, P.status, 'gone'),
    expected: refused(/Players, row 3: the status "gone" is not "active" or "withdrawn"/),
  },
  {
    name: 'a bye list that is not one',
    edit: setCell('Players', 3, P.byes, 'next week'),
    expected: refused(/Players, row 3: in "Byes \/ absent rounds"/),
  },
  {
    name: '"Not against" naming nobody',
    edit: setCell('Players', 3, P.notAgainst, 'Nobody Known'),
    expected: refused(
      /Players, row 3: in "Not against", "Nobody Known" is not the name of any player/,
    ),
  },
  {
    name: '"Not against" naming the player himself',
    edit: setCell('Players', 3, P.notAgainst, '2'),
    expected: refused(/Players, row 3: in "Not against", "2" is this player himself/),
  },
  {
    name: 'a pairing number used twice',
    edit: setCell('Players', 4, P.no, 2),
    expected: refused(/Players, row 4: No. 2 is already the No. on row 3/),
  },
  {
    name: 'a pairing number in letters',
    edit: setCell('Players', 4, P.no, 'three'),
    expected: refused(/Players, row 4: the No. "three" is not a whole number from 1 to 9999/),
  },
  {
    name: 'the Rating header renamed "Strength" (Elo reads as Rating in four languages)',
    edit: renameHeader('Rating', 'Strength'),
    expected: refused(/Players, row 1: the header row has no "Rating" column/),
  },
  {
    name: 'the Name header renamed: the cause once, not a line per Round row',
    edit: renameHeader('Name', 'Player'),
    expected: refused(
      /^Players, row 1: the header row has no "Name" column\nNothing was changed/,
      /Round \d/,
    ),
  },
  {
    name: 'the No. column sorted on its own',
    edit: (book) => {
      const players = sheet(book, 'Players');
      const numbers = Array.from({ length: 15 }, (_, i) => players.getCell(i + 2, P.no).value);
      numbers.reverse().forEach((value, i) => (players.getCell(i + 2, P.no).value = value));
    },
    expected: refused(
      /Round 1, row 2: No. 1 is "Test0001 Player0001" here, but "Test0015 Player0015" on the Players tab, where "Test0001 Player0001" is No. 15 \(row 2\): the numbers or the names there were moved/,
    ),
  },
  {
    name: 'the Players tab deleted',
    edit: (book) => book.removeWorksheet(sheet(book, 'Players').id),
    expected: refused(/Players: there is no such tab/, /Round \d, row/),
  },
  {
    name: 'the Settings tab deleted',
    edit: (book) => book.removeWorksheet(sheet(book, 'Settings').id),
    expected: refused(/Settings: there is no such tab, but rounds are paired/),
  },
  {
    name: 'the Settings tab renamed in lower case (recognised as typed: pairs as usual)',
    edit: (book) => {
      sheet(book, 'Settings').name = 'Renaming';
      sheet(book, 'Renaming').name = 'settings';
    },
    // Issue 31: a tab renamed by hand keeps working; its name is read as a person types it.
    expected: { status: 0, message: /Round 6 paired with/, unchanged: false },
  },
  {
    name: 'the number of rounds in words',
    edit: setCell('Settings', 3, 2, 'six'),
    expected: refused(/Settings, row 3: .*"six"/),
  },
  {
    name: 'an unknown pairing system',
    edit: setCell('Settings', 4, 2, 'Swiss Perfect'),
    expected: refused(/Settings, row 4: .*"Swiss Perfect"/),
  },
  {
    name: 'points for a win in words',
    edit: setCell('Settings', 6, 2, 'one'),
    expected: refused(/Settings, row 6: .*"one"/),
  },
  {
    name: 'fewer rounds in the Settings than are paired',
    edit: setCell('Settings', 3, 2, 4),
    expected: refused(/Round 5: the Settings say the tournament has 4 rounds/),
  },
  {
    name: 'every round already paired',
    edit: setCell('Settings', 3, 2, 5),
    // Not a dead end (issue 15): the final Standings are written and shown, exit 0.
    expected: {
      status: 0,
      message: /The tournament is over: all 5 rounds are paired and every result is in/,
      unchanged: false,
    },
  },
  {
    name: 'a result not in the list',
    edit: setCell('Round 5', 3, R.result, '2-0'),
    expected: refused(/Round 5, row 3: "2-0" is not a result/),
  },
  {
    name: 'a result the spreadsheet turned into a date',
    edit: setCell('Round 5', 3, R.result, new Date(Date.UTC(2026, 0, 1))),
    expected: refused(/Round 5, row 3: the Result cell holds a date/),
  },
  {
    name: 'a game without a result',
    edit: setCell('Round 5', 3, R.result, null),
    expected: refused(/Round 5, row 3: board 2 \(No. 8 - No. 3\) has no result yet/),
  },
  {
    name: 'a result typed into the bye row',
    edit: setCell('Round 5', 9, R.result, '1-0'),
    expected: refused(
      /Round 5, row 9: this row is a "Bye", not a game: its Result shows only the points it gives \(it has "1-0"\)/,
    ),
  },
  {
    name: 'a pairing number nobody has',
    edit: setCell('Round 5', 2, R.white, 99),
    expected: refused(/Round 5, row 2: No. 99 is not a player's No. on the Players tab/),
  },
  {
    name: 'a player on two boards',
    edit: setCell('Round 5', 3, R.black, 4),
    expected: refused(/Round 5, row 3: No. 4 is already on row 2 of this round/),
  },
  {
    name: 'a player against himself',
    edit: setCell('Round 5', 2, R.black, 2),
    expected: refused(/Round 5, row 2: No. 2 cannot play against themselves/),
  },
  {
    name: 'a Board cell that is neither a board nor a bye',
    edit: setCell('Round 5', 4, R.board, 'x'),
    expected: refused(/Round 5, row 4: the Board cell "x" is neither a board number nor one of/),
  },
  {
    name: 'two games between the same players',
    edit: (book) => {
      // Round 4 paired 3 - 2; make round 5 pair them again (2 - 3 and 8 - 4).
      setCell('Round 5', 2, R.black, 3)(book);
      setCell('Round 5', 3, R.black, 4)(book);
    },
    expected: refused(/Round 5, row 2: No. 2 and No. 3 already played each other in Round 4/),
  },
  {
    name: 'an absence asked for a round already played',
    edit: setCell('Players', 3, P.byes, '5'),
    expected: refused(
      /Players, row 3: asks to be absent in round 5, but Round 5 pairs No. 2 in a game/,
    ),
  },
  {
    name: 'a Round tab deleted from the middle',
    edit: (book) => book.removeWorksheet(sheet(book, 'Round 3').id),
    expected: refused(/Round 3: the tab is missing, but there is a "Round 5" tab/),
  },
  {
    name: 'the last Round tab renamed',
    edit: (book) => {
      sheet(book, 'Round 5').name = 'Round 5 (old)';
    },
    expected: refused(/Round 5 \(old\): this tab looks like a Round tab.*name it "Round 5"/),
  },
  {
    name: 'a Round tab renamed in lower case (recognised as typed: pairs as usual)',
    edit: (book) => {
      // ExcelJS, as Excel, compares tab names without case: through another name.
      sheet(book, 'Round 5').name = 'Renaming';
      sheet(book, 'Renaming').name = 'round 5';
    },
    expected: { status: 0, message: /Round 6 paired with/, unchanged: false },
  },
  {
    name: 'a Round tab renamed to something else entirely',
    edit: (book) => {
      sheet(book, 'Round 5').name = 'Last week';
    },
    expected: refused(/Last week: this tab looks like a Round tab.*name it "Round N"/),
  },
  {
    name: 'undo with the last Round tab renamed',
    edit: (book) => {
      sheet(book, 'Round 5').name = 'Round 5 (old)';
    },
    argv: ['FILE', '--undo', '--yes'],
    expected: refused(/Round 5 \(old\): this tab looks like a Round tab/),
  },
  {
    name: 'a column inserted in a Round tab',
    edit: (book) => sheet(book, 'Round 5').spliceColumns(4, 0, []),
    expected: refused(
      /Round 5, row 1: column F should be "Result" but has "Points"/,
      /pairing number/,
    ),
  },
  {
    name: 'merged cells in the Result column',
    edit: (book) => sheet(book, 'Round 5').mergeCells('F2:F3'),
    expected: refused(/Round 5, row 2: cells F2:F3 are merged/),
  },
  {
    // Decision (issue 35): a Round tab is read over its ten columns, as in Sheets.
    name: "merged cells right of a Round tab's columns (pairs as usual)",
    edit: (book) => {
      sheet(book, 'Round 5').getCell('L2').value = 'late';
      sheet(book, 'Round 5').mergeCells('L2:M3');
    },
    expected: { status: 0, message: /Round 6 paired with/, unchanged: false },
  },
  {
    name: 'merged cells in the Players tab',
    edit: (book) => sheet(book, 'Players').mergeCells('L2:L4'),
    expected: refused(/Players, row 2: cells L2:L4 are merged/),
  },
  {
    name: 'every player but one withdrawn',
    edit: (book) => {
      for (let row = 3; row <= 16; row++) setCell('Players', row, P.status, 'withdrawn')(book);
    },
    expected: refused(/Round 6 cannot be paired: fewer than two players/),
  },
  {
    name: 'an error value in a rating cell',
    edit: setCell('Players', 3, P.rating, { error: '#N/A' } as ExcelJS.CellErrorValue),
    expected: refused(/Players, row 3: cell D3 shows #N\/A, the error of a formula/),
  },
  {
    name: 'a rating formula whose result is an error (it read as unrated)',
    edit: setCell('Players', 3, P.rating, {
      formula: 'VLOOKUP(B3,Z:Z,2,0)',
      result: { error: '#REF!' },
    } as ExcelJS.CellFormulaValue),
    expected: refused(/Players, row 3: cell D3 shows #REF!, the error of a formula/),
  },
  {
    name: 'a workbook written without <bookViews> (pairs as usual)',
    edit: (book) => {
      book.views = undefined as unknown as ExcelJS.WorkbookView[];
    },
    expected: { status: 0, message: /Round 6 paired with/, unchanged: false },
  },
  {
    name: 'a workbook with a chart, which a save would drop',
    bytes: readFileSync(WITH_CHART),
    expected: refused(
      /club.xlsx holds charts, which this program cannot keep when it saves a workbook/,
    ),
  },
  {
    name: 'a text file named .xlsx',
    bytes: Buffer.from('Round 1\n1 - 2\n'),
    fileName: 'notes.xlsx',
    expected: refused(/notes.xlsx is not an .xlsx workbook that can be read/),
  },
  {
    name: 'an empty file',
    bytes: Buffer.alloc(0),
    expected: refused(/club.xlsx is not an .xlsx workbook that can be read/),
  },
  {
    name: 'a truncated workbook',
    bytes: readFileSync(EXAMPLE).subarray(0, 3000),
    expected: refused(/club.xlsx is not an .xlsx workbook that can be read/),
  },
  {
    name: 'a TRF file given as the workbook',
    bytes: Buffer.from(CLUB_TRF),
    fileName: 'club.trf',
    expected: refused(/club.trf is not an .xlsx workbook that can be read/),
  },
  {
    name: 'a read-only workbook',
    prepare: (file) => chmodSync(file, 0o444),
    expected: refused(/club.xlsx is read-only: nothing was changed/),
  },
  {
    name: 'a workbook that does not exist',
    argv: ['DIR/missing.xlsx'],
    expected: { status: 2, message: /missing.xlsx does not exist/, unchanged: true },
  },
  {
    name: 'an unknown option',
    argv: ['FILE', '--quick'],
    expected: { status: 2, message: /unknown option --quick/, unchanged: true },
  },
  {
    name: 'two workbooks',
    argv: ['FILE', 'DIR/other.xlsx'],
    expected: { status: 2, message: /more than one workbook/, unchanged: true },
  },
  {
    name: '--export-trf without a file name',
    argv: ['FILE', '--export-trf'],
    expected: { status: 2, message: /--export-trf needs a file name/, unchanged: true },
  },
  {
    name: 'export into a folder that does not exist',
    argv: ['FILE', '--export-trf', 'DIR/no/such/club.trf'],
    expected: refused(/no\/such\/club.trf/),
  },
  {
    name: 'export with a name longer than a TRF line holds',
    edit: setCell('Players', 2, P.name, `${'Longname'.repeat(5)}, Anna`),
    argv: ['FILE', '--export-trf', 'DIR/out.trf'],
    expected: refused(
      /Players, row 2: the name "(Longname)+, Anna" is 46 characters; a TRF file holds 33/,
    ),
  },
  {
    name: 'export with letters in a FIDE ID',
    edit: setCell('Players', 3, 6, 'n/a'),
    argv: ['FILE', '--export-trf', 'DIR/out.trf'],
    expected: refused(/Players, row 3: the FIDE ID "n\/a" is not up to 11 digits/),
  },
  {
    name: 'export over the workbook itself',
    argv: ['FILE', '--export-trf', 'DIR/./club.xlsx'],
    expected: {
      status: 2,
      message: /--export-trf .*club.xlsx: that is a workbook, which the TRF file would replace/,
      unchanged: true,
    },
  },
  {
    name: 'export over another workbook',
    prepare: (file) => copyFileSync(file, join(file, '..', 'other.xlsx')),
    argv: ['FILE', '--export-trf', 'DIR/other.xlsx'],
    expected: {
      status: 2,
      message: /--export-trf DIR\/other.xlsx: that is a workbook/,
      unchanged: true,
    },
  },
  {
    name: 'import of a TRF file that does not exist',
    argv: ['FILE', '--import-trf', 'DIR/none.trf', '--yes'],
    expected: {
      status: 2,
      message: /DIR\/none.trf does not exist: nothing was changed/,
      unchanged: true,
    },
  },
  {
    name: 'two actions at once',
    argv: ['FILE', '--undo', '--standings'],
    expected: { status: 2, message: /give one action at a time/, unchanged: true },
  },
  {
    name: 'undo of a round with results, without a terminal and without --yes',
    argv: ['FILE', '--undo'],
    expected: refused(/Round 5 already has 7 results.*\n.*run again with --yes/),
  },
  {
    name: 'import over an existing workbook without --yes',
    argv: ['FILE', '--import-trf', 'DIR/club.trf'],
    expected: {
      status: 2,
      message: /club.xlsx exists; give another file name, or --yes/,
      unchanged: true,
    },
  },
  {
    name: 'import of a TRF file with a bad line',
    prepare: (file) => writeFileSync(join(file, '..', 'bad.trf'), `${CLUB_TRF}hello world\n`),
    argv: ['FILE', '--import-trf', 'DIR/bad.trf', '--yes'],
    expected: refused(/The TRF file cannot be imported: line 20, columns 1-3: unrecognised line/),
  },
  {
    name: 'another run holding the workbook',
    prepare: (file) => writeFileSync(`${file}.lock`, String(process.ppid)),
    expected: refused(/Another run \(process \d+\) is changing this tournament/),
  },
  {
    name: 'a lock left by a run that was killed (taken over)',
    prepare: (file) => writeFileSync(`${file}.lock`, '999999999'),
    expected: { status: 0, message: /Round 6 paired with/, unchanged: false },
  },
  {
    name: 'a private workbook stays private after the save',
    prepare: (file) => chmodSync(file, 0o600),
    run: async (file) => {
      const { status, said } = await captureRunLocal([file], { example: '', defaultFile: '' });
      const mode = statSync(file).mode & 0o777;
      return {
        status,
        text: `${said}\nmode ${mode.toString(8)}`,
        unchanged: null,
        lost: mode !== 0o600,
      };
    },
    expected: { status: 0, message: /Round 6 paired with[^]*mode 600/, unchanged: false },
  },
  {
    name: 'a folder where the lock file goes',
    prepare: (file) => mkdirSync(`${file}.lock`),
    expected: refused(/the lock file .*club.xlsx.lock cannot be used \(EISDIR\)/),
  },
  {
    name: 'the workbook opened through a symbolic link: the file itself gets the round',
    prepare: (file) => symlinkSync(file, join(file, '..', 'link.xlsx')),
    argv: ['DIR/link.xlsx'],
    run: async (file) => {
      const link = join(file, '..', 'link.xlsx');
      const { status, said } = await captureRunLocal([link], { example: '', defaultFile: '' });
      const names = await sheetNames(file);
      return {
        status,
        text: said,
        unchanged: null,
        lost: !lstatSync(link).isSymbolicLink() || names === null || !names.includes('Round 6'),
      };
    },
    expected: { status: 0, message: /Round 6 paired with/, unchanged: false },
  },
  {
    name: 'kill -9 at five moments of the pairing and the save',
    run: killedDuringSave,
    expected: { status: 0, message: /tabs .*Round 5.*Round 6/, unchanged: false },
  },
  {
    name: 'two runs at once (pair, and refresh the standings)',
    run: twoRunsAtOnce,
    expected: { status: 0, message: /exit statuses 0, 0; tabs .*Round 6/, unchanged: false },
  },
];

/** Makes the case's workbook in `folder`, runs it, and says what happened. */
export async function runXlsxCase(c: XlsxCase, folder: string): Promise<Observed> {
  const file = join(folder, c.fileName ?? 'club.xlsx');
  if (c.bytes !== undefined) writeFileSync(file, c.bytes);
  else copyFileSync(EXAMPLE, file);
  if (c.edit !== undefined) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    c.edit(book);
    await book.xlsx.writeFile(file);
  }
  writeFileSync(join(folder, 'club.trf'), CLUB_TRF);
  c.prepare?.(file);
  if (c.run !== undefined) return c.run(file);
  const before = digest(file);
  const argv = (c.argv ?? ['FILE']).map((arg) =>
    arg === 'FILE' ? file : arg.replace('DIR', folder),
  );
  const { status, said } = await captureRunLocal(
    argv,
    { example: EXAMPLE, defaultFile: file },
    { lockWaitMs: 300 },
  );
  return {
    status,
    text: said.replaceAll(folder, 'DIR'),
    unchanged: existsSync(file) ? digest(file) === before : false,
  };
}
