/**
 * The sidebar's settings editor and status line for a team event (C.04.6):
 * the team rows (primary score, match points, colour preferences, boards,
 * Baku, team tie-breaks) instead of the individual event's, and the round,
 * the teams and what is next. The server reads them back and refuses what
 * pairing would refuse.
 */
import type { SettingsInput, SidebarState } from '../sheets/addon/sidebar-api.js';
import type { TeamStatusView } from '../sheets/use-cases/tournament-status.js';
import type { SidebarWords } from './sidebar-words.js';

export interface TeamSettingsElements {
  /** Shown only for a team event. */
  teamOnly: HTMLElement[];
  /** Shown only for an individual event. */
  individualOnly: HTMLElement[];
  pointsFor: HTMLElement;
  system: HTMLSelectElement;
  primary: HTMLSelectElement;
  colourType: HTMLSelectElement;
  boards: HTMLInputElement;
  baku: HTMLSelectElement;
  tiebreaks: HTMLInputElement;
}

/** The system row of a team event: its one choice (a team event stays one). */
export const TEAM_SYSTEM_VALUE = 'team';

export function showKind(e: TeamSettingsElements, s: SidebarState, t: SidebarWords): void {
  const team = s.status.team;
  for (const element of e.teamOnly) element.hidden = team === null;
  for (const element of e.individualOnly) element.hidden = team !== null;
  // Points for a win... are match points in a team event (record 362).
  const legend = team === null ? 'sidebar.pointsFor' : 'sidebar.matchPointsFor';
  e.pointsFor.dataset.t = legend;
  e.pointsFor.textContent = t.text(legend);
  if (team === null) return;
  e.system.replaceChildren(new Option(t.text('team.system'), TEAM_SYSTEM_VALUE, true, true));
  e.primary.value = team.primary;
  e.colourType.value = team.colourType;
  e.boards.value = String(team.boards);
  e.baku.value = team.baku ? 'yes' : 'no';
  e.tiebreaks.value = s.status.settings.tiebreaks.join(', ');
}

/** The team rows of the form, as the server's saveSettings takes them. */
export function teamInput(e: TeamSettingsElements): Partial<SettingsInput> {
  return {
    primary: e.primary.value,
    colourType: e.colourType.value,
    boards: e.boards.value,
    baku: e.baku.value === 'yes',
    tiebreaks: e.tiebreaks.value,
  };
}

/** "Round 2 of 7 · 12 teams". */
export function teamProgress(s: SidebarState, team: TeamStatusView, t: SidebarWords): string {
  return t.text('sidebar.teamsProgress', {
    round: s.status.roundsPaired,
    rounds: s.status.totalRounds ?? 0,
    teams: team.teams,
  });
}

/** What is next: the teams to enter, the matches without results, the next round, or the end. */
export function teamNext(s: SidebarState, team: TeamStatusView, t: SidebarWords): string {
  const { roundsPaired, totalRounds } = s.status;
  if (team.typedMatches > 0)
    return t.text('sidebar.typedMatches', { round: roundsPaired + 1, count: team.typedMatches });
  if (team.openMatches.length > 0)
    return t.text('sidebar.openMatches', {
      count: team.openMatches.length,
      matches: team.openMatches.join(', '),
    });
  if (roundsPaired === 0 && team.teams < 2) return t.text('sidebar.enterTeams');
  if (totalRounds !== null && roundsPaired >= totalRounds) return t.text('sidebar.complete');
  return t.text('sidebar.pairRound', { round: roundsPaired + 1 });
}
