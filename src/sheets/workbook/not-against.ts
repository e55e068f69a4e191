/**
 * The pairs that may not meet, from the Players tab: each "Not against"
 * entry and, when the Settings say so, the players of one club. Every
 * system treats them as TRF XXP.
 */
import { said, type Said } from '../../messages/index.js';
import type { ProblemList } from './input-problems.js';
import { nameKey } from './name-key.js';
import type { PlayerRow } from './players-tab.js';
import { columnNamed } from './players-tab.js';
import { PLAYERS_TAB } from './tab-names.js';

/** A problem with an entry of the "Not against" column. */
function inNotAgainst(problem: Said): Said {
  return said('problem.inColumn', { column: columnNamed('notAgainst'), problem });
}

/**
 * The entries of a "Not against" cell. Commas separate them, but names are
 * often written "Last, First": the longest run of comma-separated parts that
 * is a player's name is taken as one entry.
 */
function entriesOf(text: string, byName: ReadonlyMap<string, PlayerRow>): string[] {
  const parts = text.split(/[,;]/).map((p) => p.trim());
  const entries: string[] = [];
  for (let i = 0; i < parts.length;) {
    let taken = 1;
    for (let len = parts.length - i; len > 1; len--) {
      if (byName.has(nameKey(parts.slice(i, i + len).join(', ')))) {
        taken = len;
        break;
      }
    }
    const entry = parts.slice(i, i + taken).join(', ');
    if (entry !== '') entries.push(entry);
    i += taken;
  }
  return entries;
}

/**
 * Each "Not against" entry, a pairing number or a name, on whichever side it
 * is typed, and, when `keepClubsApart`, the players of one club. A player
 * not numbered yet is left out until he is (the numbering reads again).
 */
export function forbiddenPairsOf(
  rows: readonly PlayerRow[],
  keepClubsApart: boolean,
  problems: ProblemList,
): number[][] {
  const byNumber = new Map<number, PlayerRow>();
  const byName = new Map<string, PlayerRow>();
  for (const row of rows) {
    if (row.number !== null) byNumber.set(row.number, row);
    byName.set(nameKey(row.name), row);
  }
  // Before the add-on numbers the players, a number refers to nobody yet: checked once numbered.
  const numberingPending = rows.some((row) => row.number === null);
  const seen = new Set<string>();
  const pairs: number[][] = [];
  const add = (a: number, b: number) => {
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push([Math.min(a, b), Math.max(a, b)]);
  };
  for (const row of rows) {
    for (const entry of entriesOf(row.notAgainst, byName)) {
      const asNumber = /^\d+$/.test(entry) ? Number(entry) : null;
      const other = asNumber !== null ? byNumber.get(asNumber) : byName.get(nameKey(entry));
      if (other === undefined && asNumber !== null && numberingPending) continue;
      if (other === undefined) {
        const problem = said(
          asNumber !== null ? 'problem.players.notAgainstNumber' : 'problem.players.notAgainstName',
          { value: entry },
        );
        problems.add(PLAYERS_TAB, row.row, inNotAgainst(problem));
      } else if (other === row) {
        problems.add(
          PLAYERS_TAB,
          row.row,
          inNotAgainst(said('problem.players.notAgainstSelf', { value: entry })),
        );
      } else if (row.number !== null && other.number !== null) add(row.number, other.number);
    }
  }
  if (keepClubsApart) {
    const clubs = new Map<string, number[]>();
    for (const row of rows) {
      if (row.club === '' || row.number === null) continue;
      const key = row.club.toLowerCase();
      clubs.set(key, [...(clubs.get(key) ?? []), row.number]);
    }
    for (const members of clubs.values())
      for (let i = 0; i < members.length; i++)
        for (let j = i + 1; j < members.length; j++) add(members[i]!, members[j]!);
  }
  return pairs.sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
}
