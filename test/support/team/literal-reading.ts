import { teamRounds, type TeamRound } from '../../../src/engine/model/team-rounds.js';
import type { TeamTournament } from '../../../src/engine/model/teams.js';
import type { Colour } from '../../../src/engine/model/tournament.js';
import type { TeamSwissOptions } from '../../../src/engine/systems/team-swiss/options.js';

/**
 * C.04.6 (2026) read a second time, literally and from the text alone, for
 * the differential test (issue 33, "an independent implementation of the
 * text"): written without reading the engine's search. Everything is
 * exhaustive: every set of upfloaters of the least size and best scores in
 * 3.5.4's order, every pairing of a bracket in 3.6.3's order of Pairing
 * Identifiers, the colours by Article 4 step by step. Small brackets only
 * (up to 16 teams). It shares with the engine the model's reading of what
 * each round was (team-rounds.ts), nothing of the pairing.
 */

export interface LiteralMatch {
  white: number;
  black: number;
  /** The step of 4.3 that decided. */
  rule: string;
}

export interface LiteralPairing {
  matches: LiteralMatch[];
  pab: number | null;
}

type Pref = { colour: Colour; strong: boolean } | null;

/** How often each criterion changed a choice (to show the random cases reach them). */
export const literalStats = {
  brackets: 0,
  /** 3.5.5: a set after the first of 3.5.4's order was chosen for [C6], or for [C7]. */
  c6: 0,
  c7: 0,
  /** 3.6.4: a pairing after the first legal identifier was chosen for [C8], [C9] or [C10]. */
  c8: 0,
  c9: 0,
  c10: 0,
  /** Brackets with more than one upfloater. */
  manyUpfloaters: 0,
};

interface Side {
  tpn: number;
  score: number;
  secondary: number;
  /** Colours of the matches actually played, by round (null: no colour that round). */
  colours: (Colour | null)[];
  played: number;
  cd: number;
  pref: Pref;
  /** [C2]: had a PAB, a forfeit win or a full-point bye. */
  hadByeOrForfeitWin: boolean;
  floatedLastRound: boolean;
}

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** Virtual points of C.04.7 for `tpn` before `round` (record 250, else _BAKU in 192). */
function virtualPoints(t: TeamTournament, o: TeamSwissOptions, round: number, tpn: number): number {
  if (t.acceleration.length > 0) {
    let v = 0;
    for (const a of t.acceleration)
      if (round >= a.firstRound && round <= a.lastRound && tpn >= a.firstTeam && tpn <= a.lastTeam)
        // TRF-2026 250's example puts Baku's match points in the game-points field.
        v += o.primary === 'gp' ? a.gamePoints : a.matchPoints === 0 ? a.gamePoints : a.matchPoints;
    return v;
  }
  if (!o.baku || t.totalRounds === null) return 0;
  // C.04.7 1.2: GA = 2 x Q, Q = participants / 4 rounded upwards.
  const ga = 2 * Math.ceil(t.teams.length / 4);
  if (tpn > ga) return 0;
  // C.04.7 1.4: accelerated rounds = first half rounded up; the first half of those (rounded up) a win.
  const accelerated = Math.ceil(t.totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  if (round <= full) return t.matchPoints.win;
  if (round <= accelerated) return t.matchPoints.draw;
  return 0;
}

/** The pairing score of each team before `round`: the primary score + virtual points. */
function scoresBefore(
  t: TeamTournament,
  o: TeamSwissOptions,
  history: Map<number, TeamRound[]>,
  round: number,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const team of t.teams) {
    const rs = history.get(team.tpn)!.slice(0, round - 1);
    const base = rs.reduce((s, r) => s + (o.primary === 'mp' ? r.matchPoints : r.gamePoints), 0);
    out.set(team.tpn, base + virtualPoints(t, o, round, team.tpn));
  }
  return out;
}

