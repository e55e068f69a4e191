import { englishWords, inEnglish } from './english.js';
import { readFile } from 'node:fs/promises';
import {
  generateTeamTournament,
  randomTeamConfig,
  randomTeamOptions,
} from '../engine/generator/team-generate.js';
import { teamTournamentBefore } from '../engine/model/team-history.js';
import { lastPairedTeamRound, teamRounds } from '../engine/model/team-rounds.js';
import type { TeamTournament } from '../engine/model/teams.js';
import { NoValidPairingError } from '../engine/systems/pairing-system.js';
import {
  DEFAULT_TEAM_OPTIONS,
  explainTeamRound,
  formatTeamExplanation,
  pairTeamRound,
  whyNotTeams,
  TeamAccelerationError,
  teamOptionsOfTypeCode,
  TeamTypeCodeError,
  type TeamRoundPairing,
  type TeamSwissOptions,
} from '../engine/systems/team-swiss/index.js';
import {
  computeBoardPrizes,
  computeTeamStandings,
  DEFAULT_TEAM_TIEBREAKS,
  formatTeamTiebreak,
  parseTeamTiebreakList,
  TeamTiebreakError,
  type BoardPrizes,
  type TeamStandingsRow,
  type TeamTiebreakSpec,
} from '../engine/team-standings/index.js';
import { formatStandingsNumber } from '../engine/standings/index.js';
import { readTeamTournament } from '../engine/trf/read-team.js';
import { TrfError } from '../engine/trf/trf-error.js';
import { writeTeamTournament } from '../engine/trf/write-team.js';
import { UsageError } from './args.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { CliFailure, saveText } from './failure.js';
import type { CliIo } from './io.js';

/**
 * `swiss-pair --team ...`: team tournaments paired by C.04.6 from TRF-2026
 * team files. `IN.trf -p [OUT]` pairs the next round; `-c FILE...` replays
 * every round; `-g -o OUT [-s SEED]` writes a random team tournament.
 * Record 192 (FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]) gives the
 * options; FIDE_TEAM when the file has none.
 */
export async function runTeam(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const words = argv.filter((w) => w !== '--team');
  if (words.includes('--standings')) return standingsCommand(words, io);
  if (words.includes('--board-prizes')) return boardPrizesCommand(words, io);
  let pairAt = -1;
  let explain = false;
  let whyNot: [number, number] | null = null;
  let check = false;
  let generate = false;
  let output: string | null = null;
  let seed: number | null = null;
  const files: { word: string; at: number }[] = [];
  for (let at = 0; at < words.length; at++) {
    const w = words[at]!;
    if (w === '-p') pairAt = at;
    else if (w === '--explain') explain = true;
    else if (w === '--why-not') {
      const pair = [words[at + 1], words[at + 2]].map(Number);
      if (!pair.every((x) => Number.isInteger(x) && x > 0))
        throw new UsageError('--why-not takes two team pairing numbers, as in --why-not 3 12');
      whyNot = [pair[0]!, pair[1]!];
      at += 2;
    } else if (w === '-c') check = true;
    else if (w === '-g') generate = true;
    else if (w === '-o') {
      output = words[++at] ?? null;
      if (output === null) throw new UsageError('-o needs a file name');
    } else if (w === '-s') {
      seed = Number(words[++at]);
      if (!Number.isInteger(seed) || seed < 0)
        throw new UsageError('-s takes a whole number (the seed)');
    } else if (w.startsWith('-') && w !== '-')
      throw new UsageError(`unknown option ${w} with --team (see --help)`);
    else files.push({ word: w, at });
  }
  if ([pairAt >= 0, check, generate, explain || whyNot !== null].filter(Boolean).length !== 1)
    throw new UsageError('--team takes one of -p, -c, -g and --explain/--why-not');
  if (explain || whyNot !== null) {
    if (files.length !== 1) throw new UsageError('--explain and --why-not take one input file');
    return explainCommand(files[0]!.word, whyNot, io);
  }
  if (generate) return generateCommand(output, seed, io);
  if (check) {
    if (files.length === 0) throw new UsageError('-c needs at least one input file');
    let status: ExitCode = EXIT.ok;
    for (const f of files) if ((await checkFile(f.word, io)) !== EXIT.ok) status = EXIT.noPairing;
    return status;
  }
  const out = files.find((f) => f.at === pairAt + 1 && files.length === 2);
  const input = files.filter((f) => f !== out);
  if (input.length !== 1)
    throw new UsageError('-p takes one input file and an optional output file right after -p');
  const { t, round } = await nextRound(input[0]!.word);
  const pairing = pair(t, round, optionsOf(t, input[0]!.word), input[0]!.word);
  const text = formatTeamPairList(pairing);
  if (out === undefined || out.word === '-') io.stdout(text);
  else await saveText(out.word, text);
  return EXIT.ok;
}

