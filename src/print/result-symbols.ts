/**
 * Results and byes as a printed sheet writes them. Decision (issue 34): a
 * forfeit prints as "+ −" / "− +" and a double forfeit as "− −", the signs
 * FIDE crosstables use (C.04.2 3.5: not a game played), so that the sheet
 * needs no words for them; an adjourned game prints blank, its box open.
 */
import type { Translator } from '../messages/index.js';
import type { ByeCode } from '../sheets/workbook/byes.js';
import type { ResultCell } from '../sheets/workbook/result-texts.js';

const RESULT_SYMBOL: Record<ResultCell, string> = {
  '1-0': '1–0',
  '½-½': '½–½',
  '0-1': '0–1',
  '1-0 forfeit': '+ −',
  '0-1 forfeit': '− +',
  'double forfeit': '− −',
  adjourned: '',
};

export function resultSymbol(result: ResultCell | null | undefined): string {
  return result === null || result === undefined ? '' : RESULT_SYMBOL[result];
}

const BYE_KEY = {
  U: 'print.bye',
  H: 'print.halfPointBye',
  F: 'print.fullPointBye',
  Z: 'print.absent',
} as const satisfies Record<ByeCode, string>;

export function byeWords(code: ByeCode, words: Translator): string {
  return words.text(BYE_KEY[code]);
}

/** Points as results write them: 1, ½, 0, 1½ (a locale's decimal mark is not used for halves). */
export { pointsSymbol } from '../sheets/workbook/round-tab.js';
