/**
 * Bad TRF files and bad requests for swiss-pair, each made from the example
 * tournament (test/fixtures/club-15/club.trf: 15 players, rounds 1-5 played) by changing
 * one thing, with what the command line must answer.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Expected } from './tally.js';

export const CLUB_TRF = readFileSync(
  fileURLToPath(new URL('../../fixtures/club-15/club.trf', import.meta.url)),
  'utf8',
);

const LINES = CLUB_TRF.split('\n');
/** 0-based index of the 001 line of player `id` (players are on lines 2-16, in order). */
const playerLine = (id: number) => id;

/** The file with `text` written over columns from `column` (1-based) of one line. */
function overwrite(lineIndex: number, column: number, text: string): string {
  const lines = [...LINES];
  const line = lines[lineIndex].padEnd(column - 1 + text.length);
  lines[lineIndex] = line.slice(0, column - 1) + text + line.slice(column - 1 + text.length);
  return lines.join('\n');
}

function replaceLine(lineIndex: number, text: string): string {
  const lines = [...LINES];
  lines[lineIndex] = text;
  return lines.join('\n');
}

export interface CliCase {
  name: string;
  /** The TRF text given as the input file (null: no file is written). */
  trf: string | Buffer | null;
  /** The arguments; IN stands for the input file, OUT for a file in the case's folder. */
  argv: string[];
  /** The input file's name (in.trf unless given). */
  inputName?: string;
  expected: Expected;
}

const invalid = (message: RegExp, not?: RegExp): Expected => ({
  status: 3,
  message,
  not,
  unchanged: true,
});

const PAIR = ['IN', '-p', 'OUT'];

