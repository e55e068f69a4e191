import { lastPairedTeamRound, teamRounds, TeamRoundsError } from '../model/team-rounds.js';
import { blankTeamTournament, type Team, type TeamTournament } from '../model/teams.js';
import type { Player } from '../model/tournament.js';
import { decodeTrfBytes, splitTrfLines } from './decode.js';
import {
  parse152,
  parse240,
  parse260,
  parseRoundCount,
  type SourceLine,
} from './extension-records.js';
import { parsePlayerLine } from './player-line.js';
import { pointSystemFrom162 } from './point-system-records.js';
import {
  parse013,
  parse300,
  parse310,
  parse320,
  parse330,
  parse352,
  parse362,
  parseTeam250,
} from './team-records.js';
import { TOURNAMENT_SECTION_CODES, tournamentInfoFrom } from './tournament-section.js';
import { said } from '../../messages/said.js';
import { saidLabel } from './said-label.js';
import { TrfError } from './trf-error.js';

/** Records a team file's reader turns into the model (besides 001 and the tournament section). */
const TEAM_CODES: ReadonlySet<string> = new Set([
  '013', '310', '320', '330', '300', '352', '362', '240', '260', '250', '142', 'XXR', '152', '162',
]); // prettier-ignore

/** The informative records 801/802 are recomputed from the results, not read (TRF-2026: not required). */
const DERIVED_CODES: ReadonlySet<string> = new Set(['801', '802']);

/**
 * Reads a TRF-2026 team tournament: the Team Section (310, or the older 013
 * lines), the players' board games (001), 320, 330, 300, 240 and 260 for
 * teams, 250 with match points, 352 and 362. The individual reader
 * (readTrf) is not involved: in a team file 240, 250 and 260 name teams.
 * Throws TrfError naming the line for anything that cannot be read.
 */
