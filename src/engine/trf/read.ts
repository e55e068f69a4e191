import { matchDisagreements, pairingAllocatedByePerGame } from '../model/matches.js';
import { isKnownAbsence } from '../model/results.js';
import { lastPairedRound } from '../model/rounds.js';
import {
  DEFAULT_POINT_SYSTEM,
  emptyTournamentInfo,
  type Colour,
  type Player,
  type PointSystem,
  type Tournament,
} from '../model/tournament.js';
import { isColumnRuler } from './column-rulers.js';
import { checkConsistency } from './consistency.js';
import { decodeTrfBytes, splitTrfLines } from './decode.js';
import {
  parse152,
  parse240,
  parse250,
  parse260,
  parseIdList,
  parseRoundCount,
  parseXxa,
  parseXxc,
  type SourceLine,
} from './extension-records.js';
import { pairingNumberKey, parsePlayerLine, roundColumn } from './player-line.js';
import {
  BBP_CODES,
  pointSystemFrom162,
  pointSystemFromBbp,
  pointSystemFromXxs,
  samePointSystem,
} from './point-system-records.js';
import { TOURNAMENT_SECTION_CODES, tournamentInfoFrom } from './tournament-section.js';
import { initialColourFromRoundOne } from './initial-colour.js';
import { said } from '../../messages/said.js';
import { saidLabel } from './said-label.js';
import { TrfError } from './trf-error.js';
import { playsTwoGameMatches } from './two-game-codes.js';

/** Records read into the model (besides 001 and the tournament section). */
const HANDLED_CODES: ReadonlySet<string> = new Set([
  'XXR', '142', 'XXC', '152', 'XXS', '162', ...BBP_CODES, 'XXA', '250', 'XXP', '260', 'XXZ', '240', '299',
]); // prettier-ignore

/** Lines sorted by what they say, in file order. */
interface Sorted {
  /** The tournament section's records, the first of each code. */
  section: Map<string, string>;
  players: { player: Player; lineNo: number }[];
  roundCounts: (SourceLine & { value: number })[];
  colours: (SourceLine & { value: Colour })[];
  xxs: SourceLine[];
  r162: SourceLine[];
  bbp: SourceLine[];
  xxa: SourceLine[];
  r250: SourceLine[];
  xxp: SourceLine[];
  r260: SourceLine[];
  xxz: SourceLine[];
  r240: SourceLine[];
  /** Swiss-Manager's column rulers, skipped. */
  rulers: number[];
}

/**
 * Reads a TRF-16 / TRF(x) / TRF-2026 file. Bytes are decoded as UTF-8 when
 * valid, else as Latin-1 (windows-1252). Throws TrfError, naming the line and
 * columns, for anything that cannot be read without guessing.
 */
export function readTrf(input: string | Uint8Array): Tournament {
  return readTrfWithLines(input).tournament;
}

/**
 * readTrf, with the line of each player's 001 record (by pairing number), for
 * messages, and notes on what was read otherwise than written (lines
 * skipped), each naming its lines.
 */
