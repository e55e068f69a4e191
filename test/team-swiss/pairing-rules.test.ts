import { describe, expect, it } from 'vitest';
import { pairBracket, pairingIdentifier } from '../../src/engine/systems/team-swiss/bracket.js';
import { choosePab } from '../../src/engine/systems/team-swiss/bye.js';
import { allocateColours } from '../../src/engine/systems/team-swiss/colours.js';
import { Completion } from '../../src/engine/systems/team-swiss/legal-pairs.js';
import { DEFAULT_TEAM_OPTIONS } from '../../src/engine/systems/team-swiss/options.js';
import { selectUpfloaters, setsOfShape } from '../../src/engine/systems/team-swiss/upfloaters.js';
import { played, team } from '../support/team/team-state.js';

const tpns = (ts: readonly { tpn: number }[]) => ts.map((t) => t.tpn);

describe('C.04.6 3.4 the pairing-allocated bye', () => {
  it('3.4.2-3.4.4: "has the lowest score", then "has played the highest number of matches", then "has the largest TPN"', () => {
    const teams = [
      team(1, 2, { played: 2 }),
      team(2, 0, { played: 1 }),
      team(3, 0, { played: 2 }),
      team(4, 0, { played: 2 }),
      team(5, 2),
    ];
    expect(choosePab(teams, new Completion(teams))?.tpn).toBe(4);
  });

  it('[C2]: "A team that has already received a pairing-allocated bye or won a match by forfeit ... shall not receive the pairing-allocated bye"', () => {
    const teams = [team(1, 2), team(2, 2), team(3, 0, { hadByeLikeWin: true })];
    expect(choosePab(teams, new Completion(teams))?.tpn).toBe(2);
  });

  it('3.4.1: it "leaves a legal pairing for all teams"', () => {
    // 5 has the lowest score, but without it 1, 2, 3 and 4 cannot all be paired (1-2-3 played each other).
    const teams = played([team(1, 4), team(2, 4), team(3, 4), team(4, 4), team(5, 0)], 1, 2, 3);
    expect(choosePab(teams, new Completion(teams))?.tpn).toBe(3);
  });
});

describe('C.04.6 3.5 the upfloaters of the top-scoregroup', () => {
  // 3.5.4 Example: "Let's assume that 2,6,8 have 3 points, and 1,3,5 have 2.5 points. [C4] determines that a set of
  // three upfloaters is needed, and [C5] determines that two upfloaters must have 3 points and the other 2.5 points.
  // The possible set of upfloaters are: {2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < {2,8,3} < {2,8,5} < {6,8,1} <
  // {6,8,3} < {6,8,5}, already sorted in the proper order."
  it('orders the sets of the 3.5.4 example as the example does', () => {
    const threes = [team(8, 3), team(2, 3), team(6, 3)];
    const halves = [team(5, 2.5), team(1, 2.5), team(3, 2.5)];
    expect([...setsOfShape([threes, halves], [2, 1])].map(tpns)).toEqual([
      [2, 6, 1],
      [2, 6, 3],
      [2, 6, 5],
      [2, 8, 1],
      [2, 8, 3],
      [2, 8, 5],
      [6, 8, 1],
      [6, 8, 3],
      [6, 8, 5],
    ]);
  });

  // The example as a pairing: residents 4, 7, 9 (4 points) have played each other, so each needs an upfloater
  // ([C4]: three); 1, 3 and 5 have played each other and 10 (2 points) is the last team, so taking 2, 6 and 8
  // would leave 1, 3, 5, 10 unpairable ([C3]): [C5] gives two upfloaters on 3 points and one on 2.5.
  const example = () =>
    played(
      played(
        [
          team(4, 4),
          team(7, 4),
          team(9, 4),
          team(2, 3),
          team(6, 3),
          team(8, 3),
          team(1, 2.5),
          team(3, 2.5),
          team(5, 2.5),
          team(10, 2),
        ],
        4,
        7,
        9,
      ),
      1,
      3,
      5,
    );

  it('3.5.5: chooses the first set of the example, {2,6,1}, when it leaves a legal pairing', () => {
    const teams = example();
    expect(tpns(selectUpfloaters(teams, false, new Completion(teams)).upfloaters)).toEqual([
      2, 6, 1,
    ]);
  });

  it('3.5.5: skips the sets that leave no legal pairing (1 has met every resident: {2,6,3} comes next)', () => {
    const teams = example().map((t) =>
      t.tpn === 1
        ? { ...t, cannotMeet: new Set([...t.cannotMeet, 4, 7, 9]) }
        : [4, 7, 9].includes(t.tpn)
          ? { ...t, cannotMeet: new Set([...t.cannotMeet, 1]) }
          : t,
    );
    expect(tpns(selectUpfloaters(teams, false, new Completion(teams)).upfloaters)).toEqual([
      2, 6, 3,
    ]);
  });

  it('[C7]: "minimise the number of upfloaters that were floaters in the previous round" - except in the last two rounds', () => {
    const teams = example().map((t) => (t.tpn === 2 ? { ...t, floatedLastRound: true } : t));
    expect(tpns(selectUpfloaters(teams, false, new Completion(teams)).upfloaters)).toEqual([
      6, 8, 1,
    ]);
    expect(tpns(selectUpfloaters(teams, true, new Completion(teams)).upfloaters)).toEqual([
      2, 6, 1,
    ]);
  });

  it('[C4]: no upfloater when the top-scoregroup pairs on its own and the rest can be completed', () => {
    const teams = [team(1, 2), team(2, 2), team(3, 0), team(4, 0)];
    expect(selectUpfloaters(teams, false, new Completion(teams)).upfloaters).toEqual([]);
  });

  it('[C6]: the set leaves the following scoregroup a pairing without an extra upfloater when one can', () => {
    // Resident 1 needs one upfloater from 2, 3, 4 (2 points). Taking 2 leaves 3-4, who have met: the 2-point
    // group would need two upfloaters; taking 3 (or 4) leaves 2 with one. 5, 6 (0 points) can meet anyone.
    const teams = played(
      [team(1, 4), team(2, 2), team(3, 2), team(4, 2), team(5, 0), team(6, 0)],
      3,
      4,
    );
    expect(tpns(selectUpfloaters(teams, false, new Completion(teams)).upfloaters)).toEqual([3]);
  });
});

