import type { PairingSystem } from '../pairing-system.js';
import { pairRound1998 } from './pair-round.js';

/** Swiss System Based on Rating, old C.04.1 (1992, 1997 and 1998 General Assemblies). */
export const rating1998: PairingSystem = {
  id: 'rating-1998',
  name: 'Swiss System Based on Rating (1998)',
  pair: (t, round) => pairRound1998(t, round),
};
