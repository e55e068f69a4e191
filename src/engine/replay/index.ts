export {
  expectedPairing,
  UnreplayableRoundError,
  type RecordedPairing,
} from './expected-pairing.js';
export { comparePairings, describeDifference, type PairingDifference } from './compare.js';
export {
  replayRound,
  replayTournament,
  recordedRounds,
  isReproduced,
  type RoundReplay,
} from './replay-tournament.js';
