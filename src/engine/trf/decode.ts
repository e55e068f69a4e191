/**
 * TRF files carry no declared encoding: JaVaFo recommends UTF-8, while
 * older Windows programs write a single-byte code page. Valid UTF-8 is taken
 * as UTF-8; anything else is read as windows-1252, the superset of Latin-1
 * those programs use (it only differs from ISO-8859-1 in 0x80-0x9F, which are
 * control characters that never appear in a name).
 */
export function decodeTrfBytes(bytes: Uint8Array): string {
  // Apps Script's V8 has no TextDecoder: there the file's text is decoded by
  // the browser and passed as a string, never as bytes.
  if (typeof TextDecoder === 'undefined')
    throw new Error('TRF bytes cannot be decoded here: read the file as text and pass the text');
  // A byte-order mark of UTF-16 (as Windows' Notepad may save "Unicode"): read as such.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Lines of a TRF text: CR, LF and CRLF line ends all accepted; a leading byte-order mark dropped. */
export function splitTrfLines(text: string): string[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return body.split(/\r\n|\r|\n/);
}
