/**
 * Tie-breaks and TRF files: "Import TRF" takes the list from records
 * 202/212 (TRF-2026), "Export TRF" writes it there, and the Standings of a
 * real tournament (a 28-player, 7-round reference tournament paired by
 * bbpPairings in which every round was played over the board) match values
 * the test computes itself from the C.07 definitions, which without unplayed
 * rounds are plain sums:
 *   BH (C.07 8.1) the sum of the opponents' scores; BH/C1 (14.1) without the lowest;
 *   SB (8.2) the sum of the scores of the opponents beaten and half those drawn;
 *   WIN (7.2) the games won; BPG (7.3) the games played with black.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../src/engine/trf/index.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript, type FakeAppsScript } from '../support/apps-script/index.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';
import { fixture } from '../support/fixtures.js';

const REFERENCE = fixture('dutch-2025/t0082.trf');
const CLUB_TRF = fileURLToPath(new URL('../fixtures/club-15/club.trf', import.meta.url));
const LIST = ['BH/C1', 'BH', 'SB', 'WIN', 'BPG'];

function addonOn(name: string) {
  const fake = createFakeAppsScript({ spreadsheetName: name });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => simplePairingSystem([]),
    drawColour: () => 'w',
  });
  return { fake, addon };
}

function tab(fake: FakeAppsScript, name: string): unknown[][] {
  return fake.spreadsheet.getSheetByName(name)!.getDataRange().getValues();
}

function setting(fake: FakeAppsScript, label: string): unknown {
  return tab(fake, 'Settings').find(([name]) => name === label)?.[1];
}

/** The reference file with a TRF-2026 record 202 in front. */
function withRecord(path: string, record: string): string {
  return `${record}\r\n${readFileSync(path, 'utf8')}`;
}

/** The Standings rows the C.07 definitions give, by the test's own arithmetic. */
function expectedStandings(trf: string): unknown[][] {
  const t = readTrf(trf);
  const points = (result: string | null) =>
    result === '1' ? 1 : result === '=' ? 0.5 : result === '0' ? 0 : NaN;
  const score = new Map(
    t.players.map((p) => [p.id, p.rounds.reduce((sum, r) => sum + points(r!.result), 0)]),
  );
  const rows = t.players.map((p) => {
    const games = p.rounds.map((r) => ({
      opponent: score.get(r!.opponent!)!,
      result: points(r!.result),
      black: r!.colour === 'b',
    }));
    expect(games.every((g) => Number.isFinite(g.result) && g.opponent !== undefined)).toBe(true);
    const bh = games.reduce((sum, g) => sum + g.opponent, 0);
    return [
      p.id,
      p.name,
      p.title,
      p.federation,
      p.rating,
      score.get(p.id)!,
      bh - Math.min(...games.map((g) => g.opponent)),
      bh,
      games.reduce((sum, g) => sum + g.opponent * g.result, 0),
      games.filter((g) => g.result === 1).length,
      games.filter((g) => g.black).length,
    ];
  });
  const key = (row: unknown[]) => row.slice(5) as number[];
  rows.sort((a, b) => {
    for (let k = 0; k < key(a).length; k++) {
      if (key(a)[k] !== key(b)[k]) return key(b)[k] - key(a)[k];
    }
    return (a[0] as number) - (b[0] as number);
  });
  return rows.map((row, index) => {
    let first = index;
    while (first > 0 && key(rows[first - 1]).join() === key(row).join()) first--;
    return [first + 1, ...row];
  });
}

