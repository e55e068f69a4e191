import type { RoundPairing, Tournament } from '../../../src/engine/model/tournament.js';
import { tournament } from '../../support/engine/tournament-builder.js';

/**
 * Hand-made tournaments for the rule tests of both Dutch editions, written
 * one player per line and one token per round, so that a test shows exactly
 * the colours, scores and floats its rule looks at.
 *
 * A token is
 *  - a game: colour and result, 'W1' (won with white), 'B0' (lost with
 *    black), 'W=' (drew), 'W+' / 'B-' (forfeit won / lost);
 *  - optionally followed by ':n', the opponent being player n of the field
 *    (who must have the matching token); without it the opponent is a
 *    "past opponent": a player who played only that game and has since
 *    withdrawn, so he is not paired in the round under test and does not
 *    restrict the pairing (C.1). A past opponent has the same score as the
 *    player when they met (no float), one point less with a 'v' suffix (the
 *    player floated down), one point more with '^' (the player floated up);
 *  - 'U' (pairing-allocated bye), 'H' (half-point bye), 'F' (full-point
 *    bye), 'Z' (zero-point bye), '_' (no record: not yet entered).
 *
 * Every player has one token per round already played; a player with one
 * token more has a known absence ('H', 'F', 'Z') in the round under test.
 * The round under test is the first one some player has no token for.
 * Pairing numbers are the players' numbers (listed 1, 2, 3, ... first);
 * the past opponents come after them, from 101 on. Unless told otherwise
 * the tournament has two rounds more than the one under test, so that
 * nobody is a topscorer (A.7).
 */
export function field(
  rows: Record<number, string>,
  options: { totalRounds?: number } = {},
): { t: Tournament; round: number } {
  const ids = Object.keys(rows)
    .map(Number)
    .sort((a, b) => a - b);
  ids.forEach((id, k) => {
    if (id !== k + 1) throw new Error(`players must be numbered 1, 2, 3, ...: ${ids.join(',')}`);
  });
  const tokens = new Map(ids.map((id) => [id, rows[id]!.trim().split(/\s+/).filter(Boolean)]));
  const round = Math.min(...[...tokens.values()].map((t) => t.length)) + 1;
  const entries = new Map<number, string[]>(ids.map((id) => [id, []]));
  const pastOpponents: { id: number; rounds: string[] }[] = [];
  const score = new Map<number, number>(ids.map((id) => [id, 0]));

  for (let r = 0; r < round; r++) {
    const gained = new Map<number, number>();
    for (const id of ids) {
      const token = tokens.get(id)![r];
      if (token === undefined) continue;
      const { entry, points } = parseToken(id, r, token, tokens, score, pastOpponents);
      entries.get(id)!.push(entry);
      gained.set(id, points);
    }
    for (const [id, p] of gained) score.set(id, score.get(id)! + p);
  }
  const t = tournament(
    [
      ...ids.map((id) => ({ id, rounds: entries.get(id)! })),
      ...pastOpponents.map((p) => ({ id: p.id, rounds: p.rounds })),
    ],
    { totalRounds: options.totalRounds ?? round + 2 },
  );
  for (const p of t.players) if (p.id > 100) p.withdrawn = true;
  return { t, round };
}

const POINTS: Record<string, number> = { '1': 1, '=': 0.5, '0': 0, '+': 1, '-': 0 };
const MIRROR: Record<string, string> = { '1': '0', '=': '=', '0': '1', '+': '-', '-': '+' };

function parseToken(
  id: number,
  r: number,
  token: string,
  tokens: Map<number, string[]>,
  score: Map<number, number>,
  pastOpponents: { id: number; rounds: string[] }[],
): { entry: string; points: number } {
  if (token === '_') return { entry: '', points: 0 };
  const bye = { U: 1, H: 0.5, F: 1, Z: 0 }[token];
  if (bye !== undefined) return { entry: token, points: bye };
  const m = /^([WB])([10=+-])(?::(\d+))?([v^]?)$/.exec(token);
  if (!m) throw new Error(`player ${id}, round ${r + 1}: bad token '${token}'`);
  const [, colour, result, opponentText, float] = m as unknown as [
    string,
    'W' | 'B',
    string,
    string | undefined,
    string,
  ];
  const other = colour === 'W' ? 'b' : 'w';
  const points = POINTS[result]!;
  if (opponentText !== undefined) {
    const o = Number(opponentText);
    const expected = `${other.toUpperCase()}${MIRROR[result]}:${id}`;
    if (tokens.get(o)?.[r] !== expected)
      throw new Error(`round ${r + 1}: player ${o} should have '${expected}' against ${id}`);
    return { entry: `${o}${colour.toLowerCase()}${result}`, points };
  }
  // A past opponent: byes bring him to the wanted score, then this one game.
  const mine = score.get(id)!;
  const theirs = float === 'v' ? mine - 1 : float === '^' ? mine + 1 : mine;
  if (theirs < 0 || theirs > r) throw new Error(`player ${id}, round ${r + 1}: no such opponent`);
  const oid = 101 + pastOpponents.length;
  const before: string[] = [];
  for (let k = 0; k < r; k++) {
    const left = theirs - before.reduce((s, e) => s + (e === 'F' ? 1 : e === 'H' ? 0.5 : 0), 0);
    before.push(left >= 1 ? 'F' : left > 0 ? 'H' : 'Z');
  }
  pastOpponents.push({ id: oid, rounds: [...before, `${id}${other}${MIRROR[result]}`] });
  return { entry: `${oid}${colour.toLowerCase()}${result}`, points };
}

/** A pairing as text, games 'white-black' by their smaller pairing number, then the bye: '1-4 5-2 3-6 bye 7'. */
export function show(p: RoundPairing): string {
  return normalise(
    [...p.games.map((g) => `${g.white}-${g.black}`), ...(p.bye ? [`bye ${p.bye}`] : [])].join(' '),
  );
}

/** The same text, games sorted, so that a test can list them in any order. */
export function normalise(text: string): string {
  const parts = text.trim().split(/\s+/);
  const games: string[] = [];
  let bye = '';
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === 'bye') bye = ` bye ${parts[++i]}`;
    else games.push(parts[i]!);
  }
  const key = (g: string) => Math.min(...g.split('-').map(Number));
  games.sort((a, b) => key(a) - key(b));
  return games.join(' ') + bye;
}

/** Pair the round under test of a field with one edition, as text (see show). */
export function paired(
  system: { pair(t: Tournament, round: number): RoundPairing },
  f: { t: Tournament; round: number },
): string {
  return show(system.pair(f.t, f.round));
}
