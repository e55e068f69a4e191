import type { Colour, Player, ResultCode, RoundRecord } from '../model/tournament.js';
import { said, type Said } from '../../messages/said.js';
import { TrfError } from './trf-error.js';

/**
 * The 001 player record of TRF-16 (unchanged in TRF-2026). Positions are
 * 1-based and inclusive, as in the FIDE text.
 */
interface Field {
  readonly name: string;
  /** The field's name as the add-on says it. */
  readonly said: Said;
  readonly start: number;
  readonly end: number;
}

const PAIRING_NUMBER: Field = {
  name: 'pairing number',
  said: said('trf.field.pairingNumber'),
  start: 5,
  end: 8,
};
const SEX: Field = {
  name: 'sex',
  said: said('trf.field.sex'),
  start: 10,
  end: 10,
};
const TITLE: Field = {
  name: 'title',
  said: said('trf.field.title'),
  start: 11,
  end: 13,
};
const NAME: Field = {
  name: 'name',
  said: said('trf.field.name'),
  start: 15,
  end: 47,
};
const RATING: Field = {
  name: 'rating',
  said: said('trf.field.rating'),
  start: 49,
  end: 52,
};
const FEDERATION: Field = {
  name: 'federation',
  said: said('trf.field.federation'),
  start: 54,
  end: 56,
};
const FIDE_ID: Field = {
  name: 'FIDE number',
  said: said('trf.field.fideNumber'),
  start: 58,
  end: 68,
};
const BIRTH_DATE: Field = {
  name: 'birth date',
  said: said('trf.field.birthDate'),
  start: 70,
  end: 79,
};
const POINTS: Field = {
  name: 'points',
  said: said('trf.field.points'),
  start: 81,
  end: 84,
};
const RANK: Field = {
  name: 'rank',
  said: said('trf.field.rank'),
  start: 86,
  end: 89,
};

/** Columns between the fields; anything there means the line is shifted or a field overflows. */
const SEPARATORS = [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91];

/** Round r's block starts at column 92 + 10(r-1): opponent (4), blank, colour, blank, result, 2 blanks. */
export const FIRST_ROUND_COLUMN = 92;
export const ROUND_WIDTH = 10;

export function roundColumn(round: number): number {
  return FIRST_ROUND_COLUMN + ROUND_WIDTH * (round - 1);
}

const RESULT_CODES: ReadonlySet<string> = new Set([
  '1',
  '=',
  '0',
  '+',
  '-',
  'W',
  'D',
  'L',
  'H',
  'F',
  'U',
  'Z',
]);
const GAME_RESULTS: ReadonlySet<string> = new Set(['1', '=', '0', 'W', 'D', 'L']);
const FORFEIT_RESULTS: ReadonlySet<string> = new Set(['+', '-']);
const NO_OPPONENT_RESULTS: ReadonlySet<string> = new Set(['H', 'F', 'U', 'Z', '+', '-']);

function slice(line: string, start: number, end: number): string {
  return line.slice(start - 1, end);
}

function text(line: string, f: Field): string {
  return slice(line, f.start, f.end).trim();
}

/**
 * A right-aligned number cut short by the end of the line: trailing blanks
 * are trimmed, so a line may stop before a field, but never inside one.
 */
function checkNotTruncated(line: string, lineNo: number, f: Field): void {
  if (line.length >= f.start && line.length < f.end) {
    throw new TrfError(
      `the line ends inside the ${f.name} field; expected it to fill columns ${f.start}-${f.end} (right-aligned)`,
      lineNo,
      f.start,
      f.end,
      said('trf.fieldCut', { field: f.said, start: f.start, end: f.end }),
    );
  }
}

/**
 * The field's number read where it stands, when it is right-aligned digits after blanks (as
 * every program writes it): NO_NUMBER for a blank field, NOT_PLAIN for anything else, which
 * `digits` then reads (and refuses) the general way. A file has tens of thousands of these
 * fields; reading them so builds no string.
 */
function plainNumber(line: string, f: Field): number {
  const end = Math.min(f.end, line.length);
  let c = f.start;
  while (c <= end && line.charCodeAt(c - 1) === BLANK) c++;
  if (c > end) return NO_NUMBER;
  let value = 0;
  for (; c <= end; c++) {
    const d = line.charCodeAt(c - 1) - DIGIT_0;
    if (d < 0 || d > 9) return NOT_PLAIN;
    value = value * 10 + d;
  }
  return value;
}

const BLANK = 0x20;
const DIGIT_0 = 0x30;
const NO_NUMBER = -1;
const NOT_PLAIN = -2;

/** A digits field as a number (null when blank), read in place when plain. */
function number(line: string, lineNo: number, f: Field): number | null {
  checkNotTruncated(line, lineNo, f);
  const plain = plainNumber(line, f);
  if (plain >= 0) return plain;
  if (plain === NO_NUMBER) return null;
  const value = digits(line, lineNo, f);
  return value === '' ? null : Number(value);
}

