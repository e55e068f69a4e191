/** The fault suite's verdicts: each kind of failure is counted as what it is. */
import { describe, expect, it } from 'vitest';
import { verdictOf, type Expected } from './suite/tally.js';

const refused: Expected = {
  status: 1,
  message: /Players, row 3: the name is blank/,
  unchanged: true,
};

describe('verdictOf', () => {
  it.each([
    [
      'the message, the status, the file as it was',
      1,
      'Players, row 3: the name is blank',
      true,
      'clear',
    ],
    ['accepted without a word', 0, 'Round 6 paired.', false, 'silent'],
    ['a stack frame', 1, 'Error: x\n    at readRound (/x/dist/local.js:12:7)', true, 'stack'],
    ['an internal message', 1, "Cannot read properties of undefined (reading '0')", true, 'stack'],
    ['the file changed although refused', 1, 'Players, row 3: the name is blank', false, 'lost'],
    ['another message', 1, 'Something is wrong.', true, 'unclear'],
    ['the wrong exit status', 2, 'Players, row 3: the name is blank', true, 'unclear'],
    [
      'said twice',
      1,
      'Players, row 3: the name is blank\nNothing was changed.\nNothing was changed.',
      true,
      'unclear',
    ],
  ] as const)('%s', (_, status, text, unchanged, verdict) => {
    expect(verdictOf(refused, { status, text, unchanged })).toBe(verdict);
  });

  it('a loss the case found itself', () => {
    expect(
      verdictOf(
        { status: 0, message: /paired/, unchanged: false },
        { status: 0, text: 'Round 6 paired', unchanged: null, lost: true },
      ),
    ).toBe('lost');
  });
});