/** The tournament and the round to pair next: refused when every round is paired or a result is missing. */
async function nextRound(path: string): Promise<{ t: TeamTournament; round: number }> {
  const t = await loadTeamFile(path);
  const round = lastPairedTeamRound(t) + 1;
  if (t.totalRounds !== null && round > t.totalRounds)
    throw new CliFailure(
      `${path}: all ${t.totalRounds} rounds are paired (record 142)`,
      EXIT.invalidInput,
    );
  const pending = [...teamRounds(t, round - 1)].find(([, rs]) => rs[round - 2]?.kind === 'pending');
  if (pending !== undefined)
    throw new CliFailure(
      `${path}: round ${round - 1}: team ${pending[0]}'s match has no result yet; enter the results before pairing round ${round}`,
      EXIT.invalidInput,
    );
  return { t, round };
}

/**
 * `--team IN.trf --explain` pairs the next round as -p would and says why,
 * bracket by bracket and match by match; `--why-not A B` says which rule
 * keeps teams A and B apart in it.
 */
async function explainCommand(
  path: string,
  teams: [number, number] | null,
  io: CliIo,
): Promise<ExitCode> {
  const { t, round } = await nextRound(path);
  const o = optionsOf(t, path);
  pair(t, round, o, path); // the same refusals as -p
  if (teams === null) {
    io.stdout(formatTeamExplanation(explainTeamRound(t, round, o), englishWords()));
    return EXIT.ok;
  }
  const [a, b] = teams;
  const text = inEnglish(whyNotTeams(t, round, o, a, b));
  if (![a, b].every((x) => t.teams.some((team) => team.tpn === x))) {
    io.stderr(`swiss-pair: ${path}: --why-not ${a} ${b}: ${text}\n`);
    return EXIT.invalidInput;
  }
  io.stdout(`Round ${round}: ${text}\n`);
  return EXIT.ok;
}

/** Issue 33: the number of lines, then "WHITE BLACK" per match (board 1's colours), the PAB as "TEAM 0". */
export function formatTeamPairList(p: TeamRoundPairing): string {
  const lines = p.matches.map((m) => `${m.white} ${m.black}`);
  if (p.pab !== null) lines.push(`${p.pab} 0`);
  return [String(lines.length), ...lines].map((l) => l + '\n').join('');
}

async function loadTeamFile(path: string): Promise<TeamTournament> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (e) {
    throw new CliFailure(
      `cannot read ${path} (${(e as NodeJS.ErrnoException).code ?? String(e)})`,
      EXIT.fileAccess,
    );
  }
  try {
    return readTeamTournament(bytes);
  } catch (e) {
    if (e instanceof TrfError) throw new CliFailure(`${path}: ${e.message}`, EXIT.invalidInput);
    throw e;
  }
}

function optionsOf(t: TeamTournament, path: string): TeamSwissOptions {
  const code = t.info.systemCode;
  if (code === undefined || code.trim() === '') return { ...DEFAULT_TEAM_OPTIONS };
  try {
    const o = teamOptionsOfTypeCode(code);
    if (o === null)
      throw new CliFailure(
        `${path}: record 192 "${code}" is not a FIDE team Swiss code (FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU])`,
        EXIT.invalidInput,
      );
    return o;
  } catch (e) {
    if (e instanceof TeamTypeCodeError)
      throw new CliFailure(`${path}: ${e.message}`, EXIT.invalidInput);
    throw e;
  }
}

function pair(
  t: TeamTournament,
  round: number,
  o: TeamSwissOptions,
  path: string,
): TeamRoundPairing {
  try {
    return pairTeamRound(t, round, o);
  } catch (e) {
    if (e instanceof NoValidPairingError)
      throw new CliFailure(`${path}: ${e.message}`, EXIT.noPairing);
    if (e instanceof TeamAccelerationError)
      throw new CliFailure(`${path}: ${e.message}`, EXIT.invalidInput);
    throw e;
  }
}

