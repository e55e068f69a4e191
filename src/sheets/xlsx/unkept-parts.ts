/**
 * Parts of an .xlsx file that ExcelJS reads past and does not write back:
 * saving such a workbook would silently drop them. They are found by their
 * names in the zip directory, which a zip file stores uncompressed.
 */
import type { TextKey } from '../../messages/index.js';

const UNKEPT: readonly { prefix: string; what: TextKey }[] = [
  { prefix: 'xl/charts/', what: 'local.part.charts' },
  { prefix: 'xl/chartsheets/', what: 'local.part.chartSheets' },
  { prefix: 'xl/pivotTables/', what: 'local.part.pivotTables' },
  { prefix: 'xl/slicers/', what: 'local.part.slicers' },
  { prefix: 'xl/vbaProject.bin', what: 'local.part.macros' },
];

/** What the workbook holds that a save would lose, as the messages naming it, e.g. ['local.part.charts']. */
export function unkeptParts(bytes: Uint8Array): TextKey[] {
  const text = new TextDecoder('latin1').decode(bytes);
  return UNKEPT.filter(({ prefix }) => text.includes(prefix)).map(({ what }) => what);
}
