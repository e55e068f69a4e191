/**
 * The pure layer between workbook values and the engine's model: reading
 * the Players and Round tabs, the initial order, results and byes as the
 * organiser writes them, the board order, and a round trip of every
 * reference tournament through the tabs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoundRecord, Tournament } from '../../src/engine/model/tournament.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { parseByeList } from '../../src/sheets/workbook/byes.js';
import { inInitialOrder } from '../../src/sheets/workbook/initial-order.js';
import {
  describeProblem,
  ProblemList,
  problemInEnglish,
} from '../../src/sheets/workbook/input-problems.js';
import { readPlayersTab } from '../../src/sheets/workbook/players-tab.js';
import { parseResult, resultCodes } from '../../src/sheets/workbook/result-texts.js';
import { inBoardOrder } from '../../src/sheets/workbook/round-content.js';
import { readRoundTab } from '../../src/sheets/workbook/round-tab.js';
import { findUndoRecord, undoRow } from '../../src/sheets/workbook/undo-record.js';
import {
  defaultSettings,
  readSettingsTab,
  settingsTabValues,
  type TournamentSettings,
} from '../../src/sheets/workbook/settings-tab.js';
import { tiebreak } from '../../src/engine/tiebreaks/index.js';
import { tournamentFromWorkbook } from '../../src/sheets/workbook/tournament-from-workbook.js';
import { tabsOfTournament } from '../../src/sheets/workbook/workbook-from-tournament.js';
import { fixture } from '../support/fixtures.js';

describe('initial order (C.04.2 2.2)', () => {
  it('"strength (rating); FIDE title in the order GM, IM, WGM, FM, WIM, CM, WFM, WCM, no title; alphabetically"', () => {
    const entrants = [
      { name: 'Zeta', title: '', rating: 2000 },
      { name: 'Alpha', title: '', rating: 2000 },
      { name: 'Cm', title: 'CM', rating: 2000 },
      { name: 'Wgm', title: 'WGM', rating: 2000 },
      { name: 'Fm', title: 'FM', rating: 2000 },
      { name: 'Strong', title: '', rating: 2100 },
      { name: 'Unrated', title: 'GM', rating: 0 },
      { name: 'Ångström', title: '', rating: 2000 },
    ];
    expect(inInitialOrder(entrants).map((e) => e.name)).toEqual([
      'Strong',
      'Wgm',
      'Fm',
      'Cm',
      'Alpha',
      'Ångström',
      'Zeta',
      'Unrated',
    ]);
  });
});

describe('the Players tab', () => {
  it('finds its columns by header, in any order, and reads each kind of cell', () => {
    const problems = new ProblemList();
    const tab = readPlayersTab(
      [
        [
          'Name',
          'Extra notes',
          'Rating',
          'No.',
          'Title',
          'Sex',
          'Birth',
          'Status',
          'Byes / absent rounds',
        ],
        ['Adams, Tom', 'pays later', 2150, '', 'fm', 'M', new Date(1990, 4, 7), '', '3, 5h'],
        ['', '', '', '', '', '', '', '', ''],
        ['Baker, Sue', '', '', 7, '', 'f', 1985, 'Withdrawn', 4],
      ],
      problems,
    );
    expect(problems.problems).toEqual([]);
    expect(tab.numberColumn).toBe(3);
    expect(tab.players.map(({ byes, ...rest }) => ({ ...rest, byes: [...byes] }))).toEqual([
      {
        row: 2,
        number: null,
        name: 'Adams, Tom',
        title: 'FM',
        rating: 2150,
        federation: '',
        fideId: '',
        birth: '1990/05/07',
        sex: 'm',
        withdrawn: false,
        byes: [
          [3, 'Z'],
          [5, 'H'],
        ],
        notAgainst: '',
        club: '',
        virtualPoints: [],
      },
      {
        row: 4,
        number: 7,
        name: 'Baker, Sue',
        title: '',
        rating: 0,
        federation: '',
        fideId: '',
        birth: '1985',
        sex: 'w',
        withdrawn: true,
        byes: [[4, 'Z']],
        notAgainst: '',
        club: '',
        virtualPoints: [],
      },
    ]);
  });

  it('needs the No., Name and Rating columns: a renamed header ("Elo") is an error, not blank ratings', () => {
    const problems = new ProblemList();
    readPlayersTab(
      [
        ['No.', 'Name', 'Elo'],
        ['', 'A', 2000],
      ],
      problems,
    );
    expect(problems.problems.map(describeProblem)).toEqual([
      'Players, row 1: the header row has no "Rating" column',
    ]);
  });

  it('needs No. and Name columns', () => {
    const problems = new ProblemList();
    readPlayersTab([['Player', 'Rating']], problems);
    expect(problems.problems.map(describeProblem)).toEqual([
      'Players, row 1: the header row has no "No." or "Name" column',
    ]);
  });

  it('refuses duplicate pairing numbers', () => {
    const problems = new ProblemList();
    readPlayersTab(
      [
        ['No.', 'Name', 'Rating'],
        [1, 'A', 2000],
        [1, 'B', 1900],
        [0, 'C', 1800],
      ],
      problems,
    );
    expect(problems.problems.map((p) => `${p.row}: ${problemInEnglish(p.problem)}`)).toEqual([
      '3: No. 1 is already the No. on row 2',
      '4: the No. "0" is not a whole number from 1 to 9999',
    ]);
  });
});

describe('results and byes as typed', () => {
  it('reads the listed results and their common spellings as TRF codes', () => {
    const codes = (text: string) => {
      const result = parseResult(text);
      return result === null ? null : resultCodes(result).join('');
    };
    expect(['1-0', '1 - 0', '1:0'].map(codes)).toEqual(['10', '10', '10']);
    expect(['½-½', '1/2-1/2', '0.5-0.5', '='].map(codes)).toEqual(['==', '==', '==', '==']);
    expect(['0-1 forfeit', '-/+', '0F-1F'].map(codes)).toEqual(['-+', '-+', '-+']);
    expect(['double forfeit', '-:-'].map(codes)).toEqual(['--', '--']);
    expect(['2-0', '1', 'win', ''].map(codes)).toEqual([null, null, null, null]);
  });

  it('reads the rounds a player will miss (C.04.2 3.3)', () => {
    expect(parseByeList('3, 5H; 7f')).toEqual(
      new Map([
        [3, 'Z'],
        [5, 'H'],
        [7, 'F'],
      ]),
    );
    expect(parseByeList('')).toEqual(new Map());
    const refusal = (text: string) => {
      const read = parseByeList(text);
      return read instanceof Map ? read : problemInEnglish(read);
    };
    expect(refusal('3, 3H')).toBe('round 3 is listed twice');
    expect(refusal('0')).toMatch(/^"0" is not a round/);
  });
});

describe('board order (C.04.2 3.6)', () => {
  it('"(1) higher score of the higher-ranked participant; (2) higher sum of the scores; (3) smaller TPN of the higher-ranked participant"', () => {
    const p = (number: number, points: number) => ({ number, points, name: '', rating: 0 });
    const games = [
      { white: p(9, 1), black: p(4, 1) },
      { white: p(2, 2), black: p(7, 1) },
      { white: p(6, 1), black: p(3, 2) },
      { white: p(5, 2), black: p(1, 2) },
      { white: p(8, 1), black: p(10, 1) },
    ];
    expect(inBoardOrder(games).map((g) => `${g.white.number}-${g.black.number}`)).toEqual([
      '5-1',
      '2-7',
      '6-3',
      '9-4',
      '8-10',
    ]);
  });
});

describe('the Settings tab', () => {
  const settings: TournamentSettings = {
    name: 'Spring Open',
    rounds: 9,
    system: 'dutch-2017',
    initialColour: 'black',
    win: 3,
    draw: 1,
    loss: 0,
    tiebreaks: [
      tiebreak('KS', { limit: -1 }),
      tiebreak('BH', { median: 1, forfeitsAsPlayed: true }),
      tiebreak('AOB', { fore: true }),
      tiebreak('ARO', { cut: 2 }),
      tiebreak('DE'),
      tiebreak('LOT'),
    ],
    unratedRating: 1400,
    acceleration: 'baku',
    keepClubsApart: true,
    matchScoring: 'game-points',
    language: null,
    maxiTournament: false,
    drawingOfLots: 'random',
    drawSeed: null,
    cycleOrder: 'fide',
  };

  it('shows every setting on its own row', () => {
    expect(settingsTabValues(settings)).toEqual([
      ['Setting', 'Value'],
      ['Tournament', 'Spring Open'],
      ['Rounds', 9],
      ['Pairing system', 'Dutch 2017'],
      ['Top seed colour in round 1', 'Black'],
      ['Points for a win', 3],
      ['Points for a draw', 1],
      ['Points for a loss', 0],
      ['Tie-breaks', 'KS/L-1, BH/M1/P, AOB/F, ARO/C2, DE, LOT'],
      ['Rating of unrated opponents', 1400],
      ['Acceleration', 'Baku'],
      ['Keep players of the same club apart', 'Yes'],
      ['Maxi-tournament (Lim)', 'No'],
    ]);
  });

  it.each([
    ['a full list', settings],
    [
      'no tie-breaks and no rating for unrated players',
      { ...settings, tiebreaks: [], unratedRating: null },
    ],
    ['the defaults', defaultSettings('Club')],
  ])('reads back what it wrote: %s', (_what, written) => {
    const problems = new ProblemList();
    expect(readSettingsTab(settingsTabValues(written), 'Other', problems)).toEqual(written);
    expect(problems.problems).toEqual([]);
  });

  it('names the tournament after the spreadsheet where no name is typed, asking for it only then', () => {
    const problems = new ProblemList();
    let asked = 0;
    const spreadsheetName = () => (asked++, 'Club');
    expect(readSettingsTab([['Tournament', 'Spring open']], spreadsheetName, problems).name).toBe(
      'Spring open',
    );
    expect(asked).toBe(0);
    expect(readSettingsTab([['Tournament', '']], spreadsheetName, problems).name).toBe('Club');
    expect(readSettingsTab(null, spreadsheetName, problems).name).toBe('Club');
    expect(asked).toBe(2);
  });

  it('reads a list typed by hand in lower case, with semicolons or the Handbook hyphen', () => {
    const problems = new ProblemList();
    const read = readSettingsTab([['Tie-breaks', ' bh-c1; sb ,de/p ']], 'Club', problems);
    expect(problems.problems).toEqual([]);
    expect(read.tiebreaks).toEqual([
      tiebreak('BH', { cut: 1 }),
      tiebreak('SB'),
      tiebreak('DE', { forfeitsAsPlayed: true }),
    ]);
  });
});

describe('the undo record', () => {
  it('survives being split over cells, and is found by round', () => {
    const standings = Array.from({ length: 3000 }, (_, i) => [
      i + 1,
      i + 1,
      `Player ${i}`,
      1500,
      0,
    ]);
    const row = undoRow({ round: 4, playerNumbers: null, standings });
    expect(row.length).toBeGreaterThan(2);
    for (const piece of row.slice(1)) expect(String(piece).length).toBeLessThanOrEqual(40_001);
    const found = findUndoRecord([[3, '|{}'], row], 4);
    expect(found?.row).toBe(2);
    expect(found?.record.standings).toEqual(standings);
    expect(findUndoRecord([row], 5)).toBeNull();
  });
});

/** What a Round tab keeps of a record: a forfeited PAB is a bye, an unrated game a game. */
function asShown(record: RoundRecord | undefined): RoundRecord {
  if (record === undefined || (record.opponent === null && record.result === '-')) {
    return { opponent: null, colour: null, result: '-' };
  }
  if (record.opponent === null && record.result === '+') return { ...record, result: 'U' };
  const played: Record<string, RoundRecord['result']> = { W: '1', D: '=', L: '0' };
  return { ...record, result: played[record.result ?? ''] ?? record.result };
}

