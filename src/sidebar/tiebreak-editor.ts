/**
 * The sidebar's editor of the organiser's ordered tie-break list (C.07 4.1):
 * the list with a move up, move down and remove button per tie-break, and a
 * chooser that adds a tie-break with the modifiers C.07 14 allows it (Cut,
 * Median, Koya limit) and the /P and /F variants of the FIDE list. The
 * server checks the list again when it is saved.
 */
import {
  allowedModifiers,
  DEFAULT_SWISS_TIEBREAKS,
  formatTiebreak,
  parseTiebreak,
  tiebreak,
  TIEBREAK_CODES,
  type TiebreakCode,
  type TiebreakSpec,
} from '../engine/tiebreaks/tiebreak-spec.js';
import type { Translator } from '../messages/index.js';
import { TIEBREAK_WORDS } from './named-things.js';

export interface TiebreakEditorElements {
  list: HTMLOListElement;
  empty: HTMLElement;
  code: HTMLSelectElement;
  modifier: HTMLSelectElement;
  forfeitsAsPlayed: HTMLInputElement;
  forfeitsAsPlayedLabel: HTMLElement;
  fore: HTMLInputElement;
  foreLabel: HTMLElement;
  add: HTMLButtonElement;
  reset: HTMLButtonElement;
}

/** Modifier choices of the chooser, by the allowance they need. */
const cuts = (t: Translator) =>
  [1, 2].map((n) => ({ value: `C${n}`, label: t.text('tiebreak.cutChoice', { n }) }));
const medians = (t: Translator) =>
  [1, 2].map((n) => ({ value: `M${n}`, label: t.text('tiebreak.medianChoice', { n }) }));
// C.07 14.5: the Koya limit moves in half points.
const limits = (t: Translator) =>
  [1, -1, 2, -2].map((limit) => ({
    value: `L${limit > 0 ? '+' : ''}${limit}`,
    label: t.text('tiebreak.limitChoice', { limit }),
  }));

/**
 * "Buchholz, cut 1, forfeits as played": what a tie-break of the list
 * computes, in the language (Buchholz and Sonneborn-Berger are names in
 * every language; "Direct encounter" is not).
 */
function describeTiebreak(spec: TiebreakSpec, t: Translator): string {
  const parts = [t.text(TIEBREAK_WORDS[spec.code])];
  if (spec.cut > 0) parts.push(t.text('tiebreak.cut', { n: spec.cut }));
  if (spec.median > 0) parts.push(t.text('tiebreak.median', { n: spec.median }));
  if (spec.limit !== 0)
    parts.push(
      t.text('tiebreak.limit', { limit: `${spec.limit > 0 ? '+' : '−'}${Math.abs(spec.limit)}` }),
    );
  if (spec.forfeitsAsPlayed) parts.push(t.text('tiebreak.forfeitsAsPlayed'));
  if (spec.fore) parts.push(t.text('tiebreak.fore'));
  return parts.join(', ');
}

function iconButton(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'icon';
  button.textContent = text;
  button.title = label;
  button.setAttribute('aria-label', label);
  button.addEventListener('click', onClick);
  return button;
}

export class TiebreakEditor {
  private items: string[] = [];

  /** `onChange` hears of every change the organiser makes, with a message for the status line. */
  constructor(
    private readonly ui: TiebreakEditorElements,
    private t: Translator,
    private readonly onChange: (message: string, kind: 'info' | 'error') => void,
  ) {
    this.offerCodes();
    ui.code.addEventListener('change', () => this.offerModifiers());
    ui.add.addEventListener('click', () => this.addChosen());
    ui.reset.addEventListener('click', () => {
      this.items = DEFAULT_SWISS_TIEBREAKS.map(formatTiebreak);
      this.render();
      this.onChange(this.t.text('tiebreak.defaultChosen'), 'info');
    });
    this.offerModifiers();
  }

  /** The chooser's tie-breaks: each C.07 acronym with its name in the language. */
  private offerCodes(): void {
    const chosen = this.ui.code.value;
    this.ui.code.replaceChildren(
      ...TIEBREAK_CODES.map(
        (code) => new Option(`${code} – ${this.t.text(TIEBREAK_WORDS[code])}`, code),
      ),
    );
    if (chosen !== '') this.ui.code.value = chosen;
  }

