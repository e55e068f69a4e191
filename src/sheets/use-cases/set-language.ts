/**
 * Sets the tournament's language in the Settings tab ("Language" row, added
 * when missing) and renames the add-on's tabs into it: the command line's
 * --lang, which a workbook must remember, having no locale of its own.
 */
import { said, tabNamed, type Language } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { cellText } from '../workbook/cells.js';
import { LANGUAGE_ROW, settingsChoices } from '../workbook/settings-tab.js';
import { SETTINGS_TAB } from '../workbook/tab-names.js';
import { AddonError } from './addon-error.js';
import { offerSettingsChoices, overwriteTab } from './workbook-io.js';

export function setLanguage(ports: RecognisingPorts, language: Language): void {
  const workbook = ports.workbook();
  const settings = workbook.getSheetByName(SETTINGS_TAB);
  if (settings === null)
    throw new AddonError(said('language.noSettingsTab', { tab: tabNamed(SETTINGS_TAB) }));
  const old = settings.getDataValues();
  const values: CellValue[][] = old.map((row) => [...row]);
  const row = values.find(([label]) => cellText(label).trim() === LANGUAGE_ROW);
  if (row === undefined) values.push([LANGUAGE_ROW, language.name]);
  else row[1] = language.name;
  overwriteTab(settings, values, old);
  offerSettingsChoices(
    settings,
    settingsChoices(values).filter(({ row }) => cellText(values[row - 1]![0]) === LANGUAGE_ROW),
  );
  workbook.renameTabs(true);
}
