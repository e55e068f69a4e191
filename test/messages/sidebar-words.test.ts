/**
 * Sidebar.html carries only the sidebar's words (src/sidebar/sidebar-words.ts),
 * in every language: each key the markup names is on the list, each listed
 * message is in the built page in each language, and no other message is.
 * Needs `npm run build` (npm test does it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, type MessageKey } from '../../src/messages/index.js';
import { SIDEBAR_KEYS } from '../../src/sidebar/sidebar-words.js';
import { readBuilt } from '../support/apps-script/load-built-script.js';

const MARKUP = readFileSync(new URL('../../src/sidebar/sidebar.html', import.meta.url), 'utf8');
const listed = new Set<string>(SIDEBAR_KEYS);

/** How many times the built page holds message `key` as a property of a catalogue (,"key": its text). */
const timesIn = (page: string, key: string) =>
  page.split(`,"${key}":`).length + page.split(`{"${key}":`).length - 2;

describe("the sidebar's words", () => {
  it('lists every key the markup names (data-t, data-t-label, data-t-placeholder)', () => {
    const named = [...MARKUP.matchAll(/data-t(?:-label|-placeholder)?="([^"]+)"/g)].map(
      ([, key]) => key!,
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !listed.has(key))).toEqual([]);
  });

  it('lists only keys of the catalogue, once each', () => {
    expect(SIDEBAR_KEYS.filter((key) => !(key in ENGLISH.messages))).toEqual([]);
    expect(new Set(SIDEBAR_KEYS).size).toBe(SIDEBAR_KEYS.length);
  });

  it('the built Sidebar.html holds each listed message in every language, and no other', () => {
    const page = readBuilt('Sidebar.html');
    for (const key of SIDEBAR_KEYS) expect(timesIn(page, key), key).toBe(LANGUAGES.length);
    const others = (Object.keys(ENGLISH.messages) as MessageKey[]).filter(
      (key) => !listed.has(key),
    );
    expect(others.length).toBeGreaterThan(300);
    expect(others.filter((key) => timesIn(page, key) > 0)).toEqual([]);
    // A word the server writes in a tab is not in the page, in any language.
    for (const language of LANGUAGES)
      expect(page).not.toContain(`"${language.messages['round.handMark']}"`);
  });
});
