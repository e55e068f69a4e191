import { dutch2025 } from '../dutch/index.js';
import type { PairingSystem } from '../pairing-system.js';
import { BURSTEIN } from './articles.js';
import { pairBursteinRound } from './pair-round.js';

/** The Burstein system, FIDE Handbook C.04.4.2 (2026 edition). */
export const burstein: PairingSystem<'burstein'> = {
  id: 'burstein',
  label: 'Burstein',
  name: 'Burstein system (C.04.4.2, 2026 edition)',
  trfTypeCodes: [
    { code: 'FIDE_BURSTEIN' },
    { code: 'FIDE_BURSTEIN_BAKU', options: { acceleration: 'baku' } },
  ],
  options: ['acceleration'],
  pair: (t, round) => pairBursteinRound(t, round, dutch2025),
  articles: BURSTEIN,
};
