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
  'tab.importedFile': 'Imported file',
  'tab.round': (p: { round: number }) => `Round ${p.round}`,
  'tab.roundWhy': (p: { round: number }) => `Round ${p.round} why`,

  'undo.nothingUndone': 'Nothing was undone.',

  'settings.language': 'Language',
  /** A language the Language row offers: its own name, and its name in this language when that differs. */
  'settings.languageChoice': (p: { name: string; code: string }, f: Format) =>
    f.languageName(p.code) === null ? p.name : `${p.name} (${f.languageName(p.code)})`,

  'sidebar.roundActions': 'Round',
  'sidebar.confirmUndo': 'Yes, undo',
  'sidebar.keepRound': 'Keep the round',
  'sidebar.tournament': 'Tournament',
  'sidebar.rounds': 'Rounds',
  'sidebar.system': 'Pairing system',
  'sidebar.matchScoring': 'Standings of two-game matches',
  'sidebar.gamePoints': 'Game points',
  'sidebar.matchPoints': 'Match points',
  'sidebar.colour': "Top seed's colour in round 1",
  'sidebar.byLot': 'By lot',
  'sidebar.white': 'White',
  'sidebar.black': 'Black',
  'sidebar.pointsFor': 'Points for a',
  'sidebar.win': 'win',
  'sidebar.draw': 'draw',
  'sidebar.loss': 'loss',
  'sidebar.tiebreaks': 'Tie-breaks, in order',
  'sidebar.tiebreaksNone': 'None: players on equal points share the rank.',
  'sidebar.tiebreakAdd': 'Add a tie-break',
  'sidebar.tiebreakModifier': 'Cut, median or limit',
  'sidebar.forfeitsAsPlayed': 'Forfeits count as played (/P)',
  'sidebar.fore': "Opponents' Fore Buchholz (/F)",
  'sidebar.add': 'Add',
  'sidebar.defaultList': 'Default list',
  'sidebar.unrated': 'Rating of unrated opponents',
  'sidebar.unratedNone': 'None',
  'sidebar.unratedHint':
    'For ARO, TPR, PTP, APRO and APPO (C.07 10). Left blank, they give no value once a player is unrated.',
  'sidebar.save': 'Save settings',
  'sidebar.explainTitle': 'Explain the round',
  'sidebar.explainHint': 'The last round, with the articles of the pairing system.',
  'sidebar.whyNotA': 'Why not No.',
  'sidebar.whyNotB': 'against No.',
  'sidebar.whyNot': 'Why not?',
  'sidebar.trfTitle': 'TRF files',
  'sidebar.trfHint': 'For rating reports and other pairing programs.',
  'sidebar.exportTrf': 'Export TRF',
  'sidebar.importTrf': 'Import a TRF file as a new tournament',
  'sidebar.playersPage': "Players' page",
  'sidebar.playersPageHint':
    'Pairings with a name search, standings and crosstable, for phones. Share the link, or print the code for the entrance.',
  'sidebar.playersPageNone':
    'Deploy the script once as a web app (README, "The players\' page") to get its link here.',
  'sidebar.playersPageQr': "QR code of the players' page",
  'sidebar.notStarted': (p: { players: number }, f: Format) =>
    `Not started · ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })}`,
  'sidebar.notStartedOf': (p: { rounds: number; players: number }, f: Format) =>
    `Not started (${f.plural(p.rounds, { one: `${p.rounds} round`, other: `${p.rounds} rounds` })}) · ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })}`,
  'sidebar.round': (p: { round: number; players: number }, f: Format) =>
    `Round ${p.round} · ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })}`,
  'sidebar.roundOf': (p: { round: number; rounds: number; players: number }, f: Format) =>
    `Round ${p.round} of ${p.rounds} · ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })}`,
  'sidebar.typedBoards': (p: { round: number; count: number; boards: string }, f: Format) =>
    `Round ${p.round}: ${f.plural(p.count, { one: `${p.count} board`, other: `${p.count} boards` })} typed by hand (${p.boards}); "Pair next round" pairs the other players around them.`,
  'sidebar.openBoards': (p: { count: number; boards: string }, f: Format) =>
    `${f.plural(p.count, { one: `${p.count} board`, other: `${p.count} boards` })} without a result: ${p.boards}`,
  'sidebar.allResults': 'All results are in.',
  'sidebar.complete': 'All results are in: the tournament is complete.',
  'sidebar.notAvailable': (p: { system: string }) => `${p.system} (not available yet)`,
  'sidebar.loading': 'Loading…',
  'sidebar.working': 'Working…',
  'sidebar.creatingTabs': 'Creating the tabs…',
  'sidebar.pairing': 'Pairing the next round…',
  'sidebar.undoing': 'Undoing the last round…',
  'sidebar.updatingStandings': 'Updating the standings…',
  'sidebar.saving': 'Saving…',
  'sidebar.exporting': 'Exporting…',
  'sidebar.importing': (p: { file: string }) => `Importing ${p.file}…`,
  'sidebar.downloaded': (p: { file: string }) => `Downloaded ${p.file}.`,

  'tiebreak.noModifier': 'No cut or limit',
  'tiebreak.cutChoice': (p: { n: number }) => `Cut ${p.n} (/C${p.n})`,
  'tiebreak.medianChoice': (p: { n: number }) => `Median ${p.n} (/M${p.n})`,
  'tiebreak.limitChoice': (p: { limit: number }, f: Format) =>
    `Limit ${p.limit < 0 ? '−' : '+'}${f.plural(Math.abs(p.limit), { one: `${Math.abs(p.limit)} half point`, other: `${Math.abs(p.limit)} half points` })} (/L${p.limit < 0 ? '-' : '+'}${Math.abs(p.limit)})`,
  'tiebreak.cut': (p: { n: number }) => `cut ${p.n}`,
  'tiebreak.median': (p: { n: number }) => `median ${p.n}`,
  'tiebreak.limit': (p: { limit: string }) => `limit ${p.limit}`,
  'tiebreak.forfeitsAsPlayed': 'forfeits as played',
  'tiebreak.fore': 'fore',
  'tiebreak.unknown': 'not a tie-break this add-on knows',
  'tiebreak.moveUp': (p: { item: string }) => `Move ${p.item} up`,
  'tiebreak.moveDown': (p: { item: string }) => `Move ${p.item} down`,
  'tiebreak.remove': (p: { item: string }) => `Remove ${p.item}`,
  'tiebreak.defaultChosen': 'Default tie-breaks chosen: press Save settings to keep them.',
  'tiebreak.movedUp': (p: { item: string }) =>
    `${p.item} moved up: press Save settings to keep the change.`,
  'tiebreak.movedDown': (p: { item: string }) =>
    `${p.item} moved down: press Save settings to keep the change.`,
  'tiebreak.removed': (p: { item: string }) =>
    `${p.item} removed: press Save settings to keep the change.`,
  'tiebreak.added': (p: { item: string }) =>
    `${p.item} added: press Save settings to keep the change.`,
  'tiebreak.already': (p: { item: string }) => `${p.item} is already in the list.`,
  'menu.print': 'Print…',
  'print.pairings': 'Pairings',
  'print.byName': 'Pairings by name',
  'print.standings': 'Standings',
  'print.crosstable': 'Crosstable',
  'print.schedule': 'Round-robin schedule',
  'print.all': 'All of these',
  'print.paper': 'Paper',
  'print.letter': 'Letter',
  /** The ISO paper size, as each language writes it. */
  'print.a4': 'A4',
  /** The day of printing, as the language writes a date (Format.date, Intl). */
  'print.date': (p: { day: Date }, f: Format) => f.date(p.day),
  'print.button': 'Print',
  'print.hint': 'A page for the notice board, printed from the browser.',
  'print.pairingsOf': (p: { round: number }) => `Pairings of round ${p.round}`,
  'print.byNameOf': (p: { round: number }) => `Round ${p.round}: players by name`,
  'print.standingsAfter': (p: { round: number }) => `Standings after round ${p.round}`,
  'print.crosstableAfter': (p: { round: number }) => `Crosstable after round ${p.round}`,
  'print.scheduleOf': (p: { players: number; rounds: number }, f: Format) =>
    `Schedule: ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })}, ${f.plural(p.rounds, { one: `${p.rounds} round`, other: `${p.rounds} rounds` })}`,
  'print.round': (p: { round: number }) => `Round ${p.round}`,
  'print.page': (p: { page: string; pages: string }) => `Page ${p.page} of ${p.pages}`,
  'print.game': (p: { game: number }) => `Game ${p.game}`,
  'print.board': 'Board',
  'print.no': 'No.',
  'print.white': 'White',
  'print.black': 'Black',
  'print.result': 'Result',
  'print.name': 'Name',
  'print.colour': 'Colour',
  'print.opponent': 'Opponent',
  'print.rank': 'Rank',
  'print.title': 'Title',
  'print.federation': 'Fed.',
  'print.rating': 'Rating',
  'print.points': 'Pts.',
  'print.bye': 'Bye',
  'print.halfPointBye': 'Half-point bye',
  'print.fullPointBye': 'Full-point bye',
  'print.absent': 'Absent',
  'print.noRound': 'No round is paired yet: there are no pairings to print.',
  'print.notTable':
    'Only a round-robin has a schedule made in advance; this tournament is paired round by round.',
  'tab.schedule': 'Schedule',
  'menu.writeSchedule': 'Write the round-robin schedule',
  'sidebar.scheduleTitle': 'Round-robin schedule',
  'sidebar.scheduleHint':
    'Every round of the table on one tab, with the Berger numbers and the names, for printing. Before round 1 it makes the drawing of lots.',
  'sidebar.writeSchedule': 'Write the schedule',
  'tab.teams': 'Teams',
  'tab.teamStandings': 'Team standings',
  'tab.boardPrizes': 'Board prizes',
  'team.system': 'Team Swiss (C.04.6)',
  'team.yes': 'Yes',
  'team.no': 'No',
  'team.colourTypeA': 'Type A',
  'team.colourTypeB': 'Type B',
  'team.colourTypeNone': 'None',
  'team.setting.header': 'Setting',
  'team.setting.value': 'Value',
  'team.setting.primary': 'Primary score',
  'team.setting.matchWin': 'Match points for a win',
  'team.setting.matchDraw': 'Match points for a draw',
  'team.setting.matchLoss': 'Match points for a loss',
  'team.setting.colourType': 'Colour preferences',
  'team.setting.boards': 'Boards per match',
  'team.setting.baku': 'Baku acceleration',
  'team.setting.tiebreaks': 'Team tie-breaks',
  'team.column.team': 'Team',
  'team.column.player': 'Player',
  'team.column.rating': 'Rating',
  'team.column.fideId': 'FIDE ID',
  'team.column.absent': 'Not playing in rounds',
  'team.column.withdrawn': 'Withdrawn from round',
  'team.column.match': 'Match',
  'team.column.board': 'Board',
  'team.column.colours': 'Colours',
  'team.column.teamOrPlayer': 'Team / player',
  'team.column.result': 'Result',
  'team.column.matchScore': 'Match score',
  'team.column.rank': 'Rank',
  'team.colours.whiteBlack': 'White – Black',
  'team.colours.blackWhite': 'Black – White',
  'team.bye.pab': 'Pairing-allocated bye',
  'team.bye.requested': 'Bye requested',
  'team.bye.withdrawn': 'Withdrawn',
  'team.matchScore': (p: { left: string; right: string }) => `${p.left} – ${p.right}`,
  'team.resultHelp': (p: { choices: string }) =>
    `The result of the board, read left to right (1-0: the player on the left won): ${p.choices}. On a match row, a forfeit is the whole match forfeited.`,
  'team.roundProtection': (p: { round: number }) =>
    `Pairing of round ${p.round}: enter results, or change a line-up in the players' columns; to change the pairing use "Undo last round".`,
  'team.paired': (p: { round: number; matches: number; byes: number }, f: Format) =>
    `Round ${p.round} paired with the Swiss Team Pairing System (C.04.6): ${f.plural(p.matches, { one: `${p.matches} match`, other: `${p.matches} matches` })}${p.byes > 0 ? `, ${f.plural(p.byes, { one: `${p.byes} team not paired`, other: `${p.byes} teams not paired` })}` : ''}.`,
  'team.over': (p: { rounds: number }, f: Format) =>
    `The tournament is over: ${f.plural(p.rounds, { one: `its ${p.rounds} round is`, other: `all ${p.rounds} rounds are` })} paired. To play more, raise "Rounds" in the Settings.`,
  'team.noPairing': (p: { round: number; reason: string }) =>
    `No valid pairing exists for round ${p.round} (${p.reason}). Nothing was changed.`,
  'team.nothingToUndo': 'There is no round to undo.',
  'team.undoQuestion': (p: { round: number; results: number }, f: Format) =>
    `Round ${p.round} already has ${f.plural(p.results, { one: `${p.results} result`, other: `${p.results} results` })}. Undo the round anyway? Its tab and results will be deleted.`,
  'team.undone': (p: { round: number }) => `Round ${p.round} was undone.`,
  'team.refreshed': 'The match scores and the Team standings are up to date.',
  'team.tabsThere': 'The tournament tabs are already there.',
  'team.tabsMade': (p: { tabs: string }) =>
    `Created: ${p.tabs}. Enter each team on a row of the Teams tab, its players below it in board order (substitutes last), then pair round 1.`,
  'team.check.noRound': 'There is no Round tab to check yet.',
  'team.check.same': (p: { round: number }) =>
    `Round ${p.round} is the pairing of the Swiss Team Pairing System (C.04.6).`,
  'team.check.differs': (p: { round: number }) =>
    `Round ${p.round} is not the pairing of the Swiss Team Pairing System (C.04.6):`,
  'team.check.metBefore': (p: { white: string; black: string }) =>
    `${p.white} and ${p.black} have met before ([C1]).`,
  'team.check.systemPairs': (p: { white: string; black: string }) =>
    `the system pairs ${p.white} – ${p.black};`,
  'team.check.tabPairs': (p: { white: string; black: string }) =>
    `the tab pairs ${p.white} – ${p.black};`,
  'team.check.pab': (p: { tab: string; system: string }) =>
    `the pairing-allocated bye: ${p.tab} on the tab, ${p.system} by the system.`,
  'team.problem.noTeamsTab': 'there is no Teams tab: choose "Create tournament tabs"',
  'team.problem.noTeams': 'no team yet: enter each team on a row, its players below it',
  'team.problem.teamAgain': (p: { team: string; row: number }) =>
    `the team "${p.team}" is already on row ${p.row}: keep a team's players together below its name`,
  'team.problem.playerWithoutTeam': (p: { player: string }) =>
    `"${p.player}" comes before any team: write the team's name on the row above its players`,
  'team.problem.noPlayerName': 'a row with no player name: write the name in the Player column',
  'team.problem.playerTwice': (p: { player: string; team: string }) =>
    `"${p.player}" is twice in the team "${p.team}"`,
  'team.problem.rating': (p: { value: string }) => `"${p.value}" is not a rating (a whole number)`,
  'team.problem.absent': (p: { value: string }) =>
    `"${p.value}" is not a list of rounds (such as 3, 5)`,
  'team.problem.withdrawn': (p: { value: string }) => `"${p.value}" is not a round number`,
  'team.problem.emptyTeam': (p: { team: string }) =>
    `the team "${p.team}" has no players: write them on the rows below it`,
  'team.problem.rounds': (p: { value: string; max: number }) =>
    `${p.value} is not a number of rounds from 1 to ${p.max}`,
  'team.problem.colour': (p: { value: string }) => `${p.value} is not By lot, White or Black`,
  'team.problem.primary': (p: { value: string }) => `${p.value} is not Match points or Game points`,
  'team.problem.points': (p: { value: string }) => `${p.value} is not a number of points`,
  'team.problem.colourType': (p: { value: string }) => `${p.value} is not Type A, Type B or None`,
  'team.problem.boards': (p: { value: string; max: number }) =>
    `${p.value} is not a number of boards from 1 to ${p.max}`,
  'team.problem.yesNo': (p: { value: string }) => `${p.value} is not Yes or No`,
  'team.problem.tiebreaks': (p: { value: string; reason: string }) =>
    `${p.value} is not a list of team tie-breaks: ${p.reason}`,
  'team.problem.language': (p: { value: string; languages: string }) =>
    `${p.value} is not a language of the add-on; choose ${p.languages}, or leave the cell blank`,
  'team.problem.matchPointOrder': (p: { win: number; draw: number; loss: number }) =>
    `a match won (${p.win}) must be worth more match points than a draw (${p.draw}), and a draw at least a loss (${p.loss})`,
  'team.problem.bakuGamePoints':
    'the Baku acceleration needs match points as the primary score (C.04.7 1.4)',
  'sidebar.teamsProgress': (p: { round: number; rounds: number; teams: number }, f: Format) =>
    `${p.round === 0 ? 'Not started' : p.rounds > 0 ? `Round ${p.round} of ${p.rounds}` : `Round ${p.round}`} · ${f.plural(p.teams, { one: `${p.teams} team`, other: `${p.teams} teams` })}`,
  'sidebar.openMatches': (p: { count: number; matches: string }, f: Format) =>
    `${f.plural(p.count, { one: `${p.count} match`, other: `${p.count} matches` })} still without every result: ${p.matches}`,
  'sidebar.pairRound': (p: { round: number }) => `All results are in: next, pair round ${p.round}.`,
  'sidebar.enterTeams': 'Enter the teams on the Teams tab (at least two), then pair round 1.',
  'sidebar.matchPointsFor': 'Match points for a',
  'sidebar.teamTiebreaksHint':
    'In order, separated by commas: MPvGP, BH, BH:MP, BH:GP, DE, EDE, EMMSB, EMGSB, EGMSB, EGGSB, SSSC/K1; a cut as BH/C1.',
  'team.sidebar.noTeamsTab': 'No Teams tab yet: press "Create tournament tabs".',
  'team.sidebar.settingsMissing':
    'The settings did not arrive; reload the sidebar and save them again.',
  'team.problem.fewerRounds': (p: { paired: number }, f: Format) =>
    `${f.plural(p.paired, { one: `${p.paired} round is`, other: `${p.paired} rounds are` })} already paired: Rounds cannot be fewer`,
  'team.problem.boardsPlayed': (p: { boards: number }, f: Format) =>
    `the rounds already paired have ${f.plural(p.boards, { one: `${p.boards} board`, other: `${p.boards} boards` })} a match: Boards per match cannot change now`,
  'team.keptNoPairing': (p: { round: number; reason: string }) =>
    `No valid pairing of the other teams exists around the matches typed by hand in round ${p.round} (C.04.6 [C1]-[C3]: ${p.reason}). Change or remove a typed match; nothing was changed.`,
  'team.problem.keptNotPlaying': (p: { team: string; round: number }) =>
    `${p.team} does not play round ${p.round} (a bye or a withdrawal on the Teams tab)`,
  'team.problem.keptMetBefore': (p: { left: string; right: string; round: number }) =>
    `${p.left} and ${p.right} met in round ${p.round}: they cannot meet again (C.04.6 [C1])`,
  'sidebar.typedMatches': (p: { round: number; count: number }, f: Format) =>
    `Round ${p.round}: ${f.plural(p.count, { one: `${p.count} match typed`, other: `${p.count} matches typed` })} by hand; "Pair next round" pairs the other teams around them.`,
  'team.problem.missingRound': (p: { last: number }) =>
    `there is no tab for this round, but rounds up to ${p.last} are paired`,
  'team.problem.unknownTeam': (p: { team: string }) => `"${p.team}" is not a team of the Teams tab`,
  'team.problem.teamTwiceInRound': (p: { team: string; row: number }) =>
    `the team "${p.team}" is already on row ${p.row} of this round`,
  'team.problem.matchResult': (p: { value: string }) =>
    `"${p.value}": a match row's Result is left blank, or holds a whole match forfeited (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p: { value: string }) =>
    `"${p.value}" is not the next board of its match`,
  'team.problem.notInTeam': (p: { player: string; team: string }) =>
    `"${p.player}" is not a player of the team "${p.team}" (Teams tab)`,
  'team.problem.boardResult': (p: { value: string }) => `"${p.value}" is not a result`,
  'team.problem.resultInForfeitedMatch':
    'the whole match is forfeited (its match row): leave the boards without results',
  'team.problem.resultOnEmptyBoard': (p: { value: string }) =>
    `"${p.value}": a board with no player is lost by forfeit; leave its Result blank`,
  'team.problem.byeWord': (p: { value: string }) =>
    `"${p.value}" is not Pairing-allocated bye, Bye requested or Withdrawn`,
  'team.problem.playerTwiceInMatch': (p: { player: string }) =>
    `"${p.player}" plays on two boards of this match`,
  'team.problem.lineUpOrder': (p: { player: string; team: string }) =>
    `"${p.player}" plays on a lower board than a player listed after him in the team "${p.team}": a line-up keeps the order of the Teams tab`,
  'team.problem.noResult': (p: { match: number; board: number }) =>
    `match ${p.match}, board ${p.board} has no result yet`,
  'team.problem.tooFewTeams': (p: { round: number }) =>
    `Round ${p.round} cannot be paired: fewer than two teams play in it.`,
  'team.importTaken': (p: { tabs: string }) =>
    `This spreadsheet already has a tournament (tabs ${p.tabs}). Import into a new spreadsheet, or delete those tabs first.`,
  'team.importRefused': (p: { reason: string }) =>
    `The team TRF file cannot be imported: ${p.reason}`,
  'team.importColours':
    'record 352 gives the boards colours other than alternating from board 1, which the Round tabs show',
  'team.imported': (p: { teams: number; rounds: number }, f: Format) =>
    `Imported ${f.plural(p.teams, { one: `${p.teams} team`, other: `${p.teams} teams` })} and ${f.plural(p.rounds, { one: `${p.rounds} round`, other: `${p.rounds} rounds` })}.`,

  // Words the add-on writes into its tabs, read back in every language.
  'header.number': 'No.',
  'header.name': 'Name',
  'header.title': 'Title',
  'header.rating': 'Rating',
  'header.federation': 'Federation',
  'header.fideId': 'FIDE ID',
  'header.birth': 'Birth',
  'header.sex': 'Sex',
  'header.status': 'Status',
  'header.byes': 'Byes / absent rounds',
  'header.notAgainst': 'Not against',
  'header.club': 'Club',
  'header.virtualPoints': 'Virtual points',
  'header.board': 'Board',
  'header.round': 'Round',
  'header.points': 'Points',
  'header.result': 'Result',
  'header.game1': 'Game 1',
  'header.game2': 'Game 2',
  'header.pairingScoreWhite': 'Pairing score (White)',
  'header.pairingScoreBlack': 'Pairing score (Black)',
  'header.rank': 'Rank',
  'header.colour': 'Colour',
  'header.opponent': 'Opponent',
  'header.setting': 'Setting',
  'header.value': 'Value',
  'colour.white': 'White',
  'colour.black': 'Black',
  'colour.whiteBlack': 'White, Black',
  'colour.blackWhite': 'Black, White',
  'colour.byLot': 'By lot',
  'result.whiteForfeit': '1-0 forfeit',
  'result.blackForfeit': '0-1 forfeit',
  'result.doubleForfeit': 'double forfeit',
  'result.adjourned': 'adjourned',
  'bye.pairingAllocated': 'Bye',
  'bye.half': 'Half-point bye',
  'bye.full': 'Full-point bye',
  'bye.absent': 'Absent',
  'bye.free': 'Free (no game)',
  'round.handMark': 'Changed by hand',
  'handMark.differs': (p: { system: string }) =>
    `differs from the pairing of ${p.system} (found by Check this round)`,
  'handMark.noPairing': (p: { system: string }) =>
    `${p.system} finds no valid pairing of this round (found by Check this round)`,
  'handMark.typedBoards': (p: { count: number; boards: string; system: string }) =>
    `${p.count === 1 ? 'board' : 'boards'} ${p.boards} typed by hand, the other players paired around them by ${p.system}`,
  'status.active': 'active',
  'status.withdrawn': 'withdrawn',
  'setting.name': 'Tournament',
  'setting.rounds': 'Rounds',
  'setting.system': 'Pairing system',
  'setting.initialColour': 'Top seed colour in round 1',
  'setting.win': 'Points for a win',
  'setting.draw': 'Points for a draw',
  'setting.loss': 'Points for a loss',
  'setting.tiebreaks': 'Tie-breaks',
  'setting.unratedRating': 'Rating of unrated opponents',
  'setting.acceleration': 'Acceleration',
  'setting.keepClubsApart': 'Keep players of the same club apart',
  'setting.maxiTournament': 'Maxi-tournament (Lim)',
  'setting.matchScoring': 'Standings of two-game matches',
  // A round robin's Settings rows and the drawing of lots' methods (C.05).
  'setting.drawingOfLots': 'Drawing of lots',
  'setting.drawSeed': 'Seed of the draw',
  'setting.cycleOrder': 'Order of the double round robin',
  'draw.random': 'At random',
  'draw.varma': 'Varma tables',
  'draw.hand': 'By hand',
  'choice.none': 'None',
  'choice.baku': 'Baku',
  'choice.gamePoints': 'Game points',
  'choice.matchPoints': 'Match points',
  'choice.yes': 'Yes',
  'choice.no': 'No',
  'system.dutch': 'Dutch 2025',
  'system.dutch-2017': 'Dutch 2017',
  'system.rating-1998': 'Rating-based 1998',
  'system.lim': 'Lim',
  'system.burstein': 'Burstein',
  'system.dubov': 'Dubov',
  'system.double-swiss': 'Double-Swiss',
  'system.round-robin': 'Round robin',
  'system.double-round-robin': 'Double round robin',
  'systemName.dutch': 'FIDE Dutch system (2025 edition, in force since 1 Feb 2026)',
  'systemName.dutch-2017': 'FIDE Dutch system (2017 edition, Baku 2016 text)',
  'systemName.rating-1998': 'Swiss System Based on Rating (1998, old C.04.1)',
  'systemName.lim': 'Lim system (C.04.4.3)',
  'systemName.burstein': 'Burstein system (C.04.4.2, 2026 edition)',
  'systemName.dubov': 'Dubov system (C.04.4.1, 2026 edition)',
  'systemName.double-swiss': 'Double-Swiss system (C.04.5, 2026)',
  'systemName.round-robin': 'Round-robin, Berger tables (C.05 Annex 1)',
  'systemName.double-round-robin': 'Double round-robin, Berger tables (C.05 Annex 1)',
  'tiebreakName.BH': 'Buchholz',
  'tiebreakName.FB': 'Fore Buchholz',
  'tiebreakName.AOB': "Average of Opponents' Buchholz",
  'tiebreakName.SB': 'Sonneborn-Berger',
  'tiebreakName.PS': 'Progressive scores',
  'tiebreakName.DE': 'Direct encounter',
  'tiebreakName.WIN': 'Number of wins',
  'tiebreakName.WON': 'Games won over the board',
  'tiebreakName.BPG': 'Games played with black',
  'tiebreakName.BWG': 'Games won with black',
  'tiebreakName.REP': 'Rounds elected to play',
  'tiebreakName.ARO': 'Average rating of opponents',
  'tiebreakName.TPR': 'Tournament performance rating',
  'tiebreakName.PTP': 'Perfect tournament performance',
  'tiebreakName.APRO': 'Average performance rating of opponents',
  'tiebreakName.APPO': 'Average perfect performance of opponents',
  'tiebreakName.KS': 'Koya system',
  'tiebreakName.STD': 'Standard points',
  'tiebreakName.TPN': 'Tournament pairing number',
  'tiebreakName.RTNG': 'Rating',
  'tiebreakName.LOT': 'Drawing of lots',
  'help.result': (p: { choices: string }) => `Pick the result: ${p.choices}.`,
  'help.secondGame': (p: { choices: string }) =>
    `Game 2 reverses the colours; the result reads left to right (1-0: the player on the left won). Pick the result: ${p.choices}.`,
  'help.oneOf': (p: { choices: string }) => `One of: ${p.choices}`,
  'help.fideTitle': (p: { choices: string }) =>
    `A FIDE title (${p.choices}); a national title is kept as written`,
  // By name: a bye with what it gives. English as the tab has always written it ("½ point").
  'byName.byePoints': (p: { bye: string; points: string; count: number }, _f: Format) =>
    `${p.bye} (${p.points} ${p.count === 1 || p.count === 0.5 ? 'point' : 'points'})`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (
    p: { round: number; system: string; games: number; unpaired: number },
    f: Format,
  ) =>
    `Round ${p.round} paired with ${p.system}: ${f.plural(p.games, { one: `${p.games} game`, other: `${p.games} games` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} bye or absence`, other: `${p.unpaired} byes or absences` })}` : ''}.`,
  'pair.over': (p: { rounds: number }, f: Format) =>
    `The tournament is over: ${f.plural(p.rounds, { one: `its ${p.rounds} round is`, other: `all ${p.rounds} rounds are` })} paired. "Refresh standings" gives the final Standings and Crosstable; to play more, raise "Rounds" in the Settings.`,
  'pair.tooFew': (p: { round: number; players: string }) =>
    `Round ${p.round} cannot be paired: fewer than two players on the ${p.players} tab are active and not absent.`,
  'pair.notAvailable': (p: { system: string }) =>
    `${p.system} is not available yet. Choose another pairing system in the sidebar or the Settings tab.`,
  'pair.noPairing': (p: { round: number; reason: string }) =>
    `No valid pairing exists for round ${p.round} (${p.reason}). Nothing was changed.`,
  'pair.noPairingAround': (p: { tab: string; reason: string }) =>
    `No valid pairing of the other players exists around the boards typed in ${p.tab} (${p.reason}): change or remove some of them. Nothing was changed.`,
  'pair.nothingChanged': (p: { reason: string }) => `${p.reason}. Nothing was changed.`,
  'standings.updated': 'Standings updated.',
  'setUp.already': 'The tournament tabs are already there.',
  'setUp.created': (p: { tabs: string; count: number; players: string }, f: Format) =>
    `Created the ${p.tabs} ${f.plural(p.count, { one: 'tab', other: 'tabs' })}. Enter one player a row in ${p.players}, then pair round 1.`,
  'settings.saved': (p: { tab: string }) => `Settings saved in the ${p.tab} tab.`,
  'import.done': (p: { players: number; rounds: number }, f: Format) =>
    `Imported ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })} and ${f.plural(p.rounds, { one: `${p.rounds} round`, other: `${p.rounds} rounds` })}.`,
  'lock.busy': (p: { ms: number }, f: Format) =>
    `Another editor is changing this tournament; nothing was done. Try again in a moment (waited ${f.number(p.ms)} ms).`,
  'error.internal': (p: { detail: string }) =>
    `Something went wrong inside the add-on (${p.detail}). Please send this file and this message to whoever looks after the add-on for you.`,
  'error.file': (p: { detail: string }) =>
    `The computer would not let the add-on read or write a file (${p.detail}).`,
  'problem.atRow': (p: { tab: string; row: number; problem: string }) =>
    `${p.tab}, row ${p.row}: ${p.problem}`,
  'problem.inTab': (p: { tab: string; problem: string }) => `${p.tab}: ${p.problem}`,
  'problem.more': (p: { count: number }) => `… and ${p.count} more.`,
  // The problems found while reading the tabs (after "tab, row N:").
  'problem.inColumn': (p: { column: string; problem: string }) => `in "${p.column}", ${p.problem}`,
  'problem.players.noColumns': (p: { columns: readonly string[] }, f: Format) =>
    `the header row has no ${f.list(
      p.columns.map((column) => `"${column}"`),
      'or',
    )} column`,
  'problem.players.nameBlank': 'the name is blank',
  'problem.players.nameAgain': (p: { name: string; row: number }) =>
    `"${p.name}" is already the name on row ${p.row}`,
  'problem.players.number': (p: { value: string }) =>
    `the No. "${p.value}" is not a whole number from 1 to 9999`,
  'problem.players.numberAgain': (p: { number: number; row: number }) =>
    `No. ${p.number} is already the No. on row ${p.row}`,
  'problem.players.rating': (p: { value: string }) => `the rating "${p.value}" is not a number`,
  'problem.players.sex': (p: { value: string }) => `the sex "${p.value}" is not m or w`,
  'problem.players.status': (p: { value: string; active: string; withdrawn: string }) =>
    `the status "${p.value}" is not "${p.active}" or "${p.withdrawn}"`,
  'problem.players.byeEntry': (p: { value: string }) =>
    `"${p.value}" is not a round: write round numbers such as 3, 5H (H half-point bye, F full-point bye, nothing or Z absent)`,
  'problem.players.byeTwice': (p: { round: number }) => `round ${p.round} is listed twice`,
  'problem.players.virtualPoints': (p: { value: string }) =>
    `"${p.value}" is not a number of points (write them by round: 1, 1, 0.5)`,
  'problem.players.notAgainstNumber': (p: { value: string }) =>
    `"${p.value}" is not the No. of any player`,
  'problem.players.notAgainstName': (p: { value: string }) =>
    `"${p.value}" is not the name of any player`,
  'problem.players.notAgainstSelf': (p: { value: string }) => `"${p.value}" is this player himself`,
  'problem.players.numberBlank':
    'the No. is blank while other players have one: fill in every No., or clear them all and the add-on numbers the players by rating, title and name (C.04.2 2.2)',
  'problem.players.noNumbers': (p: { undo: string }) =>
    `no player has a No., but rounds are paired: the players' rows or their No. column are gone (restore them, or use "${p.undo}")`,
  'problem.tabs.merged': (p: { cells: string; rows: boolean }) =>
    `cells ${p.cells} are merged, so they hold one value for ${p.rows ? 'several rows' : 'several columns'}; unmerge them (Format > Merge cells > Unmerge) and give each cell its own value`,
  'problem.tabs.formulaError': (p: { cell: string; value: string }) =>
    `cell ${p.cell} shows ${p.value}, the error of a formula: correct the formula, or type the value`,
  'problem.tabs.roundLookalike': (p: { roundN: string; asked: string }) =>
    `this tab looks like a Round tab, but the add-on reads only tabs named exactly "${p.roundN}" and would pair its round again; name it "${p.asked}" for the round it holds, or delete it if it is not needed`,
  'problem.tabs.roundN': 'Round N',
  'problem.tabs.lookalike': (p: { tab: string; lookalike: string }) =>
    `there is no tab named exactly "${p.tab}", but there is "${p.lookalike}": rename it "${p.tab}"`,
  'problem.tabs.noSettings': (p: { create: string }) =>
    `there is no such tab, but rounds are paired: the number of rounds, the system and the points are set there; choose "${p.create}" to make it again and check its values`,
  'problem.tabs.noPlayers': (p: { create: string }) =>
    `there is no such tab: choose "${p.create}" in the add-on menu, then enter the players`,
  'problem.settings.notOneOf': (p: { value: string; choices: readonly string[] }, f: Format) =>
    `"${p.value}" is not ${f.list(p.choices, 'or')}`,
  'problem.settings.rounds': (p: { value: string; max: number }) =>
    `"${p.value}" is not a number of rounds from 1 to ${p.max}`,
  'problem.settings.system': (p: { value: string; systems: readonly string[] }) =>
    `"${p.value}" is not a pairing system; choose ${p.systems.join(', ')}`,
  'problem.settings.points': (p: { value: string }) => `"${p.value}" is not a number of points`,
  'problem.settings.tiebreaks': (p: { value: string; problem: string }) =>
    `"${p.value}" is not a tie-break list: ${p.problem}`,
  'problem.settings.seed': (p: { value: string }) => `"${p.value}" is not a seed: a whole number`,
  'problem.settings.language': (p: { value: string; languages: readonly string[] }) =>
    `"${p.value}" is not a language of the add-on; choose ${p.languages.join(', ')}, or leave the cell blank for the spreadsheet's language`,
  'problem.settings.unratedRating': (p: { value: string }) =>
    `"${p.value}" is not a rating: write a whole number such as 1400, or leave the cell blank`,
  'problem.settings.pointOrder': (p: { win: number; draw: number; loss: number }, f: Format) =>
    `a win (${f.number(p.win)}) must be worth more than a draw (${f.number(p.draw)}), and a draw at least a loss (${f.number(p.loss)})`,
  'problem.settings.buchholzInRoundRobin': (p: {
    refused: string;
    system: string;
    defaults: string;
  }) =>
    `${p.refused} cannot rank a ${p.system}: C.07 (2026) Art. 8: the Buchholz family must not be used in round-robins; write ${p.defaults}, or clear the cell for that list`,
  'problem.settings.missingRow': (p: { label: string }) =>
    `there is no "${p.label}" row, but rounds are paired; write the label "${p.label}" in column A and its value in column B`,
  'problem.settings.missingRowInstead': (p: { label: string; instead: readonly string[] }) =>
    `there is no "${p.label}" row, but rounds are paired (not settings: ${p.instead.join(', ')}; was a label changed?); write the label "${p.label}" in column A and its value in column B`,
  'problem.settings.labelOnRow': (p: { label: string; row: number }) =>
    `"${p.label}" on row ${p.row}`,
  'problem.tiebreaks.empty': 'empty tie-break in the list',
  'problem.tiebreaks.unknown': (p: { head: string; item: string; known: string }) =>
    `unknown tie-break "${p.head}" in "${p.item}"; known: ${p.known}`,
  'problem.tiebreaks.modifierNotFor': (p: { modifier: string; code: string; item: string }) =>
    `modifier "/${p.modifier}" does not apply to ${p.code} (in "${p.item}")`,
  'problem.tiebreaks.cutsNothing': (p: { modifier: string; code: string }) =>
    `"/${p.modifier}" cuts nothing; write ${p.code} without it`,
  'problem.tiebreaks.twoCuts': (p: { item: string }) =>
    `only one cut or median modifier per tie-break (in "${p.item}")`,
  'problem.tiebreaks.unknownModifier': (p: { modifier: string; item: string }) =>
    `unknown modifier "/${p.modifier}" in "${p.item}"; C.07 modifiers are /Cn, /Mn, /L+n, /L-n, and /P, /F`,
  'problem.tiebreaks.ptsNotFirst':
    'PTS (points) can only open the list; standings always rank by points first',
  'problem.tiebreaks.lotNotLast': 'LOT (drawing of lots) must be the last tie-break (C.07 4.2)',
  'problem.tiebreaks.twice': (p: { tiebreak: string }) => `${p.tiebreak} is listed twice`,
  // The sidebar's Settings refused.
  'refusal.settings.points': (p: { label: string }) => `${p.label} must be a number of 0 or more.`,
  'refusal.settings.pointSystem': (p: { problem: string }) => `Points: ${p.problem}.`,
  'refusal.settings.noTiebreaks': 'The tie-break list is missing.',
  'refusal.settings.tiebreaks': (p: { problem: string }) => `Tie-breaks: ${p.problem}.`,
  'refusal.settings.unratedRating': (p: { max: number }) =>
    `The rating of unrated opponents must be a whole number from 1 to ${p.max}, or blank.`,
  'refusal.settings.noName': 'The tournament needs a name.',
  'refusal.settings.rounds': (p: { max: number }) =>
    `Rounds must be a whole number from 1 to ${p.max}.`,
  'refusal.settings.fewerRounds': (p: { paired: number }, f: Format) =>
    `${f.plural(p.paired, { one: `${p.paired} round is`, other: `${p.paired} rounds are` })} already paired: Rounds cannot be fewer.`,
  'refusal.settings.unknownSystem': (p: { value: string }) =>
    `Unknown pairing system "${p.value}".`,
  'refusal.settings.unknownColour': (p: { value: string }) =>
    `Unknown initial colour "${p.value}".`,
  'refusal.settings.unknownLanguage': (p: { value: string }) => `Unknown language "${p.value}".`,
  'refusal.settings.notArrived':
    'The settings did not arrive; reload the sidebar and save them again.',
  'problem.round.matchTabOneGame':
    'this tab has a result column for each game of a two-game match, but the pairing system of the Settings plays one game a round',
  'problem.round.oneGameTabMatch':
    'the pairing system of the Settings plays two-game matches, but this tab has one Result column (was the system changed after the round was paired?)',
  'problem.round.columnMoved': (p: {
    column: string;
    wanted: string;
    found: string;
    columns: readonly string[];
  }) =>
    `column ${p.column} should be "${p.wanted}" but has "${p.found}": a column was inserted, deleted or moved; put the columns back as the add-on wrote them (${p.columns.join(', ')})`,
  'problem.round.columnEmpty': (p: {
    column: string;
    wanted: string;
    columns: readonly string[];
  }) =>
    `column ${p.column} should be "${p.wanted}" but has nothing: a column was inserted, deleted or moved; put the columns back as the add-on wrote them (${p.columns.join(', ')})`,
  'problem.round.whiteNumber': (p: { value: string }) =>
    `the white No. "${p.value}" is not a pairing number`,
  'problem.round.blackNumber': (p: { value: string }) =>
    `the black No. "${p.value}" is not a pairing number`,
  'problem.round.playerNumber': (p: { value: string }) =>
    `the player No. "${p.value}" is not a pairing number`,
  'problem.round.byeResult': (p: { bye: string; value: string }) =>
    `this row is a "${p.bye}", not a game: its Result shows only the points it gives (it has "${p.value}")`,
  'problem.round.byeOpponent': (p: { bye: string }) =>
    `this row is a "${p.bye}": it has no opponent`,
  'problem.round.boardCell': (p: { value: string; labels: readonly string[] }) =>
    `the Board cell "${p.value}" is neither a board number nor one of ${p.labels.join(', ')}`,
  'problem.round.resultDate': (p: { choices: readonly string[] }) =>
    `the Result cell holds a date (a result typed there became one); pick the result from the list: ${p.choices.join(', ')}`,
  'problem.round.result': (p: { value: string; choices: readonly string[] }) =>
    `"${p.value}" is not a result; use one of ${p.choices.join(', ')}`,
  'problem.round.unknownNumber': (p: { number: number; players: string }) =>
    `No. ${p.number} is not a player's No. on the ${p.players} tab`,
  'problem.round.numberAgain': (p: { number: number; row: number }) =>
    `No. ${p.number} is already on row ${p.row} of this round`,
  'problem.round.self': (p: { number: number }) => `No. ${p.number} cannot play against themselves`,
  'problem.round.emptyTab': (p: { undo: string }) =>
    `the tab lists no game and no bye: restore its rows, or, if the round is to be paired again, use "${p.undo}" (a tab made empty for the next round: delete it, or type the boards to keep into it)`,
  'problem.round.missingTab': (p: { last: string }) =>
    `the tab is missing, but there is a "${p.last}" tab`,
  'problem.round.movedNumbers': (p: {
    number: number;
    name: string;
    now: string;
    players: string;
    other: number | null;
    row: number;
  }) =>
    `No. ${p.number} is "${p.name}" here, but "${p.now}" on the ${p.players} tab, where "${p.name}" is ${p.other === null ? 'without a No.' : `No. ${p.other}`} (row ${p.row}): the numbers or the names there were moved (a sort of one column?); put them back as they were`,
  'problem.round.rematch': (p: { white: number; black: number; first: string }) =>
    `No. ${p.white} and No. ${p.black} already played each other in ${p.first}`,
  'problem.round.pastLast': (p: { rounds: number }, f: Format) =>
    `the Settings say the tournament has ${f.plural(p.rounds, { one: `${p.rounds} round`, other: `${p.rounds} rounds` })}`,
  'problem.players.absentButPaired': (p: { round: number; tab: string; number: number }) =>
    `asks to be absent in round ${p.round}, but ${p.tab} pairs No. ${p.number} in a game`,
  'problem.players.byePastLast': (p: { round: number; rounds: number }, f: Format) =>
    `asks for a bye or absence in round ${p.round}, but the Settings say the tournament has ${f.plural(p.rounds, { one: `${p.rounds} round`, other: `${p.rounds} rounds` })}`,
  // A round-robin's table refuses (C.05 Annex 1 and 2).
  'problem.table.lateEntry': (p: { name: string; players: number }, f: Format) =>
    `${p.name} has no No.: a round robin cannot take a player after round 1 (its table was drawn for ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })}); remove the row, or enter the player in another tournament`,
  'problem.table.numberBlankByHand': (p: { players: number }) =>
    `the No. is blank, and the Settings say the drawing of lots is made by hand: type every player's Berger number, 1 to ${p.players}`,
  'problem.table.numberBlank':
    'the No. is blank while other players have one: type every No. (the drawing of lots made by hand), or clear them all and the add-on draws them',
  'problem.table.varmaSize': (p: { players: number }) =>
    `the Varma tables cover 9 to 24 players (C.05 Annex 2, direction 5), not ${p.players}: choose another drawing of lots`,
  'problem.table.method.random': 'at random',
  'problem.table.method.varma': 'with the Varma tables',
  'problem.table.method.hand': 'by hand',
  'problem.table.drawChanged': (p: { method: string; seed: number | null }) =>
    `the drawing of lots was made before round 1 (${p.method}${p.seed === null ? '' : `, seed ${p.seed}`}) and cannot change once round 1 is paired (C.05 Annex 1 Part 3.1): put its method and seed back in the Settings`,
  'problem.table.notBerger': (p: { number: number; players: number }) =>
    `No. ${p.number} is not a Berger number of a table for ${p.players} players: the numbers are 1 to ${p.players}`,
  'problem.table.requestedBye': (p: { name: string; round: number; tab: string }) =>
    `${p.name} asks for a bye or absence in round ${p.round}, but a round robin keeps every player on his board (C.05 Annex 1): clear the round here and type the forfeit in ${p.tab}, or mark the player withdrawn`,
  'problem.round.noResult': (p: { board: number; white: number; black: number }) =>
    `board ${p.board} (No. ${p.white} - No. ${p.black}) has no result yet`,
  'problem.round.adjourned': (p: { board: number; white: number; black: number; system: string }) =>
    `board ${p.board} (No. ${p.white} - No. ${p.black}) is adjourned: ${p.system} pairs only when every game has its result (only the rating-based 1998 system pairs around an adjourned game); enter the result`,
  // Boards typed by hand for "Pair next round" to pair the rest around.
  'problem.typed.numberedNow': (p: { number: number; players: string }) =>
    `No. ${p.number} is given only now, to a player without a No. on the ${p.players} tab: type the numbers the ${p.players} tab shows`,
  'problem.typed.unknown': (p: { number: number }) =>
    `No. ${p.number} is not a player's pairing number`,
  'problem.typed.withdrawn': (p: { number: number }) => `No. ${p.number} has withdrawn`,
  'problem.typed.absent': (p: { number: number; round: number }) =>
    `No. ${p.number} asked for a bye or is absent in round ${p.round}`,
  'problem.typed.twice': (p: { number: number; board: number }) =>
    `No. ${p.number} is already on board ${p.board} of the list`,
  'problem.typed.board': (p: { board: number; boards: number }, f: Format) =>
    `board ${p.board}: this round has ${f.plural(p.boards, { one: `${p.boards} board`, other: `${p.boards} boards` })}`,
  'problem.typed.boardAgain': (p: { board: number; row: number }) =>
    `board ${p.board} is also typed on row ${p.row}`,
  // What a TRF file cannot hold.
  'problem.export.name': 'name',
  'problem.export.title': 'title',
  'problem.export.federation': 'federation',
  'problem.export.birth': 'birth date',
  'problem.export.tooLong': (
    p: { field: string; value: string; length: number; width: number },
    f: Format,
  ) =>
    `the ${p.field} "${p.value}" is ${f.plural(p.length, { one: `${p.length} character`, other: `${p.length} characters` })}; a TRF file holds ${p.width}: shorten it to export`,
  'problem.export.fideId': (p: { value: string }) =>
    `the FIDE ID "${p.value}" is not up to 11 digits, as a TRF file needs it: correct it or clear it to export`,
  // What Check this round and Explain this round say around the system's own words.
  'refusal.explain.notNumber': (p: { value: string }) =>
    `"${p.value}" is not a pairing number: give two players' No.`,
  'check.checkedWith': (p: { tab: string; system: string }) =>
    `${p.tab}, checked with ${p.system}:`,
  'check.typedBoards': (p: { tab: string; pair: string }) =>
    `${p.tab} holds boards typed by hand: "${p.pair}" pairs the other players around them.`,
  'check.marked': (p: { tab: string; mark: string }) =>
    `${p.tab} is not the system's own pairing: it is marked "${p.mark}" on its tab and in the TRF export.`,
  'explain.changedByHand': (p: { check: string }) =>
    `This round differs from the engine's own pairing (changed by hand): "${p.check}" compares them.`,
  'undo.doneWithoutRecord': (p: { tab: string; undoTab: string }) =>
    `${p.tab} was deleted. The hidden "${p.undoTab}" tab has no record of its pairing (it was imported, or the record was removed), so nothing else was restored.`,
  'import.pointsWarning': (p: { differences: string; more: number }) =>
    ` Warning: the file's points column is not what its results give, and the workbook counts the results: ${p.differences}${p.more > 0 ? `; and ${p.more} more` : ''}.`,
  'import.rematch': (p: {
    white: number;
    whiteName: string;
    black: number;
    blackName: string;
    first: string;
    round: string;
  }) =>
    `No. ${p.white} ${p.whiteName} and No. ${p.black} ${p.blackName} (${p.first} and ${p.round})`,
  'import.rematchWarning': (p: { rematches: readonly string[]; more: number }) =>
    ` Warning: the file pairs players who had already played each other (C.04.1 Art. 2 forbids it; the rounds are imported as the file has them, and later rounds will not pair them again): ${p.rematches.join('; ')}${p.more > 0 ? `; and ${p.more} more` : ''}.`,
  'import.rulersSkipped': (p: { lines: readonly number[] }) =>
    p.lines.length === 1
      ? `line ${p.lines[0]}: column ruler (as Swiss-Manager writes above its players) skipped`
      : `lines ${p.lines.join(', ')}: column rulers (as Swiss-Manager writes above its players) skipped`,
  'import.pointsDifference': (
    p: { line: number | null; player: number; declared: number; results: number },
    f: Format,
  ) =>
    `${p.line === null ? 'columns 81-84' : `line ${p.line}, columns 81-84`}: player ${p.player}'s points say ${f.number(p.declared, 1)}, his results give ${f.number(p.results, 1)}`,
  'import.note': (p: { note: string }) => ` Note: ${p.note}.`,
  'import.droppedTiebreaks': (p: { tiebreaks: readonly string[]; tab: string }) =>
    p.tiebreaks.length === 1
      ? ` The file's tie-break ${p.tiebreaks[0]} is not computed by this add-on and was left out of the ${p.tab} tab's list.`
      : ` The file's tie-breaks ${p.tiebreaks.join(', ')} are not computed by this add-on and were left out of the ${p.tab} tab's list.`,
  'pair.forbiddenPair': (p: { a: number; aName: string; b: number; bName: string }) =>
    `No. ${p.a}${p.aName === '' ? '' : ` ${p.aName}`} and No. ${p.b}${p.bName === '' ? '' : ` ${p.bName}`}`,
  'pair.lateForbiddenPairs': (
    p: { pairs: readonly string[]; round: number; notAgainst: string; club: string },
    f: Format,
  ) =>
    `Warning: ${f.plural(p.pairs.length, { one: 'a forbidden pair was', other: `${p.pairs.length} forbidden pairs were` })} added (${p.notAgainst} or ${p.club}) after ${p.round === 1 ? 'round 1 was paired' : `round ${p.round} was paired here`}: ${p.pairs.join('; ')}. A FIDE-rated event may not add forbidden pairs after round 1 (C.02.03); ${f.plural(p.pairs.length, { one: 'it was', other: 'they were' })} kept apart all the same.`,
  'pair.typedBoardsKept': (
    p: { count: number; boards: string; tab: string; check: string; broken: readonly string[] },
    f: Format,
  ) =>
    `${f.plural(p.count, { one: 'Board', other: 'Boards' })} ${p.boards} of ${p.tab} typed by hand ${f.plural(p.count, { one: 'was', other: 'were' })} kept, and the other players were paired around them. In a FIDE-rated event this is the arbiter's decision: correct pairings may not be altered in favour of any participant (C.04.2 1.5), and a pairing is changed only in the cases of C.04.2 4.4. "${p.check}" compares the round with the system's own pairing.${p.broken.map((problem) => `\nBroken: ${problem}.`).join('')}`,
  'undo.noRound': 'There is no round to undo.',
  'undo.question': (p: { tab: string; results: number }, f: Format) =>
    `${p.tab} already has ${f.plural(p.results, { one: `${p.results} result`, other: `${p.results} results` })}. Undo the round anyway? Its tab and results will be deleted.`,
  'undo.done': (p: { tab: string }) => `${p.tab} was undone.`,
  'undo.doneTyped': (p: { tab: string }) =>
    `${p.tab} was undone: the boards typed by hand are back, as they were typed.`,
  'undo.standingsNotRecomputed': (p: { reason: string }) =>
    `The Standings could not be recomputed (${p.reason}); choose "Refresh standings" once that is corrected.`,
  'round.noneToCheck': 'There is no Round tab to check yet.',
  'round.noneToExplain': 'There is no Round tab to explain yet.',
  'round.systemUnavailable': 'The pairing system of the Settings is not available.',
  'round.protection': (p: { round: number }) =>
    `Pairing of round ${p.round}: enter results only; to change the pairing use "Undo last round".`,
  'status.noPlayersTab': (p: { players: string; create: string }) =>
    `No ${p.players} tab yet: press "${p.create}".`,
  'explain.written': (p: { round: number; tab: string }) =>
    `The explanation of round ${p.round} is in the tab "${p.tab}".`,
  // The engine's explanations and checks (src/engine/explain, src/engine/check): a player is
  // `explain.player`; articles (C.04.3 [C12], Lim 5.4) are parameters, as printed.
  'explain.player': (p: { name: string; id: number; score: number }, f: Format) =>
    `${p.name} (#${p.id}, ${f.number(p.score)})`,
  'explain.playerNumber': (p: { id: number }) => `#${p.id}`,
  'explain.roundName': (p: { round: number }) => `round ${p.round}`,
  'explain.matchRoundName': (p: { round: number }) => `match round ${p.round}`,
  'explain.heading': (p: { round: string; system: string }) =>
    `${p.round.charAt(0).toUpperCase()}${p.round.slice(1)} (${p.system})`,
  'explain.group': (
    p: { score: number; players: number; fromAbove: readonly string[] },
    f: Format,
  ) =>
    `${f.number(p.score)} points: ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })}${p.fromAbove.length > 0 ? ` and ${p.fromAbove.length} from above (${p.fromAbove.join(', ')})` : ''}.`,
  'explain.float': (p: { player: string; opponent: string; why: string }) =>
    `${p.player} meets ${p.opponent}: ${p.why}.`,
  'explain.float.upOdd': (
    p: {
      score: number;
      left: number;
      wentUp: number;
      player: string;
      floatCount: string;
      floatScores: string;
      order: string;
    },
    f: Format,
  ) =>
    `the ${f.number(p.score)} scoregroup has ${f.plural(p.left, { one: `${p.left} player`, other: `${p.left} players` })} to pair${p.wentUp > 0 ? ` (${p.wentUp} went up to a higher one)` : ''}, an odd number: one player comes up (${p.floatCount}); ${p.player} is the one the criteria choose (${p.floatScores}, ${p.order})`,
  'explain.float.upUnpairable': (
    p: { score: number; rematch: string; completion: string; floatCount: string },
    f: Format,
  ) =>
    `the ${f.number(p.score)} scoregroup cannot be paired among itself (${p.rematch}, ${p.completion}), so players come up (${p.floatCount})`,
  'explain.float.alone': (p: { player: string; score: number; floatCount: string }, f: Format) =>
    `${p.player} is the only player of the ${f.number(p.score)} bracket and floats down (${p.floatCount})`,
  'explain.float.noPartner': (
    p: { player: string; score: number; articles: readonly string[] },
    f: Format,
  ) =>
    `${p.player} has already played, or may not meet, every other player of the ${f.number(p.score)} bracket (${p.articles.join(', ')})`,
  'explain.float.odd': (
    p: {
      score: number;
      players: number;
      player: string;
      floatCount: string;
      floatScores: string;
      order: string;
    },
    f: Format,
  ) =>
    `the ${f.number(p.score)} bracket has ${f.plural(p.players, { one: `${p.players} player`, other: `${p.players} players` })} to pair, an odd number: one floats down (${p.floatCount}); ${p.player} is the one the criteria and the order choose (${p.floatScores}, ${p.order})`,
  'explain.float.completion': (
    p: { score: number; completion: string; floatCount: string },
    f: Format,
  ) =>
    `pairing everyone in the ${f.number(p.score)} bracket would not leave a complete pairing of the players below, or is worse on the criteria (${p.completion}, ${p.floatCount})`,
  'explain.board': (p: {
    board: number;
    white: string;
    black: string;
    whiteName: string;
    colour: string;
  }) => `Board ${p.board}: ${p.white} - ${p.black}; White to ${p.whiteName}: ${p.colour}.`,
  'explain.board.rule': (p: { reason: string; rule: string }) => `${p.reason} (${p.rule})`,
  'explain.board.someRule': 'colour rule',
  'explain.board.systemColours': "colours by the system's own colour rules",
  'explain.bye': (p: { player: string; players: number; reasons: readonly string[] }, f: Format) =>
    `${p.player} gets the pairing-allocated bye: ${f.plural(p.players, { one: `${p.players} player is`, other: `${p.players} players are` })} to be paired, an odd number.${p.reasons.length > 0 ? ` Of the players with the same score or lower: ${p.reasons.join('; ')}.` : ' Nobody has a lower score.'}`,
  'explain.bye.hadWin': (p: { player: string; round: string; article: string }) =>
    `${p.player} already scored a win without playing in ${p.round} (${p.article})`,
  'explain.bye.notChosen': (p: { player: string; article: string }) =>
    `${p.player} is not chosen (${p.article})`,
  'explain.table.board': (
    p: {
      board: number;
      white: string;
      black: string;
      whiteNumber: number;
      blackNumber: number;
      made: string;
      forfeits: readonly string[];
    },
    f: Format,
  ) =>
    `Board ${p.board}: ${p.white} - ${p.black}: Berger numbers ${p.whiteNumber} and ${p.blackNumber}, ${p.made}.${p.forfeits.length > 0 ? ` ${f.list(p.forfeits)}: the game stays on the table and is lost by forfeit (C.05 6.6).` : ''}`,
  'explain.table.withdrawn': (p: { player: string }) => `${p.player} has withdrawn`,
  'explain.table.absent': (p: { player: string }) => `${p.player} is not playing this round`,
  'explain.table.bye': (p: { player: string; dummy: number }) =>
    `${p.player} meets the dummy, number ${p.dummy}: "where there is an odd number of players, the highest number counts as a bye" (C.05 Annex 1); no game, no points.`,
  'table.source': (p: { size: number; constructed: boolean }, _f: Format) =>
    `C.05 Annex 1, Berger table for ${p.size - 1} or ${p.size} players${p.constructed ? ', by the construction rule (FIDE prints up to 16)' : ''}`,
  'table.round': (p: { source: string; round: number; reversed: boolean }) =>
    `${p.source}, round ${p.round}${p.reversed ? ' with the colours reversed (second cycle)' : ''}`,
  'citation.article': (p: { article: string }) => `Article ${p.article}`,
  'citation.forbiddenPair': 'forbidden pair',
  'citation.forbiddenPairOf': (p: { article: string }) => `${p.article} (forbidden pair)`,
  'citation.complete': 'the pairing must be complete',
  'citation.byeRules': 'the system’s bye rules',
  'citation.criteria': 'the system’s criteria',
  'citation.order': 'the system’s order of pairings',
  // The colour rule that decided a board, each system's words (its article beside them).
  'colour.bothPreferences': 'both players get the colour they are due',
  'colour.strongerPreference': 'the stronger colour preference is granted',
  'colour.widerDifference': 'both preferences are absolute: the wider colour difference is granted',
  'colour.alternation':
    'colours alternate from the last round in which the two had different colours',
  'colour.higherPreference': 'the higher ranked player gets the colour he is due',
  'colour.initialColour':
    'no preference decides: the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one',
  'colour.1998.colourLimits': 'the colour limits of B.2',
  'colour.1998.bothPreferences': 'both colour preferences are granted',
  'colour.1998.alternation': 'colours alternate from the last round in which they differed',
  'colour.1998.higherPreference': 'the higher ranked player gets his colour preference',
  'colour.1998.drawnColour': "the colour drawn by lot, by the higher ranked player's number",
  'colour.lim.colourLimits': 'the only allocation that keeps both within the colour limits',
  'colour.lim.dueColours': 'each player gets his due colour',
  'colour.lim.alternation': 'both are due the same colour: alternation from their histories',
  'colour.lim.higherRanked': 'identical histories: the higher ranked player gets his due colour',
  'colour.lim.lowerRanked':
    'identical histories below the median: the lower ranked player gets his due colour',
  'colour.lim.neitherPlayed':
    'neither has played: the colour drawn by lot for the higher ranked player',
  'colour.lim.roundOne': 'round one: the colour drawn by lot alternates down the top half',
  'colour.doubleSwiss.firstMatch': (p: {
    player: number;
    tpn: number;
    odd: boolean;
    white: boolean;
  }) =>
    `neither has played a match: the higher ranked player (#${p.player}) has TPN ${p.tpn}, ${p.odd ? 'odd, and gets the initial colour' : 'even, and gets the colour opposite the initial one'}, ${p.white ? 'White' : 'Black'}`,
  'colour.doubleSwiss.fewerWhites': 'White to the player who had fewer Whites',
  'colour.doubleSwiss.alternation':
    'colours alternate from the most recent round in which the two had different colours',
  'colour.doubleSwiss.higherAlternates': 'the higher ranked player alternates from his last match',
  'colour.doubleSwiss.opponentAlternates': 'the opponent alternates from his last match',
  'colour.table.board': (p: { board: number; where: string }) =>
    `board ${p.board} of the ${p.where}`,
  // "Why not A against B?"
  'whyNot.inRound': (p: { round: number; answer: string }) => `Round ${p.round}: ${p.answer}`,
  'whyNot.noPlayer': (p: { id: number }) => `There is no player #${p.id}.`,
  'whyNot.himself': 'A player cannot be paired with himself.',
  'whyNot.paired': (p: { white: string; black: string; board: number }) =>
    `${p.white} and ${p.black} are paired on board ${p.board} (${p.white} has White).`,
  'whyNot.table': (
    p: { a: string; b: string; rounds: readonly string[]; source: string },
    f: Format,
  ) =>
    `${p.a} and ${p.b} meet in ${f.plural(p.rounds.length, { one: 'round', other: 'rounds' })} ${f.list(p.rounds)}: every game comes from the ${p.source}.`,
  'whyNot.notToPair': (p: { player: string; round: number }) =>
    `${p.player} is not to be paired in round ${p.round} (absent, a requested bye or withdrawn).`,
  'whyNot.met': (p: { a: string; b: string; round: string; article: string }) =>
    `${p.a} and ${p.b} already played each other in ${p.round}: no two players meet twice (${p.article}).`,
  'whyNot.forbidden': (p: { a: string; b: string; article: string }) =>
    `${p.a} and ${p.b} are a forbidden pair set by the organiser (${p.article}).`,
  'whyNot.sameAbsoluteColour': (p: { a: string; b: string; white: boolean; article: string }) =>
    `${p.a} and ${p.b} must both have ${p.white ? 'White' : 'Black'} (absolute colour preferences): they may not meet (${p.article}).`,
  'whyNot.incomplete': (p: { a: string; b: string; article: string }) =>
    `With ${p.a} against ${p.b}, the other players cannot all be paired (${p.article}).`,
  'whyNot.apart': (p: { a: string; b: string; bye: number | null; article: string }) =>
    `No complete pairing keeps ${p.a} and ${p.b} together: when they may meet nobody else, ${p.bye !== null ? `#${p.bye} takes the pairing-allocated bye` : 'they stay apart'} (${p.article}).`,
  'whyNot.order': (p: { a: string; b: string; order: string }) =>
    `Pairing ${p.a} with ${p.b} is as good on the floats, their scores, the colours and the repeated floats, bracket by bracket; the remaining criteria and the order of pairings (${p.order}) rank the chosen pairing first.`,
  'whyNot.worse': (
    p: {
      a: string;
      b: string;
      criterion: string;
      chosen: readonly number[];
      other: readonly number[];
      article: string;
    },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} makes the ${p.criterion} ${p.other.map((x) => f.number(x)).join(', ')} instead of ${p.chosen.map((x) => f.number(x)).join(', ')} (${p.article}).`,
  'whyNot.worseElsewhere': (
    p: {
      a: string;
      b: string;
      criterion: string;
      chosen: readonly number[];
      other: readonly number[];
      article: string;
      completion: string;
    },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} first changes the ${p.criterion} (${p.other.map((x) => f.number(x)).join(', ')} instead of ${p.chosen.map((x) => f.number(x)).join(', ')}, ${p.article}); the chosen pairing is kept for a criterion this summary does not count (completing the round, ${p.completion}, or the next bracket).`,
  // The criteria on which two pairings of a round are compared, bracket by bracket.
  'criterion.byeScore': 'score of the player who gets the pairing-allocated bye',
  'criterion.floatsUp': (p: { score: number }, f: Format) =>
    `number of players coming up into the ${f.number(p.score)} scoregroup`,
  'criterion.floatsDown': (p: { score: number }, f: Format) =>
    `number of players floating down from the ${f.number(p.score)} bracket`,
  'criterion.floatScoresUp': (p: { score: number }, f: Format) =>
    `scores of the players coming up into the ${f.number(p.score)} scoregroup`,
  'criterion.floatScoresDown': (p: { score: number }, f: Format) =>
    `scores of the players floating down from the ${f.number(p.score)} bracket`,
  'criterion.colourMisses': (p: { score: number }, f: Format) =>
    `players in the ${f.number(p.score)} bracket who do not get the colour they are due`,
  'criterion.strongColourMisses': (p: { score: number }, f: Format) =>
    `players in the ${f.number(p.score)} bracket who do not get a strong colour preference`,
  'criterion.repeatedFloats': (p: { score: number }, f: Format) =>
    `players in the ${f.number(p.score)} bracket who float the same way as in the previous round`,
  // "Check this round": what the round on its tab breaks, and where it is worse.
  'check.shape': (p: { problem: string }) =>
    `${p.problem} (every player to be paired is paired once)`,
  // A pairing's shape (engine/pairing/pairing-shape.ts): every player to be paired, once.
  'pairingShape.unknown': (p: { player: number }) => `player ${p.player} does not exist`,
  'pairingShape.notToPair': (p: { player: number; round: number }) =>
    `player ${p.player} is not to be paired in round ${p.round}`,
  'pairingShape.twice': (p: { player: number }) => `player ${p.player} appears twice`,
  'pairingShape.himself': (p: { player: number }) => `player ${p.player} is paired with himself`,
  'pairingShape.notPaired': (p: { player: number }) => `player ${p.player} is not paired`,
  'pairingShape.noBye': (p: { count: number }, f: Format) =>
    `${f.plural(p.count, { one: `${p.count} player`, other: `${p.count} players` })} to pair but no bye`,
  'pairingShape.byeGiven': (p: { count: number }, f: Format) =>
    `${f.plural(p.count, { one: `${p.count} player`, other: `${p.count} players` })} to pair but a bye is given`,
  'check.rematch': (p: {
    board: number;
    white: string;
    black: string;
    round: string;
    article: string;
  }) =>
    `board ${p.board}: ${p.white} and ${p.black} already played each other in ${p.round} (${p.article})`,
  'check.forbidden': (p: { board: number; white: string; black: string; article: string }) =>
    `board ${p.board}: ${p.white} and ${p.black} are a forbidden pair (${p.article})`,
  'check.colours': (p: {
    board: number;
    player: string;
    threeInARow: boolean;
    difference: number;
    articles: readonly string[];
  }) =>
    `board ${p.board}: ${p.player} would have ${p.threeInARow ? 'the same colour three times in a row' : `a colour difference of ${p.difference}`} (${p.articles.join(', ')})`,
  'check.byeAfterWin': (p: { player: string; round: string; article: string }) =>
    `${p.player} gets the pairing-allocated bye after scoring a win without playing in ${p.round} (${p.article})`,
  'check.worse': (
    p: {
      criterion: string;
      chosen: readonly number[];
      other: readonly number[];
      system: string;
      article: string;
    },
    f: Format,
  ) =>
    `${p.criterion}: ${p.other.map((x) => f.number(x)).join(', ')} against ${p.chosen.map((x) => f.number(x)).join(', ')} in the ${p.system} pairing (${p.article})`,
  'check.noneBroken': (p: { round: number }) =>
    `Round ${p.round}: no absolute criterion is broken.`,
  'check.broken': (p: { round: number; count: number }, f: Format) =>
    `Round ${p.round}: ${f.plural(p.count, { one: `${p.count} absolute criterion is broken:`, other: `${p.count} absolute criteria are broken:` })}`,
  'check.worseThanEngine': 'Worse than the engine’s own pairing on:',
  'check.asGood':
    'It is as good as the engine’s own pairing on the floats, their scores and the colours.',
  // The round-robin's Check this round: the round on its tab against the table (C.05 Annex 1).
  'check.table.same': (p: { where: string }) => `Every board is the table's (${p.where}).`,
  'check.table.differs': (p: { where: string }) => `Differs from the table (${p.where}):`,
  'check.table.notInTable': (p: { board: number; white: number; black: number }) =>
    `board ${p.board}: ${p.white}-${p.black} is not in the table`,
  'check.table.missing': (p: { board: number; white: number; black: number }) =>
    `board ${p.board}: missing, the table has ${p.white}-${p.black}`,
  'check.table.otherGame': (p: {
    board: number;
    white: number;
    black: number;
    tableWhite: number;
    tableBlack: number;
    reversed: boolean;
  }) =>
    `board ${p.board}: ${p.white}-${p.black}, the table has ${p.tableWhite}-${p.tableBlack}${p.reversed ? ' (colours reversed)' : ''}`,
  'check.table.freeWithoutDummy': (p: { player: number }) =>
    `No. ${p.player} is shown free, but the table gives everybody a game`,
  'check.table.free': (p: { player: number; shown: number | null }) =>
    `the table gives No. ${p.player} the free round${p.shown === null ? '' : `, not No. ${p.shown}`}`,
  // The team explanations (C.04.6, src/engine/systems/team-swiss/explain.ts).
  'teamExplain.team': (p: { name: string; tpn: number; score: number | null }, f: Format) =>
    `${p.name} (#${p.tpn}${p.score !== null ? `, ${f.number(p.score)}` : ''})`,
  'teamExplain.unnamed': 'Team',
  'teamExplain.heading': (p: { round: number; matchPoints: boolean; colourType: string }) =>
    `Round ${p.round} (Swiss Team Pairing System C.04.6; primary score ${p.matchPoints ? 'match points' : 'game points'}, ${p.colourType === 'none' ? 'no colour preferences' : `type ${p.colourType} colours`})`,
  'teamExplain.teamBye': (p: { team: string }) =>
    `${p.team} has a bye for the round (240) and is not paired.`,
  'teamExplain.pab.hadBye': (p: { team: string }) =>
    `${p.team} already had a pairing-allocated bye or a win without playing ([C2])`,
  'teamExplain.pab.noLegalPairing': (p: { team: string }) =>
    `${p.team} would leave the others no legal pairing (3.4.1, [C3])`,
  'teamExplain.pab': (p: { team: string; teams: number; reasons: readonly string[] }, f: Format) =>
    `${p.team} gets the pairing-allocated bye: ${f.plural(p.teams, { one: `${p.teams} team`, other: `${p.teams} teams` })} to pair, an odd number (1.4); it comes first in 3.4's order (lowest score, most matches played, largest TPN)${p.reasons.length > 0 ? ` among the teams that may have it. Before it: ${p.reasons.join('; ')}` : ''}.`,
  'teamExplain.bracket': (
    p: { bracket: number; score: number; residents: readonly number[] },
    f: Format,
  ) =>
    `Bracket ${p.bracket}: the top-scoregroup (3.2) of score ${f.number(p.score)}, ${f.plural(p.residents.length, { one: `${p.residents.length} team`, other: `${p.residents.length} teams` })}: ${p.residents.map((x) => `#${x}`).join(' ')}.`,
  'teamExplain.noUpfloaters':
    'No upfloaters ([C4]): the scoregroup pairs among itself and the teams below can still all be paired ([C1], [C3]).',
  'teamExplain.upfloaters': (
    p: { upfloaters: readonly string[]; odd: boolean; lastTwoRounds: boolean; floated: number },
    f: Format,
  ) =>
    `Upfloaters (3.5): ${p.upfloaters.join(', ')}. ${p.odd ? 'The scoregroup is odd; ' : ''}[C4] no fewer upfloaters and [C5] no higher scores leave a legal pairing of the bracket and of the teams below ([C1], [C3]); this is the first set of that shape in 3.5.4's order (descending score, then ascending TPN) that complies with [C6] and [C7]${p.lastTwoRounds ? ' ([C7] does not apply in the last two rounds)' : ` (${f.plural(p.floated, { one: `${p.floated} upfloater`, other: `${p.floated} upfloaters` })} floated in the previous round)`}.`,
  'teamExplain.identifierFirst': (p: { identifier: readonly number[]; values: string }) =>
    `Pairing Identifier ${p.identifier.join(' ')} (3.6.2): the first legal one in 3.6.3's order, and no other is better on [C8]-[C10] (${p.values}).`,
  'teamExplain.identifierDecided': (p: {
    identifier: readonly number[];
    first: readonly number[];
    firstCount: number;
    criterion: string;
    count: number;
    article: string;
    values: string;
  }) =>
    `Pairing Identifier ${p.identifier.join(' ')} (3.6.2): the first legal one, ${p.first.join(' ')}, has ${p.firstCount} ${p.criterion} against ${p.count} here, so ${p.article} decides (3.6.4; ${p.values}).`,
  'teamExplain.c8': 'teams whose colour preference is not fulfilled',
  'teamExplain.c9': 'teams whose strong colour preference is not fulfilled',
  'teamExplain.c10': "upfloaters' opponents that floated in the previous round",
  'teamExplain.match': (p: {
    match: number;
    white: string;
    black: string;
    bracket: number;
    floater: string | null;
    rule: string;
    article: string;
  }) =>
    `Match ${p.match}: ${p.white} - ${p.black}, bracket ${p.bracket}${p.floater !== null ? `; ${p.floater} floats up (1.5)` : ''}. ${p.white} has White on board 1: ${p.rule} (${p.article}).`,
  'teamExplain.pabMatch': (p: { team: string }) => `${p.team}: pairing-allocated bye.`,
  'teamColour.4.3.1':
    'neither team has played a match: the first-team (4.2) gets the initial-colour, or the other colour when its TPN is even',
  'teamColour.4.3.2': 'only one team has a colour preference, and it is granted',
  'teamColour.4.3.3': 'the teams have opposite colour preferences, both granted',
  'teamColour.4.3.4': 'only one team has a strong colour preference (type B), and it is granted',
  'teamColour.4.3.5': 'White goes to the team with the lower colour difference',
  'teamColour.4.3.6':
    'the colours alternate from the last match in which one team had White and the other Black',
  'teamColour.4.3.7': "the first-team's colour preference is granted",
  'teamColour.4.3.8': "the first-team's colour alternates from its last played match",
  'teamColour.4.3.9': "the other team's colour alternates from its last played match",
  'teamWhyNot.noTeam': (p: { tpn: number }) => `There is no team #${p.tpn}.`,
  'teamWhyNot.itself': 'A team cannot be paired with itself.',
  'teamWhyNot.notToPair': (p: { team: string; round: number }) =>
    `${p.team} is not to be paired in round ${p.round} (a bye, 240).`,
  'teamWhyNot.paired': (p: { white: string; black: string; match: number }) =>
    `${p.white} and ${p.black} are paired in match ${p.match} (${p.white} has White on board 1).`,
  'teamWhyNot.met': (p: { a: string; b: string; round: number }) =>
    `${p.a} and ${p.b} played each other in round ${p.round}: no two teams meet twice ([C1], Basic Rules Art. 2).`,
  'teamWhyNot.forbidden': (p: { a: string; b: string }) =>
    `${p.a} and ${p.b} may not meet in this round: the organiser forbade the pair (260, [C1]).`,
  'teamWhyNot.incomplete': (p: { a: string; b: string }) =>
    `With ${p.a} against ${p.b}, the other teams cannot all be paired ([C3]).`,
  'teamWhyNot.apart': (p: { a: string; b: string; pab: string | null }) =>
    `No complete pairing keeps ${p.a} and ${p.b} together: ${p.pab !== null ? `${p.pab} would take the pairing-allocated bye (3.4)` : 'they stay apart'} ([C3]).`,
  'teamWhyNot.pab': (p: { a: string; b: string; pab: string | null; chosen: string }) =>
    `With ${p.a} against ${p.b}, the pairing-allocated bye would go to ${p.pab ?? 'nobody'} instead of ${p.chosen}: 3.4 chooses the PAB first, the first team in its order that leaves a legal pairing (3.3.2 step 1).`,
  'teamWhyNot.upfloaterCount': (
    p: { a: string; b: string; score: number; count: number; chosen: number },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} needs ${f.plural(p.count, { one: `${p.count} upfloater`, other: `${p.count} upfloaters` })} in the bracket of score ${f.number(p.score)} instead of ${p.chosen} ([C4]).`,
  'teamWhyNot.upfloaterScores': (
    p: {
      a: string;
      b: string;
      score: number;
      scores: readonly number[];
      chosen: readonly number[];
    },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} needs upfloaters of scores ${p.scores.map((x) => f.number(x)).join(', ')} in the bracket of score ${f.number(p.score)} instead of ${p.chosen.map((x) => f.number(x)).join(', ')} ([C5]).`,
  'teamWhyNot.floated': (
    p: { a: string; b: string; score: number; count: number; chosen: number },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} takes ${f.plural(p.count, { one: `${p.count} upfloater`, other: `${p.count} upfloaters` })} that floated in the previous round into the bracket of score ${f.number(p.score)} instead of ${p.chosen} ([C7]), or misses [C6].`,
  'teamWhyNot.upfloaters': (
    p: {
      a: string;
      b: string;
      score: number;
      upfloaters: readonly number[];
      chosen: readonly number[];
    },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} needs the upfloaters ${p.upfloaters.join(' ')} in the bracket of score ${f.number(p.score)}; ${p.chosen.join(' ')} come first in 3.5.4's order and comply with [C6] and [C7] (3.5.5).`,
  'teamWhyNot.criterion': (
    p: {
      a: string;
      b: string;
      count: number;
      criterion: string;
      score: number;
      chosen: number;
      article: string;
    },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} leaves ${p.count} ${p.criterion} in the bracket of score ${f.number(p.score)} instead of ${p.chosen} (${p.article}, 3.6.4).`,
  'teamWhyNot.identifier': (
    p: {
      a: string;
      b: string;
      score: number;
      identifier: readonly number[];
      chosen: readonly number[];
    },
    f: Format,
  ) =>
    `Pairing ${p.a} with ${p.b} is as good on [C8]-[C10] in the bracket of score ${f.number(p.score)}; its Pairing Identifier ${p.identifier.join(' ')} comes after ${p.chosen.join(' ')} (3.6.3).`,
  'teamWhyNot.unchanged': (p: { a: string; b: string }) =>
    `Pairing ${p.a} with ${p.b} changes no bracket's choice the summary compares; the order of 3.5.4 and 3.6.3 keeps the chosen pairing.`,
  'import.taken': (p: { tabs: string }) =>
    `This spreadsheet already has a tournament (tabs ${p.tabs}). Import into a new spreadsheet (File > New > Spreadsheet), or delete those tabs first.`,
  // The engine's refusals (src/engine/refusal.ts), said in the tournament's language.
  'trf.detail': (p: { detail: string }) => p.detail,
  'trf.atLine': (p: { line: number; detail: string }) => `line ${p.line}: ${p.detail}`,
  'trf.atColumn': (p: { line: number; column: number; detail: string }) =>
    `line ${p.line}, column ${p.column}: ${p.detail}`,
  'trf.atColumns': (p: { line: number; column: number; columnEnd: number; detail: string }) =>
    `line ${p.line}, columns ${p.column}-${p.columnEnd}: ${p.detail}`,
  'trf.field.pairingNumber': 'pairing number',
  'trf.field.sex': 'sex',
  'trf.field.title': 'title',
  'trf.field.name': 'name',
  'trf.field.rating': 'rating',
  'trf.field.federation': 'federation',
  'trf.field.fideNumber': 'FIDE number',
  'trf.field.birthDate': 'birth date',
  'trf.field.points': 'points',
  'trf.field.rank': 'rank',
  'trf.field.roundOpponent': (p: { round: number }) => `round ${p.round} opponent`,
  'trf.fieldCut': (p: { field: string; start: number; end: number }) =>
    `the line ends inside the ${p.field} field; expected it to fill columns ${p.start}-${p.end} (right-aligned)`,
  'trf.fieldDigits': (p: { field: string; found: string }) =>
    `expected the ${p.field} as digits, found "${p.found}"`,
  'trf.fieldDecimal': (p: { field: string; found: string }) =>
    `expected the ${p.field} as a number like 11.5, found "${p.found}"`,
  'trf.blankBetweenFields': (p: { found: string }) =>
    `expected a blank between fields, found "${p.found}" (is the line shifted or a field too long?)`,
  'trf.stopsBeforePairingNumber': 'the player line stops before the pairing number (columns 5-8)',
  'trf.pairingNumberRange': 'expected a pairing number from 1 to 9999',
  'trf.roundBlank': (p: {
    round: number;
    found: string;
    start: number;
    end: number;
    colour: number;
    result: number;
  }) =>
    `round ${p.round}: expected a blank, found "${p.found}" (a round block is "oooo c r": opponent in columns ${p.start}-${p.end}, colour in ${p.colour}, result in ${p.result})`,
  'trf.roundColour': (p: { round: number; found: string }) =>
    `round ${p.round}: expected the colour w, b, - or blank, found "${p.found}"`,
  'trf.roundResultCode': (p: { round: number; found: string }) =>
    `round ${p.round}: unknown result code "${p.found}"; expected one of 1 = 0 + - W D L H F U Z or blank`,
  'trf.roundColourAlone': (p: { round: number }) =>
    `round ${p.round}: a colour without opponent or result`,
  'trf.roundResultNeedsOpponent': (p: { round: number; result: string }) =>
    `round ${p.round}: result "${p.result}" is a game result and needs an opponent, but the opponent is 0000`,
  'trf.roundByeColour': (p: { round: number; result: string; found: string }) =>
    `round ${p.round}: a bye or absence ("${p.result}") takes colour - or blank, found "${p.found}"`,
  'trf.roundSelf': (p: { round: number; player: number }) =>
    `round ${p.round}: player ${p.player} is paired with himself`,
  'trf.roundByeOpponent': (p: { round: number; result: string; opponent: number }) =>
    `round ${p.round}: "${p.result}" is a bye or absence code and takes opponent 0000, but the opponent is ${p.opponent}`,
  'trf.roundGameColour': (p: { round: number; opponent: number }) =>
    `round ${p.round}: a game against ${p.opponent} needs the colour w or b`,
  'trf.record': (p: { code: string }) => `record ${p.code}`,
  'trf.recordPart': (p: { code: string; part: string }) => `record ${p.code} ${p.part}`,
  'trf.codePart': (p: { code: string; part: string }) => `${p.code} ${p.part}`,
  'trf.part.firstRound': 'first round',
  'trf.part.lastRound': 'last round',
  'trf.part.firstPlayerId': 'first player id',
  'trf.part.lastPlayerId': 'last player id',
  'trf.part.playerId': 'player id',
  'trf.part.player': 'player',
  'trf.part.round': 'round',
  'trf.part.roundN': (p: { round: number }) => `round ${p.round}`,
  'trf.part.teamPairingNumber': 'team pairing number',
  'trf.part.strengthFactor': 'strength factor',
  'trf.part.matchPoints': 'match points',
  'trf.part.gamePoints': 'game points',
  'trf.part.teamRank': 'team rank',
  'trf.part.pabMatchPoints': 'PAB match points',
  'trf.part.pabGamePoints': 'PAB game points',
  'trf.part.team': 'team',
  'trf.part.whiteTeam': 'White team',
  'trf.part.blackTeam': 'Black team',
  'trf.part.opponent': 'opponent',
  'trf.part.firstTeam': 'first team',
  'trf.part.lastTeam': 'last team',
  'trf.part.roundCount': 'the number of rounds (XXR / 142)',
  'trf.part.initialColour': 'the initial colour (XXC / 152)',
  'trf.part.bbxRecords': 'BBx records',
  'trf.part.win': 'a win',
  'trf.part.draw': 'a draw',
  'trf.part.loss': 'a loss',
  'trf.none': 'none',
  'trf.blank': 'blank',
  'trf.orList': (p: { items: readonly string[] }, _f: Format) => p.items.join(' or '),
  'trf.noPlayers': 'no player records (lines starting with 001)',
  'trf.noSuchPlayer': (p: { what: string; player: number }) =>
    `${p.what}: there is no player ${p.player}`,
  'trf.blankAfterCode': (p: { code: string; found: string }) =>
    `expected a blank after the record code "${p.code}", found "${p.found}"`,
  'trf.blankAfterCodeOnly': (p: { code: string }) =>
    `expected a blank after the record code "${p.code}"`,
  'trf.numberUsed': (p: { number: string; line: number }) =>
    `pairing number ${p.number} is already used on line ${p.line}`,
  'trf.record299': 'record 299 (abnormal points assignment) is not supported',
  'trf.unrecognised': (p: { codes: string; found: string }) =>
    `unrecognised line: a TRF line starts with a three-character record code (${p.codes}, ...), found "${p.found}"`,
  'trf.disagree': (p: { what: string; first: string; line: number; here: string }) =>
    `${p.what} is given as ${p.first} on line ${p.line} and as ${p.here} here`,
  'trf.otherPointSystem': (p: { what: string; first: string; line: number }) =>
    `${p.what} gives a different point system from ${p.first} on line ${p.line}`,
  'trf.xxaRoundBeyond': (p: { player: number; round: number; rounds: number }) =>
    `XXA: player ${p.player} has a value for round ${p.round}, but the tournament has ${p.rounds} rounds (XXR/142)`,
  'trf.xxaTwice': (p: { player: number; line: number }) =>
    `XXA: player ${p.player} already has accelerations on line ${p.line}`,
  'trf.r250Beyond': (p: { last: number; rounds: number }) =>
    `record 250: accelerates rounds up to ${p.last}, but the tournament has ${p.rounds} rounds (XXR/142)`,
  'trf.accelerationsDiffer': (p: { player: number; xxa: string; r250: string }) =>
    `XXA and 250 records give player ${p.player} different accelerations (${p.xxa} against ${p.r250})`,
  'trf.r260Partial': (p: { first: number; last: number }) =>
    `record 260 prohibits these pairings in rounds ${p.first}-${p.last} only; only prohibitions for the whole tournament (rounds 1 to the last, with XXR/142) are supported`,
  'trf.byeBeyond': (p: { what: string; player: number; round: number; rounds: number }) =>
    `${p.what} gives player ${p.player} a bye in round ${p.round}, but the tournament has ${p.rounds} rounds (XXR/142)`,
  'trf.byeConflict': (p: {
    what: string;
    player: number;
    type: string;
    round: number;
    line: number;
    start: number;
    end: number;
    opponent: string;
    result: string;
  }) =>
    `${p.what} says player ${p.player} gets a ${p.type} bye in round ${p.round}, but his line (${p.line}, columns ${p.start}-${p.end}) already records opponent ${p.opponent}, result ${p.result}`,
  'trf.positiveWhole': (p: { what: string; found: string }) =>
    `${p.what}: expected a positive whole number, found "${p.found}"`,
  'trf.numberLike10': (p: { what: string; found: string }) =>
    `${p.what}: expected a number like 1.0, found "${p.found}"`,
  'trf.numberLike15': (p: { what: string; found: string }) =>
    `${p.what}: expected a number like 1.5, found "${p.found}"`,
  'trf.numberLike115': (p: { what: string; found: string }) =>
    `${p.what}: expected a number like 11.5, found "${p.found}"`,
  'trf.wholeNumber': (p: { what: string; found: string }) =>
    `${p.what}: expected a whole number, found "${p.found}"`,
  'trf.roundCountOne': (p: { what: string; found: string }) =>
    `${p.what}: expected one number, the number of rounds, found "${p.found}"`,
  'trf.xxcBoth': 'XXC: both white1 and black1 given',
  'trf.xxcUnknown': (p: { found: string }) =>
    `XXC: unknown option "${p.found}"; expected white1, black1 or rank`,
  'trf.r152Colour': (p: { found: string }) =>
    `record 152: expected the initial colour W or B, found "${p.found}"`,
  'trf.xxaCutId': 'XXA: the line ends inside the player id (columns 5-8)',
  'trf.xxaId': (p: { found: string }) =>
    `XXA: expected the player's pairing number in columns 5-8, found "${p.found}"`,
  'trf.xxaBlank': (p: { found: string }) =>
    `XXA: expected a blank (values are 4 columns wide, one per round, starting at column 10), found "${p.found}"`,
  'trf.xxaCutValue': (p: { round: number; start: number; end: number }) =>
    `XXA: the line ends inside the round ${p.round} value (right-aligned in columns ${p.start}-${p.end})`,
  'trf.r250MatchPoints': (p: { found: string }) =>
    `record 250: match points (columns 5-8) are for team events (swiss-pair --team), not individual ones; found "${p.found}"`,
  'trf.r250Digits': (p: { what: string; start: number; end: number; found: string }) =>
    `record 250: expected the ${p.what} as digits in columns ${p.start}-${p.end}, found "${p.found}"`,
  'trf.r250Order':
    'record 250: expected first round >= 1, last round >= first round and last id >= first id',
  'trf.r250TeamOrder':
    'record 250: expected first round >= 1, last round >= first round and last team >= first team',
  'trf.idsAtLeast': (p: { what: string; minimum: number }, f: Format) =>
    `${p.what}: expected at least ${f.plural(p.minimum, { one: `${p.minimum} pairing number`, other: `${p.minimum} pairing numbers` })}`,
  'trf.idTwice': (p: { what: string }) => `${p.what}: a pairing number is listed twice`,
  'trf.r260Items': 'record 260: expected first round, last round and at least two player ids',
  'trf.r260Order': 'record 260: the last round is before the first',
  'trf.r260Twice': 'record 260: a player id is listed twice',
  'trf.r240Items':
    'record 240: expected the bye type (F, H or Z), the round and at least one player id',
  'trf.r240Type': (p: { found: string }) =>
    `record 240: unknown bye type "${p.found}"; expected F, H or Z`,
  'trf.blankBetweenIds': (p: { what: string; column: number }) =>
    `${p.what}: column ${p.column} should be blank between two ids`,
  'trf.rosterGap': (p: { code: string }) =>
    `record ${p.code}: a roster leaves a gap (0000) between players`,
  'trf.r330Items': 'record 330: expected the forfeit type (+-, -+ or --), the round and two teams',
  'trf.r330Type': (p: { found: string }) =>
    `record 330: unknown forfeit type "${p.found}"; expected +-, -+ or --`,
  'trf.r352': (p: { found: string }) =>
    `record 352: expected a colour sequence of W and B, found "${p.found}"`,
  'trf.r362Items': 'record 362: expected pairs of a symbol (TW, TD, TL) and its match points',
  'trf.r362Symbol': (p: { found: string }) =>
    `record 362: unknown symbol "${p.found}"; expected TW, TD or TL`,
  'trf.noTeams': 'no team records (lines starting with 310 or 013): not a team tournament',
  'trf.mixedTeamRecords': 'the file mixes 013 and 310 team records; give the teams one way',
  'trf.teamNumberUsed': (p: { team: number; line: number }) =>
    `team pairing number ${p.team} is already used on line ${p.line}`,
  'trf.rosterUnknownPlayer': (p: { team: number; player: number }) =>
    `team ${p.team}'s roster names player ${p.player}, who has no 001 line`,
  'trf.teamNumbersGap': (p: { teams: number; missing: number }) =>
    `team pairing numbers must run from 1 to ${p.teams} (C.04.6 1.1.1); team ${p.missing} is missing`,
  'trf.noSuchTeam': (p: { what: string; team: number }) => `${p.what}: there is no team ${p.team}`,
  'trf.xxsEmpty': 'XXS: expected CODE=VALUE items',
  'trf.xxsItem': (p: { found: string }) => `XXS: expected CODE=VALUE, found "${p.found}"`,
  'trf.xxsCode': (p: { found: string; codes: string }) =>
    `XXS: unknown code "${p.found}"; expected one of ${p.codes}`,
  'trf.xxsColours': (p: { what: string; white: string; black: string }) =>
    `XXS gives ${p.what} with white (${p.white}) and with black (${p.black}) different points; colour-dependent scoring is not supported`,
  'trf.r162Item': (p: { found: string }) =>
    `record 162: expected a result symbol (W D L A P X) followed by its points, found "${p.found}"`,
  'trf.r162Z':
    'record 162: "Z" is the zero-point bye in bbpPairings\' dialect (its BBZ record), not a TRF-2026 symbol; TRF-2026 writes it A (absence: zero-point bye and forfeit loss): write A, or give the values as BBZ/BBF lines if they differ',
  'trf.r162Symbol': (p: { found: string }) =>
    `record 162: unknown result symbol "${p.found}"; expected W D L A P or X`,
  'trf.r162Empty': 'record 162: no result symbol given',
  'trf.entryBeyond': (p: { player: number; round: number; rounds: number }) =>
    `player ${p.player} has an entry for round ${p.round}, but the tournament has ${p.rounds} rounds (XXR/142)`,
  'trf.byeTwiceInRound': (p: { round: number; player: number; other: number }) =>
    `round ${p.round}: player ${p.player} has the pairing-allocated bye, but player ${p.other} already has it (at most one per round)`,
  'trf.pairedWithNobody': (p: { round: number; player: number; opponent: number }) =>
    `round ${p.round}: player ${p.player} is paired with ${p.opponent}, but there is no player ${p.opponent} (no 001 line with that pairing number)`,
  'trf.pairedNotBack': (p: { round: number; player: number; opponent: number; their: string }) =>
    `round ${p.round}: player ${p.player} is paired with ${p.opponent}, but ${p.their}`,
  'trf.pairedSameColour': (p: {
    round: number;
    player: number;
    opponent: number;
    colour: string;
    their: string;
  }) =>
    `round ${p.round}: player ${p.player} is paired with ${p.opponent} with colour ${p.colour}, but ${p.their}; expected the opposite colour`,
  'trf.pairedResults': (p: {
    round: number;
    player: number;
    opponent: number;
    result: string;
    their: string;
    expected: string;
  }) =>
    `round ${p.round}: player ${p.player} is paired with ${p.opponent} with result ${p.result}, but ${p.their}; the results contradict each other (expected ${p.expected})`,
  'trf.theirEntry': (p: { player: number; round: number; line: number | null; entry: string }) =>
    `player ${p.player}'s round ${p.round} entry (line ${p.line}) has ${p.entry}`,
  'trf.entry': (p: { opponent: string; colour: string; result: string }) =>
    `${p.opponent}, colour ${p.colour}, result ${p.result}`,
  'trf.entry.none': 'no entry',
  'trf.entry.noOpponent': 'no opponent',
  'trf.entry.opponent': (p: { opponent: number }) => `opponent ${p.opponent}`,
  'engine.noPairing.criteria': (
    p: { round: number; criteria: string; players: number },
    _f: Format,
  ) =>
    `round ${p.round}: no pairing satisfies the absolute criteria ${p.criteria} for all ${p.players} players`,
  'engine.noPairing.chiefArbiter': (
    p: { round: number; players: number; article: string },
    _f: Format,
  ) =>
    `round ${p.round}: no pairing satisfies the absolute criteria [C1]-[C3] for all ${p.players} players (${p.article}: the Chief Arbiter decides)`,
  'engine.noPairing.limMedian': (p: { round: number }) =>
    `round ${p.round}: the median score-group cannot be paired even with every other pairing undone (Lim 2.6)`,
  'engine.noPairing.limCompatible': (p: { round: number; players: number }, _f: Format) =>
    `round ${p.round}: the ${p.players} players cannot all be given compatible opponents (Lim 2.1)`,
  'engine.noPairing.limBye': (p: { round: number }) =>
    `round ${p.round}: no player can take the pairing-allocated bye and leave the others pairable (Lim 1.1, 2.1, C.04.1 4)`,
  'engine.noPairing.byeComplete': (p: { articles: string }) =>
    `no player can take the pairing-allocated bye and leave the others a complete pairing (${p.articles})`,
  'engine.noPairing.byeLegal': (p: { articles: string }) =>
    `no player can take the pairing-allocated bye and leave the others a legal pairing (${p.articles})`,
  'engine.noPairing.doubleSwiss': (p: { match: number; players: number }, _f: Format) =>
    `match round ${p.match}: no pairing of all ${p.players} players satisfies [C1] (Double-Swiss 3.1)`,
  'engine.noPairing.teamBye': (p: { round: number }) =>
    `round ${p.round}: no team can take the pairing-allocated bye and leave the others a legal pairing (C.04.6 3.4, [C2], [C3])`,
  'engine.noPairing.teamsMeetAgain': (p: { round: number }) =>
    `round ${p.round}: the teams cannot all be paired without meeting again (C.04.6 [C1], [C3])`,
  'engine.noPairing.tableRounds': (
    p: { players: number; total: number; round: number },
    f: Format,
  ) =>
    `the table for ${p.players} players has ${f.plural(p.total, { one: `${p.total} round`, other: `${p.total} rounds` })}; round ${p.round} is not in it`,
  'engine.noPairing.tableDeparts': (p: { round: number; deviation: string }) =>
    `${p.round > 0 ? `round ${p.round}: ` : ''}${p.deviation}; the table cannot be continued`,
  'engine.table.numbers': (p: { players: number; player: number }) =>
    `the pairing numbers must be 1 to ${p.players}, the Berger numbers drawn before round 1; player ${p.player} is not`,
  'engine.table.byeInTable': (p: { player: number; opponent: number }) =>
    `player ${p.player} plays ${p.opponent}, but the table gives ${p.player} the bye`,
  'engine.table.otherOpponent': (p: { player: number; opponent: number; planned: number }) =>
    `player ${p.player} plays ${p.opponent}, but the table pairs ${p.player} with ${p.planned}`,
  'engine.table.coloursReversed': (p: { player: number; opponent: number }) =>
    `${p.player}-${p.opponent} is the table's game, played with the colours reversed (${p.opponent}-${p.player})`,
  'engine.table.lateEntry': (p: { player: number; opponent: number }) =>
    `player ${p.player} has no record in round 1, where the table pairs ${p.player} with ${p.opponent}: a round-robin cannot take a player who enters after round 1`,
  'engine.baku.scoring': (p: { scores: string }) =>
    `the Baku acceleration needs a win worth two draws and a loss worth nothing (C.04.7 1.1); this tournament scores ${p.scores}`,
  'engine.baku.rounds':
    'the Baku acceleration needs the number of rounds (C.04.7 1.4: the first half of the rounds are accelerated); give XXR or record 062/142',
  'engine.baku.teamScoring': (p: { scores: string }) =>
    `the Baku acceleration needs match points where a win is two draws and a loss is zero (record 362 gives ${p.scores})`,
  'engine.baku.teamRounds': 'the Baku acceleration needs the number of rounds (record 142)',
  'engine.teamCode.sameScores': (p: { code: string }) =>
    `record 192 "${p.code}": the secondary score repeats the primary`,
  'engine.teamCode.bakuPrimary': (p: { code: string }) =>
    `record 192 "${p.code}": the Baku acceleration needs match points as the primary score (C.04.7 1.4)`,
  'engine.teamTiebreak.score': (p: { item: string }) =>
    `"${p.item}": the score after ":" must be MP or GP`,
  'engine.teamTiebreak.mpvgp': (p: { item: string }) =>
    `"${p.item}": MPvGP (C.07 13.1) takes no score or modifier`,
  'engine.teamTiebreak.de': (p: { item: string; code: string }) =>
    `"${p.item}": team ${p.code} is on the team scores, forfeits excluded (C.07 13, 6.1.1); no score or modifier here`,
  'engine.teamTiebreak.sssc': (p: { item: string }) =>
    `"${p.item}": SSSC (C.07 13.4) needs its normalising factor and nothing else, as in SSSC/K4 (/F and /P are not computed yet)`,
  'engine.teamTiebreak.esbScore': (p: { item: string; code: string }) =>
    `"${p.item}": ${p.code} names its scores itself (C.07 13.2)`,
  'engine.teamTiebreak.cut': (p: { item: string; code: string; modifier: string }) =>
    `"${p.item}": ${p.code} takes one Cut-1 or Cut-2 (/C1, /C2) here; "/${p.modifier}" is not computed for teams yet`,
  'engine.teamTiebreak.notYet': (p: { item: string; code: string }) =>
    `"${p.item}": the team tie-break ${p.code} (C.07 12-13) is not computed yet; the team tie-breaks computed are MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP] and EMMSB/EMGSB/EGMSB/EGGSB, each of the last with /C1 or /C2`,
  'engine.teamTiebreak.unknown': (p: { item: string }) =>
    `"${p.item}" is not a team tie-break this program computes (MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP][/C1|/C2], EMMSB, EMGSB, EGMSB, EGGSB)`,
  'engine.tiebreaks.refusedForKind': (p: { refused: string; reason: string }) =>
    `${p.refused} cannot rank this tournament: ${p.reason}`,
  'engine.tiebreaks.buchholzInRoundRobin':
    'C.07 (2026) Art. 8: the Buchholz family must not be used in round-robins',
  'engine.fixedGames.table': (p: { system: string }) =>
    `fixed games: the ${p.system} makes every game from its table; there is nothing to pair around`,
  'engine.fixedGames.problems': (p: { problems: readonly string[] }) =>
    `fixed games: ${p.problems.join('; ')}`,
  'engine.trfWrite.lineBreak': (p: { record: string; text: string }) =>
    `cannot write TRF: record ${p.record} ("${p.text}") contains a line break; a TRF line cannot hold one: write the text on one line`,
  'engine.teamRounds.twoRosters': (p: { player: number; first: number; second: number }) =>
    `player ${p.player} is in the rosters of teams ${p.first} and ${p.second}`,
  'engine.teamRounds.offRoster': (p: {
    round: number;
    player: number;
    team: number;
    opponent: number;
  }) =>
    `round ${p.round}: player ${p.player} (team ${p.team}) plays player ${p.opponent}, who is on no team's roster`,
  'engine.teamRounds.ownTeam': (p: {
    round: number;
    player: number;
    opponent: number;
    team: number;
  }) => `round ${p.round}: player ${p.player} plays player ${p.opponent} of his own team ${p.team}`,
  'engine.teamRounds.twoMatches': (p: {
    round: number;
    team: number;
    first: number;
    second: number;
  }) =>
    `round ${p.round}: team ${p.team}'s players play teams ${p.first} and ${p.second}; a round is one match`,
  'engine.teamRounds.byeAndMatch': (p: { round: number; team: number; type: string }) =>
    `round ${p.round}: team ${p.team} has a ${p.type} bye (240) and a match`,
  'engine.teamRounds.pabAndMatch': (p: { round: number; team: number }) =>
    `round ${p.round}: team ${p.team} has the pairing-allocated bye and a match`,
  'engine.teamRounds.forfeitOther': (p: {
    round: number;
    team: number;
    other: number;
    opponent: number;
  }) =>
    `round ${p.round}: record 330 pairs team ${p.team} with team ${p.other}, but its players play team ${p.opponent}`,
  'engine.teamRounds.notBack': (p: { round: number; team: number; opponent: string }) =>
    `round ${p.round}: team ${p.team} plays team ${p.opponent}, whose players do not play team ${p.team}`,
  'engine.typeCode.otherKind': (p: { code: string; kind: string }) =>
    `record 192 says "${p.code}", ${p.kind}, which this program does not pair`,
  'engine.typeCode.roundRobin': 'a round robin',
  'engine.typeCode.knockout': 'a knockout',
  'engine.typeCode.scheveningen': 'a Scheveningen',
  'engine.typeCode.schiller': 'a Schiller',
  'engine.typeCode.team': 'a team tournament',
  'engine.typeCode.unclaimed': (p: { code: string }) =>
    `record 192 says "${p.code}", which no system here claims, so the system to pair it with must be named`,
  'engine.match.noGame1': (p: { player: number; match: number; first: number; second: number }) =>
    `player ${p.player}, match ${p.match} (TRF rounds ${p.first} and ${p.second}): game 2 is recorded without game 1`,
  'engine.match.noGame2': (p: { player: number; match: number; first: number; second: number }) =>
    `player ${p.player}, match ${p.match} (TRF rounds ${p.first} and ${p.second}): game 1 is recorded without game 2`,
  'engine.match.otherOpponent': (p: {
    player: number;
    match: number;
    first: number;
    second: number;
    game1: string;
    game2: string;
  }) =>
    `player ${p.player}, match ${p.match} (TRF rounds ${p.first} and ${p.second}): the two games of a match must be against the same opponent, but game 1 has ${p.game1} and game 2 ${p.game2}`,
  'engine.match.sameColour': (p: {
    player: number;
    match: number;
    first: number;
    second: number;
    colour: string;
  }) =>
    `player ${p.player}, match ${p.match} (TRF rounds ${p.first} and ${p.second}): the colours of a match alternate (Art. 0), but both games have colour ${p.colour}`,
  'engine.match.byeSplit': (p: {
    player: number;
    match: number;
    first: number;
    second: number;
    game1: string;
    game2: string;
  }) =>
    `player ${p.player}, match ${p.match} (TRF rounds ${p.first} and ${p.second}): a bye applies to the whole match (Art. 0), but game 1 has ${p.game1} and game 2 ${p.game2}`,
  'engine.match.noResult': 'no result',

  'import.failed': (p: { reason: string }) => `The TRF file cannot be imported: ${p.reason}`,
  // A recorded round a Round tab cannot show (sheets/workbook/round-content.ts).
  'import.unshowable.noRecord': (p: { round: number; player: number; opponent: number }) =>
    `round ${p.round}: player ${p.player} plays ${p.opponent}, who has no record for that round`,
  'import.unshowable.result': (p: {
    round: number;
    white: number;
    black: number;
    whiteResult: string;
    blackResult: string;
  }) =>
    `round ${p.round}: the game ${p.white} - ${p.black} has the result "${p.whiteResult}" / "${p.blackResult}", which is not one of 1-0, ½-½, 0-1 or a forfeit`,
  'language.noSettingsTab': (p: { tab: string }) =>
    `There is no ${p.tab} tab to hold the language: create the tournament tabs first.`,

  // The players' page.
  'page.notStarted': 'Not started',
  'page.round': (p: { round: number }) => `Round ${p.round}`,
  'page.match': (p: { match: number }) => `Match ${p.match}`,
  'page.nameOrTeam': 'Your name or your team',
  'page.noPlayerOrTeam': 'No player or team of this round has that name.',
  'page.roundOf': (p: { round: number; rounds: number }) => `Round ${p.round} of ${p.rounds}`,
  'page.beforeRound1': 'Before round 1',
  'page.afterRound': (p: { round: number }) => `After round ${p.round}`,
  'page.pairings': 'Pairings',
  'page.pairingsOfRound': (p: { round: number }) => `Pairings, round ${p.round}`,
  'page.standings': 'Standings',
  'page.crosstable': 'Crosstable',
  'crosstable.round': (p: { round: number }, f: Format) => `R${f.number(p.round)}`,
  'crosstable.bye': 'bye',
  'page.crosstableKey': (p: { after: string }) =>
    `${p.after}. 12w1: against No. 12, with white, won.`,
  'page.footer': 'Reload the page for the latest pairings and results.',
  'page.noRound': 'No round is paired yet.',
  'page.find': 'Find your board',
  'page.yourName': 'Your name',
  'page.noMatch': 'No player of this round has that name.',
  'page.board': 'Bd',
  'page.result': 'Res.',
  'page.points': (p: { points: string }) => `${p.points} pts`,
  'page.updating': 'The pairings are being updated. Reload the page in a minute.',
  'team.column.games': 'Games',
  'team.column.points': 'Points',
  'team.column.percentage': 'Percentage',
  'schedule.notTable': (p: { system: string }) =>
    `The schedule is for a round robin, whose rounds come from a table: ${p.system} pairs each round from the results. Choose Round robin or Double round robin in the Settings.`,
  'schedule.tooFew': (p: { players: string }) =>
    `A round robin needs at least two players on the ${p.players} tab.`,
  'schedule.written': (
    p: { tab: string; rounds: number; source: string; players: string | null },
    f: Format,
  ) =>
    `${p.tab}: ${f.plural(p.rounds, { one: `${p.rounds} round`, other: `${p.rounds} rounds` })} of ${p.source}.${p.players === null ? '' : ` The drawing of lots gave the Berger numbers in the ${p.players} tab.`}`,
  // npm start: the add-on on an .xlsx file (src/sheets/offline). Options stay as typed.
  'local.usage': (p: { languages: string }) => `Usage: npm start -- [FILE.xlsx] [ACTION]

Runs the add-on's "Pair next round" (or another ACTION) on a workbook with
the tabs Settings, Players, Round 1, Round 2, ... and Standings, and saves it.
Without FILE, works on out/club.xlsx, a copy of examples/club.xlsx made on the
first run (--fresh copies it again). Enter results in the Result column of the
last Round tab, save, and run again for the next round.

Actions:
  (none)              pair the next round and print it; after the last round,
                      the final standings
  --new               make FILE a new, empty tournament workbook: the tabs
                      Settings, Players, Standings, Crosstable and By name
  --new --team        a new team tournament (C.04.6): Settings, Teams and
                      Team standings
  --undo [--yes]      undo the last round (--yes: even if it has results)
  --standings         recompute the Standings tab and print it
  --print WHAT [--out FILE.pdf] [--paper a4|letter]
                      write a PDF of the tournament as it stands, WHAT one of
                      pairings, by-name, standings, crosstable, schedule (a
                      round-robin's), all; --out defaults to FILE-WHAT.pdf
                      beside the workbook; the paper to the locale's (LC_PAPER,
                      LANG: Letter in the US, Canada, Mexico, ...; else A4)
  --check             check the last Round tab as it stands (after hand edits):
                      exit 0 when no absolute criterion is broken, 1 otherwise;
                      a round that is not the system's own pairing is marked
                      "Changed by hand" on its tab (the file's one change)
  --export-trf OUT    write the tournament as a TRF file
  --import-trf IN     make FILE a new tournament from a TRF file
  --fresh             start again from a new copy of the example
  --lang CODE         the tournament's language, kept in its Settings and
                      given to its tabs: ${p.languages}
  --help              this text`,
  'local.oneAction': 'give one action at a time',
  'local.langNeeded': (p: { codes: string }) => `--lang needs a language: ${p.codes}`,
  'local.printNeeded': (p: { choices: string }) => `--print needs what to print: ${p.choices}`,
  'local.outNeeded': '--out needs the name of the PDF file to write, ending in .pdf',
  'local.paperNeeded': '--paper needs a4 or letter',
  'local.fileNeeded': (p: { option: string }) => `${p.option} needs a file name`,
  'local.unknownOption': (p: { option: string }) => `unknown option ${p.option}`,
  'local.twoWorkbooks': (p: { first: string; second: string }) =>
    `more than one workbook: ${p.first}, ${p.second}`,
  'local.outWithPrint': '--out and --paper go with --print',
  'local.teamWithNew': '--team goes with --new',
  // A terminal's yes/no question: the answers offered, and the first letter of a yes (y is always one).
  'local.yesNo': '[y/N]',
  'local.yesLetter': 'y',
  'local.noTerminal': 'There is no terminal to ask on: run again with --yes to go ahead.',
  'local.newNeedsFile': '--new needs the name of the workbook to make.',
  'local.exists': (p: { file: string }) =>
    `${p.file} exists; give another file name, or --yes to replace it.`,
  'local.copied': (p: { from: string; to: string }) => `Copied ${p.from} to ${p.to}.`,
  'local.missing': (p: { file: string }) => `${p.file} does not exist.`,
  'local.trfMissing': (p: { file: string }) => `${p.file} does not exist: nothing was changed.`,
  'local.trfOverWorkbook': (p: { file: string }) =>
    `--export-trf ${p.file}: that is a workbook, which the TRF file would replace; give a file name ending in .trf. Nothing was changed.`,
  'local.readOnly': (p: { file: string }) =>
    `${p.file} is read-only: nothing was changed. Make it writable, or work on a copy.`,
  'local.lockBusy': (p: { file: string; process: number; seconds: number }, f: Format) =>
    `${p.file}: Another run (process ${p.process}) is changing this tournament; waited ${f.number(p.seconds)} s. Nothing was done: try again when it has finished.`,
  'local.lockFile': (p: { file: string; lock: string; code: string }) =>
    `${p.file}: the lock file ${p.lock} cannot be used (${p.code}): remove whatever has that name, or check the folder's permissions. Nothing was done.`,
  'local.unreadable': (p: { file: string; reason: string }) =>
    `${p.file} is not an .xlsx workbook that can be read (${p.reason}). Nothing was changed.`,
  'local.unkept': (p: { file: string; parts: string }) =>
    `${p.file} holds ${p.parts}, which this program cannot keep when it saves a workbook. Nothing was changed: run the add-on in Google Sheets, or keep them in another workbook.`,
  'local.part.charts': 'charts',
  'local.part.chartSheets': 'chart sheets',
  'local.part.pivotTables': 'pivot tables',
  'local.part.slicers': 'slicers',
  'local.part.macros': 'macros',
  'local.over': (p: { rounds: number }, f: Format) =>
    `The tournament is over: ${f.plural(p.rounds, { one: `its ${p.rounds} round is`, other: `all ${p.rounds} rounds are` })} paired and every result is in. The final standings:`,
  'local.final': (p: {
    file: string;
    standings: string;
    crosstable: string;
    rounds: string;
    settings: string;
  }) =>
    `The ${p.standings} and ${p.crosstable} tabs of ${p.file} are final. To play more rounds, raise "${p.rounds}" in its ${p.settings} tab; --export-trf writes the tournament for a rating report.`,
  'local.typeResults': (p: { column: string; tab: string }) =>
    `Type the results in the ${p.column} column of ${p.tab}, save, and run again for the next round.`,
  'local.typeTwoGames': (p: { first: string; second: string; tab: string }) =>
    `Type the results in the ${p.first} and ${p.second} columns (each read left to right) of ${p.tab}, save, and run again for the next round.`,
  'local.nothingChanged': 'Nothing was changed',
  'local.nothingChangedIn': (p: { file: string }) => `Nothing was changed in ${p.file}.`,
  'local.correctCells': (p: { file: string }) =>
    `Nothing was changed in ${p.file}: correct those cells there, save, and run again.`,
  'local.markNotSaved': (p: { file: string }) => `${p.file} is read-only: the mark was not saved.`,
  'local.wrotePdf': (p: { file: string; paper: string }) => `Wrote ${p.file} (${p.paper}).`,
  'local.wrote': (p: { file: string }) => `Wrote ${p.file}.`,
  'local.newDone': (p: { settings: string; players: string; command: string }) =>
    `Set the name, rounds and system in its ${p.settings} tab, type the players in ${p.players}, save, and run: ${p.command}`,
  'local.saved': (p: { file: string }) =>
    `Saved ${p.file} (opens in Excel, LibreOffice or Google Sheets).`,
} as const satisfies Record<string, Message>;