/** 1.7.1 / 1.7.2. */
function preference(colours: (Colour | null)[], o: TeamSwissOptions, lastRound: boolean): Pref {
  if (o.colourType === 'none') return null;
  const seq = colours.filter((c): c is Colour => c !== null);
  if (seq.length === 0) return null;
  const cd = seq.filter((c) => c === 'w').length - seq.filter((c) => c === 'b').length;
  const last2 = seq.slice(-2);
  const twice = (c: Colour) => last2.length === 2 && last2.every((x) => x === c);
  // The type A preference and the type B strong one have the same words.
  if (cd < -1 || ((cd === 0 || cd === -1) && twice('b'))) return { colour: 'w', strong: true };
  if (cd > 1 || ((cd === 0 || cd === 1) && twice('w'))) return { colour: 'b', strong: true };
  if (o.colourType === 'A') return null;
  if (cd === -1) return { colour: 'w', strong: false };
  if (cd === 1) return { colour: 'b', strong: false };
  if (cd === 0 && !lastRound) return { colour: other(seq[seq.length - 1]!), strong: false };
  return null;
}

function sides(t: TeamTournament, round: number, o: TeamSwissOptions): Side[] {
  const history = teamRounds(t, round - 1);
  const scores = scoresBefore(t, o, history, round);
  const prevScores = round > 1 ? scoresBefore(t, o, history, round - 1) : null;
  const lastRound = t.totalRounds !== null && round === t.totalRounds;
  const out: Side[] = [];
  for (const team of t.teams) {
    if (t.byes.some((b) => b.round === round && b.team === team.tpn)) continue;
    const rs = history.get(team.tpn)!;
    const colours = rs.map((r) => (r.kind === 'played' ? r.colour : null));
    const w = colours.filter((c) => c === 'w').length;
    const b = colours.filter((c) => c === 'b').length;
    const prev = rs[round - 2];
    const secondary =
      o.secondary === null
        ? 0
        : rs.reduce((s, r) => s + (o.secondary === 'mp' ? r.matchPoints : r.gamePoints), 0);
    out.push({
      tpn: team.tpn,
      score: scores.get(team.tpn)!,
      secondary,
      colours,
      played: w + b,
      cd: w - b,
      pref: preference(colours, o, lastRound),
      hadByeOrForfeitWin: rs.some(
        (r) => r.kind === 'pab' || r.kind === 'forfeit-win' || r.kind === 'full-bye',
      ),
      // 1.5: plays against an opponent with a different score (a played match only).
      floatedLastRound:
        prev !== undefined &&
        prev.kind === 'played' &&
        prev.opponent !== null &&
        prevScores!.get(prev.opponent) !== prevScores!.get(team.tpn),
    });
  }
  return out;
}

/** [C1]: the pairs already played, and the 260 prohibitions of this round. */
function forbiddenPairs(t: TeamTournament, round: number): Set<string> {
  const out = new Set<string>();
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  for (const [tpn, rs] of teamRounds(t, round - 1))
    for (const r of rs)
      if (r.kind === 'played' && r.opponent !== null) out.add(key(tpn, r.opponent));
  for (const p of t.prohibitions)
    if (round >= p.firstRound && round <= p.lastRound)
      for (const a of p.teams) for (const b of p.teams) if (a !== b) out.add(key(a, b));
  return out;
}

/** Lexicographic comparison of number sequences. */
function lex(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Every subset of `xs` of size k, in lexicographic order of positions. */
function* subsets<T>(xs: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= xs.length - k; i++)
    for (const rest of subsets(xs, k - 1, i + 1)) yield [xs[i]!, ...rest];
}

class Reading {
  readonly byTpn: Map<number, Side>;
  constructor(
    readonly teams: Side[],
    readonly forbidden: Set<string>,
    readonly o: TeamSwissOptions,
    readonly lastTwo: boolean,
  ) {
    this.byTpn = new Map(teams.map((s) => [s.tpn, s]));
  }

