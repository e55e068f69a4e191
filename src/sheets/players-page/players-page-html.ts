/**
 * The players' page as one HTML document: the current round's pairings with
 * a name search, the standings and the crosstable, for a phone 390 pixels
 * wide. Every text from the workbook goes through `escapeHtml`, so a player
 * named "<script>" is shown as that text. Pure: a string from a view.
 */
import type { TableCell } from '../workbook/crosstable.js';
import { COLUMN, type ColumnStyle, shownText } from '../workbook/tab-layout.js';
import type { PlayersView, PublicPlayer } from './players-view.js';
import type { TextKey, Translator } from '../../messages/index.js';
import { wordsOfTab } from '../tab-records/tab-words.js';
import { roundTabName, STANDINGS_TAB } from '../workbook/tab-names.js';

/** The words of the tables and results, in the page's language (tab-words.ts). */
const TABLE_WORDS = wordsOfTab(STANDINGS_TAB)!;
const ROUND_WORDS = wordsOfTab(roundTabName(1))!;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function playerCell(player: PublicPlayer, t: Translator): string {
  const title =
    player.title === '' ? '' : `<abbr class="title">${escapeHtml(player.title)}</abbr> `;
  const details = [
    player.rating === 0 ? '' : String(player.rating),
    escapeHtml(player.federation),
    // Points as the Round tabs show them, one decimal, with the locale's decimal mark.
    t.text('page.points', { points: t.format.number(player.points, 1) }),
  ].filter((part) => part !== '');
  return `${title}<span class="name">${escapeHtml(player.name)}</span><br /><small>${details.join(' · ')}</small>`;
}

function pairingsSection(view: PlayersView, t: Translator): string {
  if (view.round === 0) return `<p>${escapeHtml(t.text('page.noRound'))}</p>`;
  const said = (text: string) => escapeHtml(String(ROUND_WORDS.body.written(text, t)));
  const boards = view.boards.map(
    (board) =>
      `<tr data-names="${escapeHtml(`${board.white.name} ${board.black.name}`)}"><td class="board">${board.board}</td><td>${playerCell(board.white, t)}</td><td class="result">${said(board.result) || '–'}</td><td>${playerCell(board.black, t)}</td></tr>`,
  );
  const byes = view.byes.map(
    (bye) =>
      `<tr data-names="${escapeHtml(bye.player.name)}"><td class="board"></td><td>${playerCell(bye.player, t)}</td><td class="result">${escapeHtml(bye.points)}</td><td>${said(bye.label)}</td></tr>`,
  );
  const word = (key: TextKey) => escapeHtml(t.text(key));
  return `<label for="find">${word('page.find')}</label>
<input id="find" type="search" placeholder="${word('page.yourName')}" autocomplete="off" />
<p id="none" class="muted" hidden>${word('page.noMatch')}</p>
<table class="pairings"><thead><tr><th class="board">${word('page.board')}</th><th>${word('colour.white')}</th><th class="result">${word('page.result')}</th><th>${word('colour.black')}</th></tr></thead>
<tbody>${[...boards, ...byes].join('\n')}</tbody></table>`;
}

function cellStyle(header: TableCell, index: number): ColumnStyle {
  if (index === 0 || header === 'No.') return COLUMN.id;
  if (header === 'Rating') return COLUMN.count;
  if (header === 'Points') return COLUMN.points;
  if (/^R\d+$/.test(String(header))) return COLUMN.result;
  if (header === 'Name' || header === 'Title' || header === 'Federation') return COLUMN.text;
  return COLUMN.value;
}

/** A table that scrolls sideways on its own, so that the page never does. */
function wideTable(table: TableCell[][], caption: string, t: Translator): string {
  const [header = [], ...rows] = table;
  const styles = header.map((cell, index) => cellStyle(cell, index));
  const th = header.map(
    (cell, c) =>
      `<th class="${styles[c]!.align}">${escapeHtml(String(TABLE_WORDS.header!.written(cell, t)))}</th>`,
  );
  const body = rows.map(
    (row) =>
      `<tr>${row.map((cell, c) => `<td class="${styles[c]?.align ?? 'left'}">${escapeHtml(shownText(TABLE_WORDS.body.written(cell, t), styles[c] ?? COLUMN.text))}</td>`).join('')}</tr>`,
  );
  return `<p class="caption">${escapeHtml(caption)}</p><div class="scroll"><table><thead><tr>${th.join('')}</tr></thead>
<tbody>${body.join('\n')}</tbody></table></div>`;
}

