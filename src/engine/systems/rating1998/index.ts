import type { PairingSystem } from '../pairing-system.js';
import { pairRound1998 } from './pair-round.js';

/**
 * Swiss System Based on Rating, old C.04.1 (1992, 1997 and 1998 General
 * Assemblies), text in shared/rules/rating-based-1998-C.04.1.txt.
 *
 * Where the text is open, the decisions taken (each also at its place):
 * - A.2.c: CM and WCM, unknown in 1998, rank after WFM; A.2.d compares names
 *   without case or accents, then the pairing number (players.ts, ranking.ts).
 * - A.4: a forfeited pairing floats like a played one (the float is noted
 *   when the pairing is made); A.5 the pairing-allocated bye is a downfloat.
 *   (The other reading would pair 1.0% of rounds differently: see players.ts.)
 * - A.7.c / E.5: with no colour drawn (no XXC) the top player has white; the
 *   E.5 number is the A.2 position among the players paired; two players
 *   with no game at all later on are given colours by the same rule.
 * - A.8: x below zero is 0.
 * - B.1.b: a point without playing is any unplayed round worth a win (bye,
 *   forfeit win, full-point bye); a half-point bye is not.
 * - Note to B: "over 50%" is of the points that could have been scored in
 *   the rounds played; "the last round" needs the number of rounds (XXR).
 * - C.1: in the lowest bracket a lone player without opponent who may have
 *   the bye is not a reason for C.13; a player moved down for whom C.12 finds
 *   nothing moves on down.
 * - C.9-C.11: a dropped criterion stays dropped for the rest of the bracket;
 *   C.11 raises x for the players moved down and the remainder alike.
 * - C.10 also applies when the players moved down cannot be paired at all.
 * - C.12 is tried once per bracket, for another pairing of the bracket above
 *   that moves down as many players, searched from the start of that
 *   bracket's sequence (a set of moved players found wanting below is not
 *   tried again); C.13 likewise searches the penultimate bracket's whole
 *   procedure from its start, C.14 included, then joins the brackets.
 * - C.14: in a heterogeneous bracket p of the remainder is lowered first.
 * - D.2: the two tables' rule carried to any size (exchanges.ts).
 * - E.2 compares the kinds of preference only (A.7): two strong ones of
 *   different sizes, over 50% in the last round, go on to E.3 and E.4 (the
 *   former reading, the larger difference first: other colours in 0.09% of
 *   rounds; colours.ts).
 * - A bracket treated as homogeneous (A.3) has no upfloat criterion (the
 *   other reading: 1.0% of rounds paired differently; bracket.ts).
 * - F.2/F.3: only games played count for colours and for B.1.a.
 * - F.9: a game of an earlier round with no result is an adjourned draw.
 * - The organiser's forbidden pairs (TRF XXP) are kept like B.1.a.
 */
export const rating1998: PairingSystem<'rating-1998'> = {
  id: 'rating-1998',
  label: 'Rating-based 1998',
  name: 'Swiss System Based on Rating (1998, old C.04.1)',
  trfTypeCodes: [{ code: 'FIDE_RATING_1998' }],
  options: [],
  // F.9 "Adjourned games are considered draws for pairing purposes only".
  pairsAroundAdjournedGames: true,
  pair: (t, round) => pairRound1998(t, round),
};
