import { describe, expect, it } from 'vitest';
import { explainRound, formatExplanation, whyNot } from '../../src/engine/explain/index.js';
import { inputForRound } from '../../src/engine/pairing/index.js';
import { doubleSwiss } from '../../src/engine/systems/double-swiss/index.js';
import type { Colour, RoundPairing, Tournament } from '../../src/engine/model/tournament.js';
import { burstein } from '../../src/engine/systems/burstein/index.js';
import { dubov } from '../../src/engine/systems/dubov/index.js';
import { dutch2017, dutch2025 } from '../../src/engine/systems/dutch/index.js';
import { limSystem } from '../../src/engine/systems/lim/index.js';
import { rating1998 } from '../../src/engine/systems/rating1998/index.js';
import {
  NoValidPairingError,
  type PairingSystem,
} from '../../src/engine/systems/pairing-system.js';
import { seededRandom } from '../../src/engine/seeded-random.js';
import { simulate } from '../support/engine/simulate.js';
import { generatedDoubleSwiss } from '../double-swiss/generated.js';
import { matchTournament } from '../support/engine/match-builder.js';
import { checkRound } from '../../src/engine/check/index.js';
import { ENGLISH, say, translatorFor, type Said } from '../../src/messages/index.js';

/** The engine's words as the command line prints them. */
const EN = translatorFor(ENGLISH);
const english = (message: Said) => say(EN, message);

/**
 * Every statement of an explanation is checked against the pairing and the
 * records, recomputed here: each board and the bye are accounted for, each
 * named floater meets a player of another score, each cited colour rule is
 * the one that applies, each "why not" holds when the pair is forced.
 */
const PLAYED = new Set(['1', '=', '0']);

interface Due {
  colour: Colour | null;
  strength: 0 | 1 | 2 | 3; // none, mild, strong, absolute
  colours: Colour[];
}

/** The colour a player is due before `round` (C.04.3 A.6 / 1.7, worded alike in every system here). */
function due(t: Tournament, id: number, round: number): Due {
  const p = t.players.find((x) => x.id === id)!;
  const colours: Colour[] = [];
  for (let r = 0; r < round - 1; r++) {
    const rec = p.rounds[r];
    if (rec && rec.opponent !== null && PLAYED.has(rec.result ?? '')) colours.push(rec.colour!);
  }
  if (colours.length === 0) return { colour: null, strength: 0, colours };
  const diff = colours.filter((c) => c === 'w').length * 2 - colours.length;
  const n = colours.length;
  const sameTwice = n >= 2 && colours[n - 1] === colours[n - 2];
  const flip = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');
  if (Math.abs(diff) > 1) return { colour: diff > 0 ? 'b' : 'w', strength: 3, colours };
  if (sameTwice) return { colour: flip(colours[n - 1]!), strength: 3, colours };
  if (diff !== 0) return { colour: diff > 0 ? 'b' : 'w', strength: 2, colours };
  return { colour: flip(colours[n - 1]!), strength: 1, colours };
}

