/** Explanations of a pairing, in plain words with the articles: the round, and "why not A against B?". */
export { explainRound, formatExplanation, type RoundExplanation } from './explain-round.js';
export { whyNot, type WhyNot } from './why-not.js';
