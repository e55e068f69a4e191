import type { PairingSystem } from '../pairing-system.js';
import { DUBOV } from './articles.js';
import { pairDubovRound } from './pair-round.js';

/** The Dubov system, FIDE Handbook C.04.4.1 (2026 edition). */
export const dubov: PairingSystem<'dubov'> = {
  id: 'dubov',
  label: 'Dubov',
  name: 'Dubov system (C.04.4.1, 2026 edition)',
  trfTypeCodes: [
    { code: 'FIDE_DUBOV' },
    { code: 'FIDE_DUBOV_BAKU', options: { acceleration: 'baku' } },
  ],
  options: ['acceleration'],
  pair: (t, round) => pairDubovRound(t, round),
  articles: DUBOV,
};
