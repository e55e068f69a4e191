import type { Criteria, FloatDrop } from './criteria.js';
import { exchangeOrder } from './exchanges.js';
import { anyPairing, fitsWithLowest, type PairRules } from './oracle.js';
import { acceptableTranspositions, rulesBelow, type Below } from './transpositions.js';

/** Two player indices (A.2 ranks), the S1 player first. */
export type Pair = readonly [number, number];

/** An acceptable pairing of a score bracket and the players it moves down. */
export interface BracketPairing {
  readonly pairs: readonly Pair[];
  /** Moved down to the next score bracket (in the lowest: the bye, if any), in A.2 order. */
  readonly moved: readonly number[];
}

/**
 * What the procedure of one bracket produces, in the order the text reaches
 * it: acceptable pairings, and the point where C.12 ("undo the pairing of
 * the previous score bracket") comes due, which only the round can act on.
 */
export type BracketEvent =
  { readonly kind: 'pairing'; readonly pairing: BracketPairing } | { readonly kind: 'c12' };

export interface BracketInput {
  /** Players moved down from higher brackets, in A.2 order. */
  readonly moved: readonly number[];
  /** Players of this score, in A.2 order. */
  readonly residents: readonly number[];
  /** The lowest score bracket: all must be paired but for one bye (A.5). */
  readonly lowest: boolean;
}

/**
 * For C.12 and C.13, what the bracket below needs: the exact test of a set
 * of players moved down (with those C.1 moves), optionally a necessary test
 * per player, and for C.13 the lowest bracket (its residents and the
 * brackets joined to it).
 */
export interface BelowSpec {
  accepts(moved: readonly number[]): boolean;
  mayGoDown?(player: number): boolean;
  readonly lowest?: { readonly joined: readonly number[]; readonly residents: readonly number[] };
}

const byRank = (a: number, b: number) => a - b;

/** C.1: the players "for whom no opponent can be found within this score bracket without violating B1 or B2". */
function isolatedAmong(crit: Criteria, players: readonly number[]): number[] {
  return players.filter((i) => !players.some((j) => j !== i && crit.canPair(i, j)));
}

/** The players a bracket above the lowest moves down by C.1 whatever else happens. */
export function movedByC1(crit: Criteria, input: BracketInput): number[] {
  const forced: number[] = [];
  let all = [...input.moved, ...input.residents];
  for (;;) {
    const isolated = isolatedAmong(crit, all);
    if (isolated.length === 0) return forced.sort(byRank);
    forced.push(...isolated);
    all = all.filter((i) => !isolated.includes(i));
  }
}
const NO_LIMIT = Number.POSITIVE_INFINITY;

/**
 * Section C for one score bracket, as a sequence: the first event is what
 * the procedure gives; asking for more continues the procedure where it
 * stood, which is what C.12 and C.13 do when they ask a bracket for
 * "another pairing". The sequence is finite: every step either moves on in
 * a finite order (D.1, D.2) or gives up a criterion, raises x to at most p,
 * or lowers p to zero.
 */
