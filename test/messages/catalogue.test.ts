/**
 * The catalogues: every language gives every message (issue 31: "a missing
 * translation fails the tests; a test lists every key per language"), plural
 * forms and decimal marks come from the locale, and locales and typed names
 * find their language.
 */
import { describe, expect, it } from 'vitest';
import {
  ENGLISH,
  LANGUAGES,
  languageNamed,
  languageOfLocale,
  translatorFor,
  type Language,
  type ParamsOf,
  type SentenceKey,
} from '../../src/messages/index.js';
import { formatFor } from '../../src/messages/format.js';

/** Parameters for every message that takes some: a new one without its line here does not compile. */
const SAMPLE_PARAMS: { [K in SentenceKey]: ParamsOf<K>[0] } = {
  // The engine's refusals (src/engine/refusal.ts).
  'trf.detail': { detail: 'x' },
  'trf.atLine': { line: 3, detail: 'x' },
  'trf.atColumn': { line: 3, column: 3, detail: 'x' },
  'trf.atColumns': { line: 3, column: 3, columnEnd: 3, detail: 'x' },
  'trf.field.roundOpponent': { round: 3 },
  'trf.fieldCut': { field: 'x', start: 3, end: 3 },
  'trf.fieldDigits': { field: 'x', found: 'x' },
  'trf.fieldDecimal': { field: 'x', found: 'x' },
  'trf.blankBetweenFields': { found: 'x' },
  'trf.roundBlank': { round: 3, found: 'x', start: 3, end: 3, colour: 3, result: 3 },
  'trf.roundColour': { round: 3, found: 'x' },
  'trf.roundResultCode': { round: 3, found: 'x' },
  'trf.roundColourAlone': { round: 3 },
  'trf.roundResultNeedsOpponent': { round: 3, result: 'x' },
  'trf.roundByeColour': { round: 3, result: 'x', found: 'x' },
  'trf.roundSelf': { round: 3, player: 3 },
  'trf.roundByeOpponent': { round: 3, result: 'x', opponent: 3 },
  'trf.roundGameColour': { round: 3, opponent: 3 },
  'trf.record': { code: 'x' },
  'trf.recordPart': { code: 'x', part: 'x' },
  'trf.codePart': { code: 'x', part: 'x' },
  'trf.part.roundN': { round: 3 },
  'trf.orList': { items: ['x', 'y'] },
  'trf.noSuchPlayer': { what: 'x', player: 3 },
  'trf.blankAfterCode': { code: 'x', found: 'x' },
  'trf.blankAfterCodeOnly': { code: 'x' },
  'trf.numberUsed': { number: 'x', line: 3 },
  'trf.unrecognised': { codes: 'x', found: 'x' },
  'trf.disagree': { what: 'x', first: 'x', line: 3, here: 'x' },
  'trf.otherPointSystem': { what: 'x', first: 'x', line: 3 },
  'trf.xxaRoundBeyond': { player: 3, round: 3, rounds: 3 },
  'trf.xxaTwice': { player: 3, line: 3 },
  'trf.r250Beyond': { last: 3, rounds: 3 },
  'trf.accelerationsDiffer': { player: 3, xxa: 'x', r250: 'x' },
  'trf.r260Partial': { first: 3, last: 3 },
  'trf.byeBeyond': { what: 'x', player: 3, round: 3, rounds: 3 },
  'trf.byeConflict': {
    what: 'x',
    player: 3,
    type: 'x',
    round: 3,
    line: 3,
    start: 3,
    end: 3,
    opponent: 'x',
    result: 'x',
  },
  'trf.positiveWhole': { what: 'x', found: 'x' },
  'trf.numberLike10': { what: 'x', found: 'x' },
  'trf.numberLike15': { what: 'x', found: 'x' },
  'trf.numberLike115': { what: 'x', found: 'x' },
  'trf.wholeNumber': { what: 'x', found: 'x' },
  'trf.roundCountOne': { what: 'x', found: 'x' },
  'trf.xxcUnknown': { found: 'x' },
  'trf.r152Colour': { found: 'x' },
  'trf.xxaId': { found: 'x' },
  'trf.xxaBlank': { found: 'x' },
  'trf.xxaCutValue': { round: 3, start: 3, end: 3 },
  'trf.r250MatchPoints': { found: 'x' },
  'trf.r250Digits': { what: 'x', start: 3, end: 3, found: 'x' },
  'trf.idsAtLeast': { what: 'x', minimum: 3 },
  'trf.idTwice': { what: 'x' },
  'trf.r240Type': { found: 'x' },
  'trf.blankBetweenIds': { what: 'x', column: 3 },
  'trf.rosterGap': { code: 'x' },
  'trf.r330Type': { found: 'x' },
  'trf.r352': { found: 'x' },
  'trf.r362Symbol': { found: 'x' },
  'trf.teamNumberUsed': { team: 3, line: 3 },
  'trf.rosterUnknownPlayer': { team: 3, player: 3 },
  'trf.teamNumbersGap': { teams: 3, missing: 3 },
  'trf.noSuchTeam': { what: 'x', team: 3 },
  'trf.xxsItem': { found: 'x' },
  'trf.xxsCode': { found: 'x', codes: 'x' },
  'trf.xxsColours': { what: 'x', white: 'x', black: 'x' },
  'trf.r162Item': { found: 'x' },
  'trf.r162Symbol': { found: 'x' },
  'trf.entryBeyond': { player: 3, round: 3, rounds: 3 },
  'trf.byeTwiceInRound': { round: 3, player: 3, other: 3 },
  'trf.pairedWithNobody': { round: 3, player: 3, opponent: 3 },
  'trf.pairedNotBack': { round: 3, player: 3, opponent: 3, their: 'x' },
  'trf.pairedSameColour': { round: 3, player: 3, opponent: 3, colour: 'x', their: 'x' },
  'trf.pairedResults': { round: 3, player: 3, opponent: 3, result: 'x', their: 'x', expected: 'x' },
  'trf.theirEntry': { player: 3, round: 3, line: 3, entry: 'x' },
  'trf.entry': { opponent: 'x', colour: 'x', result: 'x' },
  'trf.entry.opponent': { opponent: 3 },
  'engine.noPairing.criteria': { round: 3, criteria: 'x', players: 3 },
  'engine.noPairing.chiefArbiter': { round: 3, players: 3, article: 'x' },
  'engine.noPairing.limMedian': { round: 3 },
  'engine.noPairing.limCompatible': { round: 3, players: 3 },
  'engine.noPairing.limBye': { round: 3 },
  'engine.noPairing.byeComplete': { articles: 'x' },
  'engine.noPairing.byeLegal': { articles: 'x' },
  'engine.noPairing.doubleSwiss': { match: 3, players: 3 },
  'engine.noPairing.teamBye': { round: 3 },
  'engine.noPairing.teamsMeetAgain': { round: 3 },
  'engine.noPairing.tableRounds': { players: 3, total: 3, round: 3 },
  'engine.noPairing.tableDeparts': { round: 3, deviation: 'x' },
  'engine.table.numbers': { players: 3, player: 3 },
  'engine.table.byeInTable': { player: 3, opponent: 3 },
  'engine.table.otherOpponent': { player: 3, opponent: 3, planned: 3 },
  'engine.table.coloursReversed': { player: 3, opponent: 3 },
  'engine.table.lateEntry': { player: 3, opponent: 3 },
  'engine.baku.scoring': { scores: 'x' },
  'engine.baku.teamScoring': { scores: 'x' },
  'engine.teamCode.sameScores': { code: 'x' },
  'engine.teamCode.bakuPrimary': { code: 'x' },
  'engine.teamTiebreak.score': { item: 'x' },
  'engine.teamTiebreak.mpvgp': { item: 'x' },
  'engine.teamTiebreak.de': { item: 'x', code: 'x' },
  'engine.teamTiebreak.sssc': { item: 'x' },
  'engine.teamTiebreak.esbScore': { item: 'x', code: 'x' },
  'engine.teamTiebreak.cut': { item: 'x', code: 'x', modifier: 'x' },
  'engine.teamTiebreak.notYet': { item: 'x', code: 'x' },
  'engine.teamTiebreak.unknown': { item: 'x' },
  'engine.teamRounds.twoRosters': { player: 3, first: 3, second: 3 },
  'engine.teamRounds.offRoster': { round: 3, player: 3, team: 3, opponent: 3 },
  'engine.teamRounds.ownTeam': { round: 3, player: 3, opponent: 3, team: 3 },
  'engine.teamRounds.twoMatches': { round: 3, team: 3, first: 3, second: 3 },
  'engine.teamRounds.byeAndMatch': { round: 3, team: 3, type: 'x' },
  'engine.teamRounds.pabAndMatch': { round: 3, team: 3 },
  'engine.teamRounds.forfeitOther': { round: 3, team: 3, other: 3, opponent: 3 },
  'engine.teamRounds.notBack': { round: 3, team: 3, opponent: 'x' },
  'engine.typeCode.otherKind': { code: 'x', kind: 'x' },
  'engine.typeCode.unclaimed': { code: 'x' },
  'tab.round': { round: 3 },
  'tab.roundWhy': { round: 3 },
  'sidebar.notStarted': { players: 21 },
  'sidebar.notStartedOf': { rounds: 7, players: 22 },
  'sidebar.round': { round: 2, players: 25 },
  'sidebar.roundOf': { round: 2, rounds: 7, players: 1 },
  'sidebar.typedBoards': { round: 3, count: 2, boards: '1, 4' },
  'sidebar.openBoards': { count: 5, boards: '1, 2, 3, 4, 5' },
  'sidebar.notAvailable': { system: 'Lim' },
  'sidebar.importing': { file: 'club.trf' },
  'sidebar.downloaded': { file: 'club.trf' },
  'tiebreak.cutChoice': { n: 1 },
  'tiebreak.medianChoice': { n: 2 },
  'tiebreak.limitChoice': { limit: -2 },
  'tiebreak.cut': { n: 1 },
  'tiebreak.median': { n: 1 },
  'tiebreak.limit': { limit: '+1' },
  'tiebreak.moveUp': { item: 'BH' },
  'tiebreak.moveDown': { item: 'BH' },
  'tiebreak.remove': { item: 'BH' },
  'tiebreak.movedUp': { item: 'BH' },
  'tiebreak.movedDown': { item: 'BH' },
  'tiebreak.removed': { item: 'BH' },
  'tiebreak.added': { item: 'BH' },
  'tiebreak.already': { item: 'BH' },
  'print.pairingsOf': { round: 6 },
  'print.byNameOf': { round: 6 },
  'print.standingsAfter': { round: 5 },
  'print.crosstableAfter': { round: 5 },
  'print.scheduleOf': { players: 21, rounds: 21 },
  'print.round': { round: 2 },
  'print.page': { page: '2', pages: '5' },
  'print.game': { game: 2 },
  'team.matchScore': { left: 'Knights', right: 'Knights' },
  'team.resultHelp': { choices: 'Knights' },
  'team.roundProtection': { round: 3 },
  'team.paired': { round: 3, matches: 6, byes: 1 },
  'team.over': { rounds: 7 },
  'team.noPairing': { round: 3, reason: 'Knights' },
  'team.undoQuestion': { round: 3, results: 5 },
  'team.undone': { round: 3 },
  'team.tabsMade': { tabs: 'Knights' },
  'team.check.same': { round: 3 },
  'team.check.differs': { round: 3 },
  'team.check.metBefore': { white: 'Knights', black: 'Knights' },
  'team.check.systemPairs': { white: 'Knights', black: 'Knights' },
  'team.check.tabPairs': { white: 'Knights', black: 'Knights' },
  'team.check.pab': { tab: 'Knights', system: 'Knights' },
  'problem.inColumn': { column: 'Not against', problem: '"Kasparov" is not the name' },
  'problem.players.noColumns': { columns: ['No.', 'Name'] },
  'problem.players.nameAgain': { name: 'Anna', row: 4 },
  'problem.players.number': { value: 'x' },
  'problem.players.numberAgain': { number: 3, row: 4 },
  'problem.players.rating': { value: 'x' },
  'problem.players.sex': { value: 'x' },
  'problem.players.status': { value: 'x', active: 'active', withdrawn: 'withdrawn' },
  'problem.players.byeEntry': { value: 'x' },
  'problem.players.byeTwice': { round: 3 },
  'problem.players.virtualPoints': { value: 'x' },
  'problem.players.notAgainstNumber': { value: '31' },
  'problem.players.notAgainstName': { value: 'Anna' },
  'problem.players.notAgainstSelf': { value: 'Anna' },
  'problem.players.noNumbers': { undo: 'Undo last round' },
  'problem.tabs.merged': { cells: 'F2:F3', rows: true },
  'problem.tabs.formulaError': { cell: 'D4', value: '#REF!' },
  'problem.tabs.roundLookalike': { roundN: 'Round N', asked: 'Round 6' },
  'problem.tabs.lookalike': { tab: 'Players', lookalike: 'players ' },
  'problem.tabs.noSettings': { create: 'Create tournament tabs' },
  'problem.tabs.noPlayers': { create: 'Create tournament tabs' },
  'problem.settings.notOneOf': { value: 'x', choices: ['Yes', 'No'] },
  'problem.settings.rounds': { value: 'x', max: 99 },
  'problem.settings.system': { value: 'x', systems: ['Dutch 2025', 'Lim'] },
  'problem.settings.points': { value: 'x' },
  'problem.settings.tiebreaks': { value: 'x', problem: 'BH is listed twice' },
  'problem.settings.seed': { value: 'x' },
  'problem.settings.language': { value: 'x', languages: ['English', 'Deutsch'] },
  'problem.settings.unratedRating': { value: 'x' },
  'problem.settings.pointOrder': { win: 1, draw: 1.5, loss: 0 },
  'problem.settings.buchholzInRoundRobin': {
    refused: 'BH',
    system: 'Round robin',
    defaults: 'SB, DE',
  },
  'problem.settings.missingRow': { label: 'Rounds' },
  'problem.settings.missingRowInstead': { label: 'Rounds', instead: ['"Runden" on row 3'] },
  'problem.settings.labelOnRow': { label: 'Runden', row: 3 },
  'problem.tiebreaks.unknown': { head: 'XY', item: 'XY/C1', known: 'BH, SB' },
  'problem.tiebreaks.modifierNotFor': { modifier: 'C1', code: 'DE', item: 'DE/C1' },
  'problem.tiebreaks.cutsNothing': { modifier: 'C0', code: 'BH' },
  'problem.tiebreaks.twoCuts': { item: 'BH/C1/M1' },
  'problem.tiebreaks.unknownModifier': { modifier: 'X', item: 'BH/X' },
  'problem.tiebreaks.twice': { tiebreak: 'BH' },
  'refusal.settings.points': { label: 'Points for a win' },
  'refusal.settings.pointSystem': { problem: 'a win (1) must be worth more than a draw (1)' },
  'refusal.settings.tiebreaks': { problem: 'BH is listed twice' },
  'refusal.settings.unratedRating': { max: 3999 },
  'refusal.settings.rounds': { max: 99 },
  'refusal.settings.fewerRounds': { paired: 3 },
  'refusal.settings.unknownSystem': { value: 'x' },
  'refusal.settings.unknownColour': { value: 'x' },
  'refusal.settings.unknownLanguage': { value: 'x' },
  'problem.round.columnMoved': { column: 'F', wanted: 'Result', found: 'x', columns: ['Board'] },
  'problem.round.columnEmpty': { column: 'F', wanted: 'Result', columns: ['Board'] },
  'problem.round.whiteNumber': { value: 'x' },
  'problem.round.blackNumber': { value: 'x' },
  'problem.round.playerNumber': { value: 'x' },
  'problem.round.byeResult': { bye: 'Bye', value: 'x' },
  'problem.round.byeOpponent': { bye: 'Bye' },
  'problem.round.boardCell': { value: 'x', labels: ['Bye', 'Absent'] },
  'problem.round.resultDate': { choices: ['1-0', '0-1'] },
  'problem.round.result': { value: 'x', choices: ['1-0', '0-1'] },
  'problem.round.unknownNumber': { number: 31, players: 'Players' },
  'problem.round.numberAgain': { number: 3, row: 4 },
  'problem.round.self': { number: 3 },
  'problem.round.emptyTab': { undo: 'Undo last round' },
  'problem.round.missingTab': { last: 'Round 4' },
  'problem.round.movedNumbers': {
    number: 3,
    name: 'Anna',
    now: 'Boris',
    players: 'Players',
    other: null,
    row: 5,
  },
  'problem.round.rematch': { white: 3, black: 4, first: 'Round 1' },
  'problem.round.pastLast': { rounds: 7 },
  'problem.players.absentButPaired': { round: 3, tab: 'Round 3', number: 4 },
  'problem.players.byePastLast': { round: 9, rounds: 7 },
  'problem.table.lateEntry': { name: 'Anna', players: 10 },
  'problem.table.numberBlankByHand': { players: 10 },
  'problem.table.varmaSize': { players: 30 },
  'problem.table.drawChanged': { method: 'at random', seed: 7 },
  'problem.table.notBerger': { number: 12, players: 10 },
  'problem.table.requestedBye': { name: 'Anna', round: 3, tab: 'Round 3' },
  'problem.round.noResult': { board: 2, white: 3, black: 4 },
  'problem.round.adjourned': { board: 2, white: 3, black: 4, system: 'Dutch 2025' },
  'problem.typed.numberedNow': { number: 21, players: 'Players' },
  'problem.typed.unknown': { number: 31 },
  'problem.typed.withdrawn': { number: 3 },
  'problem.typed.absent': { number: 3, round: 2 },
  'problem.typed.twice': { number: 3, board: 1 },
  'problem.typed.board': { board: 7, boards: 3 },
  'problem.typed.boardAgain': { board: 2, row: 3 },
  'problem.export.tooLong': { field: 'name', value: 'x', length: 46, width: 33 },
  'problem.export.fideId': { value: 'n/a' },
  'refusal.explain.notNumber': { value: 'x' },
  'check.checkedWith': { tab: 'Round 3', system: 'Dutch 2025' },
  'check.typedBoards': { tab: 'Round 3', pair: 'Pair next round' },
  'check.marked': { tab: 'Round 3', mark: 'Changed by hand' },
  'explain.changedByHand': { check: 'Check this round' },
  'undo.doneWithoutRecord': { tab: 'Round 5', undoTab: 'Undo data' },
  'import.pointsWarning': { differences: 'line 2: 4.5', more: 2 },
  'import.rematch': {
    white: 3,
    whiteName: 'Anna',
    black: 4,
    blackName: 'Boris',
    first: 'Round 1',
    round: 'Round 4',
  },
  'import.rematchWarning': { rematches: ['No. 3 Anna and No. 4 Boris'], more: 1 },
  'import.note': { note: 'line 3 skipped' },
  'import.droppedTiebreaks': { tiebreaks: ['ARO', 'XYZ'], tab: 'Settings' },
  'pair.forbiddenPair': { a: 3, aName: 'Anna', b: 4, bName: '' },
  'pair.lateForbiddenPairs': {
    pairs: ['No. 3 Anna and No. 4'],
    round: 2,
    notAgainst: 'Not against',
    club: 'Club',
  },
  'pair.typedBoardsKept': {
    count: 2,
    boards: '1, 5',
    tab: 'Round 3',
    check: 'Check this round',
    broken: ['No. 3 and No. 4 have met before'],
  },
  'team.problem.teamAgain': { team: 'Knights', row: 4 },
  'team.problem.playerWithoutTeam': { player: 'Knights' },
  'team.problem.playerTwice': { player: 'Knights', team: 'Knights' },
  'team.problem.rating': { value: 'Knights' },
  'team.problem.absent': { value: 'Knights' },
  'team.problem.withdrawn': { value: 'Knights' },
  'team.problem.emptyTeam': { team: 'Knights' },
  'team.problem.rounds': { value: 'Knights', max: 20 },
  'team.problem.colour': { value: 'Knights' },
  'team.problem.primary': { value: 'Knights' },
  'team.problem.points': { value: 'Knights' },
  'team.problem.colourType': { value: 'Knights' },
  'team.problem.boards': { value: 'Knights', max: 20 },
  'team.problem.yesNo': { value: 'Knights' },
  'team.problem.tiebreaks': { value: 'Knights', reason: 'Knights' },
  'team.problem.language': { value: 'Knights', languages: 'Knights' },
  'team.problem.matchPointOrder': { win: 2, draw: 1, loss: 0 },
  'team.problem.missingRound': { last: 4 },
  'team.problem.unknownTeam': { team: 'Knights' },
  'team.problem.teamTwiceInRound': { team: 'Knights', row: 4 },
  'team.problem.matchResult': { value: 'Knights' },
  'team.problem.boardNumber': { value: 'Knights' },
  'team.problem.notInTeam': { player: 'Knights', team: 'Knights' },
  'team.problem.boardResult': { value: 'Knights' },
  'team.problem.resultOnEmptyBoard': { value: 'Knights' },
  'team.problem.byeWord': { value: 'Knights' },
  'team.problem.playerTwiceInMatch': { player: 'Knights' },
  'team.problem.lineUpOrder': { player: 'Knights', team: 'Knights' },
  'team.problem.noResult': { match: 2, board: 3 },
  'team.problem.tooFewTeams': { round: 3 },
  'team.importTaken': { tabs: 'Settings, Teams' },
  'team.importRefused': { reason: 'record 310: bad' },
  'team.imported': { teams: 12, rounds: 3 },
  'help.result': { choices: '1-0, ½-½, 0-1' },
  'help.secondGame': { choices: '1-0, ½-½, 0-1' },
  'help.oneOf': { choices: 'Yes, No' },
  'help.fideTitle': { choices: 'GM, IM' },
  'byName.byePoints': { bye: 'Half-point bye', points: '½', count: 0.5 },
  'pair.paired': { round: 2, system: 'Dutch 2025', games: 7, unpaired: 1 },
  'pair.over': { rounds: 5 },
  'schedule.notTable': { system: 'Lim' },
  'schedule.tooFew': { players: 'Players' },
  'schedule.written': {
    tab: 'Schedule',
    rounds: 18,
    source: 'C.05 Annex 1, Berger table for 9 or 10 players',
    players: 'Players',
  },
  'pair.tooFew': { round: 1, players: 'Players' },
  'pair.notAvailable': { system: 'Lim' },
  'pair.noPairing': { round: 4, reason: 'no bye possible' },
  'pair.noPairingAround': { tab: 'Round 4', reason: 'no bye possible' },
  'pair.nothingChanged': { reason: 'Baku acceleration needs an even field' },
  'setUp.created': { tabs: 'Settings, Players', count: 2, players: 'Players' },
  'settings.saved': { tab: 'Settings' },
  'import.done': { players: 15, rounds: 5 },
  'lock.busy': { ms: 30000 },
  'problem.atRow': { tab: 'Players', row: 4, problem: 'the name is blank' },
  'problem.inTab': { tab: 'Players', problem: 'no such tab' },
  'problem.more': { count: 3 },
  'undo.question': { tab: 'Round 6', results: 7 },
  'undo.done': { tab: 'Round 6' },
  'undo.doneTyped': { tab: 'Round 6' },
  'undo.standingsNotRecomputed': { reason: 'a result is missing' },
  'round.protection': { round: 3 },
  'status.noPlayersTab': { players: 'Players', create: 'Create tournament tabs' },
  'explain.written': { round: 3, tab: 'Round 3 why' },
  'explain.player': { name: 'Ana Ruiz', id: 12, score: 3.5 },
  'explain.playerNumber': { id: 12 },
  'explain.roundName': { round: 3 },
  'explain.matchRoundName': { round: 2 },
  'explain.heading': { round: 'round 3', system: 'Lim system (C.04.4.3)' },
  'explain.group': { score: 2.5, players: 3, fromAbove: ['Ana Ruiz (#12, 3)'] },
  'explain.float': { player: 'Ana (#1, 3)', opponent: 'Bo (#5, 2)', why: 'she floats down' },
  'explain.float.upOdd': {
    score: 1,
    left: 3,
    wentUp: 1,
    player: 'Bo (#5, 0.5)',
    floatCount: '[C5]',
    floatScores: '[C6]',
    order: '4.2-4.4',
  },
  'explain.float.upUnpairable': {
    score: 1,
    rematch: '[C1]',
    completion: '[C4]',
    floatCount: '[C5]',
  },
  'explain.float.alone': { player: 'Ana (#1, 3)', score: 3, floatCount: '[C6]' },
  'explain.float.noPartner': { player: 'Ana (#1, 3)', score: 3, articles: ['[C1]', '[C3]'] },
  'explain.float.odd': {
    score: 2,
    players: 5,
    player: 'Ana (#1, 2)',
    floatCount: '[C6]',
    floatScores: '[C7]',
    order: 'Article 4',
  },
  'explain.float.completion': { score: 2, completion: '[C4]', floatCount: '[C6]' },
  'explain.board': {
    board: 1,
    white: 'Ana (#1, 3)',
    black: 'Bo (#5, 2)',
    whiteName: 'Ana',
    colour: 'both players get the colour they are due (5.2.1)',
  },
  'explain.board.rule': { reason: 'both players get the colour they are due', rule: '5.2.1' },
  'explain.bye': { player: 'Bo (#5, 0)', players: 9, reasons: ['Cy (#9, 0) is not chosen ([C9])'] },
  'explain.bye.hadWin': { player: 'Cy (#9, 0)', round: 'round 2', article: '[C2]' },
  'explain.bye.notChosen': { player: 'Cy (#9, 0)', article: '[C9]' },
  'explain.table.board': {
    board: 2,
    white: 'Ana (#3, 1)',
    black: 'Bo (#1, 1)',
    whiteNumber: 3,
    blackNumber: 1,
    made: 'board 2 of the C.05 Annex 1, Berger table for 9 or 10 players, round 3',
    forfeits: ['Bo (#1, 1) has withdrawn'],
  },
  'explain.table.withdrawn': { player: 'Bo (#1, 1)' },
  'explain.table.absent': { player: 'Bo (#1, 1)' },
  'explain.table.bye': { player: 'Bo (#1, 1)', dummy: 10 },
  'table.source': { size: 18, constructed: true },
  'table.round': {
    source: 'C.05 Annex 1, Berger table for 9 or 10 players',
    round: 3,
    reversed: true,
  },
  'citation.forbiddenPairOf': { article: '[C1]' },
  'colour.doubleSwiss.firstMatch': { player: 2, tpn: 1, odd: true, white: true },
  'colour.table.board': {
    board: 2,
    where: 'C.05 Annex 1, Berger table for 9 or 10 players, round 3',
  },
  'whyNot.inRound': { round: 3, answer: 'There is no player #99.' },
  'whyNot.noPlayer': { id: 99 },
  'whyNot.paired': { white: 'Ana (#1, 2)', black: 'Bo (#2, 2)', board: 1 },
  'whyNot.table': {
    a: 'Ana (#1, 2)',
    b: 'Bo (#2, 2)',
    rounds: ['3', '12'],
    source: 'C.05 Annex 1',
  },
  'whyNot.notToPair': { player: 'Ana (#1, 2)', round: 3 },
  'whyNot.met': { a: 'Ana (#1, 2)', b: 'Bo (#2, 2)', round: 'round 1', article: '[C1]' },
  'whyNot.forbidden': { a: 'Ana (#1, 2)', b: 'Bo (#2, 2)', article: '[C1] (forbidden pair)' },
  'whyNot.sameAbsoluteColour': { a: 'Ana (#1, 2)', b: 'Bo (#2, 2)', white: false, article: '[C3]' },
  'whyNot.incomplete': { a: 'Ana (#1, 2)', b: 'Bo (#2, 2)', article: '[C4]' },
  'whyNot.apart': { a: 'Ana (#1, 2)', b: 'Bo (#2, 2)', bye: 2, article: '[C4]' },
  'whyNot.order': { a: 'Ana (#1, 2)', b: 'Bo (#2, 2)', order: 'Article 4' },
  'whyNot.worse': {
    a: 'Ana (#1, 2)',
    b: 'Bo (#2, 2)',
    criterion: 'scores of the players floating down from the 2 bracket',
    chosen: [2.5],
    other: [2.5, 2],
    article: '[C7]',
  },
  'whyNot.worseElsewhere': {
    a: 'Ana (#1, 2)',
    b: 'Bo (#2, 2)',
    criterion: 'number of players floating down from the 2 bracket',
    chosen: [1],
    other: [2],
    article: '[C6]',
    completion: '[C4]',
  },
  'criterion.floatsUp': { score: 1.5 },
  'criterion.floatsDown': { score: 1.5 },
  'criterion.floatScoresUp': { score: 1.5 },
  'criterion.floatScoresDown': { score: 1.5 },
  'criterion.colourMisses': { score: 1.5 },
  'criterion.strongColourMisses': { score: 1.5 },
  'criterion.repeatedFloats': { score: 1.5 },
  'check.shape': { problem: 'player 4 is not paired' },
  'check.rematch': {
    board: 2,
    white: 'Ana (#1, 2)',
    black: 'Bo (#2, 2)',
    round: 'round 1',
    article: '[C1]',
  },
  'check.forbidden': { board: 2, white: 'Ana (#1, 2)', black: 'Bo (#2, 2)', article: '[C1]' },
  'check.colours': {
    board: 2,
    player: 'Ana (#1, 2)',
    threeInARow: false,
    difference: 3,
    articles: ['C.04.1 Art. 6', '[C3]'],
  },
  'check.byeAfterWin': { player: 'Ana (#1, 2)', round: 'round 1', article: '[C2]' },
  'check.worse': {
    criterion: 'players in the 2 bracket who do not get the colour they are due',
    chosen: [0],
    other: [2],
    system: 'Dutch 2025',
    article: '[C12]',
  },
  'check.noneBroken': { round: 3 },
  'check.broken': { round: 3, count: 2 },
  'check.table.same': { where: 'C.05 Annex 1, Berger table for 9 or 10 players, round 3' },
  'check.table.differs': { where: 'C.05 Annex 1, Berger table for 9 or 10 players, round 3' },
  'check.table.notInTable': { board: 5, white: 3, black: 9 },
  'check.table.missing': { board: 5, white: 3, black: 9 },
  'check.table.otherGame': {
    board: 5,
    white: 9,
    black: 3,
    tableWhite: 3,
    tableBlack: 9,
    reversed: true,
  },
  'check.table.freeWithoutDummy': { player: 4 },
  'check.table.free': { player: 4, shown: 5 },
  'import.taken': { tabs: 'Players, Round 1' },
  'import.failed': { reason: 'line 3: bad date' },
  'language.noSettingsTab': { tab: 'Settings' },
  'page.round': { round: 2 },
  'page.match': { match: 3 },
  'sidebar.teamsProgress': { round: 2, rounds: 7, teams: 12 },
  'sidebar.openMatches': { count: 2, matches: '1, 4' },
  'sidebar.pairRound': { round: 3 },
  'team.problem.fewerRounds': { paired: 3 },
  'team.problem.boardsPlayed': { boards: 4 },
  'team.keptNoPairing': { round: 3, reason: 'Knights' },
  'team.problem.keptNotPlaying': { team: 'Knights', round: 3 },
  'team.problem.keptMetBefore': { left: 'Knights', right: 'Knights', round: 2 },
  'sidebar.typedMatches': { round: 3, count: 2 },
  'page.roundOf': { round: 2, rounds: 7 },
  'page.afterRound': { round: 1 },
  'page.pairingsOfRound': { round: 2 },
  'page.crosstableKey': { after: 'After round 1' },
  'page.points': { points: '2.5' },
  'local.usage': { languages: 'en, es (English, Español)' },
  'local.langNeeded': { codes: 'en, es' },
  'local.printNeeded': { choices: 'pairings, all' },
  'local.fileNeeded': { option: '--import-trf' },
  'local.unknownOption': { option: '--pear' },
  'local.twoWorkbooks': { first: 'a.xlsx', second: 'b.xlsx' },
  'local.exists': { file: 'club.xlsx' },
  'local.copied': { from: 'examples/club.xlsx', to: 'out/club.xlsx' },
  'local.missing': { file: 'club.xlsx' },
  'local.trfMissing': { file: 'club.trf' },
  'local.trfOverWorkbook': { file: 'club.xlsx' },
  'local.readOnly': { file: 'club.xlsx' },
  'local.lockBusy': { file: 'club.xlsx', process: 4242, seconds: 15 },
  'local.lockFile': { file: 'club.xlsx', lock: 'club.xlsx.lock', code: 'EISDIR' },
  'local.unreadable': { file: 'club.xlsx', reason: 'end of data' },
  'local.unkept': { file: 'club.xlsx', parts: 'charts' },
  'local.over': { rounds: 7 },
  'local.final': {
    file: 'club.xlsx',
    standings: 'Standings',
    crosstable: 'Crosstable',
    rounds: 'Rounds',
    settings: 'Settings',
  },
  'local.typeResults': { column: 'Result', tab: 'Round 5' },
  'local.typeTwoGames': { first: 'Game 1', second: 'Game 2', tab: 'Round 5' },
  'local.nothingChangedIn': { file: 'club.xlsx' },
  'local.correctCells': { file: 'club.xlsx' },
  'local.markNotSaved': { file: 'club.xlsx' },
  'local.wrotePdf': { file: 'club-pairings.pdf', paper: 'A4' },
  'local.wrote': { file: 'club.trf' },
  'local.newDone': { settings: 'Settings', players: 'Players', command: 'npm start -- a.xlsx' },
  'local.saved': { file: 'club.xlsx' },
};

