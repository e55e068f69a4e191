/**
 * Issue 33: "the players' page shows matches and boards" for a team event:
 * the web app's doGet over the fake spreadsheet shows the round's matches,
 * each with its boards (board, colours, players, result) and the match
 * score, and the team standings, in the tournament's language; it only
 * reads, and shows nothing of the Teams tab but names.
 */
import { describe, expect, it } from 'vitest';
import type { FakeHtmlOutput } from '../support/apps-script/index.js';
import { inProcessTeamAddon } from './in-process.js';
import {
  HOSTILE_NAME,
  PRIVATE_FIDE_ID,
  teamEventAfterRound1,
  type MatchShown,
} from './players-page-scenario.js';

const UNESCAPE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text a reader sees in a piece of the page: tags out, entities back, spaces as one. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPE[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each match's block (and each bye's) as its rows' texts. */
function matchBlocks(html: string): string[][] {
  return [...html.matchAll(/<tbody class="match"[^>]*>([\s\S]*?)<\/tbody>/g)].map((m) =>
    [...m[1]!.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => textOf(row[1]!)),
  );
}

function standingsRows(html: string): string[][] {
  const table = /<table class="standings">([\s\S]*?)<\/table>/.exec(html)![1]!;
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!)),
  );
}

async function pageAfterRound1() {
  const addon = inProcessTeamAddon();
  const scenario = await teamEventAfterRound1(addon);
  const log = addon.fake.spreadsheet.callLog;
  log.clear();
  const output = addon.call('doGet') as FakeHtmlOutput;
  const writes = log.calls.filter((call) =>
    /^(set|insert|delete|clear|protect|hide|activate|append|toast)/.test(call.method),
  );
  return { ...scenario, addon, output, html: output.getContent(), writes };
}

describe("a team event's players' page", () => {
  it('shows each match of the round with its boards, colours, results and match score', async () => {
    const { html, matches, writes, output } = await pageAfterRound1();
    expect(writes).toEqual([]);
    expect(output.getTitle()).toBe('County league');
    expect(html).toContain('Pairings, round 2');
    expect(html).toContain('Round 2 of 5');
    const [m1, m2, m3] = matches as [MatchShown, MatchShown, MatchShown];
    expect(matchBlocks(html)).toEqual([
      [
        'Match 1',
        `${m1.left} 1½ – ½ ${m1.right}`,
        `1 ${m1.boards[0][0]} 1-0 ${m1.boards[0][1]}`,
        `2 ${m1.boards[1][0]} ½-½ ${m1.boards[1][1]}`,
      ],
      // Forfeited whole: the match row says so, its boards are not listed.
      ['Match 2', `${m2.left} 0-1 forfeit ${m2.right}`],
      // Board 2's right player taken out: empty, and lost by forfeit.
      [
        'Match 3',
        `${m3.left} – ${m3.right}`,
        `1 ${m3.boards[0][0]} – ${m3.boards[0][1]}`,
        `2 ${m3.boards[1][0]} 1-0 forfeit –`,
      ],
    ]);
    // The team on the left has White on board 1, so White on the odd boards.
    const pieces = [...html.matchAll(/<span class="piece (w|b)"/g)].map((m) => m[1]).join('');
    expect(pieces).toBe('wbbw' + 'wbbw');
  });

  it('finds a board by a player or a team: each match carries its teams and their rosters', async () => {
    const { html, matches } = await pageAfterRound1();
    const names = [...html.matchAll(/<tbody class="match" data-names="([^"]*)"/g)].map((m) =>
      textOf(m[1]!),
    );
    expect(names).toHaveLength(3);
    matches.forEach((m, k) => {
      const letters = [m.left.slice(-1), m.right.slice(-1)];
      expect(names[k]).toBe(
        [m.left, m.right, ...letters.flatMap((x) => [1, 2, 3].map((b) => `${x}${b}`))]
          .join(' ')
          .replace('A1', HOSTILE_NAME),
      );
    });
    expect(html).toContain('placeholder="Your name or your team"');
  });

  it('shows the team standings after round 1: the three teams that won 2-0 first, 2 MP and 2 GP', async () => {
    const { html, winners1 } = await pageAfterRound1();
    expect(html).toContain('After round 1');
    const [header, ...rows] = standingsRows(html);
    expect(header).toEqual(['Rank', 'Team', 'Match points', 'Game points', 'MPvGP', 'BH']);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.slice(0, 3).map((r) => r[1]))).toEqual(new Set(winners1));
    for (const row of rows.slice(0, 3)) expect(row.slice(2, 4)).toEqual(['2', '2']);
    for (const row of rows.slice(3)) expect(row.slice(2, 4)).toEqual(['0', '0']);
  });

  it('shows no FIDE ID and no rating, and prints a hostile name as text', async () => {
    const { html } = await pageAfterRound1();
    expect(html).not.toContain(PRIVATE_FIDE_ID);
    expect(html).not.toContain('1999');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.pwned = true&quot;&gt; A1');
  });

  it("speaks the tournament's language: Spanish headings, results and match word", async () => {
    const addon = inProcessTeamAddon();
    const { d } = await teamEventAfterRound1(addon);
    const rows = (await d.values('Settings')).length;
    await d.edit('Settings', rows + 1, 1, [['Language', 'Español']]);
    const html = (addon.call('doGet') as FakeHtmlOutput).getContent();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Emparejamientos, ronda 2');
    expect(html).toContain('Clasificación por equipos');
    expect(html).toContain('Tras la ronda 1');
    expect(matchBlocks(html)[1]![1]).toContain('0-1 incomparecencia');
    expect(html).toContain('aria-label="Blancas"');
  });
});