export function* bracketProcedure(
  crit: Criteria,
  input: BracketInput,
  belowSpec?: BelowSpec,
): Generator<BracketEvent> {
  const forced: number[] = [];
  let moved = [...input.moved];
  let residents = [...input.residents];
  let c12Done = false;

  // C.1 (removing a player can leave another one without an opponent: repeat).
  for (;;) {
    const all = [...moved, ...residents];
    const isolated = isolatedAmong(crit, all);
    if (isolated.length === 0) break;
    if (input.lowest) {
      // C.1 "if this score bracket is the lowest one apply C13". An odd
      // lowest bracket leaves one player unpaired anyway (A.5): a lone such
      // player who may have the bye (B.1.b) is no reason to undo anything.
      const lone = isolated.length === 1 && all.length % 2 === 1 && crit.byeEligible(isolated[0]!);
      if (!lone) return;
      break;
    }
    if (isolated.some((i) => moved.includes(i)) && !c12Done) {
      // C.1 "if this player was moved down from a higher score bracket apply C12".
      c12Done = true;
      yield { kind: 'c12' };
    }
    // C.1 "in all other cases: move this player down to the next score
    // bracket"; a moved-down player for whom C.12 found nothing better
    // goes on down as well (C.14 could not pair him here either).
    forced.push(...isolated);
    moved = moved.filter((i) => !isolated.includes(i));
    residents = residents.filter((i) => !isolated.includes(i));
  }

  const withForced = (p: BracketPairing): BracketEvent => ({
    kind: 'pairing',
    pairing: { pairs: p.pairs, moved: [...p.moved, ...forced].sort(byRank) },
  });

  const below: Below | undefined = belowSpec && {
    accepts: (m) => belowSpec.accepts([...m, ...forced].sort(byRank)),
    ...(belowSpec.mayGoDown && { mayGoDown: belowSpec.mayGoDown }),
    ...(belowSpec.lowest && {
      lowest: {
        alwaysDown: [...belowSpec.lowest.joined, ...forced],
        residents: belowSpec.lowest.residents,
        canPair: (a: number, b: number) => crit.canPair(a, b),
        byeEligible: (a: number) => crit.byeEligible(a),
      },
    }),
  };
  const members = [...moved, ...residents];
  if (members.length === 0) {
    if (!below || below.accepts([])) yield withForced({ pairs: [], moved: [] });
    return;
  }
  // A.3: a bracket of which at least half came from above is treated as homogeneous.
  const homogeneous = moved.length === 0 || 2 * moved.length >= members.length;
  const hasMoved = moved.length > 0;
  const steps = homogeneous
    ? homogeneousProcedure(crit, members, input.lowest, hasMoved && !c12Done, below)
    : heterogeneousProcedure(crit, moved, residents, input.lowest, !c12Done, below);
  for (const event of steps) yield event.kind === 'pairing' ? withForced(event.pairing) : event;
}

/** Who may stay unpaired: moved down (B.5/B.6 as downfloat) or, in the lowest bracket, the bye. */
function stayRule(crit: Criteria, lowest: boolean, drop: FloatDrop): (i: number) => boolean {
  return lowest
    ? (i) => crit.byeEligible(i) && crit.mayDownfloat(i, drop) // B.1.b; A.5 a bye is a downfloat
    : (i) => crit.mayDownfloat(i, drop);
}

/**
 * Decision (A.3, B.5, B.6): a bracket treated as homogeneous has no upfloat
 * criterion; its players moved down are paired like residents, and only the
 * downfloats of those it leaves are kept (C.9 drops them). Measured
 * (scripts/measure-readings.mjs, 800 random tournaments of 6-24 players,
 * 4,490 rounds after round 1): keeping B.5/B.6 for upfloats there, given up
 * with the downfloat ones, pairs 47 rounds (1.0%) differently.
 */
function homogeneousRules(crit: Criteria, lowest: boolean, drop: FloatDrop): PairRules {
  if (crit.readings.upfloatsWhenTreatedHomogeneous) return withUpfloats(crit, lowest, drop);
  return {
    canPair: (a, b) => crit.canPair(a, b),
    clash: (a, b) => crit.clash(a, b),
    mayStay: stayRule(crit, lowest, drop),
  };
}

/**
 * The other reading of a bracket treated as homogeneous (readings.ts, for
 * measuring only): the lower of two unequal scores receives an upfloat
 * (A.4), kept by B.5/B.6 until C.9 gives them up.
 */
function withUpfloats(crit: Criteria, lowest: boolean, drop: FloatDrop): PairRules {
  const scoreOf = (i: number) => crit.players[i]!.score;
  return {
    canPair: (a, b) =>
      crit.canPair(a, b) &&
      (scoreOf(a) === scoreOf(b) || crit.mayUpfloat(scoreOf(a) > scoreOf(b) ? b : a, drop)),
    clash: (a, b) => crit.clash(a, b),
    mayStay: stayRule(crit, lowest, drop),
  };
}

/**
 * C.4-C.8 for a homogeneous group at fixed p, x and criteria: S1 = the p
 * highest, S2 the rest (C.4, C.5); C.6 with every transposition of S2 in
 * D.1 order (C.7); then each exchange in D.2 order (C.8), both subgroups
 * reordered by A.2 (A.9.b), again with every transposition.
 */