describe('C.04.6 3.6 pairing a bracket', () => {
  it('3.6.2 Example: "If 11-24 16-6 10-9 8-4 is a pairing, its identifier is 4 6 9 11 8 16 10 24"', () => {
    expect(
      pairingIdentifier([
        [11, 24],
        [16, 6],
        [10, 9],
        [8, 4],
      ]),
    ).toEqual([4, 6, 9, 11, 8, 16, 10, 24]);
  });

  const ctx = { colourType: 'A' as const, lastTwoRounds: false, upfloaters: new Set<number>() };
  const pairsOf = (ps: ReturnType<typeof pairBracket>) => ps.map((p) => [p.top.tpn, p.bottom.tpn]);

  it('3.6.3-3.6.4: the lexicographically first identifier: 1-3 2-4 (1 2 3 4), and 1-4 2-3 when 1 and 3 have met', () => {
    expect(pairsOf(pairBracket([team(1, 1), team(2, 1), team(3, 1), team(4, 1)], ctx))).toEqual([
      [1, 3],
      [2, 4],
    ]);
    const met = played([team(1, 1), team(2, 1), team(3, 1), team(4, 1)], 1, 3);
    expect(pairsOf(pairBracket(met, ctx))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('[C8]: "Minimise the number of teams whose colour preference, if any, is not fulfilled"', () => {
    // 1 and 3 want White, 2 and 4 Black: 1-3 2-4 (identifier 1 2 3 4) leaves two unfulfilled; of the
    // pairings that fulfil all, 1-4 2-3 (1 2 4 3) comes before 1-2 3-4 (1 3 2 4).
    const teams = [
      team(1, 1, { colours: 'bb' }),
      team(2, 1, { colours: 'ww' }),
      team(3, 1, { colours: 'bb' }),
      team(4, 1, { colours: 'ww' }),
    ];
    expect(pairsOf(pairBracket(teams, ctx))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('[C9] (type B only): "Minimise the number of teams whose strong colour preference ... is not fulfilled"', () => {
    // Everyone wants White ([C8] is 2 whatever the pairing), 1 and 3 strongly: 1-3 2-4 (1 2 3 4) breaks a strong
    // preference, 1-4 2-3 (1 2 4 3) only mild ones.
    const b = { ...ctx, colourType: 'B' as const };
    const teams = [
      team(1, 1, { colours: 'bb', type: 'B' }),
      team(2, 1, { colours: 'b', type: 'B' }),
      team(3, 1, { colours: 'bb', type: 'B' }),
      team(4, 1, { colours: 'b', type: 'B' }),
    ];
    expect(pairsOf(pairBracket(teams, b))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('[C10]: "minimise the number of upfloaters\' opponents that were floaters in the previous round", except in the last two rounds', () => {
    // 4 is the upfloater and 2 floated in the previous round: 1-3 2-4 gives way to 1-4 2-3.
    const teams = [team(1, 2), team(2, 2, { floated: true }), team(3, 2), team(4, 1)];
    const up = { ...ctx, upfloaters: new Set([4]) };
    expect(pairsOf(pairBracket(teams, up))).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(pairsOf(pairBracket(teams, { ...up, lastTwoRounds: true }))).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });
});

describe('C.04.6 Article 4 colour allocation', () => {
  const o = DEFAULT_TEAM_OPTIONS;
  it('4.3.1: "if the first-team has an odd TPN, give it the initial-colour; otherwise, give it the opposite colour"', () => {
    expect(allocateColours(team(1, 0), team(5, 0), 'w', o)).toMatchObject({
      white: 1,
      black: 5,
      rule: '4.3.1',
    });
    expect(allocateColours(team(2, 0), team(6, 0), 'w', o)).toMatchObject({
      white: 6,
      black: 2,
      rule: '4.3.1',
    });
    expect(allocateColours(team(2, 0), team(6, 2), 'b', o)).toMatchObject({
      white: 6,
      black: 2,
      rule: '4.3.1',
    });
  });

  it('4.3.2 one preference granted; 4.3.3 opposite preferences granted', () => {
    expect(
      allocateColours(team(1, 2, { colours: 'wb' }), team(2, 2, { colours: 'bb' }), 'w', o),
    ).toMatchObject({ white: 2, rule: '4.3.2' });
    expect(
      allocateColours(team(1, 2, { colours: 'ww' }), team(2, 2, { colours: 'bb' }), 'w', o),
    ).toMatchObject({ white: 2, rule: '4.3.3' });
  });

  it('4.3.4 (type B) a strong preference beats a mild one', () => {
    const b = { ...o, colourType: 'B' as const };
    expect(
      allocateColours(
        team(1, 2, { colours: 'b', type: 'B' }),
        team(2, 2, { colours: 'wbb', type: 'B' }),
        'w',
        b,
      ),
    ).toMatchObject({ white: 2, rule: '4.3.4' });
  });

  it('4.3.5: "Give White to the team with the lower colour difference" (-2 is lower than -1)', () => {
    // Both prefer White (type A): CD -2 against CD -1 with its last two Black.
    expect(
      allocateColours(team(1, 2, { colours: 'wbb' }), team(2, 2, { colours: 'bb' }), 'w', o),
    ).toMatchObject({ white: 2, rule: '4.3.5' });
  });

  it('4.3.6: "Alternate the colours to the most recent time in which one team had White and the other Black"', () => {
    // Equal CDs, no preferences; the last two rounds alike (b/b, w/w); the one before, 1 had Black and 2 White.
    expect(
      allocateColours(team(1, 2, { colours: 'wbwb' }), team(2, 2, { colours: 'bwwb' }), 'w', o),
    ).toMatchObject({ white: 1, black: 2, rule: '4.3.6' });
  });

  it("4.3.7 the first-team's preference; 4.3.8 alternate the first-team's last colour; 4.3.9 the other's", () => {
    expect(
      allocateColours(team(1, 2, { colours: 'bb' }), team(2, 2, { colours: 'bb' }), 'w', o),
    ).toMatchObject({ white: 1, rule: '4.3.7' });
    expect(
      allocateColours(team(1, 2, { colours: 'wb' }), team(2, 2, { colours: 'wb' }), 'w', o),
    ).toMatchObject({ white: 1, rule: '4.3.8' });
    // 4.2.1: team 2 has the higher score and has played no match; team 1 last had Black: 4.3.9 gives it White.
    expect(
      allocateColours(team(1, 0, { colours: 'wb' }), team(2, 2, { played: 0 }), 'w', o),
    ).toMatchObject({ white: 1, black: 2, rule: '4.3.9' });
  });
});
