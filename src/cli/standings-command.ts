import type { Tournament } from '../engine/model/tournament.js';
import {
  computeStandings,
  formatStandingsNumber,
  resolveTiebreaks,
  standingsTournament,
} from '../engine/standings/index.js';
import {
  declaredTiebreaks,
  formatTiebreak,
  formatTiebreakList,
  parseTiebreakList,
  TiebreakListError,
  type C07Edition,
  type TiebreakSpec,
} from '../engine/tiebreaks/index.js';
import { matchOfGame } from '../engine/model/matches.js';
import { lastPairedRound } from '../engine/model/rounds.js';
import { gamesPerRoundOfTypeCode } from '../engine/systems/registry.js';
import { teamEventOf } from '../engine/trf/index.js';
import { inEnglish } from './english.js';
import { EXIT } from './exit-codes.js';
import { CliFailure, loadTournament } from './failure.js';

/**
 * swiss-pair --standings input.trf [--tiebreaks LIST] [--round N]
 *   [--unrated-rating R] [--edition 2024|2026]
 *
 * Prints the standings after round N as tab-separated lines: rank, pairing
 * number, name, points, then one column per tie-break, numbers in plain
 * decimal ("12.5"); a tie-break a player has no value for is an empty field.
 */

export const STANDINGS_USAGE = `Usage: swiss-pair --standings input.trf [--tiebreaks LIST] [--round N]
                  [--unrated-rating R] [--edition 2024|2026]
  --tiebreaks LIST   C.07 tie-breaks in order, e.g. "BH/C1,BH,SB,DE"; LOT for drawing
                     of lots. Default: the file's records 202/212, else BH/C1,BH,SB,DE.
  --round N          standings after round N (default: the last round with results)
  --unrated-rating R rating of unrated players in ARO, TPR, PTP, APRO, APPO
                     (without it those tie-breaks are empty when anyone is unrated)
  --edition E        C.07 edition (default: the one in force at the start date, 042)
  --match-points     two-game matches (record 192 FIDE_DOUBLESWISS): rank by match points
                     (default: game points); --round then counts matches
Unplayed rounds follow C.07 16 (Swiss), or 15.2 when record 192 or 092 declares a round robin.
Output: rank, pairing number, name, points, then each tie-break, tab-separated.
`;

export interface StandingsIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

interface StandingsRequest {
  readonly input: string;
  readonly tiebreaks: TiebreakSpec[] | null;
  readonly round: number | undefined;
  readonly unratedRating: number | null;
  readonly edition: C07Edition | undefined;
  /** Two-game matches (C.04.5): match points instead of game points. */
  readonly matchPoints: boolean;
}

function invalid(message: string): CliFailure {
  return new CliFailure(message, EXIT.invalidInput);
}

function wholeNumber(text: string, what: string, min: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw invalid(`${what} must be a whole number of at least ${min}, got "${text}"`);
  return Number(text);
}

export function parseStandingsArgs(argv: readonly string[]): StandingsRequest | 'help' {
  let input: string | undefined;
  let tiebreaks: TiebreakSpec[] | null = null;
  let round: number | undefined;
  let unratedRating: number | null = null;
  let edition: C07Edition | undefined;
  let matchPoints = false;
  const seen = new Set<string>();
  for (let at = 0; at < argv.length; at++) {
    const word = argv[at] ?? '';
    if (word === '--help' || word === '-h') return 'help';
    if (word === '--match-points') {
      matchPoints = true;
      continue;
    }
    const eq = word.indexOf('=');
    const name = word.startsWith('--') && eq > 0 ? word.slice(0, eq) : word;
    const takesValue = ['--tiebreaks', '--round', '--unrated-rating', '--edition'].includes(name);
    if (name === '--standings' || takesValue) {
      if (seen.has(name)) throw invalid(`${name} given twice`);
      seen.add(name);
    }
    if (name === '--standings') {
      const next = argv[at + 1];
      if (eq < 0 && next !== undefined && !next.startsWith('--')) {
        input = next;
        at++;
      }
      continue;
    }
    if (takesValue) {
      let value: string | undefined;
      if (eq > 0) value = word.slice(eq + 1);
      else {
        value = argv[at + 1];
        at++;
      }
      if (value === undefined) throw invalid(`${name} needs a value`);
      if (name === '--tiebreaks') {
        try {
          tiebreaks = parseTiebreakList(value);
        } catch (e) {
          if (e instanceof TiebreakListError) throw invalid(`--tiebreaks: ${inEnglish(e.refusal)}`);
          throw e;
        }
      } else if (name === '--round') round = wholeNumber(value, '--round', 1);
      else if (name === '--unrated-rating')
        unratedRating = wholeNumber(value, '--unrated-rating', 0);
      else if (value === '2024' || value === '2026') edition = value;
      else throw invalid(`--edition must be 2024 or 2026, got "${value}"`);
      continue;
    }
    if (word.startsWith('-') && word !== '-')
      throw invalid(`unknown option ${word} for --standings`);
    if (input !== undefined) throw invalid(`one input file expected, got "${input}" and "${word}"`);
    input = word;
  }
  if (input === undefined) throw invalid('--standings needs the input TRF file');
  return { input, tiebreaks, round, unratedRating, edition, matchPoints };
}