function checkColourRule(
  t: Tournament,
  round: number,
  white: number,
  black: number,
  reason: string,
  system: PairingSystem,
) {
  const w = due(t, white, round);
  const b = due(t, black, round);
  // Dubov 1.6.4: a player with no game seeks Black.
  if (system === dubov) {
    if (w.colour === null) Object.assign(w, { colour: 'b', strength: 1 });
    if (b.colour === null) Object.assign(b, { colour: 'b', strength: 1 });
  }
  if (reason.startsWith('both players get')) {
    expect(w.colour === 'w' || w.colour === null).toBe(true);
    expect(b.colour === 'b' || b.colour === null).toBe(true);
    expect(w.colour !== null || b.colour !== null).toBe(true);
  } else if (reason.startsWith('the stronger')) {
    expect(w.colour).toBe(b.colour);
    const granted = w.colour === 'w' ? w : b;
    const other = granted === w ? b : w;
    expect(granted.strength).toBeGreaterThan(other.strength);
  } else if (reason.startsWith('both preferences are absolute')) {
    expect(w.strength).toBe(3);
    expect(b.strength).toBe(3);
  } else if (reason.startsWith('colours alternate')) {
    expect(w.colour).toBe(b.colour);
    expect(w.strength).toBe(b.strength);
    let i = w.colours.length - 1;
    let j = b.colours.length - 1;
    while (i >= 0 && j >= 0 && w.colours[i] === b.colours[j]) {
      i--;
      j--;
    }
    // The last time they differed, White had Black.
    expect(w.colours[i]).toBe('b');
    expect(b.colours[j]).toBe('w');
  } else if (reason.startsWith('the higher ranked player gets')) {
    expect(w.colour).toBe(b.colour);
    expect(w.strength).toBe(b.strength);
  } else if (reason.startsWith('no preference decides')) {
    expect(w.colours.length === 0 || b.colours.length === 0).toBe(true);
  } else {
    throw new Error(`unknown colour reason: ${reason}`);
  }
}

/** Whether giving `colour` to a player with these played colours breaks 5.1 (a)/(b) or B.2. */
function breaksColourLimits(colours: Colour[], colour: Colour): boolean {
  const after = [...colours, colour];
  const n = after.length;
  const threeInARow = n >= 3 && after[n - 1] === after[n - 2] && after[n - 2] === after[n - 3];
  const diff = after.filter((c) => c === 'w').length * 2 - n;
  return threeInARow || Math.abs(diff) > 2;
}

/** Lim 5.5/5.6: the equalising colour when the colours are unequal, else the alternate one. */
function limDue(colours: Colour[]): Colour | null {
  if (colours.length === 0) return null;
  const diff = colours.filter((c) => c === 'w').length * 2 - colours.length;
  if (diff !== 0) return diff > 0 ? 'b' : 'w';
  return colours[colours.length - 1] === 'w' ? 'b' : 'w';
}

/** The colour the history gives White, going back to the last round the two differed. */
function lastDifference(white: Colour[], black: Colour[]): [Colour, Colour] | null {
  let i = white.length - 1;
  let j = black.length - 1;
  while (i >= 0 && j >= 0 && white[i] === black[j]) {
    i--;
    j--;
  }
  return i >= 0 && j >= 0 ? [white[i]!, black[j]!] : null;
}

/** Lim section 5 and 7.2, checked against the players' played colours. */
function checkLimColourRule(
  t: Tournament,
  round: number,
  white: number,
  black: number,
  rule: string,
) {
  const w = due(t, white, round).colours;
  const b = due(t, black, round).colours;
  const lastRound = round === t.totalRounds; // Lim 6: colours yield to new pairings
  if (rule === 'Lim 5.1, 5.3') {
    // The other allocation would break 5.1 (a) or (b) for one of them.
    expect(breaksColourLimits(w, 'b') || breaksColourLimits(b, 'w')).toBe(true);
  } else if (rule === 'Lim 5.1, 5.5, 5.6') {
    const dw = limDue(w);
    const db = limDue(b);
    expect(dw === 'w' || dw === null).toBe(true);
    expect(db === 'b' || db === null).toBe(true);
    expect(dw !== null || db !== null).toBe(true);
  } else if (rule === 'Lim 5.4, 5.6') {
    expect(limDue(w)).toBe(limDue(b));
    // 5.4: going back in sequence, the earlier colours decide: White had Black when they differed.
    expect(lastDifference(w, b)).toEqual(['b', 'w']);
  } else if (rule === 'Lim 5.4') {
    expect(limDue(w)).toBe(limDue(b));
    expect(lastDifference(w, b)).toBeNull();
  } else if (rule === 'Lim 7.2') {
    expect(w.length === 0 && b.length === 0).toBe(true);
  } else {
    throw new Error(`unknown Lim colour rule: ${rule}`);
  }
  if (!lastRound) {
    expect(breaksColourLimits(w, 'w')).toBe(false);
    expect(breaksColourLimits(b, 'b')).toBe(false);
  }
}

