import {
  DEFAULT_MATCH_POINTS,
  type ForfeitedMatch,
  type LineUp,
  type MatchPointSystem,
  type PabValue,
  type Team,
  type TeamAccelerationRange,
} from '../model/teams.js';
import { DEFAULT_POINT_SYSTEM, type Colour, type PointSystem } from '../model/tournament.js';
import type { SourceLine } from './extension-records.js';
import { formatPoints } from './player-line.js';
import { said } from '../../messages/said.js';
import { saidLabel } from './said-label.js';
import { TrfError } from './trf-error.js';
import { TrfWriteError } from './trf-write-error.js';

/**
 * The team records of TRF-2026 (Team Section 013/310, 320, 330, 300, the
 * team tags 352/362, and 250 with match points), one line each. Positions
 * are 1-based and inclusive, as in the FIDE text.
 */

function field(text: string, start: number, end: number): string {
  return text.slice(start - 1, end).trim();
}

function tokens(line: SourceLine): string[] {
  return line.text
    .slice(3)
    .trim()
    .split(/\s+/)
    .filter((s) => s !== '');
}

function wholeNumber(
  raw: string,
  line: SourceLine,
  what: string,
  column?: number,
  end?: number,
): number {
  if (!/^\d+$/.test(raw))
    throw new TrfError(
      `${what}: expected a whole number, found "${raw}"`,
      line.lineNo,
      column ?? null,
      end ?? column ?? null,
      said('trf.wholeNumber', { what: saidLabel(what), found: raw }),
    );
  return Number(raw);
}

function decimal(
  raw: string,
  line: SourceLine,
  what: string,
  column?: number,
  end?: number,
): number {
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(raw))
    throw new TrfError(
      `${what}: expected a number like 11.5, found "${raw}"`,
      line.lineNo,
      column ?? null,
      end ?? column ?? null,
      said('trf.numberLike115', { what: saidLabel(what), found: raw }),
    );
  return Number(raw);
}

function optionalDecimal(
  line: SourceLine,
  start: number,
  end: number,
  what: string,
): number | null {
  const raw = field(line.text, start, end);
  return raw === '' ? null : decimal(raw, line, what, start, end);
}

/** Player ids in 4-column fields every 5 columns from `first`; 0000 or blanks end nothing (empty board). */
function idFields(
  line: SourceLine,
  first: number,
  what: string,
  keepZeros = false,
): (number | null)[] {
  const ids: (number | null)[] = [];
  const blank: boolean[] = [];
  for (let start = first; start <= line.text.length; start += 5) {
    const raw = field(line.text, start, start + 3);
    const gap = line.text.slice(start + 3, start + 4);
    if (gap.trim() !== '')
      throw new TrfError(
        `${what}: column ${start + 4} should be blank between two ids`,
        line.lineNo,
        start + 4,
        start + 4,
        said('trf.blankBetweenIds', { what: saidLabel(what), column: start + 4 }),
      );
    ids.push(raw === '' ? null : wholeNumber(raw, line, what, start, start + 3) || null);
    blank.push(raw === '');
  }
  // Record 300: a last board written 0000 is an unoccupied board, not padding.
  while (ids.length > 0 && ids[ids.length - 1] === null && (!keepZeros || blank[ids.length - 1]))
    ids.pop();
  return ids;
}

/** Record 310: TPN 5-7, name 9-40, nickname 42-46, strength 48-53, MP 55-60, GP 62-67, rank 69-71, players from 74. */
export function parse310(line: SourceLine): Team {
  const { text } = line;
  const tpn = wholeNumber(field(text, 5, 7), line, 'record 310 team pairing number', 5, 7);
  const strength = field(text, 48, 53);
  const rank = field(text, 69, 71);
  const roster = idFields(line, 74, 'record 310 player');
  if (roster.some((id) => id === null))
    throw new TrfError(
      'record 310: a roster leaves a gap (0000) between players',
      line.lineNo,
      74,
      74,
      said('trf.rosterGap', { code: '310' }),
    );
  return {
    tpn,
    name: field(text, 9, 40),
    nickname: field(text, 42, 46),
    strength:
      strength === '' ? null : wholeNumber(strength, line, 'record 310 strength factor', 48, 53),
    declaredMatchPoints: optionalDecimal(line, 55, 60, 'record 310 match points'),
    declaredGamePoints: optionalDecimal(line, 62, 67, 'record 310 game points'),
    declaredRank: rank === '' ? null : wholeNumber(rank, line, 'record 310 team rank', 69, 71),
    roster: roster as number[],
  };
}

