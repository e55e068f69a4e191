import { teamRounds, type TeamRound } from '../../model/team-rounds.js';
import type { TeamTournament } from '../../model/teams.js';
import type { Colour } from '../../model/tournament.js';
import { teamVirtualPoints } from './acceleration.js';
import { colourPreference, type ColourPreference } from './colour-preference.js';
import type { TeamSwissOptions } from './options.js';

/** A team as the pairing of round `round` sees it. */
export interface TeamState {
  readonly tpn: number;
  /** C.04.6 1.2 the primary score, plus the Baku virtual points of the round (C.04.7 1.5). */
  readonly score: number;
  /** C.04.6 4.2.2: the secondary score (0 when the competition does not use one). */
  readonly secondary: number;
  /** Matches actually played (1.6.1): the PAB's 3.4.3. */
  readonly played: number;
  /** First-board colours of the matches actually played, oldest first (1.6.1; GHR 3.4). */
  readonly colours: readonly Colour[];
  /** C.04.6 1.6.2. */
  readonly colourDifference: number;
  readonly preference: ColourPreference;
  /** C.04.6 1.5: a floater in the previous round. */
  readonly floatedLastRound: boolean;
  /** C.04.6 [C2]: had a PAB, won a match by forfeit or had a full-point bye. */
  readonly hadByeLikeWin: boolean;
  /** TPNs this team may not meet ([C1]: played opponents, and the organiser's 260 prohibitions). */
  readonly cannotMeet: ReadonlySet<number>;
}

export interface RoundState {
  readonly round: number;
  /** C.04.6 [C7]/[C10] and 1.7.2: the last round or the one before it. */
  readonly lastTwoRounds: boolean;
  readonly lastRound: boolean;
  /** The teams to pair, by ascending TPN. */
  readonly teams: readonly TeamState[];
  /** C.04.6 4.1, from record 152, else the colour the top team paired in round 1 had, else White. */
  readonly initialColour: Colour;
}

function scoreOf(r: TeamRound, which: 'mp' | 'gp'): number {
  return which === 'mp' ? r.matchPoints : r.gamePoints;
}

/**
 * The teams to pair in `round`: every team except those with a bye record
 * (240) for the round; each with its scores, colours and floats.
 */
export function roundState(t: TeamTournament, round: number, o: TeamSwissOptions): RoundState {
  const history = teamRounds(t, round - 1);
  const virtual = o.baku || t.acceleration.length > 0 ? teamVirtualPoints(t, o) : null;
  const pairingScore = (tpn: number, before: number): number => {
    const rounds = history.get(tpn)!.slice(0, before - 1);
    const real = rounds.reduce((s, r) => s + scoreOf(r, o.primary), 0);
    return real + (virtual?.(tpn, before) ?? 0);
  };
  const totalRounds = t.totalRounds;
  const teams: TeamState[] = [];
  for (const team of t.teams) {
    if (t.byes.some((b) => b.round === round && b.team === team.tpn)) continue;
    const rounds = history.get(team.tpn)!;
    const colours: Colour[] = [];
    const cannotMeet = new Set<number>();
    let played = 0;
    let hadByeLikeWin = false;
    for (const r of rounds) {
      if (r.kind === 'played' && r.opponent !== null) {
        played++;
        cannotMeet.add(r.opponent);
        if (r.colour !== null) colours.push(r.colour);
      }
      if (r.kind === 'pab' || r.kind === 'forfeit-win' || r.kind === 'full-bye')
        hadByeLikeWin = true;
    }
    for (const p of t.prohibitions)
      if (p.firstRound <= round && round <= p.lastRound && p.teams.includes(team.tpn))
        for (const other of p.teams) if (other !== team.tpn) cannotMeet.add(other);
    const colourDifference = colours.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0);
    const last = rounds[round - 2];
    // C.04.6 1.5: "A floater is a team that plays against an opponent with a different score."
    const floatedLastRound =
      round > 1 &&
      last !== undefined &&
      last.kind === 'played' &&
      last.opponent !== null &&
      pairingScore(team.tpn, round - 1) !== pairingScore(last.opponent, round - 1);
    teams.push({
      tpn: team.tpn,
      score: pairingScore(team.tpn, round),
      secondary:
        o.secondary === null ? 0 : rounds.reduce((s, r) => s + scoreOf(r, o.secondary!), 0),
      played,
      colours,
      colourDifference,
      preference: colourPreference(o.colourType, colours, round === totalRounds),
      floatedLastRound,
      hadByeLikeWin,
      cannotMeet,
    });
  }
  return {
    round,
    lastRound: totalRounds !== null && round >= totalRounds,
    lastTwoRounds: totalRounds !== null && round >= totalRounds - 1,
    teams,
    initialColour: t.initialColour ?? inferredInitialColour(history) ?? 'w',
  };
}

/** TRF-2026 152: the initial colour is that of the highest-ranked team paired in round 1. */
function inferredInitialColour(history: ReadonlyMap<number, TeamRound[]>): Colour | null {
  const tpns = [...history.keys()].sort((a, b) => a - b);
  for (const tpn of tpns) {
    const c = history.get(tpn)![0]?.colour;
    if (c !== null && c !== undefined) return c;
  }
  return null;
}
