import { teamRounds, type TeamRound } from '../../../src/engine/model/team-rounds.js';
import type { TeamTournament } from '../../../src/engine/model/teams.js';
import type { Colour } from '../../../src/engine/model/tournament.js';

/**
 * C.04.6 read literally and paired by enumeration, for small tournaments
 * only: every subset of upfloaters and every pairing of a bracket is listed
 * and the text's criteria are applied in their order. It shares no code
 * with src/engine/systems/team-swiss (only the model's reading of what each
 * round was), so the engine's search can be checked against it.
 *
 * Readings it shares with the engine's arbiter notes (docs/arbiters-notes.md):
 * only matches actually played count for [C1], colours and floats; [C6] is
 * the number of upfloaters the following scoregroup's bracket needs; "the
 * last two rounds" need record 142; a team's score in 1.5 is its pairing
 * score of that round.
 */

export type Kind = 'A' | 'B' | 'none';

export interface BruteOptions {
  primary: 'mp' | 'gp';
  secondary: 'mp' | 'gp' | null;
  colourType: Kind;
  /** C.04.7 for teams: virtual match points for the first 2 x ceil(N / 4) TPNs. */
  baku: boolean;
}

/**
 * C.04.7 1.2-1.4: GA is "the first half, rounded up to the nearest even
 * number"; the accelerated rounds are "the first half (rounded up) of the
 * rounds"; GA gets a win's points in the first half (rounded up) of them,
 * half that in the rest.
 */
function virtualPoints(t: TeamTournament, tpn: number, round: number): number {
  const ga = 2 * Math.ceil(t.teams.length / 4);
  const accelerated = Math.ceil(t.totalRounds! / 2);
  if (tpn > ga || round > accelerated) return 0;
  return round <= Math.ceil(accelerated / 2) ? t.matchPoints.win : t.matchPoints.win / 2;
}

interface Team {
  tpn: number;
  score: number;
  secondary: number;
  played: number;
  colours: Colour[];
  /** 'w'/'b' and 'strong' | 'mild' | 'simple'. */
  pref: { colour: Colour | null; strong: boolean };
  floated: boolean;
  noPab: boolean;
  cannotMeet: Set<number>;
}

export interface BruteResult {
  matches: { white: number; black: number }[];
  pab: number | null;
}

const points = (r: TeamRound, which: 'mp' | 'gp') =>
  which === 'mp' ? r.matchPoints : r.gamePoints;
const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** 1.7.1 / 1.7.2 from the colours of the matches played, oldest first. */
function preference(
  kind: Kind,
  colours: readonly Colour[],
  lastRound: boolean,
): { colour: Colour | null; strong: boolean } {
  const none = { colour: null, strong: false };
  if (kind === 'none' || colours.length === 0) return none;
  let cd = 0;
  for (const c of colours) cd += c === 'w' ? 1 : -1;
  const n = colours.length;
  const lastTwo = (c: Colour) => n >= 2 && colours[n - 1] === c && colours[n - 2] === c;
  // "if its CD is less than -1, or, being its CD 0 or -1, the team had Black in the last two played matches"
  if (cd < -1 || ((cd === 0 || cd === -1) && lastTwo('b')))
    return { colour: 'w', strong: kind === 'B' };
  if (cd > 1 || ((cd === 0 || cd === 1) && lastTwo('w')))
    return { colour: 'b', strong: kind === 'B' };
  if (kind === 'A') return none;
  // Type B mild: "if its CD is -1, or, if it is zero and it is not the last round, the team had Black in the last played match"
  if (cd === -1) return { colour: 'w', strong: false };
  if (cd === 1) return { colour: 'b', strong: false };
  if (!lastRound) return { colour: other(colours[n - 1]!), strong: false };
  return none;
}

function teamsOf(t: TeamTournament, round: number, o: BruteOptions): Team[] {
  const history = teamRounds(t, round - 1);
  // C.04.7 1.5: the pairing score is the score plus the virtual points of that round.
  const before = (tpn: number, r: number) =>
    history
      .get(tpn)!
      .slice(0, r - 1)
      .reduce((s, x) => s + points(x, o.primary), 0) + (o.baku ? virtualPoints(t, tpn, r) : 0);
  const out: Team[] = [];
  for (const team of t.teams) {
    if (t.byes.some((b) => b.round === round && b.team === team.tpn)) continue;
    const rs = history.get(team.tpn)!;
    const played = rs.filter((r) => r.kind === 'played');
    const cannotMeet = new Set(played.map((r) => r.opponent!));
    for (const p of t.prohibitions)
      if (p.firstRound <= round && round <= p.lastRound && p.teams.includes(team.tpn))
        p.teams.forEach((x) => x !== team.tpn && cannotMeet.add(x));
    const colours = played.map((r) => r.colour!);
    const prev = rs[round - 2];
    out.push({
      tpn: team.tpn,
      score: before(team.tpn, round),
      secondary: o.secondary === null ? 0 : rs.reduce((s, x) => s + points(x, o.secondary!), 0),
      played: played.length,
      colours,
      pref: preference(o.colourType, colours, t.totalRounds !== null && round >= t.totalRounds),
      // 1.5 "A floater is a team that plays against an opponent with a different score."
      floated:
        prev !== undefined &&
        prev.kind === 'played' &&
        before(team.tpn, round - 1) !== before(prev.opponent!, round - 1),
      // [C2] "already received a pairing-allocated bye or won a match by forfeit (or been given a FIDE-deprecated full-point bye)"
      noPab: rs.some((r) => r.kind === 'pab' || r.kind === 'forfeit-win' || r.kind === 'full-bye'),
      cannotMeet,
    });
  }
  return out;
}