/** 1998 E.1-E.5 and B.2, checked against the preferences of A.7. */
function check1998ColourRule(
  t: Tournament,
  round: number,
  white: number,
  black: number,
  rule: string,
) {
  const w = due(t, white, round);
  const b = due(t, black, round);
  if (rule === '1998 B.2') {
    expect(breaksColourLimits(w.colours, 'b') || breaksColourLimits(b.colours, 'w')).toBe(true);
  } else if (rule === '1998 E.1') {
    expect(w.colour === 'w' || w.colour === null).toBe(true);
    expect(b.colour === 'b' || b.colour === null).toBe(true);
  } else if (rule === '1998 E.2') {
    expect(w.colour).toBe(b.colour);
    const [granted, other] = w.colour === 'w' ? [w, b] : [b, w];
    // E.2 grants the stronger kind (A.7: absolute over strong over mild); two of one kind
    // go on to E.3. A.7.a does not hold over 50% in the last round, so the kinds this test
    // reads are compared before it only.
    if (round !== t.totalRounds) expect(granted.strength).toBeGreaterThan(other.strength);
  } else if (rule === '1998 E.3') {
    expect(w.colour).toBe(b.colour);
    expect(lastDifference(w.colours, b.colours)).toEqual(['b', 'w']);
  } else if (rule === '1998 E.4') {
    expect(w.colour).toBe(b.colour);
    expect(lastDifference(w.colours, b.colours)).toBeNull();
  } else if (rule === '1998 E.5') {
    expect(w.colours.length === 0 && b.colours.length === 0).toBe(true);
  } else {
    throw new Error(`unknown 1998 colour rule: ${rule}`);
  }
}

/**
 * Every board and the bye of the explanation are the pairing's, each board
 * cites a colour rule (checked by `colourRule`), each named floater meets
 * his partner, of another score.
 */
function checkExplanation(
  t: Tournament,
  round: number,
  system: PairingSystem,
  pairing: RoundPairing,
  colourRule: (game: RoundPairing['games'][number]) => void,
) {
  const e = explainRound(t, round, system, pairing);
  expect(e.boards.map((b) => [b.white.id, b.black.id])).toEqual(
    pairing.games.map((g) => [g.white, g.black]),
  );
  for (const b of e.boards) {
    expect(b.colourRule).not.toBeNull();
    colourRule(pairing.games[b.board - 1]!);
  }
  expect(e.bye?.player.id ?? null).toBe(pairing.bye);
  const partner = new Map(
    pairing.games.flatMap((g) => [
      [g.white, g.black],
      [g.black, g.white],
    ]),
  );
  for (const g of e.groups)
    for (const f of g.floats) {
      expect(partner.get(f.player.id)).toBe(f.opponent.id);
      expect(f.player.score).not.toBe(f.opponent.score);
    }
  return e;
}

const systems: [string, PairingSystem][] = [
  ['Dutch 2017', dutch2017],
  ['Dutch 2025', dutch2025],
  ['Burstein', burstein],
  ['Dubov', dubov],
  ['Lim', limSystem],
  ['Rating-based 1998', rating1998],
];

