import type { TeamTournament } from './teams.js';

/**
 * The tournament as it stood before round `round` was paired: the board
 * games, PABs, forfeited matches and line-ups of earlier rounds, and the
 * byes already known for `round` (240 records are written before pairing).
 */
export function teamTournamentBefore(t: TeamTournament, round: number): TeamTournament {
  return {
    ...t,
    players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, round - 1) })),
    pabs: t.pabs.slice(0, round - 1),
    forfeits: t.forfeits.filter((f) => f.round < round),
    lineUps: t.lineUps.filter((l) => l.round < round),
    byes: t.byes.filter((b) => b.round <= round),
  };
}
