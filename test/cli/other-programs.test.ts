import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { otherProgramsFile as OTHER_PROGRAMS } from '../support/other-programs.js';
import { simplePairingSystem } from '../support/sheets/simple-pairing-system.js';
import { defaultPairingDeps } from '../../src/sheets/use-cases/pairing-deps.js';
import { line001, trf } from '../trf/trf-lines.js';

/** The real engines, the command line run in-process. */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    stderrIsTTY: false,
    getSystem,
  });
  return { code, out, err };
}

function importInto(name: string): string {
  const fake = createFakeAppsScript({ spreadsheetName: 'Imported' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem: () => simplePairingSystem([]),
    drawColour: () => 'w',
  });
  return addon.importTrf(readFileSync(OTHER_PROGRAMS(name), 'utf8')).message;
}

const dir = mkdtempSync(join(tmpdir(), 'other-programs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SM = OTHER_PROGRAMS('swiss-manager-open.trf');
const RULERS = `swiss-pair: note: ${SM}: lines 14, 15: column rulers (as Swiss-Manager writes above its players) skipped\n`;

describe('a Swiss-Manager export (rulers, no XXC, a blank round, a forfeit without colours) through -c, -p, --standings and import', () => {
  it('-c reproduces every round: the initial colour read from round 1, the absence and the colourless forfeit read as such', async () => {
    const r = await run('-c', SM);
    expect(r.out).toBe('files 1, rounds 3, discrepancies 0\n');
    expect(r.err).toBe(RULERS);
    expect(r.code).toBe(0);
  });

  it('-c with the other initial colour forced shows every round-1 game reversed (the colour read matters)', async () => {
    const text = readFileSync(SM, 'utf8').replace('012 Open', 'XXC white1\r\n012 Open');
    const path = join(dir, 'white.trf');
    writeFileSync(path, text);
    const r = await run('-c', path);
    expect(r.out).toBe(
      `${path}: round 1: 2-5 paired with reversed colours (5-2); 4-1 paired with reversed colours (1-4); 6-3 paired with reversed colours (3-6)\nfiles 1, rounds 3, discrepancies 1\n`,
    );
  });

  it('-p pairs round 4 and says what it skipped', async () => {
    const r = await run(SM, '-p');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('4');
    expect(r.err).toBe(RULERS);
  });

  it('--standings ranks it', async () => {
    const r = await run('--standings', SM);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[1]).toMatch(/^1\t1\tKovacs, Peter\t2.5\t/);
  });

  it('import reads it and says what it skipped', () => {
    expect(importInto('swiss-manager-open.trf')).toBe(
      'Imported 7 players and 3 rounds. Note: lines 14, 15: column rulers (as Swiss-Manager writes above its players) skipped.',
    );
  });
});

describe('team events are refused, with the reason, by -p, -c, --standings and import', () => {
  const TEAM = OTHER_PROGRAMS('team-013.trf');
  const reason =
    'record 013 (team line) "013 Schachklub Graz" makes it a team tournament; the individual systems do not pair team events (swiss-pair --team does; the add-on does not yet)';

  it.each([[['-p']], [['-c']], [['--dutch', '-p']]])('%j', async (args) => {
    const r = await run(TEAM, ...args);
    expect(r.code).toBe(3);
    expect(r.err).toContain(`swiss-pair: ${TEAM}: ${reason}\n`);
  });

  it('--standings', async () => {
    const r = await run('--standings', TEAM);
    expect(r.code).toBe(3);
    expect(r.err).toBe(`swiss-pair: ${TEAM}: ${reason}\n`);
  });

  it("FIDE's TRF-2026 team example (192 FIDE_TEAM_BAKU, 310, 250 on teams)", async () => {
    const path = OTHER_PROGRAMS('trf26-team.trf');
    const r = await run(path, '-p');
    expect(r.code).toBe(3);
    expect(r.err).toBe(
      `swiss-pair: ${path}: record 192 says "FIDE_TEAM_BAKU", a team tournament; the individual systems do not pair team events (swiss-pair --team does; the add-on does not yet)\n`,
    );
  });

  it('import', () => {
    expect(() => importInto('team-013.trf')).toThrow(`The TRF file cannot be imported: ${reason}`);
    expect(() => importInto('trf26-team.trf')).toThrow(/record 192 says "FIDE_TEAM_BAKU"/);
  });
});

describe('a round robin (record 192) is paired from the Berger table, never as a Swiss', () => {
  const RR = OTHER_PROGRAMS('round-robin.trf');

  it('-p pairs round 2 of the table for 4 ("Rd 2: 4-3, 1-2.")', async () => {
    const r = await run(RR, '-p');
    expect(r.code).toBe(0);
    expect(r.out).toBe('2\n4 3\n1 2\n');
  });

  it('--dutch -p refused: a Swiss option does not pair a declared round robin', async () => {
    const r = await run(RR, '--dutch', '-p');
    expect(r.code).toBe(3);
    expect(r.err).toContain(
      `swiss-pair: ${RR}: record 192 says "FIDE_ROUNDROBIN" (Round-robin, Berger tables (C.05 Annex 1)), which --dutch (`,
    );
    expect(r.out).toBe('');
  });

  it("import takes it as a round robin with its kind's C.07 tie-breaks; the add-on continues it from the table", () => {
    const fake = createFakeAppsScript({ spreadsheetName: 'Closed' });
    const addon = addonFunctions(() => appsScriptPorts(fake.services), defaultPairingDeps);
    addon.importTrf(readFileSync(RR, 'utf8'));
    const settings = fake.spreadsheet.getSheetByName('Settings')!.getDataRange().getValues();
    const row = (label: RegExp) => settings.find((r) => label.test(String(r[0])))?.[1];
    expect(row(/system/i)).toMatch(/round.robin/i);
    expect(row(/tie-?break/i)).toBe('SB, DE, WIN, KS');
    // C.05 Annex 1, the table for 4: "Rd 2: 4-3, 1-2." (White first, board order as printed).
    addon.pairNextRound();
    const round2 = fake.spreadsheet.getSheetByName('Round 2')!.getDataRange().getValues();
    expect(round2.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([
      [1, 4, 3],
      [2, 1, 2],
    ]);
  });

  it('-c finds round 1 on the table', async () => {
    const r = await run(RR, '-c');
    expect(r.code).toBe(0);
    expect(r.out).toBe('files 1, rounds 1, discrepancies 0\n');
  });

  it('--standings still ranks it (C.07 15.2 for a round robin)', async () => {
    const r = await run('--standings', RR);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[1]).toMatch(/^1\t1\tAhn, Ada\t1\t/);
  });
});

describe("other programs' dialects", () => {
  it('record 162 with Z: refused once, naming bbpPairings and the fix', async () => {
    const path = OTHER_PROGRAMS('bbp-162-z.trf');
    const r = await run(path, '-p');
    expect(r.code).toBe(3);
    expect(r.err).toContain(
      `${path}: line 3, column 24: record 162: "Z" is the zero-point bye in bbpPairings' dialect`,
    );
  });
});

describe('the initial colour read from round 1 is the one the engines give there', () => {
  it.each(['dutch', 'dutch-2017', 'burstein', 'dubov', 'lim', 'double-swiss'])(
    '--%s gives White to No. 2 when No. 1 has a bye in round 1 and XXC says white1',
    async (system) => {
      const path = join(dir, `top-seed-bye-${system}.trf`);
      writeFileSync(
        path,
        trf(
          'XXR 5',
          'XXC white1',
          line001({ id: 1, rounds: ['0000 - H'] }),
          ...[2, 3, 4, 5].map((id) => line001({ id })),
        ),
      );
      const r = await run(`--${system}`, path, '-p');
      expect(r.out).toBe('2\n2 4\n5 3\n');
    },
  );
});