describe.each(systems)('%s', (_, system) => {
  it('accounts for every board, every float and the bye, and cites the colour rule that applies', () => {
    let rounds = 0;
    for (let seed = 1; seed <= 8; seed++) {
      try {
        simulate(
          { players: 9 + seed * 3, rounds: 7, seed, absence: 0.05, forfeit: 0.03 },
          (t, round) => {
            const pairing = system.pair(t, round);
            checkExplanation(t, round, system, pairing, (game) => {
              if (system === limSystem)
                checkLimColourRule(t, round, game.white, game.black, game.colourRule!);
              else if (system === rating1998)
                check1998ColourRule(t, round, game.white, game.black, game.colourRule!);
              else
                checkColourRule(
                  t,
                  round,
                  game.white,
                  game.black,
                  english(game.colourReason!),
                  system,
                );
            });
            rounds++;
            return pairing;
          },
        );
      } catch (err) {
        if (!(err instanceof NoValidPairingError)) throw err;
      }
    }
    expect(rounds).toBeGreaterThan(40);
  });

  it('answers "why not A against B?" with reasons that hold', () => {
    const rnd = seededRandom(7);
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      simulate({ players: 12 + seed, rounds: 5, seed, absence: 0.05 }, (t, round) => {
        const pairing = system.pair(t, round);
        const n = t.players.length;
        for (let q = 0; q < 5; q++) {
          const a = 1 + Math.floor(rnd() * n);
          const b = 1 + Math.floor(rnd() * n);
          if (a === b) continue;
          const answer = whyNot(t, round, system, pairing, a, b);
          kinds.add(answer.kind);
          const paired = pairing.games.some(
            (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
          );
          expect(answer.kind === 'paired').toBe(paired);
          const metIn = t.players
            .find((p) => p.id === a)!
            .rounds.slice(0, round - 1)
            .findIndex((r) => r?.opponent === b && PLAYED.has(r.result ?? ''));
          if (!paired && metIn >= 0 && answer.kind !== 'not-to-pair') {
            expect(answer.kind).toBe('absolute');
            expect(english(answer.text)).toContain(`in round ${metIn + 1}`);
          }
          if (answer.forced) {
            // The forced pairing pairs them, and is a complete pairing of the same players.
            expect(
              answer.forced.games.some(
                (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
              ),
            ).toBe(true);
            expect(answer.forced.games.length).toBe(pairing.games.length);
          }
          const d = answer.difference;
          if (
            d &&
            d.bracket !== null &&
            english(d.criterion).startsWith('number of players floating down')
          ) {
            // Recount the players crossing below the bracket's score in both pairings.
            const score = (id: number) =>
              t.players
                .find((p) => p.id === id)!
                .rounds.slice(0, round - 1)
                .reduce(
                  (s, r) =>
                    s +
                    (r
                      ? ((
                          { '1': 1, '=': 0.5, '+': 1, U: 1, H: 0.5, F: 1 } as Record<string, number>
                        )[r.result ?? ''] ?? 0)
                      : 0),
                  0,
                );
            const crossing = (games: typeof pairing.games) =>
              games.filter((g) => {
                const hi = Math.max(score(g.white), score(g.black));
                const lo = Math.min(score(g.white), score(g.black));
                return hi >= d.bracket! && lo < d.bracket!;
              }).length;
            expect([crossing(pairing.games)]).toEqual(d.chosen);
            expect([crossing(answer.forced!.games)]).toEqual(d.other);
          }
        }
        return pairing;
      });
    }
    expect(kinds.has('criterion')).toBe(true);
    expect(kinds.has('absolute')).toBe(true);
  });
});

describe('why not, by hand', () => {
  it('names the round of an earlier game ([C1]) and a forbidden pair', async () => {
    const { tournament } = await import('../support/engine/tournament-builder.js');
    const t = tournament(
      [
        { id: 1, rounds: ['2w1'] },
        { id: 2, rounds: ['1b0'] },
        { id: 3, rounds: ['4w1'] },
        { id: 4, rounds: ['3b0'] },
      ],
      { totalRounds: 3 },
    );
    t.forbiddenPairs = [[1, 3]];
    const pairing = dutch2025.pair(t, 2);
    expect(english(whyNot(t, 2, dutch2025, pairing, 1, 2).text)).toContain(
      'already played each other in round 1',
    );
    expect(english(whyNot(t, 2, dutch2025, pairing, 1, 3).text)).toContain('forbidden pair');
    const board = pairing.games.findIndex((g) => g.white === 1 || g.black === 1);
    const g = pairing.games[board]!;
    expect(english(whyNot(t, 2, dutch2025, pairing, g.white, g.black).text)).toContain(
      `board ${board + 1}`,
    );
  });
});

/** 1.6: the colour of game 1 of each earlier match in which at least one game was played. */
function matchColours(t: Tournament, id: number, match: number): Colour[] {
  const p = t.players.find((x) => x.id === id)!;
  const colours: Colour[] = [];
  for (let m = 1; m < match; m++) {
    const [g1, g2] = [p.rounds[2 * m - 2], p.rounds[2 * m - 1]];
    const played = [g1, g2].some((g) => g?.opponent != null && PLAYED.has(g.result ?? ''));
    if (!played) continue;
    if (g1?.opponent != null) colours.push(g1.colour!);
    else colours.push(g2!.colour === 'w' ? 'b' : 'w');
  }
  return colours;
}

/** C.04.5 4.3.1-4.3.5, checked against the match colour histories. */
function checkMatchColourRule(
  t: Tournament,
  round: number,
  white: number,
  black: number,
  rule: string,
) {
  const match = (round + 1) / 2;
  const w = matchColours(t, white, match);
  const b = matchColours(t, black, match);
  const whites = (c: Colour[]) => c.filter((x) => x === 'w').length;
  const last = (c: Colour[]) => c[c.length - 1];
  if (rule === '4.3.1') {
    expect(w.length + b.length).toBe(0);
    return;
  }
  expect(w.length + b.length).toBeGreaterThan(0);
  if (rule === '4.3.2') {
    expect(whites(w)).toBeLessThan(whites(b));
    return;
  }
  expect(whites(w)).toBe(whites(b));
  if (rule === '4.3.3') {
    expect(lastDifference(w, b)).toEqual(['b', 'w']);
    return;
  }
  expect(lastDifference(w, b)).toBeNull();
  if (rule === '4.3.4') {
    // The higher ranked player alternates: one of them has a last match and alternates from it.
    expect((w.length > 0 && last(w) === 'b') || (b.length > 0 && last(b) === 'w')).toBe(true);
  } else if (rule === '4.3.5') {
    // The higher ranked player has no match with a colour; the other alternates.
    expect(w.length === 0 || b.length === 0).toBe(true);
    expect(w.length > 0 ? last(w) : last(b)).toBe(w.length > 0 ? 'b' : 'w');
  } else {
    throw new Error(`unknown Double-Swiss colour rule: ${rule}`);
  }
}

/** The match round in which `a` and `b` played a game over the board, or null (C.04.5 [C1], Art. 0). */
function metInMatch(t: Tournament, round: number, a: number, b: number): number | null {
  const rounds = t.players.find((p) => p.id === a)!.rounds.slice(0, round - 1);
  const game = rounds.findIndex((r) => r?.opponent === b && PLAYED.has(r.result ?? ''));
  return game < 0 ? null : Math.ceil((game + 1) / 2);
}

describe('Double-Swiss (C.04.5), each match round explained at its first game', () => {
  const matchRounds = function* () {
    for (let seed = 1; seed <= 10; seed++) {
      const t = generatedDoubleSwiss(seed, 9 + seed * 2, 7);
      const played = Math.max(...t.players.map((p) => p.rounds.length));
      for (let game = 1; game < played; game += 2) {
        const input = inputForRound(t, game);
        yield { input, game, pairing: doubleSwiss.pair(input, game) };
      }
    }
  };

  it('accounts for every board, every float and the bye, and cites the 4.3 rule that applies', () => {
    let rounds = 0;
    const rules = new Set<string>();
    for (const { input, game, pairing } of matchRounds()) {
      const e = checkExplanation(input, game, doubleSwiss, pairing, (g) => {
        rules.add(g.colourRule!);
        checkMatchColourRule(input, game, g.white, g.black, g.colourRule!);
      });
      expect(formatExplanation(e, EN)).toMatch(new RegExp(`^Match round ${(game + 1) / 2} `));
      // Upfloaters only: the one meeting a player of a higher scoregroup is the lower.
      for (const g of e.groups)
        for (const f of g.floats) expect(f.player.score).toBeLessThan(f.opponent.score);
      if (e.bye) expect(english(e.bye.text)).toMatch(/\(3\.4\)|\[C2\]|Nobody/);
      rounds++;
    }
    expect(rounds).toBeGreaterThan(40);
    expect([...rules].sort()).toEqual(['4.3.1', '4.3.2', '4.3.3', '4.3.4', '4.3.5']);
  });

  it('answers "why not A against B?" naming the match round of an earlier meeting', () => {
    const rnd = seededRandom(11);
    const kinds = new Set<string>();
    for (const { input, game, pairing } of matchRounds()) {
      const n = input.players.length;
      for (let q = 0; q < 4; q++) {
        const a = 1 + Math.floor(rnd() * n);
        const b = 1 + Math.floor(rnd() * n);
        if (a === b) continue;
        const answer = whyNot(input, game, doubleSwiss, pairing, a, b);
        kinds.add(answer.kind);
        const paired = pairing.games.some(
          (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
        );
        expect(answer.kind === 'paired').toBe(paired);
        const met = metInMatch(input, game, a, b);
        if (!paired && met !== null && answer.kind !== 'not-to-pair') {
          expect(answer.kind).toBe('absolute');
          expect(english(answer.text)).toContain(
            `in match round ${met}: no two players meet twice ([C1])`,
          );
        }
        if (answer.forced) {
          expect(
            answer.forced.games.some(
              (g) => (g.white === a && g.black === b) || (g.white === b && g.black === a),
            ),
          ).toBe(true);
          expect(answer.forced.games.length).toBe(pairing.games.length);
        }
      }
    }
    expect(kinds.has('absolute')).toBe(true);
    expect(kinds.has('criterion') || kinds.has('order')).toBe(true);
  });
});

describe('Double-Swiss by hand', () => {
  // Match 1: 1-2 2-0, 3-4 with 3 winning game 1 by forfeit and game 2 drawn (a match played,
  // Art. 0), 5 the pairing-allocated bye.
  const t = () =>
    matchTournament(
      5,
      [
        {
          matches: [
            [1, 2, '11'],
            [3, 4, '+='],
          ],
          byes: { 5: 'U' },
        },
      ],
      {
        totalRounds: 6,
      },
    );

  it('Check this round: a second bye breaks [C2], named by its match round; a single forfeit win does not', () => {
    const again = checkRound(t(), 3, doubleSwiss, {
      games: [
        { white: 1, black: 3 },
        { white: 2, black: 4 },
      ],
      bye: 5,
    });
    expect(again.absolute).toHaveLength(1);
    expect(english(again.absolute[0]!)).toMatch(
      /#5, 1\.5\) gets the pairing-allocated bye after scoring a win without playing in match round 1 \(\[C2\]\)$/,
    );
    const forfeitWinner = checkRound(t(), 3, doubleSwiss, {
      games: [
        { white: 1, black: 5 },
        { white: 2, black: 4 },
      ],
      bye: 3,
    });
    expect(forfeitWinner.absolute).toEqual([]);
    // 3 and 4 met in match 1 although game 1 was forfeited ([C1]).
    const rematch = checkRound(t(), 3, doubleSwiss, {
      games: [
        { white: 1, black: 5 },
        { white: 3, black: 4 },
      ],
      bye: 2,
    });
    expect(rematch.absolute.map(english)).toEqual([
      expect.stringMatching(
        /^board 2: .*#3.* and .*#4.* already played each other in match round 1 \(\[C1\]\)$/,
      ),
    ]);
  });
});
