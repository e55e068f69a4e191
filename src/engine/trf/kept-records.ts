/**
 * A TRF file written again after a program changed part of it: the records
 * it owns are written anew where it changed them, and every other record of
 * the file (the tournament section, team lines, national ratings, comments,
 * unknown records) comes back as the file had it, byte for byte and in its
 * place. Player lines (001) are always the program's.
 */
import { splitTrfLines } from './decode.js';
import { BBP_CODES } from './point-system-records.js';

/** What a program may own of a file, as groups of records that say one thing. */
export type OwnedGroup =
  | 'name'
  | 'system'
  | 'tiebreaks'
  | 'rounds'
  | 'initialColour'
  | 'points'
  | 'acceleration'
  | 'forbiddenPairs'
  | 'byes'
  | 'playerCounts';

const GROUP_OF_CODE: ReadonlyMap<string, OwnedGroup> = new Map([
  ['012', 'name'],
  ['092', 'system'],
  ['192', 'system'],
  ['202', 'tiebreaks'],
  ['212', 'tiebreaks'],
  ['XXR', 'rounds'],
  ['142', 'rounds'],
  ['XXC', 'initialColour'],
  ['152', 'initialColour'],
  ['XXS', 'points'],
  ['162', 'points'],
  ...BBP_CODES.map((code) => [code, 'points'] as const),
  ['XXA', 'acceleration'],
  ['250', 'acceleration'],
  ['XXP', 'forbiddenPairs'],
  ['260', 'forbiddenPairs'],
  ['240', 'byes'],
  ['XXZ', 'byes'],
  ['062', 'playerCounts'],
  ['072', 'playerCounts'],
]);

/** Groups of the tournament section: written before the player lines when the file had none. */
const SECTION_GROUPS: ReadonlySet<OwnedGroup> = new Set(['name', 'system', 'tiebreaks']);

const PLAYER = '001';

/** The lines of a file other than its player lines: those before the first 001 line, and the rest. */
export interface FileRecords {
  before: string[];
  after: string[];
}

export function fileRecordsOf(text: string): FileRecords {
  const records: FileRecords = { before: [], after: [] };
  let seenPlayer = false;
  for (const line of splitTrfLines(text)) {
    if (line.trim() === '') continue;
    if (line.startsWith(PLAYER)) seenPlayer = true;
    else (seenPlayer ? records.after : records.before).push(line);
  }
  return records;
}

const groupOf = (line: string): OwnedGroup | undefined => GROUP_OF_CODE.get(line.slice(0, 3));

/**
 * `fresh` (a file as the program writes it) with the records of `file` kept
 * for every group not in `changed`; a changed group's lines are the fresh
 * ones, in the place of the file's first line of that group. Lines of the
 * file that `rewritten` says the program writes itself are left out (the
 * program's own lines come from `fresh`).
 */
export function keepFileRecords(
  fresh: string,
  file: FileRecords,
  changed: ReadonlySet<OwnedGroup>,
  rewritten: (line: string) => boolean,
): string {
  const freshLines = fresh.split('\r\n').filter((line) => line !== '');
  const players = freshLines.filter((line) => line.startsWith(PLAYER));
  const freshOf = new Map<OwnedGroup, string[]>();
  const freshOwnLines: string[] = [];
  for (const line of freshLines) {
    if (line.startsWith(PLAYER)) continue;
    const group = groupOf(line);
    if (group === undefined) freshOwnLines.push(line);
    else freshOf.set(group, [...(freshOf.get(group) ?? []), line]);
  }
  const out: string[] = [];
  const placed = new Set<OwnedGroup>();
  const placeGroup = (group: OwnedGroup) => {
    if (placed.has(group)) return;
    placed.add(group);
    out.push(...(freshOf.get(group) ?? []));
  };
  const place = (line: string) => {
    const group = groupOf(line);
    if (group === undefined) {
      if (!rewritten(line)) out.push(line);
    } else if (!changed.has(group)) out.push(line);
    else placeGroup(group);
  };
  file.before.forEach(place);
  for (const group of changed) if (SECTION_GROUPS.has(group)) placeGroup(group);
  out.push(...players);
  file.after.forEach(place);
  for (const group of changed) placeGroup(group);
  out.push(...freshOwnLines);
  return out.map((line) => line + '\r\n').join('');
}
