/**
 * "Print" in Google Sheets: a dialog holding the print page (src/print),
 * with a bar above the pages, hidden on paper, to choose what to print and
 * on which paper (the page is fetched again from the server) and to open
 * the browser's print.
 */
import type { Translator } from '../../messages/index.js';
import { isPaper, paperOfLocale, type Paper } from '../../print/paginate.js';
import { printBody, printPageHtml, printStyle } from '../../print/render-html.js';
import { escapeHtml } from '../players-page/players-page-html.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import {
  isPrintChoice,
  PRINT_CHOICES,
  printDocuments,
  type PrintChoice,
} from '../use-cases/print-documents.js';

const CHOICE_WORDS = {
  pairings: 'print.pairings',
  'by-name': 'print.byName',
  standings: 'print.standings',
  crosstable: 'print.crosstable',
  schedule: 'print.schedule',
  all: 'print.all',
} as const satisfies Record<PrintChoice, string>;

/** What the page shows for `choice` on `paper`: the @page rules and the pages. */
export interface PrintParts {
  style: string;
  body: string;
}

/** The choice and paper as the sidebar or the dialog sent them; unknown values fall back. */
export function printRequest(
  ports: RecognisingPorts,
  choice: unknown,
  paper: unknown,
): { choice: PrintChoice; paper: Paper } {
  return {
    choice: isPrintChoice(choice) ? choice : 'pairings',
    paper: isPaper(paper) ? paper : paperOfLocale(ports.workbook().getLocale()),
  };
}

export function printParts(
  ports: RecognisingPorts,
  choice: PrintChoice,
  paper: Paper,
  day: Date,
): PrintParts {
  const documents = printDocuments(ports, choice, day);
  return { style: printStyle(documents, paper), body: printBody(documents, paper) };
}

function toolbar(words: Translator, choice: PrintChoice, paper: Paper): string {
  const option = (value: string, label: string, chosen: boolean) =>
    `<option value="${value}"${chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  const choices = PRINT_CHOICES.map((c) => option(c, words.text(CHOICE_WORDS[c]), c === choice));
  const papers = [
    option('a4', words.text('print.a4'), paper === 'a4'),
    option('letter', words.text('print.letter'), paper === 'letter'),
  ];
  return `<form class="toolbar" onsubmit="window.print(); return false">
<select id="print-choice" aria-label="${escapeHtml(words.text('menu.print'))}">${choices.join('')}</select>
<label>${escapeHtml(words.text('print.paper'))} <select id="print-paper-size">${papers.join('')}</select></label>
<button type="submit">${escapeHtml(words.text('print.button'))}</button>
<output id="print-problem"></output>
</form>
<style>@media screen { .toolbar { display: flex; gap: 12px; align-items: center; padding: 8px 12px; font: 14px Arial, sans-serif; background: #f1f3f4; position: sticky; top: 0; } .toolbar output { color: #b00020; } }</style>
<script>
function reloadPages() {
  var choice = document.getElementById('print-choice').value;
  var paper = document.getElementById('print-paper-size').value;
  document.getElementById('print-problem').textContent = '';
  google.script.run
    .withSuccessHandler(function (parts) {
      document.getElementById('print-paper').textContent = parts.style;
      document.getElementById('print-pages').innerHTML = parts.body;
      fitCells();
    })
    .withFailureHandler(function (error) {
      document.getElementById('print-problem').textContent = error.message;
    })
    .printPage(choice, paper);
}
document.getElementById('print-choice').onchange = reloadPages;
document.getElementById('print-paper-size').onchange = reloadPages;
</script>
`;
}

/** The dialog's page: the toolbar, then the pages of `choice`. */
export function printDialogHtml(
  ports: RecognisingPorts,
  choice: PrintChoice,
  paper: Paper,
  day: Date,
): string {
  const words = ports.workbook().language();
  const documents = printDocuments(ports, choice, day);
  return printPageHtml(documents, paper, toolbar(words, choice, paper));
}
