/** Checking a pairing made or changed by hand against a system's rules. */
export { checkRound, formatCheck, type RoundCheck } from './check-round.js';
export { standingsDifferences } from './standings-check.js';
