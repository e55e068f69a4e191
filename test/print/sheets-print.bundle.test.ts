/**
 * "Print" in Google Sheets, through the built Code.js over the in-memory
 * spreadsheet: the menu item opens the print page of the round just paired
 * in a dialog, its Round tab's games board by board; the dialog's choices
 * fetch other pages (printPage); printing only reads.
 */
import { describe, expect, it } from 'vitest';
import type { FakeHtmlOutput } from '../support/apps-script/index.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import { enterClubTournament, runMenu, sheet } from '../support/sheets/tournament-scenario.js';

function clubAfterRoundOne() {
  const script = loadBuiltScript({ spreadsheetName: 'Club' });
  const addon = { fake: script.fake, call: (name: string) => void script.call(name) };
  enterClubTournament(addon, 'Dutch 2025');
  return { script, addon };
}

const WRITES = /^(set|insert|delete|clear|protect|hide|activate|append|toast)/;

describe('Print in Google Sheets', () => {
  it('before round 1 opens on the standings; after pairing, on the round as its tab has it', () => {
    const { script, addon } = clubAfterRoundOne();
    script.call('menuPrint');
    const first = script.fake.ui.dialogs.at(-1)!;
    expect(first.kind).toBe('modal');
    expect(first.title).toBe('Print…');
    expect(first.output.getContent()).toContain('Standings after round 0');

    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    const round = sheet(addon, 'Round 1').getDataRange().getValues();
    const log = script.fake.spreadsheet.callLog;
    log.clear();
    script.call('menuPrint');
    expect(log.calls.filter((call) => WRITES.test(call.method))).toEqual([]);
    const html = (script.fake.ui.dialogs.at(-1)!.output as FakeHtmlOutput).getContent();
    expect(html).toContain('<h2><span>Pairings of round 1</span>');
    // Board, White's No. and Black's No. in the order of the Round tab.
    const boards = [
      ...html.matchAll(
        /<tr><td class="right bold">(\d+)<\/td><td class="right">(\d+)<\/td>.*?<td class="right">(\d+)<\/td>/g,
      ),
    ].map((match) => [Number(match[1]), Number(match[2]), Number(match[3])]);
    const expected = round
      .slice(1)
      .filter((row) => typeof row[0] === 'number')
      .map((row) => [row[0], row[1], row[6]]);
    expect(expected.length).toBeGreaterThan(0);
    expect(boards).toEqual(expected);
  });

  it('printPage gives the chosen page on the chosen paper, and says why a page cannot be had', () => {
    const { script, addon } = clubAfterRoundOne();
    expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
    const parts = script.call('printPage', 'by-name', 'letter') as { style: string; body: string };
    expect(parts.style).toContain('size: letter portrait');
    expect(parts.body).toContain('<h2><span>Round 1: players by name</span>');
    expect(() => script.call('printPage', 'schedule', 'a4')).toThrow(
      'Only a round-robin has a schedule made in advance',
    );
  });
});
