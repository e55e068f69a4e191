import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/seeded-random.js';
import { pairBracket } from '../../src/engine/systems/team-swiss/bracket.js';
import { Completion } from '../../src/engine/systems/team-swiss/legal-pairs.js';
import { DEFAULT_TEAM_OPTIONS } from '../../src/engine/systems/team-swiss/options.js';
import { pairRoundState } from '../../src/engine/systems/team-swiss/pair-round.js';
import type { TeamState } from '../../src/engine/systems/team-swiss/team-state.js';
import { selectUpfloaters } from '../../src/engine/systems/team-swiss/upfloaters.js';
import { team } from '../support/team/team-state.js';

/*
 * The searches of 3.5 and 3.6 against the text read literally on small
 * random cases: every subset of upfloaters, every pairing of a bracket,
 * enumerated here without the matcher.
 */

const meet = (a: TeamState, b: TeamState) => !a.cannotMeet.has(b.tpn) && !b.cannotMeet.has(a.tpn);

function* pairings(teams: readonly TeamState[]): Generator<[TeamState, TeamState][]> {
  if (teams.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = teams;
  for (let k = 0; k < rest.length; k++) {
    if (!meet(first!, rest[k]!)) continue;
    for (const more of pairings([...rest.slice(0, k), ...rest.slice(k + 1)]))
      yield [[first!, rest[k]!], ...more];
  }
}

const pairable = (teams: readonly TeamState[]) =>
  teams.length % 2 === 0 && !pairings(teams).next().done;

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length < b.length;
}

function randomTeams(rnd: () => number, n: number, scores: number[]): TeamState[] {
  const colours = ['', 'w', 'b', 'wb', 'bw', 'ww', 'bb', 'wbb', 'bww'];
  const teams = Array.from({ length: n }, (_, i) =>
    team(i + 1, scores[Math.floor(rnd() * scores.length)]!, {
      colours: colours[Math.floor(rnd() * colours.length)]!,
      type: rnd() < 0.5 ? 'A' : 'B',
      floated: rnd() < 0.3,
    }),
  );
  for (const a of teams)
    for (const b of teams)
      if (a.tpn < b.tpn && rnd() < 0.3) {
        (a.cannotMeet as Set<number>).add(b.tpn);
        (b.cannotMeet as Set<number>).add(a.tpn);
      }
  return teams;
}

/** 3.6 literally: the legal pairings, the least ([C8], [C9], [C10]), then the first identifier. */
function bracketByDefinition(
  bracket: TeamState[],
  type: 'A' | 'B',
  up: ReadonlySet<number>,
  lastTwo: boolean,
): number[][] | null {
  let best: { key: number[]; id: number[]; pairs: number[][] } | null = null;
  for (const p of pairings([...bracket].sort((a, b) => a.tpn - b.tpn))) {
    let c8 = 0;
    let c9 = 0;
    let c10 = 0;
    for (const [a, b] of p) {
      const same = a.preference.colour !== null && a.preference.colour === b.preference.colour;
      if (same) c8++;
      if (
        same &&
        type === 'B' &&
        a.preference.strength === 'strong' &&
        b.preference.strength === 'strong'
      )
        c9++;
      if (!lastTwo && up.has(a.tpn) !== up.has(b.tpn) && (up.has(a.tpn) ? b : a).floatedLastRound)
        c10++;
    }
    const pairs = p
      .map(([a, b]) => [Math.min(a.tpn, b.tpn), Math.max(a.tpn, b.tpn)])
      .sort((x, y) => x[0]! - y[0]!);
    const id = [...pairs.map((x) => x[0]!), ...pairs.map((x) => x[1]!)];
    const key = [c8, c9, c10];
    if (
      best === null ||
      lexLess(key, best.key) ||
      (key.join() === best.key.join() && lexLess(id, best.id))
    )
      best = { key, id, pairs };
  }
  return best?.pairs ?? null;
}

/** 3.5 literally, over every subset of the lower teams. */
function upfloatersByDefinition(teams: TeamState[], lastTwo: boolean): number[] {
  const top = Math.max(...teams.map((t) => t.score));
  const residents = teams.filter((t) => t.score === top);
  const lower = teams.filter((t) => t.score < top);
  const legal: TeamState[][] = [];
  for (let mask = 0; mask < 1 << lower.length; mask++) {
    const set = lower.filter((_, i) => mask & (1 << i));
    if (pairable([...residents, ...set]) && pairable(lower.filter((t) => !set.includes(t))))
      legal.push(set);
  }
  // [C4] the fewest; [C5] the scores in ascending order, largest first.
  const fewest = Math.min(...legal.map((s) => s.length));
  const asc = (s: TeamState[]) => s.map((t) => t.score).sort((a, b) => a - b);
  let shape = asc(legal.find((s) => s.length === fewest)!);
  for (const s of legal)
    if (
      s.length === fewest &&
      lexLess(
        asc(s).map((x) => -x),
        shape.map((x) => -x),
      )
    )
      shape = asc(s);
  const ofShape = legal.filter((s) => s.length === fewest && asc(s).join() === shape.join());
  // 3.5.3-3.5.4 order.
  const ordered = ofShape
    .map((s) => [...s].sort((a, b) => b.score - a.score || a.tpn - b.tpn))
    .sort((a, b) =>
      lexLess(
        a.map((t) => t.tpn),
        b.map((t) => t.tpn),
      )
        ? -1
        : 1,
    );
  // [C6] the fewest upfloaters the following scoregroup then needs; [C7] the fewest previous floaters.
  const next = Math.max(...lower.map((t) => t.score));
  const c6 = (set: TeamState[]) => {
    const rest = lower.filter((t) => !set.includes(t));
    const group = rest.filter((t) => t.score === next);
    if (group.length === 0) return 0;
    const below = rest.filter((t) => t.score < next);
    let least = Infinity;
    for (let mask = 0; mask < 1 << below.length; mask++) {
      const up = below.filter((_, i) => mask & (1 << i));
      if (
        up.length < least &&
        pairable([...group, ...up]) &&
        pairable(below.filter((t) => !up.includes(t)))
      )
        least = up.length;
    }
    return least;
  };
  const c7 = (set: TeamState[]) => (lastTwo ? 0 : set.filter((t) => t.floatedLastRound).length);
  let best = ordered[0]!;
  for (const s of ordered)
    if (c6(s) < c6(best) || (c6(s) === c6(best) && c7(s) < c7(best))) best = s;
  return best.map((t) => t.tpn);
}

