/**
 * "Pair next round" for a team event: reads the tabs once, requires every
 * match of the last round to have its result, pairs by C.04.6 with the
 * Settings' options and writes the new Round tab (the line-ups the first
 * available players in roster order), the match scores and the Team
 * standings. Nothing is written unless the pairing succeeded.
 */
import type { TeamTournament } from '../../engine/model/teams.js';
import { said } from '../../messages/index.js';
import { NoValidPairingError } from '../../engine/systems/pairing-system.js';
import {
  pairTeamRound,
  TeamAccelerationError,
  type TeamRoundPairing,
} from '../../engine/systems/team-swiss/index.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { AddonError } from '../use-cases/addon-error.js';
import type { PairingDeps } from '../use-cases/pairing-deps.js';
import type { PairedRound } from '../use-cases/pair-next-round.js';
import { WorkbookInputError, type InputProblem } from '../workbook/input-problems.js';
import { roundTabName } from '../workbook/tab-names.js';
import {
  boardOutcome,
  type ByeKind,
  type MatchToWrite,
  type TeamRoundRead,
} from './team-round-tab.js';
import { teamRounds } from '../../engine/model/team-rounds.js';
import { writeTeamDerivedTabs, writeTeamRoundTab } from './team-tabs-io.js';
import { readTeamWorkbook, tournamentOfWorkbook, type TeamWorkbook } from './team-workbook.js';
import { defaultLineUp, teamPlays, type TeamRow } from './teams-tab.js';
import { reasonIn } from '../use-cases/engine-refusal.js';

/** Every board of every match paired so far has its result, or its match is forfeited whole. */
function requireAllResults(book: TeamWorkbook): void {
  const problems: InputProblem[] = [];
  for (const r of book.rounds)
    for (const m of r.matches)
      if (m.forfeit === null)
        for (const b of m.boards)
          if (boardOutcome(b) === null)
            problems.push({
              tab: roundTabName(r.round),
              row: b.row,
              problem: said('team.problem.noResult', { match: m.number, board: b.board }),
            });
  if (problems.length > 0) throw new WorkbookInputError(problems);
}

/** The teams not paired in `round` and why: withdrawn, or a requested bye (Teams tab). */
export function byesOfRound(
  teams: readonly TeamRow[],
  round: number,
): { team: TeamRow; kind: ByeKind }[] {
  return teams
    .filter((team) => !teamPlays(team, round))
    .map((team) => ({
      team,
      kind: team.withdrawnFrom !== null && round >= team.withdrawnFrom ? 'withdrawn' : 'requested',
    }));
}

/** The team tournament as pairing `round` sees it: the rounds before it, the byes of it. */
export function tournamentBefore(
  book: TeamWorkbook,
  round: number,
  deps: PairingDeps,
): TeamTournament {
  const t = tournamentOfWorkbook({ ...book, rounds: book.rounds.filter((r) => r.round < round) });
  for (const { team } of byesOfRound(book.teams, round))
    t.byes.push({ round, team: team.tpn, type: 'Z' });
  if (round === 1 && t.initialColour === null) t.initialColour = deps.drawColour();
  return t;
}

/**
 * The engine's pairing of `round` from the tabs as read (rounds before it,
 * byes of it); `kept`, the teams of matches typed by hand, are left out of it
 * as if not paired, so that [C1]-[C3] and the rest of C.04.6 pair the others.
 */
export function pairingOf(
  book: TeamWorkbook,
  round: number,
  deps: PairingDeps,
  kept: ReadonlySet<number> = new Set(),
): TeamRoundPairing {
  const t = tournamentBefore(book, round, deps);
  const playing = book.teams.filter((team) => teamPlays(team, round)).length;
  if (playing < 2) throw new AddonError(book.t.text('team.problem.tooFewTeams', { round }));
  if (kept.size > 0 && playing === kept.size) return { matches: [], pab: null };
  for (const tpn of kept) t.byes.push({ round, team: tpn, type: 'Z' });
  try {
    return pairTeamRound(t, round, book.settings.options);
  } catch (error) {
    if (error instanceof NoValidPairingError || error instanceof TeamAccelerationError)
      throw new AddonError(
        kept.size > 0
          ? book.t.text('team.keptNoPairing', { round, reason: reasonIn(book.t, error) })
          : book.t.text('team.noPairing', { round, reason: reasonIn(book.t, error) }),
      );
    throw error;
  }
}

