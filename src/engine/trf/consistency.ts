import { isPairingAllocatedBye } from '../model/results.js';
import type { Player, ResultCode, RoundRecord } from '../model/tournament.js';
import { roundColumn } from './player-line.js';
import { said, type Said } from '../../messages/said.js';
import { TrfError } from './trf-error.js';

/**
 * Cross-checks between player lines: every game is written twice in a TRF,
 * once on each player's line, and the two halves must tell the same story.
 * Declared points are deliberately not checked against the results: they
 * are kept as declared (a TRF may carry points from an acceleration or a
 * penalty that the results do not show).
 */

/** What the opponent's line must say for each result (null: the game has no result yet). */
const MIRROR: Record<ResultCode, readonly (ResultCode | null)[]> = {
  '1': ['0'],
  '=': ['='],
  '0': ['1'],
  W: ['L'],
  D: ['D'],
  L: ['W'],
  '+': ['-'],
  // '-' against '-' is a double forfeit.
  '-': ['+', '-'],
  H: [],
  F: [],
  U: [],
  Z: [],
};

function describe(rec: RoundRecord | undefined): string {
  if (rec === undefined) return 'no entry';
  const opp = rec.opponent === null ? 'no opponent' : `opponent ${rec.opponent}`;
  return `${opp}, colour ${rec.colour ?? '-'}, result ${rec.result ?? 'blank'}`;
}

/*
 * The two halves of a game in a message: written only for a line that is
 * rejected (most files have none, and they have thousands of games).
 */
function pairedAt(round: number, p: Player, rec: RoundRecord): string {
  return `round ${round}: player ${p.id} is paired with ${rec.opponent}`;
}

function theirEntry(
  opp: Player,
  round: number,
  back: RoundRecord | undefined,
  lineOf: ReadonlyMap<number, number>,
): string {
  return `player ${opp.id}'s round ${round} entry (line ${lineOf.get(opp.id)}) has ${describe(back)}`;
}

/** describe, as the add-on says it. */
function describeSaid(rec: RoundRecord | undefined): Said {
  if (rec === undefined) return said('trf.entry.none');
  return said('trf.entry', {
    opponent:
      rec.opponent === null
        ? said('trf.entry.noOpponent')
        : said('trf.entry.opponent', { opponent: rec.opponent }),
    colour: rec.colour ?? '-',
    result: rec.result ?? said('trf.blank'),
  });
}

/** theirEntry, as the add-on says it. */
function theirEntrySaid(
  opp: Player,
  round: number,
  back: RoundRecord | undefined,
  lineOf: ReadonlyMap<number, number>,
): Said {
  return said('trf.theirEntry', {
    player: opp.id,
    round,
    line: lineOf.get(opp.id) ?? null,
    entry: describeSaid(back),
  });
}

export function checkConsistency(
  players: readonly Player[],
  lineOf: ReadonlyMap<number, number>,
  totalRounds: number | null,
): void {
  const byId = new Map(players.map((p) => [p.id, p]));
  const byeOf = new Map<number, number>();
  for (const p of players) {
    const lineNo = lineOf.get(p.id) ?? null;
    p.rounds.forEach((rec, i) => {
      if (rec === undefined) return;
      const round = i + 1;
      const col = roundColumn(round);
      if (totalRounds !== null && round > totalRounds) {
        throw new TrfError(
          `player ${p.id} has an entry for round ${round}, but the tournament has ${totalRounds} rounds (XXR/142)`,
          lineNo,
          col,
          col + 7,
          said('trf.entryBeyond', { player: p.id, round, rounds: totalRounds }),
        );
      }
      if (isPairingAllocatedBye(rec)) {
        const other = byeOf.get(round);
        if (other !== undefined) {
          // TRF-16: "U  Pairing-allocated bye (at most once per round)".
          throw new TrfError(
            `round ${round}: player ${p.id} has the pairing-allocated bye, but player ${other} already has it (at most one per round)`,
            lineNo,
            col,
            col + 7,
            said('trf.byeTwiceInRound', { round, player: p.id, other }),
          );
        }
        byeOf.set(round, p.id);
      }
      if (rec.opponent === null) return;
      const opp = byId.get(rec.opponent);
      if (opp === undefined) {
        throw new TrfError(
          `${pairedAt(round, p, rec)}, but there is no player ${rec.opponent} (no 001 line with that pairing number)`,
          lineNo,
          col,
          col + 3,
          said('trf.pairedWithNobody', { round, player: p.id, opponent: rec.opponent }),
        );
      }
      const back = opp.rounds[round - 1];
      if (back === undefined || back.opponent !== p.id) {
        throw new TrfError(
          `${pairedAt(round, p, rec)}, but ${theirEntry(opp, round, back, lineOf)}`,
          lineNo,
          col,
          col + 7,
          said('trf.pairedNotBack', {
            round,
            player: p.id,
            opponent: rec.opponent,
            their: theirEntrySaid(opp, round, back, lineOf),
          }),
        );
      }
      const coloursAgree =
        (rec.colour === null && back.colour === null) ||
        (rec.colour !== null && back.colour !== null && rec.colour !== back.colour);
      if (!coloursAgree) {
        throw new TrfError(
          `${pairedAt(round, p, rec)} with colour ${rec.colour ?? '-'}, but ${theirEntry(opp, round, back, lineOf)}; expected the opposite colour`,
          lineNo,
          col + 5,
          col + 5,
          said('trf.pairedSameColour', {
            round,
            player: p.id,
            opponent: rec.opponent,
            colour: rec.colour ?? '-',
            their: theirEntrySaid(opp, round, back, lineOf),
          }),
        );
      }
      const resultsAgree =
        rec.result === null ? back.result === null : MIRROR[rec.result].includes(back.result);
      if (!resultsAgree) {
        const expected = rec.result === null ? 'blank' : MIRROR[rec.result].join(' or ');
        throw new TrfError(
          `${pairedAt(round, p, rec)} with result ${rec.result ?? 'blank'}, but ${theirEntry(opp, round, back, lineOf)}; the results contradict each other (expected ${expected})`,
          lineNo,
          col + 7,
          col + 7,
          said('trf.pairedResults', {
            round,
            player: p.id,
            opponent: rec.opponent,
            result: rec.result ?? said('trf.blank'),
            their: theirEntrySaid(opp, round, back, lineOf),
            expected:
              rec.result === null
                ? said('trf.blank')
                : said('trf.orList', { items: MIRROR[rec.result] as readonly string[] }),
          }),
        );
      }
    });
  }
}