function digits(line: string, lineNo: number, f: Field): string {
  checkNotTruncated(line, lineNo, f);
  const value = text(line, f);
  if (value !== '' && !/^\d+$/.test(value)) {
    throw new TrfError(
      `expected the ${f.name} as digits, found "${value}"`,
      lineNo,
      f.start,
      f.end,
      said('trf.fieldDigits', { field: f.said, found: value }),
    );
  }
  return value;
}

function decimal(line: string, lineNo: number, f: Field): number | null {
  checkNotTruncated(line, lineNo, f);
  const value = text(line, f);
  if (value === '') return null;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) {
    throw new TrfError(
      `expected the ${f.name} as a number like 11.5, found "${value}"`,
      lineNo,
      f.start,
      f.end,
      said('trf.fieldDecimal', { field: f.said, found: value }),
    );
  }
  return Number(value);
}

/**
 * What tells two 001 lines' pairing numbers apart before either line is read: the number when
 * the field holds digits (" 012" and "  12" are one player), else the field's text.
 */
export function pairingNumberKey(line: string): number | string {
  const plain = plainNumber(line, PAIRING_NUMBER);
  if (plain >= 0) return plain;
  const field = text(line, PAIRING_NUMBER);
  return /^\d+$/.test(field) ? Number(field) : field;
}

/** Reads one 001 line (already stripped of trailing blanks). */
export function parsePlayerLine(line: string, lineNo: number): Player {
  for (const c of SEPARATORS) {
    if (c <= line.length && line[c - 1] !== ' ') {
      throw new TrfError(
        `expected a blank between fields, found "${line[c - 1]}" (is the line shifted or a field too long?)`,
        lineNo,
        c,
        c,
        said('trf.blankBetweenFields', { found: line[c - 1]! }),
      );
    }
  }
  if (line.length < PAIRING_NUMBER.start) {
    throw new TrfError(
      'the player line stops before the pairing number (columns 5-8)',
      lineNo,
      PAIRING_NUMBER.start,
      PAIRING_NUMBER.end,
      said('trf.stopsBeforePairingNumber'),
    );
  }
  const id = number(line, lineNo, PAIRING_NUMBER);
  if (id === null || id < 1) {
    throw new TrfError(
      'expected a pairing number from 1 to 9999',
      lineNo,
      PAIRING_NUMBER.start,
      PAIRING_NUMBER.end,
      said('trf.pairingNumberRange'),
    );
  }
  const rating = number(line, lineNo, RATING);
  const rank = number(line, lineNo, RANK);
  const player: Player = {
    id,
    name: text(line, NAME),
    sex: text(line, SEX),
    title: text(line, TITLE),
    rating: rating ?? 0,
    federation: text(line, FEDERATION),
    fideId: digits(line, lineNo, FIDE_ID),
    birthDate: text(line, BIRTH_DATE),
    declaredPoints: decimal(line, lineNo, POINTS),
    declaredRank: rank,
    rounds: [],
    withdrawn: false,
  };
  for (let round = 1; roundColumn(round) <= line.length; round++) {
    player.rounds.push(parseRoundBlock(line, lineNo, round, id));
  }
  while (player.rounds.length > 0 && player.rounds[player.rounds.length - 1] === undefined) {
    player.rounds.pop();
  }
  return player;
}

/** Columns of a round block, from its first, that hold blanks. */
const BLANKS_IN_ROUND_BLOCK = [4, 6, 8, 9];

/** The opponent field of each round's block, made once per round number: a file has thousands of blocks. */
const opponentFields: Field[] = [];

function opponentField(round: number): Field {
  const s = roundColumn(round);
  return (opponentFields[round] ??= {
    name: `round ${round} opponent`,
    said: said('trf.field.roundOpponent', { round }),
    start: s,
    end: s + 3,
  });
}

function roundLabel(round: number): string {
  return `round ${round}`;
}

