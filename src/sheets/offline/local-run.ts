/**
 * The add-on without Google: the same use cases as the spreadsheet menu, run
 * on an .xlsx file read and written with ExcelJS. `npm start` runs main().
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { decodeTrfBytes } from '../../engine/trf/index.js';
import type { CellValue, UserInterface, Workbook } from '../ports.js';
import { recognisingTabs } from '../tab-records/recognising-ports.js';
import { LANGUAGES, languageNamed, type Language } from '../../messages/index.js';
import { checkLastRound } from '../use-cases/check-round.js';
import { setLanguage } from '../use-cases/set-language.js';
import { importTrf } from '../use-cases/import-trf.js';
import { defaultPairingDeps, type PairingDeps } from '../use-cases/pairing-deps.js';
import { refreshStandings } from '../use-cases/refresh-standings.js';
import { WorkbookInputError } from '../workbook/input-problems.js';
import {
  PLAYERS_TAB,
  roundTabName,
  SETTINGS_TAB,
  STANDINGS_TAB,
  TEAM_STANDINGS_TAB,
} from '../workbook/tab-names.js';
import { INDIVIDUAL_KIND, kindOf, TEAM_KIND } from '../kinds/addon-kinds.js';
import { errorInLanguage } from '../use-cases/error-in-language.js';
import { tournamentStatus } from '../use-cases/tournament-status.js';
import {
  FileLock,
  LockBusyError,
  LockFileError,
  removeStaleTemporaryFiles,
  temporaryFile,
} from './file-lock.js';
import { unkeptParts } from '../xlsx/unkept-parts.js';
import { isPaper, paperOfLocale, type Paper } from '../../print/paginate.js';
import { renderPdf } from './print-pdf.js';
import {
  isPrintChoice,
  PRINT_CHOICES,
  printDocuments,
  type PrintChoice,
} from '../use-cases/print-documents.js';
import { XlsxWorkbook } from '../xlsx/xlsx-workbook.js';

export const USAGE = `Usage: npm start -- [FILE.xlsx] [ACTION]

Runs the add-on's "Pair next round" (or another ACTION) on a workbook with
the tabs Settings, Players, Round 1, Round 2, ... and Standings, and saves it.
Without FILE, works on out/club.xlsx, a copy of examples/club.xlsx made on the
first run (--fresh copies it again). Enter results in the Result column of the
last Round tab, save, and run again for the next round.

Actions:
  (none)              pair the next round and print it; after the last round,
                      the final standings
  --new               make FILE a new, empty tournament workbook: the tabs
                      Settings, Players, Standings, Crosstable and By name
  --new --team        a new team tournament (C.04.6): Settings, Teams and
                      Team standings
  --undo [--yes]      undo the last round (--yes: even if it has results)
  --standings         recompute the Standings tab and print it
  --print WHAT [--out FILE.pdf] [--paper a4|letter]
                      write a PDF of the tournament as it stands, WHAT one of
                      pairings, by-name, standings, crosstable, schedule (a
                      round-robin's), all; --out defaults to FILE-WHAT.pdf
                      beside the workbook; the paper to the locale's (LC_PAPER,
                      LANG: Letter in the US, Canada, Mexico, ...; else A4)
  --check             check the last Round tab as it stands (after hand edits):
                      exit 0 when no absolute criterion is broken, 1 otherwise;
                      a round that is not the system's own pairing is marked
                      "Changed by hand" on its tab (the file's one change)
  --export-trf OUT    write the tournament as a TRF file
  --import-trf IN     make FILE a new tournament from a TRF file
  --fresh             start again from a new copy of the example
  --lang CODE         the tournament's language, kept in its Settings and
                      given to its tabs: ${LANGUAGES.map((l) => l.code).join(', ')} (${LANGUAGES.map((l) => l.name).join(', ')})
  --help              this text`;

export interface LocalOptions {
  file: string | null;
  action: 'pair' | 'undo' | 'standings' | 'check' | 'export' | 'import' | 'new' | 'print' | 'help';
  yes: boolean;
  fresh: boolean;
  trf: string | null;
  /** --lang: the language to set in the workbook's Settings. */
  lang: Language | null;
  /** --print: what to print; --out: the PDF file; --paper: A4 or Letter. */
  print: PrintChoice | null;
  out: string | null;
  paper: Paper | null;
  /** --team with --new: a team event (C.04.6). */
  team: boolean;
}

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): LocalOptions {
  const options: LocalOptions = {
    file: null,
    action: 'pair',
    yes: false,
    fresh: false,
    trf: null,
    lang: null,
    print: null,
    out: null,
    paper: null,
    team: false,
  };
  const setAction = (action: LocalOptions['action']) => {
    if (options.action !== 'pair') throw new UsageError('give one action at a time');
    options.action = action;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--undo') setAction('undo');
    else if (arg === '--standings') setAction('standings');
    else if (arg === '--check') setAction('check');
    else if (arg === '--new') setAction('new');
    else if (arg === '--yes') options.yes = true;
    else if (arg === '--team') options.team = true;
    else if (arg === '--fresh') options.fresh = true;
    else if (arg === '--help' || arg === '-h') setAction('help');
    else if (arg === '--lang') {
      const code = argv[++i];
      options.lang = code === undefined ? null : languageNamed(code);
      if (options.lang === null)
        throw new UsageError(`--lang needs a language: ${LANGUAGES.map((l) => l.code).join(', ')}`);
    } else if (arg === '--print') {
      setAction('print');
      const what = argv[++i];
      if (!isPrintChoice(what))
        throw new UsageError(`--print needs what to print: ${PRINT_CHOICES.join(', ')}`);
      options.print = what;
    } else if (arg === '--out') {
      options.out = argv[++i] ?? null;
      if (options.out === null || !/\.pdf$/i.test(options.out))
        throw new UsageError('--out needs the name of the PDF file to write, ending in .pdf');
    } else if (arg === '--paper') {
      const paper = argv[++i]?.toLowerCase();
      if (!isPaper(paper)) throw new UsageError('--paper needs a4 or letter');
      options.paper = paper;
    } else if (arg === '--export-trf' || arg === '--import-trf') {
      setAction(arg === '--export-trf' ? 'export' : 'import');
      options.trf = argv[++i] ?? null;
      if (options.trf === null) throw new UsageError(`${arg} needs a file name`);
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (options.file === null) options.file = arg;
    else throw new UsageError(`more than one workbook: ${options.file}, ${arg}`);
  }
  if ((options.out !== null || options.paper !== null) && options.action !== 'print')
    throw new UsageError('--out and --paper go with --print');
  if (options.team && options.action !== 'new') throw new UsageError('--team goes with --new');
  return options;
}

export interface LocalIo {
  out(text: string): void;
  err(text: string): void;
  /** Asks a yes/no question on a terminal; null where there is no terminal to ask on. */
  ask?(question: string): boolean | null;
  /** How long a run waits for another run on the same workbook (default 15 s). */
  lockWaitMs?: number;
  /** The day printed in a page's header (default today). */
  today?: () => Date;
  /** The locale whose paper --print uses without --paper (default LC_ALL, LC_PAPER, LANG). */
  locale?: string | null;
}

/** Exit statuses of npm start (README). */
export const LOCAL_EXIT = { ok: 0, nothingChanged: 1, usage: 2 } as const;

/**
 * A question for the organiser: --yes answers it; else it is asked on the
 * terminal; without one, the answer is no and the message says how to say yes.
 */
function confirmer(io: LocalIo, yes: boolean): (question: string) => boolean {
  return (question) => {
    if (yes) return true;
    const answer = io.ask?.(question) ?? null;
    if (answer === null)
      io.err(`${question}\nThere is no terminal to ask on: run again with --yes to go ahead.`);
    return answer === true;
  };
}

/** The UI port in a terminal: messages printed, questions asked (or answered by --yes). */
function terminalUi(io: LocalIo, yes: boolean): UserInterface {
  const confirm = confirmer(io, yes);
  return {
    addAddonMenu: () => {},
    showSidebar: () => {
      throw new Error('There is no sidebar without Google Sheets.');
    },
    showDialog: () => {
      throw new Error('There is no dialog without Google Sheets: --print writes a PDF.');
    },
    alert: (_title, message) => io.err(message),
    confirm: (_title, question) => confirm(question),
    toast: (message) => io.out(message),
  };
}

function table(values: CellValue[][]): string {
  const text = values.map((row) => row.map((cell) => String(cell)));
  const widths = text[0].map((_, c) => Math.max(...text.map((row) => (row[c] ?? '').length)));
  return text
    .map((row) =>
      row
        .map((cell, c) =>
          typeof values[0][c] === 'number' ? cell.padStart(widths[c]) : cell.padEnd(widths[c]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function printTab(workbook: Workbook, name: string, io: LocalIo): void {
  const sheet = workbook.getSheetByName(name);
  if (sheet !== null) io.out(`\n${name}\n${table(sheet.getDataValues())}\n`);
}

/** Save through a temporary file renamed over the workbook, so that a killed save leaves the old file whole. */
async function save(workbook: ExcelJS.Workbook, path: string): Promise<void> {
  const temporary = temporaryFile(path);
  await workbook.xlsx.writeFile(temporary);
  // The new file keeps the old one's permissions (a private workbook stays private).
  if (existsSync(path)) chmodSync(temporary, statSync(path).mode & 0o7777);
  renameSync(temporary, path);
}

/** The locale of the process, whose country decides the paper (POSIX LC_PAPER). */
function systemLocale(): string | null {
  const env = process.env;
  return env.LC_ALL || env.LC_PAPER || env.LANG || null;
}

/** `file` named as `shown` names the workbook: beside it, under the same folder. */
function relativeTo(shown: string, file: string): string {
  return join(dirname(shown), basename(file));
}

/** A workbook file the user may not change (no write permission bit, whoever runs). */
function isReadOnly(path: string): boolean {
  return (statSync(path).mode & 0o222) === 0;
}

export interface LocalPaths {
  /** The committed example, copied on the first run. */
  example: string;
  /** The working copy used when no file is given. */
  defaultFile: string;
}

/** Runs one action; returns the process exit status. */
export async function runLocal(
  argv: readonly string[],
  paths: LocalPaths,
  io: LocalIo,
  deps: PairingDeps = defaultPairingDeps,
): Promise<number> {
  let options: LocalOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return LOCAL_EXIT.usage;
  }
  if (options.action === 'help') {
    io.out(USAGE);
    return LOCAL_EXIT.ok;
  }
  const shown = options.file ?? paths.defaultFile;
  // Through a symbolic link to the file itself: a save renamed over the link would leave the file
  // as it was and replace the link.
  const path = existsSync(resolve(shown)) ? realpathSync(resolve(shown)) : resolve(shown);
  const changes =
    options.action !== 'export' && options.action !== 'check' && options.action !== 'print';
  const creates = options.action === 'import' || options.action === 'new';
  if (options.action === 'new' && options.file === null) {
    io.err(`--new needs the name of the workbook to make.\n\n${USAGE}`);
    return LOCAL_EXIT.usage;
  }
  if (creates) {
    if (existsSync(path) && !options.yes) {
      io.err(`${shown} exists; give another file name, or --yes to replace it.`);
      return LOCAL_EXIT.usage;
    }
  } else if (options.file === null && (options.fresh || !existsSync(path))) {
    mkdirSync(dirname(path), { recursive: true });
    copyFileSync(paths.example, path);
    io.out(`Copied ${paths.example} to ${shown}.`);
  }
  if (!creates && !existsSync(path)) {
    io.err(`${shown} does not exist.`);
    return LOCAL_EXIT.usage;
  }
  if (options.action === 'import' && !existsSync(options.trf!)) {
    io.err(`${options.trf} does not exist: nothing was changed.`);
    return LOCAL_EXIT.usage;
  }
  // A TRF file written over the workbook (or another one) would destroy it.
  if (
    options.action === 'export' &&
    (resolve(options.trf!) === path || /\.xlsx$/i.test(options.trf!))
  ) {
    io.err(
      `--export-trf ${options.trf}: that is a workbook, which the TRF file would replace; give a file name ending in .trf. Nothing was changed.`,
    );
    return LOCAL_EXIT.usage;
  }
  if (changes && existsSync(path) && isReadOnly(path)) {
    io.err(`${shown} is read-only: nothing was changed. Make it writable, or work on a copy.`);
    return LOCAL_EXIT.nothingChanged;
  }
  mkdirSync(dirname(path), { recursive: true });
  // One lock for the whole run: read, change and save (a second run waits, then gives up).
  const lock = new FileLock(`${path}.lock`, io.lockWaitMs);
  try {
    await lock.acquire();
  } catch (error) {
    if (!(error instanceof LockBusyError || error instanceof LockFileError)) throw error;
    io.err(`${shown}: ${error.message}`);
    return LOCAL_EXIT.nothingChanged;
  }
  try {
    removeStaleTemporaryFiles(path);
    return await runLocked(options, shown, path, lock, io, deps);
  } finally {
    lock.release();
  }
}

async function runLocked(
  options: LocalOptions,
  shown: string,
  path: string,
  lock: FileLock,
  io: LocalIo,
  deps: PairingDeps,
): Promise<number> {
  const book = new ExcelJS.Workbook();
  let workbook: XlsxWorkbook;
  try {
    if (options.action !== 'import' && options.action !== 'new') await book.xlsx.readFile(path);
    workbook = new XlsxWorkbook(book, basename(path).replace(/\.xlsx$/i, ''));
  } catch (error) {
    io.err(
      `${shown} is not an .xlsx workbook that can be read (${(error as Error).message.split('\n')[0]}). Nothing was changed.`,
    );
    return LOCAL_EXIT.nothingChanged;
  }
  const saves =
    options.action === 'pair' || options.action === 'undo' || options.action === 'standings';
  const unkept = saves ? unkeptParts(readFileSync(path)) : [];
  if (unkept.length > 0) {
    io.err(
      `${shown} holds ${unkept.join(' and ')}, which this program cannot keep when it saves a workbook. Nothing was changed: run the add-on in Google Sheets, or keep them in another workbook.`,
    );
    return LOCAL_EXIT.nothingChanged;
  }
  const ports = recognisingTabs({
    workbook: () => workbook,
    ui: () => terminalUi(io, options.yes),
    lock: () => lock.asDocumentLock(),
    web: () => ({
      page: () => {
        throw new Error('There is no web app without Google Sheets.');
      },
      url: () => null,
    }),
    // The language is the workbook's (its Settings); an .xlsx file has no locale, nor does a terminal here.
    userLocale: () => null,
  });
  const lang = options.lang;
  // A new workbook takes the language once its Settings exist; any other, before the action.
  const languageFirst = lang !== null && options.action !== 'new' && options.action !== 'import';
  try {
    if (languageFirst) setLanguage(ports, lang);
    // A language chosen by hand in the Settings since the last run: the tabs take its names.
    else if (saves) ports.workbook().renameTabs();
    switch (options.action) {
      case 'pair': {
        const kind = kindOf(ports);
        const status = kind.id === 'individual' ? tournamentStatus(ports) : null;
        const totalRounds = status?.totalRounds ?? null;
        if (
          status !== null &&
          status.problem === null &&
          totalRounds !== null &&
          status.roundsPaired >= totalRounds &&
          status.openBoards.length === 0
        ) {
          // Not a dead end: the last round's results are in, so the final standings are due.
          refreshStandings(ports);
          await save(book, path);
          io.out(
            `The tournament is over: all ${totalRounds} rounds are paired and every result is in. The final standings:`,
          );
          printTab(ports.workbook(), STANDINGS_TAB, io);
          io.out(
            `The Standings and Crosstable tabs of ${shown} are final. To play more rounds, raise "Rounds" in its Settings tab; --export-trf writes the tournament for a rating report.`,
          );
          return LOCAL_EXIT.ok;
        }
        const paired = kind.pairNextRound(ports, deps);
        await save(book, path);
        io.out(paired.message);
        for (const warning of paired.warnings) io.err(warning);
        printTab(ports.workbook(), roundTabName(paired.round), io);
        io.out(
          `Type the results in the ${paired.gamesPerRound === 2 ? 'Game 1 and Game 2 columns (each read left to right)' : 'Result column'} of ${roundTabName(paired.round)}, save, and run again for the next round.`,
        );
        break;
      }
      case 'undo': {
        const outcome = kindOf(ports).undoLastRound(ports, confirmer(io, options.yes));
        if (!outcome.undone) {
          io.err(`Nothing was changed in ${shown}.`);
          return LOCAL_EXIT.nothingChanged;
        }
        await save(book, path);
        io.out(outcome.message);
        break;
      }
      case 'standings': {
        const kind = kindOf(ports);
        io.out(kind.refreshStandings(ports));
        await save(book, path);
        printTab(ports.workbook(), kind.id === 'team' ? TEAM_STANDINGS_TAB : STANDINGS_TAB, io);
        break;
      }
      case 'check': {
        if (kindOf(ports).id === 'team') {
          const checked = TEAM_KIND.checkLastRound(ports, deps);
          io.out(checked.message);
          return LOCAL_EXIT.ok;
        }
        const checked = checkLastRound(ports, deps);
        io.out(checked.message);
        // The one change a check makes: the mark of a round changed by hand.
        if (checked.marked) {
          if (isReadOnly(path)) io.err(`${shown} is read-only: the mark was not saved.`);
          else await save(book, path);
        }
        return checked.valid ? LOCAL_EXIT.ok : LOCAL_EXIT.nothingChanged;
      }
      case 'print': {
        const documents = printDocuments(ports, options.print!, io.today?.() ?? new Date());
        const paper = options.paper ?? paperOfLocale(io.locale ?? systemLocale());
        const out = options.out ?? path.replace(/\.xlsx$/i, '') + `-${options.print}.pdf`;
        writeFileSync(out, await renderPdf(documents, paper));
        io.out(
          `Wrote ${options.out ?? relativeTo(shown, out)} (${paper === 'a4' ? 'A4' : 'Letter'}).`,
        );
        return LOCAL_EXIT.ok;
      }
      case 'export': {
        const file = kindOf(ports).exportTrf(ports);
        writeFileSync(options.trf!, file.content);
        io.out(`Wrote ${options.trf}.`);
        return LOCAL_EXIT.ok;
      }
      case 'import': {
        io.out(importTrf(ports, decodeTrfBytes(readFileSync(options.trf!))));
        if (lang !== null) setLanguage(ports, lang);
        await save(book, path);
        break;
      }
      case 'new': {
        io.out((options.team ? TEAM_KIND : INDIVIDUAL_KIND).setUpTournament(ports));
        if (lang !== null) setLanguage(ports, lang);
        await save(book, path);
        io.out(
          `Set the name, rounds and system in its ${SETTINGS_TAB} tab, type the players in ${PLAYERS_TAB}, save, and run: npm start -- ${shown}`,
        );
        break;
      }
    }
  } catch (thrown) {
    const error = errorInLanguage(thrown, () => ports.workbook());
    const message = error instanceof Error ? error.message : String(error);
    io.err(message);
    // Said once: some messages already end with it.
    if (!/nothing was changed/i.test(message))
      io.err(
        error instanceof WorkbookInputError
          ? `Nothing was changed in ${shown}: correct those cells there, save, and run again.`
          : `Nothing was changed in ${shown}.`,
      );
    return LOCAL_EXIT.nothingChanged;
  }
  io.out(`Saved ${shown} (opens in Excel, LibreOffice or Google Sheets).`);
  return LOCAL_EXIT.ok;
}
