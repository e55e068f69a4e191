import type { ActionResult, SidebarState, TrfFile } from '../sheets/addon/sidebar-api.js';
import { ENGLISH, LANGUAGES, translatorFor } from '../messages/index.js';
import { SYSTEM_WORDS } from './named-things.js';
import { translatePage } from './page-words.js';
import type { SidebarWords } from './sidebar-words.js';
import { qrCodeSvg } from './qr-code.js';
import { paperOfLocale } from '../print/paginate.js';
import { callServer } from './server.js';
import { TiebreakEditor } from './tiebreak-editor.js';
import { showKind, teamInput, teamNext, teamProgress } from './team-settings-form.js';

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`Sidebar markup lacks #${id}`);
  return found;
}

const ui = {
  tournament: element('tournament', HTMLElement),
  progress: element('progress', HTMLElement),
  openBoards: element('open-boards', HTMLElement),
  problem: element('problem', HTMLElement),
  setup: element('setup', HTMLButtonElement),
  pair: element('pair', HTMLButtonElement),
  undo: element('undo', HTMLButtonElement),
  standings: element('standings', HTMLButtonElement),
  confirm: element('confirm', HTMLElement),
  question: element('question', HTMLElement),
  confirmYes: element('confirm-yes', HTMLButtonElement),
  confirmNo: element('confirm-no', HTMLButtonElement),
  status: element('status', HTMLElement),
  settings: element('settings', HTMLFormElement),
  name: element('name', HTMLInputElement),
  rounds: element('rounds', HTMLInputElement),
  system: element('system', HTMLSelectElement),
  matchScoring: element('match-scoring', HTMLSelectElement),
  matchScoringLabel: element('match-scoring-label', HTMLElement),
  colour: element('colour', HTMLSelectElement),
  win: element('win', HTMLInputElement),
  draw: element('draw', HTMLInputElement),
  loss: element('loss', HTMLInputElement),
  unrated: element('unrated', HTMLInputElement),
  save: element('save', HTMLButtonElement),
  exportTrf: element('export', HTMLButtonElement),
  printChoice: element('print-choice', HTMLSelectElement),
  printPaper: element('print-paper', HTMLSelectElement),
  print: element('print', HTMLButtonElement),
  schedulePanel: element('schedule-panel', HTMLElement),
  writeSchedule: element('write-schedule', HTMLButtonElement),
  importFile: element('import-file', HTMLInputElement),
  explain: element('explain', HTMLButtonElement),
  check: element('check', HTMLButtonElement),
  whyNot: element('why-not', HTMLFormElement),
  whyA: element('why-a', HTMLInputElement),
  whyB: element('why-b', HTMLInputElement),
  answer: element('answer', HTMLPreElement),
  playersPage: element('players-page', HTMLElement),
  playersPageLink: element('players-page-link', HTMLAnchorElement),
  playersPageQr: element('players-page-qr', HTMLElement),
  playersPageNone: element('players-page-none', HTMLElement),
};

/** The settings editor's parts that differ between an individual and a team event. */
const kindParts = {
  teamOnly: [element('team-settings', HTMLElement), element('team-tiebreaks', HTMLElement)],
  individualOnly: [
    element('individual-tiebreaks', HTMLElement),
    element('unrated-group', HTMLElement),
  ],
  pointsFor: element('points-for', HTMLElement),
  system: ui.system,
  primary: element('primary', HTMLSelectElement),
  colourType: element('colour-type', HTMLSelectElement),
  boards: element('boards', HTMLInputElement),
  baku: element('baku', HTMLSelectElement),
  tiebreaks: element('team-tiebreak-list', HTMLInputElement),
};

/** The players' page link and its QR code, drawn again only when the address changes. */
function renderPlayersPage(url: string | null): void {
  ui.playersPage.hidden = url === null;
  ui.playersPageNone.hidden = url !== null;
  if (url === null || ui.playersPageLink.href === url) return;
  ui.playersPageLink.href = url;
  ui.playersPageLink.textContent = url;
  ui.playersPageQr.replaceChildren(qrCodeSvg(url, t.text('sidebar.playersPageQr')));
}

/** The controls that start a server call; all are disabled while one runs. */
const controls = [
  ui.setup,
  ui.pair,
  ui.undo,
  ui.standings,
  ui.confirmYes,
  ui.confirmNo,
  ui.save,
  ui.exportTrf,
  ui.writeSchedule,
  ui.importFile,
  ui.print,
];

let state: SidebarState | null = null;

/** The sidebar's words: English until the state names the tournament's language. */
let t: SidebarWords = translatorFor(ENGLISH);

function speak(code: string, locale: string): void {
  if (code === t.language.code && locale === t.locale) return;
  const language = LANGUAGES.find((candidate) => candidate.code === code) ?? ENGLISH;
  t = translatorFor(language, locale);
  document.documentElement.lang = t.language.code;
  translatePage(document, t);
  tiebreaks.translate(t);
}