function parseRoundBlock(
  line: string,
  lineNo: number,
  round: number,
  self: number,
): RoundRecord | undefined {
  const s = roundColumn(round);
  for (const offset of BLANKS_IN_ROUND_BLOCK) {
    const c = s + offset;
    if (c <= line.length && line[c - 1] !== ' ') {
      throw new TrfError(
        `${roundLabel(round)}: expected a blank, found "${line[c - 1]}" (a round block is "oooo c r": opponent in columns ${s}-${s + 3}, colour in ${s + 5}, result in ${s + 7})`,
        lineNo,
        c,
        c,
        said('trf.roundBlank', {
          round,
          found: line[c - 1]!,
          start: s,
          end: s + 3,
          colour: s + 5,
          result: s + 7,
        }),
      );
    }
  }
  const opponent = number(line, lineNo, opponentField(round)) || null;

  const colourChar = slice(line, s + 5, s + 5) || ' ';
  let colour: Colour | null;
  if (colourChar === ' ' || colourChar === '-') colour = null;
  else if (colourChar === 'w' || colourChar === 'W') colour = 'w';
  else if (colourChar === 'b' || colourChar === 'B') colour = 'b';
  else {
    throw new TrfError(
      `${roundLabel(round)}: expected the colour w, b, - or blank, found "${colourChar}"`,
      lineNo,
      s + 5,
      s + 5,
      said('trf.roundColour', { round, found: colourChar }),
    );
  }

  const resultChar = (slice(line, s + 7, s + 7) || ' ').toUpperCase();
  let result: ResultCode | null;
  if (resultChar === ' ') result = null;
  else if (RESULT_CODES.has(resultChar)) result = resultChar as ResultCode;
  else {
    throw new TrfError(
      `${roundLabel(round)}: unknown result code "${slice(line, s + 7, s + 7)}"; expected one of 1 = 0 + - W D L H F U Z or blank`,
      lineNo,
      s + 7,
      s + 7,
      said('trf.roundResultCode', { round, found: slice(line, s + 7, s + 7) }),
    );
  }

  if (opponent === null) {
    if (result === null) {
      if (colour !== null) {
        throw new TrfError(
          `${roundLabel(round)}: a colour without opponent or result`,
          lineNo,
          s + 5,
          s + 5,
          said('trf.roundColourAlone', { round }),
        );
      }
      return undefined;
    }
    if (!NO_OPPONENT_RESULTS.has(result)) {
      throw new TrfError(
        `${roundLabel(round)}: result "${result}" is a game result and needs an opponent, but the opponent is 0000`,
        lineNo,
        s,
        s + 7,
        said('trf.roundResultNeedsOpponent', { round, result }),
      );
    }
    if (colour !== null) {
      throw new TrfError(
        `${roundLabel(round)}: a bye or absence ("${result}") takes colour - or blank, found "${colourChar}"`,
        lineNo,
        s + 5,
        s + 5,
        said('trf.roundByeColour', { round, result, found: colourChar }),
      );
    }
    return { opponent: null, colour: null, result };
  }

  if (opponent === self) {
    throw new TrfError(
      `${roundLabel(round)}: player ${self} is paired with himself`,
      lineNo,
      s,
      s + 3,
      said('trf.roundSelf', { round, player: self }),
    );
  }
  if (result !== null && !GAME_RESULTS.has(result) && !FORFEIT_RESULTS.has(result)) {
    throw new TrfError(
      `${roundLabel(round)}: "${result}" is a bye or absence code and takes opponent 0000, but the opponent is ${opponent}`,
      lineNo,
      s,
      s + 7,
      said('trf.roundByeOpponent', { round, result, opponent }),
    );
  }
  // A forfeit may have been decided before colours were; a played or pending game has one.
  if (colour === null && (result === null || GAME_RESULTS.has(result))) {
    throw new TrfError(
      `${roundLabel(round)}: a game against ${opponent} needs the colour w or b`,
      lineNo,
      s + 5,
      s + 5,
      said('trf.roundGameColour', { round, opponent }),
    );
  }
  return { opponent, colour, result };
}

function right(value: string, width: number, what: string): string {
  if (value.length > width)
    throw new RangeError(`cannot write TRF: ${what} "${value}" is wider than ${width} columns`);
  return value.padStart(width);
}

function left(value: string, width: number, what: string): string {
  if (value.length > width)
    throw new RangeError(`cannot write TRF: ${what} "${value}" is wider than ${width} columns`);
  return value.padEnd(width);
}

/** Points as TRF writes them: one decimal ("11.5"), more only when needed. */
export function formatPoints(value: number): string {
  return Number.isInteger(value * 10) ? value.toFixed(1) : String(value);
}

function formatRound(rec: RoundRecord | undefined): string {
  if (rec === undefined) return ' '.repeat(ROUND_WIDTH);
  const opp = rec.opponent === null ? '0000' : String(rec.opponent).padStart(4);
  return `${opp} ${rec.colour ?? '-'} ${rec.result ?? ' '}  `;
}

/** Writes one 001 line (trailing blanks trimmed). */
export function formatPlayerLine(p: Player): string {
  const who = `player ${p.id}`;
  if (!Number.isInteger(p.id) || p.id < 1 || p.id > 9999) {
    throw new RangeError(`cannot write TRF: pairing number ${p.id} is not between 1 and 9999`);
  }
  const parts = [
    '001 ',
    right(String(p.id), 4, `${who} pairing number`),
    ' ',
    left(p.sex, 1, `${who} sex`),
    right(p.title, 3, `${who} title`),
    ' ',
    left(p.name, 33, `${who} name`),
    ' ',
    right(p.rating === 0 ? '' : String(p.rating), 4, `${who} rating`),
    ' ',
    left(p.federation, 3, `${who} federation`),
    ' ',
    right(p.fideId, 11, `${who} FIDE number`),
    ' ',
    left(p.birthDate, 10, `${who} birth date`),
    ' ',
    right(p.declaredPoints === null ? '' : formatPoints(p.declaredPoints), 4, `${who} points`),
    ' ',
    right(p.declaredRank === null ? '' : String(p.declaredRank), 4, `${who} rank`),
    '  ',
    ...p.rounds.map(formatRound),
  ];
  return parts.join('').trimEnd();
}
