/**
 * The column rulers Swiss-Manager writes above its player section, a layout
 * aid for the human reader and no record:
 *
 *            1         2         3   ...   (each tens digit ends at column 10n)
 *   1234567890123456789012345678901   ...
 *
 * (The "DDD SSSS sTTT ..." ruler below them starts with a three-letter code
 * and is kept as an other line, as national rating records are.)
 */
export function isColumnRuler(text: string): boolean {
  return text !== '' && (text === unitsRuler(text.length) || text === tensRuler(text.length));
}

function unitsRuler(length: number): string {
  return '1234567890'.repeat(Math.ceil(length / 10)).slice(0, length);
}

function tensRuler(length: number): string {
  let ruler = '';
  for (let n = 1; ruler.length < length; n++) ruler += String(n).padStart(10);
  return ruler.slice(0, length);
}
