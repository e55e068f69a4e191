/**
 * The kinds of tournament the add-on runs, each the use cases of its menu
 * and sidebar: an individual event (any system of the registry) and a team
 * event (C.04.6). The entry points ask the workbook's kind for the use case
 * instead of testing for teams in every room; a new kind is one descriptor
 * here.
 */
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { checkLastTeamRound } from '../teams/team-check.js';
import { exportTeamTrf } from '../teams/team-export.js';
import { pairNextTeamRound } from '../teams/pair-next-team-round.js';
import { refreshTeamStandings } from '../teams/team-refresh.js';
import { isTeamSystemCell } from '../teams/team-settings.js';
import { setUpTeamTournament } from '../teams/team-set-up.js';
import { undoLastTeamRound } from '../teams/team-undo.js';
import { teamEventOf } from '../../engine/trf/event-kind.js';
import { readTrf } from '../../engine/trf/index.js';
import { importTeamTrf } from '../teams/team-import.js';
import { teamPlayersPage } from '../teams/team-players-page.js';
import { playersPage } from '../use-cases/players-page.js';
import { explainLastTeamRound, whyNotInLastTeamRound } from '../teams/team-explain.js';
import { checkLastRound } from '../use-cases/check-round.js';
import {
  explainLastRound,
  whyNotInLastRound,
  writeExplanationTab,
} from '../use-cases/explain-round.js';
import { saveSettings, type SettingsInput } from '../use-cases/save-settings.js';
import { tournamentStatus, type TournamentStatus } from '../use-cases/tournament-status.js';
import { teamStatus } from '../teams/team-status.js';
import { saveTeamSettings } from '../teams/team-settings-save.js';
import { importTrf } from '../use-cases/import-trf.js';
import { exportTrf, type TrfFile } from '../use-cases/export-trf.js';
import { pairNextRound, type PairedRound } from '../use-cases/pair-next-round.js';
import type { PairingDeps } from '../use-cases/pairing-deps.js';
import { refreshStandings } from '../use-cases/refresh-standings.js';
import { setUpTournament } from '../use-cases/set-up-tournament.js';
import { undoLastRound, type UndoOutcome } from '../use-cases/undo-last-round.js';
import { cellText } from '../workbook/cells.js';
import { SETTING_LABELS } from '../workbook/settings-tab.js';
import { SETTINGS_TAB } from '../workbook/tab-names.js';

export interface AddonKind {
  readonly id: 'individual' | 'team';
  pairNextRound(ports: RecognisingPorts, deps: PairingDeps): PairedRound;
  undoLastRound(ports: RecognisingPorts, confirm: (question: string) => boolean): UndoOutcome;
  refreshStandings(ports: RecognisingPorts): string;
  checkLastRound(ports: RecognisingPorts, deps: PairingDeps): { message: string };
  exportTrf(ports: RecognisingPorts): TrfFile;
  setUpTournament(ports: RecognisingPorts): string;
  /** The sidebar's "Explain the round" and "Why not?" of the last round. */
  explainLastRound(ports: RecognisingPorts, deps: PairingDeps): string;
  whyNotInLastRound(ports: RecognisingPorts, deps: PairingDeps, a: number, b: number): string;
  /** The web app's players' page: reads the tabs, never writes. */
  playersPage(ports: RecognisingPorts): unknown;
  /** The menu's "Explain this round": the explanation written into the tab "Round N why". */
  explanationTab(ports: RecognisingPorts, deps: PairingDeps): string;
  /** The sidebar's status line and settings editor. */
  status(ports: RecognisingPorts): TournamentStatus;
  /** The sidebar's "Save settings", refusing what pairing would refuse. */
  saveSettings(ports: RecognisingPorts, input: SettingsInput): string;
}

export const INDIVIDUAL_KIND: AddonKind = {
  id: 'individual',
  pairNextRound,
  undoLastRound,
  refreshStandings,
  checkLastRound,
  exportTrf,
  setUpTournament,
  explainLastRound,
  whyNotInLastRound,
  playersPage,
  explanationTab: (ports, deps) => writeExplanationTab(ports, () => explainLastRound(ports, deps)),
  status: tournamentStatus,
  saveSettings,
};

/** C.04.6: teams, rosters, matches of boards. */
export const TEAM_KIND: AddonKind = {
  id: 'team',
  pairNextRound: pairNextTeamRound,
  undoLastRound: undoLastTeamRound,
  refreshStandings: refreshTeamStandings,
  checkLastRound: checkLastTeamRound,
  exportTrf: exportTeamTrf,
  setUpTournament: setUpTeamTournament,
  explainLastRound: explainLastTeamRound,
  whyNotInLastRound: whyNotInLastTeamRound,
  playersPage: teamPlayersPage,
  explanationTab: (ports, deps) =>
    writeExplanationTab(ports, () => explainLastTeamRound(ports, deps)),
  status: teamStatus,
  saveSettings: saveTeamSettings,
};

/**
 * "Import TRF": a team tournament (team records, record 192 or 092 saying
 * so: the engine's teamEventOf) becomes a team event, any other file an
 * individual one.
 */
export function importAnyTrf(ports: RecognisingPorts, text: string): string {
  let team: boolean;
  try {
    team = teamEventOf(readTrf(text)) !== null;
  } catch {
    // A file the individual reader refuses may still be a team file (its 310 or 013 lines).
    team = /^(013|310) /m.test(text);
  }
  return team ? importTeamTrf(ports, text) : importTrf(ports, text);
}

/** The kind the Settings' "Pairing system" row names: "Team Swiss" (any of our languages) or an individual system. */
export function kindOf(ports: RecognisingPorts): AddonKind {
  const settings = ports.workbook().getSheetByName(SETTINGS_TAB);
  if (settings === null) return INDIVIDUAL_KIND;
  const label = SETTING_LABELS.system.toLowerCase();
  const row = settings.getDataValues().find(([cell]) => cellText(cell).toLowerCase() === label);
  return isTeamSystemCell(row?.[1]) ? TEAM_KIND : INDIVIDUAL_KIND;
}
