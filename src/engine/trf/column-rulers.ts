/**
 * The column rulers Swiss-Manager writes above its player section, a layout
 * aid for the human reader and no record:
 *
 *            1         2         3   ...   (each tens digit ends at column 10n)
 *   1234567890123456789012345678901   ...
 *
 * (The "DDD SSSS sTTT ..." ruler below them starts with a three-letter code
 * and is kept as an other line, as national rating records are.)
 *
 * Asked of every line of a file (10,000 player lines at TRF-16's limit), so
 * each character is compared where it stands, no ruler string is built, and
 * a line that starts with neither "1" nor a blank is answered at once.
 */
export function isColumnRuler(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first === DIGIT_1) return isUnitsRuler(text);
  if (first === BLANK) return isTensRuler(text);
  return false;
}

const BLANK = 0x20;
const DIGIT_0 = 0x30;
const DIGIT_1 = 0x31;

/** Column c (from 1) holds the last digit of c. */
function isUnitsRuler(text: string): boolean {
  for (let c = 1; c <= text.length; c++) {
    if (text.charCodeAt(c - 1) !== DIGIT_0 + (c % 10)) return false;
  }
  return true;
}

/** Block n (columns 10n-9 to 10n) holds n right-aligned, blanks before it. */
function isTensRuler(text: string): boolean {
  for (let c = 1; c <= text.length; c++) {
    const n = Math.ceil(c / 10);
    // Column c holds the digit of n worth 10^fromEnd, or a blank left of n's first digit.
    let place = 1;
    for (let fromEnd = 10 * n - c; fromEnd > 0; fromEnd--) place *= 10;
    const expected = place <= n ? DIGIT_0 + (Math.floor(n / place) % 10) : BLANK;
    if (text.charCodeAt(c - 1) !== expected) return false;
  }
  return true;
}
