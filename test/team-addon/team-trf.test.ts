/**
 * TRF for team events in the add-on: the league's export imports into a new
 * spreadsheet and exports again to the same text, with the same Round tabs;
 * team files from other programs (Swiss-Manager's 013 lines, FIDE's TRF-2026
 * example) import and are paired on from where they stand.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTeam } from '../../src/cli/team-command.js';
import { inProcessTeamAddon } from './in-process.js';
import { playLeague, ROUNDS, sheetsDriver } from './league-scenario.js';

const otherProgram = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../trf/other-programs/${name}`, import.meta.url)), 'latin1');

async function cliPairList(trf: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'team-trf-'));
  writeFileSync(join(dir, 'in.trf'), trf);
  await runTeam(['--team', join(dir, 'in.trf'), '-p', join(dir, 'out.txt')], {
    stdout: () => {},
    stderr: () => {},
  } as never);
  return readFileSync(join(dir, 'out.txt'), 'utf8');
}

describe('Export TRF, Import TRF for a team event', () => {
  it('export → import → export gives the same file, and the same Round tabs', async () => {
    const first = sheetsDriver(inProcessTeamAddon());
    await playLeague(first);
    const exported = await first.run('export');
    const second = inProcessTeamAddon();
    const message = second.call('importTrf', exported) as { message: string };
    expect(message.message).toBe(`Imported 12 teams and ${ROUNDS} rounds.`);
    const again = sheetsDriver(second);
    expect(await again.run('export')).toBe(exported);
    // The same matches, boards, results and byes; an imported round lists its matches in TPN order.
    const blocks = (tab: unknown[][]) => {
      const out: string[] = [];
      for (const row of tab.slice(1)) {
        const cells = row.map(String);
        if (cells[0] !== '' || out.length === 0 || cells[1] === '') out.push('');
        out[out.length - 1] += JSON.stringify(cells[0] === '' ? cells : cells.slice(1));
      }
      return out.sort();
    };
    for (let round = 1; round <= ROUNDS; round++)
      expect(blocks(await again.values(`Round ${round}`))).toEqual(
        blocks(await first.values(`Round ${round}`)),
      );
    expect(await again.values('Team standings')).toEqual(await first.values('Team standings'));
  }, 60_000);

  it("imports Swiss-Manager's 013 team lines with the round played, and refuses a rematch by [C1]", async () => {
    const addon = inProcessTeamAddon();
    const d = sheetsDriver(addon);
    addon.call('importTrf', otherProgram('team-013.trf'));
    expect(await d.values('Teams')).toEqual([
      ['Team', 'Player', 'Rating', 'FIDE ID', 'Not playing in rounds', 'Withdrawn from round'],
      ['Schachklub Graz', '', '', '', '', ''],
      ['', 'Alpha, Anton', 2400, 5000001, '', ''],
      ['', 'Berger, Bruno', 2300, 5000002, '', ''],
      ['Sakk Klub Sopron', '', '', '', '', ''],
      ['', 'Csaba, Carl', 2350, 5000003, '', ''],
      ['', 'Dobos, Dora', 2250, 5000004, '', ''],
    ]);
    // Alpha (White, board 1) beat Csaba; Berger (Black, board 2) drew with Dobos.
    expect(await d.values('Round 1')).toEqual([
      ['Match', 'Board', 'Colours', 'Team / player', 'Result', 'Team / player', 'Match score'],
      [1, '', '', 'Schachklub Graz', '', 'Sakk Klub Sopron', '1½ – ½'],
      ['', 1, 'White – Black', 'Alpha, Anton', '1-0', 'Csaba, Carl', ''],
      ['', 2, 'Black – White', 'Berger, Bruno', '½-½', 'Dobos, Dora', ''],
    ]);
    const standings = await d.values('Team standings');
    expect(standings.slice(1).map((r) => r.slice(0, 4))).toEqual([
      [1, 'Schachklub Graz', 2, 1.5],
      [2, 'Sakk Klub Sopron', 0, 0.5],
    ]);
    await expect(d.run('pair')).rejects.toThrow(/No valid pairing exists for round 2/);
  });

  it("pairs FIDE's TRF-2026 team example from round 1 as swiss-pair --team does", async () => {
    const addon = inProcessTeamAddon();
    const d = sheetsDriver(addon);
    const file = otherProgram('trf26-team.trf');
    addon.call('importTrf', file);
    await d.run('pair');
    const tab = await d.values('Round 1');
    const tpn = (name: unknown) => ['India', 'Ukraine'].indexOf(String(name)) + 1;
    expect(`1\n${tpn(tab[1]![3])} ${tpn(tab[1]![5])}\n`).toBe(await cliPairList(file));
  });
});
