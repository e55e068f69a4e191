import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { checkRound } from '../../src/engine/check/index.js';
import { pairNextRoundInput, pairRound } from '../../src/engine/pairing/index.js';
import { dutch2025 } from '../../src/engine/systems/dutch/index.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { ENGLISH, say, translatorFor, type Said } from '../../src/messages/index.js';

const english = (message: Said) => say(translatorFor(ENGLISH), message);

const CLUB = new URL('../fixtures/club-15/club.trf', import.meta.url);

it('a hand pairing that reverses the colours of a board is valid but worse on the colour criterion ([C12])', () => {
  const { round, input } = pairNextRoundInput(readTrf(readFileSync(CLUB)));
  const engine = pairRound(input, round, dutch2025);
  expect(checkRound(input, round, dutch2025, engine)).toMatchObject({ absolute: [], worse: [] });
  // Board 4 (5-6) was decided by 5.2.1: both players get the colour they are due.
  const board = engine.games.findIndex((g) => g.colourRule === '5.2.1' && g.white === 5);
  expect(board).toBeGreaterThanOrEqual(0);
  const hand = {
    ...engine,
    games: engine.games.map((g, i) => (i === board ? { white: g.black, black: g.white } : g)),
  };
  const check = checkRound(input, round, dutch2025, hand);
  expect(check.absolute).toEqual([]);
  expect(check.worse).toHaveLength(1);
  expect(english(check.worse[0]!)).toMatch(
    /do not get the colour they are due: 2 against 0 .*\(\[C12\]\)/,
  );
});

it('a hand pairing that gives the bye to a player who had a win without playing breaks [C2]', () => {
  const { round, input } = pairNextRoundInput(readTrf(readFileSync(CLUB)));
  const engine = pairRound(input, round, dutch2025);
  // 15 scored a forfeit win in round 1: swap him with the bye (14).
  const swap = (id: number) => (id === 15 ? 14 : id === 14 ? 15 : id);
  const hand = {
    games: engine.games.map((g) => ({ white: swap(g.white), black: swap(g.black) })),
    bye: 15,
  };
  const check = checkRound(input, round, dutch2025, hand);
  expect(check.absolute.map(english).join('\n')).toMatch(
    /#15, 2\) gets the pairing-allocated bye after scoring a win without playing in round 1 \(\[C2\]\)/,
  );
});
