import { createMatcher } from '../../matching/index.js';
import type { PairingOptions, PairingSystem } from '../pairing-system.js';
import type { BracketOptions } from './pair-bracket.js';
import { DUTCH_2017, DUTCH_2025 } from './articles.js';
import { pairDutchRound } from './edition-2017/pair-round.js';
import { pairRound2025 } from './edition-2025/pair-round.js';
import { rules2017 } from './edition-2017/rules.js';

/** FIDE (Dutch) System, C.04.3 as approved at Baku 2016, in force 2017 to January 2026. */
export const dutch2017: PairingSystem<'dutch-2017'> = {
  id: 'dutch-2017',
  label: 'Dutch 2017',
  name: 'FIDE Dutch system (2017 edition, Baku 2016 text)',
  trfTypeCodes: [
    { code: 'FIDE_DUTCH_2017' },
    { code: 'FIDE_DUTCH_2017_BAKU', options: { acceleration: 'baku' } },
  ],
  options: ['acceleration'],
  pair: (t, round, options) => pairDutchRound(t, round, rules2017, createMatcher, traced(options)),
  articles: DUTCH_2017,
};

/** FIDE (Dutch) System, C.04.3 approved 28 October 2025, in force from 1 February 2026. */
export const dutch2025: PairingSystem<'dutch'> = {
  id: 'dutch',
  label: 'Dutch 2025',
  name: 'FIDE Dutch system (2025 edition, in force since 1 Feb 2026)',
  // FIDE_DUTCH is "the rules in force at the date of the tournament": read as the rules in force now.
  trfTypeCodes: [
    { code: 'FIDE_DUTCH_2025' },
    { code: 'FIDE_DUTCH_2026' },
    { code: 'FIDE_DUTCH' },
    { code: 'FIDE_DUTCH_2025_BAKU', options: { acceleration: 'baku' } },
    { code: 'FIDE_DUTCH_2026_BAKU', options: { acceleration: 'baku' } },
    { code: 'FIDE_DUTCH_BAKU', options: { acceleration: 'baku' } },
  ],
  options: ['acceleration'],
  pair: (t, round, options) => pairRound2025(t, round, createMatcher, false, traced(options)),
  articles: DUTCH_2025,
};

/** The bracket matchings report to the options' trace, if any (--verbose). */
function traced(options: PairingOptions | undefined): BracketOptions {
  const trace = options?.trace;
  return trace ? { report: trace } : {};
}
