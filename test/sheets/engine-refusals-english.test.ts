/**
 * The engine's refusals carry a message of the catalogue beside their English
 * text (src/engine/refusal.ts); said in English, that message is the command
 * line's text byte for byte, so that the two cannot drift apart. Hundreds of
 * bad TRF files are made from the club example and a team file by changing
 * one character or adding one record, and every refusal is checked.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AccelerationError } from '../../src/engine/acceleration/baku.js';
import { pairRound } from '../../src/engine/pairing/index.js';
import { NoValidPairingError } from '../../src/engine/systems/pairing-system.js';
import {
  parseTeamTiebreak,
  TeamTiebreakError,
} from '../../src/engine/team-standings/team-tiebreak-spec.js';
import { getSystem, SYSTEM_IDS, typeCodeOf } from '../../src/engine/systems/registry.js';
import { readTrf, refusedEvent, TrfError } from '../../src/engine/trf/index.js';
import { readTeamTournament } from '../../src/engine/trf/read-team.js';
import { ENGLISH, say, translatorFor } from '../../src/messages/index.js';
import { saidOfEngineError } from '../../src/sheets/use-cases/engine-refusal.js';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const CLUB = read('../fixtures/club-15/club.trf');
const TEAM = read('../trf/other-programs/trf26-team.trf');
const english = translatorFor(ENGLISH);

/** The file with one character of one line changed. */
function mutations(text: string, lines: readonly number[]): string[] {
  const all = text.split('\n');
  const out: string[] = [];
  for (const index of lines) {
    const line = all[index]!;
    for (let column = 0; column < line.length + 2; column += 1) {
      for (const char of ['X', '9', 'w', ' ', 'H']) {
        const padded = line.padEnd(column + 1);
        const changed = [...all];
        changed[index] = padded.slice(0, column) + char + padded.slice(column + 1);
        out.push(changed.join('\n'));
      }
    }
  }
  return out;
}

/** Records added at the end of the file, each one wrong in its own way. */
const ADDED = [
  'XXR x',
  'XXR 3',
  'XXC white1 black1',
  'XXC foo',
  '152 Q',
  'XXA    1  1.0',
  'XXA   99  1.0',
  'XXA    1  x',
  'XXA 1',
  '250  1.0  0.0   1   9   1   5',
  '250    1',
  '260 1 99 1 2',
  '260 1 1 3',
  '260 3 1 1 2',
  '240 Q 1 1',
  '240 F 9 1',
  '240 F 1 99',
  '240 H 6 3',
  '240 F',
  'XXS W=x',
  'XXS',
  'XXS FOO=1',
  'XXS WW=1 BW=0.5',
  '162 W 1.0 Q 2',
  '162 Z 0',
  '162 ',
  '299 x',
  '1 2',
  'XXP 1 99',
  'XXP 1',
  '142 7',
  '142 x',
  'BBW x',
  '330 ++ 1 1 2',
  '362 TW',
  '362 XX 1',
  '352 WQ',
];

function refusals(): TrfError[] {
  const found: TrfError[] = [];
  const tryRead = (text: string, reader: (t: string) => unknown) => {
    try {
      reader(text);
    } catch (error) {
      if (!(error instanceof TrfError)) throw error;
      found.push(error);
    }
  };
  for (const text of mutations(CLUB, [0, 1, 2, 16])) tryRead(text, readTrf);
  for (const text of mutations(TEAM, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))
    tryRead(text, readTeamTournament);
  for (const record of ADDED) {
    tryRead(`${CLUB.trimEnd()}\n${record}\n`, readTrf);
    tryRead(`${TEAM.trimEnd()}\n${record}\n`, readTeamTournament);
  }
  return found;
}