describe('the searches give what the text defines (small random cases)', () => {
  it('3.6: pairBracket equals the least ([C8], [C9], [C10]) then the first Pairing Identifier', () => {
    const rnd = seededRandom(33);
    let compared = 0;
    for (let k = 0; k < 300; k++) {
      const n = 2 * (1 + Math.floor(rnd() * 4));
      const teams = randomTeams(rnd, n, [1]);
      const type = rnd() < 0.5 ? 'A' : 'B';
      const up = new Set(teams.filter(() => rnd() < 0.3).map((t) => t.tpn));
      const lastTwo = rnd() < 0.3;
      const expected = bracketByDefinition(teams, type, up, lastTwo);
      if (expected === null) continue;
      const got = pairBracket(teams, { colourType: type, lastTwoRounds: lastTwo, upfloaters: up });
      expect(
        got.map((p) => [p.top.tpn, p.bottom.tpn]),
        `case ${k}`,
      ).toEqual(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('3.5: selectUpfloaters equals the literal reading of [C4]-[C7] and 3.5.3-3.5.5', () => {
    const rnd = seededRandom(34);
    let compared = 0;
    let several = 0;
    for (let k = 0; k < 300; k++) {
      const n = 2 * (2 + Math.floor(rnd() * 4));
      const teams = randomTeams(rnd, n, [0, 1, 2, 3]);
      if (!pairable(teams)) continue;
      const lastTwo = rnd() < 0.3;
      const expected = upfloatersByDefinition(teams, lastTwo);
      const got = selectUpfloaters(teams, lastTwo, new Completion(teams)).upfloaters.map(
        (t) => t.tpn,
      );
      expect(got, `case ${k}`).toEqual(expected);
      compared++;
      if (expected.length >= 2) several++;
    }
    expect(compared).toBeGreaterThan(100);
    // The weighted search, not only the one-upfloater shortcut, is exercised.
    expect(several).toBeGreaterThan(10);
  });

  it('3.3.2: a whole round (PAB by 3.4, then brackets) equals the literal reading step by step', () => {
    const rnd = seededRandom(35);
    let compared = 0;
    for (let k = 0; k < 150; k++) {
      const n = 3 + Math.floor(rnd() * 7);
      const teams = randomTeams(rnd, n, [0, 1, 2]).map((t) =>
        rnd() < 0.2 ? { ...t, hadByeLikeWin: true } : t,
      );
      const lastTwo = rnd() < 0.3;
      // 3.4 literally: [C2], 3.4.1 a legal pairing of the others, lowest score, most matches played, largest TPN.
      let rest = teams;
      let pab: number | null = null;
      if (n % 2 === 1) {
        const c = teams
          .filter((t) => !t.hadByeLikeWin && pairable(teams.filter((x) => x !== t)))
          .sort((a, b) => a.score - b.score || b.played - a.played || b.tpn - a.tpn)[0];
        if (c === undefined) continue;
        pab = c.tpn;
        rest = teams.filter((t) => t !== c);
      } else if (!pairable(teams)) continue;
      const expected: string[] = [];
      while (rest.length > 0) {
        const up = new Set(upfloatersByDefinition(rest, lastTwo));
        const top = Math.max(...rest.map((t) => t.score));
        const bracket = rest.filter((t) => t.score === top || up.has(t.tpn));
        for (const [a, b] of bracketByDefinition(bracket, 'A', up, lastTwo)!)
          expected.push(`${a}-${b}`);
        rest = rest.filter((t) => !bracket.includes(t));
      }
      const state = {
        round: 3,
        lastRound: false,
        lastTwoRounds: lastTwo,
        teams,
        initialColour: 'w' as const,
      };
      const got = pairRoundState(state, DEFAULT_TEAM_OPTIONS);
      const pairs = got.matches.map(
        (m) => `${Math.min(m.white, m.black)}-${Math.max(m.white, m.black)}`,
      );
      expect([...pairs].sort(), `case ${k}`).toEqual([...expected].sort());
      expect(got.pab, `case ${k}`).toBe(pab);
      compared++;
    }
    expect(compared).toBeGreaterThan(80);
  });
});
