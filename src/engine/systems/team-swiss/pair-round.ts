import type { TeamTournament } from '../../model/teams.js';
import { NoValidPairingError } from '../pairing-system.js';
import { pairBracket, type BracketPair } from './bracket.js';
import { choosePab } from './bye.js';
import { allocateColours } from './colours.js';
import { Completion } from './legal-pairs.js';
import type { TeamSwissOptions } from './options.js';
import { roundState, type RoundState, type TeamState } from './team-state.js';
import { selectUpfloaters } from './upfloaters.js';
import { said } from '../../../messages/said.js';

export interface TeamMatch {
  /** TPN of the team with White on board 1. */
  readonly white: number;
  readonly black: number;
  /** The article of C.04.6 4.3 that gave the colours. */
  readonly colourRule: string;
}

export interface TeamRoundPairing {
  readonly matches: readonly TeamMatch[];
  /** TPN of the team with the pairing-allocated bye, or null. */
  readonly pab: number | null;
}

/** One bracket as it was paired (for explanations): 3.5's choice and 3.6's pairs. */
export interface TeamBracketTrace {
  /** The top-scoregroup's score. */
  readonly score: number;
  readonly residents: readonly TeamState[];
  /** In 3.5.3's order. */
  readonly upfloaters: readonly TeamState[];
  readonly pairs: readonly BracketPair[];
}

/**
 * Pairs round `round` of a team tournament by C.04.6 3.3.2: [1] the PAB
 * (3.4), [2] the top-scoregroup with its upfloaters (3.5) paired as a
 * bracket (3.6), [3] repeated until every team is paired, [4] colours
 * (Article 4). Throws NoValidPairingError when no pairing meets [C1]-[C3]
 * (3.3.3: the Chief Arbiter decides).
 */
export function pairTeamRound(
  t: TeamTournament,
  round: number,
  o: TeamSwissOptions,
): TeamRoundPairing {
  return pairRoundState(roundState(t, round, o), o);
}

/** pairTeamRound on the teams as the round sees them (roundState). */
export function pairRoundState(
  state: RoundState,
  o: TeamSwissOptions,
  trace?: TeamBracketTrace[],
): TeamRoundPairing {
  const round = state.round;
  const completion = new Completion(state.teams);
  let unpaired: readonly TeamState[] = state.teams;
  let pab: TeamState | null = null;
  if (unpaired.length % 2 === 1) {
    pab = choosePab(unpaired, completion);
    if (pab === null)
      throw new NoValidPairingError(
        `round ${round}: no team can take the pairing-allocated bye and leave the others a legal pairing (C.04.6 3.4, [C2], [C3])`,
        said('engine.noPairing.teamBye', { round }),
      );
    unpaired = unpaired.filter((x) => x !== pab);
  } else if (!completion.canPair(unpaired.map((x) => x.tpn))) {
    throw new NoValidPairingError(
      `round ${round}: the teams cannot all be paired without meeting again (C.04.6 [C1], [C3])`,
      said('engine.noPairing.teamsMeetAgain', { round }),
    );
  }
  const pairs: [TeamState, TeamState][] = [];
  while (unpaired.length > 0) {
    const { residents, upfloaters } = selectUpfloaters(unpaired, state.lastTwoRounds, completion);
    const bracket = [...residents, ...upfloaters];
    const bracketPairs = pairBracket(bracket, {
      colourType: o.colourType,
      lastTwoRounds: state.lastTwoRounds,
      upfloaters: new Set(upfloaters.map((x) => x.tpn)),
    });
    for (const p of bracketPairs) pairs.push([p.top, p.bottom]);
    trace?.push({ score: residents[0]!.score, residents, upfloaters, pairs: bracketPairs });
    const done = new Set(bracket);
    unpaired = unpaired.filter((x) => !done.has(x));
  }
  const matches = pairs
    // GHR 3.6: boards by the higher score in the pair, then the sum of scores, then the smaller TPN.
    .sort(
      ([a1, b1], [a2, b2]) =>
        Math.max(a2.score, b2.score) - Math.max(a1.score, b1.score) ||
        a2.score + b2.score - (a1.score + b1.score) ||
        Math.min(a1.tpn, b1.tpn) - Math.min(a2.tpn, b2.tpn),
    )
    .map(([a, b]) => {
      const c = allocateColours(a, b, state.initialColour, o);
      return { white: c.white, black: c.black, colourRule: c.rule };
    });
  return { matches, pab: pab?.tpn ?? null };
}
