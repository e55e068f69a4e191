/** German, with the words of German-speaking arbiters (Auslosung, Paarungen, Runde, Kreuztabelle). */
import type { Catalogue } from '../catalogue.js';

export const german: Catalogue = {
  'app.title': 'Schweizer System',

  'menu.pairNextRound': 'Nächste Runde auslosen',
  'menu.checkRound': 'Diese Runde prüfen',
  'menu.explainRound': 'Diese Runde erklären',
  'menu.undoLastRound': 'Letzte Runde zurücknehmen',
  'menu.refreshStandings': 'Tabelle aktualisieren',
  'menu.openSidebar': 'Seitenleiste öffnen',
  'menu.createTabs': 'Turnierblätter anlegen',

  'tab.settings': 'Einstellungen',
  'tab.players': 'Spieler',
  'tab.standings': 'Tabelle',
  'tab.crosstable': 'Kreuztabelle',
  'tab.byName': 'Nach Name',
  'tab.undo': 'Rücknahmedaten',
  'tab.round': (p) => `Runde ${p.round}`,
  'tab.roundWhy': (p) => `Runde ${p.round} Erklärung`,

  'undo.nothingUndone': 'Es wurde nichts zurückgenommen.',

  'settings.language': 'Sprache',
};
