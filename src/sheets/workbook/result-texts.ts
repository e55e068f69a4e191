import type { ResultCode } from '../../engine/model/tournament.js';

/**
 * Game results as the organiser types or picks them in a Round tab's Result
 * column, and the TRF-16 codes they stand for (white's, black's).
 */
export const RESULT_CHOICES = [
  '1-0',
  '½-½',
  '0-1',
  '1-0 forfeit',
  '0-1 forfeit',
  'double forfeit',
] as const;

export type ResultText = (typeof RESULT_CHOICES)[number];

/**
 * A game begun and not finished. Only the rating-based 1998 system pairs
 * around it: F.9 "Adjourned games are considered draws for pairing purposes
 * only". It has no TRF code: the file leaves the game's result blank, and a
 * blank result in a round before the last paired one is read as adjourned.
 */
export const ADJOURNED = 'adjourned';

/** What a Round tab's Result cell may hold: a result, "adjourned", or nothing yet (null). */
export type ResultCell = ResultText | typeof ADJOURNED;

/** The Result dropdown: the results, then "adjourned". */
export const RESULT_CELL_CHOICES: readonly ResultCell[] = [...RESULT_CHOICES, ADJOURNED];

export type GameCodes = readonly [white: ResultCode, black: ResultCode];

const CODES: Record<ResultText, GameCodes> = {
  '1-0': ['1', '0'],
  '½-½': ['=', '='],
  '0-1': ['0', '1'],
  // C.04.2 3.5: a forfeited game is not a meeting; the TRF writes it '+' / '-'.
  '1-0 forfeit': ['+', '-'],
  '0-1 forfeit': ['-', '+'],
  'double forfeit': ['-', '-'],
};

/** Other ways arbiters write the same results (compared without spaces, in lower case). */
const ALIASES: Record<string, ResultText> = {
  '1:0': '1-0',
  '1/2-1/2': '½-½',
  '0.5-0.5': '½-½',
  '½:½': '½-½',
  '=': '½-½',
  '0:1': '0-1',
  '+/-': '1-0 forfeit',
  '+:-': '1-0 forfeit',
  '+-': '1-0 forfeit',
  '1f-0f': '1-0 forfeit',
  '-/+': '0-1 forfeit',
  '-:+': '0-1 forfeit',
  '-+': '0-1 forfeit',
  '0f-1f': '0-1 forfeit',
  '-/-': 'double forfeit',
  '-:-': 'double forfeit',
  '--': 'double forfeit',
  '0f-0f': 'double forfeit',
};

function normalised(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

const BY_NORMALISED = new Map<string, ResultText>([
  ...RESULT_CHOICES.map((choice) => [normalised(choice), choice] as const),
  ...Object.entries(ALIASES),
]);

/** The result a text stands for, or null when it is not a result. */
export function parseResult(text: string): ResultText | null {
  return BY_NORMALISED.get(normalised(text)) ?? null;
}

const ADJOURNED_TEXTS = new Set([ADJOURNED, 'adj', 'adj.', 'adjourned.']);

/** A Result cell's text: a result, "adjourned" (or "adj."), or null when it is neither. */
export function parseResultCell(text: string): ResultCell | null {
  return ADJOURNED_TEXTS.has(normalised(text)) ? ADJOURNED : parseResult(text);
}

export function resultCodes(result: ResultText): GameCodes {
  return CODES[result];
}

/**
 * The text for a game's codes as a TRF file records them. Unrated games
 * (W/D/L) are shown as played results; combinations no arbiter enters (both
 * players winning, say) have none.
 */
export function resultTextFor(white: ResultCode, black: ResultCode): ResultText | null {
  const played = (code: ResultCode): ResultCode =>
    code === 'W' ? '1' : code === 'D' ? '=' : code === 'L' ? '0' : code;
  const [w, b] = [played(white), played(black)];
  for (const choice of RESULT_CHOICES) {
    const [cw, cb] = CODES[choice];
    if (cw === w && cb === b) return choice;
  }
  return null;
}