  canMeet(a: number, b: number): boolean {
    return !this.forbidden.has(a < b ? `${a}-${b}` : `${b}-${a}`);
  }

  /** [C1]/[C3]: the teams can all be paired without two meeting again. */
  pairable(tpns: readonly number[]): boolean {
    if (tpns.length % 2 === 1) return false;
    if (tpns.length === 0) return true;
    const [first, ...rest] = tpns;
    for (let i = 0; i < rest.length; i++)
      if (this.canMeet(first!, rest[i]!) && this.pairable(rest.filter((_, j) => j !== i)))
        return true;
    return false;
  }

  /** 3.4: the PAB. */
  pab(): number | null {
    const order = [...this.teams].sort(
      (a, b) => a.score - b.score || b.played - a.played || b.tpn - a.tpn,
    );
    for (const s of order) {
      if (s.hadByeOrForfeitWin) continue; // [C2]
      if (this.pairable(this.teams.filter((x) => x !== s).map((x) => x.tpn))) return s.tpn; // 3.4.1
    }
    return null;
  }

  /**
   * [C4]/[C5] (3.5.2): the sets of upfloaters for `residents` among `lower`
   * that leave a legal pairing in the bracket and of the rest ([C1], [C3]),
   * of the least size and then the best scores (ascending, maximised).
   */
  bestSets(residents: Side[], lower: Side[]): Side[][] {
    for (let k = residents.length % 2; k <= lower.length; k += 2) {
      let best: Side[][] = [];
      let bestScores: number[] | null = null;
      for (const set of subsets(lower, k)) {
        const bracket = [...residents, ...set].map((x) => x.tpn);
        const rest = lower.filter((x) => !set.includes(x)).map((x) => x.tpn);
        if (!this.pairable(bracket) || !this.pairable(rest)) continue;
        const scores = set.map((x) => x.score).sort((a, b) => a - b);
        // [C5]: maximise the scores of the upfloaters, taken in ascending order.
        const c = bestScores === null ? 1 : lex(scores, bestScores);
        if (c > 0) {
          best = [set];
          bestScores = scores;
        } else if (c === 0) best.push(set);
      }
      if (best.length > 0) return best;
    }
    return [];
  }

  /** 3.5: the bracket of the top-scoregroup of `unpaired`. */
  bracket(unpaired: Side[]): { residents: Side[]; upfloaters: Side[] } {
    const top = Math.max(...unpaired.map((x) => x.score));
    const residents = unpaired.filter((x) => x.score === top);
    const lower = unpaired.filter((x) => x.score < top); // 3.5.1
    if (residents.length % 2 === 0 && lower.length === 0) return { residents, upfloaters: [] };
    const sets = this.bestSets(residents, lower);
    if (sets.length === 0) throw new Error(`no legal bracket for score ${top}`);
    // 3.5.3 in each set: descending score, then ascending TPN; 3.5.4: sets in lexicographic order of TPNs.
    const ordered = sets
      .map((s) => [...s].sort((a, b) => b.score - a.score || a.tpn - b.tpn))
      .sort((a, b) =>
        lex(
          a.map((x) => x.tpn),
          b.map((x) => x.tpn),
        ),
      );
    const nextScore = Math.max(-Infinity, ...lower.map((x) => x.score));
    const c6 = (set: Side[]): number => {
      // [C6]: unless the following scoregroup is now empty, the fewest upfloaters its bracket needs.
      const rest = lower.filter((x) => !set.includes(x));
      const next = rest.filter((x) => x.score === nextScore);
      if (next.length === 0) return 0;
      const more = this.bestSets(
        next,
        rest.filter((x) => x.score < nextScore),
      );
      return more.length === 0 ? Infinity : more[0]!.length;
    };
    // [C7] (not in the last two rounds): upfloaters that were floaters in the previous round.
    const c7 = (set: Side[]) => (this.lastTwo ? 0 : set.filter((x) => x.floatedLastRound).length);
    let chosen = ordered[0]!;
    let best = [Infinity, Infinity];
    let firstValue: number[] | null = null;
    for (const set of ordered) {
      const v = [c6(set), c7(set)];
      firstValue ??= v;
      if (lex(v, best) < 0) {
        best = v;
        chosen = set;
      }
    }
    if (chosen !== ordered[0]) literalStats[firstValue![0] !== best[0] ? 'c6' : 'c7']++;
    if (chosen.length > 1) literalStats.manyUpfloaters++;
    return { residents, upfloaters: chosen };
  }

