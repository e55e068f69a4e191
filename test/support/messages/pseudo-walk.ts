/**
 * The add-on's walk-throughs in the pseudo-language, through the built
 * Code.js of pseudoBuild() in node:vm: every text the spreadsheet, its menu,
 * alerts, toasts and dialogs show goes to the audit; the HTML pages (print,
 * players' page) are kept for a browser to read.
 */
import { readFileSync } from 'node:fs';
import type { FakeAppsScript, FakeHtmlOutput } from '../apps-script/index.js';
import { loadBuiltScript, type LoadedScript } from '../apps-script/load-built-script.js';
import { CLUB_PLAYERS } from '../sheets/club-players.js';
import { translatorFor, type MessageKey, type TextKey } from '../../../src/messages/index.js';
import { pseudoBuild } from './pseudo-build.js';
import { language as pseudo, PSEUDO_LOCALE } from './pseudo-language.js';
import type { WordAudit } from './word-audit.js';

const P = translatorFor(pseudo);
/** A fixed text of the catalogue in the pseudo-language. */
export const pseudoText = (key: TextKey) => P.text(key);
const roundTab = (round: number) => P.text('tab.round', { round });

export const CLUB_TRF = readFileSync(
  new URL('../../../examples/club.trf', import.meta.url),
  'utf8',
);

/**
 * The data of a TRF file: the tournament's name, place and arbiters (012,
 * 022, 102, 112) and each player's name and federation (001), not its codes.
 */
export function trfData(trf: string): string[] {
  return trf.split(/\r?\n/).flatMap((line) => {
    if (/^(012|022|102|112) /.test(line)) return [line.slice(4)];
    if (line.startsWith('001 ')) return [line.slice(14, 47), line.slice(53, 56)];
    return [];
  });
}

/** An HTML page the add-on served, to be read in a browser. */
export interface ServedPage {
  readonly where: string;
  readonly html: string;
}

export class PseudoWalk {
  readonly script: LoadedScript;
  readonly pages: ServedPage[] = [];
  private alertsSeen = 0;
  private toastsSeen = 0;
  private dialogsSeen = 0;

  constructor(
    readonly audit: WordAudit,
    readonly name: string,
  ) {
    this.script = loadBuiltScript({ dir: pseudoBuild(), spreadsheetName: name });
    this.fake.spreadsheet.locale = PSEUDO_LOCALE;
    audit.data(name);
  }

  get fake(): FakeAppsScript {
    return this.script.fake;
  }

  /** Runs a global function as Sheets or the sidebar would, and audits what it said and wrote. */
  call(functionName: string, ...args: unknown[]): unknown {
    let value: unknown;
    try {
      value = this.script.call(functionName, ...args);
    } catch (error) {
      // google.script.run hands the sidebar the message of what the server threw.
      this.audit.see(`${functionName} failed`, error instanceof Error ? error.message : error);
    }
    this.seeResult(functionName, value);
    this.seeSaid(functionName);
    this.seeWorkbook(functionName);
    return value;
  }

  private seeResult(where: string, value: unknown): void {
    if (typeof value === 'string') this.audit.see(`${where} answer`, value);
    if (typeof value !== 'object' || value === null) return;
    const result = value as { message?: unknown; question?: unknown; fileName?: unknown };
    this.audit.see(`${where} message`, result.message);
    this.audit.see(`${where} question`, result.question);
    if (typeof result.fileName === 'string') this.audit.data(result.fileName);
    if ('getContent' in value) this.served(`${where} page`, value as FakeHtmlOutput);
  }

  private served(where: string, output: FakeHtmlOutput): void {
    this.audit.see(`${where} title`, output.getTitle());
    this.pages.push({ where, html: output.getContent() });
  }

  /** The alerts, toasts, dialogs and menus shown since the last look. */
  private seeSaid(where: string): void {
    const { ui, spreadsheet } = this.fake;
    for (const alert of ui.alerts.slice(this.alertsSeen)) {
      this.audit.see(`${where} alert title`, alert.title);
      this.audit.see(`${where} alert`, alert.prompt);
    }
    this.alertsSeen = ui.alerts.length;
    for (const toast of spreadsheet.toasts.slice(this.toastsSeen)) {
      this.audit.see(`${where} toast title`, toast.title);
      this.audit.see(`${where} toast`, toast.msg);
    }
    this.toastsSeen = spreadsheet.toasts.length;
    for (const dialog of ui.dialogs.slice(this.dialogsSeen)) {
      this.audit.see(`${where} ${dialog.kind} title`, dialog.title);
      // The sidebar itself is read in the browser.
      if (dialog.output.fileName !== 'Sidebar')
        this.served(`${where} ${dialog.kind}`, dialog.output);
    }
    this.dialogsSeen = ui.dialogs.length;
    for (const menu of ui.menus) {
      this.audit.see(`${where} menu`, menu.caption);
      for (const item of menu.items()) this.audit.see(`${where} menu item`, item.caption);
    }
  }

