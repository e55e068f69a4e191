/**
 * A tab of the in-memory spreadsheet drawn as HTML the way Google Sheets
 * shows it: column letters and row numbers, each column at the width the
 * add-on set, each cell's value as displayed with its background, weight and
 * alignment, a line under the frozen rows, a dropdown's arrow where a cell
 * offers choices, and the tab bar. For the guide's pictures (docs/images),
 * made from what the add-on really wrote.
 */
import type { FakeSheet, FakeSpreadsheet } from '../apps-script/index.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

const letter = (column: number) => String.fromCharCode(64 + column);

/** The first `rows` rows and `columns` columns of `sheet`, with `spreadsheet`'s tab bar. */
export function sheetPicture(
  spreadsheet: FakeSpreadsheet,
  sheet: FakeSheet,
  rows: number,
  columns: number,
): string {
  const range = sheet.getRange(1, 1, rows, columns);
  const shown = range.getDisplayValues();
  const backgrounds = range.getBackgrounds();
  const weights = range.getFontWeights();
  const alignments = range.getHorizontalAlignments();
  const validations = range.getDataValidations();
  const widths = Array.from({ length: columns }, (_, c) => sheet.getColumnWidth(c + 1));
  const frozen = sheet.getFrozenRows();
  const head = widths
    .map((width, c) => `<th class="letter" style="width:${width}px">${letter(c + 1)}</th>`)
    .join('');
  const body = shown
    .map((cells, r) => {
      const line = r + 1 === frozen ? ' class="frozen"' : '';
      const tds = cells
        .map((text, c) => {
          const align = alignments[r]![c];
          const style = [
            `background:${backgrounds[r]![c]}`,
            weights[r]![c] === 'bold' ? 'font-weight:bold' : '',
            align === 'center' || align === 'right' ? `text-align:${align}` : '',
            // Alignment by content, as Sheets has it: numbers to the right.
            align !== 'left' && align !== 'center' && /^-?[\d.]+$/.test(text)
              ? 'text-align:right'
              : '',
          ]
            .filter((s) => s !== '')
            .join(';');
          const arrow = validations[r]![c] === null ? '' : '<span class="arrow">▾</span>';
          return `<td style="${style}">${arrow}${escape(text)}</td>`;
        })
        .join('');
      return `<tr${line}><th class="number">${r + 1}</th>${tds}</tr>`;
    })
    .join('\n');
  const tabs = spreadsheet
    .getSheets()
    .filter((s) => s.getName() !== 'Sheet1' && !s.isSheetHidden())
    .map((s) => `<span class="tab${s === sheet ? ' active' : ''}">${escape(s.getName())}</span>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; font: 10pt Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif; background: #fff; }
table { border-collapse: collapse; table-layout: fixed; }
th, td { border: 1px solid #e2e2e2; height: 20px; padding: 0 4px; white-space: nowrap; overflow: hidden; }
th.letter, th.number { background: #f8f9fa; color: #5f6368; font-weight: normal; font-size: 9pt; text-align: center; }
th.number { width: 32px; }
tr.frozen td, tr.frozen th { border-bottom: 3px solid #c4c7c5; }
.arrow { float: right; color: #5f6368; margin-left: 4px; }
.tabs { background: #f8f9fa; border-top: 1px solid #dadce0; padding: 6px 8px; white-space: nowrap; }
.tab { display: inline-block; padding: 3px 10px; color: #444; font-size: 9pt; }
.tab.active { background: #e1e9f7; color: #0b57d0; font-weight: bold; border-radius: 4px; }
</style></head><body><div id="picture" style="display:inline-block">
<table><tr><th class="number"></th>${head}</tr>
${body}</table>
<div class="tabs">${tabs}</div></div></body></html>`;
}
