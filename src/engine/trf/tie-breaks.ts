import type { Tournament } from '../model/tournament.js';

/**
 * The tie-break codes a TRF-2026 file names (MTB26): record 202 lists them,
 * record 212 lists them after PTS ("212 PTS,X,Y" is equivalent to "202 X,Y").
 * Codes are returned as written, modifiers included ("BH/C1"); empty when the
 * file names none.
 */
export function tieBreakCodes(t: Tournament): string[] {
  const split = (v: string) =>
    v
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
  const r202 = t.header.get('202');
  if (r202 !== undefined) return split(r202);
  const r212 = t.header.get('212');
  if (r212 !== undefined) {
    const codes = split(r212);
    return codes[0]?.toUpperCase() === 'PTS' ? codes.slice(1) : codes;
  }
  return [];
}
