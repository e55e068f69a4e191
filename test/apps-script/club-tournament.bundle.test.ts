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

    it('reads each tab once and writes each in a fixed number of calls', () => {
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
      // (getDeveloperMetadata; getKey and getValue of each record count on the spreadsheet); a
      // new tab is recorded (getDeveloperMetadata, then addDeveloperMetadata); the spreadsheet's
      // locale is read once (the language of the tab names).
      // The derived tabs held their headers only: their new rows get their look (a getRange for
      // the formats, alignments and bands, one for the values, which leave the header as it is);
      // their header stays bold and frozen. The new Round tab asks for a range of its own for the
      // bold header (a new tab's cells are all of normal weight).
      expect(perRound[0]).toEqual({
        '': 16,
        // getDeveloperMetadata, getName, then getLastColumn: an empty tab has no first row to
        // check for a Round header
        Sheet1: 3,
        Settings: 5,
        Players: 7,
        Standings: 19,
        Crosstable: 19,
        'By name': 16,
        'Undo data': 5,
        'Round 1': 24,
      });
      expect(perRound[3]).toEqual({
        // getName, getSheets, insertSheet, getActiveSpreadsheet's toast, and getKey and getValue
        // of the 9 records, getSpreadsheetLocale
        '': 23,
        // getDeveloperMetadata and getName (every tab is listed once), then getLastColumn
        Sheet1: 3,
        // read: getDeveloperMetadata, getName, getDataRange, getValues, getMergedRanges
        Settings: 5,
        Players: 5,
        'Round 1': 5,
        'Round 2': 5,
        'Round 3': 5,
        // Each derived tab: the read, then only what changes, each write over the block of cells
        // it changes (writes share a range when a call costs more than the cells sharing adds):
        // the Standings and By name their values (getRange, setValues), their look and widths as
        // they were; the Crosstable also the look of its new round column and the columns it
        // moves right (getRange and setNumberFormats, getRange and setHorizontalAlignments, one
        // getRange for setFontWeights and setBackgrounds) and one setColumnWidth(s) a run of
        // equal widths (the rounds share one). Its header stays frozen.
        Standings: 7,
        Crosstable: 26,
        'By name': 7,
        'Undo data': 6,
        // a new tab's layout (no read: getRange, setNumberFormats, setValues,
        // setHorizontalAlignments, a getRange of its own for the bold header and the bands,
        // setFontWeights, setBackgrounds, setFrozenRows, its widths), then getRange,
        // setDataValidation, protect, setDescription, setWarningOnly, setUnprotectedRanges,
        // activate, and its record
        'Round 4': 24,
      });
    });
  },
);
