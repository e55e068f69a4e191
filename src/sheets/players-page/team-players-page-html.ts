/**
 * The players' page of a team event as one HTML document: the round's
 * matches, each with its boards (board, colours, players, result), the
 * match score, "find your board" by a player's or a team's name, and the
 * team standings, for a phone 390 pixels wide. Every text from the workbook
 * goes through `escapeHtml`. Pure: a string from a view.
 */
import type { Translator } from '../../messages/index.js';
import type { CellValue } from '../ports.js';
import { wordsOfTab } from '../tab-records/tab-words.js';
import { roundTabName } from '../workbook/tab-names.js';
import { escapeHtml, FIND_SCRIPT, PAGE_STYLE, pageHeadings } from './players-page-html.js';
import type { PublicMatch, TeamPlayersView } from './team-players-view.js';

/** The result texts of the Round tabs, in the page's language (tab-words.ts). */
const ROUND_WORDS = wordsOfTab(roundTabName(1))!;

const TEAM_STYLE = `
.pairings tbody.match{border-top:2px solid #c4c7c5}
.pairings tr.caption td{background:#fff;color:#5f6368;font-size:13px;padding-top:10px;border-bottom:none}
.pairings tr.teams td{font-weight:600;background:#f1f3f4}
.pairings tr.game td{background:#fff}
.piece{display:inline-block;width:10px;height:10px;border:1px solid #5f6368;border-radius:2px;margin-right:5px;vertical-align:baseline}
.piece.b{background:#202124}
.empty{color:#5f6368;font-style:italic}
.standings td.team{white-space:normal;min-width:8em}
`;

function piece(colour: 'w' | 'b', t: Translator): string {
  const name = escapeHtml(t.text(colour === 'w' ? 'colour.white' : 'colour.black'));
  return `<span class="piece ${colour}" role="img" aria-label="${name}" title="${name}"></span>`;
}

function said(text: string, t: Translator): string {
  return escapeHtml(String(ROUND_WORDS.body.written(text, t)));
}

function matchBody(m: PublicMatch, t: Translator): string {
  const names = [m.left, m.right, ...m.rosterNames].join(' ');
  const caption = `<tr class="caption"><td colspan="4">${escapeHtml(t.text('page.match', { match: m.number }))}</td></tr>`;
  const score = m.forfeit !== null ? said(m.forfeit, t) : escapeHtml(m.score) || '–';
  const teams = `<tr class="teams"><td class="board"></td><td>${escapeHtml(m.left)}</td><td class="result">${score}</td><td>${escapeHtml(m.right)}</td></tr>`;
  const player = (name: string) =>
    name === '' ? `<span class="empty">–</span>` : `<span class="name">${escapeHtml(name)}</span>`;
  // A match forfeited whole is not played: its boards are not shown.
  const boards = (m.forfeit === null ? m.boards : []).map((b) => {
    const other = b.leftColour === 'w' ? 'b' : 'w';
    return `<tr class="game"><td class="board">${b.board}</td><td>${piece(b.leftColour, t)}${player(b.left)}</td><td class="result">${said(b.result, t) || '–'}</td><td>${piece(other, t)}${player(b.right)}</td></tr>`;
  });
  return `<tbody class="match" data-names="${escapeHtml(names)}">${[caption, teams, ...boards].join('\n')}</tbody>`;
}

function pairingsSection(view: TeamPlayersView, t: Translator): string {
  if (view.round === 0) return `<p>${escapeHtml(t.text('page.noRound'))}</p>`;
  const word = (text: string) => escapeHtml(text);
  const byes = view.byes.map(
    (bye) =>
      `<tbody class="match" data-names="${escapeHtml([bye.team, ...bye.rosterNames].join(' '))}"><tr class="teams"><td class="board"></td><td>${escapeHtml(bye.team)}</td><td class="result"></td><td>${escapeHtml(bye.label)}</td></tr></tbody>`,
  );
  return `<label for="find">${word(t.text('page.find'))}</label>
<input id="find" type="search" placeholder="${word(t.text('page.nameOrTeam'))}" autocomplete="off" />
<p id="none" class="muted" hidden>${word(t.text('page.noPlayerOrTeam'))}</p>
<table class="pairings"><thead><tr><th class="board">${word(t.text('page.board'))}</th><th>${word(t.text('team.column.teamOrPlayer'))}</th><th class="result">${word(t.text('page.result'))}</th><th>${word(t.text('team.column.teamOrPlayer'))}</th></tr></thead>
${[...view.matches.map((m) => matchBody(m, t)), ...byes].join('\n')}</table>`;
}

/** Rank, team, match points, game points, tie-breaks: numbers with the locale's decimal mark. */
function standingsTable(table: readonly CellValue[][], t: Translator): string {
  const [header = [], ...rows] = table;
  const shown = (cell: CellValue) =>
    typeof cell === 'number' ? t.format.number(cell) : String(cell);
  const th = header.map(
    (cell, c) => `<th class="${c === 1 ? 'left' : 'right'}">${escapeHtml(String(cell))}</th>`,
  );
  const body = rows.map(
    (row) =>
      `<tr>${row.map((cell, c) => `<td class="${c === 1 ? 'team left' : 'right'}">${escapeHtml(shown(cell))}</td>`).join('')}</tr>`,
  );
  return `<div class="scroll"><table class="standings"><thead><tr>${th.join('')}</tr></thead>
<tbody>${body.join('\n')}</tbody></table></div>`;
}

/** The team event's page in the tournament's language (`t`). */
export function teamPlayersPageHtml(view: TeamPlayersView, t: Translator): string {
  const { where, after, pairings } = pageHeadings(view, t);
  const standings = t.text('tab.teamStandings');
  return `<!doctype html>
<html lang="${t.language.code}"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(view.tournament)}</title><style>${PAGE_STYLE}${TEAM_STYLE}</style></head>
<body>
<header><h1>${escapeHtml(view.tournament)}</h1><p class="muted">${escapeHtml(where)}</p></header>
<nav><a href="#pairings">${escapeHtml(t.text('page.pairings'))}</a><a href="#standings">${escapeHtml(standings)}</a></nav>
<main>
<section id="pairings"><h2>${escapeHtml(pairings)}</h2>${pairingsSection(view, t)}</section>
<section id="standings"><h2>${escapeHtml(standings)}</h2><p class="caption">${escapeHtml(after)}</p>${standingsTable(view.standings, t)}</section>
</main>
<footer>${escapeHtml(t.text('page.footer'))}</footer>
<script>${FIND_SCRIPT}</script>
</body></html>`;
}
