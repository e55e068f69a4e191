import { said } from '../../messages/said.js';
import type { TournamentInfo } from '../model/tournament.js';
import { TrfWriteError } from './trf-write-error.js';

/**
 * The tournament section of a TRF file (TRF-16 012-132, TRF-2026 172-222 and
 * the team tags 352/362) and the model's named fields. 142, 152 and 162 are
 * not here: the reader turns them into totalRounds, initialColour and
 * pointSystem.
 */
const NAMED_RECORDS = [
  ['012', 'name'],
  ['022', 'city'],
  ['032', 'federation'],
  ['042', 'startDate'],
  ['052', 'endDate'],
  ['092', 'type'],
  ['102', 'chiefArbiter'],
  ['112', 'deputyArbiters'],
  ['122', 'timeControl'],
  ['192', 'systemCode'],
] as const satisfies readonly (readonly [string, keyof TournamentInfo])[];

/** TRF-2026: 202 lists the tie-breaks; 212 lists them after PTS ("212 PTS,X,Y" is "202 X,Y"). */
const TIEBREAKS = '202';
const STANDINGS = '212';

const KEPT_AS_TEXT = ['062', '072', '082', '132', '172', '182', '222', '352', '362'];

/** Every record code of the section, for the reader. */
export const TOURNAMENT_SECTION_CODES: ReadonlySet<string> = new Set([
  ...NAMED_RECORDS.map(([code]) => code),
  TIEBREAKS,
  STANDINGS,
  ...KEPT_AS_TEXT,
]);

/** The records of the section, as read (first of each code), into named fields. */
export function tournamentInfoFrom(records: ReadonlyMap<string, string>): TournamentInfo {
  const info: TournamentInfo = { otherRecords: new Map() };
  for (const [code, field] of NAMED_RECORDS) {
    const value = records.get(code);
    if (value !== undefined) info[field] = value;
  }
  const tiebreaks = tiebreakCodes(records);
  if (tiebreaks !== undefined) info.tiebreaks = tiebreaks;
  for (const code of KEPT_AS_TEXT) {
    const value = records.get(code);
    if (value !== undefined) info.otherRecords.set(code, value);
  }
  return info;
}

/** The section's lines, in the order of their codes. */
export function tournamentSectionLines(info: TournamentInfo): string[] {
  const records = new Map<string, string>(info.otherRecords);
  for (const [code, field] of NAMED_RECORDS) {
    const value = info[field];
    if (value !== undefined) records.set(code, value);
  }
  if (info.tiebreaks !== undefined) {
    const list = info.tiebreaks.join(',');
    if (list !== '') records.set(TIEBREAKS, list);
    records.set(STANDINGS, list === '' ? 'PTS' : `PTS,${list}`);
  }
  return [...records]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, value]) => {
      if (/[\r\n]/.test(value))
        throw new TrfWriteError(
          `cannot write TRF: record ${code} contains a line break`,
          said('engine.trfWrite.lineBreak', { record: code, text: value }),
        );
      return value === '' ? code : `${code} ${value}`;
    });
}

function tiebreakCodes(records: ReadonlyMap<string, string>): string[] | undefined {
  const split = (v: string) =>
    v
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
  const r202 = records.get(TIEBREAKS);
  if (r202 !== undefined) return split(r202);
  const r212 = records.get(STANDINGS);
  if (r212 === undefined) return undefined;
  const codes = split(r212);
  return codes[0]?.toUpperCase() === 'PTS' ? codes.slice(1) : codes;
}

const PLAYER_COUNT = '062';
const RATED_COUNT = '072';

/**
 * The section with its player counts (TRF-16 062, 072) made true of `players`
 * where the section, or else the kept lines of an imported file
 * (`fileLines`), gave them as numbers: a late entry or a rating typed since
 * the file was written changes them. A count given nowhere is not added,
 * and one written otherwise than as a number is left as it was. `changed`:
 * a count was written anew.
 */
export function withPlayerCounts(
  info: TournamentInfo,
  players: readonly { rating: number }[],
  fileLines: readonly string[] = [],
): { info: TournamentInfo; changed: boolean } {
  const counts: [string, number][] = [
    [PLAYER_COUNT, players.length],
    [RATED_COUNT, players.filter((p) => p.rating > 0).length],
  ];
  const otherRecords = new Map(info.otherRecords);
  let changed = false;
  for (const [code, count] of counts) {
    const value =
      otherRecords.get(code) ??
      fileLines.find((line) => line.slice(0, 4).trimEnd() === code)?.slice(4);
    if (value === undefined) continue;
    // Both counts go into the section, so that a file's group of them is written whole.
    const numeric = /^\s*\d+\s*$/.test(value);
    otherRecords.set(code, numeric ? String(count) : value);
    if (numeric && Number(value) !== count) changed = true;
  }
  return { info: { ...info, otherRecords }, changed };
}