function roundTrip(t: Tournament): Tournament {
  const tabs = tabsOfTournament(t, 'Fixture');
  return tournamentFromWorkbook({
    spreadsheetName: 'Fixture',
    settings: tabs.settings,
    players: tabs.players,
    rounds: new Map(tabs.rounds.map((values, index) => [index + 1, values])),
  }).tournament;
}

describe('a tournament through the tabs and back', () => {
  const dir = fixture('dutch-2025');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.trf'))
    .sort()
    .slice(0, 60);

  it.each(files)('%s keeps every player and every round', (file) => {
    const t = readTrf(readFileSync(join(dir, file)));
    const back = roundTrip(t);
    expect(back.players.map((p) => [p.id, p.name, p.rating, p.title, p.withdrawn])).toEqual(
      t.players.map((p) => [p.id, p.name, p.rating, p.title, p.withdrawn]),
    );
    const rounds = Math.max(...t.players.map((p) => p.rounds.length));
    for (const [index, player] of t.players.entries()) {
      const expected = Array.from({ length: rounds }, (_, r) => asShown(player.rounds[r]));
      const got = Array.from({ length: rounds }, (_, r) => asShown(back.players[index].rounds[r]));
      expect(got, `player ${player.id}`).toEqual(expected);
    }
    expect(back.totalRounds).toBe(t.totalRounds);
    expect(back.initialColour).toBe(t.initialColour);
  });
});

describe('a result the spreadsheet turned into a date', () => {
  it.each([
    ['a date', new Date(2026, 0, 1)],
    ['its serial number', 46024],
  ])('%s in the Result column is named as a date, not as "46024"', (_, value) => {
    const problems = new ProblemList();
    readRoundTab(
      'Round 1',
      [
        ['Board', 'No.', 'White', 'Rating', 'Points', 'Result', 'No.', 'Black', 'Rating', 'Points'],
        [1, 1, 'A', 2000, 0, value, 2, 'B', 1900, 0],
      ],
      problems,
    );
    expect(problems.problems.map((p) => problemInEnglish(p.problem))).toEqual([
      'the Result cell holds a date (a result typed there became one); pick the result from the list: 1-0, ½-½, 0-1, 1-0 forfeit, 0-1 forfeit, double forfeit, adjourned',
    ]);
  });
});