  /** Every tab's name, cells, dropdown choices and help, and protection descriptions. */
  seeWorkbook(where: string): void {
    for (const sheet of this.fake.spreadsheet.getSheets()) {
      const tab = sheet.getName();
      this.audit.see(`${where}: tab name`, tab);
      const range = sheet.getDataRange();
      // The undo records are the add-on's data (JSON), not words; the tab's name is seen.
      if (tab !== pseudoText('tab.undo'))
        range
          .getValues()
          .forEach((row, r) =>
            row.forEach((value, c) => this.audit.see(`${where}: ${tab}!R${r + 1}C${c + 1}`, value)),
          );
      const rows = Math.min(Math.max(range.getNumRows(), 2) + 2, sheet.getMaxRows());
      const columns = Math.min(range.getNumColumns() + 2, sheet.getMaxColumns());
      const rules = sheet.getRange(1, 1, rows, columns).getDataValidations();
      rules.forEach((row, r) =>
        row.forEach((rule, c) => {
          if (rule === null) return;
          const at = `${where}: ${tab}!R${r + 1}C${c + 1}`;
          for (const choice of rule.getCriteriaValues().flat())
            this.audit.see(`${at} dropdown`, choice);
          this.audit.see(`${at} help`, rule.getHelpText());
        }),
      );
      for (const protection of [...sheet.getProtections('SHEET'), ...sheet.getProtections('RANGE')])
        this.audit.see(`${where}: ${tab} protection`, protection.getDescription());
    }
    this.fake.spreadsheet.callLog.clear();
  }

  tab(name: string) {
    const sheet = this.fake.spreadsheet.getSheetByName(name);
    if (sheet === null) throw new Error(`no tab ${name}`);
    return sheet;
  }

  /** The row of Settings whose label is message `key`, 1-based. */
  settingRow(key: MessageKey): number {
    const label = P.text(key as TextKey);
    const at = this.tab(pseudoText('tab.settings'))
      .getDataRange()
      .getValues()
      .findIndex(([cell]) => cell === label);
    if (at < 0) throw new Error(`no Settings row ${label}`);
    return at + 1;
  }

  set(key: MessageKey, value: unknown): void {
    this.tab(pseudoText('tab.settings')).getRange(this.settingRow(key), 2).setValue(value);
  }

  /** The choices of the dropdown of a cell, as the organiser picks them. */
  choices(tab: string, row: number, column: number): string[] {
    const rule = this.tab(tab).getRange(row, column).getDataValidation();
    if (rule === null) throw new Error(`no dropdown in ${tab} R${row}C${column}`);
    return rule.getCriteriaValues().flat().map(String);
  }

  /** Types a result on every board of round `round` still without one, from its dropdown. */
  typeResults(round: number, pick: (board: number, choices: string[]) => string): void {
    const sheet = this.tab(roundTab(round));
    sheet
      .getDataRange()
      .getValues()
      .forEach((row, index) => {
        if (index === 0 || typeof row[0] !== 'number' || row[5] !== '') return;
        sheet
          .getRange(index + 1, 6)
          .setValue(pick(row[0], this.choices(roundTab(round), index + 1, 6)));
      });
  }
}

