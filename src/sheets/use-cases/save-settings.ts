import { isSystemId, type SystemId } from '../../engine/systems/registry.js';
import { languageNamed, said, type TextKey } from '../../messages/index.js';
import type { AddonPorts, Workbook } from '../ports.js';
import { ProblemList, WorkbookInputError } from '../workbook/input-problems.js';
import {
  defaultTiebreaksOf,
  refusedTiebreaksProblem,
  MAX_ROUNDS,
  MAX_UNRATED_RATING,
  pointSystemProblem,
  readSettingsTab,
  settingsTabValues,
  type InitialColourChoice,
  type TournamentSettings,
} from '../workbook/settings-tab.js';
import { SETTINGS_TAB } from '../workbook/tab-names.js';
import { readTiebreakList, tiebreakListText } from '../workbook/tiebreak-list.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { refreshStandingsIn } from './refresh-standings.js';
import { readWorkbook, writeSettingsTab, type WorkbookRead } from './workbook-io.js';
import {
  languageOf as tournamentLanguage,
  shownTabName,
} from '../tab-records/recognised-workbook.js';

/** Settings as the sidebar sends them: unchecked values from a form. */
export interface SettingsInput {
  name: unknown;
  rounds: unknown;
  system: unknown;
  initialColour: unknown;
  win: unknown;
  draw: unknown;
  loss: unknown;
  /** The tie-break list as text, "BH/C1,BH,SB,DE" ('' for none). */
  tiebreaks: unknown;
  /** '' or null when none is set. */
  unratedRating: unknown;
  /** 'none' or 'baku' (C.04.7). */
  acceleration?: unknown;
  keepClubsApart?: unknown;
  maxiTournament?: unknown;
  /** 'game-points' or 'match-points': the Standings of two-game matches (C.04.5). */
  matchScoring?: unknown;
  /** A language's code or name; '' for the spreadsheet's. */
  language?: unknown;
}

const COLOURS: readonly InitialColourChoice[] = ['lot', 'white', 'black'];

function points(value: unknown, label: TextKey): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (
    typeof n !== 'number' ||
    !Number.isFinite(n) ||
    n < 0 ||
    (typeof value === 'string' && value.trim() === '')
  ) {
    throw new AddonError(said('refusal.settings.points', { label: said(label) }));
  }
  return n;
}

function tiebreaks(value: unknown): TournamentSettings['tiebreaks'] {
  if (typeof value !== 'string') throw new AddonError(said('refusal.settings.noTiebreaks'));
  const read = readTiebreakList(value);
  if ('problem' in read)
    throw new AddonError(said('refusal.settings.tiebreaks', { problem: read.problem }));
  return read.list;
}

/**
 * The list to save for `system`: a change of kind (a Swiss to a round robin)
 * with the old kind's default list left as it was takes the new kind's
 * defaults (C.07 4.1: the list is the regulations'; a round robin's cannot
 * hold the Buchholz family, C.07 2026 Art. 8); any other list naming a
 * tie-break the kind refuses is refused with the article.
 */
function kindTiebreaks(
  list: TournamentSettings['tiebreaks'],
  system: SystemId,
  before: SystemId,
): TournamentSettings['tiebreaks'] {
  const untouched = tiebreakListText(list) === tiebreakListText(defaultTiebreaksOf(before));
  const chosen = system !== before && untouched ? defaultTiebreaksOf(system) : list;
  const refused = refusedTiebreaksProblem({ system, tiebreaks: chosen });
  if (refused !== null)
    throw new AddonError(said('refusal.settings.tiebreaks', { problem: refused }));
  return chosen;
}

function unratedRating(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || text === null) return null;
  const rating = Number(text);
  if (!Number.isInteger(rating) || rating < 1 || rating > MAX_UNRATED_RATING) {
    throw new AddonError(said('refusal.settings.unratedRating', { max: MAX_UNRATED_RATING }));
  }
  return rating;
}

