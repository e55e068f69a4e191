/**
 * The add-on's entry functions over any ports and pairing systems: the menu
 * items (which answer with a toast or an alert), the sidebar's server calls
 * (which answer with the new sidebar state, or throw the message) and the
 * triggers. apps-script-entry.ts binds them to the Apps Script runtime; tests
 * bind them to fakes.
 */
import { addAddonMenu, SIDEBAR_FILE } from './menu.js';
import type { AddonPorts } from '../ports.js';
import type { ActionResult, SidebarState, UndoResult } from './sidebar-api.js';
import { sidebarState } from './sidebar-state.js';
import type { TrfFile } from '../use-cases/export-trf.js';
import { pairedRoundText } from '../use-cases/pair-next-round.js';
import { AddonError } from '../use-cases/addon-error.js';
import { printDialogHtml, printParts, printRequest, type PrintParts } from './print-dialog.js';
import { LOCK_TIMEOUT_MS, type PairingDeps } from '../use-cases/pairing-deps.js';
import type { SettingsInput } from '../use-cases/save-settings.js';
import { importAnyTrf, kindOf } from '../kinds/addon-kinds.js';
import { writeSchedule } from '../use-cases/write-schedule.js';
import { playersPageUnavailableHtml } from '../players-page/players-page-html.js';
import { errorInLanguage } from '../use-cases/error-in-language.js';
import { ENGLISH, languageOfLocale, translatorFor, type Translator } from '../../messages/index.js';
import { recognisingTabs, type RecognisingPorts } from '../tab-records/recognising-ports.js';

