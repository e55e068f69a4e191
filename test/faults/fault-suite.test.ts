/**
 * Nothing lost, nothing silent (issue 13): bad inputs and faults through the
 * command line (swiss-pair on TRF files), the offline workbook (npm start on
 * .xlsx files) and the add-on in the in-memory spreadsheet. Each case
 * asserts the message naming the place, the exact exit status, and the file
 * or spreadsheet unchanged where nothing should change. The counts are
 * printed at the end (`fault suite: tried …`); the suite fails on any case
 * silently accepted, ended in a stack trace or losing data.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { CLI_CASES } from './suite/cli-cases.js';
import { SHEETS_CASES, runSheetsCase } from './suite/sheets-cases.js';
import { Tally, verdictInLanguage, verdictOf, type Observed } from './suite/tally.js';
import { KILL_CASE_TIMEOUT_MS } from './suite/kill-moments.js';
import { runXlsxCase, XLSX_CASES } from './suite/xlsx-cases.js';

const tally = new Tally();
const dir = mkdtempSync(join(tmpdir(), 'swiss-fault-suite-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  console.log(tally.report());
  expect(tally.count('silent') + tally.count('stack') + tally.count('lost')).toBe(0);
});

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('swiss-pair on bad TRF files', () => {
  it.each(CLI_CASES.map((c, i) => [c.name, i] as const))('%s', async (name, index) => {
    const c = CLI_CASES[index];
    const folder = mkdtempSync(join(dir, 'cli-'));
    const input = join(folder, c.inputName ?? 'in.trf');
    const output = join(folder, 'out.txt');
    if (c.trf !== null) writeFileSync(input, c.trf);
    const before = c.trf === null ? null : digest(readFileSync(input));
    const argv = c.argv.map((arg) =>
      arg === 'IN' ? input : arg === 'OUT' ? output : arg.replace('NOWHERE', join(folder, 'no')),
    );
    let text = '';
    const status = await main(argv, {
      stdout: (t) => (text += `stdout: ${t}`),
      stderr: (t) => (text += t),
      stderrIsTTY: false,
    });
    const inputUnchanged = before === null || digest(readFileSync(input)) === before;
    const observed: Observed = {
      status,
      text: text.replaceAll(input, 'IN'),
      // Refused: the input as it was and no output written.
      unchanged: inputUnchanged && (status === 0 || !existsSync(output)),
    };
    const verdict = verdictOf(c.expected, observed);
    tally.add(`cli: ${name}`, verdict, observed);
    expect(verdict, observed.text).toBe('clear');
  });
});

describe('npm start on bad workbooks', () => {
  it.each(XLSX_CASES.map((c, i) => [c.name, i] as const))(
    '%s',
    async (name, index) => {
      const c = XLSX_CASES[index];
      const observed = await runXlsxCase(c, mkdtempSync(join(dir, 'xlsx-')));
      const verdict = verdictOf(c.expected, observed);
      tally.add(`workbook: ${name}`, verdict, observed);
      expect(verdict, observed.text).toBe('clear');
      // The kill -9 case times a whole run, then kills five more and lets one finish.
    },
    KILL_CASE_TIMEOUT_MS,
  );
});

describe('the add-on on a bad spreadsheet', () => {
  it.each(SHEETS_CASES.map((c, i) => [c.name, i] as const))('%s', (name, index) => {
    const c = SHEETS_CASES[index];
    const observed = runSheetsCase(c);
    const verdict = verdictOf(c.expected, observed);
    tally.add(`spreadsheet: ${name}`, verdict, observed);
    expect(verdict, observed.text).toBe('clear');
  });
});

describe('the add-on on a bad spreadsheet, in Spanish', () => {
  it.each(SHEETS_CASES.map((c, i) => [c.name, i] as const))('%s', (name, index) => {
    const c = SHEETS_CASES[index];
    const english = runSheetsCase(c);
    const observed = runSheetsCase(c, 'es_ES');
    const verdict = verdictInLanguage(c.expected, english, observed, 'fila');
    tally.add(`spreadsheet (es): ${name}`, verdict, observed);
    expect(verdict, `${observed.text}\n(English: ${english.text})`).toBe('clear');
  });
});
