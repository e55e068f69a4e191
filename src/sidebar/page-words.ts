/**
 * The sidebar's fixed words in the tournament's language: the markup names
 * each text's message (`data-t` for the text, `data-t-label` for aria-label,
 * `data-t-placeholder` for a placeholder) and keeps English until the state
 * arrives with the language.
 */
import type { TextKey } from '../messages/index.js';
import type { SidebarWords } from './sidebar-words.js';

function textOf(t: SidebarWords, key: string): string {
  const message = t.language.messages[key as TextKey] as unknown;
  // A key the catalogue lacks, or one that takes parameters, is a fault of the markup.
  if (typeof message !== 'string') throw new Error(`Sidebar markup names no fixed text "${key}"`);
  return message;
}

export function translatePage(root: ParentNode, t: SidebarWords): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-t]'))
    element.textContent = textOf(t, element.dataset.t!);
  for (const element of root.querySelectorAll<HTMLElement>('[data-t-label]'))
    element.setAttribute('aria-label', textOf(t, element.dataset.tLabel!));
  for (const element of root.querySelectorAll<HTMLInputElement>('[data-t-placeholder]'))
    element.placeholder = textOf(t, element.dataset.tPlaceholder!);
}