/**
 * "Pair the rest": the last Round tab when it holds only matches typed by
 * hand for the next round (match rows, no boards, no byes, no forfeit). The
 * add-on always writes a match's boards, so such a tab is the organiser's.
 */
export function typedMatchesOf(book: TeamWorkbook): TeamRoundRead | null {
  const last = book.rounds.at(-1);
  if (last === undefined || last.matches.length === 0 || last.byes.length > 0) return null;
  return last.matches.every((m) => m.boards.length === 0 && m.forfeit === null) ? last : null;
}

/** The workbook as read without its last round (the matches typed for the round to pair). */
function withoutLastRound(book: TeamWorkbook): TeamWorkbook {
  return { ...book, rounds: book.rounds.slice(0, -1) };
}

/**
 * Typed matches pairing would refuse: a team that does not play the round (a
 * requested bye, a withdrawal) or two teams that have met ([C1]).
 */
function requireKeepableMatches(book: TeamWorkbook, typed: TeamRoundRead): void {
  const tab = roundTabName(typed.round);
  const problems: InputProblem[] = [];
  const name = (tpn: number) => book.teams[tpn - 1]!.name;
  const history = teamRounds(tournamentOfWorkbook(book), book.rounds.length);
  for (const m of typed.matches) {
    for (const tpn of [m.left, m.right])
      if (!teamPlays(book.teams[tpn - 1]!, typed.round))
        problems.push({
          tab,
          row: m.row,
          problem: said('team.problem.keptNotPlaying', {
            team: name(tpn),
            round: typed.round,
          }),
        });
    // C.04.6 [C1]: two teams shall not play against each other more than once.
    const met = history
      .get(m.left)!
      .findIndex((r) => r.kind === 'played' && r.opponent === m.right);
    if (met >= 0)
      problems.push({
        tab,
        row: m.row,
        problem: said('team.problem.keptMetBefore', {
          left: name(m.left),
          right: name(m.right),
          round: met + 1,
        }),
      });
  }
  if (problems.length > 0) throw new WorkbookInputError(problems);
}

export function pairNextTeamRound(ports: RecognisingPorts, deps: PairingDeps): PairedRound {
  const workbook = ports.workbook();
  const read = readTeamWorkbook(workbook);
  const typed = typedMatchesOf(read);
  const book = typed === null ? read : withoutLastRound(read);
  const { t, settings } = book;
  requireAllResults(book);
  const round = book.rounds.length + 1;
  if (settings.rounds !== null && round > settings.rounds)
    throw new AddonError(t.text('team.over', { rounds: settings.rounds }));
  if (typed !== null) requireKeepableMatches(book, typed);
  const kept = typed?.matches ?? [];
  const pairing = pairingOf(book, round, deps, new Set(kept.flatMap((m) => [m.left, m.right])));
  const team = (tpn: number) => book.teams[tpn - 1]!;
  // The matches typed by hand first, as typed (the left team White on board 1), then the system's.
  const matches: MatchToWrite[] = [
    ...kept.map((m) => ({ white: m.left, black: m.right })),
    ...pairing.matches,
  ].map((m) => ({
    left: team(m.white),
    right: team(m.black),
    leftLineUp: defaultLineUp(team(m.white), round, settings.boards),
    rightLineUp: defaultLineUp(team(m.black), round, settings.boards),
  }));
  const byes = [
    ...(pairing.pab === null ? [] : [{ team: team(pairing.pab), kind: 'pab' as const }]),
    ...byesOfRound(book.teams, round),
  ];
  writeTeamDerivedTabs(workbook, book);
  if (typed !== null) {
    // The typed tab gives way to the whole round, its matches first.
    const name = roundTabName(round);
    workbook.deleteSheet(book.sheets.get(name)!);
    book.tabs = book.tabs.filter((tab) => tab !== name);
  }
  const sheet = writeTeamRoundTab(workbook, book.tabs, round, matches, byes, t);
  sheet.activate();
  return {
    round,
    games: matches.length,
    unpaired: byes.length,
    gamesPerRound: 1,
    warnings: [],
    message: t.text('team.paired', { round, matches: matches.length, byes: byes.length }),
  };
}