export function* groupCandidates(
  members: readonly number[],
  p: number,
  rules: PairRules,
  x: number,
  below?: Below,
): Generator<BracketPairing> {
  if (p === 0) {
    const stay = rulesBelow(rules, below).mayStay;
    if (members.every((i) => stay(i)) && (!below || below.accepts(members))) {
      yield { pairs: [], moved: [...members] };
    }
    return;
  }
  const s1 = members.slice(0, p);
  const s2 = members.slice(p);
  const pairing = (a: readonly number[], partners: readonly number[], rest: readonly number[]) => ({
    pairs: a.map((i, k) => [i, partners[k]!] as const),
    moved: [...rest],
  });
  for (const t of acceptableTranspositions(s1, s2, rules, x, below)) {
    yield pairing(s1, t.partners, t.unpaired);
  }
  // No exchange can help when no split of the group at all holds a pairing.
  const pruned = rulesBelow(rules, below);
  if (!anyPairing(members, p, pruned, x)) return;
  if (below?.lowest && !fitsWithLowest(members, p, pruned, x, below.lowest)) return;
  for (const ex of exchangeOrder(p, s2.length)) {
    const out = new Set(ex.fromS1.map((pos) => members[pos - 1]!));
    const inn = new Set(ex.fromS2.map((pos) => members[pos - 1]!));
    const newS1 = [...s1.filter((i) => !out.has(i)), ...inn].sort(byRank);
    const newS2 = [...s2.filter((i) => !inn.has(i)), ...out].sort(byRank);
    for (const t of acceptableTranspositions(newS1, newS2, rules, x, below)) {
      yield pairing(newS1, t.partners, t.unpaired);
    }
  }
}

/**
 * C.2-C.14 for a bracket paired as homogeneous: a score group of its own, a
 * bracket treated as homogeneous (A.3), and the search of C.13 when it
 * joins brackets.
 */
export function* homogeneousProcedure(
  crit: Criteria,
  members: readonly number[],
  lowest: boolean,
  signalC12: boolean,
  below?: Below,
): Generator<BracketEvent> {
  const x0 = crit.x(members); // C.2
  const p0 = Math.floor(members.length / 2); // C.3
  const at = function* (p: number, drop: FloatDrop, x: number): Generator<BracketEvent> {
    const rules = homogeneousRules(crit, lowest, drop);
    for (const pairing of groupCandidates(members, p, rules, x, below)) {
      yield { kind: 'pairing', pairing };
    }
  };
  // C.4-C.8, then C.9 "Drop criterion B6 and B5 (in this order) for downfloats and restart at C4".
  yield* at(p0, 0, x0);
  yield* at(p0, 1, x0);
  yield* at(p0, 2, x0);
  // C.11 "As long as x is less than p: increase x by 1 ... Restart at C3."
  for (let x = x0 + 1; x <= p0; x++) yield* at(p0, 2, x);
  // C.12: a bracket with players moved down into it; only the round can undo the previous one.
  if (signalC12) yield { kind: 'c12' };
  // C.13: the lowest bracket is for the round to re-pair from above.
  if (lowest) return;
  // C.14 "Decrease p by 1 (and if the original value of x was greater than
  // zero decrease x by 1 as well)". C.11 has left x >= p, so from here on x
  // never binds: with x0 > 0 it is p, otherwise p + 1.
  for (let p = p0 - 1; p >= 1; p--) yield* at(p, 2, NO_LIMIT);
  // "If p equals zero the entire score bracket is moved down to the next one."
  yield { kind: 'pairing', pairing: { pairs: [], moved: [...members] } };
}

/**
 * C.2-C.14 for a heterogeneous bracket: the players moved down (S1) are
 * paired first against the residents (S2), by transpositions only (C.8
 * exchanges are for homogeneous groups), then the residents left form the
 * remainder, always treated as homogeneous (A.3).
 *
 * Decisions where the text is open, each at its step below:
 * - B.5/B.6 for upfloats are checked on a resident paired with a player
 *   from above; B.5/B.6 for downfloats on the players the remainder leaves
 *   unpaired.
 * - Criteria, once dropped, stay dropped for the rest of this bracket: the
 *   text drops them and restarts, and never restores them.
 * - C.11 raises x by one for the bracket: the x of the stage of players
 *   moved down and the x of the remainder (recomputed by A.8 each time the
 *   remainder is formed, C.2) both carry the raise.
 * - C.14: when the players moved down can be paired but the remainder
 *   cannot, p of the remainder is lowered (more residents move down); only
 *   when the players moved down cannot all be paired is their p lowered, S1
 *   then being "the highest players" (C.4) and S2 all others.
 */
