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
  'menu.print': 'Drucken…',
  'print.pairings': 'Paarungen',
  'print.byName': 'Paarungen nach Name',
  'print.standings': 'Tabelle',
  'print.crosstable': 'Kreuztabelle',
  'print.schedule': 'Rundenturnier-Spielplan',
  'print.all': 'All das',
  'print.paper': 'Papier',
  'print.letter': 'US-Letter',
  'print.button': 'Drucken',
  'print.hint': 'Eine Seite für den Aushang, aus dem Browser gedruckt.',
  'print.pairingsOf': (p) => `Paarungen der ${p.round}. Runde`,
  'print.byNameOf': (p) => `${p.round}. Runde: Spieler nach Name`,
  'print.standingsAfter': (p) => `Tabelle nach der ${p.round}. Runde`,
  'print.crosstableAfter': (p) => `Kreuztabelle nach der ${p.round}. Runde`,
  'print.scheduleOf': (p, f) =>
    `Spielplan: ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })}, ${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })}`,
  'print.round': (p) => `Runde ${p.round}`,
  'print.page': (p) => `Seite ${p.page} von ${p.pages}`,
  'print.game': (p) => `Partie ${p.game}`,
  'print.board': 'Brett',
  'print.no': 'Nr.',
  'print.white': 'Weiß',
  'print.black': 'Schwarz',
  'print.result': 'Ergebnis',
  'print.name': 'Name',
  'print.colour': 'Farbe',
  'print.opponent': 'Gegner',
  'print.rank': 'Rang',
  'print.title': 'Titel',
  'print.federation': 'Föd.',
  'print.rating': 'Elo',
  'print.points': 'Pkt.',
  'print.bye': 'Spielfrei',
  'print.halfPointBye': 'Halbpunkt-Freilos',
  'print.fullPointBye': 'Vollpunkt-Freilos',
  'print.absent': 'Abwesend',
  'print.noRound': 'Noch ist keine Runde ausgelost: Es gibt keine Paarungen zu drucken.',
  'print.notTable':
    'Nur ein Rundenturnier hat einen vorab festgelegten Spielplan; dieses Turnier wird Runde für Runde ausgelost.',
  'tab.schedule': 'Spielplan',
  'menu.writeSchedule': 'Spielplan des Rundenturniers schreiben',
  'sidebar.scheduleTitle': 'Spielplan des Rundenturniers',
  'sidebar.scheduleHint':
    'Alle Runden der Tabelle auf einem Blatt, mit den Berger-Nummern und den Namen, zum Drucken. Vor Runde 1 wird die Auslosung vorgenommen.',
  'sidebar.writeSchedule': 'Spielplan schreiben',
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
  'sidebar.teamsProgress': (p, f) =>
    `${p.round === 0 ? 'Nicht begonnen' : p.rounds > 0 ? `Runde ${p.round} von ${p.rounds}` : `Runde ${p.round}`} · ${f.plural(p.teams, { one: `${p.teams} Mannschaft`, other: `${p.teams} Mannschaften` })}`,
  'sidebar.openMatches': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} Kampf`, other: `${p.count} Kämpfe` })} noch nicht mit allen Ergebnissen: ${p.matches}`,
  'sidebar.pairRound': (p) =>
    `Alle Ergebnisse sind eingetragen: als Nächstes Runde ${p.round} auslosen.`,
  'sidebar.enterTeams':
    'Tragen Sie die Mannschaften im Blatt Mannschaften ein (mindestens zwei), dann Runde 1 auslosen.',
  'sidebar.matchPointsFor': 'Matchpunkte für',
  'sidebar.teamTiebreaksHint':
    'Der Reihe nach, durch Kommas getrennt: MPvGP, BH, BH:MP, BH:GP, DE, EDE, EMMSB, EMGSB, EGMSB, EGGSB, SSSC/K1; eine Streichung als BH/C1.',
  'team.sidebar.noTeamsTab': 'Noch kein Blatt Mannschaften: „Turnierblätter anlegen“ wählen.',
  'team.sidebar.settingsMissing':
    'Die Einstellungen sind nicht angekommen; laden Sie die Seitenleiste neu und speichern Sie sie erneut.',
  'team.problem.fewerRounds': (p) =>
    `${p.paired} Runden sind schon ausgelost: Runden können nicht weniger sein`,
  'team.problem.boardsPlayed': (p) =>
    `die schon ausgelosten Runden haben ${p.boards} Bretter je Kampf: Bretter je Kampf können sich jetzt nicht mehr ändern`,
  'team.keptNoPairing': (p) =>
    `Um die von Hand eingetragenen Kämpfe der Runde ${p.round} gibt es keine gültige Paarung der übrigen Mannschaften (C.04.6 [C1]-[C3]: ${p.reason}). Ändern oder entfernen Sie einen eingetragenen Kampf; nichts wurde geändert.`,
  'team.problem.keptNotPlaying': (p) =>
    `${p.team} spielt Runde ${p.round} nicht (ein Freilos oder ein Rückzug im Blatt Mannschaften)`,
  'team.problem.keptMetBefore': (p) =>
    `${p.left} und ${p.right} haben in Runde ${p.round} gegeneinander gespielt: sie dürfen sich nicht noch einmal treffen (C.04.6 [C1])`,
  'sidebar.typedMatches': (p, f) =>
    `Runde ${p.round}: ${f.plural(p.count, { one: `${p.count} Kampf`, other: `${p.count} Kämpfe` })} von Hand eingetragen; „Nächste Runde auslosen“ lost die übrigen Mannschaften darum herum aus.`,
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

  // Words the add-on writes into its tabs, read back in every language.
  'header.number': 'Nr.',
  'header.name': 'Name',
  'header.title': 'Titel',
  'header.rating': 'Elo',
  'header.federation': 'Land',
  'header.fideId': 'FIDE-ID',
  'header.birth': 'Geburt',
  'header.sex': 'Geschlecht',
  'header.status': 'Status',
  'header.byes': 'Freilose / abwesende Runden',
  'header.notAgainst': 'Nicht gegen',
  'header.club': 'Verein',
  'header.virtualPoints': 'Virtuelle Punkte',
  'header.board': 'Brett',
  'header.points': 'Punkte',
  'header.result': 'Ergebnis',
  'header.game1': 'Partie 1',
  'header.game2': 'Partie 2',
  'header.pairingScoreWhite': 'Paarungspunkte (Weiß)',
  'header.pairingScoreBlack': 'Paarungspunkte (Schwarz)',
  'header.rank': 'Platz',
  'header.colour': 'Farbe',
  'header.opponent': 'Gegner',
  'header.setting': 'Einstellung',
  'header.value': 'Wert',
  'colour.white': 'Weiß',
  'colour.black': 'Schwarz',
  'colour.whiteBlack': 'Weiß, Schwarz',
  'colour.blackWhite': 'Schwarz, Weiß',
  'colour.byLot': 'Ausgelost',
  'result.whiteForfeit': '1-0 kampflos',
  'result.blackForfeit': '0-1 kampflos',
  'result.doubleForfeit': 'beide kampflos',
  'result.adjourned': 'hängend',
  'bye.pairingAllocated': 'Spielfrei',
  'bye.half': 'Freilos mit halbem Punkt',
  'bye.full': 'Freilos mit vollem Punkt',
  'bye.absent': 'Abwesend',
  'bye.free': 'Spielfrei ohne Partie',
  'round.handMark': 'Von Hand geändert',
  'status.active': 'aktiv',
  'status.withdrawn': 'zurückgezogen',
  'setting.name': 'Turnier',
  'setting.rounds': 'Runden',
  'setting.system': 'Paarungssystem',
  'setting.initialColour': 'Farbe des Setzlistenersten in Runde 1',
  'setting.win': 'Punkte für einen Sieg',
  'setting.draw': 'Punkte für ein Remis',
  'setting.loss': 'Punkte für eine Niederlage',
  'setting.tiebreaks': 'Feinwertungen',
  'setting.unratedRating': 'Elo von Gegnern ohne Elo',
  'setting.acceleration': 'Beschleunigung',
  'setting.keepClubsApart': 'Spieler desselben Vereins nicht gegeneinander',
  'setting.maxiTournament': 'Maxi-Turnier (Lim)',
  'setting.matchScoring': 'Wertung der Zwei-Partien-Matches',
  'choice.none': 'Keine',
  'choice.baku': 'Baku',
  'choice.gamePoints': 'Brettpunkte',
  'choice.matchPoints': 'Matchpunkte',
  'choice.yes': 'Ja',
  'choice.no': 'Nein',
  'system.dutch': 'Holländisch 2025',
  'system.dutch-2017': 'Holländisch 2017',
  'system.rating-1998': 'Nach Elo 1998',
  'system.lim': 'Lim',
  'system.burstein': 'Burstein',
  'system.dubov': 'Dubov',
  'system.double-swiss': 'Doppel-Schweizer',
  'system.round-robin': 'Rundenturnier',
  'system.double-round-robin': 'Doppelrundenturnier',
  'help.result': (p) => `Wählen Sie das Ergebnis: ${p.choices}.`,
  'help.secondGame': (p) =>
    `In Partie 2 wechseln die Farben; das Ergebnis liest sich von links nach rechts (1-0: der linke Spieler hat gewonnen). Wählen Sie das Ergebnis: ${p.choices}.`,
  'help.oneOf': (p) => `Eines von: ${p.choices}`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (p, f) =>
    `Runde ${p.round} ausgelost mit ${p.system}: ${f.plural(p.games, { one: `${p.games} Partie`, other: `${p.games} Partien` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} Freilos oder Abwesenheit`, other: `${p.unpaired} Freilose oder Abwesenheiten` })}` : ''}.`,
  'pair.over': (p) =>
    `Das Turnier ist zu Ende: alle ${p.rounds} Runden sind ausgelost. „Tabelle aktualisieren“ ergibt die Endtabelle und die Kreuztabelle; für weitere Runden erhöhen Sie „Runden“ in den Einstellungen.`,
  'pair.tooFew': (p) =>
    `Runde ${p.round} kann nicht ausgelost werden: weniger als zwei Spieler im Blatt ${p.players} sind aktiv und anwesend.`,
  'pair.notAvailable': (p) =>
    `${p.system} ist noch nicht verfügbar. Wählen Sie ein anderes Paarungssystem in der Seitenleiste oder im Blatt Einstellungen.`,
  'pair.noPairing': (p) =>
    `Für Runde ${p.round} gibt es keine gültige Paarung (${p.reason}). Nichts wurde geändert.`,
  'pair.noPairingAround': (p) =>
    `Um die in ${p.tab} eingetragenen Bretter gibt es keine gültige Paarung der übrigen Spieler (${p.reason}): ändern oder entfernen Sie einige. Nichts wurde geändert.`,
  'pair.nothingChanged': (p) => `${p.reason}. Nichts wurde geändert.`,
  'standings.updated': 'Tabelle aktualisiert.',
  'setUp.already': 'Die Turnierblätter sind schon da.',
  'setUp.created': (p) =>
    `Blätter angelegt: ${p.tabs}. Tragen Sie in ${p.players} einen Spieler je Zeile ein und losen Sie dann Runde 1 aus.`,
  'settings.saved': (p) => `Einstellungen im Blatt ${p.tab} gespeichert.`,
  'import.done': (p, f) =>
    `Importiert: ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })} und ${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })}.`,
  'lock.busy': (p, f) =>
    `Ein anderer Bearbeiter ändert gerade dieses Turnier; nichts wurde getan. Versuchen Sie es gleich noch einmal (gewartet: ${f.number(p.ms)} ms).`,
  'problem.atRow': (p) => `${p.tab}, Zeile ${p.row}: ${p.problem}`,
  'problem.inTab': (p) => `${p.tab}: ${p.problem}`,
  'problem.more': (p) => `… und ${p.count} weitere.`,
  'undo.noRound': 'Es gibt keine Runde zum Zurücknehmen.',
  'undo.question': (p, f) =>
    `${p.tab} hat schon ${f.plural(p.results, { one: `${p.results} Ergebnis`, other: `${p.results} Ergebnisse` })}. Die Runde trotzdem zurücknehmen? Ihr Blatt und die Ergebnisse werden gelöscht.`,
  'undo.done': (p) => `${p.tab} wurde zurückgenommen.`,
  'undo.doneTyped': (p) =>
    `${p.tab} wurde zurückgenommen: die von Hand eingetragenen Bretter sind wieder da, wie sie eingetragen waren.`,
  'undo.standingsNotRecomputed': (p) =>
    `Die Tabelle konnte nicht neu berechnet werden (${p.reason}); wählen Sie „Tabelle aktualisieren“, sobald das behoben ist.`,
  'round.noneToCheck': 'Es gibt noch kein Rundenblatt zum Prüfen.',
  'round.noneToExplain': 'Es gibt noch kein Rundenblatt zum Erklären.',
  'round.systemUnavailable': 'Das Paarungssystem der Einstellungen ist nicht verfügbar.',
  'round.protection': (p) =>
    `Paarungen der Runde ${p.round}: nur Ergebnisse eintragen; um die Paarungen zu ändern, „Letzte Runde zurücknehmen“ wählen.`,
  'status.noPlayersTab': (p) => `Noch kein Blatt ${p.players}: „${p.create}“ drücken.`,
  'explain.written': (p) => `Die Erklärung der Runde ${p.round} steht im Blatt „${p.tab}“.`,
  'import.taken': (p) =>
    `Diese Tabelle enthält schon ein Turnier (Blätter ${p.tabs}). Importieren Sie in eine neue Tabelle (Datei > Neu > Tabelle) oder löschen Sie zuerst diese Blätter.`,
  'import.failed': (p) => `Die TRF-Datei kann nicht importiert werden: ${p.reason}`,
  'language.noSettingsTab': (p) =>
    `Es gibt kein Blatt ${p.tab} für die Sprache: legen Sie zuerst die Turnierblätter an.`,

  // The players' page.
  'page.notStarted': 'Nicht begonnen',
  'page.round': (p) => `Runde ${p.round}`,
  'page.match': (p) => `Kampf ${p.match}`,
  'page.nameOrTeam': 'Ihr Name oder Ihre Mannschaft',
  'page.noPlayerOrTeam': 'Kein Spieler und keine Mannschaft dieser Runde hat diesen Namen.',
  'page.roundOf': (p) => `Runde ${p.round} von ${p.rounds}`,
  'page.beforeRound1': 'Vor Runde 1',
  'page.afterRound': (p) => `Nach Runde ${p.round}`,
  'page.pairings': 'Paarungen',
  'page.pairingsOfRound': (p) => `Paarungen, Runde ${p.round}`,
  'page.standings': 'Tabelle',
  'page.crosstable': 'Kreuztabelle',
  'page.crosstableKey': (p) =>
    `${p.after}. 12w1: gegen den Spieler der Zeile 12, mit Weiß, gewonnen.`,
  'page.footer': 'Laden Sie die Seite neu für die neuesten Paarungen und Ergebnisse.',
  'page.noRound': 'Noch keine Runde ausgelost.',
  'page.find': 'Finden Sie Ihr Brett',
  'page.yourName': 'Ihr Name',
  'page.noMatch': 'Kein Spieler dieser Runde hat diesen Namen.',
  'page.board': 'Brett',
  'page.result': 'Erg.',
  'page.points': (p) => `${p.points} Pkt.`,
  'page.updating':
    'Die Paarungen werden gerade aktualisiert. Laden Sie die Seite in einer Minute neu.',
  'team.column.games': 'Partien',
  'team.column.points': 'Punkte',
  'team.column.percentage': 'Prozent',
  'schedule.notTable': (p) =>
    `Der Spielplan ist für ein Rundenturnier, dessen Runden aus einer Tabelle kommen: ${p.system} paart jede Runde nach den Ergebnissen. Wählen Sie Round robin oder Double round robin in den Einstellungen.`,
  'schedule.tooFew': (p) =>
    `Ein Rundenturnier braucht mindestens zwei Spieler im Blatt ${p.players}.`,
  'schedule.written': (p, f) =>
    `${p.tab}: ${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })} aus ${p.source}.${p.players === null ? '' : ` Die Auslosung ergab die Berger-Nummern im Blatt ${p.players}.`}`,
};