/** The round as the file records it, in the pair list's terms. */
function recordedRound(
  t: TeamTournament,
  round: number,
): { matches: Set<string>; pab: number | null } {
  const rounds = teamRounds(t, round);
  const matches = new Set<string>();
  let pab: number | null = null;
  for (const [tpn, rs] of rounds) {
    const r = rs[round - 1]!;
    if (r.kind === 'pab') pab = tpn;
    if (r.opponent !== null && r.colour === 'w') matches.add(`${tpn} ${r.opponent}`);
  }
  return { matches, pab };
}

async function checkFile(path: string, io: CliIo): Promise<ExitCode> {
  let t: TeamTournament;
  let o: TeamSwissOptions;
  try {
    t = await loadTeamFile(path);
    o = optionsOf(t, path);
  } catch (e) {
    if (e instanceof CliFailure) {
      io.stderr(`swiss-pair: ${e.message}\n`);
      return EXIT.noPairing;
    }
    throw e;
  }
  const last = lastPairedTeamRound(t);
  let ok = true;
  for (let round = 1; round <= last; round++) {
    const expected = recordedRound(t, round);
    let got: TeamRoundPairing;
    try {
      got = pairTeamRound(teamTournamentBefore(t, round), round, o);
    } catch (e) {
      if (!(e instanceof NoValidPairingError || e instanceof TeamAccelerationError)) throw e;
      io.stdout(`${path}: round ${round}: ${e.message}\n`);
      ok = false;
      continue;
    }
    const mine = new Set(got.matches.map((m) => `${m.white} ${m.black}`));
    const missing = [...expected.matches].filter((m) => !mine.has(m));
    const extra = [...mine].filter((m) => !expected.matches.has(m));
    if (missing.length === 0 && extra.length === 0 && got.pab === expected.pab) continue;
    ok = false;
    io.stdout(
      `${path}: round ${round} differs: the file has ${[...expected.matches].join(', ') || 'no matches'}${expected.pab === null ? '' : `, PAB ${expected.pab}`}; C.04.6 gives ${[...mine].join(', ') || 'no matches'}${got.pab === null ? '' : `, PAB ${got.pab}`}\n`,
    );
  }
  if (ok) io.stdout(`${path}: ${last} round${last === 1 ? '' : 's'} reproduced\n`);
  return ok ? EXIT.ok : EXIT.noPairing;
}

function generateCommand(output: string | null, seed: number | null, io: CliIo): Promise<ExitCode> {
  const s = seed ?? Math.floor(Math.random() * 2 ** 31);
  const o = randomTeamOptions(s);
  const t = generateTeamTournament(randomTeamConfig(s), o, s);
  const text = writeTeamTournament(t);
  if (output === null || output === '-') {
    io.stdout(text);
    return Promise.resolve(EXIT.ok);
  }
  return saveText(output, text).then(() => EXIT.ok);
}

/**
 * `--team --standings IN.trf [--tiebreaks LIST]`: the team standings, the
 * primary score (record 192) then the C.07 team tie-breaks of --tiebreaks,
 * else of records 202/212, else MPvGP,BH.
 */
async function standingsCommand(words: readonly string[], io: CliIo): Promise<ExitCode> {
  let list: string[] | null = null;
  const files: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const w = words[at]!;
    if (w === '--standings') continue;
    if (w === '--tiebreaks') {
      const value = words[++at];
      if (value === undefined) throw new UsageError('--tiebreaks needs a value');
      list = value.split(',');
    } else if (w.startsWith('-') && w !== '-')
      throw new UsageError(`unknown option ${w} with --team --standings (see --help)`);
    else files.push(w);
  }
  if (files.length !== 1) throw new UsageError('--team --standings takes one input file');
  const path = files[0]!;
  const t = await loadTeamFile(path);
  const options = optionsOf(t, path);
  let tiebreaks: readonly TeamTiebreakSpec[];
  try {
    const codes = list ?? t.info.tiebreaks;
    tiebreaks = codes === undefined ? DEFAULT_TEAM_TIEBREAKS : parseTeamTiebreakList(codes);
  } catch (e) {
    if (e instanceof TeamTiebreakError)
      throw new CliFailure(
        `${list === null ? `${path}: records 202/212` : '--tiebreaks'}: ${e.message}`,
        EXIT.invalidInput,
      );
    throw e;
  }
  const rows = computeTeamStandings(t, { primary: options.primary, tiebreaks });
  io.stdout(formatTeamStandings(rows, tiebreaks.map(formatTeamTiebreak)));
  return EXIT.ok;
}

