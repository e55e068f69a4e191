import {
  DEFAULT_GENERATOR_CONFIG,
  type GeneratorConfig,
  generateTournament,
} from '../../src/engine/generator/index.js';
import type { Tournament } from '../../src/engine/model/tournament.js';
import { doubleSwiss } from '../../src/engine/systems/double-swiss/index.js';

/**
 * A random Double-Swiss tournament from the product's generator (both games
 * of every match written), with forfeits, withdrawals, half-point byes,
 * forbidden pairs and late entries by seed, played until no pairing is left
 * or `matches` match rounds are done.
 */
export function generatedDoubleSwiss(seed: number, players: number, matches: number): Tournament {
  const config: GeneratorConfig = {
    ...DEFAULT_GENERATOR_CONFIG,
    playersNumber: players,
    roundsNumber: matches,
    drawPercentage: 20 + (seed % 4) * 15,
    forfeitRate: seed % 3 === 0 ? 0 : 6,
    retiredRate: seed % 5 === 0 ? 4 : 0,
    halfPointByeRate: seed % 4 === 1 ? 3 : 0,
    forbiddenPairs: seed % 6 === 2 ? 2 : 0,
    lateEntries: seed % 7 === 3 ? 1 : 0,
    highestRating: seed % 8 === 0 ? 1500 : 2600,
    lowestRating: 1500,
  };
  return generateTournament(config, doubleSwiss, {}, seed);
}
