#!/usr/bin/env node
/**
 * What a user waits for after clicking "Pair next round" in Google Sheets.
 * Apps Script starts a fresh engine for every menu click, so each click here
 * compiles the built dist/Code.js afresh and runs it over the in-memory
 * workbook of the tests (test/support/apps-script), which counts every
 * spreadsheet call. The workbook holds a tournament of the command line's
 * generator (Dutch 2025 edition, seed 1) imported with Import TRF; the
 * click pairs its next round, and Undo last round takes it back before the
 * next measured click.
 *
 * Modelled time = the click's own time on this machine (compiling the
 * script, reading the tabs, pairing, writing them; the in-memory
 * workbook's own work on the cells left out)
 *   + 7 ms per spreadsheet call
 *   + 0.1 ms per cell of a grid a call reads or writes (getValues,
 *     setValues, setNumberFormats…: one value a cell); a setter of one value
 *     for a whole range or RangeList (setNumberFormat, setBackground…) is a
 *     call, as its request does not grow with the cells; so are a sort
 *     (Range.sort) and a copy within the spreadsheet (Range.copyTo, the
 *     Crosstable's points and tie-breaks taken from the Standings): each
 *     request names ranges and carries no cell.
 * The two costs come from the example of Google's Apps Script
 * best-practices page: a script that sets the background of 10,000 cells
 * one call each runs about 70 s (7 ms a call), the same work as one batched
 * call about 1 s (0.1 ms a cell, the whole second charged to the cells: an
 * upper bound). Kept: the one other measurement found with its figures (a
 * Stack Overflow answer of 2013, ScriptDb against SpreadsheetApp) has one
 * setValues of 4,000 cells take under 50 ms queued but 610 ms once flushed,
 * about 0.15 ms a cell committed (docs/engine.md).
 *
 *   node scripts/bench-sheets-click.mjs [--players=200,1000] [--rounds=4] [--clicks=3] [--entered[=false]] [--vm] [--verbose] [--vs=OTHER.js]
 * (after npm run build; `npm run bench` builds first). --verbose lists the
 * cells per tab and call. Two clicks are measured at each size unless
 * --entered or --entered=false picks one: the default click, whose imported
 * tabs are up to date (the Standings already count the last round), and
 * the usual click (--entered): the last round was paired by the add-on and
 * its results typed in since (white wins every game), the Standings not
 * refreshed, so that the click rewrites their values.
 * --vs=OTHER.js (another build of Code.js, say main's) measures each click
 * with both scripts in turn, A B B A…, and prints both own times and the
 * median of their ratios (dist's over OTHER's): an A/B on one loaded machine.
 * Where Linux tells a thread's CPU time, the main thread's is printed too
 * (V8 compiles and collects on other threads as well).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import { importBundled, root } from './lib/import-bundled.mjs';

const CALL_MS = 7;
const CELL_MS = 0.1;
const TARGET_MS = 5000;

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const sizes = (args.players ?? '200,1000').split(',').map(Number);
const played = Number(args.rounds ?? 4);
const clicks = Number(args.clicks ?? 3);

const {
  createFakeAppsScript,
  FakeRange,
  FakeRangeList,
  generateTournament,
  parseGeneratorConfig,
  getSystem,
  writeTrf,
  layoutOfTab,
} = await importBundled([
  "export { layoutOfTab } from './src/sheets/workbook/round-tab.ts';",
  "export { createFakeAppsScript, FakeRange, FakeRangeList } from './test/support/apps-script/index.ts';",
  "export { generateTournament, parseGeneratorConfig } from './src/engine/generator/index.ts';",
  "export { getSystem } from './src/engine/systems/registry.ts';",
  "export { writeTrf } from './src/engine/trf/index.ts';",
]);

const code = readFileSync(join(root, 'dist', 'Code.js'), 'utf8');
const other = args.vs === undefined ? null : readFileSync(args.vs, 'utf8');

/** The main thread's CPU time in ms (Linux's schedstat), or null where it cannot be read. */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
function threadCpuMs() {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}
/** Read only for --vs: two reads of it a spreadsheet call would weigh on the default figures. */
const measureCpu = other !== null && threadCpuMs() !== null;
const sidebar = readFileSync(join(root, 'dist', 'Sidebar.html'), 'utf8');

// Cells each call reads or writes: the size of the range it works on, counted at the
// outermost call (the fake's own calls while serving it are not billed, as in its CallLog).
const RANGE_METHODS = Object.getOwnPropertyNames(FakeRange.prototype).filter(
  (m) => /^(get|set)\w*s$|^clear|^getValues$|^getDisplayValues$/.test(m) && m !== 'getMergedRanges',
);
let cells = 0;
let fakeMs = 0;
let fakeCpuMs = 0;
let depth = 0;
const cellsBy = new Map();
for (const method of RANGE_METHODS) {
  const original = FakeRange.prototype[method];
  FakeRange.prototype[method] = function (...a) {
    const outermost = depth++ === 0;
    const start = outermost ? performance.now() : 0;
    const cpuStart = outermost && measureCpu ? threadCpuMs() : 0;
    if (outermost) {
      const size = this.getNumRows() * this.getNumColumns();
      cells += size;
      const key = `${this.getSheet().getName()} ${method}`;
      cellsBy.set(key, (cellsBy.get(key) ?? 0) + size);
    }
    try {
      return original.apply(this, a);
    } finally {
      depth--;
      if (outermost) fakeMs += performance.now() - start;
      if (outermost && measureCpu) fakeCpuMs += threadCpuMs() - cpuStart;
    }
  };
}

