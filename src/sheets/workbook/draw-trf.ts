/**
 * A round-robin's drawing of lots in a TRF file. The Berger numbers it gave
 * are the file's starting ranks; how they were drawn has no record, so it is
 * a comment line of ours (TRF-2026 Remark 1: a line whose first three
 * characters are ###), read back on import so that the draw can be shown
 * and repeated: `### Drawing of lots: at random, seed 4242`.
 */
import type { DrawingMethod } from './settings-tab.js';

const WORDS: Record<DrawingMethod, string> = {
  random: 'at random',
  varma: 'Varma tables',
  hand: 'by hand',
};

const COMMENT = /^### Drawing of lots: (at random|Varma tables|by hand)(?:, seed (\d+))?$/;

export interface RecordedDraw {
  readonly method: DrawingMethod;
  readonly seed: number | null;
}

export function drawComment(draw: RecordedDraw): string {
  return `### Drawing of lots: ${WORDS[draw.method]}${draw.seed === null ? '' : `, seed ${draw.seed}`}`;
}

export function isDrawComment(line: string): boolean {
  return COMMENT.test(line.trimEnd());
}

/** The draw a file's comment lines record; null when none does. */
export function drawOfLines(lines: readonly string[]): RecordedDraw | null {
  for (const line of lines) {
    const match = COMMENT.exec(line.trimEnd());
    if (match === null) continue;
    const method = (Object.keys(WORDS) as DrawingMethod[]).find((m) => WORDS[m] === match[1])!;
    return { method, seed: match[2] === undefined ? null : Number(match[2]) };
  }
  return null;
}