/** The club tournament imported from examples/club.trf: rounds 5 and 6, an undo, a hand edit, every view. */
export function walkTheClub(audit: WordAudit): PseudoWalk {
  const walk = new PseudoWalk(audit, 'Klubb');
  audit.data(...trfData(CLUB_TRF));
  walk.call('onOpen');
  walk.call('importTrf', CLUB_TRF);
  walk.call('menuPairNextRound');
  const play = (board: number, choices: string[]) => choices[(board + (board === 2 ? 3 : 0)) % 6]!;
  walk.typeResults(5, play);
  walk.fake.ui.alertAnswers.push('NO');
  walk.call('menuUndoLastRound');
  walk.fake.ui.alertAnswers.push('YES');
  walk.call('menuUndoLastRound');
  walk.call('menuPairNextRound');
  walk.typeResults(5, play);
  walk.call('menuRefreshStandings');
  walk.call('menuPairNextRound');
  // Board 1 of round 6 with its colours swapped by hand: Check this round marks it.
  const round6 = walk.tab(roundTab(6));
  const [white, black] = [round6.getRange(2, 2, 1, 4), round6.getRange(2, 7, 1, 4)];
  const [whiteCells, blackCells] = [white.getValues(), black.getValues()];
  white.setValues(blackCells);
  black.setValues(whiteCells);
  walk.call('menuCheckRound');
  walk.call('checkRound');
  walk.call('menuExplainRound');
  walk.call('explainRound');
  walk.call('whyNot', 1, 2);
  walk.call('whyNot', 1, 99);
  walk.call('exportTrf');
  walk.call('getSidebarState');
  walk.call('showPrintDialog', 'all', 'a4');
  walk.call('menuPrint');
  walk.call('doGet');
  walk.call('showSidebar');
  // A result the add-on cannot read, and a rating that is no number: what it says of them.
  walk.tab(roundTab(6)).getRange(3, 6).setValue('2-0');
  walk.tab(pseudoText('tab.players')).getRange(3, 4).setValue('strong');
  audit.data('2-0', 'strong');
  walk.call('menuPairNextRound');
  walk.call('menuRefreshStandings');
  walk.call('getSidebarState');
  return walk;
}

/** Six players in a round robin: two rounds, the schedule written and printed. */
export function walkARoundRobin(audit: WordAudit): PseudoWalk {
  const walk = new PseudoWalk(audit, 'Sjakkfestival Bergen');
  walk.call('onOpen');
  walk.call('menuSetUpTournament');
  const players = CLUB_PLAYERS.slice(0, 6);
  audit.data(...players.map((player) => `${player.name} ${player.federation}`));
  walk
    .tab(pseudoText('tab.players'))
    .getRange(2, 2, players.length, 4)
    .setValues(
      players.map((player) => [player.name, player.title, player.rating, player.federation]),
    );
  walk.set('setting.system', pseudoText('system.round-robin'));
  walk.set('setting.rounds', 5);
  // C.07 8: no Buchholz in a round robin; the default list is refused there.
  walk.set('setting.tiebreaks', 'SB, DE');
  walk.call('menuWriteSchedule');
  walk.call('menuPairNextRound');
  walk.typeResults(1, (board, choices) => choices[board % 3]!);
  walk.call('menuPairNextRound');
  walk.call('menuExplainRound');
  walk.call('menuCheckRound');
  walk.call('showPrintDialog', 'schedule', 'letter');
  walk.call('showPrintDialog', 'all', 'a4');
  walk.call('doGet');
  walk.call('getSidebarState');
  return walk;
}

/** Six teams of three for two boards: set up in the language, two rounds, a problem in the rosters. */
export function walkATeamSwiss(audit: WordAudit): PseudoWalk {
  const walk = new PseudoWalk(audit, 'Liga Lusa');
  walk.call('onOpen');
  walk.call('menuSetUpTournament');
  walk.set('setting.system', pseudoText('team.system'));
  walk.call('menuSetUpTournament');
  walk.set('team.setting.boards', 2);
  walk.set('setting.rounds', 4);
  const teams = ['Nordlys', 'Rookwood', 'Caissa Sur', 'Hafen', 'Ladeira', 'Ostrov'];
  audit.data(...teams);
  const rows: unknown[][] = [];
  teams.forEach((team, t) => {
    rows.push([team, '', '', '', '', '']);
    for (let b = 1; b <= 3; b++) {
      const player = `${team} ${'ABC'[b - 1]}${t}`;
      audit.data(player);
      rows.push(['', player, 2000 - 10 * t - b, '', '', '']);
    }
  });
  walk.tab(pseudoText('tab.teams')).getRange(2, 1, rows.length, 6).setValues(rows);
  walk.call('menuPairNextRound');
  walk.typeResults(1, (board, choices) => choices[board % 3]!);
  walk.call('menuRefreshStandings');
  walk.call('menuPairNextRound');
  walk.call('menuExplainRound');
  walk.call('checkRound');
  walk.call('showPrintDialog', 'all', 'a4');
  walk.call('doGet');
  walk.call('getSidebarState');
  // A team named twice and a player in two teams: the problems the rosters give.
  walk.tab(pseudoText('tab.teams')).getRange(6, 1).setValue('Nordlys');
  walk.call('menuRefreshStandings');
  walk.call('menuPairNextRound');
  return walk;
}
