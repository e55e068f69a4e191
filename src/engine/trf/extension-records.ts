import type { Colour } from '../model/tournament.js';
import { formatPoints } from './player-line.js';
import { said } from '../../messages/said.js';
import { saidLabel } from './said-label.js';
import { TrfError } from './trf-error.js';

/**
 * Records beyond the 001 lines that steer pairing: the JaVaFo TRF(x) codes
 * (XXR, XXC, XXA, XXP, XXZ) and their TRF-2026 counterparts (142, 152, 250,
 * 260, 240). Each function reads one line; the reader combines them.
 */

export interface SourceLine {
  readonly text: string;
  readonly lineNo: number;
}

function tokens(line: SourceLine): string[] {
  return line.text
    .slice(3)
    .trim()
    .split(/\s+/)
    .filter((s) => s !== '');
}

function positiveInteger(raw: string, lineNo: number, what: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new TrfError(
      `${what}: expected a positive whole number, found "${raw}"`,
      lineNo,
      null,
      null,
      said('trf.positiveWhole', { what: saidLabel(what), found: raw }),
    );
  }
  return Number(raw);
}

function decimalNumber(
  raw: string,
  lineNo: number,
  what: string,
  column: number | null = null,
): number {
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(raw)) {
    throw new TrfError(
      `${what}: expected a number like 1.0, found "${raw}"`,
      lineNo,
      column,
      column === null ? null : column + raw.length - 1,
      said('trf.numberLike10', { what: saidLabel(what), found: raw }),
    );
  }
  return Number(raw);
}

/** "XXR n" (TRF(x)) or "142 n" (TRF-2026): the number of rounds. */
export function parseRoundCount(line: SourceLine): number {
  const items = tokens(line);
  const code = line.text.slice(0, 3);
  if (items.length !== 1) {
    throw new TrfError(
      `${code}: expected one number, the number of rounds, found "${items.join(' ')}"`,
      line.lineNo,
      null,
      null,
      said('trf.roundCountOne', { what: saidLabel(code), found: items.join(' ') }),
    );
  }
  return positiveInteger(items[0]!, line.lineNo, code);
}

export interface XxcOptions {
  colour: Colour | null;
  /** Options other than the initial colour (JaVaFo "rank"), kept as written. */
  others: string[];
}

/** "XXC white1|black1 [rank]": JaVaFo's configuration line (AUM "First round pairing"). */
export function parseXxc(line: SourceLine): XxcOptions {
  let colour: Colour | null = null;
  const others: string[] = [];
  for (const item of tokens(line)) {
    const lower = item.toLowerCase();
    if (lower === 'white1' || lower === 'black1') {
      const c: Colour = lower === 'white1' ? 'w' : 'b';
      if (colour !== null && colour !== c) {
        throw new TrfError(
          'XXC: both white1 and black1 given',
          line.lineNo,
          null,
          null,
          said('trf.xxcBoth'),
        );
      }
      colour = c;
    } else if (lower === 'rank') {
      others.push(item);
    } else {
      throw new TrfError(
        `XXC: unknown option "${item}"; expected white1, black1 or rank`,
        line.lineNo,
        null,
        null,
        said('trf.xxcUnknown', { found: item }),
      );
    }
  }
  return { colour, others };
}

/** "152 W" or "152 B" (TRF-2026): the initial colour. */
export function parse152(line: SourceLine): Colour {
  const items = tokens(line);
  if (items.length !== 1 || !/^[WBwb]$/.test(items[0]!)) {
    throw new TrfError(
      `record 152: expected the initial colour W or B, found "${items.join(' ')}"`,
      line.lineNo,
      null,
      null,
      said('trf.r152Colour', { found: items.join(' ') }),
    );
  }
  return items[0]!.toLowerCase() as Colour;
}

/**
 * "XXA NNNN pp.p pp.p ...": player id in columns 5-8, the fictitious points
 * of round r in columns 10+5(r-1) .. 13+5(r-1) (JaVaFo AUM "Accelerated
 * rounds"). A blank round field means no points that round.
 */
export function parseXxa(line: SourceLine): { id: number; points: number[] } {
  const { text, lineNo } = line;
  if (text.length >= 5 && text.length < 8) {
    throw new TrfError(
      'XXA: the line ends inside the player id (columns 5-8)',
      lineNo,
      5,
      8,
      said('trf.xxaCutId'),
    );
  }
  const idText = text.slice(4, 8).trim();
  if (!/^\d+$/.test(idText) || Number(idText) < 1) {
    throw new TrfError(
      `XXA: expected the player's pairing number in columns 5-8, found "${idText}"`,
      lineNo,
      5,
      8,
      said('trf.xxaId', { found: idText }),
    );
  }
  for (let c = 9; c <= text.length; c += 5) {
    if (text[c - 1] !== ' ') {
      throw new TrfError(
        `XXA: expected a blank (values are 4 columns wide, one per round, starting at column 10), found "${text[c - 1]}"`,
        lineNo,
        c,
        c,
        said('trf.xxaBlank', { found: text[c - 1]! }),
      );
    }
  }
  const points: number[] = [];
  for (let start = 10; start <= text.length; start += 5) {
    const end = start + 3;
    if (text.length < end) {
      throw new TrfError(
        `XXA: the line ends inside the round ${points.length + 1} value (right-aligned in columns ${start}-${end})`,
        lineNo,
        start,
        end,
        said('trf.xxaCutValue', { round: points.length + 1, start, end }),
      );
    }
    const raw = text.slice(start - 1, end).trim();
    points.push(
      raw === '' ? 0 : decimalNumber(raw, lineNo, `XXA round ${points.length + 1}`, start),
    );
  }
  return { id: Number(idText), points };
}