export function format310(team: Team): string {
  const num = (v: number | null, width: number) =>
    (v === null ? '' : formatPoints(v)).padStart(width);
  const text = (v: string, width: number, what: string) => {
    if (v.length > width)
      throw new TrfWriteError(
        `cannot write TRF: team ${team.tpn}'s ${what} is longer than ${width} characters`,
        said('engine.trfWrite.tooWide', { value: v, width }),
      );
    return v.padEnd(width);
  };
  const head = [
    '310 ',
    String(team.tpn).padStart(3),
    ' ',
    text(team.name, 32, 'name'),
    ' ',
    text(team.nickname, 5, 'nickname'),
    ' ',
    (team.strength === null ? '' : String(team.strength)).padStart(6),
    ' ',
    num(team.declaredMatchPoints, 6),
    ' ',
    num(team.declaredGamePoints, 6),
    ' ',
    (team.declaredRank === null ? '' : String(team.declaredRank)).padStart(3),
    '  ',
  ].join('');
  return (head + team.roster.map((id) => String(id).padStart(4)).join(' ')).trimEnd();
}

/** Record 013 (to be phased out): name 5-36, players from 37 every 5 columns. The TPN is its order. */
export function parse013(line: SourceLine, tpn: number): Team {
  const roster = idFields(line, 37, 'record 013 player');
  if (roster.some((id) => id === null))
    throw new TrfError(
      'record 013: a roster leaves a gap (0000) between players',
      line.lineNo,
      37,
      37,
      said('trf.rosterGap', { code: '013' }),
    );
  return {
    tpn,
    name: field(line.text, 5, 36),
    nickname: '',
    strength: null,
    declaredMatchPoints: null,
    declaredGamePoints: null,
    declaredRank: null,
    roster: roster as number[],
  };
}

/** Record 320: PAB match points 5-8, game points 10-13, then one TPN per round from 15 (000: none). */
export function parse320(line: SourceLine): { value: PabValue | null; pabs: (number | null)[] } {
  const mp = optionalDecimal(line, 5, 8, 'record 320 PAB match points');
  const gp = optionalDecimal(line, 10, 13, 'record 320 PAB game points');
  const pabs: (number | null)[] = [];
  for (let start = 15; start <= line.text.length; start += 4) {
    const raw = field(line.text, start, start + 2);
    pabs.push(
      raw === '' ? null : wholeNumber(raw, line, 'record 320 team', start, start + 2) || null,
    );
  }
  while (pabs.length > 0 && pabs[pabs.length - 1] === null) pabs.pop();
  const value = mp === null && gp === null ? null : { matchPoints: mp ?? 0, gamePoints: gp ?? 0 };
  return { value, pabs };
}

export function format320(value: PabValue | null, pabs: readonly (number | null)[]): string {
  const mp = value === null ? '' : formatPoints(value.matchPoints);
  const gp = value === null ? '' : formatPoints(value.gamePoints);
  const teams = pabs.map((tpn) => String(tpn ?? 0).padStart(3, '0')).join(' ');
  return `320 ${mp.padStart(4)} ${gp.padStart(4)} ${teams}`.trimEnd();
}

/** Record 330: "+-", "-+" or "--", round, White's team, Black's team. */
export function parse330(line: SourceLine): ForfeitedMatch {
  const items = tokens(line);
  if (items.length !== 4)
    throw new TrfError(
      'record 330: expected the forfeit type (+-, -+ or --), the round and two teams',
      line.lineNo,
      null,
      null,
      said('trf.r330Items'),
    );
  const type = items[0]!;
  if (type !== '+-' && type !== '-+' && type !== '--')
    throw new TrfError(
      `record 330: unknown forfeit type "${type}"; expected +-, -+ or --`,
      line.lineNo,
      5,
      6,
      said('trf.r330Type', { found: type }),
    );
  return {
    type,
    round: wholeNumber(items[1]!, line, 'record 330 round'),
    white: wholeNumber(items[2]!, line, 'record 330 White team'),
    black: wholeNumber(items[3]!, line, 'record 330 Black team'),
  };
}

export function format330(f: ForfeitedMatch): string {
  const n = (v: number) => String(v).padStart(3, '0');
  return `330 ${f.type} ${n(f.round)} ${n(f.white)} ${n(f.black)}`;
}

/** Record 300: round 5-7, team 9-11, opponent 13-15, then the players board by board from 17 (0000 empty). */
export function parse300(line: SourceLine): LineUp {
  const { text } = line;
  return {
    round: wholeNumber(field(text, 5, 7), line, 'record 300 round', 5, 7),
    team: wholeNumber(field(text, 9, 11), line, 'record 300 team', 9, 11),
    opponent: wholeNumber(field(text, 13, 15), line, 'record 300 opponent', 13, 15),
    boards: idFields(line, 17, 'record 300 player', true),
  };
}

export function format300(l: LineUp): string {
  const n = (v: number) => String(v).padStart(3, '0');
  const boards = l.boards.map((id) => String(id ?? 0).padStart(4, '0')).join(' ');
  return `300 ${n(l.round)} ${n(l.team)} ${n(l.opponent)} ${boards}`.trimEnd();
}