  /** The editor's words in another language; the list and the chooser's choice stay. */
  translate(t: Translator): void {
    this.t = t;
    this.offerCodes();
    const modifier = this.ui.modifier.value;
    this.offerModifiers();
    this.ui.modifier.value = modifier;
    this.render();
  }

  /** The list as the Settings hold it, each tie-break as written ("BH/C1"). */
  set(items: readonly string[]): void {
    this.items = [...items];
    this.render();
  }

  /** The list as text for saveSettings. */
  text(): string {
    return this.items.join(',');
  }

  private changed(message: string): void {
    this.render();
    this.onChange(message, 'info');
  }

  private move(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.items.length) return;
    [this.items[index], this.items[to]] = [this.items[to], this.items[index]];
    this.changed(
      this.t.text(by < 0 ? 'tiebreak.movedUp' : 'tiebreak.movedDown', { item: this.items[to]! }),
    );
  }

  private remove(index: number): void {
    const [removed] = this.items.splice(index, 1);
    this.changed(this.t.text('tiebreak.removed', { item: removed! }));
  }

  private render(): void {
    const last = this.items.length - 1;
    this.ui.list.replaceChildren(
      ...this.items.map((item, index) => {
        const row = document.createElement('li');
        const text = document.createElement('span');
        text.className = 'tiebreak-text';
        const code = document.createElement('strong');
        code.textContent = item;
        const name = document.createElement('span');
        name.className = 'muted';
        let description: string;
        try {
          description = describeTiebreak(parseTiebreak(item), this.t);
        } catch {
          description = this.t.text('tiebreak.unknown');
        }
        name.textContent = description;
        text.title = `${item}: ${description}`;
        text.append(code, ' ', name);
        const up = iconButton('↑', this.t.text('tiebreak.moveUp', { item }), () =>
          this.move(index, -1),
        );
        const down = iconButton('↓', this.t.text('tiebreak.moveDown', { item }), () =>
          this.move(index, 1),
        );
        up.disabled = index === 0;
        down.disabled = index === last;
        row.append(
          text,
          up,
          down,
          iconButton('✕', this.t.text('tiebreak.remove', { item }), () => this.remove(index)),
        );
        return row;
      }),
    );
    this.ui.empty.hidden = this.items.length > 0;
  }

  private chosenCode(): TiebreakCode {
    return this.ui.code.value as TiebreakCode;
  }

  /** Shows only the modifiers the chosen tie-break accepts. */
  private offerModifiers(): void {
    const allowed = allowedModifiers(this.chosenCode());
    const choices = [
      ...(allowed.cut ? cuts(this.t) : []),
      ...(allowed.median ? medians(this.t) : []),
      ...(allowed.limit ? limits(this.t) : []),
    ];
    this.ui.modifier.replaceChildren(
      new Option(this.t.text('tiebreak.noModifier'), ''),
      ...choices.map(({ value, label }) => new Option(label, value)),
    );
    this.ui.modifier.hidden = choices.length === 0;
    this.ui.forfeitsAsPlayed.checked = false;
    this.ui.forfeitsAsPlayedLabel.hidden = !allowed.forfeitsAsPlayed;
    this.ui.fore.checked = false;
    this.ui.foreLabel.hidden = !allowed.fore;
  }

  private chosenSpec(): TiebreakSpec {
    const modifier = this.ui.modifier.value;
    const n = Number(modifier.slice(1));
    return tiebreak(this.chosenCode(), {
      cut: modifier.startsWith('C') ? n : 0,
      median: modifier.startsWith('M') ? n : 0,
      limit: modifier.startsWith('L') ? n : 0,
      forfeitsAsPlayed: this.ui.forfeitsAsPlayed.checked,
      fore: this.ui.fore.checked,
    });
  }

  private addChosen(): void {
    const item = formatTiebreak(this.chosenSpec());
    if (this.items.includes(item)) {
      this.onChange(this.t.text('tiebreak.already', { item }), 'error');
      return;
    }
    // C.07 4.2: the drawing of lots comes after every other tie-break.
    const lot = this.items.indexOf('LOT');
    if (lot >= 0 && item !== 'LOT') this.items.splice(lot, 0, item);
    else this.items.push(item);
    this.changed(this.t.text('tiebreak.added', { item }));
  }
}
