/**
 * A small pairing system for tests of the add-on while the FIDE systems are
 * not all registered: it is not a FIDE system, only a valid one. Players are
 * ranked by points, then pairing number; each in turn meets the highest-ranked
 * player they have not played (backtracking when stuck); an odd player out,
 * the lowest-ranked one without a bye so far, gets the pairing-allocated bye.
 * The player with fewer whites so far has white; in round 1 the higher-ranked
 * player of each pair gets the initial colour.
 */
import {
  hasOpponent,
  isPairingAllocatedBye,
  pointsAfter,
} from '../../../src/engine/model/results.js';
import type { Player, RoundPairing, Tournament } from '../../../src/engine/model/tournament.js';
import { playersToPair } from '../../../src/engine/pairing/index.js';
import {
  NoValidPairingError,
  type PairingSystem,
} from '../../../src/engine/systems/pairing-system.js';

function opponents(p: Player, round: number): Set<number> {
  const met = new Set<number>();
  for (let r = 0; r < round - 1; r++) {
    const rec = p.rounds[r];
    if (hasOpponent(rec) && rec!.result !== '-' && rec!.result !== '+') met.add(rec!.opponent!);
  }
  return met;
}

function whites(p: Player, round: number): number {
  return p.rounds.slice(0, round - 1).filter((rec) => rec?.colour === 'w').length;
}

function match(ranked: Player[], round: number): [Player, Player][] | null {
  if (ranked.length === 0) return [];
  const [first, ...rest] = ranked;
  const met = opponents(first, round);
  for (const candidate of rest) {
    if (met.has(candidate.id)) continue;
    const others = match(
      rest.filter((p) => p !== candidate),
      round,
    );
    if (others !== null) return [[first, candidate], ...others];
  }
  return null;
}

export function simplePairingSystem(calls: RoundPairing[] = []): PairingSystem {
  return {
    id: 'dutch',
    label: 'Simple',
    name: 'Simple test system',
    trfTypeCodes: [],
    options: [],
    pair(t: Tournament, round: number): RoundPairing {
      const points = (p: Player) => pointsAfter(p, t.pointSystem, round - 1);
      const ranked = playersToPair(t, round).sort((a, b) => points(b) - points(a) || a.id - b.id);
      let bye: number | null = null;
      if (ranked.length % 2 === 1) {
        const eligible = [...ranked]
          .reverse()
          .find((p) => !p.rounds.slice(0, round - 1).some(isPairingAllocatedBye));
        if (eligible === undefined) throw new NoValidPairingError('nobody can get the bye');
        bye = eligible.id;
        ranked.splice(ranked.indexOf(eligible), 1);
      }
      const pairs = match(ranked, round);
      if (pairs === null) throw new NoValidPairingError('every pairing repeats a game');
      const games = pairs.map(([higher, lower]) => {
        const higherWhite =
          round === 1
            ? (t.initialColour ?? 'w') === 'w'
            : whites(higher, round) <= whites(lower, round);
        return higherWhite
          ? { white: higher.id, black: lower.id }
          : { white: lower.id, black: higher.id };
      });
      const pairing = { games, bye };
      calls.push(pairing);
      return pairing;
    },
  };
}
