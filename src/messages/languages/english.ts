/**
 * The English messages: every word of the add-on a user sees, and the keys
 * (and parameters) every other language must give. The command line and TRF
 * stay English and are not here.
 */
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

  'settings.language': 'Language',
} as const satisfies Record<string, Message>;
