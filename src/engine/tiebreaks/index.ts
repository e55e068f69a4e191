export {
  DEFAULT_SWISS_TIEBREAKS,
  TIEBREAK_CODES,
  TiebreakListError,
  allowedModifiers,
  formatTiebreak,
  formatTiebreakList,
  isTiebreakCode,
  parseTiebreak,
  parseTiebreakList,
  tiebreak,
  tiebreakName,
  type TiebreakCode,
  type TiebreakSpec,
} from './tiebreak-spec.js';
export { editionForStartDate, LATEST_EDITION, type C07Edition } from './edition.js';
export { tiebreakContext, type TiebreakContext } from './tiebreak-context.js';
export { lowerIsBetter, tiebreakValues, type TiebreakValues } from './tiebreak-values.js';
export {
  declaredTiebreaks,
  tiebreakCodesOf,
  type DeclaredTiebreaks,
} from './declared-tiebreaks.js';
