/**
 * Issue 31, "Everything translated" and "nothing depends on a name in one
 * language", for the words the add-on writes into the workbook besides its
 * headers: the hidden imported file's tab, the note of a round changed by
 * hand (read back into the TRF export), the Crosstable's round headers and
 * its bye. The expected words are written out by hand, as a speaker writes
 * them, not taken from the catalogue under test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';

const CLUB_TRF = readFileSync(new URL('../../examples/club.trf', import.meta.url), 'utf8');

function addonIn(locale: string) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  fake.spreadsheet.locale = locale;
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
  });
  return { fake, addon };
}

const tabNames = (fake: FakeAppsScript) => fake.spreadsheet.getSheets().map((s) => s.getName());

/** The TRF export of the club example imported in `locale`, and the tabs it left. */
function importedIn(locale: string) {
  const { fake, addon } = addonIn(locale);
  addon.importTrf(CLUB_TRF);
  return { fake, addon, trf: addon.exportTrf().content };
}

describe('the hidden tab of the imported file', () => {
  const english = importedIn('en_GB');

  it('is named in the language (Spanish, German) and hidden; the export is the English one', () => {
    for (const [locale, name] of [
      ['en_GB', 'Imported file'],
      ['es_ES', 'Archivo importado'],
      ['de_DE', 'Importierte Datei'],
    ] as const) {
      const { fake, trf } = importedIn(locale);
      const tab = fake.spreadsheet.getSheetByName(name);
      expect(tab, locale).not.toBeNull();
      expect(tab!.isSheetHidden()).toBe(true);
      expect(tabNames(fake).filter((n) => /Imported|importad|Importiert/.test(n))).toEqual([name]);
      expect(trf).toBe(english.trf);
    }
  });

  it('is found by its record, not its name: renamed by hand, or with its English name of before', () => {
    const spanish = importedIn('es_ES');
    spanish.fake.spreadsheet.getSheetByName('Archivo importado')!.setName('Imported file');
    expect(spanish.addon.exportTrf().content).toBe(english.trf);
    spanish.fake.spreadsheet.getSheetByName('Imported file')!.setName('Mi archivo');
    expect(spanish.addon.exportTrf().content).toBe(english.trf);
    // A workbook from before the records: every tab known by its English name alone.
    const old = importedIn('en_GB');
    for (const sheet of old.fake.spreadsheet.getSheets())
      for (const metadata of sheet.getDeveloperMetadata()) metadata.remove();
    expect(old.addon.exportTrf().content).toBe(english.trf);
  });
});