export function readTrfWithLines(input: string | Uint8Array): {
  tournament: Tournament;
  lineOf: ReadonlyMap<number, number>;
  notes: string[];
  /** The lines skipped as Swiss-Manager's column rulers (the notes word them). */
  rulers: readonly number[];
} {
  const text = typeof input === 'string' ? input : decodeTrfBytes(input);
  const t: Tournament = {
    info: emptyTournamentInfo(),
    players: [],
    totalRounds: null,
    initialColour: null,
    pointSystem: { ...DEFAULT_POINT_SYSTEM },
    forbiddenPairs: [],
    acceleration: new Map(),
    otherLines: [],
  };
  const s = sortLines(splitTrfLines(text), t);
  t.info = tournamentInfoFrom(s.section);
  if (s.players.length === 0)
    throw new TrfError(
      'no player records (lines starting with 001)',
      null,
      null,
      null,
      said('trf.noPlayers'),
    );

  const lineOf = new Map<number, number>();
  for (const { player, lineNo } of s.players) lineOf.set(player.id, lineNo);
  t.players = s.players.map((p) => p.player).sort((a, b) => a.id - b.id);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const requireId = (id: number, line: SourceLine, what: string) => {
    if (!byId.has(id))
      throw new TrfError(
        `${what}: there is no player ${id}`,
        line.lineNo,
        null,
        null,
        said('trf.noSuchPlayer', { what: saidLabel(what), player: id }),
      );
  };

  t.totalRounds = agree(s.roundCounts, 'the number of rounds (XXR / 142)');
  t.initialColour = agree(s.colours, 'the initial colour (XXC / 152)');
  t.pointSystem = readPointSystem(s);
  t.acceleration = readAcceleration(
    s,
    t.players.map((p) => p.id),
    requireId,
    t.totalRounds,
  );
  t.forbiddenPairs = readForbiddenPairs(s, requireId, t.totalRounds);
  applyByeRecords(s, t.players, byId, lineOf, requireId, t.totalRounds);
  checkConsistency(t.players, lineOf, t.totalRounds);
  // After the records that may fill a blank (240) and the checks that name it as such.
  absentWhereBlank(t.players);
  t.initialColour ??= initialColourFromRoundOne(t.players);
  if (playsTwoGameMatches(t.info.systemCode)) readMatches(t, s, lineOf);
  return { tournament: t, lineOf, notes: rulerNotes(s.rulers), rulers: s.rulers };
}

/**
 * TRF-16: a blank result is "equivalent to Z", four blank opponent columns to
 * 0000 and a blank colour to "-": a blank round entry, or a line that stops
 * before a round others were paired in, is a zero-point absence. Rounds
 * after the last one paired stay empty: they are the rounds to come.
 */
function absentWhereBlank(players: Player[]): void {
  const last = lastPairedRound(players);
  for (const p of players) {
    for (let r = 1; r <= last; r++) {
      if (p.rounds[r - 1] === undefined)
        p.rounds[r - 1] = { opponent: null, colour: null, result: 'Z' };
    }
  }
}

