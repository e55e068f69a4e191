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
  'tab.teams': 'Mannschaften',
  'tab.teamStandings': 'Mannschaftswertung',
  'tab.boardPrizes': 'Brettpreise',
  'team.system': 'Schweizer System für Mannschaften (C.04.6)',
  'team.yes': 'Ja',
  'team.no': 'Nein',
  'team.colourTypeA': 'Typ A',
  'team.colourTypeB': 'Typ B',
  'team.colourTypeNone': 'Keine',
  'team.setting.header': 'Einstellung',
  'team.setting.value': 'Wert',
  'team.setting.primary': 'Hauptwertung',
  'team.setting.matchWin': 'Matchpunkte für einen Sieg',
  'team.setting.matchDraw': 'Matchpunkte für ein Remis',
  'team.setting.matchLoss': 'Matchpunkte für eine Niederlage',
  'team.setting.colourType': 'Farbpräferenzen',
  'team.setting.boards': 'Bretter je Mannschaftskampf',
  'team.setting.baku': 'Baku-Beschleunigung',
  'team.setting.tiebreaks': 'Feinwertungen der Mannschaften',
  'team.column.team': 'Mannschaft',
  'team.column.player': 'Spieler',
  'team.column.rating': 'Elo',
  'team.column.fideId': 'FIDE-ID',
  'team.column.absent': 'Spielt nicht in den Runden',
  'team.column.withdrawn': 'Zurückgezogen ab Runde',
  'team.column.match': 'Kampf',
  'team.column.board': 'Brett',
  'team.column.colours': 'Farben',
  'team.column.teamOrPlayer': 'Mannschaft / Spieler',
  'team.column.result': 'Ergebnis',
  'team.column.matchScore': 'Mannschaftsergebnis',
  'team.column.rank': 'Platz',
  'team.colours.whiteBlack': 'Weiß – Schwarz',
  'team.colours.blackWhite': 'Schwarz – Weiß',
  'team.bye.pab': 'Spielfrei (Auslosung)',
  'team.bye.requested': 'Spielfrei auf Antrag',
  'team.bye.withdrawn': 'Zurückgezogen',
  'team.matchScore': (p) => `${p.left} – ${p.right}`,
  'team.resultHelp': (p) =>
    `Das Ergebnis des Bretts, von links nach rechts gelesen (1-0: der Spieler links hat gewonnen): ${p.choices}. In der Zeile des Kampfs ist ein kampfloses Ergebnis der ganze Kampf kampflos.`,
  'team.roundProtection': (p) =>
    `Paarungen der Runde ${p.round}: Ergebnisse eintragen oder eine Aufstellung in den Spielerspalten ändern; um die Paarungen zu ändern, „Letzte Runde rückgängig machen“ wählen.`,
  'team.paired': (p, f) =>
    `Runde ${p.round} nach dem Schweizer System für Mannschaften (C.04.6) ausgelost: ${f.plural(p.matches, { one: `${p.matches} Kampf`, other: `${p.matches} Kämpfe` })}${p.byes > 0 ? `, ${f.plural(p.byes, { one: `${p.byes} Mannschaft nicht gepaart`, other: `${p.byes} Mannschaften nicht gepaart` })}` : ''}.`,
  'team.over': (p, f) =>
    `Das Turnier ist zu Ende: ${f.plural(p.rounds, { one: `seine ${p.rounds} Runde ist`, other: `alle ${p.rounds} Runden sind` })} ausgelost. Für weitere Runden „Runden“ in den Einstellungen erhöhen.`,
  'team.noPairing': (p) =>
    `Für Runde ${p.round} gibt es keine gültige Paarung (${p.reason}). Nichts wurde geändert.`,
  'team.nothingToUndo': 'Es gibt keine Runde, die rückgängig gemacht werden kann.',
  'team.undoQuestion': (p, f) =>
    `Runde ${p.round} hat schon ${f.plural(p.results, { one: `${p.results} Ergebnis`, other: `${p.results} Ergebnisse` })}. Die Runde trotzdem rückgängig machen? Ihr Tab und ihre Ergebnisse werden gelöscht.`,
  'team.undone': (p) => `Runde ${p.round} wurde rückgängig gemacht.`,
  'team.refreshed': 'Die Mannschaftsergebnisse und die Mannschaftswertung sind aktuell.',
  'team.tabsThere': 'Die Turnier-Tabs sind schon da.',
  'team.tabsMade': (p) =>
    `Angelegt: ${p.tabs}. Jede Mannschaft in eine Zeile des Tabs Mannschaften schreiben, ihre Spieler darunter in Brettreihenfolge (Ersatzspieler zuletzt), dann Runde 1 auslosen.`,
  'team.check.noRound': 'Es gibt noch keinen Runden-Tab zu prüfen.',
  'team.check.same': (p) =>
    `Runde ${p.round} ist die Paarung des Schweizer Systems für Mannschaften (C.04.6).`,
  'team.check.differs': (p) =>
    `Runde ${p.round} ist nicht die Paarung des Schweizer Systems für Mannschaften (C.04.6):`,
  'team.check.metBefore': (p) =>
    `${p.white} und ${p.black} haben schon gegeneinander gespielt ([C1]).`,
  'team.check.systemPairs': (p) => `das System paart ${p.white} – ${p.black};`,
  'team.check.tabPairs': (p) => `der Tab paart ${p.white} – ${p.black};`,
  'team.check.pab': (p) => `spielfrei (Auslosung): ${p.tab} im Tab, ${p.system} nach dem System.`,
  'team.problem.noTeamsTab': 'es gibt keinen Tab Mannschaften: „Turnier-Tabs anlegen“ wählen',
  'team.problem.noTeams':
    'noch keine Mannschaft: jede Mannschaft in eine Zeile, ihre Spieler darunter',
  'team.problem.teamAgain': (p) =>
    `die Mannschaft „${p.team}“ steht schon in Zeile ${p.row}: die Spieler einer Mannschaft zusammen unter ihrem Namen halten`,
  'team.problem.playerWithoutTeam': (p) =>
    `„${p.player}“ steht vor jeder Mannschaft: den Namen der Mannschaft in die Zeile über ihre Spieler schreiben`,
  'team.problem.noPlayerName':
    'eine Zeile ohne Spielernamen: den Namen in die Spalte Spieler schreiben',
  'team.problem.playerTwice': (p) => `„${p.player}“ steht zweimal in der Mannschaft „${p.team}“`,
  'team.problem.rating': (p) => `„${p.value}“ ist keine Elo-Zahl (eine ganze Zahl)`,
  'team.problem.absent': (p) => `„${p.value}“ ist keine Liste von Runden (wie 3, 5)`,
  'team.problem.withdrawn': (p) => `„${p.value}“ ist keine Rundennummer`,
  'team.problem.emptyTeam': (p) =>
    `die Mannschaft „${p.team}“ hat keine Spieler: sie in die Zeilen darunter schreiben`,
  'team.problem.rounds': (p) => `${p.value} ist keine Rundenzahl von 1 bis ${p.max}`,
  'team.problem.colour': (p) => `${p.value} ist weder Ausgelost noch Weiß noch Schwarz`,
  'team.problem.primary': (p) => `${p.value} ist weder Matchpunkte noch Brettpunkte`,
  'team.problem.points': (p) => `${p.value} ist keine Punktzahl`,
  'team.problem.colourType': (p) => `${p.value} ist weder Typ A noch Typ B noch Keine`,
  'team.problem.boards': (p) => `${p.value} ist keine Brettzahl von 1 bis ${p.max}`,
  'team.problem.yesNo': (p) => `${p.value} ist weder Ja noch Nein`,
  'team.problem.tiebreaks': (p) =>
    `${p.value} ist keine Liste von Mannschafts-Feinwertungen: ${p.reason}`,
  'team.problem.language': (p) =>
    `${p.value} ist keine Sprache des Add-ons; ${p.languages} wählen oder die Zelle leer lassen`,
  'team.problem.matchPointOrder': (p) =>
    `ein gewonnener Kampf (${p.win}) muss mehr Matchpunkte bringen als ein Remis (${p.draw}), ein Remis mindestens so viele wie eine Niederlage (${p.loss})`,
  'team.problem.bakuGamePoints':
    'die Baku-Beschleunigung braucht Matchpunkte als Hauptwertung (C.04.7 1.4)',
  'team.problem.missingRound': (p) =>
    `für diese Runde gibt es keinen Tab, aber Runden bis ${p.last} sind ausgelost`,
  'team.problem.unknownTeam': (p) => `„${p.team}“ ist keine Mannschaft des Tabs Mannschaften`,
  'team.problem.teamTwiceInRound': (p) =>
    `die Mannschaft „${p.team}“ steht schon in Zeile ${p.row} dieser Runde`,
  'team.problem.matchResult': (p) =>
    `„${p.value}“: das Ergebnis einer Kampfzeile bleibt leer oder nennt den ganzen Kampf kampflos (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) => `„${p.value}“ ist nicht das nächste Brett seines Kampfs`,
  'team.problem.notInTeam': (p) =>
    `„${p.player}“ ist kein Spieler der Mannschaft „${p.team}“ (Tab Mannschaften)`,
  'team.problem.boardResult': (p) => `„${p.value}“ ist kein Ergebnis`,
  'team.problem.resultInForfeitedMatch':
    'der ganze Kampf ist kampflos (seine Kampfzeile): die Bretter ohne Ergebnis lassen',
  'team.problem.resultOnEmptyBoard': (p) =>
    `„${p.value}“: ein Brett ohne Spieler ist kampflos verloren; sein Ergebnis leer lassen`,
  'team.problem.byeWord': (p) =>
    `„${p.value}“ ist weder Spielfrei (Auslosung) noch Spielfrei auf Antrag noch Zurückgezogen`,
  'team.problem.playerTwiceInMatch': (p) => `„${p.player}“ spielt an zwei Brettern dieses Kampfs`,
  'team.problem.lineUpOrder': (p) =>
    `„${p.player}“ spielt an einem niedrigeren Brett als ein Spieler, der in der Mannschaft „${p.team}“ nach ihm steht: eine Aufstellung hält die Reihenfolge des Tabs Mannschaften ein`,
  'team.problem.noResult': (p) => `Kampf ${p.match}, Brett ${p.board} hat noch kein Ergebnis`,
  'team.problem.tooFewTeams': (p) =>
    `Runde ${p.round} kann nicht ausgelost werden: weniger als zwei Mannschaften spielen in ihr.`,
  'team.importTaken': (p) =>
    `Diese Tabelle enthält schon ein Turnier (Tabs ${p.tabs}). In eine neue Tabelle importieren oder diese Tabs zuerst löschen.`,
  'team.importRefused': (p) =>
    `Die Mannschafts-TRF-Datei kann nicht importiert werden: ${p.reason}`,
  'team.importColours':
    'Satz 352 gibt den Brettern andere Farben als abwechselnd ab Brett 1, wie die Runden-Tabs sie zeigen',
  'team.imported': (p, f) =>
    `${f.plural(p.teams, { one: `${p.teams} Mannschaft`, other: `${p.teams} Mannschaften` })} und ${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })} importiert.`,
};