// A RangeList's setters give one value to every cell of their blocks, and Range.copyTo copies
// cells within the spreadsheet: a call each, not a grid of cells (the fake's Range calls made
// while serving them are not billed), the fake's work on the cells left out of the own time.
const UNBILLED_CELLS = [
  ...Object.getOwnPropertyNames(FakeRangeList.prototype)
    .filter((method) => method !== 'constructor')
    .map((method) => [FakeRangeList.prototype, method]),
  [FakeRange.prototype, 'copyTo'],
];
for (const [prototype, method] of UNBILLED_CELLS) {
  const original = prototype[method];
  prototype[method] = function (...a) {
    const outermost = depth++ === 0;
    const start = outermost ? performance.now() : 0;
    const cpuStart = outermost && measureCpu ? threadCpuMs() : 0;
    try {
      return original.apply(this, a);
    } finally {
      depth--;
      if (outermost) fakeMs += performance.now() - start;
      if (outermost && measureCpu) fakeCpuMs += threadCpuMs() - cpuStart;
    }
  };
}

/**
 * A fresh engine, as Apps Script starts one for a click: Code.js compiled anew (its source made
 * unique, so that V8 reuses no compiled code or type feedback of an earlier click) and `name`
 * run. `--vm` runs it in a new node:vm context, as the tests do; by default it runs in this
 * context with the services as globals: a vm context's global object answers every global
 * look-up (Math, Infinity, the typed arrays) through an interceptor, which Apps Script's V8 does
 * not have and which made the pairing itself several times slower.
 */
let clickCount = 0;
function click(fake, name, ...a) {
  return clickWith(code, fake, name, ...a);
}
function clickWith(script, fake, name, ...a) {
  const source = `${script}\n// click ${++clickCount}\n`;
  if (args.vm === 'true') {
    const context = vm.createContext(fake.globals());
    new vm.Script(source, { filename: 'Code.js' }).runInContext(context);
    return context[name](...a);
  }
  const saved = globalThis.console;
  Object.assign(globalThis, fake.globals());
  try {
    new vm.Script(source, { filename: 'Code.js' }).runInThisContext();
    return globalThis[name](...a);
  } finally {
    globalThis.console = saved;
  }
}

/**
 * The metadata holding the record of what the add-on last wrote in a derived tab
 * (src/sheets/workbook/written-record.ts): the tab's record, whose key names the tab
 * (src/sheets/apps-script/workbook.ts), and a record of its own as builds before issue 35's sixth
 * round keep it (a --vs build may be one).
 */
const writtenRecordsOf = (sheet) =>
  sheet
    .getDeveloperMetadata()
    .filter(
      (metadata) =>
        metadata.getKey().startsWith('swissPairings.tab:') ||
        metadata.getKey() === 'swissPairings.written',
    );