/** The organiser's list: the command line's, else the one the file declares (202/212), else the default. */
function chosenTiebreaks(request: StandingsRequest, t: Tournament): TiebreakSpec[] | undefined {
  if (request.tiebreaks !== null) return request.tiebreaks;
  const declared = declaredTiebreaks(t.info);
  if (declared === null) return undefined;
  if (declared.unsupported.length > 0) {
    throw invalid(
      `${request.input} lists tie-breaks this program does not compute (${declared.unsupported.join(', ')}); ` +
        `choose the list with --tiebreaks (the file's supported ones: "${formatTiebreakList(declared.tiebreaks)}")`,
    );
  }
  return declared.tiebreaks;
}

/** A header row naming the columns, then one tab-separated row per player. */
export function formatStandingsLines(
  rows: ReturnType<typeof computeStandings>,
  tiebreaks: readonly string[] = [],
): string {
  const header = ['Rank', 'No.', 'Name', 'Pts', ...tiebreaks].join('\t') + '\n';
  return (
    header +
    rows
      .map((r) =>
        [
          String(r.rank),
          String(r.id),
          r.name,
          formatStandingsNumber(r.points),
          ...r.values.map(formatStandingsNumber),
        ].join('\t'),
      )
      .map((line) => line + '\n')
      .join('')
  );
}

export async function runStandings(argv: string[], io?: Partial<StandingsIo>): Promise<number> {
  const out: StandingsIo = {
    stdout: io?.stdout ?? ((text) => void process.stdout.write(text)),
    stderr: io?.stderr ?? ((text) => void process.stderr.write(text)),
  };
  try {
    const request = parseStandingsArgs(argv);
    if (request === 'help') {
      out.stdout(STANDINGS_USAGE);
      return EXIT.ok;
    }
    const file = await loadTournament(request.input, out.stderr);
    // Individual standings of a team event would rank boards, not teams.
    const team = teamEventOf(file);
    if (team !== null) throw invalid(`${request.input}: ${team}`);
    const list = chosenTiebreaks(request, file);
    // Two-game matches (C.04.5): Art. 0's standings, in game or match points; --round counts matches.
    const matches = gamesPerRoundOfTypeCode(file.info.systemCode) === 2;
    const view = matches
      ? standingsTournament(
          file,
          request.round ?? matchOfGame(lastPairedRound(file.players)),
          request.matchPoints ? 'match-points' : 'game-points',
        )
      : null;
    const t = view?.tournament ?? file;
    let rows;
    try {
      rows = computeStandings(t, {
        tiebreaks: list,
        round: request.round === undefined ? undefined : (view?.round ?? request.round),
        unratedRating: request.unratedRating,
        edition: request.edition,
      });
    } catch (e) {
      if (e instanceof TiebreakListError)
        throw invalid(`${request.input}: ${inEnglish(e.refusal)}`);
      if (e instanceof RangeError) throw invalid(`${request.input}: ${e.message}`);
      throw e;
    }
    out.stdout(formatStandingsLines(rows, resolveTiebreaks(list, t).map(formatTiebreak)));
    return EXIT.ok;
  } catch (e) {
    if (e instanceof CliFailure) {
      out.stderr(`swiss-pair: ${e.message}\n`);
      return e.code;
    }
    out.stderr(
      `swiss-pair: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return EXIT.unexpected;
  }
}
