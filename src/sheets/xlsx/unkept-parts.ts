/**
 * Parts of an .xlsx file that ExcelJS reads past and does not write back:
 * saving such a workbook would silently drop them. They are found by their
 * names in the zip directory, which a zip file stores uncompressed.
 */
const UNKEPT: readonly { prefix: string; what: string }[] = [
  { prefix: 'xl/charts/', what: 'charts' },
  { prefix: 'xl/chartsheets/', what: 'chart sheets' },
  { prefix: 'xl/pivotTables/', what: 'pivot tables' },
  { prefix: 'xl/slicers/', what: 'slicers' },
  { prefix: 'xl/vbaProject.bin', what: 'macros' },
];

/** What the workbook holds that a save would lose, e.g. ['charts']. */
export function unkeptParts(bytes: Uint8Array): string[] {
  const text = new TextDecoder('latin1').decode(bytes);
  return UNKEPT.filter(({ prefix }) => text.includes(prefix)).map(({ what }) => what);
}
