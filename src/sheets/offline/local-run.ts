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
import type { CellValue, UserInterface } from '../ports.js';
import { recognisingTabs } from '../tab-records/recognising-ports.js';
import {
  ENGLISH,
  LANGUAGES,
  languageNamed,
  textsInEveryLanguage,
  translatorFor,
  type Language,
  type Translator,
} from '../../messages/index.js';
import { RecognisedWorkbook } from '../tab-records/recognised-workbook.js';
import { translatedBlock, wordsOfTab } from '../tab-records/tab-words.js';
import { checkLastRound } from '../use-cases/check-round.js';
import { setLanguage } from '../use-cases/set-language.js';
import { defaultPairingDeps, type PairingDeps } from '../use-cases/pairing-deps.js';
import { refreshStandings } from '../use-cases/refresh-standings.js';
import { WorkbookInputError } from '../workbook/input-problems.js';
import {
  CROSSTABLE_TAB,
  PLAYERS_TAB,
  roundTabName,
  SETTINGS_TAB,
  STANDINGS_TAB,
  TEAM_STANDINGS_TAB,
  TEAMS_TAB,
} from '../workbook/tab-names.js';
import { importAnyTrf, INDIVIDUAL_KIND, kindOf, TEAM_KIND } from '../kinds/addon-kinds.js';
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

/** The help text, in the language of `t` (the options themselves stay as typed). */
export function usage(t: Translator): string {
  const codes = LANGUAGES.map((l) => l.code).join(', ');
  const names = LANGUAGES.map((l) => l.name).join(', ');
  return t.text('local.usage', { languages: `${codes} (${names})` });
}

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

/** A command line that cannot be run: what is wrong, said in the language it is shown in. */
export class UsageError extends Error {
  constructor(readonly said: (t: Translator) => string) {
    super(said(translatorFor(ENGLISH)));
    this.name = 'UsageError';
  }
}

/** Options followed by their value (parsed leniently by workbookArgument). */
const WITH_VALUE = new Set([
  '--lang',
  '--print',
  '--out',
  '--paper',
  '--export-trf',
  '--import-trf',
]);

/** The workbook a command line names, read leniently (it may not parse): its first plain argument. */
function workbookArgument(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    if (WITH_VALUE.has(argv[i]!)) i++;
    else if (!argv[i]!.startsWith('-')) return argv[i]!;
  }
  return null;
}

/** The language --lang asks for, looked for before the rest is parsed (a usage error is said in it). */
function languageAsked(argv: readonly string[]): Language | null {
  const at = argv.indexOf('--lang');
  const code = at < 0 ? undefined : argv[at + 1];
  return code === undefined ? null : languageNamed(code);
}

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
    if (options.action !== 'pair') throw new UsageError((t) => t.text('local.oneAction'));
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
        throw new UsageError((t) =>
          t.text('local.langNeeded', { codes: LANGUAGES.map((l) => l.code).join(', ') }),
        );
    } else if (arg === '--print') {
      setAction('print');
      const what = argv[++i];
      if (!isPrintChoice(what))
        throw new UsageError((t) =>
          t.text('local.printNeeded', { choices: PRINT_CHOICES.join(', ') }),
        );
      options.print = what;
    } else if (arg === '--out') {
      options.out = argv[++i] ?? null;
      if (options.out === null || !/\.pdf$/i.test(options.out))
        throw new UsageError((t) => t.text('local.outNeeded'));
    } else if (arg === '--paper') {
      const paper = argv[++i]?.toLowerCase();
      if (!isPaper(paper)) throw new UsageError((t) => t.text('local.paperNeeded'));
      options.paper = paper;
    } else if (arg === '--export-trf' || arg === '--import-trf') {
      setAction(arg === '--export-trf' ? 'export' : 'import');
      options.trf = argv[++i] ?? null;
      if (options.trf === null)
        throw new UsageError((t) => t.text('local.fileNeeded', { option: arg }));
    } else if (arg.startsWith('-'))
      throw new UsageError((t) => t.text('local.unknownOption', { option: arg }));
    else if (options.file === null) options.file = arg;
    else {
      const first = options.file;
      throw new UsageError((t) => t.text('local.twoWorkbooks', { first, second: arg }));
    }
  }
  if ((options.out !== null || options.paper !== null) && options.action !== 'print')
    throw new UsageError((t) => t.text('local.outWithPrint'));
  if (options.team && options.action !== 'new')
    throw new UsageError((t) => t.text('local.teamWithNew'));
  return options;
}