function checked(
  input: SettingsInput,
  roundsPaired: number,
  current: TournamentSettings,
): TournamentSettings {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') throw new AddonError(said('refusal.settings.noName'));
  const roundsValue = typeof input.rounds === 'string' ? input.rounds.trim() : input.rounds;
  const rounds = roundsValue === '' || roundsValue === null ? null : Number(roundsValue);
  if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS)) {
    throw new AddonError(said('refusal.settings.rounds', { max: MAX_ROUNDS }));
  }
  if (rounds !== null && rounds < roundsPaired) {
    throw new AddonError(said('refusal.settings.fewerRounds', { paired: roundsPaired }));
  }
  if (typeof input.system !== 'string' || !isSystemId(input.system)) {
    throw new AddonError(said('refusal.settings.unknownSystem', { value: String(input.system) }));
  }
  if (!COLOURS.includes(input.initialColour as InitialColourChoice)) {
    throw new AddonError(
      said('refusal.settings.unknownColour', { value: String(input.initialColour) }),
    );
  }
  const [win, draw, loss] = [
    points(input.win, 'setting.win'),
    points(input.draw, 'setting.draw'),
    points(input.loss, 'setting.loss'),
  ];
  const pointSystem = pointSystemProblem(win, draw, loss);
  if (pointSystem !== null)
    throw new AddonError(said('refusal.settings.pointSystem', { problem: pointSystem }));
  const list = kindTiebreaks(tiebreaks(input.tiebreaks), input.system, current.system);
  return {
    name,
    rounds,
    system: input.system,
    initialColour: input.initialColour as InitialColourChoice,
    win,
    draw,
    loss,
    tiebreaks: list,
    unratedRating: unratedRating(input.unratedRating),
    // What the sidebar does not send stays as the Settings tab has it.
    acceleration:
      input.acceleration === undefined
        ? current.acceleration
        : input.acceleration === 'baku'
          ? 'baku'
          : 'none',
    keepClubsApart:
      input.keepClubsApart === undefined ? current.keepClubsApart : input.keepClubsApart === true,
    maxiTournament:
      input.maxiTournament === undefined ? current.maxiTournament : input.maxiTournament === true,
    matchScoring:
      input.matchScoring === undefined
        ? current.matchScoring
        : input.matchScoring === 'match-points'
          ? 'match-points'
          : 'game-points',
    language: languageOf(input.language, current.language),
    drawingOfLots: current.drawingOfLots,
    drawSeed: current.drawSeed,
    cycleOrder: current.cycleOrder,
  };
}

function languageOf(value: unknown, current: string | null): string | null {
  if (value === undefined) return current;
  if (value === '' || value === null) return null;
  const language = typeof value === 'string' ? languageNamed(value) : null;
  if (language === null)
    throw new AddonError(said('refusal.settings.unknownLanguage', { value: String(value) }));
  return language.code;
}

/**
 * The Standings under the new Settings (points and tie-breaks may have
 * changed); false when the tabs cannot be read as a tournament yet, which
 * the sidebar reports on its own.
 */
function refreshedStandings(workbook: Workbook, read: WorkbookRead): boolean {
  if (read.values.players === null) return false;
  try {
    refreshStandingsIn(workbook, read);
    return true;
  } catch (error) {
    if (error instanceof WorkbookInputError) return false;
    throw error;
  }
}

/**
 * Writes the sidebar's settings into the Settings tab (made if missing) and
 * recomputes the Standings with them.
 */
export function saveSettings(ports: AddonPorts, input: SettingsInput): string {
  // The sidebar's call comes from a page: its argument may be anything.
  if (typeof input !== 'object' || input === null)
    throw new AddonError(said('refusal.settings.notArrived'));
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    const roundsPaired = Math.max(0, ...read.values.rounds.keys());
    const current = readSettingsTab(
      read.values.settings,
      read.values.spreadsheetName,
      new ProblemList(),
    );
    const values = settingsTabValues(checked(input, roundsPaired, current));
    writeSettingsTab(workbook, read, values, read.values.settings);
    const say = tournamentLanguage(workbook);
    const saved = say.text('settings.saved', { tab: shownTabName(workbook, SETTINGS_TAB) });
    const withNewSettings = { ...read, values: { ...read.values, settings: values } };
    return refreshedStandings(workbook, withNewSettings)
      ? `${saved} ${say.text('standings.updated')}`
      : saved;
  });
}
