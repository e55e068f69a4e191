import { isSystemId } from '../../engine/systems/registry.js';
import type { AddonPorts } from '../ports.js';
import {
  settingsTabValues,
  type InitialColourChoice,
  type TournamentSettings,
} from '../workbook/settings-tab.js';
import { SETTINGS_TAB } from '../workbook/tab-names.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS } from './pairing-deps.js';
import { readWorkbook, writeSettingsTab } from './workbook-io.js';

/** Settings as the sidebar sends them: unchecked values from a form. */
export interface SettingsInput {
  name: unknown;
  rounds: unknown;
  system: unknown;
  initialColour: unknown;
  win: unknown;
  draw: unknown;
  loss: unknown;
}

const COLOURS: readonly InitialColourChoice[] = ['lot', 'white', 'black'];

function points(value: unknown, what: string): number {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (
    typeof n !== 'number' ||
    !Number.isFinite(n) ||
    n < 0 ||
    (typeof value === 'string' && value.trim() === '')
  ) {
    throw new AddonError(`Points for a ${what} must be a number of 0 or more.`);
  }
  return n;
}

function checked(input: SettingsInput, roundsPaired: number): TournamentSettings {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') throw new AddonError('The tournament needs a name.');
  const roundsValue = typeof input.rounds === 'string' ? input.rounds.trim() : input.rounds;
  const rounds = roundsValue === '' || roundsValue === null ? null : Number(roundsValue);
  if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > 99)) {
    throw new AddonError('Rounds must be a whole number from 1 to 99.');
  }
  if (rounds !== null && rounds < roundsPaired) {
    throw new AddonError(`${roundsPaired} rounds are already paired: Rounds cannot be fewer.`);
  }
  if (typeof input.system !== 'string' || !isSystemId(input.system)) {
    throw new AddonError(`Unknown pairing system "${String(input.system)}".`);
  }
  if (!COLOURS.includes(input.initialColour as InitialColourChoice)) {
    throw new AddonError(`Unknown initial colour "${String(input.initialColour)}".`);
  }
  return {
    name,
    rounds,
    system: input.system,
    initialColour: input.initialColour as InitialColourChoice,
    win: points(input.win, 'win'),
    draw: points(input.draw, 'draw'),
    loss: points(input.loss, 'loss'),
  };
}

/** Writes the sidebar's settings into the Settings tab (made if missing). */
export function saveSettings(ports: AddonPorts, input: SettingsInput): string {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    const roundsPaired = Math.max(0, ...read.values.rounds.keys());
    const settings = checked(input, roundsPaired);
    writeSettingsTab(workbook, read.sheets, settingsTabValues(settings), read.values.settings);
    return `Settings saved in the ${SETTINGS_TAB} tab.`;
  });
}
