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
  tiebreakName,
  type TiebreakCode,
  type TiebreakSpec,
} from '../engine/tiebreaks/tiebreak-spec.js';

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
const CUTS = [1, 2].map((n) => ({ value: `C${n}`, label: `Cut ${n} (/C${n})` }));
const MEDIANS = [1, 2].map((n) => ({ value: `M${n}`, label: `Median ${n} (/M${n})` }));
// C.07 14.5: the Koya limit moves in half points.
const LIMITS = ['+1', '-1', '+2', '-2'].map((n) => ({
  value: `L${n}`,
  label: `Limit ${n.replace('-', '−')} half point${n.endsWith('1') ? '' : 's'} (/L${n})`,
}));

/** "Buchholz, cut 1, forfeits as played": what a tie-break of the list computes. */
export function describeTiebreak(spec: TiebreakSpec): string {
  const parts = [tiebreakName(spec.code)];
  if (spec.cut > 0) parts.push(`cut ${spec.cut}`);
  if (spec.median > 0) parts.push(`median ${spec.median}`);
  if (spec.limit !== 0) parts.push(`limit ${spec.limit > 0 ? '+' : '−'}${Math.abs(spec.limit)}`);
  if (spec.forfeitsAsPlayed) parts.push('forfeits as played');
  if (spec.fore) parts.push('fore');
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
    private readonly onChange: (message: string, kind: 'info' | 'error') => void,
  ) {
    ui.code.replaceChildren(
      ...TIEBREAK_CODES.map((code) => new Option(`${code} – ${tiebreakName(code)}`, code)),
    );
    ui.code.addEventListener('change', () => this.offerModifiers());
    ui.add.addEventListener('click', () => this.addChosen());
    ui.reset.addEventListener('click', () => {
      this.items = DEFAULT_SWISS_TIEBREAKS.map(formatTiebreak);
      this.render();
      this.onChange('Default tie-breaks chosen: press Save settings to keep them.', 'info');
    });
    this.offerModifiers();
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

  private changed(what: string): void {
    this.render();
    this.onChange(`${what}: press Save settings to keep the change.`, 'info');
  }

  private move(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.items.length) return;
    [this.items[index], this.items[to]] = [this.items[to], this.items[index]];
    this.changed(`${this.items[to]} moved ${by < 0 ? 'up' : 'down'}`);
  }

  private remove(index: number): void {
    const [removed] = this.items.splice(index, 1);
    this.changed(`${removed} removed`);
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
          description = describeTiebreak(parseTiebreak(item));
        } catch {
          description = 'not a tie-break this add-on knows';
        }
        name.textContent = description;
        text.title = `${item}: ${description}`;
        text.append(code, ' ', name);
        const up = iconButton('↑', `Move ${item} up`, () => this.move(index, -1));
        const down = iconButton('↓', `Move ${item} down`, () => this.move(index, 1));
        up.disabled = index === 0;
        down.disabled = index === last;
        row.append(
          text,
          up,
          down,
          iconButton('✕', `Remove ${item}`, () => this.remove(index)),
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
      ...(allowed.cut ? CUTS : []),
      ...(allowed.median ? MEDIANS : []),
      ...(allowed.limit ? LIMITS : []),
    ];
    this.ui.modifier.replaceChildren(
      new Option('No cut or limit', ''),
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
      this.onChange(`${item} is already in the list.`, 'error');
      return;
    }
    // C.07 4.2: the drawing of lots comes after every other tie-break.
    const lot = this.items.indexOf('LOT');
    if (lot >= 0 && item !== 'LOT') this.items.splice(lot, 0, item);
    else this.items.push(item);
    this.changed(`${item} added`);
  }
}
