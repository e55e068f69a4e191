/**
 * Issue 14's controls through the built dist/Code.js, as Apps Script runs
 * them (needs `npm run build`; npm test does it): Pair the rest with its
 * warning and mark, a forbidden pair added after round 1, Check this round
 * marking a round changed by hand and the ### line of the export, and the
 * Lim Maxi-tournament's record 192.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltScript, type LoadedScript } from '../support/apps-script/load-built-script.js';
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';
import { boardsOf, tabValues, typeBoards, typeSixPlayers } from '../support/sheets/six-players.js';

function built(): LoadedScript {
  const script = loadBuiltScript({ spreadsheetName: 'Club' });
  script.call('menuSetUpTournament');
  typeSixPlayers(script.fake);
  const settings = script.fake.spreadsheet.getSheetByName('Settings')!;
  const labels = settings
    .getDataRange()
    .getValues()
    .map((row) => row[0]);
  settings.getRange(labels.indexOf('Top seed colour in round 1') + 1, 2).setValue('White');
  return script;
}

/** Round 1 is 1-4, 5-2, 3-6; 1, 2 and 3 win. */
function playRoundOne(script: LoadedScript) {
  script.call('menuPairNextRound');
  const sheet = script.fake.spreadsheet.getSheetByName('Round 1')!;
  expect(boardsOf(tabValues(script.fake, 'Round 1'))).toEqual(['1: 1-4', '2: 5-2', '3: 3-6']);
  ['1-0', '0-1', '1-0'].forEach((result, i) => sheet.getRange(i + 2, 6).setValue(result));
}

const lastAlert = (script: LoadedScript) => script.fake.ui.alerts.at(-1)?.prompt ?? '';

describe('dist/Code.js: the organiser’s controls', () => {
  it('pairs the rest around a typed board, warns, marks the tab and the export', () => {
    const script = built();
    playRoundOne(script);
    typeBoards(script.fake, 2, [[1, 2, 1]]);
    script.call('menuPairNextRound');
    const values = tabValues(script.fake, 'Round 2');
    expect(boardsOf(values)).toEqual(['1: 2-1', '2: 4-3', '3: 6-5']);
    expect(values.at(-1)![0]).toBe('Changed by hand');
    expect(lastAlert(script)).toContain("In a FIDE-rated event this is the arbiter's decision");
    const file = script.call('exportTrf') as { content: string };
    expect(file.content).toContain('### Round 2 changed by hand: board 1 typed by hand');
  });

  it('warns of a forbidden pair added after round 1, and keeps the pair apart', () => {
    const script = built();
    playRoundOne(script);
    const column = PLAYERS_HEADER.indexOf('Not against') + 1;
    script.fake.spreadsheet.getSheetByName('Players')!.getRange(2, column).setValue('Baker, Sue');
    script.call('menuPairNextRound');
    expect(lastAlert(script)).toContain(
      'a forbidden pair was added (Not against or Club) after round 1 was paired: No. 1 Adams, Tom and No. 2 Baker, Sue.',
    );
    const games = boardsOf(tabValues(script.fake, 'Round 2')).map((b) => b.split(': ')[1]);
    // Without it, 1, 2 and 3 on one point: S1 = 1, S2 = 2, 3, so 1 would meet 2 (2-1).
    expect(games).not.toContain('2-1');
    expect(games).not.toContain('1-2');
  });

  it('Check this round marks a round edited by hand', () => {
    const script = built();
    script.call('menuPairNextRound');
    const sheet = script.fake.spreadsheet.getSheetByName('Round 1')!;
    // Board 1 with its colours swapped by hand: the two player blocks (No., name, rating, points).
    const [white, black] = [sheet.getRange(2, 2, 1, 4), sheet.getRange(2, 7, 1, 4)];
    const [whiteCells, blackCells] = [white.getValues(), black.getValues()];
    expect([whiteCells[0]![0], blackCells[0]![0]]).toEqual([1, 4]);
    white.setValues(blackCells);
    black.setValues(whiteCells);
    script.call('menuCheckRound');
    expect(lastAlert(script)).toContain('it is marked "Changed by hand"');
    expect(tabValues(script.fake, 'Round 1').at(-1)!.slice(0, 2)).toEqual([
      'Changed by hand',
      'differs from the pairing of Dutch 2025 (found by Check this round)',
    ]);
  });

  it('a Lim Maxi-tournament is exported as FIDE_LIM_MAXI', () => {
    const script = built();
    const settings = script.fake.spreadsheet.getSheetByName('Settings')!;
    const labels = settings
      .getDataRange()
      .getValues()
      .map((row) => row[0]);
    settings.getRange(labels.indexOf('Pairing system') + 1, 2).setValue('Lim');
    settings.getRange(labels.indexOf('Maxi-tournament (Lim)') + 1, 2).setValue('Yes');
    script.call('menuPairNextRound');
    const file = script.call('exportTrf') as { content: string };
    expect(file.content).toMatch(/^192 FIDE_LIM_MAXI\r$/m);
  });
});
