import type { PairingSystem } from '../pairing-system.js';
import { DOUBLE_SWISS } from './articles.js';
import { doubleSwissExplainedRound } from './explained-round.js';
import { pairDoubleSwissRound } from './pair-round.js';

/** The Double-Swiss system, FIDE Handbook C.04.5 (2026): every pairing a two-game match. */
export const doubleSwiss: PairingSystem<'double-swiss'> = {
  id: 'double-swiss',
  label: 'Double-Swiss',
  name: 'Double-Swiss system (C.04.5, 2026)',
  trfTypeCodes: [
    { code: 'FIDE_DOUBLESWISS' },
    { code: 'FIDE_DOUBLESWISS_BAKU', options: { acceleration: 'baku' } },
  ],
  options: ['acceleration'],
  gamesPerRound: 2,
  pair: pairDoubleSwissRound,
  articles: DOUBLE_SWISS,
  explainedRound: doubleSwissExplainedRound,
};
