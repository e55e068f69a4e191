import { isPairingAllocatedBye, isPlayedGame, recordPoints } from './results.js';
import type { Colour, Player, PointSystem, RoundPairing, RoundRecord } from './tournament.js';
import { said, type Said } from '../../messages/said.js';

/**
 * Two-game matches (Double-Swiss, C.04.5 Art. 0): a match is written as two
 * TRF rounds, games 2k-1 and 2k of match k, against the same opponent with
 * the colours reversed. Everything that reads a match goes through here.
 */

/** The match a TRF round belongs to (1-based). */
export const matchOfGame = (trfRound: number): number => Math.ceil(trfRound / 2);

/** The TRF round of the first game of match `match`. */
export const firstGameOf = (match: number): number => 2 * match - 1;

/** How one player's match went, read from his two games. */
export type MatchKind =
  /** Regularly played (Art. 0): nobody forfeited both games. */
  | 'played'
  /** Art. 0: at least one player forfeited both games; not a meeting. */
  | 'forfeited'
  | 'pairing-allocated-bye'
  | 'full-point-bye'
  /** Any other round without an opponent (half-point or zero-point bye, absence). */
  | 'unpaired';

export interface MatchRecord {
  readonly kind: MatchKind;
  readonly opponent: number | null;
  /** The colour of game 1 (C.04.5 1.6, 4.4); null without an opponent. */
  readonly colour: Colour | null;
  /** 1.6: at least one game was played over the board. */
  readonly hadColour: boolean;
  /** His opponent forfeited both games and he did not: a match won by forfeit ([C2]). */
  readonly wonByForfeit: boolean;
  /** Game points of both games. */
  readonly points: number;
}

const forfeitedBoth = (g1: RoundRecord | undefined, g2: RoundRecord | undefined) =>
  g1?.result === '-' && g2?.result === '-';

/**
 * Match `match` of `player`. `opponentOf` gives the opponent's line (his
 * records say whether he forfeited both games: '-' against '-' is a double
 * forfeit, which one line alone cannot tell apart from a single one).
 */
export function matchRecord(
  player: Player,
  match: number,
  ps: PointSystem,
  opponentOf: (id: number) => Player | undefined,
): MatchRecord {
  const g1 = player.rounds[firstGameOf(match) - 1];
  const g2 = player.rounds[firstGameOf(match)];
  const points = recordPoints(g1, ps) + recordPoints(g2, ps);
  if (g1 === undefined || g1.opponent === null) {
    const kind: MatchKind = isPairingAllocatedBye(g1)
      ? 'pairing-allocated-bye'
      : g1?.result === 'F'
        ? 'full-point-bye'
        : 'unpaired';
    return { kind, opponent: null, colour: null, hadColour: false, wonByForfeit: false, points };
  }
  const opp = opponentOf(g1.opponent);
  const o1 = opp?.rounds[firstGameOf(match) - 1];
  const o2 = opp?.rounds[firstGameOf(match)];
  const mine = forfeitedBoth(g1, g2);
  const theirs = forfeitedBoth(o1, o2);
  return {
    kind: mine || theirs ? 'forfeited' : 'played',
    opponent: g1.opponent,
    colour: g1.colour,
    hadColour: isPlayedGame(g1) || isPlayedGame(g2),
    wonByForfeit: theirs && !mine,
    points,
  };
}

/**
 * Where the two games of a match disagree (TRF and sheet readers): another
 * opponent in game 2, the same colour twice, a second game without the
 * first, or a bye or absence in one game only (Art. 0: "Byes ... apply only
 * to matches, never to individual games"). One sentence per problem, naming
 * the player and the TRF rounds.
 */
export function matchDisagreements(
  players: readonly Player[],
): { playerId: number; problem: string; said: Said }[] {
  const problems: { playerId: number; problem: string; said: Said }[] = [];
  for (const p of players) {
    const games = p.rounds.length;
    for (let r1 = 1; r1 <= games; r1 += 2) {
      const g1 = p.rounds[r1 - 1];
      const g2 = p.rounds[r1];
      const where = `player ${p.id}, match ${matchOfGame(r1)} (TRF rounds ${r1} and ${r1 + 1})`;
      const at = { player: p.id, match: matchOfGame(r1), first: r1, second: r1 + 1 };
      if (g1 === undefined || g2 === undefined) {
        if (g1 === undefined && g2 !== undefined)
          problems.push({
            playerId: p.id,
            problem: `${where}: game 2 is recorded without game 1`,
            said: said('engine.match.noGame1', at),
          });
        else if (g1 !== undefined && g1.opponent !== null && r1 + 1 <= lastGameOf(players))
          problems.push({
            playerId: p.id,
            problem: `${where}: game 1 is recorded without game 2`,
            said: said('engine.match.noGame2', at),
          });
        continue;
      }
      if (g1.opponent !== g2.opponent) {
        const name = (o: number | null) => (o === null ? 'no opponent' : `opponent ${o}`);
        const opponentSaid = (o: number | null) =>
          o === null ? said('trf.entry.noOpponent') : said('trf.entry.opponent', { opponent: o });
        problems.push({
          playerId: p.id,
          problem: `${where}: the two games of a match must be against the same opponent, but game 1 has ${name(g1.opponent)} and game 2 ${name(g2.opponent)}`,
          said: said('engine.match.otherOpponent', {
            ...at,
            game1: opponentSaid(g1.opponent),
            game2: opponentSaid(g2.opponent),
          }),
        });
      } else if (g1.opponent !== null && g1.colour !== null && g1.colour === g2.colour) {
        problems.push({
          playerId: p.id,
          problem: `${where}: the colours of a match alternate (Art. 0), but both games have colour ${g1.colour}`,
          said: said('engine.match.sameColour', { ...at, colour: g1.colour }),
        });
      } else if (g1.opponent === null && g1.result !== g2.result && !bothAbsences(g1, g2)) {
        problems.push({
          playerId: p.id,
          problem: `${where}: a bye applies to the whole match (Art. 0), but game 1 has ${g1.result ?? 'no result'} and game 2 ${g2.result ?? 'no result'}`,
          said: said('engine.match.byeSplit', {
            ...at,
            game1: g1.result ?? said('engine.match.noResult'),
            game2: g2.result ?? said('engine.match.noResult'),
          }),
        });
      }
    }
  }
  return problems;
}

/** '-' and 'Z' both say "absent for zero points": a match may mix them. */
function bothAbsences(g1: RoundRecord, g2: RoundRecord): boolean {
  const zero = (r: RoundRecord) => r.result === '-' || r.result === 'Z';
  return zero(g1) && zero(g2);
}

/** The last TRF round anyone has a record in. */
function lastGameOf(players: readonly Player[]): number {
  return players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
}

/**
 * 1.4: the pairing-allocated bye is worth a match with one game won and the
 * other drawn, unless the tournament says otherwise; written as 'U' in both
 * TRF rounds of the match, half of it each.
 */
export function pairingAllocatedByePerGame(ps: Pick<PointSystem, 'win' | 'draw'>): number {
  return (ps.win + ps.draw) / 2;
}

/** Game 2 of a match: the same pairs and bye, the colours reversed (4.4). */
export function secondGame(game1: RoundPairing): RoundPairing {
  return {
    games: game1.games.map((g) => ({ white: g.black, black: g.white })),
    bye: game1.bye,
  };
}
