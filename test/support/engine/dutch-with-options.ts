import { createMatcher } from '../../../src/engine/matching/index.js';
import type { RoundPairing, Tournament } from '../../../src/engine/model/tournament.js';
import { pairDutchRound } from '../../../src/engine/systems/dutch/edition-2017/pair-round.js';
import { rules2017 } from '../../../src/engine/systems/dutch/edition-2017/rules.js';
import { pairRound2025 } from '../../../src/engine/systems/dutch/edition-2025/pair-round.js';
import type { BracketOptions } from '../../../src/engine/systems/dutch/pair-bracket.js';

/** A round's games as one line ("1-2 3-4 bye 5"), to compare two pairings of it. */
export const games = (p: RoundPairing) =>
  p.games
    .map((g) => `${g.white}-${g.black}`)
    .concat(p.bye === null ? [] : [`bye ${p.bye}`])
    .join(' ');

/** Both Dutch editions, paired with the brackets' options (lazy from, stats, fallback bound). */
export const dutchEditions = {
  'dutch-2017': (t: Tournament, round: number, options: BracketOptions) =>
    pairDutchRound(t, round, rules2017, createMatcher, options),
  'dutch-2025': (t: Tournament, round: number, options: BracketOptions) =>
    pairRound2025(t, round, createMatcher, false, options),
};