  /** [C8], [C9], [C10] of one pair. */
  pairCost(a: Side, b: Side, upfloaters: Set<number>): number[] {
    let c8 = 0;
    let c9 = 0;
    if (a.pref !== null && b.pref !== null && a.pref.colour === b.pref.colour) {
      c8 = 1; // one of the two gets the other colour
      if (this.o.colourType === 'B' && a.pref.strong && b.pref.strong) c9 = 1;
    }
    let c10 = 0;
    if (!this.lastTwo) {
      if (upfloaters.has(a.tpn) && b.floatedLastRound) c10++;
      if (upfloaters.has(b.tpn) && a.floatedLastRound) c10++;
    }
    return [c8, c9, c10];
  }

  /**
   * 3.6: the pairings of the bracket in the lexicographic order of their
   * identifiers (the tops ascending, then their bottoms); the first one with
   * the least [C8], then [C9], then [C10].
   */
  pairBracket(bracket: Side[], upfloaters: Set<number>): [Side, Side][] {
    const sorted = [...bracket].sort((a, b) => a.tpn - b.tpn);
    const n = sorted.length;
    const half = n / 2;
    let best: [Side, Side][] | null = null;
    let bestCost = [Infinity, Infinity, Infinity];
    const add = (x: number[], y: number[]) => x.map((v, i) => v + y[i]!);
    // Lower bound of [C8]/[C9]: more teams wanting one colour than half the bracket.
    const want = (c: Colour, strong: boolean) =>
      sorted.filter((s) => s.pref !== null && s.pref.colour === c && (!strong || s.pref.strong))
        .length;
    const bound = [
      Math.max(0, want('w', false) - half) + Math.max(0, want('b', false) - half),
      this.o.colourType === 'B'
        ? Math.max(0, want('w', true) - half) + Math.max(0, want('b', true) - half)
        : 0,
      0,
    ];
    let done = false;
    let firstCost: number[] | null = null;
    for (const tops of subsets(sorted, half)) {
      if (done) break;
      const bottoms = sorted.filter((x) => !tops.includes(x));
      const pairs: [Side, Side][] = [];
      const used = new Set<Side>();
      const walk = (i: number, cost: number[]): void => {
        if (done || lex(cost, bestCost) >= 0) return;
        if (i === half) {
          firstCost ??= cost;
          best = [...pairs];
          bestCost = cost;
          if (lex(cost, bound) <= 0) done = true;
          return;
        }
        const top = tops[i]!;
        for (const b of bottoms) {
          if (used.has(b) || b.tpn < top.tpn || !this.canMeet(top.tpn, b.tpn)) continue;
          used.add(b);
          pairs.push([top, b]);
          walk(i + 1, add(cost, this.pairCost(top, b, upfloaters)));
          pairs.pop();
          used.delete(b);
        }
      };
      walk(0, [0, 0, 0]);
    }
    if (best === null || firstCost === null) throw new Error('bracket has no legal pairing');
    literalStats.brackets++;
    const decided = [0, 1, 2].find((i) => firstCost![i] !== bestCost[i]);
    if (decided !== undefined) literalStats[(['c8', 'c9', 'c10'] as const)[decided]]++;
    return best;
  }

