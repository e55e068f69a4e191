import { isPlayedGame, recordPoints } from './results.js';
import type { Colour, Player, PointSystem, RoundRecord } from './tournament.js';

/**
 * A player's past as the pairing rules see it, before round `round` is
 * paired. Shared by every pairing system; the systems differ in how they
 * read it (colour preferences, float rules), not in what it is.
 */
export interface PlayerHistory {
  readonly id: number;
  /** Points scored in rounds 1 .. round-1. */
  readonly points: number;
  /** Points before each earlier round: pointsBefore[k] = points after rounds 1..k (pointsBefore[0] = 0). */
  readonly pointsBefore: readonly number[];
  /** Colours of the games actually played, oldest first (unplayed rounds give no colour). */
  readonly colours: readonly Colour[];
  /** Games played with white minus games played with black. */
  readonly colourDifference: number;
  /** Opponents of games actually played over the board. */
  readonly playedOpponents: ReadonlySet<number>;
  /** Opponents of every pairing, played or forfeited. */
  readonly pairedOpponents: ReadonlySet<number>;
  /** Records of rounds 1 .. round-1 (undefined where the player has none). */
  readonly records: readonly (RoundRecord | undefined)[];
}

export function playerHistory(player: Player, round: number, ps: PointSystem): PlayerHistory {
  const records = player.rounds.slice(0, round - 1);
  while (records.length < round - 1) records.push(undefined);
  const pointsBefore = [0];
  const colours: Colour[] = [];
  const playedOpponents = new Set<number>();
  const pairedOpponents = new Set<number>();
  let points = 0;
  for (const rec of records) {
    points += recordPoints(rec, ps);
    pointsBefore.push(points);
    if (rec?.opponent != null) pairedOpponents.add(rec.opponent);
    if (isPlayedGame(rec) && rec) {
      if (rec.opponent !== null) playedOpponents.add(rec.opponent);
      if (rec.colour) colours.push(rec.colour);
    }
  }
  let colourDifference = 0;
  for (const c of colours) colourDifference += c === 'w' ? 1 : -1;
  return {
    id: player.id,
    points,
    pointsBefore,
    colours,
    colourDifference,
    playedOpponents,
    pairedOpponents,
    records,
  };
}