function* heterogeneousProcedure(
  crit: Criteria,
  moved: readonly number[],
  residents: readonly number[],
  lowest: boolean,
  signalC12: boolean,
  below?: Below,
): Generator<BracketEvent> {
  const bracket = [...moved, ...residents].sort(byRank);
  // C.2: A.8 x "in a score bracket, either homogeneous or heterogeneous",
  // here the allowance for the pairings of the players moved down.
  const xBracket = crit.x(bracket);
  const scoreOf = (i: number) => crit.players[i]!.score;
  let downDrop: FloatDrop = 0;
  let upDrop: FloatDrop = 0;
  let extra = 0;

  const upperRules = (colourFree: boolean): PairRules => ({
    canPair: (a, b) =>
      crit.canPair(a, b) &&
      // A.4: the lower one of a pair with unequal scores receives an upfloat (B.5, B.6).
      (scoreOf(a) === scoreOf(b) ||
        crit.mayUpfloat(scoreOf(a) > scoreOf(b) ? b : a, colourFree ? 2 : upDrop)),
    clash: (a, b) => crit.clash(a, b),
    mayStay: () => true,
  });

  /**
   * The players moved down first, then the remainder, at the current level.
   * `remainderPairs` null = the remainder's own p (A.6); colourFree after C.14.
   */
  // Many opponents for the players moved down leave the same remainder:
  // one found without any pairing is not searched again at the same level.
  const barren = new Set<string>();
  const stage = function* (
    s1: readonly number[],
    s2: readonly number[],
    remainderPairs: number | null,
    colourFree: boolean,
  ): Generator<BracketEvent> {
    const xUpper = colourFree ? NO_LIMIT : xBracket + extra;
    for (const t of acceptableTranspositions(s1, s2, upperRules(colourFree), xUpper)) {
      const pairs: Pair[] = s1.map((i, k) => [i, t.partners[k]!] as const);
      const remainder = [...t.unpaired].sort(byRank);
      const pR = remainderPairs ?? Math.floor(remainder.length / 2);
      // C.6 "Start at C2 with the homogeneous remainder group": x by A.8 for the remainder.
      const xR = colourFree ? NO_LIMIT : crit.x(remainder) + extra;
      for (;;) {
        const drop = colourFree ? 2 : downDrop;
        const key = `${drop} ${xR} ${pR} ${remainder.join(',')}`;
        if (!barren.has(key)) {
          let any = false;
          const rules = homogeneousRules(crit, lowest, drop);
          for (const r of groupCandidates(remainder, pR, rules, xR, below)) {
            any = true;
            yield { kind: 'pairing', pairing: { pairs: [...pairs, ...r.pairs], moved: r.moved } };
          }
          if (!any) barren.add(key);
        }
        // C.9 for the remainder; C.10 then tries the next opponent of the
        // lowest player moved down, which is the next transposition.
        if (colourFree || downDrop === 2) break;
        downDrop = (downDrop + 1) as FloatDrop;
      }
    }
  };

  const pUpper = moved.length; // C.3: p = the players moved down
  const remainderP0 = Math.floor((residents.length - pUpper) / 2);
  for (;;) {
    yield* stage(moved, residents, null, false);
    // C.10 "drop criterion B6 first and then B5 for upfloats and restart at C2".
    if (upDrop < 2) {
      upDrop = (upDrop + 1) as FloatDrop;
      continue;
    }
    // C.11 "As long as x is less than p: increase x by 1 ... undo all
    // pairings of players moved down also. Restart at C3."
    if (extra < Math.max(pUpper, remainderP0)) {
      extra++;
      continue;
    }
    break;
  }
  if (signalC12) yield { kind: 'c12' };
  if (lowest) return;
  // C.14.
  const upperCanPair = !acceptableTranspositions(
    moved,
    residents,
    upperRules(true),
    NO_LIMIT,
  ).next().done;
  if (upperCanPair) {
    for (let pR = remainderP0 - 1; pR >= 0; pR--) yield* stage(moved, residents, pR, true);
    return;
  }
  for (let p = pUpper - 1; p >= 1; p--) {
    for (let pR = Math.floor((bracket.length - 2 * p) / 2); pR >= 0; pR--) {
      yield* stage(bracket.slice(0, p), bracket.slice(p), pR, true);
    }
  }
  yield { kind: 'pairing', pairing: { pairs: [], moved: bracket } };
}
