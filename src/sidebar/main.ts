import type { SidebarState } from '../sheets/sidebar-api.js';
import { getSidebarState, pairNextRound, savePairingSystem } from './server.js';

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`Sidebar markup lacks #${id}`);
  return found;
}

const systemSelect = element('system', HTMLSelectElement);
const pairButton = element('pair', HTMLButtonElement);
const spreadsheetName = element('spreadsheet', HTMLElement);
const status = element('status', HTMLElement);

function showStatus(message: string, kind: 'info' | 'error' = 'info'): void {
  status.textContent = message;
  status.className = kind;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function render(state: SidebarState): void {
  spreadsheetName.textContent = state.spreadsheetName;
  systemSelect.replaceChildren(
    ...state.systems.map((system) => {
      const label = system.available ? system.name : `${system.name} (not available yet)`;
      const option = new Option(label, system.id, false, system.id === state.selectedSystem);
      option.disabled = !system.available && system.id !== state.selectedSystem;
      return option;
    }),
  );
  systemSelect.disabled = false;
  pairButton.disabled = false;
}

async function whileBusy(message: string, work: () => Promise<void>): Promise<void> {
  systemSelect.disabled = true;
  pairButton.disabled = true;
  showStatus(message);
  try {
    await work();
  } catch (error) {
    showStatus(errorMessage(error), 'error');
  } finally {
    systemSelect.disabled = false;
    pairButton.disabled = false;
  }
}

systemSelect.addEventListener('change', () => {
  void whileBusy('Saving…', async () => {
    render(await savePairingSystem(systemSelect.value));
    showStatus('Saved.');
  });
});

pairButton.addEventListener('click', () => {
  void whileBusy('Pairing the next round…', async () => {
    await pairNextRound();
    render(await getSidebarState());
    showStatus('Round paired.');
  });
});

void whileBusy('Loading…', async () => {
  render(await getSidebarState());
  showStatus('');
});
