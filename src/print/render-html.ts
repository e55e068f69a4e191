/**
 * PrintDocuments as a print-ready HTML page (Google Sheets' "Print", in a
 * dialog, printed by the browser): the same layout as the PDF of npm start
 * (paginate.ts), each page a block of the paper's size, its header on it,
 * broken after it; a row never broken inside (break-inside: avoid); each
 * table's column labels in a thead, which the browser repeats should a page
 * overflow all the same (another paper picked in its dialog). The page
 * number is the browser's page counter in the bottom margin (CSS @page).
 * Every text goes through escapeHtml.
 */
import { escapeHtml } from '../sheets/players-page/players-page-html.js';
import {
  cellPadding,
  GUTTER,
  layOut,
  MARGIN,
  PAGE_HEADER_HEIGHT,
  PAPER_SIZE,
  type Layout,
  type Paper,
} from './paginate.js';
import { spanOf, type PrintDocument, type PrintRow } from './print-document.js';

const pt = (points: number) => `${Math.round(points * 100) / 100}pt`;

/** A CSS string: quotes and backslashes escaped, no line breaks. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r]/g, ' ')}"`;
}

/** The page label as CSS content, the browser's counters where the numbers go. */
function pageContent(document: PrintDocument): string {
  return document.pageWords
    .split(/(\{page\}|\{pages\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
}

/** The @page rules: the paper, portrait and landscape pages named, the page number below. */
export function printStyle(documents: readonly PrintDocument[], paper: Paper): string {
  const size = paper === 'a4' ? 'A4' : 'letter';
  const footer = documents[0] === undefined ? '""' : pageContent(documents[0]);
  const margin = `@bottom-center { content: ${footer}; font: 8pt 'DejaVu Sans', Arial, sans-serif; }`;
  return `@page { size: ${size} portrait; margin: ${pt(MARGIN)}; ${margin} }
@page landscape { size: ${size} landscape; margin: ${pt(MARGIN)}; ${margin} }`;
}

function rowHtml(
  document: PrintDocument,
  table: number,
  row: PrintRow,
  cellTag: 'td' | 'th',
): string {
  const columns = document.tables[table]!.columns;
  const cells: string[] = [];
  row.forEach((text, index) => {
    if (text === null) return;
    const span = spanOf(row, index);
    const column = columns[index]!;
    const classes = [
      column.align,
      column.bold === true ? 'bold' : '',
      cellTag === 'td' && column.box === true && span === 1 ? 'box' : '',
    ].filter((c) => c !== '');
    const content =
      cellTag === 'td' && column.box === true && span === 1
        ? `<span>${escapeHtml(text)}</span>`
        : escapeHtml(text);
    cells.push(
      `<${cellTag} class="${classes.join(' ')}"${span > 1 ? ` colspan="${span}"` : ''}>${content}</${cellTag}>`,
    );
  });
  return `<tr>${cells.join('')}</tr>`;
}

function pageHtml(document: PrintDocument, layout: Layout, page: number): string {
  const { metrics } = layout;
  const flows = layout.pages[page]!.flows.map((slices) => {
    const tables = slices.map((slice) => {
      const table = document.tables[slice.table]!;
      const widths = layout.widths[slice.table]!;
      const heading =
        table.heading === undefined
          ? ''
          : `<h3 style="height:${pt(metrics.headingHeight)}">${escapeHtml(table.heading)}</h3>`;
      const cols = widths.map((width) => `<col style="width:${pt(width)}">`).join('');
      const labels = rowHtml(
        document,
        slice.table,
        table.columns.map((column) => column.label),
        'th',
      );
      const rows = table.rows
        .slice(slice.from, slice.to)
        .map((row) => rowHtml(document, slice.table, row, 'td'))
        .join('');
      return `${heading}<table style="width:${pt(layout.flowWidth)};margin-bottom:${pt(metrics.tableGap)}"><colgroup>${cols}</colgroup><thead>${labels}</thead><tbody>${rows}</tbody></table>`;
    });
    return `<div class="flow" style="width:${pt(layout.flowWidth)}">${tables.join('')}</div>`;
  });
  return `<section class="page${layout.landscape ? ' landscape' : ''}" style="width:${pt(layout.width - 2 * MARGIN)};height:${pt(layout.height - 2 * MARGIN)}">
<header style="height:${pt(PAGE_HEADER_HEIGHT)}"><h1>${escapeHtml(document.tournament)}</h1><h2><span>${escapeHtml(document.title)}</span><time>${escapeHtml(document.date)}</time></h2></header>
<div class="flows" style="gap:${pt(GUTTER)}">${flows.join('')}</div>
</section>`;
}

/** The pages of every document, in order, without the page around them. */
export function printBody(documents: readonly PrintDocument[], paper: Paper): string {
  return documents
    .map((document) => {
      const layout = layOut(document, paper);
      const size = document.typeSize;
      const style = `font-size:${pt(size)};--row:${pt(layout.metrics.rowHeight)};--pad:${pt(cellPadding(size))}`;
      const pages = layout.pages.map((_, page) => pageHtml(document, layout, page));
      return `<div class="document" lang="${escapeHtml(document.lang)}" style="${style}">${pages.join('\n')}</div>`;
    })
    .join('\n');
}

/** The look of the pages, the same on screen and on paper. */
export const PRINT_CSS = `
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; color: #000; background: #fff; }
.page { overflow: hidden; break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
.page.landscape { page: landscape; }
header h1 { margin: 0; font-size: 14pt; line-height: 18pt; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
header h2 { display: flex; justify-content: space-between; align-items: baseline; margin: 2pt 0 0; padding-bottom: 4pt; border-bottom: 0.8pt solid #000; font-size: 11pt; font-weight: normal; line-height: 14pt; }
header h2 time { font-size: 9pt; }
h3 { margin: 0; font-size: 1.15em; display: flex; align-items: flex-end; }
.flows { display: flex; align-items: flex-start; }
table { border-collapse: collapse; table-layout: fixed; }
thead { display: table-header-group; }
tr { height: var(--row); break-inside: avoid; page-break-inside: avoid; }
th, td { padding: 0 var(--pad); line-height: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
th { font-size: 0.9em; background: #eee; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
td { border-bottom: 0.3pt solid #999; }
.left { text-align: left; } .right { text-align: right; } .center { text-align: center; }
.bold { font-weight: bold; }
td.box span { display: block; border: 0.8pt solid #000; height: calc(var(--row) - 4pt); line-height: calc(var(--row) - 5.6pt); }
`;

/**
 * As the PDF does: a text too wide for its cell is set smaller, down to
 * three quarters, before the cell cuts it with "…". Run after the pages are
 * put in (and again when they are replaced).
 */
export const FIT_CELLS_SCRIPT = `function fitCells() {
  document.querySelectorAll('#print-pages td, #print-pages th').forEach(function (cell) {
    var inner = cell.firstElementChild || cell;
    cell.style.fontSize = '';
    if (inner.scrollWidth <= inner.clientWidth) return;
    var size = parseFloat(getComputedStyle(cell).fontSize);
    var fit = Math.max(0.75, (0.98 * inner.clientWidth) / inner.scrollWidth);
    cell.style.fontSize = size * fit + 'px';
  });
}
fitCells();`;

/** A whole page, with `toolbar` (HTML, hidden on paper) above the pages. */
export function printPageHtml(
  documents: readonly PrintDocument[],
  paper: Paper,
  toolbar = '',
): string {
  const first = documents[0];
  const title = first === undefined ? '' : `${first.tournament} – ${first.title}`;
  const [width] = PAPER_SIZE[paper];
  return `<!DOCTYPE html>
<html lang="${escapeHtml(first?.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style id="print-paper">${printStyle(documents, paper)}</style>
<style>${PRINT_CSS}
@media screen { body { background: #ddd; } .page { background: #fff; margin: 12pt auto; padding: ${pt(MARGIN)}; box-sizing: content-box; min-width: ${pt(width - 2 * MARGIN)}; } }
@media print { .toolbar { display: none; } }
</style>
</head>
<body>
${toolbar}<main id="print-pages">${printBody(documents, paper)}</main>
<script>${FIT_CELLS_SCRIPT}</script>
</body>
</html>`;
}
