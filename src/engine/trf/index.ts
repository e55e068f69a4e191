export { readTrf, readTrfWithLines } from './read.js';
export {
  declaredPointsDifferences,
  describeDeclaredPointsDifference,
  type DeclaredPointsDifference,
} from './declared-points.js';
export { writeTrf } from './write.js';
export { TrfError } from './trf-error.js';
export { decodeTrfBytes } from './decode.js';
export { refusedEvent, refusedEventOf, teamEventOf } from './event-kind.js';
export { TWO_GAME_TYPE_CODES } from './two-game-codes.js';
