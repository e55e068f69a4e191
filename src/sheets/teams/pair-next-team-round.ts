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
import { boardOutcome, type ByeKind, type MatchToWrite } from './team-round-tab.js';
import { writeTeamDerivedTabs, writeTeamRoundTab } from './team-tabs-io.js';
import { readTeamWorkbook, tournamentOfWorkbook, type TeamWorkbook } from './team-workbook.js';
import { defaultLineUp, teamPlays, type TeamRow } from './teams-tab.js';

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

/** The engine's pairing of `round` from the tabs as read (rounds before it, byes of it). */
export function pairingOf(book: TeamWorkbook, round: number, deps: PairingDeps): TeamRoundPairing {
  const t = tournamentBefore(book, round, deps);
  const playing = book.teams.filter((team) => teamPlays(team, round)).length;
  if (playing < 2) throw new AddonError(book.t.text('team.problem.tooFewTeams', { round }));
  try {
    return pairTeamRound(t, round, book.settings.options);
  } catch (error) {
    if (error instanceof NoValidPairingError || error instanceof TeamAccelerationError)
      throw new AddonError(book.t.text('team.noPairing', { round, reason: error.message }));
    throw error;
  }
}

export function pairNextTeamRound(ports: RecognisingPorts, deps: PairingDeps): PairedRound {
  const workbook = ports.workbook();
  const book = readTeamWorkbook(workbook);
  const { t, settings } = book;
  requireAllResults(book);
  const round = book.rounds.length + 1;
  if (settings.rounds !== null && round > settings.rounds)
    throw new AddonError(t.text('team.over', { rounds: settings.rounds }));
  const pairing = pairingOf(book, round, deps);
  const team = (tpn: number) => book.teams[tpn - 1]!;
  const matches: MatchToWrite[] = pairing.matches.map((m) => ({
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
