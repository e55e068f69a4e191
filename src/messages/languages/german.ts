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
  'tab.importedFile': 'Importierte Datei',
  'tab.round': (p) => `Runde ${p.round}`,
  'tab.roundWhy': (p) => `Runde ${p.round} Erklärung`,

  'undo.nothingUndone': 'Es wurde nichts zurückgenommen.',

  'settings.language': 'Sprache',
  'settings.languageChoice': (p, f) =>
    f.languageName(p.code) === null ? p.name : `${p.name} (${f.languageName(p.code)})`,

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
  'sidebar.tiebreaks': 'Feinwertungen, der Reihe nach',
  'sidebar.tiebreaksNone': 'Keine: punktgleiche Spieler teilen sich den Platz.',
  'sidebar.tiebreakAdd': 'Feinwertung hinzufügen',
  'sidebar.tiebreakModifier': 'Streichung, Median oder Grenze',
  'sidebar.forfeitsAsPlayed': 'Kampflose Partien zählen als gespielt (/P)',
  'sidebar.fore': 'Vorläufige Buchholz der Gegner (/F)',
  'sidebar.add': 'Hinzufügen',
  'sidebar.defaultList': 'Standardliste',
  'sidebar.unrated': 'Elo von Gegnern ohne Elo',
  'sidebar.unratedNone': 'Keine',
  'sidebar.unratedHint':
    'Für ARO, TPR, PTP, APRO und APPO (C.07 10). Leer gelassen, ergeben sie keinen Wert, sobald ein Spieler ohne Elo ist.',
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
    'Stellen Sie das Skript einmal als Web-App bereit (README, „The players’ page“), um hier den Link zu sehen.',
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
  'sidebar.complete': 'Alle Ergebnisse sind eingetragen: Das Turnier ist beendet.',
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
  'print.all': 'Alles',
  'print.paper': 'Papier',
  'print.letter': 'US-Letter',
  'print.a4': 'A4',
  'print.date': (p, f) => f.date(p.day),
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
  'print.rank': 'Platz',
  'print.title': 'Titel',
  'print.federation': 'Land',
  'print.rating': 'Elo',
  'print.points': 'Pkt.',
  'print.bye': 'Spielfrei',
  'print.halfPointBye': 'Freilos mit halbem Punkt',
  'print.fullPointBye': 'Freilos mit vollem Punkt',
  'print.absent': 'Abwesend',
  'print.noRound': 'Noch ist keine Runde ausgelost: Es gibt keine Paarungen zu drucken.',
  'print.notTable':
    'Nur ein Rundenturnier hat einen vorab festgelegten Spielplan; dieses Turnier wird Runde für Runde ausgelost.',
  'tab.schedule': 'Spielplan',
  'menu.writeSchedule': 'Spielplan des Rundenturniers schreiben',
  'sidebar.scheduleTitle': 'Spielplan des Rundenturniers',
  'sidebar.scheduleHint':
    'Alle Runden der Berger-Tabelle auf einem Blatt, mit den Berger-Nummern und den Namen, zum Drucken. Vor Runde 1 wird die Auslosung vorgenommen.',
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
    `Paarungen der Runde ${p.round}: Ergebnisse eintragen oder eine Aufstellung in den Spielerspalten ändern; um die Paarungen zu ändern, „Letzte Runde zurücknehmen“ wählen.`,
  'team.paired': (p, f) =>
    `Runde ${p.round} nach dem Schweizer System für Mannschaften (C.04.6) ausgelost: ${f.plural(p.matches, { one: `${p.matches} Kampf`, other: `${p.matches} Kämpfe` })}${p.byes > 0 ? `, ${f.plural(p.byes, { one: `${p.byes} Mannschaft nicht gepaart`, other: `${p.byes} Mannschaften nicht gepaart` })}` : ''}.`,
  'team.over': (p, f) =>
    `Das Turnier ist zu Ende: ${f.plural(p.rounds, { one: `Seine einzige Runde ist`, other: `Alle ${p.rounds} Runden sind` })} ausgelost. Für weitere Runden „Runden“ in den Einstellungen erhöhen.`,
  'team.noPairing': (p) =>
    `Für Runde ${p.round} gibt es keine gültige Paarung (${p.reason}). Nichts wurde geändert.`,
  'team.nothingToUndo': 'Es gibt keine Runde zum Zurücknehmen.',
  'team.undoQuestion': (p, f) =>
    `Runde ${p.round} hat schon ${f.plural(p.results, { one: `${p.results} Ergebnis`, other: `${p.results} Ergebnisse` })}. Die Runde trotzdem zurücknehmen? Ihr Blatt und ihre Ergebnisse werden gelöscht.`,
  'team.undone': (p) => `Runde ${p.round} wurde zurückgenommen.`,
  'team.refreshed': 'Die Mannschaftsergebnisse und die Mannschaftswertung sind aktuell.',
  'team.tabsThere': 'Die Turnierblätter sind schon da.',
  'team.tabsMade': (p) =>
    `Angelegt: ${p.tabs}. Jede Mannschaft in eine Zeile des Blatts Mannschaften schreiben, ihre Spieler darunter in Brettreihenfolge (Ersatzspieler zuletzt), dann Runde 1 auslosen.`,
  'team.check.noRound': 'Es gibt noch kein Rundenblatt zum Prüfen.',
  'team.check.same': (p) =>
    `Runde ${p.round} ist die Paarung des Schweizer Systems für Mannschaften (C.04.6).`,
  'team.check.differs': (p) =>
    `Runde ${p.round} ist nicht die Paarung des Schweizer Systems für Mannschaften (C.04.6):`,
  'team.check.metBefore': (p) =>
    `${p.white} und ${p.black} haben schon gegeneinander gespielt ([C1]).`,
  'team.check.systemPairs': (p) => `das System paart ${p.white} – ${p.black};`,
  'team.check.tabPairs': (p) => `das Blatt paart ${p.white} – ${p.black};`,
  'team.check.pab': (p) => `spielfrei (Auslosung): ${p.tab} im Blatt, ${p.system} nach dem System.`,
  'team.problem.noTeamsTab': 'es gibt kein Blatt Mannschaften: „Turnierblätter anlegen“ wählen',
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
    'Tragen Sie die Mannschaften im Blatt Mannschaften ein (mindestens zwei) und losen Sie dann Runde 1 aus.',
  'sidebar.matchPointsFor': 'Matchpunkte für',
  'sidebar.teamTiebreaksHint':
    'Der Reihe nach, durch Kommas getrennt: MPvGP, BH, BH:MP, BH:GP, DE, EDE, EMMSB, EMGSB, EGMSB, EGGSB, SSSC/K1; eine Streichung als BH/C1.',
  'team.sidebar.noTeamsTab': 'Noch kein Blatt Mannschaften: „Turnierblätter anlegen“ wählen.',
  'team.sidebar.settingsMissing':
    'Die Einstellungen sind nicht angekommen; laden Sie die Seitenleiste neu und speichern Sie sie erneut.',
  'team.problem.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `${p.paired} Runde ist`, other: `${p.paired} Runden sind` })} schon ausgelost: Runden können nicht weniger sein`,
  'team.problem.boardsPlayed': (p, f) =>
    `die schon ausgelosten Runden haben ${f.plural(p.boards, { one: `${p.boards} Brett`, other: `${p.boards} Bretter` })} je Kampf: „Bretter je Mannschaftskampf“ kann sich jetzt nicht mehr ändern`,
  'team.keptNoPairing': (p) =>
    `Um die von Hand eingetragenen Kämpfe der Runde ${p.round} gibt es keine gültige Paarung der übrigen Mannschaften (C.04.6 [C1]-[C3]: ${p.reason}). Ändern oder entfernen Sie einen eingetragenen Kampf; nichts wurde geändert.`,
  'team.problem.keptNotPlaying': (p) =>
    `${p.team} spielt Runde ${p.round} nicht (ein Freilos oder ein Rückzug im Blatt Mannschaften)`,
  'team.problem.keptMetBefore': (p) =>
    `${p.left} und ${p.right} haben in Runde ${p.round} gegeneinander gespielt: sie dürfen sich nicht noch einmal treffen (C.04.6 [C1])`,
  'sidebar.typedMatches': (p, f) =>
    `Runde ${p.round}: ${f.plural(p.count, { one: `${p.count} Kampf`, other: `${p.count} Kämpfe` })} von Hand eingetragen; „Nächste Runde auslosen“ lost die übrigen Mannschaften darum herum aus.`,
  'team.problem.missingRound': (p) =>
    `für diese Runde gibt es kein Blatt, aber Runden bis ${p.last} sind ausgelost`,
  'team.problem.unknownTeam': (p) => `„${p.team}“ ist keine Mannschaft des Blatts Mannschaften`,
  'team.problem.teamTwiceInRound': (p) =>
    `die Mannschaft „${p.team}“ steht schon in Zeile ${p.row} dieser Runde`,
  'team.problem.matchResult': (p) =>
    `„${p.value}“: das Ergebnis einer Kampfzeile bleibt leer oder nennt den ganzen Kampf kampflos (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) => `„${p.value}“ ist nicht das nächste Brett seines Kampfs`,
  'team.problem.notInTeam': (p) =>
    `„${p.player}“ ist kein Spieler der Mannschaft „${p.team}“ (Blatt Mannschaften)`,
  'team.problem.boardResult': (p) => `„${p.value}“ ist kein Ergebnis`,
  'team.problem.resultInForfeitedMatch':
    'der ganze Kampf ist kampflos (seine Kampfzeile): die Bretter ohne Ergebnis lassen',
  'team.problem.resultOnEmptyBoard': (p) =>
    `„${p.value}“: ein Brett ohne Spieler ist kampflos verloren; sein Ergebnis leer lassen`,
  'team.problem.byeWord': (p) =>
    `„${p.value}“ ist weder Spielfrei (Auslosung) noch Spielfrei auf Antrag noch Zurückgezogen`,
  'team.problem.playerTwiceInMatch': (p) => `„${p.player}“ spielt an zwei Brettern dieses Kampfs`,
  'team.problem.lineUpOrder': (p) =>
    `„${p.player}“ spielt an einem niedrigeren Brett als ein Spieler, der in der Mannschaft „${p.team}“ nach ihm steht: eine Aufstellung hält die Reihenfolge des Blatts Mannschaften ein`,
  'team.problem.noResult': (p) => `Kampf ${p.match}, Brett ${p.board} hat noch kein Ergebnis`,
  'team.problem.tooFewTeams': (p) =>
    `Runde ${p.round} kann nicht ausgelost werden: weniger als zwei Mannschaften spielen in ihr.`,
  'team.importTaken': (p) =>
    `Dieses Tabellendokument enthält schon ein Turnier (Blätter ${p.tabs}). Importieren Sie in ein neues Tabellendokument oder löschen Sie zuerst diese Blätter.`,
  'team.importRefused': (p) =>
    `Die Mannschafts-TRF-Datei kann nicht importiert werden: ${p.reason}`,
  'team.importColours':
    'Satz 352 gibt den Brettern andere Farben als abwechselnd ab Brett 1, wie die Rundenblätter sie zeigen',
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
  'header.round': 'Runde',
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
  'result.doubleForfeit': 'beidseitig kampflos',
  'result.adjourned': 'hängend',
  'bye.pairingAllocated': 'Spielfrei',
  'bye.half': 'Freilos mit halbem Punkt',
  'bye.full': 'Freilos mit vollem Punkt',
  'bye.absent': 'Abwesend',
  'bye.free': 'Spielfrei ohne Partie',
  'round.handMark': 'Von Hand geändert',
  'handMark.differs': (p) =>
    `weicht von der Paarung nach ${p.system} ab (gefunden mit Diese Runde prüfen)`,
  'handMark.noPairing': (p) =>
    `${p.system} findet keine gültige Paarung dieser Runde (gefunden mit Diese Runde prüfen)`,
  'handMark.typedBoards': (p) =>
    `${p.count === 1 ? 'Brett' : 'Bretter'} ${p.boards} von Hand eingetragen, die übrigen Spieler darum herum nach ${p.system} gepaart`,
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
  'setting.drawingOfLots': 'Auslosung der Startnummern',
  'setting.drawSeed': 'Startwert der Auslosung',
  'setting.cycleOrder': 'Reihenfolge des doppelten Rundenturniers',
  'draw.random': 'Zufällig',
  'draw.varma': 'Varma-Tabellen',
  'draw.hand': 'Von Hand',
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
  'systemName.dutch': 'FIDE-Holländisches System (Ausgabe 2025, gültig seit 1. Feb. 2026)',
  'systemName.dutch-2017': 'FIDE-Holländisches System (Ausgabe 2017, Text von Baku 2016)',
  'systemName.rating-1998': 'Schweizer System nach Elo (1998, früher C.04.1)',
  'systemName.lim': 'Lim-System (C.04.4.3)',
  'systemName.burstein': 'Burstein-System (C.04.4.2, Ausgabe 2026)',
  'systemName.dubov': 'Dubov-System (C.04.4.1, Ausgabe 2026)',
  'systemName.double-swiss': 'Doppel-Schweizer System (C.04.5, 2026)',
  'systemName.round-robin': 'Rundenturnier, Berger-Tabellen (C.05 Anhang 1)',
  'systemName.double-round-robin': 'Doppelrundenturnier, Berger-Tabellen (C.05 Anhang 1)',
  'tiebreakName.BH': 'Buchholz',
  'tiebreakName.FB': 'Fore-Buchholz',
  'tiebreakName.AOB': 'Durchschnittliche Buchholz der Gegner',
  'tiebreakName.SB': 'Sonneborn-Berger',
  'tiebreakName.PS': 'Fortschreitende Wertung',
  'tiebreakName.DE': 'Direkter Vergleich',
  'tiebreakName.WIN': 'Anzahl der Siege',
  'tiebreakName.WON': 'Am Brett gewonnene Partien',
  'tiebreakName.BPG': 'Mit Schwarz gespielte Partien',
  'tiebreakName.BWG': 'Mit Schwarz gewonnene Partien',
  'tiebreakName.REP': 'Zum Spielen gewählte Runden',
  'tiebreakName.ARO': 'Elo-Durchschnitt der Gegner',
  'tiebreakName.TPR': 'Turnierleistung',
  'tiebreakName.PTP': 'Perfekte Turnierleistung',
  'tiebreakName.APRO': 'Durchschnittliche Turnierleistung der Gegner',
  'tiebreakName.APPO': 'Durchschnittliche perfekte Turnierleistung der Gegner',
  'tiebreakName.KS': 'Koya-System',
  'tiebreakName.STD': 'Standardpunkte',
  'tiebreakName.TPN': 'Setzlistennummer',
  'tiebreakName.RTNG': 'Elo',
  'tiebreakName.LOT': 'Los',
  'help.result': (p) => `Wählen Sie das Ergebnis: ${p.choices}.`,
  'help.secondGame': (p) =>
    `In Partie 2 wechseln die Farben; das Ergebnis liest sich von links nach rechts (1-0: der linke Spieler hat gewonnen). Wählen Sie das Ergebnis: ${p.choices}.`,
  'help.oneOf': (p) => `Eines von: ${p.choices}`,
  'help.fideTitle': (p) =>
    `Ein FIDE-Titel (${p.choices}); ein nationaler Titel bleibt, wie er geschrieben ist`,
  'byName.byePoints': (p) =>
    `${p.bye} (${p.points} ${p.count === 1 || p.count === 0.5 ? 'Punkt' : 'Punkte'})`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (p, f) =>
    `Runde ${p.round} mit ${p.system} ausgelost: ${f.plural(p.games, { one: `${p.games} Partie`, other: `${p.games} Partien` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} Freilos oder Abwesenheit`, other: `${p.unpaired} Freilose oder Abwesenheiten` })}` : ''}.`,
  'pair.over': (p, f) =>
    `Das Turnier ist zu Ende: ${f.plural(p.rounds, { one: `Seine einzige Runde ist`, other: `Alle ${p.rounds} Runden sind` })} ausgelost. „Tabelle aktualisieren“ ergibt die Abschlusstabelle und die Kreuztabelle; für weitere Runden erhöhen Sie „Runden“ in den Einstellungen.`,
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
  'error.internal': (p) =>
    `Im Add-on ist etwas schiefgegangen (${p.detail}). Bitte senden Sie diese Datei und diese Meldung an die Person, die das Add-on für Sie betreut.`,
  'error.file': (p) =>
    `Der Computer hat dem Add-on das Lesen oder Schreiben einer Datei verweigert (${p.detail}).`,
  'problem.atRow': (p) => `${p.tab}, Zeile ${p.row}: ${p.problem}`,
  'problem.inTab': (p) => `${p.tab}: ${p.problem}`,
  'problem.more': (p) => `… und ${p.count} weitere.`,
  // Die Probleme beim Lesen der Blätter (nach „Blatt, Zeile N:“).
  'problem.inColumn': (p) => `in „${p.column}“: ${p.problem}`,
  'problem.players.noColumns': (p, f) =>
    `die Kopfzeile hat keine Spalte ${f.list(
      p.columns.map((column) => `„${column}“`),
      'or',
    )}`,
  'problem.players.nameBlank': 'der Name ist leer',
  'problem.players.nameAgain': (p) => `„${p.name}“ ist schon der Name in Zeile ${p.row}`,
  'problem.players.number': (p) => `die Nr. „${p.value}“ ist keine ganze Zahl von 1 bis 9999`,
  'problem.players.numberAgain': (p) => `Nr. ${p.number} ist schon die Nr. in Zeile ${p.row}`,
  'problem.players.rating': (p) => `die Elo-Zahl „${p.value}“ ist keine Zahl`,
  'problem.players.sex': (p) => `das Geschlecht „${p.value}“ ist weder m noch w`,
  'problem.players.status': (p) =>
    `der Status „${p.value}“ ist weder „${p.active}“ noch „${p.withdrawn}“`,
  'problem.players.byeEntry': (p) =>
    `„${p.value}“ ist keine Runde: Rundennummern wie 3, 5H schreiben (H Freilos mit halbem Punkt, F Freilos mit vollem Punkt, nichts oder Z abwesend)`,
  'problem.players.byeTwice': (p) => `Runde ${p.round} steht zweimal da`,
  'problem.players.virtualPoints': (p) =>
    `„${p.value}“ ist keine Punktzahl (nach Runden schreiben: 1; 1; ½)`,
  'problem.players.notAgainstNumber': (p) => `„${p.value}“ ist die Nr. keines Spielers`,
  'problem.players.notAgainstName': (p) => `„${p.value}“ ist der Name keines Spielers`,
  'problem.players.notAgainstSelf': (p) => `„${p.value}“ ist dieser Spieler selbst`,
  'problem.players.numberBlank':
    'die Nr. ist leer, während andere Spieler eine haben: alle Nr. ausfüllen, oder alle löschen, dann nummeriert das Add-on die Spieler nach Elo, Titel und Name (C.04.2 2.2)',
  'problem.players.noNumbers': (p) =>
    `kein Spieler hat eine Nr., aber es sind Runden ausgelost: die Zeilen der Spieler oder ihre Spalte Nr. fehlen (wiederherstellen, oder „${p.undo}“ verwenden)`,
  'problem.tabs.merged': (p) =>
    `die Zellen ${p.cells} sind verbunden und halten so einen Wert für ${p.rows ? 'mehrere Zeilen' : 'mehrere Spalten'}; die Verbindung aufheben (Format > Zellen verbinden > Verbindung aufheben) und jeder Zelle ihren eigenen Wert geben`,
  'problem.tabs.formulaError': (p) =>
    `die Zelle ${p.cell} zeigt ${p.value}, den Fehler einer Formel: die Formel korrigieren oder den Wert eintippen`,
  'problem.tabs.roundLookalike': (p) =>
    `dieses Blatt sieht wie ein Rundenblatt aus, aber das Add-on liest nur Blätter namens „${p.roundN}“ und würde seine Runde noch einmal auslosen; es „${p.asked}“ nach seiner Runde nennen oder löschen, wenn es nicht gebraucht wird`,
  'problem.tabs.roundN': 'Runde N',
  'problem.tabs.lookalike': (p) =>
    `kein Blatt heißt genau „${p.tab}“, aber es gibt „${p.lookalike}“: es in „${p.tab}“ umbenennen`,
  'problem.tabs.noSettings': (p) =>
    `dieses Blatt fehlt, aber es sind Runden ausgelost: dort stehen die Rundenzahl, das System und die Punkte; „${p.create}“ wählen, um es neu anzulegen, und seine Werte prüfen`,
  'problem.tabs.noPlayers': (p) =>
    `dieses Blatt fehlt: im Menü des Add-ons „${p.create}“ wählen, dann die Spieler eintragen`,
  'problem.settings.notOneOf': (p, f) => `„${p.value}“ ist nicht ${f.list(p.choices, 'or')}`,
  'problem.settings.rounds': (p) => `„${p.value}“ ist keine Rundenzahl von 1 bis ${p.max}`,
  'problem.settings.system': (p) =>
    `„${p.value}“ ist kein Paarungssystem; ${p.systems.join(', ')} wählen`,
  'problem.settings.points': (p) => `„${p.value}“ ist keine Punktzahl`,
  'problem.settings.tiebreaks': (p) => `„${p.value}“ ist keine Feinwertungsliste: ${p.problem}`,
  'problem.settings.seed': (p) => `„${p.value}“ ist kein Startwert: eine ganze Zahl`,
  'problem.settings.language': (p) =>
    `„${p.value}“ ist keine Sprache des Add-ons; ${p.languages.join(', ')} wählen oder die Zelle für die Sprache des Tabellendokuments leer lassen`,
  'problem.settings.unratedRating': (p) =>
    `„${p.value}“ ist keine Elo-Zahl: eine ganze Zahl wie 1400 schreiben oder die Zelle leer lassen`,
  'problem.settings.pointOrder': (p, f) =>
    `ein Sieg (${f.number(p.win)}) muss mehr wert sein als ein Remis (${f.number(p.draw)}) und ein Remis mindestens so viel wie eine Niederlage (${f.number(p.loss)})`,
  'problem.settings.buchholzInRoundRobin': (p) =>
    `${p.refused} kann kein ${p.system} werten: C.07 (2026) Art. 8: die Buchholz-Familie darf in Rundenturnieren nicht verwendet werden; ${p.defaults} schreiben oder die Zelle der Liste leeren`,
  'problem.settings.missingRow': (p) =>
    `es gibt keine Zeile „${p.label}“, aber es sind Runden ausgelost; die Bezeichnung „${p.label}“ in Spalte A und ihren Wert in Spalte B schreiben`,
  'problem.settings.missingRowInstead': (p) =>
    `es gibt keine Zeile „${p.label}“, aber es sind Runden ausgelost (keine Einstellungen: ${p.instead.join(', ')}; wurde eine Bezeichnung geändert?); die Bezeichnung „${p.label}“ in Spalte A und ihren Wert in Spalte B schreiben`,
  'problem.settings.labelOnRow': (p) => `„${p.label}“ in Zeile ${p.row}`,
  'problem.tiebreaks.empty': 'eine leere Feinwertung in der Liste',
  'problem.tiebreaks.unknown': (p) =>
    `unbekannte Feinwertung „${p.head}“ in „${p.item}“; bekannt: ${p.known}`,
  'problem.tiebreaks.modifierNotFor': (p) =>
    `der Modifikator „/${p.modifier}“ gilt nicht für ${p.code} (in „${p.item}“)`,
  'problem.tiebreaks.cutsNothing': (p) =>
    `„/${p.modifier}“ streicht nichts; ${p.code} ohne ihn schreiben`,
  'problem.tiebreaks.twoCuts': (p) =>
    `nur ein Streich- oder Median-Modifikator je Feinwertung (in „${p.item}“)`,
  'problem.tiebreaks.unknownModifier': (p) =>
    `unbekannter Modifikator „/${p.modifier}“ in „${p.item}“; die Modifikatoren von C.07 sind /Cn, /Mn, /L+n, /L-n und /P, /F`,
  'problem.tiebreaks.ptsNotFirst':
    'PTS (Punkte) kann nur am Anfang der Liste stehen; die Tabelle ordnet immer zuerst nach Punkten',
  'problem.tiebreaks.lotNotLast': 'LOT (Los) muss die letzte Feinwertung sein (C.07 4.2)',
  'problem.tiebreaks.twice': (p) => `${p.tiebreak} steht zweimal da`,
  // Die Einstellungen der Seitenleiste abgelehnt.
  'refusal.settings.points': (p) => `${p.label} muss eine Zahl von 0 oder mehr sein.`,
  'refusal.settings.pointSystem': (p) => `Punkte: ${p.problem}.`,
  'refusal.settings.noTiebreaks': 'Die Feinwertungsliste fehlt.',
  'refusal.settings.tiebreaks': (p) => `Feinwertungen: ${p.problem}.`,
  'refusal.settings.unratedRating': (p) =>
    `Die Elo-Zahl von Gegnern ohne Elo muss eine ganze Zahl von 1 bis ${p.max} sein oder leer bleiben.`,
  'refusal.settings.noName': 'Das Turnier braucht einen Namen.',
  'refusal.settings.rounds': (p) => `Runden muss eine ganze Zahl von 1 bis ${p.max} sein.`,
  'refusal.settings.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `${p.paired} Runde ist`, other: `${p.paired} Runden sind` })} schon ausgelost: Runden kann nicht kleiner sein.`,
  'refusal.settings.unknownSystem': (p) => `Unbekanntes Paarungssystem „${p.value}“.`,
  'refusal.settings.unknownColour': (p) => `Unbekannte Anfangsfarbe „${p.value}“.`,
  'refusal.settings.unknownLanguage': (p) => `Unbekannte Sprache „${p.value}“.`,
  'refusal.settings.notArrived':
    'Die Einstellungen sind nicht angekommen; die Seitenleiste neu laden und sie noch einmal speichern.',
  'problem.round.matchTabOneGame':
    'dieses Blatt hat eine Ergebnisspalte für jede Partie eines Zwei-Partien-Matches, aber das Paarungssystem der Einstellungen spielt eine Partie je Runde',
  'problem.round.oneGameTabMatch':
    'das Paarungssystem der Einstellungen spielt Zwei-Partien-Matches, aber dieses Blatt hat nur eine Spalte Ergebnis (wurde das System nach der Paarung der Runde geändert?)',
  'problem.round.columnMoved': (p) =>
    `Spalte ${p.column} sollte „${p.wanted}“ sein, enthält aber „${p.found}“: eine Spalte wurde eingefügt, gelöscht oder verschoben; die Spalten so zurückstellen, wie das Add-on sie geschrieben hat (${p.columns.join(', ')})`,
  'problem.round.columnEmpty': (p) =>
    `Spalte ${p.column} sollte „${p.wanted}“ sein, ist aber leer: eine Spalte wurde eingefügt, gelöscht oder verschoben; die Spalten so zurückstellen, wie das Add-on sie geschrieben hat (${p.columns.join(', ')})`,
  'problem.round.whiteNumber': (p) => `die Nr. von Weiß „${p.value}“ ist keine Startnummer`,
  'problem.round.blackNumber': (p) => `die Nr. von Schwarz „${p.value}“ ist keine Startnummer`,
  'problem.round.playerNumber': (p) => `die Nr. des Spielers „${p.value}“ ist keine Startnummer`,
  'problem.round.byeResult': (p) =>
    `diese Zeile ist ein „${p.bye}“, keine Partie: ihr Ergebnis zeigt nur die Punkte, die sie gibt (sie enthält „${p.value}“)`,
  'problem.round.byeOpponent': (p) => `diese Zeile ist ein „${p.bye}“: sie hat keinen Gegner`,
  'problem.round.boardCell': (p) =>
    `die Zelle Brett „${p.value}“ ist weder eine Brettnummer noch eines von ${p.labels.join(', ')}`,
  'problem.round.resultDate': (p) =>
    `die Zelle Ergebnis enthält ein Datum (ein dort getipptes Ergebnis wurde zu einem); das Ergebnis aus der Liste wählen: ${p.choices.join(', ')}`,
  'problem.round.result': (p) =>
    `„${p.value}“ ist kein Ergebnis; eines von ${p.choices.join(', ')} verwenden`,
  'problem.round.unknownNumber': (p) =>
    `Nr. ${p.number} ist keine Nr. eines Spielers im Blatt ${p.players}`,
  'problem.round.numberAgain': (p) => `Nr. ${p.number} steht schon in Zeile ${p.row} dieser Runde`,
  'problem.round.self': (p) => `Nr. ${p.number} kann nicht gegen sich selbst spielen`,
  'problem.round.emptyTab': (p) =>
    `das Blatt enthält keine Partie und kein Freilos: seine Zeilen wiederherstellen, oder, wenn die Runde neu ausgelost werden soll, „${p.undo}“ verwenden (ein für die nächste Runde geleertes Blatt: löschen, oder die zu behaltenden Bretter eintippen)`,
  'problem.round.missingTab': (p) => `das Blatt fehlt, aber es gibt ein Blatt „${p.last}“`,
  'problem.round.movedNumbers': (p) =>
    `Nr. ${p.number} ist hier „${p.name}“, aber im Blatt ${p.players} „${p.now}“, wo „${p.name}“ ${p.other === null ? 'keine Nr. hat' : `Nr. ${p.other} ist`} (Zeile ${p.row}): die Nummern oder die Namen dort wurden verschoben (nur eine Spalte sortiert?); sie so zurückstellen, wie sie waren`,
  'problem.round.rematch': (p) =>
    `Nr. ${p.white} und Nr. ${p.black} haben schon in ${p.first} gegeneinander gespielt`,
  'problem.round.pastLast': (p, f) =>
    `laut den Einstellungen hat das Turnier ${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })}`,
  'problem.players.absentButPaired': (p) =>
    `will in Runde ${p.round} abwesend sein, aber ${p.tab} paart Nr. ${p.number} in einer Partie`,
  'problem.players.byePastLast': (p, f) =>
    `will in Runde ${p.round} ein Freilos oder abwesend sein, aber laut den Einstellungen hat das Turnier ${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })}`,
  // Die Berger-Tabelle eines Rundenturniers lehnt ab (C.05 Anhang 1 und 2).
  'problem.table.lateEntry': (p, f) =>
    `${p.name} hat keine Nr.: ein Rundenturnier kann nach Runde 1 keinen Spieler mehr aufnehmen (seine Berger-Tabelle wurde für ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })} ausgelost); die Zeile entfernen oder den Spieler in einem anderen Turnier anmelden`,
  'problem.table.numberBlankByHand': (p) =>
    `die Nr. ist leer, und laut den Einstellungen wird von Hand ausgelost: die Berger-Nummer jedes Spielers eintippen, 1 bis ${p.players}`,
  'problem.table.numberBlank':
    'die Nr. ist leer, während andere Spieler eine haben: alle Nr. eintippen (die Auslosung von Hand), oder alle löschen, dann lost das Add-on sie aus',
  'problem.table.varmaSize': (p) =>
    `die Varma-Tabellen gelten für 9 bis 24 Spieler (C.05 Anhang 2, Anweisung 5), nicht für ${p.players}: eine andere Auslosung wählen`,
  'problem.table.method.random': 'zufällig',
  'problem.table.method.varma': 'mit den Varma-Tabellen',
  'problem.table.method.hand': 'von Hand',
  'problem.table.drawChanged': (p) =>
    `die Auslosung wurde vor Runde 1 gemacht (${p.method}${p.seed === null ? '' : `, Startwert ${p.seed}`}) und kann sich nach der Paarung von Runde 1 nicht mehr ändern (C.05 Anhang 1 Teil 3.1): ihre Methode und ihren Startwert in den Einstellungen zurücksetzen`,
  'problem.table.notBerger': (p) =>
    `Nr. ${p.number} ist keine Berger-Nummer einer Berger-Tabelle für ${p.players} Spieler: die Nummern sind 1 bis ${p.players}`,
  'problem.table.requestedBye': (p) =>
    `${p.name} will in Runde ${p.round} ein Freilos oder abwesend sein, aber ein Rundenturnier behält jeden Spieler an seinem Brett (C.05 Anhang 1): die Runde hier löschen und den kampflosen Verlust in ${p.tab} eintippen, oder den Spieler als zurückgezogen markieren`,
  'problem.round.noResult': (p) =>
    `Brett ${p.board} (Nr. ${p.white} - Nr. ${p.black}) hat noch kein Ergebnis`,
  'problem.round.adjourned': (p) =>
    `die Partie an Brett ${p.board} (Nr. ${p.white} - Nr. ${p.black}) ist hängend: ${p.system} lost erst aus, wenn jede Partie ihr Ergebnis hat (nur das System nach Elo 1998 lost um eine Hängepartie herum aus); das Ergebnis eintragen`,
  // Von Hand getippte Bretter, um die herum „Nächste Runde auslosen“ den Rest auslost.
  'problem.typed.numberedNow': (p) =>
    `Nr. ${p.number} wird erst jetzt vergeben, an einen Spieler ohne Nr. im Blatt ${p.players}: die Nummern eintippen, die das Blatt ${p.players} zeigt`,
  'problem.typed.unknown': (p) => `Nr. ${p.number} ist keine Startnummer eines Spielers`,
  'problem.typed.withdrawn': (p) => `Nr. ${p.number} hat sich zurückgezogen`,
  'problem.typed.absent': (p) =>
    `Nr. ${p.number} hat ein Freilos verlangt oder ist in Runde ${p.round} abwesend`,
  'problem.typed.twice': (p) => `Nr. ${p.number} steht schon an Brett ${p.board} der Liste`,
  'problem.typed.board': (p, f) =>
    `Brett ${p.board}: diese Runde hat ${f.plural(p.boards, { one: `${p.boards} Brett`, other: `${p.boards} Bretter` })}`,
  'problem.typed.boardAgain': (p) => `Brett ${p.board} ist auch in Zeile ${p.row} getippt`,
  // Was eine TRF-Datei nicht fassen kann.
  'problem.export.name': 'der Name',
  'problem.export.title': 'der Titel',
  'problem.export.federation': 'das Land',
  'problem.export.birth': 'das Geburtsdatum',
  'problem.export.tooLong': (p, f) =>
    `${p.field} „${p.value}“ hat ${f.plural(p.length, { one: `${p.length} Zeichen`, other: `${p.length} Zeichen` })}; eine TRF-Datei fasst ${p.width}: zum Exportieren kürzen`,
  'problem.export.fideId': (p) =>
    `die FIDE-ID „${p.value}“ hat nicht höchstens 11 Ziffern, wie eine TRF-Datei sie braucht: zum Exportieren korrigieren oder löschen`,
  // Was Diese Runde prüfen und Diese Runde erklären um die Worte des Systems herum sagen.
  'refusal.explain.notNumber': (p) =>
    `„${p.value}“ ist keine Startnummer: die Nr. von zwei Spielern angeben.`,
  'check.checkedWith': (p) => `${p.tab}, geprüft mit ${p.system}:`,
  'check.typedBoards': (p) =>
    `${p.tab} enthält von Hand getippte Bretter: „${p.pair}“ lost die übrigen Spieler um sie herum aus.`,
  'check.marked': (p) =>
    `${p.tab} ist nicht die eigene Paarung des Systems: sie ist in ihrem Blatt und im TRF-Export als „${p.mark}“ markiert.`,
  'explain.changedByHand': (p) =>
    `Diese Runde weicht von der eigenen Paarung des Programms ab (von Hand geändert): „${p.check}“ vergleicht sie.`,
  'undo.doneWithoutRecord': (p) =>
    `${p.tab} wurde gelöscht. Das verborgene Blatt „${p.undoTab}“ hat keinen Eintrag zu ihrer Paarung (sie wurde importiert, oder der Eintrag wurde entfernt), daher wurde nichts weiter wiederhergestellt.`,
  'import.pointsWarning': (p) =>
    ` Achtung: die Punktespalte der Datei stimmt nicht mit ihren Ergebnissen überein, und das Tabellendokument zählt die Ergebnisse: ${p.differences}${p.more > 0 ? `; und ${p.more} weitere` : ''}.`,
  'import.rematch': (p) =>
    `Nr. ${p.white} ${p.whiteName} und Nr. ${p.black} ${p.blackName} (${p.first} und ${p.round})`,
  'import.rematchWarning': (p) =>
    ` Achtung: die Datei paart Spieler, die schon gegeneinander gespielt hatten (C.04.1 Art. 2 verbietet es; die Runden werden so importiert, wie die Datei sie hat, und spätere Runden paaren sie nicht noch einmal): ${p.rematches.join('; ')}${p.more > 0 ? `; und ${p.more} weitere` : ''}.`,
  'import.rulersSkipped': (p) =>
    p.lines.length === 1
      ? `Zeile ${p.lines[0]}: Spaltenlineal (wie es Swiss-Manager über die Spieler schreibt) übersprungen`
      : `Zeilen ${p.lines.join(', ')}: Spaltenlineale (wie sie Swiss-Manager über die Spieler schreibt) übersprungen`,
  'import.pointsDifference': (p, f) =>
    `${p.line === null ? 'Spalten 81-84' : `Zeile ${p.line}, Spalten 81-84`}: die Punkte von Spieler ${p.player} lauten ${f.number(p.declared, 1)}, seine Ergebnisse ergeben ${f.number(p.results, 1)}`,
  'import.note': (p) => ` Hinweis: ${p.note}.`,
  'import.droppedTiebreaks': (p) =>
    p.tiebreaks.length === 1
      ? ` Die Feinwertung ${p.tiebreaks[0]} der Datei berechnet dieses Add-on nicht; sie wurde aus der Liste im Blatt ${p.tab} weggelassen.`
      : ` Die Feinwertungen ${p.tiebreaks.join(', ')} der Datei berechnet dieses Add-on nicht; sie wurden aus der Liste im Blatt ${p.tab} weggelassen.`,
  'pair.forbiddenPair': (p) =>
    `Nr. ${p.a}${p.aName === '' ? '' : ` ${p.aName}`} und Nr. ${p.b}${p.bName === '' ? '' : ` ${p.bName}`}`,
  'pair.lateForbiddenPairs': (p, f) =>
    `Achtung: ${f.plural(p.pairs.length, { one: 'ein verbotenes Paar wurde', other: `${p.pairs.length} verbotene Paare wurden` })} (Spalten „${p.notAgainst}“ oder „${p.club}“) hinzugefügt, nachdem ${p.round === 1 ? 'Runde 1 ausgelost war' : `Runde ${p.round} hier ausgelost war`}: ${p.pairs.join('; ')}. Ein FIDE-gewertetes Turnier darf nach Runde 1 keine verbotenen Paare hinzufügen (C.02.03); ${f.plural(p.pairs.length, { one: 'es wurde', other: 'sie wurden' })} trotzdem getrennt gehalten.`,
  'pair.typedBoardsKept': (p, f) =>
    `${f.plural(p.count, { one: 'Brett', other: 'Bretter' })} ${p.boards} von ${p.tab}, von Hand getippt, ${f.plural(p.count, { one: 'wurde', other: 'wurden' })} behalten, und die übrigen Spieler wurden um sie herum ausgelost. In einem FIDE-gewerteten Turnier ist das die Entscheidung des Schiedsrichters: korrekte Paarungen dürfen nicht zugunsten eines Teilnehmers geändert werden (C.04.2 1.5), und eine Paarung wird nur in den Fällen von C.04.2 4.4 geändert. „${p.check}“ vergleicht die Runde mit der eigenen Paarung des Systems.${p.broken.map((problem) => `\nVerletzt: ${problem}.`).join('')}`,
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
  // Die Erklärungen und Prüfungen der Auslosung (src/engine/explain, src/engine/check).
  'explain.player': (p, f) => `${p.name} (Nr. ${p.id}, ${f.number(p.score)} P.)`,
  'explain.playerNumber': (p) => `Nr. ${p.id}`,
  'explain.roundName': (p) => `Runde ${p.round}`,
  'explain.matchRoundName': (p) => `Match-Runde ${p.round}`,
  'explain.heading': (p) => `${p.round.charAt(0).toUpperCase()}${p.round.slice(1)} (${p.system})`,
  'explain.group': (p, f) =>
    `${f.plural(p.score, { one: `${f.number(p.score)} Punkt`, other: `${f.number(p.score)} Punkte` })}: ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })}${p.fromAbove.length > 0 ? ` und ${p.fromAbove.length} von oben (${p.fromAbove.join('; ')})` : ''}.`,
  'explain.float': (p) => `${p.player} spielt gegen ${p.opponent}: ${p.why}.`,
  'explain.float.upOdd': (p, f) =>
    `die Punktgruppe ${f.number(p.score)} hat ${f.plural(p.left, { one: `${p.left} zu paarenden Spieler`, other: `${p.left} zu paarende Spieler` })}${p.wentUp > 0 ? ` (${f.plural(p.wentUp, { one: `${p.wentUp} ging`, other: `${p.wentUp} gingen` })} in eine höhere hinauf)` : ''}, eine ungerade Zahl: ein Spieler kommt als Floater herauf (${p.floatCount}); ${p.player} ist der, den die Kriterien wählen (${p.floatScores}, ${p.order})`,
  'explain.float.upUnpairable': (p, f) =>
    `die Punktgruppe ${f.number(p.score)} lässt sich nicht in sich paaren (${p.rematch}, ${p.completion}), also kommen Floater herauf (${p.floatCount})`,
  'explain.float.alone': (p, f) =>
    `${p.player} ist der einzige Spieler der Gruppe ${f.number(p.score)} und wird Abwärts-Floater (${p.floatCount})`,
  'explain.float.noPartner': (p, f) =>
    `${p.player} hat schon gegen jeden anderen Spieler der Gruppe ${f.number(p.score)} gespielt oder darf ihm nicht begegnen (${p.articles.join(', ')})`,
  'explain.float.odd': (p, f) =>
    `die Gruppe ${f.number(p.score)} hat ${f.plural(p.players, { one: `${p.players} zu paarenden Spieler`, other: `${p.players} zu paarende Spieler` })}, eine ungerade Zahl: einer wird Abwärts-Floater (${p.floatCount}); ${p.player} ist der, den die Kriterien und die Reihenfolge wählen (${p.floatScores}, ${p.order})`,
  'explain.float.completion': (p, f) =>
    `alle in der Gruppe ${f.number(p.score)} zu paaren ließe keine vollständige Paarung der Spieler darunter zu oder ist nach den Kriterien schlechter (${p.completion}, ${p.floatCount})`,
  'explain.board': (p) =>
    `Brett ${p.board}: ${p.white} - ${p.black}; Weiß für ${p.whiteName}: ${p.colour}.`,
  'explain.board.rule': (p) => `${p.reason} (${p.rule})`,
  'explain.board.someRule': 'Farbregel',
  'explain.board.systemColours': 'Farben nach den eigenen Farbregeln des Systems',
  'explain.bye': (p, f) =>
    `${p.player} erhält das paarungsbedingte Freilos: ${f.plural(p.players, { one: `${p.players} Spieler ist`, other: `${p.players} Spieler sind` })} zu paaren, eine ungerade Zahl.${p.reasons.length > 0 ? ` Von den Spielern mit gleicher oder weniger Punktzahl: ${p.reasons.join('; ')}.` : ' Niemand hat weniger Punkte.'}`,
  'explain.bye.hadWin': (p) =>
    `${p.player} hat schon in ${p.round} einen kampflosen Sieg erhalten (${p.article})`,
  'explain.bye.notChosen': (p) => `${p.player} wird nicht gewählt (${p.article})`,
  'explain.table.board': (p, f) =>
    `Brett ${p.board}: ${p.white} - ${p.black}: Berger-Nummern ${p.whiteNumber} und ${p.blackNumber}, ${p.made}.${p.forfeits.length > 0 ? ` ${f.list(p.forfeits)}: die Partie bleibt in der Berger-Tabelle und geht kampflos verloren (C.05 6.6).` : ''}`,
  'explain.table.withdrawn': (p) => `${p.player} hat sich zurückgezogen`,
  'explain.table.absent': (p) => `${p.player} spielt in dieser Runde nicht`,
  'explain.table.bye': (p) =>
    `${p.player} trifft auf die Platzhalter-Nummer ${p.dummy}: „bei ungerader Spielerzahl zählt die höchste Nummer als spielfrei“ (C.05 Anhang 1); keine Partie, keine Punkte.`,
  'table.source': (p) =>
    `C.05 Anhang 1, Berger-Tabelle für ${p.size - 1} oder ${p.size} Spieler${p.constructed ? ', nach der Bildungsregel (die FIDE druckt bis 16)' : ''}`,
  'table.round': (p) =>
    `${p.source}, Runde ${p.round}${p.reversed ? ' mit vertauschten Farben (zweiter Durchgang)' : ''}`,
  'citation.article': (p) => `Artikel ${p.article}`,
  'citation.forbiddenPair': 'verbotene Paarung',
  'citation.forbiddenPairOf': (p) => `${p.article} (verbotene Paarung)`,
  'citation.complete': 'die Paarung muss vollständig sein',
  'citation.byeRules': 'die Freilosregeln des Systems',
  'citation.criteria': 'die Kriterien des Systems',
  'citation.order': 'die Paarungsreihenfolge des Systems',
  'colour.bothPreferences': 'beide Spieler erhalten die ihnen zustehende Farbe',
  'colour.strongerPreference': 'der stärkere Farbwunsch wird erfüllt',
  'colour.widerDifference':
    'beide Farbwünsche sind absolut: der mit der größeren Farbdifferenz wird erfüllt',
  'colour.alternation':
    'die Farben wechseln ab der letzten Runde, in der beide verschiedene Farben hatten',
  'colour.higherPreference': 'der höher gesetzte Spieler erhält die ihm zustehende Farbe',
  'colour.initialColour':
    'kein Farbwunsch entscheidet: der höher gesetzte Spieler erhält mit ungerader Setznummer die Anfangsfarbe, mit gerader die andere',
  'colour.1998.colourLimits': 'die Farbgrenzen von B.2',
  'colour.1998.bothPreferences': 'beide Farbwünsche werden erfüllt',
  'colour.1998.alternation':
    'die Farben wechseln ab der letzten Runde, in der sie verschieden waren',
  'colour.1998.higherPreference': 'der höher gesetzte Spieler erhält seinen Farbwunsch',
  'colour.1998.drawnColour': 'die ausgeloste Farbe, nach der Nummer des höher gesetzten Spielers',
  'colour.lim.colourLimits': 'die einzige Verteilung, die beide innerhalb der Farbgrenzen hält',
  'colour.lim.dueColours': 'jeder Spieler erhält die ihm zustehende Farbe',
  'colour.lim.alternation': 'beiden steht dieselbe Farbe zu: Wechsel nach ihren Farbfolgen',
  'colour.lim.higherRanked':
    'gleiche Farbfolgen: der höher gesetzte Spieler erhält die ihm zustehende Farbe',
  'colour.lim.lowerRanked':
    'gleiche Farbfolgen unterhalb des Medians: der niedriger gesetzte Spieler erhält die ihm zustehende Farbe',
  'colour.lim.neitherPlayed':
    'keiner hat gespielt: die für den höher gesetzten Spieler ausgeloste Farbe',
  'colour.lim.roundOne': 'erste Runde: die ausgeloste Farbe wechselt durch die obere Hälfte',
  'colour.doubleSwiss.firstMatch': (p) =>
    `keiner hat ein Match gespielt: der höher gesetzte Spieler (Nr. ${p.player}) hat die TPN ${p.tpn}, ${p.odd ? 'ungerade, und erhält die Anfangsfarbe' : 'gerade, und erhält die Gegenfarbe der Anfangsfarbe'}: ${p.white ? 'Weiß' : 'Schwarz'}`,
  'colour.doubleSwiss.fewerWhites': 'Weiß für den Spieler, der weniger Weißpartien hatte',
  'colour.doubleSwiss.alternation':
    'die Farben wechseln ab der jüngsten Runde, in der beide verschiedene Farben hatten',
  'colour.doubleSwiss.higherAlternates':
    'der höher gesetzte Spieler wechselt gegenüber seinem letzten Match',
  'colour.doubleSwiss.opponentAlternates': 'der Gegner wechselt gegenüber seinem letzten Match',
  'colour.table.board': (p) => `Brett ${p.board}: ${p.where}`,
  'whyNot.inRound': (p) => `Runde ${p.round}: ${p.answer}`,
  'whyNot.noPlayer': (p) => `Es gibt keinen Spieler Nr. ${p.id}.`,
  'whyNot.himself': 'Ein Spieler kann nicht gegen sich selbst gepaart werden.',
  'whyNot.paired': (p) =>
    `${p.white} und ${p.black} sind an Brett ${p.board} gepaart (${p.white} hat Weiß).`,
  'whyNot.table': (p, f) =>
    `${p.a} und ${p.b} spielen in ${f.plural(p.rounds.length, { one: 'Runde', other: 'den Runden' })} ${f.list(p.rounds)} gegeneinander: jede Partie stammt aus der Berger-Tabelle (${p.source}).`,
  'whyNot.notToPair': (p) =>
    `${p.player} wird in Runde ${p.round} nicht gepaart (abwesend, beantragtes Freilos oder zurückgezogen).`,
  'whyNot.met': (p) =>
    `${p.a} und ${p.b} haben schon in ${p.round} gegeneinander gespielt: zwei Spieler treffen nicht zweimal aufeinander (${p.article}).`,
  'whyNot.forbidden': (p) =>
    `${p.a} und ${p.b} sind eine vom Veranstalter verbotene Paarung (${p.article}).`,
  'whyNot.sameAbsoluteColour': (p) =>
    `${p.a} und ${p.b} müssen beide ${p.white ? 'Weiß' : 'Schwarz'} haben (absolute Farbwünsche): sie dürfen nicht gegeneinander spielen (${p.article}).`,
  'whyNot.incomplete': (p) =>
    `Mit ${p.a} gegen ${p.b} lassen sich die übrigen Spieler nicht alle paaren (${p.article}).`,
  'whyNot.apart': (p) =>
    `Keine vollständige Paarung hält ${p.a} und ${p.b} zusammen: wenn sie gegen niemand anderen spielen dürfen, ${p.bye !== null ? `erhält Nr. ${p.bye} das paarungsbedingte Freilos` : 'bleiben sie getrennt'} (${p.article}).`,
  'whyNot.order': (p) =>
    `${p.a} mit ${p.b} zu paaren ist bei den Floatern, ihren Punktzahlen, den Farben und den wiederholten Floats Gruppe für Gruppe gleich gut; die übrigen Kriterien und die Paarungsreihenfolge (${p.order}) stellen die gewählte Paarung voran.`,
  'whyNot.worse': (p, f) =>
    `${p.a} mit ${p.b} zu paaren macht ${p.criterion} zu ${p.other.map((x) => f.number(x)).join('; ')} statt ${p.chosen.map((x) => f.number(x)).join('; ')} (${p.article}).`,
  'whyNot.worseElsewhere': (p, f) =>
    `${p.a} mit ${p.b} zu paaren ändert zuerst ${p.criterion} (${p.other.map((x) => f.number(x)).join('; ')} statt ${p.chosen.map((x) => f.number(x)).join('; ')}, ${p.article}); die gewählte Paarung bleibt wegen eines Kriteriums, das diese Übersicht nicht zählt (die Runde vollständig paaren, ${p.completion}, oder die nächste Gruppe).`,
  'criterion.byeScore': 'die Punktzahl des Spielers mit dem paarungsbedingten Freilos',
  'criterion.floatsUp': (p, f) =>
    `die Zahl der Spieler, die in die Punktgruppe ${f.number(p.score)} heraufkommen`,
  'criterion.floatsDown': (p, f) =>
    `die Zahl der Abwärts-Floater aus der Gruppe ${f.number(p.score)}`,
  'criterion.floatScoresUp': (p, f) =>
    `die Punktzahlen der Spieler, die in die Punktgruppe ${f.number(p.score)} heraufkommen`,
  'criterion.floatScoresDown': (p, f) =>
    `die Punktzahlen der Abwärts-Floater aus der Gruppe ${f.number(p.score)}`,
  'criterion.colourMisses': (p, f) =>
    `die Spieler der Gruppe ${f.number(p.score)}, die nicht die ihnen zustehende Farbe erhalten`,
  'criterion.strongColourMisses': (p, f) =>
    `die Spieler der Gruppe ${f.number(p.score)}, deren starker Farbwunsch nicht erfüllt wird`,
  'criterion.repeatedFloats': (p, f) =>
    `die Spieler der Gruppe ${f.number(p.score)}, die in dieselbe Richtung floaten wie in der Vorrunde`,
  'check.shape': (p) => `${p.problem} (jeder zu paarende Spieler wird einmal gepaart)`,
  'pairingShape.unknown': (p) => `Spieler ${p.player} gibt es nicht`,
  'pairingShape.notToPair': (p) => `Spieler ${p.player} ist in Runde ${p.round} nicht zu paaren`,
  'pairingShape.twice': (p) => `Spieler ${p.player} erscheint zweimal`,
  'pairingShape.himself': (p) => `Spieler ${p.player} ist gegen sich selbst gepaart`,
  'pairingShape.notPaired': (p) => `Spieler ${p.player} ist nicht gepaart`,
  'pairingShape.noBye': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} Spieler ist`, other: `${p.count} Spieler sind` })} zu paaren, aber es gibt kein Freilos`,
  'pairingShape.byeGiven': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} Spieler ist`, other: `${p.count} Spieler sind` })} zu paaren, aber ein Freilos wird vergeben`,
  'check.rematch': (p) =>
    `Brett ${p.board}: ${p.white} und ${p.black} haben schon in ${p.round} gegeneinander gespielt (${p.article})`,
  'check.forbidden': (p) =>
    `Brett ${p.board}: ${p.white} und ${p.black} sind eine verbotene Paarung (${p.article})`,
  'check.colours': (p) =>
    `Brett ${p.board}: ${p.player} hätte ${p.threeInARow ? 'dreimal hintereinander dieselbe Farbe' : `eine Farbdifferenz von ${p.difference}`} (${p.articles.join(', ')})`,
  'check.byeAfterWin': (p) =>
    `${p.player} erhält das paarungsbedingte Freilos, obwohl er schon in ${p.round} einen kampflosen Sieg erhielt (${p.article})`,
  'check.worse': (p, f) =>
    `${p.criterion}: ${p.other.map((x) => f.number(x)).join('; ')} gegenüber ${p.chosen.map((x) => f.number(x)).join('; ')} in der Paarung von ${p.system} (${p.article})`,
  'check.noneBroken': (p) => `Runde ${p.round}: kein absolutes Kriterium ist verletzt.`,
  'check.broken': (p, f) =>
    `Runde ${p.round}: ${f.plural(p.count, { one: `${p.count} absolutes Kriterium ist verletzt:`, other: `${p.count} absolute Kriterien sind verletzt:` })}`,
  'check.worseThanEngine': 'Schlechter als die eigene Paarung des Programms bei:',
  'check.asGood':
    'Sie ist so gut wie die eigene Paarung des Programms bei den Floatern, ihren Punktzahlen und den Farben.',
  'check.table.same': (p) => `Jedes Brett ist das der Berger-Tabelle (${p.where}).`,
  'check.table.differs': (p) => `Weicht von der Berger-Tabelle ab (${p.where}):`,
  'check.table.notInTable': (p) =>
    `Brett ${p.board}: ${p.white}-${p.black} steht nicht in der Berger-Tabelle`,
  'check.table.missing': (p) =>
    `Brett ${p.board}: fehlt, die Berger-Tabelle hat ${p.white}-${p.black}`,
  'check.table.otherGame': (p) =>
    `Brett ${p.board}: ${p.white}-${p.black}, die Berger-Tabelle hat ${p.tableWhite}-${p.tableBlack}${p.reversed ? ' (Farben vertauscht)' : ''}`,
  'check.table.freeWithoutDummy': (p) =>
    `Nr. ${p.player} ist spielfrei eingetragen, aber die Berger-Tabelle gibt jedem eine Partie`,
  'check.table.free': (p) =>
    `die Tabelle gibt Nr. ${p.player} spielfrei${p.shown === null ? '' : `, nicht Nr. ${p.shown}`}`,
  // Die Erklärungen für Mannschaften (C.04.6).
  'teamExplain.team': (p, f) =>
    `${p.name} (Nr. ${p.tpn}${p.score !== null ? `, ${f.number(p.score)} P.` : ''})`,
  'teamExplain.unnamed': 'Mannschaft',
  'teamExplain.heading': (p) =>
    `Runde ${p.round} (Schweizer System für Mannschaften C.04.6; Hauptwertung ${p.matchPoints ? 'Mannschaftspunkte' : 'Brettpunkte'}, ${p.colourType === 'none' ? 'ohne Farbwünsche' : `Farben vom Typ ${p.colourType}`})`,
  'teamExplain.teamBye': (p) =>
    `${p.team} ist in dieser Runde spielfrei (240) und wird nicht gepaart.`,
  'teamExplain.pab.hadBye': (p) =>
    `${p.team} hatte schon ein paarungsbedingtes Freilos oder einen kampflosen Sieg ([C2])`,
  'teamExplain.pab.noLegalPairing': (p) =>
    `${p.team} ließe den anderen keine regelgerechte Paarung (3.4.1, [C3])`,
  'teamExplain.pab': (p, f) =>
    `${p.team} erhält das paarungsbedingte Freilos: ${f.plural(p.teams, { one: `${p.teams} Mannschaft`, other: `${p.teams} Mannschaften` })} zu paaren, eine ungerade Zahl (1.4); sie steht in der Reihenfolge von 3.4 vorn (niedrigste Wertung, meiste gespielte Wettkämpfe, höchste TPN)${p.reasons.length > 0 ? ` unter den Mannschaften, die es erhalten dürfen. Vor ihr: ${p.reasons.join('; ')}` : ''}.`,
  'teamExplain.bracket': (p, f) =>
    `Gruppe ${p.bracket}: die oberste Punktgruppe (3.2) mit ${f.number(p.score)}, ${f.plural(p.residents.length, { one: `${p.residents.length} Mannschaft`, other: `${p.residents.length} Mannschaften` })}: ${p.residents.map((x) => `Nr. ${x}`).join(' ')}.`,
  'teamExplain.noUpfloaters':
    'Keine Aufwärts-Floater ([C4]): die Punktgruppe paart sich in sich, und die Mannschaften darunter lassen sich noch alle paaren ([C1], [C3]).',
  'teamExplain.upfloaters': (p, f) =>
    `Aufwärts-Floater (3.5): ${p.upfloaters.join('; ')}. ${p.odd ? 'Die Punktgruppe ist ungerade; ' : ''}[C4] nicht weniger Floater und [C5] keine höheren Wertungen lassen eine regelgerechte Paarung der Gruppe und der Mannschaften darunter zu ([C1], [C3]); dies ist die erste solche Auswahl in der Reihenfolge von 3.5.4 (Wertung absteigend, dann TPN aufsteigend), die [C6] und [C7] erfüllt${p.lastTwoRounds ? ' ([C7] gilt in den letzten beiden Runden nicht)' : ` (${f.plural(p.floated, { one: `${p.floated} Aufwärts-Floater floatete`, other: `${p.floated} Aufwärts-Floater floateten` })} in der Vorrunde)`}.`,
  'teamExplain.identifierFirst': (p) =>
    `Paarungskennung ${p.identifier.join(' ')} (3.6.2): die erste regelgerechte in der Reihenfolge von 3.6.3, und keine andere ist bei [C8]-[C10] besser (${p.values}).`,
  'teamExplain.identifierDecided': (p) =>
    `Paarungskennung ${p.identifier.join(' ')} (3.6.2): die erste regelgerechte, ${p.first.join(' ')}, hat bei ${p.criterion}: ${p.firstCount} gegenüber ${p.count} hier, also entscheidet ${p.article} (3.6.4; ${p.values}).`,
  'teamExplain.c8': 'den Mannschaften, deren Farbwunsch nicht erfüllt wird',
  'teamExplain.c9': 'den Mannschaften, deren starker Farbwunsch nicht erfüllt wird',
  'teamExplain.c10': 'den Gegnern von Aufwärts-Floatern, die in der Vorrunde floateten',
  'teamExplain.match': (p) =>
    `Wettkampf ${p.match}: ${p.white} - ${p.black}, Gruppe ${p.bracket}${p.floater !== null ? `; ${p.floater} kommt als Floater herauf (1.5)` : ''}. ${p.white} hat Weiß an Brett 1: ${p.rule} (${p.article}).`,
  'teamExplain.pabMatch': (p) => `${p.team}: paarungsbedingtes Freilos.`,
  'teamColour.4.3.1':
    'keine Mannschaft hat einen Wettkampf gespielt: die erste Mannschaft (4.2) erhält die Anfangsfarbe, bei gerader TPN die andere Farbe',
  'teamColour.4.3.2': 'nur eine Mannschaft hat einen Farbwunsch, und er wird erfüllt',
  'teamColour.4.3.3': 'die Mannschaften haben entgegengesetzte Farbwünsche, beide erfüllt',
  'teamColour.4.3.4':
    'nur eine Mannschaft hat einen starken Farbwunsch (Typ B), und er wird erfüllt',
  'teamColour.4.3.5': 'Weiß erhält die Mannschaft mit der geringeren Farbdifferenz',
  'teamColour.4.3.6':
    'die Farben wechseln ab dem letzten Wettkampf, in dem eine Mannschaft Weiß und die andere Schwarz hatte',
  'teamColour.4.3.7': 'der Farbwunsch der ersten Mannschaft wird erfüllt',
  'teamColour.4.3.8':
    'die Farbe der ersten Mannschaft wechselt gegenüber ihrem letzten gespielten Wettkampf',
  'teamColour.4.3.9':
    'die Farbe der anderen Mannschaft wechselt gegenüber ihrem letzten gespielten Wettkampf',
  'teamWhyNot.noTeam': (p) => `Es gibt keine Mannschaft Nr. ${p.tpn}.`,
  'teamWhyNot.itself': 'Eine Mannschaft kann nicht gegen sich selbst gepaart werden.',
  'teamWhyNot.notToPair': (p) =>
    `${p.team} wird in Runde ${p.round} nicht gepaart (spielfrei, 240).`,
  'teamWhyNot.paired': (p) =>
    `${p.white} und ${p.black} sind in Wettkampf ${p.match} gepaart (${p.white} hat Weiß an Brett 1).`,
  'teamWhyNot.met': (p) =>
    `${p.a} und ${p.b} haben schon in Runde ${p.round} gegeneinander gespielt: zwei Mannschaften treffen nicht zweimal aufeinander ([C1], Grundregeln Art. 2).`,
  'teamWhyNot.forbidden': (p) =>
    `${p.a} und ${p.b} dürfen in dieser Runde nicht gegeneinander spielen: der Veranstalter hat die Paarung verboten (260, [C1]).`,
  'teamWhyNot.incomplete': (p) =>
    `Mit ${p.a} gegen ${p.b} lassen sich die übrigen Mannschaften nicht alle paaren ([C3]).`,
  'teamWhyNot.apart': (p) =>
    `Keine vollständige Paarung hält ${p.a} und ${p.b} zusammen: ${p.pab !== null ? `${p.pab} erhielte das paarungsbedingte Freilos (3.4)` : 'sie bleiben getrennt'} ([C3]).`,
  'teamWhyNot.pab': (p) =>
    `Mit ${p.a} gegen ${p.b} ginge das paarungsbedingte Freilos an ${p.pab ?? 'niemanden'} statt an ${p.chosen}: 3.4 wählt zuerst das PAB, die erste Mannschaft in seiner Reihenfolge, die eine regelgerechte Paarung lässt (3.3.2, Schritt 1).`,
  'teamWhyNot.upfloaterCount': (p, f) =>
    `${p.a} mit ${p.b} zu paaren braucht ${p.count} Aufwärts-Floater in der Gruppe mit ${f.number(p.score)} statt ${p.chosen} ([C4]).`,
  'teamWhyNot.upfloaterScores': (p, f) =>
    `${p.a} mit ${p.b} zu paaren braucht Aufwärts-Floater mit ${p.scores.map((x) => f.number(x)).join('; ')} in der Gruppe mit ${f.number(p.score)} statt ${p.chosen.map((x) => f.number(x)).join('; ')} ([C5]).`,
  'teamWhyNot.floated': (p, f) =>
    `${p.a} mit ${p.b} zu paaren bringt ${p.count} Aufwärts-Floater, die schon in der Vorrunde floateten, in die Gruppe mit ${f.number(p.score)} statt ${p.chosen} ([C7]), oder verletzt [C6].`,
  'teamWhyNot.upfloaters': (p, f) =>
    `${p.a} mit ${p.b} zu paaren braucht die Aufwärts-Floater ${p.upfloaters.join(' ')} in der Gruppe mit ${f.number(p.score)}; ${p.chosen.join(' ')} stehen in der Reihenfolge von 3.5.4 vorn und erfüllen [C6] und [C7] (3.5.5).`,
  'teamWhyNot.criterion': (p, f) =>
    `${p.a} mit ${p.b} zu paaren ergibt in der Gruppe mit ${f.number(p.score)} Punkten bei ${p.criterion}: ${p.count} statt ${p.chosen} (${p.article}, 3.6.4).`,
  'teamWhyNot.identifier': (p, f) =>
    `${p.a} mit ${p.b} zu paaren ist bei [C8]-[C10] in der Gruppe mit ${f.number(p.score)} gleich gut; seine Paarungskennung ${p.identifier.join(' ')} kommt nach ${p.chosen.join(' ')} (3.6.3).`,
  'teamWhyNot.unchanged': (p) =>
    `${p.a} mit ${p.b} zu paaren ändert die Wahl keiner Gruppe, die die Übersicht vergleicht; die Reihenfolge von 3.5.4 und 3.6.3 behält die gewählte Paarung.`,
  'import.taken': (p) =>
    `Dieses Tabellendokument enthält schon ein Turnier (Blätter ${p.tabs}). Importieren Sie in ein neues Tabellendokument (Datei > Neu > Tabelle) oder löschen Sie zuerst diese Blätter.`,
  // The engine's refusals (src/engine/refusal.ts), said in the tournament's language.
  'trf.detail': (p) => p.detail,
  'trf.atLine': (p) => `Zeile ${p.line}: ${p.detail}`,
  'trf.atColumn': (p) => `Zeile ${p.line}, Spalte ${p.column}: ${p.detail}`,
  'trf.atColumns': (p) => `Zeile ${p.line}, Spalten ${p.column}-${p.columnEnd}: ${p.detail}`,
  'trf.field.pairingNumber': 'Startnummer',
  'trf.field.sex': 'Geschlecht',
  'trf.field.title': 'Titel',
  'trf.field.name': 'Name',
  'trf.field.rating': 'Elo-Zahl',
  'trf.field.federation': 'Land',
  'trf.field.fideNumber': 'FIDE-ID',
  'trf.field.birthDate': 'Geburtsdatum',
  'trf.field.points': 'Punkte',
  'trf.field.rank': 'Rang',
  'trf.field.roundOpponent': (p) => `Gegner in Runde ${p.round}`,
  'trf.fieldCut': (p) =>
    `die Zeile endet mitten im Feld „${p.field}“; es muss die Spalten ${p.start}-${p.end} füllen (rechtsbündig)`,
  'trf.fieldDigits': (p) => `im Feld „${p.field}“ werden Ziffern erwartet, gefunden: „${p.found}“`,
  'trf.fieldDecimal': (p) =>
    `im Feld „${p.field}“ wird eine Zahl wie 11.5 (mit Punkt) erwartet, gefunden: „${p.found}“`,
  'trf.blankBetweenFields': (p) =>
    `zwischen zwei Feldern wird ein Leerzeichen erwartet, gefunden: „${p.found}“ (ist die Zeile verschoben oder ein Feld zu lang?)`,
  'trf.stopsBeforePairingNumber': 'die Spielerzeile endet vor der Startnummer (Spalten 5-8)',
  'trf.pairingNumberRange': 'erwartet wird eine Startnummer von 1 bis 9999',
  'trf.roundBlank': (p) =>
    `Runde ${p.round}: erwartet wird ein Leerzeichen, gefunden: „${p.found}“ (ein Rundenblock ist „oooo c r“: Gegner in Spalten ${p.start}-${p.end}, Farbe in ${p.colour}, Ergebnis in ${p.result})`,
  'trf.roundColour': (p) =>
    `Runde ${p.round}: als Farbe wird w, b, - oder ein Leerzeichen erwartet, gefunden: „${p.found}“`,
  'trf.roundResultCode': (p) =>
    `Runde ${p.round}: unbekannter Ergebniscode „${p.found}“; erwartet wird einer von 1 = 0 + - W D L H F U Z oder ein Leerzeichen`,
  'trf.roundColourAlone': (p) => `Runde ${p.round}: eine Farbe ohne Gegner und ohne Ergebnis`,
  'trf.roundResultNeedsOpponent': (p) =>
    `Runde ${p.round}: „${p.result}“ ist ein Partieergebnis und braucht einen Gegner, aber der Gegner ist 0000`,
  'trf.roundByeColour': (p) =>
    `Runde ${p.round}: ein Freilos oder eine Abwesenheit („${p.result}“) hat die Farbe - oder ein Leerzeichen, gefunden: „${p.found}“`,
  'trf.roundSelf': (p) => `Runde ${p.round}: Spieler ${p.player} ist gegen sich selbst gepaart`,
  'trf.roundByeOpponent': (p) =>
    `Runde ${p.round}: „${p.result}“ ist ein Code für Freilos oder Abwesenheit und hat den Gegner 0000, aber der Gegner ist ${p.opponent}`,
  'trf.roundGameColour': (p) =>
    `Runde ${p.round}: eine Partie gegen ${p.opponent} braucht die Farbe w oder b`,
  'trf.record': (p) => `Datensatz ${p.code}`,
  'trf.recordPart': (p) => `Datensatz ${p.code}, ${p.part}`,
  'trf.codePart': (p) => `${p.code}, ${p.part}`,
  'trf.part.firstRound': 'erste Runde',
  'trf.part.lastRound': 'letzte Runde',
  'trf.part.firstPlayerId': 'erste Spielernummer',
  'trf.part.lastPlayerId': 'letzte Spielernummer',
  'trf.part.playerId': 'Spielernummer',
  'trf.part.player': 'Spieler',
  'trf.part.round': 'Runde',
  'trf.part.roundN': (p) => `Runde ${p.round}`,
  'trf.part.teamPairingNumber': 'Startnummer der Mannschaft',
  'trf.part.strengthFactor': 'Stärkefaktor',
  'trf.part.matchPoints': 'Matchpunkte',
  'trf.part.gamePoints': 'Brettpunkte',
  'trf.part.teamRank': 'Rang der Mannschaft',
  'trf.part.pabMatchPoints': 'Matchpunkte des Freiloses der Auslosung',
  'trf.part.pabGamePoints': 'Brettpunkte des Freiloses der Auslosung',
  'trf.part.team': 'Mannschaft',
  'trf.part.whiteTeam': 'Mannschaft mit Weiß',
  'trf.part.blackTeam': 'Mannschaft mit Schwarz',
  'trf.part.opponent': 'Gegner',
  'trf.part.firstTeam': 'erste Mannschaft',
  'trf.part.lastTeam': 'letzte Mannschaft',
  'trf.part.roundCount': 'die Rundenzahl (XXR / 142)',
  'trf.part.initialColour': 'die Anfangsfarbe (XXC / 152)',
  'trf.part.bbxRecords': 'die BBx-Datensätze',
  'trf.part.win': 'einem Sieg',
  'trf.part.draw': 'einem Remis',
  'trf.part.loss': 'einer Niederlage',
  'trf.none': 'keine',
  'trf.blank': 'leer',
  'trf.orList': (p, f) => f.list(p.items, 'or'),
  'trf.noPlayers': 'keine Spielerdatensätze (Zeilen, die mit 001 beginnen)',
  'trf.noSuchPlayer': (p) => `${p.what}: es gibt keinen Spieler ${p.player}`,
  'trf.blankAfterCode': (p) =>
    `nach dem Satzcode „${p.code}“ wird ein Leerzeichen erwartet, gefunden: „${p.found}“`,
  'trf.blankAfterCodeOnly': (p) => `nach dem Satzcode „${p.code}“ wird ein Leerzeichen erwartet`,
  'trf.numberUsed': (p) => `die Startnummer ${p.number} ist schon in Zeile ${p.line} vergeben`,
  'trf.record299': 'Datensatz 299 (abweichende Punktvergabe) wird nicht unterstützt',
  'trf.unrecognised': (p) =>
    `unbekannte Zeile: eine TRF-Zeile beginnt mit einem dreistelligen Satzcode (${p.codes}, ...), gefunden: „${p.found}“`,
  'trf.disagree': (p) => `${p.what}: ${p.first} in Zeile ${p.line} und ${p.here} hier`,
  'trf.otherPointSystem': (p) =>
    `${p.what}: eine andere Punktwertung als ${p.first} in Zeile ${p.line}`,
  'trf.xxaRoundBeyond': (p) =>
    `XXA: Spieler ${p.player} hat einen Wert für Runde ${p.round}, aber das Turnier hat ${p.rounds} Runden (XXR/142)`,
  'trf.xxaTwice': (p) => `XXA: Spieler ${p.player} hat schon Beschleunigungen in Zeile ${p.line}`,
  'trf.r250Beyond': (p) =>
    `Datensatz 250: beschleunigt Runden bis ${p.last}, aber das Turnier hat ${p.rounds} Runden (XXR/142)`,
  'trf.accelerationsDiffer': (p) =>
    `die Datensätze XXA und 250 geben Spieler ${p.player} verschiedene Beschleunigungen (${p.xxa} gegenüber ${p.r250})`,
  'trf.r260Partial': (p) =>
    `Datensatz 260 verbietet diese Paarungen nur in den Runden ${p.first}-${p.last}; unterstützt werden nur Verbote für das ganze Turnier (Runde 1 bis zur letzten, mit XXR/142)`,
  'trf.byeBeyond': (p) =>
    `${p.what}: gibt Spieler ${p.player} ein Freilos in Runde ${p.round}, aber das Turnier hat ${p.rounds} Runden (XXR/142)`,
  'trf.byeConflict': (p) =>
    `${p.what}: Spieler ${p.player} erhält in Runde ${p.round} ein Freilos ${p.type}, aber seine Zeile (${p.line}, Spalten ${p.start}-${p.end}) verzeichnet schon Gegner ${p.opponent}, Ergebnis ${p.result}`,
  'trf.positiveWhole': (p) =>
    `${p.what}: erwartet wird eine positive ganze Zahl, gefunden: „${p.found}“`,
  'trf.numberLike10': (p) =>
    `${p.what}: erwartet wird eine Zahl wie 1.0 (mit Punkt), gefunden: „${p.found}“`,
  'trf.numberLike15': (p) =>
    `${p.what}: erwartet wird eine Zahl wie 1.5 (mit Punkt), gefunden: „${p.found}“`,
  'trf.numberLike115': (p) =>
    `${p.what}: erwartet wird eine Zahl wie 11.5 (mit Punkt), gefunden: „${p.found}“`,
  'trf.wholeNumber': (p) => `${p.what}: erwartet wird eine ganze Zahl, gefunden: „${p.found}“`,
  'trf.roundCountOne': (p) =>
    `${p.what}: erwartet wird eine einzige Zahl, die Rundenzahl, gefunden: „${p.found}“`,
  'trf.xxcBoth': 'XXC: white1 und black1 sind beide angegeben',
  'trf.xxcUnknown': (p) =>
    `XXC: unbekannte Option „${p.found}“; erwartet wird white1, black1 oder rank`,
  'trf.r152Colour': (p) =>
    `Datensatz 152: erwartet wird die Anfangsfarbe W oder B, gefunden: „${p.found}“`,
  'trf.xxaCutId': 'XXA: die Zeile endet mitten in der Spielernummer (Spalten 5-8)',
  'trf.xxaId': (p) =>
    `XXA: erwartet wird die Startnummer des Spielers in den Spalten 5-8, gefunden: „${p.found}“`,
  'trf.xxaBlank': (p) =>
    `XXA: erwartet wird ein Leerzeichen (die Werte sind 4 Spalten breit, einer je Runde, ab Spalte 10), gefunden: „${p.found}“`,
  'trf.xxaCutValue': (p) =>
    `XXA: die Zeile endet mitten im Wert für Runde ${p.round} (rechtsbündig in den Spalten ${p.start}-${p.end})`,
  'trf.r250MatchPoints': (p) =>
    `Datensatz 250: Matchpunkte (Spalten 5-8) gibt es nur bei Mannschaftsturnieren (swiss-pair --team), nicht bei Einzelturnieren; gefunden: „${p.found}“`,
  'trf.r250Digits': (p) =>
    `Datensatz 250: erwartet wird „${p.what}“ als Ziffern in den Spalten ${p.start}-${p.end}, gefunden: „${p.found}“`,
  'trf.r250Order':
    'Datensatz 250: erwartet wird erste Runde >= 1, letzte Runde >= erste Runde und letzte Nummer >= erste Nummer',
  'trf.r250TeamOrder':
    'Datensatz 250: erwartet wird erste Runde >= 1, letzte Runde >= erste Runde und letzte Mannschaft >= erste Mannschaft',
  'trf.idsAtLeast': (p, f) =>
    `${p.what}: erwartet ${f.plural(p.minimum, { one: `wird mindestens ${p.minimum} Startnummer`, other: `werden mindestens ${p.minimum} Startnummern` })}`,
  'trf.idTwice': (p) => `${p.what}: eine Startnummer steht zweimal da`,
  'trf.r260Items':
    'Datensatz 260: erwartet werden erste Runde, letzte Runde und mindestens zwei Spielernummern',
  'trf.r260Order': 'Datensatz 260: die letzte Runde liegt vor der ersten',
  'trf.r260Twice': 'Datensatz 260: eine Spielernummer steht zweimal da',
  'trf.r240Items':
    'Datensatz 240: erwartet werden die Art des Freiloses (F, H oder Z), die Runde und mindestens eine Spielernummer',
  'trf.r240Type': (p) =>
    `Datensatz 240: unbekannte Freilosart „${p.found}“; erwartet wird F, H oder Z`,
  'trf.blankBetweenIds': (p) =>
    `${p.what}: Spalte ${p.column} muss zwischen zwei Nummern leer sein`,
  'trf.rosterGap': (p) =>
    `Datensatz ${p.code}: eine Mannschaftsaufstellung lässt eine Lücke (0000) zwischen Spielern`,
  'trf.r330Items':
    'Datensatz 330: erwartet werden die Art der kampflosen Wertung (+-, -+ oder --), die Runde und zwei Mannschaften',
  'trf.r330Type': (p) =>
    `Datensatz 330: unbekannte Art der kampflosen Wertung „${p.found}“; erwartet wird +-, -+ oder --`,
  'trf.r352': (p) =>
    `Datensatz 352: erwartet wird eine Farbfolge aus W und B, gefunden: „${p.found}“`,
  'trf.r362Items':
    'Datensatz 362: erwartet werden Paare aus einem Symbol (TW, TD, TL) und seinen Matchpunkten',
  'trf.r362Symbol': (p) =>
    `Datensatz 362: unbekanntes Symbol „${p.found}“; erwartet wird TW, TD oder TL`,
  'trf.noTeams':
    'keine Mannschaftsdatensätze (Zeilen, die mit 310 oder 013 beginnen): kein Mannschaftsturnier',
  'trf.mixedTeamRecords':
    'die Datei mischt Mannschaftsdatensätze 013 und 310; geben Sie die Mannschaften auf eine Art an',
  'trf.teamNumberUsed': (p) =>
    `die Mannschafts-Startnummer ${p.team} ist schon in Zeile ${p.line} vergeben`,
  'trf.rosterUnknownPlayer': (p) =>
    `die Aufstellung der Mannschaft ${p.team} nennt Spieler ${p.player}, der keine 001-Zeile hat`,
  'trf.teamNumbersGap': (p) =>
    `die Mannschafts-Startnummern müssen von 1 bis ${p.teams} laufen (C.04.6 1.1.1); Mannschaft ${p.missing} fehlt`,
  'trf.noSuchTeam': (p) => `${p.what}: es gibt keine Mannschaft ${p.team}`,
  'trf.xxsEmpty': 'XXS: erwartet werden Angaben CODE=WERT',
  'trf.xxsItem': (p) => `XXS: erwartet wird CODE=WERT, gefunden: „${p.found}“`,
  'trf.xxsCode': (p) => `XXS: unbekannter Code „${p.found}“; erwartet wird einer von ${p.codes}`,
  'trf.xxsColours': (p) =>
    `XXS gibt ${p.what} mit Weiß (${p.white}) und mit Schwarz (${p.black}) verschiedene Punkte; eine farbabhängige Wertung wird nicht unterstützt`,
  'trf.r162Item': (p) =>
    `Datensatz 162: erwartet wird ein Ergebnissymbol (W D L A P X) mit seinen Punkten, gefunden: „${p.found}“`,
  'trf.r162Z':
    'Datensatz 162: „Z“ ist das Nullpunkt-Freilos im Dialekt von bbpPairings (sein Datensatz BBZ), kein TRF-2026-Symbol; TRF-2026 schreibt es A (Abwesenheit: Nullpunkt-Freilos und kampflose Niederlage): schreiben Sie A, oder geben Sie die Werte als BBZ/BBF-Zeilen an, wenn sie verschieden sind',
  'trf.r162Symbol': (p) =>
    `Datensatz 162: unbekanntes Ergebnissymbol „${p.found}“; erwartet wird W D L A P oder X`,
  'trf.r162Empty': 'Datensatz 162: kein Ergebnissymbol angegeben',
  'trf.entryBeyond': (p) =>
    `Spieler ${p.player} hat einen Eintrag für Runde ${p.round}, aber das Turnier hat ${p.rounds} Runden (XXR/142)`,
  'trf.byeTwiceInRound': (p) =>
    `Runde ${p.round}: Spieler ${p.player} hat das Freilos der Auslosung, aber Spieler ${p.other} hat es schon (höchstens eines je Runde)`,
  'trf.pairedWithNobody': (p) =>
    `Runde ${p.round}: Spieler ${p.player} ist gegen ${p.opponent} gepaart, aber es gibt keinen Spieler ${p.opponent} (keine 001-Zeile mit dieser Startnummer)`,
  'trf.pairedNotBack': (p) =>
    `Runde ${p.round}: Spieler ${p.player} ist gegen ${p.opponent} gepaart, aber ${p.their}`,
  'trf.pairedSameColour': (p) =>
    `Runde ${p.round}: Spieler ${p.player} ist gegen ${p.opponent} mit der Farbe ${p.colour} gepaart, aber ${p.their}; erwartet wird die andere Farbe`,
  'trf.pairedResults': (p) =>
    `Runde ${p.round}: Spieler ${p.player} ist gegen ${p.opponent} mit dem Ergebnis ${p.result} gepaart, aber ${p.their}; die Ergebnisse widersprechen sich (erwartet: ${p.expected})`,
  'trf.theirEntry': (p) =>
    `der Eintrag von Spieler ${p.player} für Runde ${p.round} (Zeile ${p.line}) hat ${p.entry}`,
  'trf.entry': (p) => `${p.opponent}, Farbe ${p.colour}, Ergebnis ${p.result}`,
  'trf.entry.none': 'keinen Eintrag',
  'trf.entry.noOpponent': 'keinen Gegner',
  'trf.entry.opponent': (p) => `Gegner ${p.opponent}`,
  'engine.noPairing.criteria': (p, f) =>
    `Runde ${p.round}: keine Paarung erfüllt die absoluten Kriterien ${p.criteria} für alle ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })}`,
  'engine.noPairing.chiefArbiter': (p, f) =>
    `Runde ${p.round}: keine Paarung erfüllt die absoluten Kriterien [C1]-[C3] für alle ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })} (${p.article}: der Hauptschiedsrichter entscheidet)`,
  'engine.noPairing.limMedian': (p) =>
    `Runde ${p.round}: die mittlere Punktgruppe lässt sich nicht paaren, auch wenn alle anderen Paarungen aufgehoben werden (Lim 2.6)`,
  'engine.noPairing.limCompatible': (p, f) =>
    `Runde ${p.round}: nicht alle ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })} können einen passenden Gegner bekommen (Lim 2.1)`,
  'engine.noPairing.limBye': (p) =>
    `Runde ${p.round}: kein Spieler kann das Freilos der Auslosung bekommen, ohne dass die anderen unpaarbar werden (Lim 1.1, 2.1, C.04.1 4)`,
  'engine.noPairing.byeComplete': (p) =>
    `kein Spieler kann das Freilos der Auslosung bekommen, sodass die anderen vollständig gepaart werden (${p.articles})`,
  'engine.noPairing.byeLegal': (p) =>
    `kein Spieler kann das Freilos der Auslosung bekommen, sodass die anderen regelgerecht gepaart werden (${p.articles})`,
  'engine.noPairing.doubleSwiss': (p, f) =>
    `Match-Runde ${p.match}: keine Paarung aller ${f.plural(p.players, { one: `${p.players} Spieler`, other: `${p.players} Spieler` })} erfüllt [C1] (Doppel-Schweizer 3.1)`,
  'engine.noPairing.teamBye': (p) =>
    `Runde ${p.round}: keine Mannschaft kann das Freilos der Auslosung bekommen, sodass die anderen regelgerecht gepaart werden (C.04.6 3.4, [C2], [C3])`,
  'engine.noPairing.teamsMeetAgain': (p) =>
    `Runde ${p.round}: die Mannschaften lassen sich nicht alle paaren, ohne dass sich welche erneut begegnen (C.04.6 [C1], [C3])`,
  'engine.noPairing.tableRounds': (p, f) =>
    `die Berger-Tabelle für ${p.players} Spieler hat ${f.plural(p.total, { one: `${p.total} Runde`, other: `${p.total} Runden` })}; Runde ${p.round} gehört nicht dazu`,
  'engine.noPairing.tableDeparts': (p) =>
    `${p.round > 0 ? `Runde ${p.round}: ` : ''}${p.deviation}; die Berger-Tabelle kann nicht fortgesetzt werden`,
  'engine.table.numbers': (p) =>
    `die Startnummern müssen 1 bis ${p.players} sein, die vor Runde 1 ausgelosten Berger-Nummern; Spieler ${p.player} ist es nicht`,
  'engine.table.byeInTable': (p) =>
    `Spieler ${p.player} spielt gegen ${p.opponent}, aber laut Berger-Tabelle ist ${p.player} spielfrei`,
  'engine.table.otherOpponent': (p) =>
    `Spieler ${p.player} spielt gegen ${p.opponent}, aber die Berger-Tabelle paart ${p.player} gegen ${p.planned}`,
  'engine.table.coloursReversed': (p) =>
    `${p.player}-${p.opponent} ist die Partie der Berger-Tabelle, mit vertauschten Farben gespielt (${p.opponent}-${p.player})`,
  'engine.table.lateEntry': (p) =>
    `Spieler ${p.player} hat keinen Eintrag in Runde 1, in der die Berger-Tabelle ${p.player} gegen ${p.opponent} paart: ein Rundenturnier kann keinen Spieler aufnehmen, der nach Runde 1 einsteigt`,
  'engine.baku.scoring': (p) =>
    `die Baku-Beschleunigung verlangt, dass ein Sieg zwei Remis wert ist und eine Niederlage nichts (C.04.7 1.1); dieses Turnier wertet ${p.scores}`,
  'engine.baku.rounds':
    'die Baku-Beschleunigung braucht die Rundenzahl (C.04.7 1.4: die erste Hälfte der Runden wird beschleunigt); geben Sie XXR oder Datensatz 062/142 an',
  'engine.baku.teamScoring': (p) =>
    `die Baku-Beschleunigung verlangt Matchpunkte, bei denen ein Sieg zwei Unentschieden wert ist und eine Niederlage null (Datensatz 362 gibt ${p.scores})`,
  'engine.baku.teamRounds': 'die Baku-Beschleunigung braucht die Rundenzahl (Datensatz 142)',
  'engine.teamCode.sameScores': (p) =>
    `Datensatz 192 „${p.code}“: die Zweitwertung wiederholt die Hauptwertung`,
  'engine.teamCode.bakuPrimary': (p) =>
    `Datensatz 192 „${p.code}“: die Baku-Beschleunigung verlangt Matchpunkte als Hauptwertung (C.04.7 1.4)`,
  'engine.teamTiebreak.score': (p) => `„${p.item}“: die Wertung nach „:“ muss MP oder GP sein`,
  'engine.teamTiebreak.mpvgp': (p) =>
    `„${p.item}“: MPvGP (C.07 13.1) nimmt weder Wertung noch Modifikator`,
  'engine.teamTiebreak.de': (p) =>
    `„${p.item}“: ${p.code} für Mannschaften beruht auf den Mannschaftswertungen ohne kampflose Partien (C.07 13, 6.1.1); hier ohne Wertung und Modifikator`,
  'engine.teamTiebreak.sssc': (p) =>
    `„${p.item}“: SSSC (C.07 13.4) braucht seinen Normierungsfaktor und sonst nichts, wie in SSSC/K4 (/F und /P werden noch nicht berechnet)`,
  'engine.teamTiebreak.esbScore': (p) =>
    `„${p.item}“: ${p.code} nennt seine Wertungen selbst (C.07 13.2)`,
  'engine.teamTiebreak.cut': (p) =>
    `„${p.item}“: ${p.code} nimmt hier ein einziges Cut-1 oder Cut-2 (/C1, /C2); „/${p.modifier}“ wird für Mannschaften noch nicht berechnet`,
  'engine.teamTiebreak.notYet': (p) =>
    `„${p.item}“: die Mannschaftswertung ${p.code} (C.07 12-13) wird noch nicht berechnet; berechnet werden MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP] und EMMSB/EMGSB/EGMSB/EGGSB, die letzten mit /C1 oder /C2`,
  'engine.teamTiebreak.unknown': (p) =>
    `„${p.item}“ ist keine Mannschaftswertung, die dieses Programm berechnet (MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP][/C1|/C2], EMMSB, EMGSB, EGMSB, EGGSB)`,
  'engine.tiebreaks.refusedForKind': (p) =>
    `${p.refused} kann dieses Turnier nicht werten: ${p.reason}`,
  'engine.tiebreaks.buchholzInRoundRobin':
    'C.07 (2026) Art. 8: die Buchholz-Familie darf in Rundenturnieren nicht verwendet werden',
  'engine.fixedGames.table': (p) =>
    `feste Partien: im System „${p.system}“ kommt jede Partie aus der Tabelle; drumherum bleibt nichts auszulosen`,
  'engine.fixedGames.problems': (p) => `feste Partien: ${p.problems.join('; ')}`,
  'engine.trfWrite.lineBreak': (p) =>
    `TRF kann nicht geschrieben werden: Datensatz ${p.record} („${p.text}“) enthält einen Zeilenumbruch, den eine TRF-Zeile nicht aufnehmen kann: den Text in eine Zeile schreiben`,
  'engine.teamRounds.twoRosters': (p) =>
    `Spieler ${p.player} steht in den Aufstellungen der Mannschaften ${p.first} und ${p.second}`,
  'engine.teamRounds.offRoster': (p) =>
    `Runde ${p.round}: Spieler ${p.player} (Mannschaft ${p.team}) spielt gegen Spieler ${p.opponent}, der in keiner Mannschaftsaufstellung steht`,
  'engine.teamRounds.ownTeam': (p) =>
    `Runde ${p.round}: Spieler ${p.player} spielt gegen Spieler ${p.opponent} seiner eigenen Mannschaft ${p.team}`,
  'engine.teamRounds.twoMatches': (p) =>
    `Runde ${p.round}: die Spieler der Mannschaft ${p.team} spielen gegen die Mannschaften ${p.first} und ${p.second}; eine Runde ist ein einziger Wettkampf`,
  'engine.teamRounds.byeAndMatch': (p) =>
    `Runde ${p.round}: Mannschaft ${p.team} hat ein Freilos ${p.type} (240) und einen Wettkampf`,
  'engine.teamRounds.pabAndMatch': (p) =>
    `Runde ${p.round}: Mannschaft ${p.team} hat das Freilos der Auslosung und einen Wettkampf`,
  'engine.teamRounds.forfeitOther': (p) =>
    `Runde ${p.round}: Datensatz 330 paart Mannschaft ${p.team} gegen Mannschaft ${p.other}, aber ihre Spieler spielen gegen Mannschaft ${p.opponent}`,
  'engine.teamRounds.notBack': (p) =>
    `Runde ${p.round}: Mannschaft ${p.team} spielt gegen Mannschaft ${p.opponent}, deren Spieler nicht gegen Mannschaft ${p.team} spielen`,
  'engine.typeCode.otherKind': (p) =>
    `Datensatz 192 nennt „${p.code}“, ${p.kind}, das dieses Programm nicht auslost`,
  'engine.typeCode.roundRobin': 'ein Rundenturnier',
  'engine.typeCode.knockout': 'ein K.-o.-Turnier',
  'engine.typeCode.scheveningen': 'ein Scheveningen-Turnier',
  'engine.typeCode.schiller': 'ein Schiller-Turnier',
  'engine.typeCode.team': 'ein Mannschaftsturnier',
  'engine.typeCode.unclaimed': (p) =>
    `Datensatz 192 nennt „${p.code}“, das kein System hier kennt; das System für die Auslosung muss daher genannt werden`,
  'engine.match.noGame1': (p) =>
    `Spieler ${p.player}, Match ${p.match} (TRF-Runden ${p.first} und ${p.second}): Partie 2 ist ohne Partie 1 eingetragen`,
  'engine.match.noGame2': (p) =>
    `Spieler ${p.player}, Match ${p.match} (TRF-Runden ${p.first} und ${p.second}): Partie 1 ist ohne Partie 2 eingetragen`,
  'engine.match.otherOpponent': (p) =>
    `Spieler ${p.player}, Match ${p.match} (TRF-Runden ${p.first} und ${p.second}): die zwei Partien eines Matches gehen gegen denselben Gegner, aber Partie 1 hat ${p.game1} und Partie 2 ${p.game2}`,
  'engine.match.sameColour': (p) =>
    `Spieler ${p.player}, Match ${p.match} (TRF-Runden ${p.first} und ${p.second}): die Farben eines Matches wechseln (Art. 0), aber beide Partien haben die Farbe ${p.colour}`,
  'engine.match.byeSplit': (p) =>
    `Spieler ${p.player}, Match ${p.match} (TRF-Runden ${p.first} und ${p.second}): ein Freilos gilt für das ganze Match (Art. 0), aber Partie 1 hat ${p.game1} und Partie 2 ${p.game2}`,
  'engine.match.noResult': 'kein Ergebnis',

  'import.failed': (p) => `Die TRF-Datei kann nicht importiert werden: ${p.reason}`,
  'import.unshowable.noRecord': (p) =>
    `Runde ${p.round}: Spieler ${p.player} spielt gegen ${p.opponent}, für den in dieser Runde nichts eingetragen ist`,
  'import.unshowable.result': (p) =>
    `Runde ${p.round}: die Partie ${p.white} - ${p.black} hat das Ergebnis „${p.whiteResult}“ / „${p.blackResult}“, das weder 1-0, ½-½, 0-1 noch kampflos ist`,
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
  'crosstable.round': (p, f) => `R${f.number(p.round)}`,
  'crosstable.bye': 'spielfrei',
  'page.crosstableKey': (p) => `${p.after}. 12w1: gegen Nr. 12, mit Weiß, gewonnen.`,
  'page.footer': 'Für die neuesten Paarungen und Ergebnisse laden Sie die Seite neu.',
  'page.noRound': 'Noch keine Runde ausgelost.',
  'page.find': 'Finden Sie Ihr Brett',
  'page.yourName': 'Ihr Name',
  'page.noMatch': 'Kein Spieler dieser Runde hat diesen Namen.',
  'page.board': 'Brett',
  'page.result': 'Erg.',
  'page.points': (p) => `${p.points}\u00a0Pkt.`,
  'page.updating':
    'Die Paarungen werden gerade aktualisiert. Laden Sie die Seite in einer Minute neu.',
  'team.column.games': 'Partien',
  'team.column.points': 'Punkte',
  'team.column.percentage': 'Prozent',
  'schedule.notTable': (p) =>
    `Der Spielplan ist für ein Rundenturnier, dessen Runden aus einer Berger-Tabelle kommen: ${p.system} lost jede Runde nach den Ergebnissen aus. Wählen Sie „Rundenturnier“ oder „Doppelrundenturnier“ in den Einstellungen.`,
  'schedule.tooFew': (p) =>
    `Ein Rundenturnier braucht mindestens zwei Spieler im Blatt ${p.players}.`,
  'schedule.written': (p, f) =>
    `${p.tab}: ${f.plural(p.rounds, { one: `${p.rounds} Runde`, other: `${p.rounds} Runden` })} aus ${p.source}.${p.players === null ? '' : ` Die Auslosung ergab die Berger-Nummern im Blatt ${p.players}.`}`,
  'local.usage': (p) => `Aufruf: npm start -- [DATEI.xlsx] [AKTION]

Führt „Nächste Runde auslosen“ des Add-ons (oder eine andere AKTION) auf einer
Arbeitsmappe mit den Blättern Einstellungen, Spieler, Runde 1, Runde 2, ... und
Tabelle aus und speichert sie. Ohne DATEI wird out/club.xlsx bearbeitet, eine
Kopie von examples/club.xlsx, die beim ersten Lauf angelegt wird (--fresh kopiert
sie neu). Ergebnisse in die Spalte Ergebnis des letzten Rundenblatts eintragen,
speichern und für die nächste Runde erneut aufrufen.

Aktionen:
  (keine)             lost die nächste Runde aus und gibt sie aus; nach der
                      letzten Runde die Abschlusstabelle
  --new               macht DATEI zu einer neuen, leeren Turnier-Arbeitsmappe:
                      die Blätter Einstellungen, Spieler, Tabelle, Kreuztabelle
                      und Nach Name
  --new --team        ein neues Mannschaftsturnier (C.04.6): Einstellungen,
                      Mannschaften und Mannschaftswertung
  --undo [--yes]      nimmt die letzte Runde zurück (--yes: auch mit Ergebnissen)
  --standings         berechnet das Blatt Tabelle neu und gibt es aus
  --print WAS [--out DATEI.pdf] [--paper a4|letter]
                      schreibt ein PDF des Turniers in seinem jetzigen Stand,
                      WAS eines von pairings (Paarungen), by-name (nach Name),
                      standings (Tabelle), crosstable (Kreuztabelle), schedule
                      (Spielplan eines Rundenturniers), all (alles); --out ist
                      ohne Angabe DATEI-WAS.pdf neben der Arbeitsmappe; das
                      Papier das des Gebietsschemas (LC_PAPER, LANG: US-Letter
                      in den USA, Kanada, Mexiko, ...; sonst A4)
  --check             prüft das letzte Rundenblatt in seinem jetzigen Stand
                      (nach Änderungen von Hand): Rückgabewert 0, wenn kein
                      absolutes Kriterium verletzt ist, sonst 1; eine Runde,
                      die nicht die Paarung des Systems selbst ist, wird auf
                      ihrem Blatt mit „Von Hand geändert“ markiert (die einzige
                      Änderung an der Datei)
  --export-trf AUS    schreibt das Turnier als TRF-Datei
  --import-trf EIN    macht DATEI zu einem neuen Turnier aus einer TRF-Datei
  --fresh             beginnt neu mit einer frischen Kopie des Beispiels
  --lang CODE         die Sprache des Turniers, in seinen Einstellungen
                      gespeichert und seinen Blättern gegeben: ${p.languages}
  --help              dieser Text`,
  'local.oneAction': 'bitte nur eine Aktion auf einmal',
  'local.langNeeded': (p) => `--lang braucht eine Sprache: ${p.codes}`,
  'local.printNeeded': (p) => `--print braucht, was gedruckt werden soll: ${p.choices}`,
  'local.outNeeded': '--out braucht den Namen der zu schreibenden PDF-Datei, mit der Endung .pdf',
  'local.paperNeeded': '--paper braucht a4 oder letter',
  'local.fileNeeded': (p) => `${p.option} braucht einen Dateinamen`,
  'local.unknownOption': (p) => `unbekannte Option ${p.option}`,
  'local.twoWorkbooks': (p) => `mehr als eine Arbeitsmappe: ${p.first}, ${p.second}`,
  'local.outWithPrint': '--out und --paper gehören zu --print',
  'local.teamWithNew': '--team gehört zu --new',
  'local.yesNo': '[j/N]',
  'local.yesLetter': 'j',
  'local.noTerminal':
    'Es gibt kein Terminal für die Rückfrage: mit --yes erneut aufrufen, um fortzufahren.',
  'local.newNeedsFile': '--new braucht den Namen der anzulegenden Arbeitsmappe.',
  'local.exists': (p) =>
    `${p.file} existiert bereits; einen anderen Dateinamen angeben, oder --yes, um sie zu ersetzen.`,
  'local.copied': (p) => `${p.from} nach ${p.to} kopiert.`,
  'local.missing': (p) => `${p.file} existiert nicht.`,
  'local.trfMissing': (p) => `${p.file} existiert nicht: Nichts wurde geändert.`,
  'local.trfOverWorkbook': (p) =>
    `--export-trf ${p.file}: Das ist eine Arbeitsmappe, die die TRF-Datei ersetzen würde; einen Dateinamen mit der Endung .trf angeben. Nichts wurde geändert.`,
  'local.readOnly': (p) =>
    `${p.file} ist schreibgeschützt: Nichts wurde geändert. Den Schreibschutz aufheben oder mit einer Kopie arbeiten.`,
  'local.lockBusy': (p, f) =>
    `${p.file}: Ein anderer Lauf (Prozess ${p.process}) ändert gerade dieses Turnier; ${f.number(p.seconds)} s gewartet. Nichts wurde getan: erneut versuchen, wenn er fertig ist.`,
  'local.lockFile': (p) =>
    `${p.file}: Die Sperrdatei ${p.lock} ist nicht nutzbar (${p.code}): entfernen, was diesen Namen trägt, oder die Rechte des Ordners prüfen. Nichts wurde getan.`,
  'local.unreadable': (p) =>
    `${p.file} ist keine lesbare .xlsx-Arbeitsmappe (${p.reason}). Nichts wurde geändert.`,
  'local.unkept': (p) =>
    `${p.file} enthält ${p.parts}, die dieses Programm beim Speichern einer Arbeitsmappe nicht erhalten kann. Nichts wurde geändert: das Add-on in Google Sheets verwenden, oder sie in einer anderen Arbeitsmappe aufbewahren.`,
  'local.part.charts': 'Diagramme',
  'local.part.chartSheets': 'Diagrammblätter',
  'local.part.pivotTables': 'Pivot-Tabellen',
  'local.part.slicers': 'Datenschnitte',
  'local.part.macros': 'Makros',
  'local.over': (p, f) =>
    `Das Turnier ist beendet: ${f.plural(p.rounds, { one: `Seine einzige Runde ist`, other: `Alle ${p.rounds} Runden sind` })} ausgelost und alle Ergebnisse eingetragen. Die Abschlusstabelle:`,
  'local.final': (p) =>
    `Die Blätter ${p.standings} und ${p.crosstable} von ${p.file} sind endgültig. Für weitere Runden „${p.rounds}“ im Blatt ${p.settings} erhöhen; --export-trf schreibt das Turnier für eine Elo-Auswertung.`,
  'local.typeResults': (p) =>
    `Die Ergebnisse in die Spalte ${p.column} von ${p.tab} eintragen, speichern und für die nächste Runde erneut aufrufen.`,
  'local.typeTwoGames': (p) =>
    `Die Ergebnisse in die Spalten ${p.first} und ${p.second} (jede von links nach rechts gelesen) von ${p.tab} eintragen, speichern und für die nächste Runde erneut aufrufen.`,
  'local.nothingChanged': 'Nichts wurde geändert',
  'local.nothingChangedIn': (p) => `In ${p.file} wurde nichts geändert.`,
  'local.correctCells': (p) =>
    `In ${p.file} wurde nichts geändert: diese Zellen dort berichtigen, speichern und erneut aufrufen.`,
  'local.markNotSaved': (p) =>
    `${p.file} ist schreibgeschützt: Die Markierung wurde nicht gespeichert.`,
  'local.wrotePdf': (p) => `${p.file} geschrieben (${p.paper}).`,
  'local.wrote': (p) => `${p.file} geschrieben.`,
  'local.newDone': (p) =>
    `Namen, Runden und System im Blatt ${p.settings} festlegen, die Spieler in ${p.players} eintragen, speichern und aufrufen: ${p.command}`,
  'local.saved': (p) =>
    `${p.file} gespeichert (öffnet sich in Excel, LibreOffice oder Google Sheets).`,
};
