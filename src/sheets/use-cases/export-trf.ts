import { pointsAfter } from '../../engine/model/results.js';
import type { RoundRecord, TournamentInfo } from '../../engine/model/tournament.js';
import { tiebreakCodesOf } from '../../engine/tiebreaks/index.js';
import { writeTrf } from '../../engine/trf/index.js';
import { said, type TextKey } from '../../messages/index.js';
import type { AddonPorts } from '../ports.js';
import { typeCodeOf } from '../../engine/systems/registry.js';
import { isTableMade, pairingOptionsOf, SYSTEM_LABELS } from '../workbook/settings-tab.js';
import { drawComment, isDrawComment } from '../workbook/draw-trf.js';
import { isWithdrawnComment, withdrawnComment } from '../workbook/withdrawn-trf.js';
import { handMarkComment, handMarksOf } from '../workbook/hand-mark-trf.js';
import { keepFileRecords } from '../../engine/trf/kept-records.js';
import { withPlayerCounts } from '../../engine/trf/tournament-section.js';
import { changedSinceImport, fileRanksHold, importedFileOf } from '../workbook/imported-file.js';
import { standingsTabValues } from '../workbook/standings-tab.js';
import { numberedWorkbook } from './numbered-workbook.js';
import { readWorkbook } from './workbook-io.js';
import { ProblemList } from '../workbook/input-problems.js';
import type { PlayerRow } from '../workbook/players-tab.js';
import { PLAYERS_TAB } from '../workbook/tab-names.js';

export interface TrfFile {
  fileName: string;
  content: string;
}

/** TRF-16 type-of-tournament text (record 092), followed by the system, for people reading the file. */
const TOURNAMENT_TYPE = 'Individual: Swiss-System';

/**
 * "Export TRF": the whole tournament as a TRF-16 file with the TRF(x)
 * extensions (rounds, initial colour, point system) and the TRF-2026
 * tie-break records 202/212, for rating reports and other pairing programs.
 * Players without a pairing number yet get the one pairing would give them;
 * the workbook is not changed. The rating of unrated opponents has no TRF
 * record and is not written.
 */
/**
 * The Players cells a TRF-16 player line cannot hold as typed (name columns
 * 15-47, federation 54-56, FIDE number 58-68 in digits, birth date 70-79),
 * each named by its row: the file would be refused by the writer, or, for a
 * FIDE number with letters, by every reader, this one included.
 */
function reportUnwritableCells(players: readonly PlayerRow[]): void {
  const problems = new ProblemList();
  for (const p of players) {
    const wide = (field: TextKey, value: string, width: number) => {
      if (value.length > width)
        problems.add(
          PLAYERS_TAB,
          p.row,
          said('problem.export.tooLong', {
            field: said(field),
            value,
            length: value.length,
            width,
          }),
        );
    };
    wide('problem.export.name', p.name, 33);
    wide('problem.export.title', p.title, 3);
    wide('problem.export.federation', p.federation, 3);
    wide('problem.export.birth', p.birth, 10);
    if (!/^\d{0,11}$/.test(p.fideId))
      problems.add(PLAYERS_TAB, p.row, said('problem.export.fideId', { value: p.fideId }));
  }
  problems.throwIfAny();
}

/**
 * A withdrawn Swiss player's entries for the next round (both games of a
 * Double-Swiss match): not paired, "0000 - -", as the add-on writes his later
 * rounds, so that any other program given the file leaves him out as the
 * add-on would. An entry the organiser gave that round already is kept; a
 * finished tournament has no next round.
 */
function notPairedNext(
  rounds: readonly (RoundRecord | undefined)[],
  played: number,
  gamesPerRound: number,
  lastRound: number,
): (RoundRecord | undefined)[] {
  const out = [...rounds];
  for (let r = played; r < Math.min(played + gamesPerRound, lastRound); r++)
    out[r] ??= { opponent: null, colour: null, result: '-' };
  return out;
}

export function exportTrf(ports: AddonPorts): TrfFile {
  const workbook = ports.workbook();
  const values = readWorkbook(workbook).values;
  const { read: current } = numberedWorkbook(values);
  reportUnwritableCells(current.playersTab.players);
  const t = current.tournament;
  // An imported file comes back with what it had, but for what the organiser changed since.
  const imported = importedFileOf(values.importedFile);
  const changed = imported === null ? null : changedSinceImport(imported, current.settings, t);
  const rankOf = new Map(
    imported !== null && fileRanksHold(changed!)
      ? imported.ranks
      : standingsTabValues(t, current.roundsComplete, current.settings)
          .slice(1)
          .map(([rank, id]) => [id as number, rank as number]),
  );
  // An imported file's player counts (062, 072) live with its kept records, not in the workbook.
  const fileCounts = new Map(
    (imported?.records.before ?? [])
      .filter((line) => /^0[67]2( |$)/.test(line))
      .map((line) => [line.slice(0, 3), line.slice(4)] as const),
  );
  const counted = { ...t.info, otherRecords: new Map([...fileCounts, ...t.info.otherRecords]) };
  const info: TournamentInfo = withPlayerCounts(
    {
      ...counted,
      type: `${TOURNAMENT_TYPE} (${SYSTEM_LABELS[current.settings.system]})`,
      // The system and its acceleration, so that any program pairs the file the same way.
      systemCode: typeCodeOf(current.settings.system, pairingOptionsOf(current.settings)),
      // The tie-breaks that rank the declared standings below.
      tiebreaks: tiebreakCodesOf(current.settings.tiebreaks),
    },
    t.players,
  );
  const tableMade = isTableMade(current.settings);
  const played = current.roundsPaired * current.gamesPerRound;
  const lastRound = (current.settings.rounds ?? 0) * current.gamesPerRound;
  const players = t.players.map((p) => ({
    ...p,
    declaredPoints: pointsAfter(p, t.pointSystem, played),
    declaredRank: rankOf.get(p.id) ?? null,
    rounds:
      tableMade || !p.withdrawn
        ? p.rounds
        : notPairedNext(p.rounds, played, current.gamesPerRound, lastRound),
  }));
  // Rounds changed by hand (Check this round, Pair the rest), as ### comment lines.
  const marks = [...current.roundRows]
    .filter(([, rows]) => rows.handMark !== null)
    .map(([round, rows]) => handMarkComment(round, rows.handMark!));
  // A round-robin's drawing of lots: how its Berger numbers (the starting ranks) were drawn.
  const draw = tableMade
    ? [drawComment({ method: current.settings.drawingOfLots, seed: current.settings.drawSeed })]
    : [];
  // A withdrawal has no TRF record: our comment line brings it back on import, in every kind.
  const withdrawals = t.players.filter((p) => p.withdrawn).map((p) => withdrawnComment(p.id));
  // A late entry or a rating typed since the import changes the file's player counts.
  const countsChanged = ['062', '072'].some(
    (code) => info.otherRecords.get(code) !== counted.otherRecords.get(code),
  );
  if (countsChanged) changed?.add('playerCounts');
  const written = writeTrf({
    ...t,
    info,
    players,
    otherLines: [...t.otherLines, ...draw, ...withdrawals, ...marks],
  });
  const content =
    imported === null
      ? written
      : keepFileRecords(
          written,
          imported.records,
          changed!,
          (line) => handMarksOf([line]).size > 0 || isDrawComment(line) || isWithdrawnComment(line),
        );
  const base = current.settings.name.replace(/[^\p{L}\p{N} _.-]+/gu, '').trim() || 'tournament';
  return { fileName: `${base}.trf`, content };
}
