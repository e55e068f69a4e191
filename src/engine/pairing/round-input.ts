import { hasOpponent, isKnownAbsence, pointsAfter } from '../model/results.js';
import { matchOfGame } from '../model/matches.js';
import { lastPairedRound } from '../model/rounds.js';
import { copyTournamentInfo, type Player, type Tournament } from '../model/tournament.js';

/**
 * The tournament as it stood before round `round` was paired
 * (shared/fixtures/README.md, "Replaying round r"):
 * 1. every player's rounds 1 .. round-1 as recorded;
 * 2. in round `round`, only the entries saying the player is known not to be
 *    paired (opponent 0000 with H, F, Z or '-'); anything else is dropped;
 * 3. declared points recomputed from rounds 1 .. round-1 (declared ranks
 *    dropped), so that the input is also a valid file for other engines;
 * 4. totalRounds and initialColour as in the file.
 */
export function inputForRound(t: Tournament, round: number): Tournament {
  // A caller's bug, never the organiser's: the add-on pairs the round after the last one paired.
  if (!Number.isInteger(round) || round < 1)
    throw new RangeError(`round must be a whole number >= 1, got ${round}`);
  const players: Player[] = t.players.map((p) => {
    const rounds = p.rounds
      .slice(0, round - 1)
      .map((rec) => (rec === undefined ? undefined : { ...rec }));
    const current = p.rounds[round - 1];
    if (isKnownAbsence(current)) {
      while (rounds.length < round - 1) rounds.push(undefined);
      rounds.push({ ...current! });
    }
    while (rounds.length > 0 && rounds[rounds.length - 1] === undefined) rounds.pop();
    return {
      ...p,
      rounds,
      declaredPoints: pointsAfter(p, t.pointSystem, round - 1),
      declaredRank: null,
    };
  });
  return {
    info: copyTournamentInfo(t.info),
    players,
    totalRounds: t.totalRounds,
    initialColour: t.initialColour,
    pointSystem: { ...t.pointSystem },
    forbiddenPairs: t.forbiddenPairs.map((g) => [...g]),
    acceleration: new Map([...t.acceleration].map(([id, pts]) => [id, [...pts]])),
    otherLines: [...t.otherLines],
  };
}

/** The players to be paired in `round` of a pairing input: not withdrawn and not known to be absent. */
export function playersToPair(t: Tournament, round: number): Player[] {
  return t.players.filter((p) => !p.withdrawn && !isKnownAbsence(p.rounds[round - 1]));
}

/**
 * The file does not allow a next round: an earlier round is unfinished, or all rounds are paired.
 * The command line's (-p) only, in English: the add-on does not call pairNextRoundInput, it
 * checks the results and the rounds itself and says them in the tournament's language
 * (test/apps-script/architecture.test.ts holds it to that).
 */
export class NextRoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NextRoundError';
  }
}

/**
 * The round to pair next and its input (the command line's -p). The next
 * round is the one after the last round in which anybody has an opponent or
 * the pairing-allocated bye; entries further on can only be known absences
 * (requested byes, withdrawals) and are kept for that round only.
 * Throws NextRoundError when an earlier game has no result yet (unless the
 * system pairs around adjourned games, as the 1998 rules' F.9 does), when
 * every planned round has been paired, or, for two-game matches, when the
 * last match has only its first game written.
 */
export function pairNextRoundInput(
  t: Tournament,
  options: { adjournedGames?: boolean; gamesPerRound?: 1 | 2 } = {},
): { round: number; input: Tournament } {
  const round = lastPairedRound(t.players) + 1;
  const games = options.gamesPerRound ?? 1;
  // C.04.5 Art. 0: a match is paired at its first game; game 2 repeats it with the colours reversed.
  if ((round - 1) % games !== 0)
    throw new NextRoundError(
      `match ${matchOfGame(round)} has only its first game (round ${round - 1}) written: write its second game (round ${round}, the same pairs with the colours reversed) before pairing the next match`,
    );
  for (const p of t.players) {
    if (options.adjournedGames) break;
    for (let r = 1; r < round; r++) {
      const rec = p.rounds[r - 1];
      if (hasOpponent(rec) && rec!.result === null) {
        throw new NextRoundError(
          `round ${r} is not finished: the game of player ${p.id} against ${rec!.opponent} has no result, so round ${round} cannot be paired yet`,
        );
      }
    }
  }
  if (t.totalRounds !== null && round > t.totalRounds) {
    throw new NextRoundError(`all ${t.totalRounds} rounds have been paired (XXR ${t.totalRounds})`);
  }
  return { round, input: inputForRound(t, round) };
}