function rulerNotes(lines: readonly number[]): string[] {
  if (lines.length === 0) return [];
  const where = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`;
  return [
    `${where}: column ruler${lines.length === 1 ? '' : 's'} (as Swiss-Manager writes above its players) skipped`,
  ];
}

/**
 * A two-game system's file (C.04.5): the two games of every match must agree
 * (engine/model/matches.ts); a file that says nothing of the bye's value
 * gives it that of a match won by one game and drawn in the other (1.4).
 */
function readMatches(t: Tournament, s: Sorted, lineOf: ReadonlyMap<number, number>): void {
  const first = matchDisagreements(t.players)[0];
  if (first !== undefined)
    throw new TrfError(first.problem, lineOf.get(first.playerId) ?? null, null, null, first.said);
  const pabGiven =
    s.r162.length > 0 || s.bbp.length > 0 || s.xxs.some((line) => /\bPAB=/i.test(line.text));
  if (!pabGiven) t.pointSystem.pairingAllocatedBye = pairingAllocatedByePerGame(t.pointSystem);
}

function sortLines(lines: string[], t: Tournament): Sorted {
  const s: Sorted = {
    section: new Map(),
    players: [],
    roundCounts: [],
    colours: [],
    xxs: [],
    r162: [],
    bbp: [],
    xxa: [],
    r250: [],
    xxp: [],
    r260: [],
    xxz: [],
    r240: [],
    rulers: [],
  };
  const lineOfId = new Map<number | string, number>();
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const text = raw.trimEnd();
    if (text === '') return;
    if (isColumnRuler(text)) {
      s.rulers.push(lineNo);
      return;
    }
    const line: SourceLine = { text, lineNo };
    const code = text.slice(0, 3);
    if (
      text.length > 3 &&
      text[3] !== ' ' &&
      (code === '001' || TOURNAMENT_SECTION_CODES.has(code) || HANDLED_CODES.has(code))
    ) {
      throw new TrfError(
        `expected a blank after the record code "${code}", found "${text[3]}"`,
        lineNo,
        4,
        4,
        said('trf.blankAfterCode', { code, found: text[3]! }),
      );
    }
    if (code === '001') {
      // Before the rest of the line: a repeated number is the cause of what else looks wrong in it.
      const id = pairingNumberKey(text);
      const first = lineOfId.get(id);
      if (id !== '' && first !== undefined)
        throw new TrfError(
          `pairing number ${id} is already used on line ${first}`,
          lineNo,
          5,
          8,
          said('trf.numberUsed', { number: String(id), line: first }),
        );
      lineOfId.set(id, lineNo);
      s.players.push({ player: parsePlayerLine(text, lineNo), lineNo });
    } else if (TOURNAMENT_SECTION_CODES.has(code)) {
      if (s.section.has(code)) t.otherLines.push(text);
      else s.section.set(code, text.slice(4));
    } else if (code === 'XXR' || code === '142') {
      s.roundCounts.push({ ...line, value: parseRoundCount(line) });
    } else if (code === 'XXC') {
      const { colour, others } = parseXxc(line);
      if (colour !== null) s.colours.push({ ...line, value: colour });
      if (others.length > 0) t.otherLines.push(`XXC ${others.join(' ')}`);
    } else if (code === '152') {
      s.colours.push({ ...line, value: parse152(line) });
    } else if (code === 'XXS') {
      s.xxs.push(line);
    } else if (code === '162') {
      s.r162.push(line);
    } else if ((BBP_CODES as readonly string[]).includes(code)) {
      s.bbp.push(line);
    } else if (code === 'XXA') {
      s.xxa.push(line);
    } else if (code === '250') {
      s.r250.push(line);
    } else if (code === 'XXP') {
      s.xxp.push(line);
    } else if (code === '260') {
      s.r260.push(line);
    } else if (code === 'XXZ') {
      s.xxz.push(line);
    } else if (code === '240') {
      s.r240.push(line);
    } else if (code === '299') {
      // Abnormal points change every player's score; reading on without them would pair on wrong scores.
      throw new TrfError(
        'record 299 (abnormal points assignment) is not supported',
        lineNo,
        1,
        3,
        said('trf.record299'),
      );
    } else if (code === '###' || /^[A-Z]{3}$/.test(code) || /^\d{3}$/.test(code)) {
      // Comments, national rating records, team records and codes unknown
      // to this reader: kept verbatim so that writing the file loses nothing.
      t.otherLines.push(text);
    } else {
      throw new TrfError(
        `unrecognised line: a TRF line starts with a three-character record code (001, 012, XXR, ...), found "${code}"`,
        lineNo,
        1,
        3,
        said('trf.unrecognised', { codes: '001, 012, XXR', found: code }),
      );
    }
  });
  return s;
}

/** A value several records may state (XXR and 142, say): they must all say the same. */
function agree<T>(values: readonly (SourceLine & { value: T })[], what: string): T | null {
  const first = values[0];
  if (first === undefined) return null;
  for (const v of values) {
    if (v.value !== first.value) {
      throw new TrfError(
        `${what} is given as ${String(first.value)} on line ${first.lineNo} and as ${String(v.value)} here`,
        v.lineNo,
        null,
        null,
        said('trf.disagree', {
          what: saidLabel(what),
          first: String(first.value),
          line: first.lineNo,
          here: String(v.value),
        }),
      );
    }
  }
  return first.value;
}

function readPointSystem(s: Sorted): PointSystem {
  const sources: { ps: PointSystem; lineNo: number; what: string }[] = [];
  if (s.xxs.length > 0)
    sources.push({ ps: pointSystemFromXxs(s.xxs), lineNo: s.xxs[0]!.lineNo, what: 'XXS' });
  for (const line of s.r162)
    sources.push({
      ps: pointSystemFrom162(line.text, line.lineNo),
      lineNo: line.lineNo,
      what: 'record 162',
    });
  if (s.bbp.length > 0)
    sources.push({ ps: pointSystemFromBbp(s.bbp), lineNo: s.bbp[0]!.lineNo, what: 'BBx records' });
  const first = sources[0];
  if (first === undefined) return { ...DEFAULT_POINT_SYSTEM };
  for (const other of sources.slice(1)) {
    if (!samePointSystem(first.ps, other.ps)) {
      throw new TrfError(
        `${other.what} gives a different point system from ${first.what} on line ${first.lineNo}`,
        other.lineNo,
        null,
        null,
        said('trf.otherPointSystem', {
          what: saidLabel(other.what),
          first: saidLabel(first.what),
          line: first.lineNo,
        }),
      );
    }
  }
  return first.ps;
}

function trimZeros(points: number[]): number[] {
  const out = [...points];
  while (out.length > 0 && out[out.length - 1] === 0) out.pop();
  return out;
}

function readAcceleration(
  s: Sorted,
  existingIds: readonly number[],
  requireId: (id: number, line: SourceLine, what: string) => void,
  totalRounds: number | null,
): Map<number, number[]> {
  const xxa = new Map<number, number[]>();
  const lineOfXxa = new Map<number, number>();
  for (const line of s.xxa) {
    const { id, points } = parseXxa(line);
    requireId(id, line, 'XXA');
    // A value for a round the tournament does not have: the line was written for another event.
    if (totalRounds !== null && points.length > totalRounds) {
      const column = 10 + 5 * totalRounds;
      throw new TrfError(
        `XXA: player ${id} has a value for round ${totalRounds + 1}, but the tournament has ${totalRounds} rounds (XXR/142)`,
        line.lineNo,
        column,
        column + 3,
        said('trf.xxaRoundBeyond', { player: id, round: totalRounds + 1, rounds: totalRounds }),
      );
    }
    const previous = lineOfXxa.get(id);
    if (previous !== undefined) {
      throw new TrfError(
        `XXA: player ${id} already has accelerations on line ${previous}`,
        line.lineNo,
        5,
        8,
        said('trf.xxaTwice', { player: id, line: previous }),
      );
    }
    lineOfXxa.set(id, line.lineNo);
    xxa.set(id, points);
  }
  if (s.r250.length === 0) return xxa;

  // Ranges of ids name the players that exist within them.
  const from250 = new Map<number, number[]>();
  for (const line of s.r250) {
    const r = parse250(line);
    if (totalRounds !== null && r.lastRound > totalRounds)
      throw new TrfError(
        `record 250: accelerates rounds up to ${r.lastRound}, but the tournament has ${totalRounds} rounds (XXR/142)`,
        line.lineNo,
        19,
        21,
        said('trf.r250Beyond', { last: r.lastRound, rounds: totalRounds }),
      );
    for (const id of existingIds) {
      if (id < r.firstId || id > r.lastId) continue;
      const points = from250.get(id) ?? [];
      while (points.length < r.lastRound) points.push(0);
      for (let round = r.firstRound; round <= r.lastRound; round++) points[round - 1]! += r.points;
      from250.set(id, points);
    }
  }
  if (s.xxa.length > 0) {
    const ids = new Set([...xxa.keys(), ...from250.keys()]);
    for (const id of ids) {
      const a = trimZeros(xxa.get(id) ?? []);
      const b = trimZeros(from250.get(id) ?? []);
      if (a.length !== b.length || a.some((v, i) => v !== b[i])) {
        throw new TrfError(
          `XXA and 250 records give player ${id} different accelerations (${a.join(' ') || 'none'} against ${b.join(' ') || 'none'})`,
          s.r250[0]!.lineNo,
          null,
          null,
          said('trf.accelerationsDiffer', {
            player: id,
            xxa: a.join(' ') || said('trf.none'),
            r250: b.join(' ') || said('trf.none'),
          }),
        );
      }
    }
    return xxa;
  }
  return from250;
}

function readForbiddenPairs(
  s: Sorted,
  requireId: (id: number, line: SourceLine, what: string) => void,
  totalRounds: number | null,
): number[][] {
  const groups: number[][] = [];
  for (const line of s.xxp) {
    const ids = parseIdList(line, 'XXP', 2);
    for (const id of ids) requireId(id, line, 'XXP');
    groups.push(ids);
  }
  for (const line of s.r260) {
    const r = parse260(line);
    for (const id of r.ids) requireId(id, line, 'record 260');
    if (r.firstRound > 1 || totalRounds === null || r.lastRound < totalRounds) {
      throw new TrfError(
        `record 260 prohibits these pairings in rounds ${r.firstRound}-${r.lastRound} only; only prohibitions for the whole tournament (rounds 1 to the last, with XXR/142) are supported`,
        line.lineNo,
        null,
        null,
        said('trf.r260Partial', { first: r.firstRound, last: r.lastRound }),
      );
    }
    groups.push(r.ids);
  }
  return groups;
}

/**
 * 240 records (TRF-2026) and XXZ (TRF(x), "the players that will miss the
 * round to be paired") become the same round entries a 001 line would carry:
 * "0000 - H", "0000 - F", "0000 - Z".
 */
function applyByeRecords(
  s: Sorted,
  players: Player[],
  byId: ReadonlyMap<number, Player>,
  lineOf: ReadonlyMap<number, number>,
  requireId: (id: number, line: SourceLine, what: string) => void,
  totalRounds: number | null,
): void {
  const give = (
    id: number,
    round: number,
    type: 'H' | 'F' | 'Z',
    line: SourceLine,
    what: string,
  ) => {
    requireId(id, line, what);
    // The record is the cause of a round the tournament does not have: said on its own line.
    if (totalRounds !== null && round > totalRounds)
      throw new TrfError(
        `${what} gives player ${id} a bye in round ${round}, but the tournament has ${totalRounds} rounds (XXR/142)`,
        line.lineNo,
        null,
        null,
        said('trf.byeBeyond', { what: saidLabel(what), player: id, round, rounds: totalRounds }),
      );
    const p = byId.get(id)!;
    const existing = p.rounds[round - 1];
    if (existing !== undefined) {
      if (isKnownAbsence(existing) && (existing.result === type || what === 'XXZ')) return;
      throw new TrfError(
        `${what} says player ${id} gets a ${type} bye in round ${round}, but his line (${lineOf.get(id)}, columns ${roundColumn(round)}-${roundColumn(round) + 7}) already records opponent ${existing.opponent ?? '0000'}, result ${existing.result ?? 'blank'}`,
        line.lineNo,
        null,
        null,
        said('trf.byeConflict', {
          what: saidLabel(what),
          player: id,
          type,
          round,
          line: lineOf.get(id)!,
          start: roundColumn(round),
          end: roundColumn(round) + 7,
          opponent: String(existing.opponent ?? '0000'),
          result: existing.result ?? said('trf.blank'),
        }),
      );
    }
    while (p.rounds.length < round - 1) p.rounds.push(undefined);
    p.rounds[round - 1] = { opponent: null, colour: null, result: type };
  };
  for (const line of s.r240) {
    const r = parse240(line);
    for (const id of r.ids) give(id, r.round, r.type, line, 'record 240');
  }
  if (s.xxz.length > 0) {
    const next = lastPairedRound(players) + 1;
    for (const line of s.xxz) {
      for (const id of parseIdList(line, 'XXZ', 1)) give(id, next, 'Z', line, 'XXZ');
    }
  }
}