const writtenRecordOf = (sheet) => {
  const found = writtenRecordsOf(sheet);
  const own = found.find((metadata) => metadata.getKey() === 'swissPairings.written');
  return (own ?? found[0])?.getValue() || null;
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(
  `"Pair next round" in Sheets, cold (Code.js compiled afresh per click${args.vm === 'true' ? ', in a new vm context' : ''}), modelled as the click's own time here + ${CALL_MS} ms a spreadsheet call + ${CELL_MS} ms a cell read or written (Google's Apps Script best-practices example; a 2013 Stack Overflow measurement, 4,000 cells set and flushed in 610 ms, agrees: docs/engine.md)`,
);
const kinds = args.entered === 'true' ? [true] : args.entered === 'false' ? [false] : [false, true];
for (const players of sizes)
  for (const entered of kinds) {
    const config = parseGeneratorConfig(`PlayersNumber=${players}\nRoundsNumber=${played + 1}\n`);
    const t = generateTournament(config, getSystem('dutch'), {}, 1);
    // The first `played` rounds: the click pairs the next one.
    const imported_ = entered ? played - 1 : played;
    for (const p of t.players) p.rounds.length = Math.min(p.rounds.length, imported_);
    const fake = createFakeAppsScript({
      spreadsheetName: 'Bench',
      htmlFiles: { Sidebar: sidebar },
    });
    const imported = click(fake, 'importTrf', writeTrf(t));
    if (!imported?.ok && imported?.ok !== undefined) throw new Error(JSON.stringify(imported));
    /** The derived tabs as they stand before the measured clicks: put back after each Undo. */
    let derived = [];
    if (entered) {
      click(fake, 'menuPairNextRound');
      const round = fake.spreadsheet.getSheetByName(`Round ${played}`);
      const values = round.getDataRange().getValues();
      const { resultColumns } = layoutOfTab(values);
      values.forEach((row, r) => {
        if (r === 0 || typeof row[0] !== 'number') return;
        for (const c of resultColumns) round.getRange(r + 1, c + 1, 1, 1).setValues([['1-0']]);
      });
      // With the record of what the add-on wrote in each (developer metadata), which the click
      // trusts as long as the tab keeps its extent and header.
      derived = ['Standings', 'Crosstable', 'By name'].map((name) => {
        const sheet = fake.spreadsheet.getSheetByName(name);
        const record = writtenRecordOf(sheet);
        return [name, sheet.getDataRange().getValues(), record];
      });
    }
    const alertsBefore = fake.ui.alerts.length;
    /** The clicks of --vs's script, each measured beside one of dist's. */
    const otherRuns = [];
    const runs = [];
    for (let k = 0; k < clicks; k++)
      for (const script of other === null ? [code] : k % 2 === 0 ? [code, other] : [other, code]) {
        fake.spreadsheet.callLog.clear();
        cells = 0;
        fakeMs = 0;
        fakeCpuMs = 0;
        cellsBy.clear();
        const cpuStart = measureCpu ? threadCpuMs() : 0;
        const start = performance.now();
        clickWith(script, fake, 'menuPairNextRound');
        // The in-memory workbook's own work on the cells is no part of the click: the model charges it.
        const ms = performance.now() - start - fakeMs;
        const cpu = measureCpu ? threadCpuMs() - cpuStart - fakeCpuMs : null;
        // Counted before the bench's own check below, which is no call of the click's.
        const calls = fake.spreadsheet.callLog.calls.length;
        const tab = `Round ${played + 1}`;
        if (fake.ui.alerts.length > alertsBefore || fake.spreadsheet.getSheetByName(tab) === null)
          throw new Error(`the click failed: ${fake.ui.alerts.at(-1)?.prompt}`);
        const run = { ms, cpu, calls, cells, model: ms + calls * CALL_MS + cells * CELL_MS };
        (script === code ? runs : otherRuns).push(run);
        if (args.verbose === 'true' && script === code) {
          console.dir(
            [...cellsBy].sort((x, y) => y[1] - x[1]),
            { maxArrayLength: null },
          );
          const callsBy = new Map();
          for (const { sheet, method } of fake.spreadsheet.callLog.calls.slice(0, calls)) {
            const key = `${sheet} ${method}`;
            callsBy.set(key, (callsBy.get(key) ?? 0) + 1);
          }
          console.dir(
            [...callsBy].sort((x, y) => y[1] - x[1]),
            { maxArrayLength: null },
          );
        }
        click(fake, 'menuUndoLastRound');
        if (fake.spreadsheet.getSheetByName(tab) !== null)
          throw new Error('Undo last round failed');
        for (const [name, values, record] of derived) {
          const sheet = fake.spreadsheet.getSheetByName(name);
          sheet.clearContents();
          sheet.getRange(1, 1, values.length, values[0].length).setValues(values);
          for (const metadata of writtenRecordsOf(sheet)) metadata.setValue(record ?? '');
        }
      }
    const m = runs.find((r) => r.model === median(runs.map((x) => x.model)));
    console.log(
      `${String(players).padStart(5)} players, pairing round ${played + 1}${entered ? ' (results of the last round entered since)' : ''}: ${m.calls} calls, ${m.cells} cells, ` +
        `the click's own time ${(m.ms / 1000).toFixed(2)} s; modelled ${(m.model / 1000).toFixed(2)} s = ` +
        `${(m.ms / 1000).toFixed(2)} + ${((m.calls * CALL_MS) / 1000).toFixed(2)} (calls) + ${((m.cells * CELL_MS) / 1000).toFixed(2)} (cells) ` +
        `(median of ${clicks}; the target at 1000 players: ${TARGET_MS / 1000} s)`,
    );
    if (other !== null) {
      const seconds = (xs) => `${(median(xs) / 1000).toFixed(3)} s`;
      const ratio = (key) => median(runs.map((r, k) => r[key] / otherRuns[k][key])).toFixed(3);
      console.log(
        `      own time: dist ${seconds(runs.map((r) => r.ms))}, ${args.vs} ${seconds(otherRuns.map((r) => r.ms))}, ratio ${ratio('ms')}` +
          (measureCpu
            ? `; main thread's CPU: ${seconds(runs.map((r) => r.cpu))}, ${seconds(otherRuns.map((r) => r.cpu))}, ratio ${ratio('cpu')}`
            : '') +
          ` (medians of ${clicks} clicks each, A B B A…)`,
      );
    }
  }
