export {
  computeStandings,
  lastRoundWithResults,
  resolveTiebreaks,
  standingsColumnTitles,
  type StandingsOptions,
  type StandingsRow,
} from './standings.js';
export { formatStandingsNumber } from './format-value.js';
export { standingsTournament, type MatchScoring } from './double-swiss.js';
