import { describe, expect, it } from 'vitest';
import { generateTeamTournament } from '../../src/engine/generator/team-generate.js';
import { teamTournamentBefore } from '../../src/engine/model/team-history.js';
import { NoValidPairingError } from '../../src/engine/systems/pairing-system.js';
import { seededRandom } from '../../src/engine/seeded-random.js';
import { pairTeamRound, type TeamSwissOptions } from '../../src/engine/systems/team-swiss/index.js';
import { bruteForcePairing } from '../support/team/brute-force-pairer.js';

/**
 * The engine against C.04.6 read literally and paired by enumeration
 * (test/support/team/brute-force-pairer.ts, no code shared with the engine's
 * search) on random small tournaments: 3-10 teams, requested byes and
 * forfeited matches, forbidden pairs, both primary scores, all three colour
 * types, Baku acceleration on match points.
 */
const TOURNAMENTS = Number(process.env.TEAM_BRUTE_TOURNAMENTS ?? 60);

let roundsCompared = 0;
let bakuRounds = 0;

function disagreements(seed: number): string[] {
  const rnd = seededRandom(seed * 7919 + 1);
  const teams = 3 + Math.floor(rnd() * 8);
  const config = {
    teams,
    boards: 2 + Math.floor(rnd() * 3),
    rounds: Math.max(1, Math.min(teams - 1, 3 + Math.floor(rnd() * 5))),
    substitutes: Math.floor(rnd() * 2),
    byeRate: rnd() < 0.5 ? 0 : 0.08,
    forfeitRate: rnd() < 0.5 ? 0 : 0.08,
  };
  const types = ['A', 'B', 'none'] as const;
  const gp = seed % 2 === 1;
  const o: TeamSwissOptions = {
    primary: gp ? 'gp' : 'mp',
    secondary: gp ? 'mp' : 'gp',
    colourType: types[seed % 3]!,
    // C.04.7 needs match points (its 1.4: "If gamepoints were the primary score, the Baku Acceleration could not be used").
    baku: !gp && seed % 4 === 0,
  };
  const out: string[] = [];
  let t;
  try {
    t = generateTeamTournament(config, o, seed);
  } catch {
    return out; // [C3] can fail on tiny fields with byes: the generator stops, nothing to compare
  }
  for (let round = 1; round <= config.rounds; round++) {
    const before = teamTournamentBefore(t, round);
    // Now and then a forbidden pair (260) for this round, which the generator does not make.
    if (rnd() < 0.3) {
      const x = 1 + Math.floor(rnd() * teams);
      const y = 1 + ((x + Math.floor(rnd() * (teams - 1))) % teams);
      before.prohibitions = [{ firstRound: round, lastRound: round, teams: [x, y] }];
    }
    let mine;
    try {
      mine = pairTeamRound(before, round, o);
    } catch (e) {
      if (!(e instanceof NoValidPairingError)) throw e;
      expect(() => bruteForcePairing(before, round, o)).toThrow();
      continue;
    }
    const text = bruteForcePairing(before, round, o);
    roundsCompared++;
    if (o.baku) bakuRounds++;
    const a = [...mine.matches.map((m) => `${m.white}-${m.black}`)].sort().join(' ');
    const b = [...text.matches.map((m) => `${m.white}-${m.black}`)].sort().join(' ');
    if (a !== b || mine.pab !== text.pab)
      out.push(
        `seed ${seed} (${teams} teams, ${o.primary}${o.baku ? ' Baku' : ''}, type ${o.colourType}) round ${round}: engine ${a} PAB ${mine.pab}; text ${b} PAB ${text.pab}`,
      );
  }
  return out;
}

describe('C.04.6 engine = the text paired by enumeration (random small tournaments)', () => {
  it(`${TOURNAMENTS} tournaments, every round`, () => {
    const found: string[] = [];
    for (let seed = 1; seed <= TOURNAMENTS; seed++) found.push(...disagreements(seed));
    expect(found).toEqual([]);
    // Generation fails only on a few tiny fields ([C3]); most rounds are compared.
    expect(roundsCompared).toBeGreaterThan(3 * TOURNAMENTS);
    expect(bakuRounds).toBeGreaterThan(TOURNAMENTS / 4);
  }, 600_000);
});
