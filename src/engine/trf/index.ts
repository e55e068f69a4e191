export { readTrf } from './read.js';
export { writeTrf } from './write.js';
export { TrfError } from './trf-error.js';
export { decodeTrfBytes } from './decode.js';
