/**
 * The club tournament of test/support/sheets/tournament-scenario.ts played
 * through the built dist/Code.js in a node:vm context, with a real FIDE
 * system: the Dutch 2025 system once it is registered, else the first
 * registered one. Also counts the spreadsheet calls of "Pair next round".
 */
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../../src/engine/systems/registry.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { SYSTEM_LABELS } from '../../src/sheets/workbook/settings-tab.js';
import { loadBuiltScript } from '../support/apps-script/load-built-script.js';
import {
  ClubTournament,
  enterClubTournament,
  playClubTournament,
  runMenu,
  type AddonUnderTest,
} from '../support/sheets/tournament-scenario.js';

const PREFERENCE: readonly SystemId[] = ['dutch', 'dutch-2017', 'lim', 'rating-1998'];
const systemId = PREFERENCE.find((id) => getSystem(id) !== null);

function builtAddon(): AddonUnderTest {
  const script = loadBuiltScript({ spreadsheetName: 'Club' });
  return { fake: script.fake, call: (name) => void script.call(name) };
}

describe.skipIf(systemId === undefined)(
  `dist/Code.js plays a club tournament (${systemId})`,
  () => {
    it('pairs 7 rounds with a late entry, a withdrawal, a requested bye and an undo', () => {
      playClubTournament(builtAddon(), SYSTEM_LABELS[systemId!]);
    });

    it('gives every cell of the Crosstable its look, round after round and after an undo, though it writes only what changes', () => {
      const addon = builtAddon();
      enterClubTournament(addon, SYSTEM_LABELS[systemId!]);
      const club = new ClubTournament(addon);
      for (let round = 1; round <= 3; round++) {
        expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
        club.playRound(round);
      }
      expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
      const tab = addon.fake.spreadsheet.getSheetByName('Crosstable')!;
      /** Each column's look below the header, the header's, and that of the column after the last. */
      const look = () => {
        const header = tab.getRange(1, 1, 1, tab.getLastColumn()).getValues()[0].map(String);
        const rows = tab.getLastRow();
        const range = tab.getRange(1, 1, rows + 1, header.length + 1);
        const [formats, aligns, weights, backgrounds] = [
          range.getNumberFormats(),
          range.getHorizontalAlignments(),
          range.getFontWeights(),
          range.getBackgrounds(),
        ];
        const column = (c: number) => {
          const seen = new Set<string>();
          for (let r = 1; r < rows; r++) seen.add(`${formats[r][c]} ${aligns[r][c]}`);
          return seen.size === 1 ? [...seen][0] : 'mixed';
        };
        return {
          header,
          body: header.map((name, c) => `${name}: ${column(c)}`),
          headerRow:
            [...new Set(weights[0].slice(0, header.length))].join() + ' ' + backgrounds[0][0],
          bands: [
            backgrounds[1][0],
            backgrounds[2][0],
            backgrounds[rows - 1][0],
            backgrounds[rows][0],
          ],
          after: [formats, aligns, weights, backgrounds].map((grid) =>
            [...new Set(grid.map((row) => row[header.length]))].join(),
          ),
          bodyWeights: [...new Set(weights.slice(1).flat())].join(),
        };
      };
      const three = look();
      expect(three.header.slice(5, 10)).toEqual(['Rating', 'R1', 'R2', 'R3', 'Points']);
      expect(three.body.slice(0, 10)).toEqual([
        'Rank: 0 center',
        'No.: 0 center',
        'Name: @ left',
        'Title: @ left',
        'Federation: @ left',
        'Rating: 0 right',
        'R1: @ center',
        'R2: @ center',
        'R3: @ center',
        'Points: 0.0 right',
      ]);
      // Tie-breaks as computed, right-aligned.
      for (const entry of three.body.slice(10)) expect(entry).toMatch(/: General right$/);
      expect(three.headerRow).toBe('bold #d9d9d9');
      expect(three.bodyWeights).toBe('normal');
      // Row 2 plain, row 3 banded, and so on to the last player; nothing below.
      const players = tab.getLastRow() - 1;
      expect(three.bands).toEqual([
        '#ffffff',
        '#f3f3f3',
        players % 2 === 0 ? '#f3f3f3' : '#ffffff',
        '#ffffff',
      ]);
      expect(three.after).toEqual(['General', 'general', 'normal', '#ffffff']);

      // Undo rounds 4 and 3 (its results entered: the organiser says yes): one column fewer.
      expect(runMenu(addon, 'menuUndoLastRound')).toBeNull();
      addon.fake.ui.alertAnswers.push('YES');
      runMenu(addon, 'menuUndoLastRound');
      const two = look();
      expect(two.header.slice(5, 9)).toEqual(['Rating', 'R1', 'R2', 'Points']);
      expect(two.body.slice(6, 9)).toEqual(['R1: @ center', 'R2: @ center', 'Points: 0.0 right']);
      for (const entry of two.body.slice(9)) expect(entry).toMatch(/: General right$/);
      // The column the last tie-break leaves is as a new sheet has it.
      expect(two.after).toEqual(['General', 'general', 'normal', '#ffffff']);
      expect(two.header.length).toBe(three.header.length - 1);
    });

    it('reads each tab once (Settings once for the kind and the read) and writes each in a fixed number of calls', () => {
      const addon = builtAddon();
      enterClubTournament(addon, SYSTEM_LABELS[systemId!]);
      const club = new ClubTournament(addon);
      const log = addon.fake.spreadsheet.callLog;
      const perRound: Record<string, number>[] = [];
      for (let round = 1; round <= 4; round++) {
        log.clear();
        expect(runMenu(addon, 'menuPairNextRound')).toBeNull();
        perRound.push(log.countBySheet());
        club.playRound(round);
      }
      // Round 1 also numbers the players (getRange + setValues on Players) and makes the Undo tab.
      // Every tab but Undo data is read with its merged cells (getMergedRanges): the derived
      // tabs' are unmerged before their rewrite. Every tab's records are read with it
      // (getDeveloperMetadata; the getKey of each record counts on the spreadsheet, and the
      // getValue of a derived tab's record of what was written: a tab's own record is its key,
      // what was written its value, but a Round tab's digest of its names, short, is in the key
      // too); a new tab is recorded (addDeveloperMetadata: a tab just inserted has none to read;
      // a new Round tab's record holds the digest of its names, added with it in the one
      // addDeveloperMetadata); the spreadsheet's locale is read once (the language of the tab
      // names).
      // The derived tabs held their headers only: their new rows get their look (a getRange for
      // the formats, alignments and values, which leave the header as it is, one for the bands);
      // their header stays bold and frozen. The new Round tab asks for a range of its own for the
      // bold header (a new tab's cells are all of normal weight). A tab this small gets its look
      // as grids (a call a grid, charged by its cells): a value at a time (setLook, a RangeList
      // and a call a value) pays only on large tabs (bench-sheets-click). Widths take a
      // setColumnWidth(s) a run of equal widths: the words measured in their longest language and
      // the Result column fitted to its dropdown (issue 31) make a run more on the Standings and
      // the Crosstable (Рейтинг, Очки) and three on a new Round tab.
      expect(perRound[0]).toEqual({
        '': 11,
        // getDeveloperMetadata, getName, then getLastColumn: an empty tab has no first row to
        // check for a Round header
        Sheet1: 3,
        // getDeveloperMetadata, getName, then one read (getDataRange, getValues, getMergedRanges)
        // for the tournament's kind (individual or team, the system row) and the use case
        Settings: 5,
        // as round 4's below, and the pairing numbers written (getRange, setValues)
        Players: 13,
        // Widths are set only on the columns whose width changes (issue 35): none here.
        Standings: 13,
        Crosstable: 13,
        'By name': 13,
        // A tab just inserted has no developer metadata: none is read before its records are added.
        'Undo data': 4,
        // the new Round tab as round 4's below, with its record of the names it shows
        'Round 1': 26,
      });
      expect(perRound[3]).toEqual({
        // getSheets, insertSheet, getActiveSpreadsheet's toast, the getKey of the 9 tab records
        // (each tab's record is its key, issue 35; a Round tab's holds the digest of its names
        // too: no getValue), getSpreadsheetLocale; not the spreadsheet's name (getName), as the
        // Settings name the tournament (round 1 asks for it: its new pairing numbers copy the
        // values read)
        '': 13,
        // getDeveloperMetadata and getName (every tab is listed once), then getLastColumn
        Sheet1: 3,
        // getDeveloperMetadata, getName, then one read for the kind and the use case:
        // getDataRange, getValues, getMergedRanges
        Settings: 5,
        // getDeveloperMetadata and getName, then its outline (getDataRange, getA1Notation: the
        // extent; getRange and getValues: the header; getMergedRanges) and the columns pairing
        // takes (players-tab.ts, pairedColumnSpans): getRange and getValues for No. to Federation,
        // again for Status to Club; FIDE ID, Birth and Sex are not read.
        Players: 11,
        // getDeveloperMetadata and getName, then the columns the reader takes (getLastRow, then
        // getRange and getValues for Board and No., again for Result and No.) and the merged
        // cells of the tab's ten columns (getRange, getMergedRanges; no getLastColumn: the tab
        // is read over its own columns, issue 35): the ratings and points are not read,
        // nor the names, which the Players tab's names for the numbers read match (round-names.ts).
        // Round 3, the last, has its Undo record: the add-on paired it, it holds no typed boards.
        'Round 1': 9,
        'Round 2': 9,
        'Round 3': 9,
        // Each derived tab: the read, then only what changes, each write over the block of cells
        // it changes (writes over the same block share its range): the Standings and By name
        // their values (getRange, setValues), their look and widths as they were; the Crosstable
        // also the look of its new round column and the columns it moves right (getRange and
        // setNumberFormats, getRange and setHorizontalAlignments, getRange and setFontWeights,
        // getRange and setBackgrounds) and one setColumnWidth(s) a run of changed widths (the
        // rounds share one; a column whose width stays is not set, issue 35). Its header stays
        // frozen.
        Standings: 7,
        Crosstable: 21,
        'By name': 7,
        'Undo data': 6,
        // a new tab's layout (no read: getRange, setNumberFormats, setValues,
        // setHorizontalAlignments, a getRange of its own for the bold header and the bands,
        // setFontWeights, setBackgrounds, setFrozenRows, its widths), then getRange,
        // setDataValidation, protect, setDescription, setWarningOnly, setUnprotectedRanges,
        // activate, its record (added with the digest of its names as its value) (three width
        // runs more than in English
        // alone, as round 1)
        'Round 4': 26,
      });
    });
  },
);