const englishKeys = Object.keys(ENGLISH.messages).sort();

function language(code: string): Language {
  const found = LANGUAGES.find((l) => l.code === code);
  if (found === undefined) throw new Error(`no language ${code}`);
  return found;
}

describe('the catalogues', () => {
  it('ship English, Spanish, Portuguese (Brazil), French, German and Russian', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'ru']);
  });

  for (const lang of LANGUAGES) {
    it(`${lang.name} gives exactly the English keys, each a non-empty text`, () => {
      const keys = Object.keys(lang.messages).sort();
      expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
      const t = translatorFor(lang);
      for (const key of englishKeys as (keyof typeof ENGLISH.messages)[]) {
        const params = (SAMPLE_PARAMS as Record<string, unknown>)[key];
        const text = (t.text as (k: string, p?: unknown) => string)(key, params);
        expect(text, `${lang.code} ${key}`).toMatch(/\S/);
        expect(text, `${lang.code} ${key}`).not.toMatch(/undefined|\[object|NaN/);
      }
    });
  }

  it('names every language by its own name, all different', () => {
    const names = LANGUAGES.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Русский');
  });

  it('translates the tab names of every language differently from each other within it', () => {
    for (const lang of LANGUAGES) {
      const t = translatorFor(lang);
      const tabs = [
        t.text('tab.settings'),
        t.text('tab.players'),
        t.text('tab.standings'),
        t.text('tab.crosstable'),
        t.text('tab.byName'),
        t.text('tab.undo'),
        t.text('tab.round', { round: 1 }),
        t.text('tab.roundWhy', { round: 1 }),
      ];
      expect(new Set(tabs).size, lang.code).toBe(tabs.length);
    }
  });
});

