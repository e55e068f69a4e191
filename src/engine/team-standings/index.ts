export {
  computeTeamStandings,
  type TeamStandingsOptions,
  type TeamStandingsRow,
} from './team-standings.js';
export {
  DEFAULT_TEAM_TIEBREAKS,
  formatTeamTiebreak,
  parseTeamTiebreak,
  parseTeamTiebreakList,
  TeamTiebreakError,
  type TeamScoreKind,
  type TeamTiebreakSpec,
} from './team-tiebreak-spec.js';
export {
  computeBoardPrizes,
  defaultMinimumGames,
  type BoardPrizeOptions,
  type BoardPrizeRow,
  type BoardPrizes,
  type BoardPrizeTable,
  type BoardRecord,
  type PlayerBoardResults,
} from './board-prizes.js';