export function formatXxa(id: number, points: readonly number[]): string {
  return `XXA ${String(id).padStart(4)}${points.map((p) => ' ' + formatPoints(p).padStart(4)).join('')}`;
}

/** "250 MMMM GGGG RRF RRL PPPF PPPL" (TRF-2026 accelerated rounds), individual tournaments only. */
export interface AccelerationRange {
  points: number;
  firstRound: number;
  lastRound: number;
  firstId: number;
  lastId: number;
}

export function parse250(line: SourceLine): AccelerationRange {
  const { text, lineNo } = line;
  const field = (start: number, end: number) => text.slice(start - 1, end).trim();
  const mp = field(5, 8);
  if (mp !== '' && Number(mp) !== 0) {
    throw new TrfError(
      `record 250: match points (columns 5-8) are for team events (swiss-pair --team), not individual ones; found "${mp}"`,
      lineNo,
      5,
      8,
      said('trf.r250MatchPoints', { found: mp }),
    );
  }
  const num = (start: number, end: number, what: string) => {
    const raw = field(start, end);
    if (!/^\d+$/.test(raw)) {
      throw new TrfError(
        `record 250: expected the ${what} as digits in columns ${start}-${end}, found "${raw}"`,
        lineNo,
        start,
        end,
        said('trf.r250Digits', { what: saidLabel(what), start, end, found: raw }),
      );
    }
    return Number(raw);
  };
  const points = decimalNumber(field(10, 13), lineNo, 'record 250 game points', 10);
  const r = {
    points,
    firstRound: num(15, 17, 'first round'),
    lastRound: num(19, 21, 'last round'),
    firstId: num(23, 26, 'first player id'),
    lastId: num(28, 31, 'last player id'),
  };
  if (r.firstRound < 1 || r.lastRound < r.firstRound || r.lastId < r.firstId) {
    throw new TrfError(
      'record 250: expected first round >= 1, last round >= first round and last id >= first id',
      lineNo,
      null,
      null,
      said('trf.r250Order'),
    );
  }
  return r;
}

/** "XXP id id ...": players of the list must not meet (JaVaFo AUM "Forbidden pairs"). */
export function parseIdList(line: SourceLine, what: string, minimum: number): number[] {
  const ids = tokens(line).map((t) => positiveInteger(t, line.lineNo, what));
  if (ids.length < minimum) {
    throw new TrfError(
      `${what}: expected at least ${minimum} pairing number${minimum > 1 ? 's' : ''}`,
      line.lineNo,
      null,
      null,
      said('trf.idsAtLeast', { what: saidLabel(what), minimum }),
    );
  }
  if (new Set(ids).size !== ids.length) {
    throw new TrfError(
      `${what}: a pairing number is listed twice`,
      line.lineNo,
      null,
      null,
      said('trf.idTwice', { what: saidLabel(what) }),
    );
  }
  return ids;
}

/** "260 RRF RRL id id ...": prohibited pairings over a range of rounds (TRF-2026). */
export function parse260(line: SourceLine): {
  firstRound: number;
  lastRound: number;
  ids: number[];
} {
  const items = tokens(line);
  if (items.length < 4) {
    throw new TrfError(
      'record 260: expected first round, last round and at least two player ids',
      line.lineNo,
      null,
      null,
      said('trf.r260Items'),
    );
  }
  const firstRound = positiveInteger(items[0]!, line.lineNo, 'record 260 first round');
  const lastRound = positiveInteger(items[1]!, line.lineNo, 'record 260 last round');
  if (lastRound < firstRound)
    throw new TrfError(
      'record 260: the last round is before the first',
      line.lineNo,
      null,
      null,
      said('trf.r260Order'),
    );
  const ids = items.slice(2).map((t) => positiveInteger(t, line.lineNo, 'record 260 player id'));
  if (new Set(ids).size !== ids.length)
    throw new TrfError(
      'record 260: a player id is listed twice',
      line.lineNo,
      null,
      null,
      said('trf.r260Twice'),
    );
  return { firstRound, lastRound, ids };
}

/** "240 T RRR id id ...": half (H), full (F) or zero (Z) point byes in a round (TRF-2026). */
export function parse240(line: SourceLine): {
  type: 'H' | 'F' | 'Z';
  round: number;
  ids: number[];
} {
  const items = tokens(line);
  if (items.length < 3) {
    throw new TrfError(
      'record 240: expected the bye type (F, H or Z), the round and at least one player id',
      line.lineNo,
      null,
      null,
      said('trf.r240Items'),
    );
  }
  const type = items[0]!.toUpperCase();
  if (type !== 'H' && type !== 'F' && type !== 'Z') {
    throw new TrfError(
      `record 240: unknown bye type "${items[0]}"; expected F, H or Z`,
      line.lineNo,
      5,
      5,
      said('trf.r240Type', { found: items[0]! }),
    );
  }
  const round = positiveInteger(items[1]!, line.lineNo, 'record 240 round');
  const ids = items.slice(2).map((t) => positiveInteger(t, line.lineNo, 'record 240 player id'));
  return { type, round, ids };
}
