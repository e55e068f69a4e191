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

  'settings.language': 'Language',

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
  'team.problem.fewerRounds': (p: { paired: number }) =>
    `${p.paired} rounds are already paired: Rounds cannot be fewer`,
  'team.problem.boardsPlayed': (p: { boards: number }) =>
    `the rounds already paired have ${p.boards} boards a match: Boards per match cannot change now`,
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
  'help.result': (p: { choices: string }) => `Pick the result: ${p.choices}.`,
  'help.secondGame': (p: { choices: string }) =>
    `Game 2 reverses the colours; the result reads left to right (1-0: the player on the left won). Pick the result: ${p.choices}.`,
  'help.oneOf': (p: { choices: string }) => `One of: ${p.choices}`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (
    p: { round: number; system: string; games: number; unpaired: number },
    f: Format,
  ) =>
    `Round ${p.round} paired with ${p.system}: ${f.plural(p.games, { one: `${p.games} game`, other: `${p.games} games` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} bye or absence`, other: `${p.unpaired} byes or absences` })}` : ''}.`,
  'pair.over': (p: { rounds: number }) =>
    `The tournament is over: all ${p.rounds} rounds are paired. "Refresh standings" gives the final Standings and Crosstable; to play more, raise "Rounds" in the Settings.`,
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
  'problem.atRow': (p: { tab: string; row: number; problem: string }) =>
    `${p.tab}, row ${p.row}: ${p.problem}`,
  'problem.inTab': (p: { tab: string; problem: string }) => `${p.tab}: ${p.problem}`,
  'problem.more': (p: { count: number }) => `… and ${p.count} more.`,
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
  'import.taken': (p: { tabs: string }) =>
    `This spreadsheet already has a tournament (tabs ${p.tabs}). Import into a new spreadsheet (File > New > Spreadsheet), or delete those tabs first.`,
  'import.failed': (p: { reason: string }) => `The TRF file cannot be imported: ${p.reason}`,
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
  'page.crosstableKey': (p: { after: string }) =>
    `${p.after}. 12w1: against the player of row 12, with white, won.`,
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
} as const satisfies Record<string, Message>;