/** Record 352: the board colours of the team with White on board 1, e.g. "WBWBWB". */
export function parse352(line: SourceLine): Colour[] {
  const raw = tokens(line).join('');
  if (!/^[WBwb]+$/.test(raw))
    throw new TrfError(
      `record 352: expected a colour sequence of W and B, found "${raw}"`,
      line.lineNo,
      5,
      5,
      said('trf.r352', { found: raw }),
    );
  return [...raw.toLowerCase()] as Colour[];
}

export function format352(colours: readonly Colour[]): string {
  return `352 ${colours.join('').toUpperCase()}`;
}

/**
 * Record 362: TW, TD, TL each followed by its match points. TRF-2026 gives
 * the symbols and defaults but no columns; read as words, written like 162
 * (a symbol, its value right-aligned in 4 columns, 9 columns per pair).
 */
export function parse362(line: SourceLine): MatchPointSystem {
  const items = tokens(line);
  const mp: MatchPointSystem = { ...DEFAULT_MATCH_POINTS };
  if (items.length === 0 || items.length % 2 !== 0)
    throw new TrfError(
      'record 362: expected pairs of a symbol (TW, TD, TL) and its match points',
      line.lineNo,
      null,
      null,
      said('trf.r362Items'),
    );
  for (let i = 0; i < items.length; i += 2) {
    const symbol = items[i]!.toUpperCase();
    const value = decimal(items[i + 1]!, line, `record 362 ${symbol}`);
    if (symbol === 'TW') mp.win = value;
    else if (symbol === 'TD') mp.draw = value;
    else if (symbol === 'TL') mp.loss = value;
    else
      throw new TrfError(
        `record 362: unknown symbol "${items[i]}"; expected TW, TD or TL`,
        line.lineNo,
        null,
        null,
        said('trf.r362Symbol', { found: items[i]! }),
      );
  }
  return mp;
}

export function format362(mp: MatchPointSystem): string | null {
  const d = DEFAULT_MATCH_POINTS;
  if (mp.win === d.win && mp.draw === d.draw && mp.loss === d.loss) return null;
  return `362 ${[
    ['TW', mp.win],
    ['TD', mp.draw],
    ['TL', mp.loss],
  ]
    .map(([s, v]) => `${String(s)}${formatPoints(Number(v)).padStart(4)}`)
    .join('   ')}`;
}

/** Record 162 for game points, written only when it differs from the defaults (read by point-system-records). */
export function format162(ps: PointSystem): string | null {
  const d = DEFAULT_POINT_SYSTEM;
  const pairs: [string, number, number][] = [
    ['W', ps.win, d.win],
    ['D', ps.draw, d.draw],
    ['L', ps.loss, d.loss],
    ['A', ps.zeroPointBye, d.zeroPointBye],
    ['P', ps.pairingAllocatedBye, ps.win],
  ];
  if (pairs.every(([, v, def]) => v === def) && ps.win === d.win) return null;
  return `162 ${pairs.map(([s, v]) => ` ${s}${formatPoints(v).padStart(4)}`).join('   ')}`;
}

/** Record 250 for teams: match points 5-8, game points 10-13, rounds 15-17 / 19-21, teams 23-26 / 28-31. */
export function parseTeam250(line: SourceLine): TeamAccelerationRange {
  const { text } = line;
  const num = (start: number, end: number, what: string) =>
    wholeNumber(field(text, start, end), line, `record 250 ${what}`, start, end);
  const r: TeamAccelerationRange = {
    matchPoints: optionalDecimal(line, 5, 8, 'record 250 match points') ?? 0,
    gamePoints: optionalDecimal(line, 10, 13, 'record 250 game points') ?? 0,
    firstRound: num(15, 17, 'first round'),
    lastRound: num(19, 21, 'last round'),
    firstTeam: num(23, 26, 'first team'),
    lastTeam: num(28, 31, 'last team'),
  };
  if (r.firstRound < 1 || r.lastRound < r.firstRound || r.lastTeam < r.firstTeam)
    throw new TrfError(
      'record 250: expected first round >= 1, last round >= first round and last team >= first team',
      line.lineNo,
      null,
      null,
      said('trf.r250TeamOrder'),
    );
  return r;
}

export function formatTeam250(r: TeamAccelerationRange): string {
  const p = (v: number) => formatPoints(v).padStart(4, '0');
  const n3 = (v: number) => String(v).padStart(3, '0');
  const n4 = (v: number) => String(v).padStart(4, '0');
  return `250 ${p(r.matchPoints)} ${p(r.gamePoints)} ${n3(r.firstRound)} ${n3(r.lastRound)} ${n4(r.firstTeam)} ${n4(r.lastTeam)}`;
}
