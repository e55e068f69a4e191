import { boardColour, type MatchForfeitType, type TeamTournament } from './teams.js';
import type { Colour, ResultCode } from './tournament.js';

/** A board result from White's side of the board: '1' White won, '=' draw, '0' Black won. */
export type BoardResult = '1' | '=' | '0';

const MIRROR: Record<BoardResult, ResultCode> = { '1': '0', '=': '=', '0': '1' };

/**
 * Writes a match into the players' lines: the first `boards` players of each
 * roster (issue 33: the line-up is the first players in roster order), the
 * team with White on board 1 having the colours of record 352 (odd boards
 * White by default). `results[k]` is board k+1's result seen from its White
 * player; null leaves the games without a result.
 */
export function recordMatch(
  t: TeamTournament,
  round: number,
  whiteTeam: number,
  blackTeam: number,
  results: readonly (BoardResult | null)[] | null,
): void {
  const rosterOf = (tpn: number) => {
    const team = t.teams.find((x) => x.tpn === tpn);
    if (team === undefined) throw new RangeError(`no team ${tpn}`);
    return team.roster;
  };
  const w = rosterOf(whiteTeam);
  const b = rosterOf(blackTeam);
  for (let k = 0; k < t.boards; k++) {
    const colour: Colour = boardColour(t, k + 1);
    const pw = colour === 'w' ? w[k] : b[k];
    const pb = colour === 'w' ? b[k] : w[k];
    if (pw === undefined || pb === undefined) throw new RangeError(`board ${k + 1} has no player`);
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
  rec: { opponent: number; colour: Colour; result: ResultCode | null },
): void {
  const p = t.players.find((x) => x.id === id);
  if (p === undefined) throw new RangeError(`no player ${id}`);
  while (p.rounds.length < round - 1) p.rounds.push(undefined);
  p.rounds[round - 1] = rec;
}
