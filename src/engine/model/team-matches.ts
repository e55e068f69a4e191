import { boardColour, type MatchForfeitType, type TeamTournament } from './teams.js';
import type { Colour, ResultCode } from './tournament.js';

/** A board result from White's side of the board: '1' White won, '=' draw, '0' Black won. */
export type BoardResult = '1' | '=' | '0';

const MIRROR: Record<BoardResult, ResultCode> = { '1': '0', '=': '=', '0': '1' };

/**
 * Writes a match into the players' lines: the first `boards` players of each
 * roster (issue 33: the line-up is the first players in roster order) unless
 * `lineUps` gives each team's players board by board (null: a board left
 * empty, won by forfeit by the player facing it), the team with White on
 * board 1 having the colours of record 352 (odd boards White by default). A
 * line-up that is not the roster's first players is also kept as record 300.
 * `results[k]` is board k+1's result seen from its White player; null leaves
 * the games without a result.
 */
export function recordMatch(
  t: TeamTournament,
  round: number,
  whiteTeam: number,
  blackTeam: number,
  results: readonly (BoardResult | null)[] | null,
  lineUps?: { white: readonly (number | null)[]; black: readonly (number | null)[] },
): void {
  const rosterOf = (tpn: number) => {
    const team = t.teams.find((x) => x.tpn === tpn);
    if (team === undefined) throw new RangeError(`no team ${tpn}`);
    return team.roster;
  };
  const w = lineUps?.white ?? rosterOf(whiteTeam).slice(0, t.boards);
  const b = lineUps?.black ?? rosterOf(blackTeam).slice(0, t.boards);
  if (lineUps !== undefined)
    for (const [team, opponent, boards] of [
      [whiteTeam, blackTeam, w],
      [blackTeam, whiteTeam, b],
    ] as const) {
      const first = rosterOf(team).slice(0, t.boards);
      if (boards.some((id, k) => id !== first[k]))
        t.lineUps.push({ round, team, opponent, boards: [...boards] });
    }
  for (let k = 0; k < t.boards; k++) {
    const colour: Colour = boardColour(t, k + 1);
    const pw = colour === 'w' ? w[k] : b[k];
    const pb = colour === 'w' ? b[k] : w[k];
    if (lineUps === undefined && (pw === undefined || pb === undefined))
      throw new RangeError(`board ${k + 1} has no player`);
    if (pw == null || pb == null) {
      // A board left empty: the player facing it wins by forfeit, without an opponent.
      const present = pw ?? pb;
      if (present != null)
        setEntry(t, present, round, { opponent: null, colour: null, result: '+' });
      continue;
    }
    const result = results?.[k] ?? null;
    setEntry(t, pw, round, { opponent: pb, colour: 'w', result });
    setEntry(t, pb, round, {
      opponent: pw,
      colour: 'b',
      result: result === null ? null : MIRROR[result],
    });
  }
}

/**
 * Writes a forfeited match (record 330) with its boards: every board of the
 * first `boards` players of each roster forfeited, as other programs expect
 * a match's boards to be there (FIDE TEC's TieBreakServer refuses a match
 * without them). The colours are the scheduled ones.
 */
export function recordForfeitedMatch(
  t: TeamTournament,
  round: number,
  whiteTeam: number,
  blackTeam: number,
  type: MatchForfeitType,
): void {
  recordMatch(t, round, whiteTeam, blackTeam, null);
  const rosterOf = (tpn: number) => t.teams.find((x) => x.tpn === tpn)!.roster;
  const result = (tpn: number): ResultCode =>
    type === '--' || (type === '+-') !== (tpn === whiteTeam) ? '-' : '+';
  for (const tpn of [whiteTeam, blackTeam])
    for (const id of rosterOf(tpn).slice(0, t.boards)) {
      const rec = t.players.find((p) => p.id === id)!.rounds[round - 1]!;
      rec.result = result(tpn);
    }
  t.forfeits.push({ round, white: whiteTeam, black: blackTeam, type });
}

/** Marks the pairing-allocated bye of `tpn` in `round` (record 320). */
export function recordPab(t: TeamTournament, round: number, tpn: number): void {
  while (t.pabs.length < round) t.pabs.push(null);
  t.pabs[round - 1] = tpn;
}

function setEntry(
  t: TeamTournament,
  id: number,
  round: number,
  rec: { opponent: number | null; colour: Colour | null; result: ResultCode | null },
): void {
  const p = t.players.find((x) => x.id === id);
  if (p === undefined) throw new RangeError(`no player ${id}`);
  while (p.rounds.length < round - 1) p.rounds.push(undefined);
  p.rounds[round - 1] = rec;
}