describe('plural forms and numbers follow the locale (Intl)', () => {
  const players = (locale: string) => {
    const format = formatFor(locale);
    return (count: number) =>
      format.plural(count, {
        one: `${count} one`,
        few: `${count} few`,
        many: `${count} many`,
        other: `${count} other`,
      });
  };

  it('Russian: 1, 21 one (участник); 2, 22 few (участника); 5, 11 many (участников)', () => {
    expect([1, 2, 5, 11, 21, 22].map(players('ru'))).toEqual([
      '1 one',
      '2 few',
      '5 many',
      '11 many',
      '21 one',
      '22 few',
    ]);
  });

  it('the sidebar counts players, rounds and boards with each language’s plural forms', () => {
    const ru = translatorFor(language('ru'));
    expect(ru.text('sidebar.notStartedOf', { rounds: 5, players: 21 })).toBe(
      'Не начат (5 туров) · 21 участник',
    );
    expect(ru.text('sidebar.roundOf', { round: 2, rounds: 7, players: 22 })).toBe(
      'Тур 2 из 7 · 22 участника',
    );
    expect(ru.text('sidebar.openBoards', { count: 11, boards: '1, 2' })).toBe(
      'Без результата: 11 досок (1, 2)',
    );
    const es = translatorFor(language('es'));
    expect(es.text('sidebar.roundOf', { round: 1, rounds: 7, players: 1 })).toBe(
      'Ronda 1 de 7 · 1 jugador',
    );
    expect(es.text('sidebar.openBoards', { count: 10, boards: '1, 2' })).toBe(
      '10 mesas sin resultado: 1, 2',
    );
    const fr = translatorFor(language('fr'));
    expect(fr.text('sidebar.notStarted', { players: 0 })).toBe('Pas commencé · 0 joueur');
  });

  it('English 0 is plural; French 0 is singular (0 joueur)', () => {
    expect([0, 1, 2].map(players('en'))).toEqual(['0 other', '1 one', '2 other']);
    expect([0, 1, 2].map(players('fr'))).toEqual(['0 one', '1 one', '2 other']);
  });

  it('writes the decimal mark of the number locale, not of the language', () => {
    expect(formatFor('en').number(2.5, 1)).toBe('2.5');
    expect(formatFor('de').number(2.5, 1)).toBe('2,5');
    expect(formatFor('es-MX').number(2.5, 1)).toBe('2.5');
    expect(translatorFor(language('es'), 'es-ES').format.number(3, 1)).toBe('3,0');
  });
});

describe('finding the language', () => {
  it('of a locale as Sheets or a browser writes it', () => {
    expect(languageOfLocale('es_ES')?.code).toBe('es');
    expect(languageOfLocale('pt_BR')?.code).toBe('pt');
    expect(languageOfLocale('pt_PT')?.code).toBe('pt');
    expect(languageOfLocale('de-AT')?.code).toBe('de');
    expect(languageOfLocale('en_GB')?.code).toBe('en');
    expect(languageOfLocale('ja_JP')).toBeNull();
    expect(languageOfLocale('')).toBeNull();
    expect(languageOfLocale(null)).toBeNull();
  });

  it('typed by its own name or its code, in any case', () => {
    expect(languageNamed('Español')?.code).toBe('es');
    expect(languageNamed(' deutsch ')?.code).toBe('de');
    expect(languageNamed('RU')?.code).toBe('ru');
    expect(languageNamed('Português (Brasil)')?.code).toBe('pt');
    expect(languageNamed('Klingon')).toBeNull();
  });
});