export interface LocalIo {
  out(text: string): void;
  err(text: string): void;
  /**
   * Asks a yes/no question on a terminal, offering `answer.choices` ("[y/N]") and
   * taking what `answer.isYes` takes as a yes; null where there is no terminal to ask on.
   */
  ask?(
    question: string,
    answer: { choices: string; isYes(typed: string): boolean },
  ): boolean | null;
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
function confirmer(
  io: LocalIo,
  yes: boolean,
  words: () => Translator,
): (question: string) => boolean {
  return (question) => {
    if (yes) return true;
    const t = words();
    const yesLetters = [t.text('local.yesLetter'), 'y'];
    const answer =
      io.ask?.(question, {
        choices: t.text('local.yesNo'),
        isYes: (typed) =>
          yesLetters.some((letter) => typed.trim().toLowerCase().startsWith(letter)),
      }) ?? null;
    if (answer === null) io.err(`${question}\n${t.text('local.noTerminal')}`);
    return answer === true;
  };
}

/** The UI port in a terminal: messages printed, questions asked (or answered by --yes). */
function terminalUi(io: LocalIo, yes: boolean, words: () => Translator): UserInterface {
  const confirm = confirmer(io, yes, words);
  return {
    addAddonMenu: () => {},
    // Never called offline: no use case opens these (a program's error, not the organiser's).
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

/** A cell as the terminal shows it: a fraction with the language's decimal mark (2,5), whole numbers as they are. */
function cellText(value: CellValue, t: Translator): string {
  return typeof value === 'number' && !Number.isInteger(value)
    ? t.format.number(value)
    : String(value);
}

function table(values: CellValue[][], t: Translator): string {
  const text = values.map((row) => row.map((cell) => cellText(cell, t)));
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

/** The add-on's tab `key` as the organiser sees it: its name and its words in the tournament's language. */
function printTab(workbook: RecognisedWorkbook, key: string, io: LocalIo): void {
  const sheet = workbook.getSheetByName(key);
  if (sheet === null) return;
  const t = workbook.language();
  const words = wordsOfTab(key);
  const read = sheet.getDataValues();
  const values = words === null ? read : translatedBlock(read, 1, words, t);
  io.out(`\n${workbook.nameOf(key)}\n${table(values, t)}\n`);
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

/**
 * The language of what is said before the run has read the workbook: --lang,
 * else that of the workbook at `path` (its Settings), read for the message
 * alone; English when there is none to read.
 */
async function languageBeforeReading(path: string, asked: Language | null): Promise<Translator> {
  if (asked !== null || !existsSync(path)) return translatorFor(asked ?? ENGLISH);
  try {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const seen = new RecognisedWorkbook(new XlsxWorkbook(book, ''), {
      userLocale: () => null,
      record: false,
    });
    return seen.language();
  } catch {
    return translatorFor(ENGLISH);
  }
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
  const asked = languageAsked(argv);
  // Said before the workbook is read: in the language asked for, else English.
  const t = translatorFor(asked ?? ENGLISH);
  // A usage error and the help are said in the language asked for, else in the workbook's.
  const usageWords = () =>
    languageBeforeReading(resolve(workbookArgument(argv) ?? paths.defaultFile), asked);
  let options: LocalOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const words = await usageWords();
    io.err(`${error.said(words)}\n\n${usage(words)}`);
    return LOCAL_EXIT.usage;
  }
  if (options.action === 'help') {
    io.out(usage(await usageWords()));
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
    io.err(`${t.text('local.newNeedsFile')}\n\n${usage(t)}`);
    return LOCAL_EXIT.usage;
  }
  if (creates) {
    if (existsSync(path) && !options.yes) {
      io.err(t.text('local.exists', { file: shown }));
      return LOCAL_EXIT.usage;
    }
  } else if (options.file === null && (options.fresh || !existsSync(path))) {
    mkdirSync(dirname(path), { recursive: true });
    copyFileSync(paths.example, path);
    io.out(t.text('local.copied', { from: paths.example, to: shown }));
  }
  if (!creates && !existsSync(path)) {
    io.err(t.text('local.missing', { file: shown }));
    return LOCAL_EXIT.usage;
  }
  if (options.action === 'import' && !existsSync(options.trf!)) {
    io.err(t.text('local.trfMissing', { file: options.trf! }));
    return LOCAL_EXIT.usage;
  }
  // A TRF file written over the workbook (or another one) would destroy it.
  if (
    options.action === 'export' &&
    (resolve(options.trf!) === path || /\.xlsx$/i.test(options.trf!))
  ) {
    io.err(t.text('local.trfOverWorkbook', { file: options.trf! }));
    return LOCAL_EXIT.usage;
  }
  if (changes && existsSync(path) && isReadOnly(path)) {
    const words = await languageBeforeReading(path, asked);
    io.err(words.text('local.readOnly', { file: shown }));
    return LOCAL_EXIT.nothingChanged;
  }
  mkdirSync(dirname(path), { recursive: true });
  // One lock for the whole run: read, change and save (a second run waits, then gives up).
  const lock = new FileLock(`${path}.lock`, io.lockWaitMs);
  try {
    await lock.acquire();
  } catch (error) {
    if (!(error instanceof LockBusyError || error instanceof LockFileError)) throw error;
    const words = await languageBeforeReading(path, asked);
    io.err(
      error instanceof LockBusyError
        ? words.text('local.lockBusy', {
            file: shown,
            process: error.owner,
            seconds: error.waitedSeconds,
          })
        : words.text('local.lockFile', { file: shown, lock: error.path, code: error.code }),
    );
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
  const lang = options.lang;
  const before = translatorFor(lang ?? ENGLISH);
  const book = new ExcelJS.Workbook();
  let workbook: XlsxWorkbook;
  try {
    if (options.action !== 'import' && options.action !== 'new') await book.xlsx.readFile(path);
    workbook = new XlsxWorkbook(book, basename(path).replace(/\.xlsx$/i, ''));
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!;
    io.err(before.text('local.unreadable', { file: shown, reason }));
    return LOCAL_EXIT.nothingChanged;
  }
  const ports = recognisingTabs({
    workbook: () => workbook,
    ui: () => terminalUi(io, options.yes, words),
    lock: () => lock.asDocumentLock(),
    web: () => ({
      page: () => {
        throw new Error('There is no web app without Google Sheets.');
      },
      url: () => null,
    }),
    // An .xlsx file has no locale, nor does a terminal here: the language is the workbook's
    // Settings', else the one --lang asks for (that of a new workbook, before its Settings exist).
    userLocale: () => lang?.locale ?? null,
  });
  /** The tournament's language as it stands (a run may change it); --lang or English if unreadable. */
  function words(): Translator {
    try {
      return ports.workbook().language();
    } catch {
      return before;
    }
  }
  const saves =
    options.action === 'pair' || options.action === 'undo' || options.action === 'standings';
  const unkept = saves ? unkeptParts(readFileSync(path)) : [];
  if (unkept.length > 0) {
    const t = words();
    const parts = t.format.list(
      unkept.map((part) => t.text(part)),
      'and',
    );
    io.err(t.text('local.unkept', { file: shown, parts }));
    return LOCAL_EXIT.nothingChanged;
  }
  // A new workbook takes the language once its Settings exist; any other, before the action.
  const languageFirst = lang !== null && options.action !== 'new' && options.action !== 'import';
  try {
    if (languageFirst) setLanguage(ports, lang);
    // A language chosen by hand in the Settings since the last run: the tabs take its names.
    else if (saves) ports.workbook().renameTabs();
    const recognised = ports.workbook();
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
          const t = words();
          io.out(t.text('local.over', { rounds: totalRounds }));
          printTab(recognised, STANDINGS_TAB, io);
          io.out(
            t.text('local.final', {
              file: shown,
              standings: recognised.nameOf(STANDINGS_TAB),
              crosstable: recognised.nameOf(CROSSTABLE_TAB),
              rounds: t.text('setting.rounds'),
              settings: recognised.nameOf(SETTINGS_TAB),
            }),
          );
          return LOCAL_EXIT.ok;
        }
        const paired = kind.pairNextRound(ports, deps);
        await save(book, path);
        io.out(paired.message);
        for (const warning of paired.warnings) io.err(warning);
        const roundTab = roundTabName(paired.round);
        printTab(recognised, roundTab, io);
        const t = words();
        const tab = recognised.nameOf(roundTab);
        io.out(
          paired.gamesPerRound === 2
            ? t.text('local.typeTwoGames', {
                first: t.text('header.game1'),
                second: t.text('header.game2'),
                tab,
              })
            : t.text('local.typeResults', { column: t.text('header.result'), tab }),
        );
        break;
      }
      case 'undo': {
        const outcome = kindOf(ports).undoLastRound(ports, confirmer(io, options.yes, words));
        if (!outcome.undone) {
          io.err(words().text('local.nothingChangedIn', { file: shown }));
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
        printTab(recognised, kind.id === 'team' ? TEAM_STANDINGS_TAB : STANDINGS_TAB, io);
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
          if (isReadOnly(path)) io.err(words().text('local.markNotSaved', { file: shown }));
          else await save(book, path);
        }
        return checked.valid ? LOCAL_EXIT.ok : LOCAL_EXIT.nothingChanged;
      }
      case 'print': {
        const documents = printDocuments(ports, options.print!, io.today?.() ?? new Date());
        const paper = options.paper ?? paperOfLocale(io.locale ?? systemLocale());
        const out = options.out ?? path.replace(/\.xlsx$/i, '') + `-${options.print}.pdf`;
        writeFileSync(out, await renderPdf(documents, paper));
        const t = words();
        io.out(
          t.text('local.wrotePdf', {
            file: options.out ?? relativeTo(shown, out),
            paper: t.text(paper === 'a4' ? 'print.a4' : 'print.letter'),
          }),
        );
        return LOCAL_EXIT.ok;
      }
      case 'export': {
        const file = kindOf(ports).exportTrf(ports);
        writeFileSync(options.trf!, file.content);
        io.out(words().text('local.wrote', { file: options.trf! }));
        return LOCAL_EXIT.ok;
      }
      case 'import': {
        io.out(importAnyTrf(ports, decodeTrfBytes(readFileSync(options.trf!))));
        if (lang !== null) setLanguage(ports, lang);
        await save(book, path);
        break;
      }
      case 'new': {
        io.out((options.team ? TEAM_KIND : INDIVIDUAL_KIND).setUpTournament(ports));
        if (lang !== null) setLanguage(ports, lang);
        await save(book, path);
        io.out(
          words().text('local.newDone', {
            settings: recognised.nameOf(SETTINGS_TAB),
            players: recognised.nameOf(options.team ? TEAMS_TAB : PLAYERS_TAB),
            command: `npm start -- ${shown}`,
          }),
        );
        break;
      }
    }
  } catch (thrown) {
    const error = errorInLanguage(thrown, () => ports.workbook());
    const message = error instanceof Error ? error.message : String(error);
    io.err(message);
    const t = words();
    // Said once: some messages already end with it (in the language they were said in).
    const said = textsInEveryLanguage('local.nothingChanged').some((words) =>
      message.toLowerCase().includes(words.toLowerCase()),
    );
    if (!said)
      io.err(
        error instanceof WorkbookInputError
          ? t.text('local.correctCells', { file: shown })
          : t.text('local.nothingChangedIn', { file: shown }),
      );
    return LOCAL_EXIT.nothingChanged;
  }
  io.out(words().text('local.saved', { file: shown }));
  return LOCAL_EXIT.ok;
}