export function addonFunctions(runtimePorts: () => AddonPorts, deps: PairingDeps) {
  /** The runtime's ports, with the add-on's tabs known by their records, whatever their names. */
  const ports = (): RecognisingPorts => recognisingTabs(runtimePorts());

  /**
   * The add-on's name over its alerts and toasts, in the tournament's language;
   * in the menu's when the workbook cannot be read (a run refused before it read anything).
   */
  function title(addon: RecognisingPorts): string {
    try {
      return addon.workbook().language().text('app.title');
    } catch {
      return menuLanguage().text('app.title');
    }
  }

  /**
   * Every entry that reads or changes the spreadsheet runs whole under the
   * document lock, taken here the same way for all of them, so that no run
   * sees another editor's run half done (its Round tab written, its Standings
   * not yet). The use cases it calls find the lock already held.
   */
  function locked<T>(task: (addon: RecognisingPorts) => T, addon: RecognisingPorts = ports()): T {
    try {
      return addon.lock().runExclusively(LOCK_TIMEOUT_MS, () => task(addon));
    } catch (error) {
      throw errorInLanguage(error, () => addon.workbook());
    }
  }

  /**
   * A run that changes the spreadsheet: once it is done, the add-on's tabs
   * take their names in the tournament's language (chosen since, perhaps, in
   * the Settings). `fresh`: the run may have changed the Settings.
   */
  function changing<T>(task: (addon: RecognisingPorts) => T, fresh = false) {
    return (addon: RecognisingPorts): T => {
      const done = task(addon);
      addon.workbook().renameTabs(fresh);
      return done;
    };
  }

  /** A menu action: a toast when done, an alert saying what is wrong otherwise. */
  function fromMenu(action: (addon: RecognisingPorts) => string): void {
    const addon = ports();
    let message: string;
    try {
      message = locked(changing(action), addon);
    } catch (error) {
      addon.ui().alert(title(addon), error instanceof Error ? error.message : String(error));
      return;
    }
    addon.ui().toast(message, title(addon));
  }

  /** A menu action whose answer is long (a check, an explanation): shown in an alert. */
  function fromMenuAlert(action: (addon: RecognisingPorts) => string): void {
    const addon = ports();
    let message: string;
    try {
      message = locked(action, addon);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    addon.ui().alert(title(addon), message);
  }

  function fromSidebar(action: (addon: RecognisingPorts) => string, fresh = false): ActionResult {
    return locked((addon) => ({
      message: changing(action, fresh)(addon),
      state: sidebarState(addon, deps),
    }));
  }

  /**
   * The menu's language: the spreadsheet's locale, else the user's. Decision:
   * not the Settings' "Language" row, because onOpen must read no tab (it
   * runs at every opening, unauthorised in an add-on not yet used there, and
   * without the document lock).
   */
  function menuLanguage(): Translator {
    const addon = runtimePorts();
    const localeOf = (read: () => string | null): string | null => {
      try {
        return read();
      } catch {
        // AuthMode.NONE: the spreadsheet may not be read yet.
        return null;
      }
    };
    return translatorFor(
      languageOfLocale(localeOf(() => addon.workbook().getLocale())) ??
        languageOfLocale(localeOf(() => addon.userLocale())) ??
        ENGLISH,
    );
  }

  return {
    /**
     * Simple trigger. It may run in AuthMode.NONE (add-on installed but not
     * yet used in this spreadsheet), where reading the spreadsheet is not
     * allowed, so it only builds the menu.
     */
    onOpen(): void {
      addAddonMenu(ports().ui(), menuLanguage());
    },
    /** The web app: the players' page, for anyone with its link. */
    doGet(): unknown {
      try {
        // The page only reads: it records nothing, even about a workbook from before the records.
        const page = recognisingTabs(runtimePorts(), { record: false });
        return kindOf(page).playersPage(page);
      } catch (error) {
        // The tabs could not even be recognised (the spreadsheet failed): the players get the
        // page that asks them to come back, in the spreadsheet's or their own language, rather
        // than Google's English error; the fault goes to the script's execution log.
        console.error(error);
        const addon = runtimePorts();
        let title = '';
        try {
          title = addon.workbook().getName();
        } catch {
          // The name is not needed to ask them to come back.
        }
        return addon.web().page(playersPageUnavailableHtml(title, menuLanguage()), title);
      }
    },
    showSidebar(): void {
      ports().ui().showSidebar(SIDEBAR_FILE, menuLanguage().text('app.title'));
    },
    menuPairNextRound(): void {
      const addon = ports();
      let paired;
      try {
        paired = locked(
          changing((run) => kindOf(run).pairNextRound(run, deps)),
          addon,
        );
      } catch (error) {
        addon.ui().alert(title(addon), error instanceof Error ? error.message : String(error));
        return;
      }
      // A warning must be read: an alert waits for the organiser, a toast goes away by itself.
      if (paired.warnings.length > 0) addon.ui().alert(title(addon), pairedRoundText(paired));
      else addon.ui().toast(paired.message, title(addon));
    },
    menuUndoLastRound(): void {
      fromMenu((addon) => {
        const outcome = kindOf(addon).undoLastRound(addon, (question) =>
          addon.ui().confirm(title(addon), question),
        );
        return outcome.undone
          ? outcome.message
          : addon.workbook().language().text('undo.nothingUndone');
      });
    },
    menuRefreshStandings(): void {
      fromMenu((addon) => kindOf(addon).refreshStandings(addon));
    },
    menuWriteSchedule(): void {
      fromMenu((addon) => writeSchedule(addon, deps));
    },
    menuCheckRound(): void {
      fromMenuAlert((addon) => kindOf(addon).checkLastRound(addon, deps).message);
    },
    explainRound(): string {
      return locked((addon) => kindOf(addon).explainLastRound(addon, deps));
    },
    checkRound(): string {
      return locked((addon) => kindOf(addon).checkLastRound(addon, deps).message);
    },
    whyNot(a: number, b: number): string {
      return locked((addon) => kindOf(addon).whyNotInLastRound(addon, deps, a, b));
    },
    menuExplainRound(): void {
      fromMenu((addon) => kindOf(addon).explanationTab(addon, deps));
    },
    menuSetUpTournament(): void {
      fromMenu((addon) => kindOf(addon).setUpTournament(addon));
    },
    /** "Print…": the print page of this round's pairings (the standings before round 1). */
    menuPrint(): void {
      const addon = ports();
      try {
        locked((run) => {
          const { paper } = printRequest(run, 'pairings', null);
          const words = run.workbook().language();
          let html: string;
          try {
            html = printDialogHtml(run, 'pairings', paper, new Date());
          } catch (error) {
            // Before round 1 there are no pairings: the dialog opens on the standings.
            if (!(error instanceof AddonError)) throw error;
            html = printDialogHtml(run, 'standings', paper, new Date());
          }
          run.ui().showDialog(html, words.text('menu.print'));
        }, addon);
      } catch (error) {
        addon.ui().alert(title(addon), error instanceof Error ? error.message : String(error));
      }
    },
    /** The sidebar's Print: the dialog with `choice` on `paper`. */
    showPrintDialog(choice: unknown, paper: unknown): void {
      locked((run) => {
        const request = printRequest(run, choice, paper);
        const html = printDialogHtml(run, request.choice, request.paper, new Date());
        run.ui().showDialog(html, run.workbook().language().text('menu.print'));
      });
    },
    /** The dialog's choice or paper changed: its pages again. */
    printPage(choice: unknown, paper: unknown): PrintParts {
      return locked((run) => {
        const request = printRequest(run, choice, paper);
        return printParts(run, request.choice, request.paper, new Date());
      });
    },
    getSidebarState(): SidebarState {
      return locked((addon) => sidebarState(addon, deps));
    },
    saveSettings(input: SettingsInput): ActionResult {
      return fromSidebar((addon) => kindOf(addon).saveSettings(addon, input), true);
    },
    setUpTournament(): ActionResult {
      return fromSidebar((addon) => kindOf(addon).setUpTournament(addon));
    },
    pairNextRound(): ActionResult {
      return fromSidebar((addon) => pairedRoundText(kindOf(addon).pairNextRound(addon, deps)));
    },
    undoLastRound(confirmed: boolean): UndoResult {
      return locked((addon) => {
        const outcome = kindOf(addon).undoLastRound(addon, () => confirmed === true);
        if (outcome.undone) addon.workbook().renameTabs();
        const state = sidebarState(addon, deps);
        return outcome.undone
          ? { message: outcome.message, question: null, state }
          : { message: '', question: outcome.question, state };
      });
    },
    refreshStandings(): ActionResult {
      return fromSidebar((addon) => kindOf(addon).refreshStandings(addon));
    },
    writeSchedule(): ActionResult {
      return fromSidebar((addon) => writeSchedule(addon, deps));
    },
    exportTrf(): TrfFile {
      return locked((addon) => kindOf(addon).exportTrf(addon));
    },
    importTrf(text: string): ActionResult {
      return fromSidebar((addon) => importAnyTrf(addon, String(text)));
    },
  };
}

export type AddonFunctions = ReturnType<typeof addonFunctions>;