export function readTeamTournament(input: string | Uint8Array): TeamTournament {
  const text = typeof input === 'string' ? input : decodeTrfBytes(input);
  const section = new Map<string, string>();
  const players: { player: Player; lineNo: number }[] = [];
  const teams: { team: Team; lineNo: number }[] = [];
  const t: TeamTournament = blankTeamTournament();
  const r260: SourceLine[] = [];
  const r240: SourceLine[] = [];
  let legacyTeams = 0;
  splitTrfLines(text).forEach((raw, i) => {
    const line: SourceLine = { text: raw.trimEnd(), lineNo: i + 1 };
    if (line.text === '') return;
    const code = line.text.slice(0, 3);
    const known = code === '001' || TEAM_CODES.has(code) || TOURNAMENT_SECTION_CODES.has(code);
    if (known && line.text.length > 3 && line.text[3] !== ' ')
      throw new TrfError(
        `expected a blank after the record code "${code}"`,
        line.lineNo,
        4,
        4,
        said('trf.blankAfterCodeOnly', { code }),
      );
    if (code === '001')
      players.push({ player: parsePlayerLine(line.text, line.lineNo), lineNo: line.lineNo });
    else if (code === '310') teams.push({ team: parse310(line), lineNo: line.lineNo });
    else if (code === '013')
      teams.push({ team: parse013(line, ++legacyTeams), lineNo: line.lineNo });
    else if (code === '320') {
      const r = parse320(line);
      if (r.value !== null) t.pabValue = r.value;
      r.pabs.forEach((tpn, k) => {
        if (tpn !== null) t.pabs[k] = tpn;
      });
      for (let k = 0; k < t.pabs.length; k++) t.pabs[k] ??= null;
    } else if (code === '330') t.forfeits.push(parse330(line));
    else if (code === '300') t.lineUps.push(parse300(line));
    else if (code === '352') t.boardColours = parse352(line);
    else if (code === '362') t.matchPoints = parse362(line);
    else if (code === '240') r240.push(line);
    else if (code === '260') r260.push(line);
    else if (code === '250') t.acceleration.push(parseTeam250(line));
    else if (code === '142' || code === 'XXR') t.totalRounds = parseRoundCount(line);
    else if (code === '152') t.initialColour = parse152(line);
    else if (code === '162') t.gamePoints = pointSystemFrom162(line.text, line.lineNo);
    else if (code === '299')
      // Abnormal points change the teams' scores; pairing on without them would pair on wrong scores.
      throw new TrfError(
        'record 299 (abnormal points assignment) is not supported',
        line.lineNo,
        1,
        3,
        said('trf.record299'),
      );
    else if (TOURNAMENT_SECTION_CODES.has(code)) {
      if (section.has(code)) t.otherLines.push(line.text);
      else section.set(code, line.text.slice(4));
    } else if (DERIVED_CODES.has(code)) return;
    else if (code === '###' || /^[A-Z]{3}$/.test(code) || /^\d{3}$/.test(code))
      t.otherLines.push(line.text);
    else
      throw new TrfError(
        `unrecognised line: a TRF line starts with a three-character record code (001, 310, ...), found "${code}"`,
        line.lineNo,
        1,
        3,
        said('trf.unrecognised', { codes: '001, 310', found: code }),
      );
  });
  t.info = tournamentInfoFrom(section);
  if (teams.length === 0)
    throw new TrfError(
      'no team records (lines starting with 310 or 013): not a team tournament',
      null,
      null,
      null,
      said('trf.noTeams'),
    );
  if (legacyTeams > 0 && legacyTeams !== teams.length)
    throw new TrfError(
      'the file mixes 013 and 310 team records; give the teams one way',
      teams[0]!.lineNo,
      null,
      null,
      said('trf.mixedTeamRecords'),
    );

  const lineOfPlayer = new Map<number, number>();
  for (const { player, lineNo } of players) {
    const first = lineOfPlayer.get(player.id);
    if (first !== undefined)
      throw new TrfError(
        `pairing number ${player.id} is already used on line ${first}`,
        lineNo,
        5,
        8,
        said('trf.numberUsed', { number: String(player.id), line: first }),
      );
    lineOfPlayer.set(player.id, lineNo);
  }
  t.players = players.map((p) => p.player).sort((a, b) => a.id - b.id);

  const lineOfTeam = new Map<number, number>();
  for (const { team, lineNo } of teams) {
    const first = lineOfTeam.get(team.tpn);
    if (first !== undefined)
      throw new TrfError(
        `team pairing number ${team.tpn} is already used on line ${first}`,
        lineNo,
        5,
        7,
        said('trf.teamNumberUsed', { team: team.tpn, line: first }),
      );
    lineOfTeam.set(team.tpn, lineNo);
    for (const id of team.roster)
      if (!lineOfPlayer.has(id))
        throw new TrfError(
          `team ${team.tpn}'s roster names player ${id}, who has no 001 line`,
          lineNo,
          null,
          null,
          said('trf.rosterUnknownPlayer', { team: team.tpn, player: id }),
        );
  }
  t.teams = teams.map((x) => x.team).sort((a, b) => a.tpn - b.tpn);
  // C.04.6 1.1.1: TPNs run from 1 to the number of teams.
  t.teams.forEach((team, k) => {
    if (team.tpn !== k + 1)
      throw new TrfError(
        `team pairing numbers must run from 1 to ${t.teams.length} (C.04.6 1.1.1); team ${k + 1} is missing`,
        lineOfTeam.get(team.tpn)!,
        5,
        7,
        said('trf.teamNumbersGap', { teams: t.teams.length, missing: k + 1 }),
      );
  });
  const requireTeam = (tpn: number, line: SourceLine, what: string) => {
    if (!lineOfTeam.has(tpn))
      throw new TrfError(
        `${what}: there is no team ${tpn}`,
        line.lineNo,
        null,
        null,
        said('trf.noSuchTeam', { what: saidLabel(what), team: tpn }),
      );
  };
  for (const line of r240) {
    const r = parse240(line);
    for (const tpn of r.ids) {
      requireTeam(tpn, line, 'record 240');
      t.byes.push({ round: r.round, team: tpn, type: r.type });
    }
  }
  for (const line of r260) {
    const r = parse260(line);
    for (const tpn of r.ids) requireTeam(tpn, line, 'record 260');
    t.prohibitions.push({ firstRound: r.firstRound, lastRound: r.lastRound, teams: r.ids });
  }
  t.boards = boardCount(t);
  try {
    teamRounds(t, lastPairedTeamRound(t));
  } catch (e) {
    if (e instanceof TeamRoundsError)
      throw new TrfError(
        e.message,
        e.playerId === null ? null : (lineOfPlayer.get(e.playerId) ?? null),
        null,
        null,
        e.refusal,
      );
    throw e;
  }
  return t;
}

/** Boards per match (not a TRF field): 352's length, else the largest line-up played, else the smallest roster. */
function boardCount(t: TeamTournament): number {
  if (t.boardColours !== null) return t.boardColours.length;
  const byId = new Map(t.players.map((p) => [p.id, p]));
  let most = 0;
  for (const team of t.teams) {
    const rounds = Math.max(0, ...team.roster.map((id) => byId.get(id)?.rounds.length ?? 0));
    for (let r = 0; r < rounds; r++) {
      const n = team.roster.filter((id) => byId.get(id)?.rounds[r]?.opponent != null).length;
      most = Math.max(most, n);
    }
  }
  for (const l of t.lineUps) most = Math.max(most, l.boards.length);
  if (most > 0) return most;
  return Math.max(1, Math.min(...t.teams.map((team) => team.roster.length)));
}