export const CLI_CASES: CliCase[] = [
  {
    name: 'a pairing number used twice',
    trf: overwrite(playerLine(2), 5, '   1'),
    argv: PAIR,
    expected: invalid(/line 3, columns 5-8: pairing number 1 is already used on line 2/, /himself/),
  },
  {
    name: 'a points column the results do not give (warned, paired on the results)',
    trf: overwrite(playerLine(1), 81, ' 5.0'),
    argv: PAIR,
    expected: {
      status: 0,
      message: /warning: .*line 2, columns 81-84: player 1's points say 5.0, his results give 4.0/,
      unchanged: false,
    },
  },
  {
    name: 'a player paired with himself',
    trf: overwrite(playerLine(1), 92, '   1 b 1'),
    argv: PAIR,
    expected: invalid(/line 2, columns 92-95: round 1: player 1 is paired with himself/),
  },
  {
    name: 'an opponent who does not exist',
    trf: overwrite(playerLine(1), 92, '  99 b 1'),
    argv: PAIR,
    expected: invalid(/line 2, columns 92-95: .*there is no player 99/),
  },
  {
    name: 'an unknown colour',
    trf: overwrite(playerLine(1), 92, '   8 x 1'),
    argv: PAIR,
    expected: invalid(/line 2, column 97: .*found "x"/),
  },
  {
    name: 'an unknown result code',
    trf: overwrite(playerLine(1), 92, '   8 b 7'),
    argv: PAIR,
    expected: invalid(/line 2, column 99: .*unknown result code "7"/),
  },
  {
    name: 'a player line cut short',
    trf: replaceLine(playerLine(1), LINES[playerLine(1)].slice(0, 30)),
    argv: PAIR,
    expected: invalid(
      /line \d+, columns \d+-\d+: .*player 1's round \d entry \(line 2\) has no entry/,
    ),
  },
  {
    name: 'a tab instead of blanks',
    trf: replaceLine(playerLine(1), LINES[playerLine(1)].replace('    ', '\t')),
    argv: PAIR,
    expected: invalid(/line 2, column 4: expected a blank/),
  },
  {
    name: 'an empty file',
    trf: '',
    argv: PAIR,
    expected: invalid(/no player records/),
  },
  {
    name: 'a binary file',
    trf: Buffer.from([0, 1, 2, 0x50, 0x4b, 3, 4, 0xff, 0xfe]),
    argv: PAIR,
    expected: invalid(/line 1, columns 1-3: unrecognised line/),
  },
  {
    name: 'a file that is not TRF at all',
    trf: 'Round 1\n1 - 2\n',
    argv: PAIR,
    expected: invalid(/line 1, columns 1-3: unrecognised line/),
  },
  {
    name: 'XXR 0',
    trf: replaceLine(
      LINES.findIndex((l) => l.startsWith('XXR')),
      'XXR 0',
    ),
    argv: PAIR,
    expected: invalid(/line 18: XXR: expected a positive whole number, found "0"/),
  },
  {
    name: 'XXR in words',
    trf: replaceLine(
      LINES.findIndex((l) => l.startsWith('XXR')),
      'XXR six',
    ),
    argv: PAIR,
    expected: invalid(/line 18: XXR: expected a positive whole number, found "six"/),
  },
  {
    name: 'fewer rounds than are played',
    trf: replaceLine(
      LINES.findIndex((l) => l.startsWith('XXR')),
      'XXR 4',
    ),
    argv: PAIR,
    expected: invalid(
      /line \d+, columns \d+-\d+: player \d+ has an entry for round 5, but the tournament has 4 rounds/,
    ),
  },
  {
    name: 'every round already paired',
    trf: replaceLine(
      LINES.findIndex((l) => l.startsWith('XXR')),
      'XXR 5',
    ),
    argv: PAIR,
    expected: invalid(/all 5 rounds|5 rounds/i),
  },
  {
    name: 'an unknown XXC option',
    trf: replaceLine(
      LINES.findIndex((l) => l.startsWith('XXC')),
      'XXC purple',
    ),
    argv: PAIR,
    expected: invalid(/line 19: XXC: unknown option "purple"/),
  },
  {
    name: 'a rating in letters',
    trf: overwrite(playerLine(1), 49, 'abcd'),
    argv: PAIR,
    expected: invalid(/line 2, columns 49-52: expected the rating as digits, found "abcd"/),
  },
  {
    name: 'pairing number 0',
    trf: overwrite(playerLine(1), 5, '   0'),
    argv: PAIR,
    expected: invalid(/line 2, columns 5-8: expected a pairing number from 1 to 9999/),
  },
  {
    name: 'colours that contradict each other',
    trf: overwrite(playerLine(1), 92, '   8 w 1'),
    argv: PAIR,
    expected: invalid(/line 2, column 97: round 1: .*expected the opposite colour/),
  },
  {
    name: 'results that contradict each other',
    trf: overwrite(playerLine(1), 92, '   8 b 0'),
    argv: PAIR,
    expected: invalid(/line 2, column 99: round 1: .*the results contradict each other/),
  },
  {
    name: 'two pairing-allocated byes in one round',
    trf: overwrite(playerLine(11), 132, '0000 - U'),
    argv: PAIR,
    expected: invalid(/line \d+, columns 132-139: round 5: .*already has it/),
  },
  {
    name: 'XXP naming a player who does not exist',
    trf: CLUB_TRF + 'XXP 1 99\n',
    argv: PAIR,
    expected: invalid(/line 20: XXP: there is no player 99/),
  },
  {
    name: 'XXA cut inside a value',
    trf: CLUB_TRF + 'XXA    1  x\n',
    argv: PAIR,
    expected: invalid(/line 20, columns 10-13: XXA/),
  },
  {
    name: 'a line of garbage',
    trf: CLUB_TRF + 'hello world\n',
    argv: PAIR,
    expected: invalid(/line 20, columns 1-3: unrecognised line/),
  },
  {
    name: 'a game in a later round with an opponent who has no entry',
    trf: overwrite(playerLine(1), 142, '   9 b 1'),
    argv: PAIR,
    expected: invalid(/line 2, columns 142-149: round 6: player 1 is paired with 9/),
  },
  {
    name: 'a single player',
    trf: [LINES[0], LINES[1].slice(0, 89), 'XXR 6'].join('\n'),
    argv: PAIR,
    expected: invalid(/round 1 cannot be paired: fewer than two players/),
  },
  {
    name: 'a bye record (240) for a round the tournament does not have',
    trf: CLUB_TRF + '240 F    9    1\n',
    argv: PAIR,
    expected: invalid(
      /line 20: record 240 gives player 1 a bye in round 9, but the tournament has 6 rounds/,
    ),
  },
  {
    name: 'a file saved as UTF-16 (Notepad\'s "Unicode"): read as such',
    trf: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CLUB_TRF, 'utf16le')]),
    argv: ['IN', '-p'],
    expected: { status: 0, message: /^stdout: 8\n/, unchanged: false },
  },
  {
    name: 'a file that does not exist',
    trf: null,
    argv: PAIR,
    expected: { status: 5, message: /cannot read .*IN.* \(ENOENT\)/, unchanged: true },
  },
  {
    name: 'an output file in a folder that does not exist',
    trf: CLUB_TRF,
    argv: ['IN', '-p', 'NOWHERE/out.txt'],
    expected: { status: 5, message: /cannot write .*\/no\/out.txt \(ENOENT\)/, unchanged: true },
  },
  {
    name: 'an unknown option',
    trf: CLUB_TRF,
    argv: ['IN', '-p', '--fast'],
    expected: invalid(/--fast/),
  },
  {
    name: 'two systems at once',
    trf: CLUB_TRF,
    argv: ['--dutch', '--lim', 'IN', '-p'],
    expected: invalid(/--dutch|--lim|one system/),
  },
  {
    name: 'why-not with a player who does not exist',
    trf: CLUB_TRF,
    argv: ['IN', '--why-not', '1', '99'],
    expected: invalid(/IN: --why-not 1 99: There is no player #99/),
  },
  {
    name: 'the standings of a file with a bad line',
    trf: CLUB_TRF + 'hello world\n',
    argv: ['--standings', 'IN'],
    expected: invalid(/line 20, columns 1-3: unrecognised line/),
  },
  {
    name: 'a generator configuration with one player',
    trf: 'PlayersNumber=1\nRoundsNumber=3\n',
    argv: ['-g', 'IN', '-o', 'OUT'],
    inputName: 'generator.cfg',
    expected: invalid(/IN: line 1: PlayersNumber must be a whole number from 2 to 9999/),
  },
  {
    name: 'a generator configuration with the ratings upside down',
    trf: 'PlayersNumber=10\nHighestRating=1000\nLowestRating=2000\n',
    argv: ['-g', 'IN', '-o', 'OUT'],
    inputName: 'generator.cfg',
    expected: invalid(/IN: LowestRating is above HighestRating/),
  },
  {
    name: 'the check of a file with contradicting results',
    trf: overwrite(playerLine(1), 92, '   8 b 0'),
    argv: ['-c', 'IN'],
    expected: invalid(/line 2, column 99: round 1: .*contradict/),
  },
];
