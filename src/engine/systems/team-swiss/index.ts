/**
 * The Swiss Team Pairing System, FIDE Handbook C.04.6 (2026). A team
 * tournament is a kind of its own (engine/model/teams.ts), so the system is
 * not in the registry of individual systems: the command line's --team path
 * and the TRF team reader are its entry points.
 */
export { pairTeamRound, type TeamMatch, type TeamRoundPairing } from './pair-round.js';
export {
  DEFAULT_TEAM_OPTIONS,
  teamOptionsOfTypeCode,
  typeCodeOfTeamOptions,
  TeamTypeCodeError,
  type TeamSwissOptions,
} from './options.js';
export { roundState, type TeamState, type RoundState } from './team-state.js';
export { TeamAccelerationError } from './acceleration.js';
export {
  explainTeamRound,
  formatTeamExplanation,
  whyNotTeams,
  type TeamRoundExplanation,
} from './explain.js';
