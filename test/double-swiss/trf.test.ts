import { describe, expect, it } from 'vitest';
import { TrfError, readTrf, writeTrf } from '../../src/engine/trf/index.js';
import { matchTournament } from '../support/engine/match-builder.js';

/** A Double-Swiss file of one match round: 1-3 and 4-2, 5 with the bye. */
function oneMatchRound(): string {
  const t = matchTournament(5, [
    {
      matches: [
        [1, 3, '1='],
        [4, 2, '01'],
      ],
      byes: { 5: 'U' },
    },
  ]);
  t.totalRounds = 6;
  return writeTrf(t);
}

/** Replace player `id`'s entry for TRF round `round` (columns 92 + 10·(round−1), 8 wide). */
function withEntry(text: string, id: number, round: number, entry: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (!line.startsWith('001') || Number(line.slice(4, 8)) !== id) return line;
      const at = 91 + 10 * (round - 1);
      return line.slice(0, at) + entry + line.slice(at + 8);
    })
    .join('\r\n');
}

describe('TRF: a match is two TRF rounds under record 192 FIDE_DOUBLESWISS', () => {
  it('reads both games of each match and the bye in both', () => {
    const t = readTrf(oneMatchRound());
    expect(t.info.systemCode).toBe('FIDE_DOUBLESWISS');
    const p1 = t.players[0]!;
    expect(p1.rounds.slice(0, 2)).toEqual([
      { opponent: 3, colour: 'w', result: '1' },
      { opponent: 3, colour: 'b', result: '=' },
    ]);
    expect(t.players[4]!.rounds.map((r) => r?.result)).toEqual(['U', 'U']);
  });

  it('rejects a file whose two games of a match disagree on the opponent, naming player and rounds', () => {
    // Game 2 of match 1: 1 and 3 now say they played 4 and 2 ... swap 1's and 4's opponents.
    let text = oneMatchRound();
    text = withEntry(text, 1, 2, '   2 b =');
    text = withEntry(text, 2, 2, '   1 w =');
    text = withEntry(text, 3, 2, '   4 w =');
    text = withEntry(text, 4, 2, '   3 b =');
    expect(() => readTrf(text)).toThrow(TrfError);
    expect(() => readTrf(text)).toThrow(
      /player 1, match 1 \(TRF rounds 1 and 2\): the two games of a match must be against the same opponent, but game 1 has opponent 3 and game 2 opponent 2/,
    );
  });

  it('rejects the same colour in both games of a match', () => {
    let text = oneMatchRound();
    text = withEntry(text, 1, 2, '   3 w =');
    text = withEntry(text, 3, 2, '   1 b =');
    expect(() => readTrf(text)).toThrow(/player 1, match 1 .*both games have colour w/);
  });

  it('the same file under another system is read game by game, as any TRF', () => {
    let text = oneMatchRound().replace('192 FIDE_DOUBLESWISS', '192 FIDE_DUTCH_2025');
    text = withEntry(text, 1, 2, '   2 b =');
    text = withEntry(text, 2, 2, '   1 w =');
    text = withEntry(text, 3, 2, '   4 w =');
    text = withEntry(text, 4, 2, '   3 b =');
    expect(readTrf(text).players[0]!.rounds[1]!.opponent).toBe(2);
  });

  it('1.4: without a stated bye value, the bye is worth a match won 1½-½: 0.75 a game', () => {
    const text = oneMatchRound().replace(/XXS[^\r\n]*\r\n/, '');
    expect(text).not.toContain('XXS');
    expect(readTrf(text).pointSystem.pairingAllocatedBye).toBe(0.75);
    const stated = text + 'XXS PAB=1\r\n';
    expect(readTrf(stated).pointSystem.pairingAllocatedBye).toBe(1);
  });
});
