import type { MenuItem, UserInterface } from '../ports.js';
import type { GasHtmlService, GasSpreadsheetApp, GasUi } from './services.js';

export class AppsScriptUserInterface implements UserInterface {
  constructor(
    private readonly ui: GasUi,
    private readonly spreadsheetApp: GasSpreadsheetApp,
    private readonly htmlService: GasHtmlService,
  ) {}

  addAddonMenu(items: readonly MenuItem[]): void {
    // An add-on gets one menu under Extensions, named after the add-on; its caption is not ours to set.
    const menu = this.ui.createAddonMenu();
    for (const item of items) menu.addItem(item.caption, item.functionName);
    menu.addToUi();
  }

  showSidebar(htmlFile: string, title: string): void {
    this.ui.showSidebar(this.htmlService.createHtmlOutputFromFile(htmlFile).setTitle(title));
  }

  showDialog(html: string, title: string): void {
    // As large as the editor allows comfortably: an A4 page is about 800 pixels wide on screen.
    const page = this.htmlService.createHtmlOutput(html).setWidth(960).setHeight(720);
    this.ui.showModalDialog(page, title);
  }

  alert(title: string, message: string): void {
    this.ui.alert(title, message, this.ui.ButtonSet.OK);
  }

  confirm(title: string, message: string): boolean {
    return this.ui.alert(title, message, this.ui.ButtonSet.YES_NO) === this.ui.Button.YES;
  }

  toast(message: string, title: string): void {
    this.spreadsheetApp.getActiveSpreadsheet().toast(message, title);
  }
}
