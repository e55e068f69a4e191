/**
 * The English messages: every word of the add-on a user sees, and the keys
 * (and parameters) every other language must give. The command line and TRF
 * stay English and are not here.
 */
import type { Format } from '../format.js';
import type { Message } from '../message.js';

export const english = {
  'app.title': 'Swiss pairings',

  'menu.pairNextRound': 'Pair next round',
  'menu.checkRound': 'Check this round',
  'menu.explainRound': 'Explain this round',
  'menu.undoLastRound': 'Undo last round',
  'menu.refreshStandings': 'Refresh standings',
  'menu.openSidebar': 'Open sidebar',
  'menu.createTabs': 'Create tournament tabs',

  'tab.settings': 'Settings',
  'tab.players': 'Players',
  'tab.standings': 'Standings',
  'tab.crosstable': 'Crosstable',
  'tab.byName': 'By name',
  'tab.undo': 'Undo data',
  'tab.round': (p: { round: number }) => `Round ${p.round}`,
  'tab.roundWhy': (p: { round: number }) => `Round ${p.round} why`,

  'undo.nothingUndone': 'Nothing was undone.',
  'tabs.renameTaken': (p: { tab: string; name: string }) =>
    `The tab "${p.tab}" cannot be renamed "${p.name}": another tab has that name. Rename or delete that tab, then try again. Nothing was changed.`,

  'settings.language': 'Language',
  'settings.languageOfSpreadsheet': (p: { language: string }) =>
    `Spreadsheet's language (${p.language})`,
  'settings.unknownLanguage': (p: { row: number; value: string; languages: string }) =>
    `Settings, row ${p.row}: "${p.value}" is not a language of the add-on (${p.languages}).`,

  'format.players': (p: { count: number }, f: Format) =>
    f.plural(p.count, {
      one: `${f.number(p.count)} player`,
      other: `${f.number(p.count)} players`,
    }),
} as const satisfies Record<string, Message>;
