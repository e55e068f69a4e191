/**
 * What a TRF file imported into the workbook holds that its tabs do not
 * show, kept on the hidden "Imported file" tab so that Export TRF gives the
 * file back: every record the workbook does not own, as the file had it,
 * the point system (the value of a pairing-allocated bye among others), the
 * ranks, and what the import made of the records the workbook does own, so
 * that export can tell which of them the organiser changed since.
 */
import type { PointSystem, Tournament } from '../../engine/model/tournament.js';
import type { FileRecords, OwnedGroup } from '../../engine/trf/kept-records.js';
import type { CellValue } from '../ports.js';
import { jsonCells, valueOfJsonCells } from './json-cells.js';
import { pairingOptionsOf, type TournamentSettings } from './settings-tab.js';
import { tiebreakListText } from './tiebreak-list.js';

export interface ImportedFile {
  records: FileRecords;
  /** The Settings the import made of the file. */
  settings: TournamentSettings;
  /** The file's point system. */
  pointSystem: PointSystem;
  /** The file's ranks, [No., rank]. */
  ranks: [number, number][];
  /** The rounds the file had paired. */
  roundsImported: number;
  /** What the workbook read right after the import, to tell later changes. */
  read: ReadFingerprint;
}

/** The parts of a tournament as the workbook reads it that the file's records say. */
export interface ReadFingerprint {
  /** Every player's round entries (games, byes, absences, results). */
  rounds: string;
  acceleration: string;
  forbiddenPairs: string;
}

const VERSION = 1;

export function fingerprintOf(t: Tournament): ReadFingerprint {
  const entry = (r: Tournament['players'][number]['rounds'][number]) =>
    r === undefined ? '_' : `${r.opponent ?? 0}${r.colour ?? '-'}${r.result ?? '?'}`;
  return {
    rounds: t.players.map((p) => `${p.id}:${p.rounds.map(entry).join(',')}`).join(';'),
    acceleration: JSON.stringify([...t.acceleration].sort(([a], [b]) => a - b)),
    forbiddenPairs: JSON.stringify(
      t.forbiddenPairs
        .flatMap((group) =>
          group.flatMap((a, i) => group.slice(i + 1).map((b) => [Math.min(a, b), Math.max(a, b)])),
        )
        .sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!),
    ),
  };
}

/** The hidden tab's values. */
export function importedFileValues(file: ImportedFile): CellValue[][] {
  return [[VERSION, ...jsonCells(file)]];
}

/** The imported file the hidden tab's values hold; null without the tab or a record of this version. */
export function importedFileOf(values: CellValue[][] | null | undefined): ImportedFile | null {
  const [version, ...pieces] = values?.[0] ?? [];
  if (version !== VERSION) return null;
  try {
    return valueOfJsonCells(pieces) as ImportedFile;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The Settings' win, draw and loss are still the file's: its other values hold. */
export function filePointsHold(file: ImportedFile, settings: TournamentSettings): boolean {
  return (
    settings.win === file.settings.win &&
    settings.draw === file.settings.draw &&
    settings.loss === file.settings.loss
  );
}

/** The groups of records the organiser changed since the import, as the workbook now reads. */
export function changedSinceImport(
  file: ImportedFile,
  settings: TournamentSettings,
  t: Tournament,
): Set<OwnedGroup> {
  const base = file.settings;
  const now = fingerprintOf(t);
  const changed: [OwnedGroup, boolean][] = [
    ['name', settings.name !== base.name],
    [
      'system',
      settings.system !== base.system || !same(pairingOptionsOf(settings), pairingOptionsOf(base)),
    ],
    ['tiebreaks', tiebreakListText(settings.tiebreaks) !== tiebreakListText(base.tiebreaks)],
    ['rounds', settings.rounds !== base.rounds],
    ['initialColour', settings.initialColour !== base.initialColour],
    ['points', !filePointsHold(file, settings)],
    ['acceleration', now.acceleration !== file.read.acceleration],
    ['forbiddenPairs', now.forbiddenPairs !== file.read.forbiddenPairs],
    ['byes', now.rounds !== file.read.rounds],
  ];
  return new Set(changed.filter(([, is]) => is).map(([group]) => group));
}

/**
 * Decision: the file's ranks are its standings; they are written back while
 * the results, the points and the tie-breaks are the file's, and computed
 * afresh once any of them changed (a round paired, a result typed).
 */
export function fileRanksHold(changed: ReadonlySet<OwnedGroup>): boolean {
  return !changed.has('byes') && !changed.has('points') && !changed.has('tiebreaks');
}
