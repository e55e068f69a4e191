import {
  recordMatch,
  recordPab,
  type BoardResult,
} from '../../../src/engine/model/team-matches.js';
import {
  boardColour,
  blankTeamTournament,
  type TeamTournament,
} from '../../../src/engine/model/teams.js';
import { blankPlayer } from '../../../src/engine/model/tournament.js';

/**
 * A team tournament for tests: `teams` teams of `boards` players (team k has
 * players (k-1)*boards+1 .. k*boards in board order), `rounds` rounds.
 */
export function teamTournament(
  teams: number,
  boards: number,
  rounds: number | null,
): TeamTournament {
  const t: TeamTournament = {
    ...blankTeamTournament(),
    boards,
    totalRounds: rounds,
    initialColour: 'w',
  };
  for (let k = 1; k <= teams; k++) {
    const roster: number[] = [];
    for (let b = 1; b <= boards; b++) {
      const id = (k - 1) * boards + b;
      roster.push(id);
      t.players.push(blankPlayer(id, `Player ${id}`));
    }
    t.teams.push({
      tpn: k,
      name: `Team ${k}`,
      nickname: '',
      strength: null,
      declaredMatchPoints: null,
      declaredGamePoints: null,
      declaredRank: null,
      roster,
    });
  }
  return t;
}

/**
 * Plays a round: "W-B:r" entries, r a string of board results from the
 * White team's first board on ('1' its player won, '=' drawn, '0' lost,
 * whatever his colour on that board), or "P:x" for x's PAB.
 */
export function play(t: TeamTournament, round: number, matches: string[]): TeamTournament {
  for (const m of matches) {
    const pab = /^P:(\d+)$/.exec(m);
    if (pab) {
      recordPab(t, round, Number(pab[1]));
      continue;
    }
    const r = /^(\d+)-(\d+):([10=]+)$/.exec(m);
    if (!r) throw new Error(`bad match "${m}"`);
    // From the White team's side: its player's result on each board, whatever his colour.
    const results = [...r[3]!].map((x, k) =>
      boardColour(t, k + 1) === 'w' ? x : x === '1' ? '0' : x === '0' ? '1' : x,
    ) as BoardResult[];
    recordMatch(t, round, Number(r[1]), Number(r[2]), results);
  }
  return t;
}
