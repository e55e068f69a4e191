/** Pairing a round: the input of a round, the one entry point, and the checks of its output. */
export { inputForRound, pairNextRoundInput, playersToPair, NextRoundError } from './round-input.js';
export { pairingShapeFaults, pairingShapeProblems, type ShapeFault } from './pairing-shape.js';
export { pairRound, InvalidPairingError } from './pair-round.js';
export {
  fixedGameProblems,
  FixedGamesError,
  pairAroundFixedGames,
  type FixedGame,
  type FixedGameProblem,
} from './pair-around.js';
export { isSamePairing } from './same-pairing.js';
export { roundVirtualPoints } from './virtual-points.js';