describe('tie-breaks in TRF files', () => {
  const trf = withRecord(REFERENCE, `202 ${LIST.join(',')}`);

  it('Import TRF takes the list of record 202 and ranks a real tournament by it', () => {
    const { fake, addon } = addonOn('Imported');
    const result = addon.importTrf(trf);
    expect(result.message).toBe('Imported 28 players and 7 rounds.');
    expect(setting(fake, 'Tie-breaks')).toBe('BH/C1, BH, SB, WIN, BPG');
    expect(result.state.status.settings.tiebreaks).toEqual(LIST);
    const standings = tab(fake, 'Standings');
    expect(standings[0]).toEqual([
      'Rank',
      'No.',
      'Name',
      'Title',
      'Federation',
      'Rating',
      'Points',
      ...LIST,
    ]);
    const expected = expectedStandings(trf);
    expect(standings.slice(1)).toEqual(expected);
    // The list decides something: some players on equal points are not in No. order.
    expect(
      expected.some(
        (row, i) =>
          i > 0 &&
          row[6] === expected[i - 1][6] &&
          (row[1] as number) < (expected[i - 1][1] as number),
      ),
    ).toBe(true);

    // Refresh standings recomputes the same from the tabs.
    addon.menuRefreshStandings();
    expect(tab(fake, 'Standings')).toEqual(standings);
  });

  it('Export TRF writes records 202 and 212, and importing the export restores list and ranks', () => {
    const { fake, addon } = addonOn('First');
    addon.importTrf(trf);
    const settings = fake.spreadsheet.getSheetByName('Settings')!;
    const row = tab(fake, 'Settings').findIndex(([name]) => name === 'Tie-breaks') + 1;
    settings.getRange(row, 2).setValue('SB, BH/M1, KS/L-1, DE/P, AOB/F');
    addon.menuRefreshStandings();

    const exported = addon.exportTrf().content;
    const lines = exported.split('\r\n');
    expect(lines).toContain('202 SB,BH/M1,KS/L-1,DE/P,AOB/F');
    expect(lines).toContain('212 PTS,SB,BH/M1,KS/L-1,DE/P,AOB/F');
    expect(lines.filter((line) => /^2[01]2 /.test(line))).toHaveLength(2);
    // The ranks declared in the 001 lines are the Standings tab's.
    const ranks = new Map(readTrf(exported).players.map((p) => [p.id, p.declaredRank]));
    for (const [rank, id] of tab(fake, 'Standings').slice(1)) {
      expect(ranks.get(id as number), `rank of No. ${String(id)}`).toBe(rank);
    }

    const other = addonOn('Second');
    other.addon.importTrf(exported);
    expect(setting(other.fake, 'Tie-breaks')).toBe('SB, BH/M1, KS/L-1, DE/P, AOB/F');
    expect(tab(other.fake, 'Standings')).toEqual(tab(fake, 'Standings'));
  });

  it('no tie-breaks are written as "212 PTS" and read back as none', () => {
    const { fake, addon } = addonOn('Points only');
    addon.importTrf(trf);
    const row = tab(fake, 'Settings').findIndex(([name]) => name === 'Tie-breaks') + 1;
    fake.spreadsheet.getSheetByName('Settings')!.getRange(row, 2).setValue('None');
    const exported = addon.exportTrf().content;
    expect(exported).toMatch(/^212 PTS\r$/m);
    expect(exported).not.toMatch(/^202/m);

    const other = addonOn('Again');
    other.addon.importTrf(exported);
    expect(setting(other.fake, 'Tie-breaks')).toBe('None');
    expect(tab(other.fake, 'Standings')[0]).toEqual([
      'Rank',
      'No.',
      'Name',
      'Title',
      'Federation',
      'Rating',
      'Points',
    ]);
  });

  it('a file without 202/212 gets the default list; codes the add-on does not compute are left out and named', () => {
    const plain = addonOn('Plain');
    plain.addon.importTrf(readFileSync(CLUB_TRF, 'utf8'));
    expect(setting(plain.fake, 'Tie-breaks')).toBe('BH/C1, BH, SB, DE');

    const { fake, addon } = addonOn('Team codes');
    const result = addon.importTrf(withRecord(CLUB_TRF, '212 PTS,BH/C1,EMMSB,OTHER_SONNEBORN,SB'));
    expect(result.message).toBe(
      "Imported 15 players and 5 rounds. The file's tie-breaks EMMSB, OTHER_SONNEBORN are not computed by this add-on and were left out of the Settings tab's list.",
    );
    expect(setting(fake, 'Tie-breaks')).toBe('BH/C1, SB');
  });
});
