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
  'tabs.renameTaken': (p) =>
    `Das Tabellenblatt „${p.tab}“ kann nicht in „${p.name}“ umbenannt werden: Ein anderes Tabellenblatt heißt schon so. Benennen Sie jenes um oder löschen Sie es und versuchen Sie es erneut. Es wurde nichts geändert.`,

  'settings.language': 'Sprache',
  'settings.languageOfSpreadsheet': (p) => `Sprache der Tabelle (${p.language})`,
  'settings.unknownLanguage': (p) =>
    `Einstellungen, Zeile ${p.row}: „${p.value}“ ist keine Sprache des Add-ons (${p.languages}).`,

  'format.players': (p, f) =>
    f.plural(p.count, {
      one: `${f.number(p.count)} Spieler`,
      other: `${f.number(p.count)} Spieler`,
    }),
};
