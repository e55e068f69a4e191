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
  'tab.schedule': 'Schedule',
  'menu.writeSchedule': 'Write the round-robin schedule',
  'sidebar.scheduleTitle': 'Round-robin schedule',
  'sidebar.scheduleHint':
    'Every round of the table on one tab, with the Berger numbers and the names, for printing. Before round 1 it makes the drawing of lots.',
  'sidebar.writeSchedule': 'Write the schedule',
} as const satisfies Record<string, Message>;
