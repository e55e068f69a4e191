/** German, with the words of German-speaking arbiters (Auslosung, Paarungen, Runde, Kreuztabelle). */
import type { Catalogue } from '../catalogue.js';
import type { Format } from '../format.js';

const players = (n: number, f: Format) =>
  f.plural(n, { one: `${n} Teilnehmer`, other: `${n} Teilnehmer` });
const SAVE = 'Einstellungen speichern drücken, um die Änderung zu behalten.';

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

  'sidebar.roundActions': 'Runde',
  'sidebar.confirmUndo': 'Ja, zurücknehmen',
  'sidebar.keepRound': 'Runde behalten',
  'sidebar.tournament': 'Turnier',
  'sidebar.rounds': 'Runden',
  'sidebar.system': 'Paarungssystem',
  'sidebar.matchScoring': 'Wertung der Zwei-Partien-Matches',
  'sidebar.gamePoints': 'Brettpunkte',
  'sidebar.matchPoints': 'Matchpunkte',
  'sidebar.colour': 'Farbe des Setzlistenersten in Runde 1',
  'sidebar.byLot': 'Ausgelost',
  'sidebar.white': 'Weiß',
  'sidebar.black': 'Schwarz',
  'sidebar.pointsFor': 'Punkte für',
  'sidebar.win': 'Sieg',
  'sidebar.draw': 'Remis',
  'sidebar.loss': 'Niederlage',
  'sidebar.tiebreaks': 'Feinwertungen, in Reihenfolge',
  'sidebar.tiebreaksNone': 'Keine: punktgleiche Spieler teilen sich den Platz.',
  'sidebar.tiebreakAdd': 'Feinwertung hinzufügen',
  'sidebar.tiebreakModifier': 'Streichung, Median oder Grenze',
  'sidebar.forfeitsAsPlayed': 'Kampflose zählen als gespielt (/P)',
  'sidebar.fore': 'Vorläufige Buchholz der Gegner (/F)',
  'sidebar.add': 'Hinzufügen',
  'sidebar.defaultList': 'Standardliste',
  'sidebar.unrated': 'Wertzahl ungewerteter Gegner',
  'sidebar.unratedNone': 'Keine',
  'sidebar.unratedHint':
    'Für ARO, TPR, PTP, APRO und APPO (C.07 10). Leer gelassen, ergeben sie keinen Wert, sobald ein Spieler ohne Wertzahl ist.',
  'sidebar.save': 'Einstellungen speichern',
  'sidebar.explainTitle': 'Runde erklären',
  'sidebar.explainHint': 'Die letzte Runde, mit den Artikeln des Paarungssystems.',
  'sidebar.whyNotA': 'Warum nicht Nr.',
  'sidebar.whyNotB': 'gegen Nr.',
  'sidebar.whyNot': 'Warum nicht?',
  'sidebar.trfTitle': 'TRF-Dateien',
  'sidebar.trfHint': 'Für Elo-Auswertungen und andere Paarungsprogramme.',
  'sidebar.exportTrf': 'TRF exportieren',
  'sidebar.importTrf': 'TRF-Datei als neues Turnier importieren',
  'sidebar.playersPage': 'Spielerseite',
  'sidebar.playersPageHint':
    'Paarungen mit Namenssuche, Tabelle und Kreuztabelle, für das Handy. Teilen Sie den Link oder drucken Sie den Code für den Eingang.',
  'sidebar.playersPageNone':
    'Stellen Sie das Skript einmal als Web-App bereit (README, "The players\' page"), um hier den Link zu sehen.',
  'sidebar.playersPageQr': 'QR-Code der Spielerseite',
  'sidebar.notStarted': (p, f) => `Nicht begonnen · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Nicht begonnen (${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Runde ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Runde ${p.round} von ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Runde ${p.round}: ${f.plural(p.count, { one: `${p.count} Brett`, other: `${p.count} Bretter` })} von Hand eingetragen (${p.boards}); „Nächste Runde auslosen“ lost die übrigen Spieler darum herum aus.`,
  'sidebar.openBoards': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} Brett`, other: `${p.count} Bretter` })} ohne Ergebnis: ${p.boards}`,
  'sidebar.allResults': 'Alle Ergebnisse sind eingetragen.',
  'sidebar.complete': 'Alle Ergebnisse sind eingetragen: das Turnier ist beendet.',
  'sidebar.notAvailable': (p) => `${p.system} (noch nicht verfügbar)`,
  'sidebar.loading': 'Wird geladen…',
  'sidebar.working': 'In Arbeit…',
  'sidebar.creatingTabs': 'Blätter werden angelegt…',
  'sidebar.pairing': 'Nächste Runde wird ausgelost…',
  'sidebar.undoing': 'Letzte Runde wird zurückgenommen…',
  'sidebar.updatingStandings': 'Tabelle wird aktualisiert…',
  'sidebar.saving': 'Wird gespeichert…',
  'sidebar.exporting': 'Wird exportiert…',
  'sidebar.importing': (p) => `${p.file} wird importiert…`,
  'sidebar.downloaded': (p) => `${p.file} heruntergeladen.`,

  'tiebreak.noModifier': 'Ohne Streichung oder Grenze',
  'tiebreak.cutChoice': (p) => `Streichung ${p.n} (/C${p.n})`,
  'tiebreak.medianChoice': (p) => `Median ${p.n} (/M${p.n})`,
  'tiebreak.limitChoice': (p, f) =>
    `Grenze ${p.limit < 0 ? '−' : '+'}${f.plural(Math.abs(p.limit), { one: `${Math.abs(p.limit)} halber Punkt`, other: `${Math.abs(p.limit)} halbe Punkte` })} (/L${p.limit < 0 ? '-' : '+'}${Math.abs(p.limit)})`,
  'tiebreak.cut': (p) => `Streichung ${p.n}`,
  'tiebreak.median': (p) => `Median ${p.n}`,
  'tiebreak.limit': (p) => `Grenze ${p.limit}`,
  'tiebreak.forfeitsAsPlayed': 'Kampflose als gespielt',
  'tiebreak.fore': 'vorläufig',
  'tiebreak.unknown': 'keine Feinwertung, die dieses Add-on kennt',
  'tiebreak.moveUp': (p) => `${p.item} nach oben`,
  'tiebreak.moveDown': (p) => `${p.item} nach unten`,
  'tiebreak.remove': (p) => `${p.item} entfernen`,
  'tiebreak.defaultChosen':
    'Standard-Feinwertungen gewählt: Einstellungen speichern drücken, um sie zu behalten.',
  'tiebreak.movedUp': (p) => `${p.item} nach oben verschoben: ${SAVE}`,
  'tiebreak.movedDown': (p) => `${p.item} nach unten verschoben: ${SAVE}`,
  'tiebreak.removed': (p) => `${p.item} entfernt: ${SAVE}`,
  'tiebreak.added': (p) => `${p.item} hinzugefügt: ${SAVE}`,
  'tiebreak.already': (p) => `${p.item} ist schon in der Liste.`,
  'tab.schedule': 'Spielplan',
  'menu.writeSchedule': 'Spielplan des Rundenturniers schreiben',
  'sidebar.scheduleTitle': 'Spielplan des Rundenturniers',
  'sidebar.scheduleHint':
    'Alle Runden der Tabelle auf einem Blatt, mit den Berger-Nummern und den Namen, zum Drucken. Vor Runde 1 wird die Auslosung vorgenommen.',
  'sidebar.writeSchedule': 'Spielplan schreiben',
};