type Pair = [Team, Team];

/** Every pairing of `teams` that complies with [C1]. */
function* legalPairings(teams: readonly Team[]): Generator<Pair[]> {
  if (teams.length === 0) {
    yield [];
    return;
  }
  const [a, ...rest] = teams;
  for (let i = 0; i < rest.length; i++) {
    const b = rest[i]!;
    if (a!.cannotMeet.has(b.tpn)) continue;
    for (const more of legalPairings([...rest.slice(0, i), ...rest.slice(i + 1)]))
      yield [[a!, b], ...more];
  }
}

const memo = new Map<string, boolean>();
function pairable(teams: readonly Team[]): boolean {
  if (teams.length % 2 === 1) return false;
  const key = teams
    .map((x) => `${x.tpn}:${[...x.cannotMeet].join('.')}`)
    .sort()
    .join('|');
  let v = memo.get(key);
  if (v === undefined) {
    v = !legalPairings(teams).next().done;
    memo.set(key, v);
  }
  return v;
}

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const x of xs) for (const s of [...out]) out.push([...s, x]);
  return out;
}

function compareVectors(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** [C6]: the fewest upfloaters the following scoregroup's bracket needs ([C1], [C3], [C4]). */
function c6(rest: readonly Team[], nextScore: number | null): number {
  if (nextScore === null) return 0;
  const group = rest.filter((x) => x.score === nextScore);
  // "Unless all the teams in the following scoregroup became or are upfloaters"
  if (group.length === 0) return 0;
  const lower = rest.filter((x) => x.score < nextScore);
  let best = Infinity;
  for (const s of subsets(lower)) {
    if (s.length >= best || (group.length + s.length) % 2 === 1) continue;
    const inBracket = new Set([...group, ...s]);
    if (pairable([...inBracket]) && pairable(rest.filter((x) => !inBracket.has(x))))
      best = s.length;
  }
  return best;
}

/** 3.5: the upfloaters of the top-scoregroup `residents` among `unpaired`. */
function upfloaters(
  unpaired: readonly Team[],
  residents: readonly Team[],
  lastTwo: boolean,
): Team[] {
  const top = residents[0]!.score;
  // 3.5.1 "All teams with a lower score than the resident teams of the top-scoregroup are potential upfloaters."
  const potential = unpaired.filter((x) => x.score < top);
  const lowerScores = [...new Set(potential.map((x) => x.score))].sort((a, b) => b - a);
  const nextScore = lowerScores[0] ?? null;
  interface Candidate {
    set: Team[];
    c4: number;
    c5: number[];
    c6: number;
    c7: number;
    order: number[];
  }
  const candidates: Candidate[] = [];
  for (const s of subsets(potential)) {
    if ((residents.length + s.length) % 2 === 1) continue;
    const bracket = new Set([...residents, ...s]);
    const rest = unpaired.filter((x) => !bracket.has(x));
    // 3.5.5 "produces a legal pairing"; [C3] the rest can still be paired.
    if (!pairable([...bracket]) || !pairable(rest)) continue;
    // 3.5.3 "first sorted by descending score and then, when scores are equal, by ascending TPN"
    const sorted = [...s].sort((a, b) => b.score - a.score || a.tpn - b.tpn);
    candidates.push({
      set: s,
      c4: s.length,
      // [C5] "maximise the scores (taken in ascending order) of the upfloaters"
      c5: s.map((x) => x.score).sort((a, b) => a - b),
      c6: c6(rest, nextScore),
      // [C7] "With the exception of the last two rounds, minimise the number of upfloaters that were floaters in the previous round"
      c7: lastTwo ? 0 : s.filter((x) => x.floated).length,
      order: sorted.map((x) => x.tpn),
    });
  }
  candidates.sort(
    (a, b) =>
      a.c4 - b.c4 ||
      -compareVectors(a.c5, b.c5) ||
      a.c6 - b.c6 ||
      a.c7 - b.c7 ||
      // 3.5.4 "sorted among themselves by the lexicographic order of their TPNs"
      compareVectors(a.order, b.order),
  );
  const chosen = candidates[0];
  if (chosen === undefined) throw new Error('no set of upfloaters leaves a legal pairing');
  return chosen.set;
}

/** 3.6: the first Pairing Identifier among the pairings best on [C8], [C9], [C10]. */
function pairBracket(
  bracket: readonly Team[],
  ups: ReadonlySet<number>,
  o: BruteOptions,
  lastTwo: boolean,
): Pair[] {
  let best: { key: number[]; pairs: Pair[] } | null = null;
  for (const pairing of legalPairings(bracket)) {
    let c8 = 0;
    let c9 = 0;
    let c10 = 0;
    for (const [a, b] of pairing) {
      // [C8] a pair can fulfil both preferences unless both want the same colour.
      if (a.pref.colour !== null && a.pref.colour === b.pref.colour) {
        c8++;
        // [C9] "(Type B only) ... strong colour preference ... not fulfilled": both strong for it.
        if (o.colourType === 'B' && a.pref.strong && b.pref.strong) c9++;
      }
      // [C10] "minimise the number of upfloaters' opponents that were floaters in the previous round"
      if (!lastTwo) {
        if (ups.has(a.tpn) && b.floated) c10++;
        if (ups.has(b.tpn) && a.floated) c10++;
      }
    }
    // 3.6.1-3.6.2: tops ascending, then the bottoms of those pairs.
    const ordered = pairing
      .map(([a, b]) => (a.tpn < b.tpn ? [a.tpn, b.tpn] : [b.tpn, a.tpn]) as [number, number])
      .sort((x, y) => x[0] - y[0]);
    const key = [c8, c9, c10, ...ordered.map((p) => p[0]), ...ordered.map((p) => p[1])];
    if (best === null || compareVectors(key, best.key) < 0) best = { key, pairs: pairing };
  }
  if (best === null) throw new Error('bracket has no legal pairing');
  return best.pairs;
}

/** 4.2 first-team, 4.3 the colours of a pair. */
function colours(
  a: Team,
  b: Team,
  initial: Colour,
  o: BruteOptions,
): { white: number; black: number } {
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
  const give = (x: Team, c: Colour) =>
    c === 'w'
      ? { white: x.tpn, black: (x === a ? b : a).tpn }
      : { white: (x === a ? b : a).tpn, black: x.tpn };
  // 4.3.1
  if (a.colours.length === 0 && b.colours.length === 0)
    return give(first, first.tpn % 2 === 1 ? initial : other(initial));
  // 4.3.2
  if (a.pref.colour !== null && b.pref.colour === null) return give(a, a.pref.colour);
  if (b.pref.colour !== null && a.pref.colour === null) return give(b, b.pref.colour);
  // 4.3.3
  if (a.pref.colour !== null && b.pref.colour !== null && a.pref.colour !== b.pref.colour)
    return give(a, a.pref.colour);
  // 4.3.4
  if (o.colourType === 'B' && a.pref.strong !== b.pref.strong) {
    const s = a.pref.strong ? a : b;
    return give(s, s.pref.colour!);
  }
  // 4.3.5
  const cd = (x: Team) => x.colours.filter((c) => c === 'w').length * 2 - x.colours.length;
  if (cd(a) !== cd(b)) return give(cd(a) < cd(b) ? a : b, 'w');
  // 4.3.6 with GHR 3.4 (played matches only, compared from the most recent back)
  for (let k = 1; k <= Math.min(a.colours.length, b.colours.length); k++) {
    const ca = a.colours[a.colours.length - k]!;
    if (ca !== b.colours[b.colours.length - k]) return give(a, other(ca));
  }
  // 4.3.7
  if (first.pref.colour !== null) return give(first, first.pref.colour);
  // 4.3.8, 4.3.9
  if (first.colours.length > 0) return give(first, other(first.colours[first.colours.length - 1]!));
  return give(second, other(second.colours[second.colours.length - 1]!));
}

/** Round `round` of `t` (its earlier rounds played) paired by the text. */
export function bruteForcePairing(t: TeamTournament, round: number, o: BruteOptions): BruteResult {
  let unpaired = teamsOf(t, round, o);
  const lastTwo = t.totalRounds !== null && round >= t.totalRounds - 1;
  let pab: Team | null = null;
  if (unpaired.length % 2 === 1) {
    // 3.4: legal pairing for the others, lowest score, most matches played, largest TPN.
    const order = unpaired
      .filter((x) => !x.noPab)
      .sort((a, b) => a.score - b.score || b.played - a.played || b.tpn - a.tpn);
    pab = order.find((x) => pairable(unpaired.filter((y) => y !== x))) ?? null;
    if (pab === null) throw new Error('no PAB');
    unpaired = unpaired.filter((x) => x !== pab);
  }
  if (!pairable(unpaired)) throw new Error('no legal round-pairing');
  const pairs: Pair[] = [];
  while (unpaired.length > 0) {
    const top = Math.max(...unpaired.map((x) => x.score));
    const residents = unpaired.filter((x) => x.score === top);
    const ups = upfloaters(unpaired, residents, lastTwo);
    const bracket = [...residents, ...ups];
    pairs.push(...pairBracket(bracket, new Set(ups.map((x) => x.tpn)), o, lastTwo));
    unpaired = unpaired.filter((x) => !bracket.includes(x));
  }
  const initial = t.initialColour ?? 'w';
  return { matches: pairs.map(([a, b]) => colours(a, b, initial, o)), pab: pab?.tpn ?? null };
}
