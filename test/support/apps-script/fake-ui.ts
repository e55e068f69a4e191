/**
 * The Ui of Apps Script (SpreadsheetApp.getUi()), recording what the script
 * shows: menus added to the UI, alerts, sidebars and dialogs.
 */
import type { GasMenu, GasUi } from '../../../src/sheets/apps-script/services.js';
import type { FakeHtmlOutput } from './fake-html-service.js';

export type MenuEntry =
  | { kind: 'item'; caption: string; functionName: string }
  | { kind: 'separator' }
  | { kind: 'subMenu'; menu: FakeMenu };

export class FakeMenu implements GasMenu {
  readonly entries: MenuEntry[] = [];

  constructor(
    private readonly ui: FakeUi,
    /** null for the add-on menu, whose caption Sheets sets to the add-on's name. */
    readonly caption: string | null,
  ) {}

  addItem(caption: string, functionName: string): FakeMenu {
    this.entries.push({ kind: 'item', caption, functionName });
    return this;
  }

  addSeparator(): FakeMenu {
    this.entries.push({ kind: 'separator' });
    return this;
  }

  addSubMenu(menu: FakeMenu): FakeMenu {
    this.entries.push({ kind: 'subMenu', menu });
    return this;
  }

  addToUi(): void {
    this.ui.menus.push(this);
  }

  /** Every item, sub-menus included, in menu order. */
  items(): { caption: string; functionName: string }[] {
    return this.entries.flatMap((entry) =>
      entry.kind === 'item'
        ? [{ caption: entry.caption, functionName: entry.functionName }]
        : entry.kind === 'subMenu'
          ? entry.menu.items()
          : [],
    );
  }
}

export const Button = Object.freeze({
  CLOSE: 'CLOSE',
  OK: 'OK',
  CANCEL: 'CANCEL',
  YES: 'YES',
  NO: 'NO',
});

export const ButtonSet = Object.freeze({
  OK: 'OK',
  OK_CANCEL: 'OK_CANCEL',
  YES_NO: 'YES_NO',
  YES_NO_CANCEL: 'YES_NO_CANCEL',
});

export interface Alert {
  title: string | null;
  prompt: string;
  buttons: string | null;
}

export interface Dialog {
  kind: 'sidebar' | 'modal' | 'modeless';
  output: FakeHtmlOutput;
  title: string | null;
}

export class FakeUi implements GasUi {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;
  /** Menus added with addToUi, in order. */
  readonly menus: FakeMenu[] = [];
  readonly alerts: Alert[] = [];
  readonly dialogs: Dialog[] = [];
  /** Buttons the simulated user presses for the next alerts; OK once it is empty. */
  readonly alertAnswers: string[] = [];

  createAddonMenu(): FakeMenu {
    return new FakeMenu(this, null);
  }

  createMenu(caption: string): FakeMenu {
    return new FakeMenu(this, caption);
  }

  /** alert(prompt), alert(prompt, buttons) or alert(title, prompt, buttons), as in Apps Script. */
  alert(first: string, second?: unknown, third?: unknown): string {
    const [title, prompt, buttons] =
      third !== undefined
        ? [first, String(second), String(third)]
        : second !== undefined
          ? [null, first, String(second)]
          : [null, first, null];
    this.alerts.push({ title, prompt, buttons });
    return this.alertAnswers.shift() ?? Button.OK;
  }

  showSidebar(userInterface: FakeHtmlOutput): void {
    this.dialogs.push({ kind: 'sidebar', output: userInterface, title: null });
  }

  showModalDialog(userInterface: FakeHtmlOutput, title: string): void {
    this.dialogs.push({ kind: 'modal', output: userInterface, title });
  }

  showModelessDialog(userInterface: FakeHtmlOutput, title: string): void {
    this.dialogs.push({ kind: 'modeless', output: userInterface, title });
  }

  /** The add-on menu, if the script added one. */
  addonMenu(): FakeMenu | undefined {
    return this.menus.find((menu) => menu.caption === null);
  }
}
