import { describe, expect, it } from 'vitest';
import { NoValidPairingError } from '../../src/engine/systems/pairing-system.js';
import { colourPreference } from '../../src/engine/systems/team-swiss/colour-preference.js';
import { allocateColours } from '../../src/engine/systems/team-swiss/colours.js';
import { Completion } from '../../src/engine/systems/team-swiss/legal-pairs.js';
import { DEFAULT_TEAM_OPTIONS } from '../../src/engine/systems/team-swiss/options.js';
import { pairTeamRound, roundState } from '../../src/engine/systems/team-swiss/index.js';
import { selectUpfloaters } from '../../src/engine/systems/team-swiss/upfloaters.js';
import { play, teamTournament } from '../support/team/team-builder.js';
import { played, team } from '../support/team/team-state.js';

/**
 * The articles of C.04.6 the other team tests leave open, and the readings
 * where the text is open (docs/arbiters-notes.md, Team Swiss). Expected
 * answers worked by hand from the text, in the comments.
 */
const o = DEFAULT_TEAM_OPTIONS;
const tpns = (ts: readonly { tpn: number }[]) => ts.map((t) => t.tpn);

describe('C.04.6 3.3.3 and 3.4.3', () => {
  it('3.3.3: "If it is impossible to complete a round-pairing, the Chief Arbiter shall decide": no pairing is made up', () => {
    // Four teams, three rounds: everybody has met everybody ([C1]), so round 4 has no legal pairing.
    const t = play(teamTournament(4, 2, 4), 1, ['1-3:==', '2-4:==']);
    play(t, 2, ['4-1:==', '3-2:==']);
    play(t, 3, ['1-2:==', '3-4:==']);
    expect(() => pairTeamRound(t, 4, o)).toThrow(NoValidPairingError);
    expect(() => pairTeamRound(t, 4, o)).toThrow(/\[C1\], \[C3\]/);
  });

  it('3.4.3: "has played the highest number of matches" counts matches actually played (a forfeited match is not)', () => {
    // Round 1: 1 lost to 2 over the board (0 MP, one match played); 3 won against 4 by forfeit (330), so 4 has
    // 0 MP and no match played; 5 had the PAB. Round 2: 1 and 4 have the lowest score (3.4.2); 1 has played
    // more matches (3.4.3), so the PAB is 1's, before 4's larger TPN (3.4.4) is reached.
    const t = play(teamTournament(5, 2, 5), 1, ['1-2:00', 'P:5']);
    t.forfeits.push({ round: 1, white: 3, black: 4, type: '+-' });
    expect(pairTeamRound(t, 2, o).pab).toBe(1);
  });
});

describe('C.04.6 3.5.5: [C6] before [C7]', () => {
  it('a set that leaves the following scoregroup pairable beats one whose upfloater did not float', () => {
    // Resident 1 (4 points) needs one upfloater from 2, 3, 4 (2 points); 3 and 4 have met and both floated in
    // the previous round, 2 did not. [C7] alone would take 2, but that leaves 3-4 unpairable: the 2-point group
    // would need two upfloaters. [C6] comes first (2.3, "descending priority"): 3 (first TPN of 3 and 4),
    // leaving 2-4. The same in the last two rounds, where [C7] does not apply.
    const teams = played(
      [
        team(1, 4),
        team(2, 2),
        team(3, 2, { floated: true }),
        team(4, 2, { floated: true }),
        team(5, 0),
        team(6, 0),
      ],
      3,
      4,
    );
    expect(tpns(selectUpfloaters(teams, false, new Completion(teams)).upfloaters)).toEqual([3]);
    expect(tpns(selectUpfloaters(teams, true, new Completion(teams)).upfloaters)).toEqual([3]);
  });
});

describe('C.04.6 Article 4', () => {
  it('4.2.2: the first-team by "the higher secondary score (unless the rules of the competition state not to use it)"', () => {
    // Equal match points, both CD -2 after Black twice: both want White (4.3.3 and 4.3.5 do not decide, 4.3.6
    // finds no round where they differed), so 4.3.7 grants the first-team's preference: 2, with more game points;
    // without a secondary score, 1 (4.2.3, the smaller TPN).
    const one = team(1, 2, { colours: 'bb', secondary: 3 });
    const two = team(2, 2, { colours: 'bb', secondary: 4 });
    expect(allocateColours(one, two, 'w', o)).toMatchObject({ white: 2, black: 1, rule: '4.3.7' });
    expect(allocateColours(one, two, 'w', { ...o, secondary: null })).toMatchObject({
      white: 1,
      black: 2,
      rule: '4.3.7',
    });
  });

  it('4.3.6 note, GHR 3.4: "Only played games or matches count": the colour histories are compared from their ends', () => {
    // 4: Black (round 1), White (round 2), PAB (round 3). 5: PAB, Black, White. By rounds, round 2 has 4 White
    // and 5 Black; with the unplayed rounds moved to the front (GHR 3.4: "BWBuW ... as if ... uBWBW") both are
    // "BW": 4.3.6 finds no difference. Neither has a type A preference (CD 0, not the same colour twice), so
    // 4.3.8: 5 is the first-team (4 MP against 3) and last had White: 5 Black, 4 White.
    const t = play(teamTournament(5, 2, 6), 1, ['1-4:==', '2-3:==', 'P:5']);
    play(t, 2, ['4-2:==', '1-5:00', 'P:3']);
    play(t, 3, ['5-3:==', '1-2:==', 'P:4']);
    const state = roundState(t, 4, o);
    const four = state.teams.find((x) => x.tpn === 4)!;
    const five = state.teams.find((x) => x.tpn === 5)!;
    expect([four.score, five.score]).toEqual([3, 4]);
    expect(allocateColours(four, five, 'w', o)).toEqual({ white: 4, black: 5, rule: '4.3.8' });
  });

  it('4.3.9: "Alternate the colour of the other team from its last played round"', () => {
    // 2 (2 MP) is the first-team but has played no match; 1 (0 MP) had White then Black: no preference, equal
    // CDs, nothing to compare (4.3.6), no last colour of the first-team (4.3.8): 1 alternates from Black.
    expect(
      allocateColours(team(1, 0, { colours: 'wb' }), team(2, 2, { played: 0 }), 'w', o),
    ).toEqual({ white: 1, black: 2, rule: '4.3.9' });
  });
});

describe('C.04.6 1.7.2 in the last round (reading)', () => {
  it('a strong preference (CD 0, Black in the last two played matches) stays strong in the last round', () => {
    // 1.7.2 gives a strong preference "being its CD 0 or -1, the team had Black in the last two played matches",
    // and no preference "when its CD is zero when pairing for the last round"; the second sentence is read as
    // the mild preference's exception (the mild rule's own words "if it is zero and it is not the last round"),
    // so three Blacks in a row stay as unlikely as type A makes them.
    expect(colourPreference('B', ['w', 'w', 'b', 'b'], true)).toEqual({
      colour: 'w',
      strength: 'strong',
    });
    expect(colourPreference('B', ['w', 'b'], true)).toEqual({ colour: null, strength: null });
    expect(colourPreference('B', ['w', 'b'], false)).toEqual({ colour: 'w', strength: 'mild' });
  });
});