  /** Article 4 for one pair. */
  colours(a: Side, b: Side, initial: Colour): LiteralMatch {
    const o = this.o;
    // 4.2: the first-team.
    const first =
      a.score !== b.score
        ? a.score > b.score
          ? a
          : b
        : o.secondary !== null && a.secondary !== b.secondary
          ? a.secondary > b.secondary
            ? a
            : b
          : a.tpn < b.tpn
            ? a
            : b;
    const second = first === a ? b : a;
    const give = (team: Side, c: Colour, rule: string): LiteralMatch =>
      c === 'w'
        ? { white: team.tpn, black: (team === a ? b : a).tpn, rule }
        : { white: (team === a ? b : a).tpn, black: team.tpn, rule };
    if (a.played === 0 && b.played === 0)
      return give(first, first.tpn % 2 === 1 ? initial : other(initial), '4.3.1');
    const pa = a.pref;
    const pb = b.pref;
    if ((pa === null) !== (pb === null)) {
      const s = pa !== null ? a : b;
      return give(s, s.pref!.colour, '4.3.2');
    }
    if (pa !== null && pb !== null && pa.colour !== pb.colour) return give(a, pa.colour, '4.3.3');
    if (o.colourType === 'B' && pa !== null && pb !== null && pa.strong !== pb.strong) {
      const s = pa.strong ? a : b;
      return give(s, s.pref!.colour, '4.3.4');
    }
    if (a.cd !== b.cd) return give(a.cd < b.cd ? a : b, 'w', '4.3.5');
    // 4.3.6's note, GHR 3.4: unplayed rounds move to the front (BWBuW is uBWBW): align at the end.
    const sa = a.colours.filter((c): c is Colour => c !== null);
    const sb = b.colours.filter((c): c is Colour => c !== null);
    for (let k = 1; k <= Math.min(sa.length, sb.length); k++) {
      const ca = sa[sa.length - k]!;
      if (ca !== sb[sb.length - k]) return give(a, other(ca), '4.3.6');
    }
    if (first.pref !== null) return give(first, first.pref.colour, '4.3.7');
    const lastOf = (s: Side) => [...s.colours].reverse().find((c) => c !== null) ?? null;
    const lf = lastOf(first);
    if (lf !== null) return give(first, other(lf), '4.3.8');
    const ls = lastOf(second);
    if (ls !== null) return give(second, other(ls), '4.3.9');
    return give(first, first.tpn % 2 === 1 ? initial : other(initial), '4.3.1');
  }
}

/**
 * Round `round` of `t` paired by C.04.6 read literally (3.3.2: the PAB, then
 * bracket after bracket, then colours). Throws when no legal pairing exists.
 */
export function literalPairing(
  t: TeamTournament,
  round: number,
  o: TeamSwissOptions,
): LiteralPairing {
  const all = sides(t, round, o);
  const lastTwo = t.totalRounds !== null && round >= t.totalRounds - 1;
  const r = new Reading(all, forbiddenPairs(t, round), o, lastTwo);
  let unpaired = [...all].sort((a, b) => a.tpn - b.tpn);
  let pab: number | null = null;
  if (unpaired.length % 2 === 1) {
    pab = r.pab();
    if (pab === null) throw new Error('no PAB leaves a legal pairing');
    unpaired = unpaired.filter((x) => x.tpn !== pab);
  } else if (!r.pairable(unpaired.map((x) => x.tpn))) throw new Error('no legal pairing');
  const pairs: [Side, Side][] = [];
  while (unpaired.length > 0) {
    const { residents, upfloaters } = r.bracket(unpaired);
    const bracket = [...residents, ...upfloaters];
    pairs.push(...r.pairBracket(bracket, new Set(upfloaters.map((x) => x.tpn))));
    unpaired = unpaired.filter((x) => !bracket.includes(x));
  }
  const initial = t.initialColour ?? 'w';
  return { matches: pairs.map(([a, b]) => r.colours(a, b, initial)), pab };
}