/** A header row, then per team: rank, TPN, name, MP, GP, each tie-break; tab-separated. */
export function formatTeamStandings(
  rows: readonly TeamStandingsRow[],
  tiebreaks: readonly string[],
): string {
  const header = ['Rank', 'TPN', 'Team', 'MP', 'GP', ...tiebreaks].join('\t');
  const lines = rows.map((r) =>
    [
      String(r.rank),
      String(r.tpn),
      r.name,
      formatStandingsNumber(r.matchPoints),
      formatStandingsNumber(r.gamePoints),
      ...r.values.map(formatStandingsNumber),
    ].join('\t'),
  );
  return [header, ...lines].map((l) => l + '\n').join('');
}

/**
 * `--team --board-prizes IN.trf [--min-games N] [--round N]`: the board
 * prize tables (engine/team-standings/board-prizes.ts): games played over
 * the board, points and percentage per player, ranked on each board.
 */
async function boardPrizesCommand(words: readonly string[], io: CliIo): Promise<ExitCode> {
  let minimumGames: number | undefined;
  let round: number | undefined;
  const files: string[] = [];
  const wholeNumber = (name: string, value: string | undefined, least: number): number => {
    const n = Number(value);
    if (value === undefined || !/^\d+$/.test(value) || n < least)
      throw new UsageError(`${name} takes a whole number${least > 0 ? ` from ${least}` : ''}`);
    return n;
  };
  for (let at = 0; at < words.length; at++) {
    const w = words[at]!;
    if (w === '--board-prizes') continue;
    if (w === '--min-games') minimumGames = wholeNumber(w, words[++at], 0);
    else if (w === '--round') round = wholeNumber(w, words[++at], 1);
    else if (w.startsWith('-') && w !== '-')
      throw new UsageError(`unknown option ${w} with --team --board-prizes (see --help)`);
    else files.push(w);
  }
  if (files.length !== 1) throw new UsageError('--team --board-prizes takes one input file');
  const t = await loadTeamFile(files[0]!);
  const last = lastPairedTeamRound(t);
  if (round !== undefined && round > last)
    throw new CliFailure(
      `${files[0]!}: --round ${round}, but the file has ${last} round${last === 1 ? '' : 's'}`,
      EXIT.invalidInput,
    );
  const prizes = computeBoardPrizes(t, {
    ...(round === undefined ? {} : { round }),
    ...(minimumGames === undefined ? {} : { minimumGames }),
  });
  io.stdout(formatBoardPrizes(t, prizes));
  return EXIT.ok;
}

/**
 * A line naming the rounds and the minimum, then a header row and per
 * board its players: board, rank ("-" below the minimum), player id, name,
 * team, games, points, percentage, boards won and lost by forfeit.
 */
export function formatBoardPrizes(t: TeamTournament, p: BoardPrizes): string {
  const teamName = new Map(t.teams.map((x) => [x.tpn, x.name]));
  const lines = [
    `Board prizes after round ${p.rounds}: games played over the board; ranked with at least ${p.minimumGames} game${p.minimumGames === 1 ? '' : 's'}`,
    ['Board', 'Rank', 'Player', 'Name', 'Team', 'Games', 'Points', '%', 'Forfeits +/-'].join('\t'),
  ];
  for (const table of p.tables)
    for (const row of table.rows) {
      const x = row.player;
      lines.push(
        [
          String(table.board),
          row.rank === null ? '-' : String(row.rank),
          String(x.playerId),
          x.name,
          teamName.get(x.team) ?? String(x.team),
          String(x.games),
          formatStandingsNumber(x.points),
          x.percentage === null ? '-' : x.percentage.toFixed(1),
          `${x.forfeitWins}/${x.forfeitLosses}`,
        ].join('\t'),
      );
    }
  return lines.map((l) => l + '\n').join('');
}
