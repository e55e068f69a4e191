export { readTrf, readTrfWithLines } from './read.js';
export {
  declaredPointsDifferences,
  describeDeclaredPointsDifference,
  type DeclaredPointsDifference,
} from './declared-points.js';
export { writeTrf } from './write.js';
export { TrfError } from './trf-error.js';
export { decodeTrfBytes } from './decode.js';
export { tieBreakCodes } from './tie-breaks.js';
export {
  setTrfTiebreakRecords,
  tiebreaksFromTrf,
  trfTiebreakRecords,
  type TiebreaksFromTrf,
  type TrfTiebreakRecords,
} from './tiebreak-records.js';