/** The tie-break editor's messages, next to it: the status line may be scrolled out of view. */
const tiebreakNote = element('tiebreak-note', HTMLElement);

const tiebreaks = new TiebreakEditor(
  {
    list: element('tiebreak-list', HTMLOListElement),
    empty: element('tiebreak-empty', HTMLElement),
    code: element('tiebreak-code', HTMLSelectElement),
    modifier: element('tiebreak-modifier', HTMLSelectElement),
    forfeitsAsPlayed: element('tiebreak-p', HTMLInputElement),
    forfeitsAsPlayedLabel: element('tiebreak-p-label', HTMLElement),
    fore: element('tiebreak-f', HTMLInputElement),
    foreLabel: element('tiebreak-f-label', HTMLElement),
    add: element('tiebreak-add', HTMLButtonElement),
    reset: element('tiebreak-default', HTMLButtonElement),
  },
  t,
  (message, kind) => {
    tiebreakNote.textContent = message;
    tiebreakNote.className = `note ${kind}`;
  },
);

function showStatus(message: string, kind: 'info' | 'error' = 'info'): void {
  ui.status.textContent = message;
  ui.status.className = kind;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function progressText(s: SidebarState): string {
  if (s.status.team !== null) return teamProgress(s, s.status.team, t);
  const { roundsPaired: round, totalRounds: rounds, players } = s.status;
  if (round === 0)
    return rounds === null
      ? t.text('sidebar.notStarted', { players })
      : t.text('sidebar.notStartedOf', { rounds, players });
  return rounds === null
    ? t.text('sidebar.round', { round, players })
    : t.text('sidebar.roundOf', { round, rounds, players });
}

function openBoardsText(s: SidebarState): string {
  if (s.status.team !== null) return teamNext(s, s.status.team, t);
  const { roundsPaired, openBoards, totalRounds, typedBoards } = s.status;
  if (typedBoards.length > 0)
    return t.text('sidebar.typedBoards', {
      round: roundsPaired + 1,
      count: typedBoards.length,
      boards: typedBoards.join(', '),
    });
  if (roundsPaired === 0) return '';
  if (openBoards.length === 0) {
    return totalRounds !== null && roundsPaired >= totalRounds
      ? t.text('sidebar.complete')
      : t.text('sidebar.allResults');
  }
  return t.text('sidebar.openBoards', {
    count: openBoards.length,
    boards: openBoards.join(', '),
  });
}

function render(s: SidebarState): void {
  state = s;
  speak(s.language, s.locale);
  const { status } = s;
  ui.tournament.textContent = status.tournamentName;
  ui.progress.textContent = progressText(s);
  renderPlayersPage(s.playersPageUrl);
  ui.openBoards.textContent = openBoardsText(s);
  ui.problem.hidden = status.problem === null;
  ui.problem.textContent = status.problem ?? '';
  ui.setup.hidden = status.hasPlayersTab;
  ui.pair.hidden = !status.hasPlayersTab;

  const { settings } = status;
  ui.name.value = settings.name;
  ui.rounds.value = settings.rounds === null ? '' : String(settings.rounds);
  ui.system.replaceChildren(
    ...s.systems.map((system) => {
      const words = SYSTEM_WORDS[system.id];
      const label = system.available
        ? t.text(words.label)
        : t.text('sidebar.notAvailable', { system: t.text(words.label) });
      const option = new Option(label, system.id, false, system.id === settings.system);
      option.title = t.text(words.name);
      option.disabled = !system.available && system.id !== settings.system;
      return option;
    }),
  );
  ui.schedulePanel.hidden = !s.systems.some((x) => x.id === settings.system && x.tableMade);
  ui.matchScoring.value = settings.matchScoring;
  showMatchScoring();
  ui.colour.value = settings.initialColour;
  // Points with the spreadsheet's decimal mark (0,5); either mark is taken back (save-settings.ts).
  ui.win.value = t.format.number(settings.win);
  ui.draw.value = t.format.number(settings.draw);
  ui.loss.value = t.format.number(settings.loss);
  tiebreaks.set(settings.tiebreaks);
  tiebreakNote.textContent = '';
  ui.unrated.value = settings.unratedRating === null ? '' : String(settings.unratedRating);
  showKind(kindParts, s, t);
  if (status.team !== null) ui.schedulePanel.hidden = true;
  enable();
}

/** Game or match points: only for a system of two-game matches (Double-Swiss). */
function showMatchScoring(): void {
  const chosen = state?.systems.find((system) => system.id === ui.system.value);
  const matches = chosen?.gamesPerRound === 2;
  ui.matchScoring.hidden = !matches;
  ui.matchScoringLabel.hidden = !matches;
}

ui.system.addEventListener('change', showMatchScoring);

function enable(): void {
  for (const control of controls) control.disabled = false;
  const s = state;
  if (s === null) return;
  ui.undo.disabled = s.status.roundsPaired === 0;
  ui.pair.disabled =
    s.status.problem !== null ||
    s.status.openBoards.length > 0 ||
    (s.status.team?.openMatches.length ?? 0) > 0;
}

async function whileBusy(message: string, work: () => Promise<void>): Promise<void> {
  for (const control of controls) control.disabled = true;
  showStatus(message);
  try {
    await work();
  } catch (error) {
    showStatus(errorMessage(error), 'error');
  } finally {
    enable();
  }
}

function afterAction(result: ActionResult): void {
  render(result.state);
  showStatus(result.message);
}

function download(file: TrfFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** TRF files are UTF-8 or, from older programs, Latin-1 (windows-1252). */
async function fileText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function hideQuestion(): void {
  ui.confirm.hidden = true;
  ui.question.textContent = '';
}

ui.setup.addEventListener('click', () => {
  void whileBusy(t.text('sidebar.creatingTabs'), async () =>
    afterAction(await callServer('setUpTournament')),
  );
});

ui.pair.addEventListener('click', () => {
  hideQuestion();
  void whileBusy(t.text('sidebar.pairing'), async () =>
    afterAction(await callServer('pairNextRound')),
  );
});

function undo(confirmed: boolean): void {
  void whileBusy(t.text('sidebar.undoing'), async () => {
    const result = await callServer('undoLastRound', confirmed);
    render(result.state);
    if (result.question !== null) {
      ui.question.textContent = result.question;
      ui.confirm.hidden = false;
      showStatus('');
    } else {
      hideQuestion();
      showStatus(result.message);
    }
  });
}

ui.undo.addEventListener('click', () => undo(false));
ui.confirmYes.addEventListener('click', () => undo(true));
ui.confirmNo.addEventListener('click', () => {
  hideQuestion();
  showStatus(t.text('undo.nothingUndone'));
});

ui.standings.addEventListener('click', () => {
  void whileBusy(t.text('sidebar.updatingStandings'), async () =>
    afterAction(await callServer('refreshStandings')),
  );
});

ui.settings.addEventListener('submit', (event) => {
  event.preventDefault();
  void whileBusy(t.text('sidebar.saving'), async () =>
    afterAction(
      await callServer('saveSettings', {
        name: ui.name.value,
        rounds: ui.rounds.value,
        system: ui.system.value,
        matchScoring: ui.matchScoring.value,
        initialColour: ui.colour.value,
        win: ui.win.value,
        draw: ui.draw.value,
        loss: ui.loss.value,
        tiebreaks: tiebreaks.text(),
        unratedRating: ui.unrated.value,
        ...(state?.status.team == null ? {} : teamInput(kindParts)),
      }),
    ),
  );
});

ui.writeSchedule.addEventListener('click', () => {
  void whileBusy(t.text('sidebar.working'), async () =>
    afterAction(await callServer('writeSchedule')),
  );
});

ui.exportTrf.addEventListener('click', () => {
  void whileBusy(t.text('sidebar.exporting'), async () => {
    const file = await callServer('exportTrf');
    download(file);
    showStatus(t.text('sidebar.downloaded', { file: file.fileName }));
  });
});

// The paper of the browser's country (Letter in the US, Canada, Mexico, ...), A4 elsewhere.
ui.printPaper.value = paperOfLocale(navigator.language);

ui.print.addEventListener('click', () => {
  void whileBusy(t.text('sidebar.working'), async () => {
    await callServer('showPrintDialog', ui.printChoice.value, ui.printPaper.value);
    showStatus('');
  });
});

ui.importFile.addEventListener('change', () => {
  const file = ui.importFile.files?.[0];
  if (file === undefined) return;
  void whileBusy(t.text('sidebar.importing', { file: file.name }), async () => {
    try {
      afterAction(await callServer('importTrf', await fileText(file)));
    } finally {
      ui.importFile.value = '';
    }
  });
});

void whileBusy(t.text('sidebar.loading'), async () => {
  render(await callServer('getSidebarState'));
  showStatus('');
});

/** Read-only questions about the last round: the answer is shown as text, the rest stays as it is. */
async function answer(question: () => Promise<string>): Promise<void> {
  ui.answer.textContent = t.text('sidebar.working');
  try {
    ui.answer.textContent = await question();
  } catch (error) {
    ui.answer.textContent = errorMessage(error);
  }
}

ui.explain.addEventListener('click', () => void answer(() => callServer('explainRound')));
ui.check.addEventListener('click', () => void answer(() => callServer('checkRound')));
ui.whyNot.addEventListener('submit', (event) => {
  event.preventDefault();
  void answer(() => callServer('whyNot', Number(ui.whyA.value), Number(ui.whyB.value)));
});