/** The page's style, shared with the team event's page. */
export const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#202124;background:#fff}
header{padding:12px 12px 4px}
h1{font-size:20px;margin:0 0 2px}
h2{font-size:17px;margin:20px 0 8px}
nav{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:6px 12px;display:flex;gap:16px;z-index:1}
nav a{color:#1a56b0;text-decoration:none;font-weight:600}
main{padding:0 12px 24px}
.muted,small{color:#5f6368}
label{display:block;font-weight:600;margin-bottom:4px}
input[type=search]{width:100%;font-size:16px;padding:8px;border:1px solid #999;border-radius:6px;margin-bottom:8px}
table{border-collapse:collapse;width:100%}
th,td{padding:6px 4px;border-bottom:1px solid #e0e0e0;vertical-align:top}
th{background:#f1f3f4;text-align:left;font-size:13px}
tbody tr:nth-child(even){background:#f8f9fa}
.pairings td{overflow-wrap:anywhere}
.board{width:28px;text-align:right;color:#5f6368}
.result{width:44px;text-align:center;white-space:nowrap;font-weight:600}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
.scroll table{width:auto;min-width:100%}
.scroll td,.scroll th{white-space:nowrap}
.caption{color:#5f6368;font-size:13px;margin:0 0 4px}
.right{text-align:right}.center{text-align:center}.left{text-align:left}
abbr.title{text-decoration:none;font-weight:600}
footer{padding:0 12px 16px;color:#5f6368;font-size:13px}
`;

/**
 * Filters what carries `data-names` (a board, a team's match) by the text of
 * #find, accents and case aside; reads the page, never data of its own.
 */
export const FIND_SCRIPT = `(function(){
var input=document.getElementById('find');if(!input)return;
var rows=[].slice.call(document.querySelectorAll('[data-names]'));var none=document.getElementById('none');
function plain(s){return s.normalize('NFD').replace(/[\\u0300-\\u036f]/g,'').toLowerCase();}
input.addEventListener('input',function(){var q=plain(input.value.trim());var shown=0;
rows.forEach(function(row){var hit=q===''||plain(row.getAttribute('data-names')).indexOf(q)>=0;row.hidden=!hit;if(hit)shown++;});
none.hidden=shown>0;});})();`;

/** Where the event stands, what the standings follow and the pairings' heading, in `t`'s language. */
export function pageHeadings(
  view: { round: number; totalRounds: number | null; standingsAfter: number },
  t: Translator,
): { where: string; after: string; pairings: string } {
  return {
    where:
      view.round === 0
        ? t.text('page.notStarted')
        : view.totalRounds === null
          ? t.text('page.round', { round: view.round })
          : t.text('page.roundOf', { round: view.round, rounds: view.totalRounds }),
    after:
      view.standingsAfter === 0
        ? t.text('page.beforeRound1')
        : t.text('page.afterRound', { round: view.standingsAfter }),
    pairings:
      view.round === 0
        ? t.text('page.pairings')
        : t.text('page.pairingsOfRound', { round: view.round }),
  };
}

/** The page in the tournament's language (`t`). */
export function playersPageHtml(view: PlayersView, t: Translator): string {
  const { where, after, pairings } = pageHeadings(view, t);
  return `<!doctype html>
<html lang="${t.language.code}"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(view.tournament)}</title><style>${PAGE_STYLE}</style></head>
<body>
<header><h1>${escapeHtml(view.tournament)}</h1><p class="muted">${escapeHtml(where)}</p></header>
<nav><a href="#pairings">${escapeHtml(t.text('page.pairings'))}</a><a href="#standings">${escapeHtml(t.text('page.standings'))}</a><a href="#crosstable">${escapeHtml(t.text('page.crosstable'))}</a></nav>
<main>
<section id="pairings"><h2>${escapeHtml(pairings)}</h2>${pairingsSection(view, t)}</section>
<section id="standings"><h2>${escapeHtml(t.text('page.standings'))}</h2>${wideTable(view.standings, after, t)}</section>
<section id="crosstable"><h2>${escapeHtml(t.text('page.crosstable'))}</h2>${wideTable(view.crosstable, t.text('page.crosstableKey', { after }), t)}</section>
</main>
<footer>${escapeHtml(t.text('page.footer'))}</footer>
<script>${FIND_SCRIPT}</script>
</body></html>`;
}

/** What the page says while the workbook cannot be read (its problems are the organiser's). */
export function playersPageUnavailableHtml(tournament: string, t: Translator): string {
  return `<!doctype html>
<html lang="${t.language.code}"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(tournament)}</title><style>${PAGE_STYLE}</style></head>
<body><header><h1>${escapeHtml(tournament)}</h1></header>
<main><p>${escapeHtml(t.text('page.updating'))}</p></main></body></html>`;
}