describe('the TRF reader’s refusals as messages of the catalogue', () => {
  const errors = refusals();

  it('are many and of many kinds', () => {
    expect(errors.length).toBeGreaterThan(1000);
    expect(new Set(errors.map((e) => e.detailRefusal?.key)).size).toBeGreaterThan(30);
  });

  it('each said in English is the command line’s message, byte for byte', () => {
    const differing = errors.filter((e) => {
      const said = saidOfEngineError(e);
      return said === null || say(english, said) !== e.message;
    });
    expect(differing.map((e) => e.message).slice(0, 5)).toEqual([]);
  });

  it('each is a message of its own, not English words passed through', () => {
    const untranslated = new Set(
      errors.filter((e) => e.detailRefusal === null).map((e) => e.detail),
    );
    expect([...untranslated].slice(0, 10)).toEqual([]);
  });
});

/** Four players who have all met, with five rounds: round 4 has no valid pairing. */
const ALL_MET = [
  '012 All met',
  '001    1      Alpha                             2000                             1.5    1     2 w 1     3 b 0     4 w =',
  '001    2      Beta                              1990                             1.5    2     1 b 0     4 w 1     3 b =',
  '001    3      Gamma                             1980                             2.0    3     4 b =     1 w 1     2 w =',
  '001    4      Delta                             1970                             1.0    4     3 w =     2 b 0     1 b =',
  'XXR 5',
].join('\n');

describe('the pairing refusals as messages of the catalogue', () => {
  it('no valid pairing, in every system that finds none: the command line’s English', () => {
    const refused: string[] = [];
    for (const id of SYSTEM_IDS) {
      try {
        pairRound(readTrf(ALL_MET), 4, getSystem(id));
      } catch (error) {
        if (!(error instanceof NoValidPairingError)) continue;
        const said = saidOfEngineError(error);
        expect(said, id).not.toBeNull();
        expect(say(english, said!), id).toBe(error.message);
        refused.push(id);
      }
    }
    expect(refused).toEqual(expect.arrayContaining(['dutch', 'dutch-2017', 'lim', 'burstein']));
    expect(refused.length).toBeGreaterThanOrEqual(6);
  });

  it('the Baku acceleration without the number of rounds', () => {
    const t = readTrf(ALL_MET.replace('XXR 5', ''));
    let error: unknown = null;
    try {
      pairRound(t, 4, getSystem('dutch'), { acceleration: 'baku' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AccelerationError);
    expect(say(english, saidOfEngineError(error)!)).toBe((error as Error).message);
  });
});

describe('the team tie-breaks’ refusals as messages of the catalogue', () => {
  it('each, said in English, is the command line’s message', () => {
    const items = ['BH:XX', 'MPvGP/C1', 'DE:MP', 'SSSC', 'EMMSB:MP', 'BH/C3', 'TBR', 'WHAT'];
    const keys = new Set<string>();
    for (const item of items) {
      let error: unknown = null;
      try {
        parseTeamTiebreak(item);
      } catch (e) {
        error = e;
      }
      expect(error, item).toBeInstanceOf(TeamTiebreakError);
      const said = saidOfEngineError(error);
      expect(said, item).not.toBeNull();
      expect(say(english, said!)).toBe((error as Error).message);
      keys.add(said!.key);
    }
    expect(keys.size).toBe(items.length);
  });
});

describe('a record 192 kind no system pairs, as a message of the catalogue', () => {
  it('a knockout, a Scheveningen, and a Swiss code no system claims: the command line’s English', () => {
    for (const code of ['KNOCKOUT_CUP', 'SCHEVENINGEN', 'CUSTOM_SWISS']) {
      const refused = refusedEvent(readTrf(`${ALL_MET}\n192 ${code}\n`), { systemGiven: false });
      expect(refused, code).not.toBeNull();
      const error = new TrfError(refused!.text, null, null, null, refused!.refusal);
      expect(say(english, saidOfEngineError(error)!)).toBe(error.message);
    }
  });
});

describe('a two-game match file whose games disagree, as a message of the catalogue', () => {
  it('another opponent in game 2: the command line’s English', () => {
    let error: unknown = null;
    try {
      readTrf(`${ALL_MET}\n192 ${typeCodeOf('double-swiss')}\n`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TrfError);
    expect((error as TrfError).detailRefusal?.key).toBe('engine.match.otherOpponent');
    expect(say(english, saidOfEngineError(error)!)).toBe((error as Error).message);
  });
});
