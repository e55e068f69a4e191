/** Spanish, with the words of Spanish-speaking arbiters (emparejamientos, ronda, clasificación). */
import type { Catalogue } from '../catalogue.js';
import type { Format } from '../format.js';

const players = (n: number, f: Format) =>
  f.plural(n, { one: `${n} jugador`, other: `${n} jugadores` });
const SAVE = 'pulse Guardar configuración para conservar el cambio.';

export const spanish: Catalogue = {
  'app.title': 'Emparejamientos suizos',

  'menu.pairNextRound': 'Emparejar la siguiente ronda',
  'menu.checkRound': 'Comprobar esta ronda',
  'menu.explainRound': 'Explicar esta ronda',
  'menu.undoLastRound': 'Deshacer la última ronda',
  'menu.refreshStandings': 'Actualizar la clasificación',
  'menu.openSidebar': 'Abrir la barra lateral',
  'menu.createTabs': 'Crear las pestañas del torneo',

  'tab.settings': 'Configuración',
  'tab.players': 'Jugadores',
  'tab.standings': 'Clasificación',
  'tab.crosstable': 'Tabla cruzada',
  'tab.byName': 'Por nombre',
  'tab.undo': 'Datos para deshacer',
  'tab.round': (p) => `Ronda ${p.round}`,
  'tab.roundWhy': (p) => `Ronda ${p.round} explicación`,

  'undo.nothingUndone': 'No se deshizo nada.',

  'settings.language': 'Idioma',

  'sidebar.roundActions': 'Ronda',
  'sidebar.confirmUndo': 'Sí, deshacer',
  'sidebar.keepRound': 'Conservar la ronda',
  'sidebar.tournament': 'Torneo',
  'sidebar.rounds': 'Rondas',
  'sidebar.system': 'Sistema de emparejamiento',
  'sidebar.matchScoring': 'Clasificación de los matches a dos partidas',
  'sidebar.gamePoints': 'Puntos de partida',
  'sidebar.matchPoints': 'Puntos de match',
  'sidebar.colour': 'Color del primer cabeza de serie en la ronda 1',
  'sidebar.byLot': 'Por sorteo',
  'sidebar.white': 'Blancas',
  'sidebar.black': 'Negras',
  'sidebar.pointsFor': 'Puntos por',
  'sidebar.win': 'victoria',
  'sidebar.draw': 'tablas',
  'sidebar.loss': 'derrota',
  'sidebar.tiebreaks': 'Desempates, en orden',
  'sidebar.tiebreaksNone': 'Ninguno: los jugadores empatados a puntos comparten el puesto.',
  'sidebar.tiebreakAdd': 'Añadir un desempate',
  'sidebar.tiebreakModifier': 'Corte, mediana o límite',
  'sidebar.forfeitsAsPlayed': 'Las incomparecencias cuentan como jugadas (/P)',
  'sidebar.fore': 'Buchholz previo de los rivales (/F)',
  'sidebar.add': 'Añadir',
  'sidebar.defaultList': 'Lista por defecto',
  'sidebar.unrated': 'Elo de los rivales sin Elo',
  'sidebar.unratedNone': 'Ninguno',
  'sidebar.unratedHint':
    'Para ARO, TPR, PTP, APRO y APPO (C.07 10). En blanco, no dan valor en cuanto un jugador no tiene Elo.',
  'sidebar.save': 'Guardar configuración',
  'sidebar.explainTitle': 'Explicar la ronda',
  'sidebar.explainHint': 'La última ronda, con los artículos del sistema de emparejamiento.',
  'sidebar.whyNotA': '¿Por qué no el n.º',
  'sidebar.whyNotB': 'contra el n.º',
  'sidebar.whyNot': '¿Por qué no?',
  'sidebar.trfTitle': 'Archivos TRF',
  'sidebar.trfHint': 'Para los informes de Elo y otros programas de emparejamiento.',
  'sidebar.exportTrf': 'Exportar TRF',
  'sidebar.importTrf': 'Importar un archivo TRF como torneo nuevo',
  'sidebar.playersPage': 'Página de los jugadores',
  'sidebar.playersPageHint':
    'Emparejamientos con búsqueda por nombre, clasificación y tabla cruzada, para el móvil. Comparta el enlace o imprima el código para la entrada.',
  'sidebar.playersPageNone':
    'Publique el script una vez como aplicación web (README, "The players\' page") para ver aquí su enlace.',
  'sidebar.playersPageQr': 'Código QR de la página de los jugadores',
  'sidebar.notStarted': (p, f) => `Sin empezar · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Sin empezar (${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Ronda ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Ronda ${p.round} de ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Ronda ${p.round}: ${f.plural(p.count, { one: `${p.count} tablero escrito`, other: `${p.count} tableros escritos` })} a mano (${p.boards}); "Emparejar la siguiente ronda" empareja a los demás jugadores alrededor.`,
  'sidebar.openBoards': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} tablero`, other: `${p.count} tableros` })} sin resultado: ${p.boards}`,
  'sidebar.allResults': 'Todos los resultados están anotados.',
  'sidebar.complete': 'Todos los resultados están anotados: el torneo ha terminado.',
  'sidebar.notAvailable': (p) => `${p.system} (aún no disponible)`,
  'sidebar.loading': 'Cargando…',
  'sidebar.working': 'Trabajando…',
  'sidebar.creatingTabs': 'Creando las pestañas…',
  'sidebar.pairing': 'Emparejando la ronda siguiente…',
  'sidebar.undoing': 'Deshaciendo la última ronda…',
  'sidebar.updatingStandings': 'Actualizando la clasificación…',
  'sidebar.saving': 'Guardando…',
  'sidebar.exporting': 'Exportando…',
  'sidebar.importing': (p) => `Importando ${p.file}…`,
  'sidebar.downloaded': (p) => `${p.file} descargado.`,

  'tiebreak.noModifier': 'Sin corte ni límite',
  'tiebreak.cutChoice': (p) => `Corte ${p.n} (/C${p.n})`,
  'tiebreak.medianChoice': (p) => `Mediana ${p.n} (/M${p.n})`,
  'tiebreak.limitChoice': (p, f) =>
    `Límite ${p.limit < 0 ? '−' : '+'}${f.plural(Math.abs(p.limit), { one: `${Math.abs(p.limit)} medio punto`, other: `${Math.abs(p.limit)} medios puntos` })} (/L${p.limit < 0 ? '-' : '+'}${Math.abs(p.limit)})`,
  'tiebreak.cut': (p) => `corte ${p.n}`,
  'tiebreak.median': (p) => `mediana ${p.n}`,
  'tiebreak.limit': (p) => `límite ${p.limit}`,
  'tiebreak.forfeitsAsPlayed': 'incomparecencias como jugadas',
  'tiebreak.fore': 'previo',
  'tiebreak.unknown': 'no es un desempate que este complemento conozca',
  'tiebreak.moveUp': (p) => `Subir ${p.item}`,
  'tiebreak.moveDown': (p) => `Bajar ${p.item}`,
  'tiebreak.remove': (p) => `Quitar ${p.item}`,
  'tiebreak.defaultChosen':
    'Desempates por defecto elegidos: pulse Guardar configuración para conservarlos.',
  'tiebreak.movedUp': (p) => `${p.item} subido: ${SAVE}`,
  'tiebreak.movedDown': (p) => `${p.item} bajado: ${SAVE}`,
  'tiebreak.removed': (p) => `${p.item} quitado: ${SAVE}`,
  'tiebreak.added': (p) => `${p.item} añadido: ${SAVE}`,
  'tiebreak.already': (p) => `${p.item} ya está en la lista.`,
  'tab.teams': 'Equipos',
  'tab.teamStandings': 'Clasificación por equipos',
  'tab.boardPrizes': 'Premios por tablero',
  'team.system': 'Suizo por equipos (C.04.6)',
  'team.yes': 'Sí',
  'team.no': 'No',
  'team.colourTypeA': 'Tipo A',
  'team.colourTypeB': 'Tipo B',
  'team.colourTypeNone': 'Ninguna',
  'team.setting.header': 'Parámetro',
  'team.setting.value': 'Valor',
  'team.setting.primary': 'Puntuación principal',
  'team.setting.matchWin': 'Puntos de match por victoria',
  'team.setting.matchDraw': 'Puntos de match por empate',
  'team.setting.matchLoss': 'Puntos de match por derrota',
  'team.setting.colourType': 'Preferencias de color',
  'team.setting.boards': 'Tableros por match',
  'team.setting.baku': 'Aceleración Bakú',
  'team.setting.tiebreaks': 'Desempates por equipos',
  'team.column.team': 'Equipo',
  'team.column.player': 'Jugador',
  'team.column.rating': 'Elo',
  'team.column.fideId': 'ID FIDE',
  'team.column.absent': 'No juega en las rondas',
  'team.column.withdrawn': 'Retirado desde la ronda',
  'team.column.match': 'Match',
  'team.column.board': 'Tablero',
  'team.column.colours': 'Colores',
  'team.column.teamOrPlayer': 'Equipo / jugador',
  'team.column.result': 'Resultado',
  'team.column.matchScore': 'Resultado del match',
  'team.column.rank': 'Puesto',
  'team.colours.whiteBlack': 'Blancas – Negras',
  'team.colours.blackWhite': 'Negras – Blancas',
  'team.bye.pab': 'Bye asignado por el emparejamiento',
  'team.bye.requested': 'Bye solicitado',
  'team.bye.withdrawn': 'Retirado',
  'team.matchScore': (p) => `${p.left} – ${p.right}`,
  'team.resultHelp': (p) =>
    `El resultado del tablero, leído de izquierda a derecha (1-0: ganó el jugador de la izquierda): ${p.choices}. En la fila del match, una incomparecencia es el match entero perdido por incomparecencia.`,
  'team.roundProtection': (p) =>
    `Emparejamiento de la ronda ${p.round}: anote los resultados o cambie una alineación en las columnas de los jugadores; para cambiar el emparejamiento use «Deshacer la última ronda».`,
  'team.paired': (p, f) =>
    `Ronda ${p.round} emparejada con el sistema suizo por equipos (C.04.6): ${f.plural(p.matches, { one: `${p.matches} match`, other: `${p.matches} matches` })}${p.byes > 0 ? `, ${f.plural(p.byes, { one: `${p.byes} equipo sin emparejar`, other: `${p.byes} equipos sin emparejar` })}` : ''}.`,
  'team.over': (p, f) =>
    `El torneo ha terminado: ${f.plural(p.rounds, { one: `su ${p.rounds} ronda está emparejada`, other: `las ${p.rounds} rondas están emparejadas` })}. Para jugar más, aumente «Rondas» en la Configuración.`,
  'team.noPairing': (p) =>
    `No existe un emparejamiento válido para la ronda ${p.round} (${p.reason}). No se ha cambiado nada.`,
  'team.nothingToUndo': 'No hay ninguna ronda que deshacer.',
  'team.undoQuestion': (p, f) =>
    `La ronda ${p.round} ya tiene ${f.plural(p.results, { one: `${p.results} resultado`, other: `${p.results} resultados` })}. ¿Deshacer la ronda de todos modos? Se borrarán su pestaña y sus resultados.`,
  'team.undone': (p) => `Se deshizo la ronda ${p.round}.`,
  'team.refreshed': 'Los resultados de los matches y la clasificación por equipos están al día.',
  'team.tabsThere': 'Las pestañas del torneo ya existen.',
  'team.tabsMade': (p) =>
    `Creadas: ${p.tabs}. Escriba cada equipo en una fila de la pestaña Equipos y sus jugadores debajo en orden de tablero (suplentes al final); después empareje la ronda 1.`,
  'team.check.noRound': 'Todavía no hay ninguna pestaña de ronda que comprobar.',
  'team.check.same': (p) =>
    `La ronda ${p.round} es el emparejamiento del sistema suizo por equipos (C.04.6).`,
  'team.check.differs': (p) =>
    `La ronda ${p.round} no es el emparejamiento del sistema suizo por equipos (C.04.6):`,
  'team.check.metBefore': (p) => `${p.white} y ${p.black} ya se han enfrentado ([C1]).`,
  'team.check.systemPairs': (p) => `el sistema empareja ${p.white} – ${p.black};`,
  'team.check.tabPairs': (p) => `la pestaña empareja ${p.white} – ${p.black};`,
  'team.check.pab': (p) => `el bye asignado: ${p.tab} en la pestaña, ${p.system} según el sistema.`,
  'team.problem.noTeamsTab': 'no hay pestaña Equipos: elija «Crear las pestañas del torneo»',
  'team.problem.noTeams':
    'todavía no hay equipos: escriba cada equipo en una fila y sus jugadores debajo',
  'team.problem.teamAgain': (p) =>
    `el equipo «${p.team}» ya está en la fila ${p.row}: mantenga juntos los jugadores de un equipo debajo de su nombre`,
  'team.problem.playerWithoutTeam': (p) =>
    `«${p.player}» está antes de cualquier equipo: escriba el nombre del equipo en la fila encima de sus jugadores`,
  'team.problem.noPlayerName': 'una fila sin nombre de jugador: escríbalo en la columna Jugador',
  'team.problem.playerTwice': (p) => `«${p.player}» aparece dos veces en el equipo «${p.team}»`,
  'team.problem.rating': (p) => `«${p.value}» no es un Elo (un número entero)`,
  'team.problem.absent': (p) => `«${p.value}» no es una lista de rondas (como 3, 5)`,
  'team.problem.withdrawn': (p) => `«${p.value}» no es un número de ronda`,
  'team.problem.emptyTeam': (p) =>
    `el equipo «${p.team}» no tiene jugadores: escríbalos en las filas de debajo`,
  'team.problem.rounds': (p) => `${p.value} no es un número de rondas de 1 a ${p.max}`,
  'team.problem.colour': (p) => `${p.value} no es Por sorteo, Blancas ni Negras`,
  'team.problem.primary': (p) => `${p.value} no es Puntos de match ni Puntos de partida`,
  'team.problem.points': (p) => `${p.value} no es un número de puntos`,
  'team.problem.colourType': (p) => `${p.value} no es Tipo A, Tipo B ni Ninguna`,
  'team.problem.boards': (p) => `${p.value} no es un número de tableros de 1 a ${p.max}`,
  'team.problem.yesNo': (p) => `${p.value} no es Sí ni No`,
  'team.problem.tiebreaks': (p) =>
    `${p.value} no es una lista de desempates por equipos: ${p.reason}`,
  'team.problem.language': (p) =>
    `${p.value} no es un idioma del complemento; elija ${p.languages}, o deje la celda vacía`,
  'team.problem.matchPointOrder': (p) =>
    `un match ganado (${p.win}) debe valer más puntos de match que un empate (${p.draw}), y un empate al menos lo que una derrota (${p.loss})`,
  'team.problem.bakuGamePoints':
    'la aceleración Bakú necesita los puntos de match como puntuación principal (C.04.7 1.4)',
  'team.problem.missingRound': (p) =>
    `no hay pestaña para esta ronda, pero hay rondas emparejadas hasta la ${p.last}`,
  'team.problem.unknownTeam': (p) => `«${p.team}» no es un equipo de la pestaña Equipos`,
  'team.problem.teamTwiceInRound': (p) =>
    `el equipo «${p.team}» ya está en la fila ${p.row} de esta ronda`,
  'team.problem.matchResult': (p) =>
    `«${p.value}»: el Resultado de una fila de match queda vacío o indica el match entero perdido por incomparecencia (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) => `«${p.value}» no es el tablero siguiente de su match`,
  'team.problem.notInTeam': (p) =>
    `«${p.player}» no es jugador del equipo «${p.team}» (pestaña Equipos)`,
  'team.problem.boardResult': (p) => `«${p.value}» no es un resultado`,
  'team.problem.resultInForfeitedMatch':
    'el match entero está perdido por incomparecencia (su fila de match): deje los tableros sin resultado',
  'team.problem.resultOnEmptyBoard': (p) =>
    `«${p.value}»: un tablero sin jugador se pierde por incomparecencia; deje su Resultado vacío`,
  'team.problem.byeWord': (p) =>
    `«${p.value}» no es Bye asignado por el emparejamiento, Bye solicitado ni Retirado`,
  'team.problem.playerTwiceInMatch': (p) => `«${p.player}» juega en dos tableros de este match`,
  'team.problem.lineUpOrder': (p) =>
    `«${p.player}» juega en un tablero inferior al de un jugador que figura después de él en el equipo «${p.team}»: una alineación sigue el orden de la pestaña Equipos`,
  'team.problem.noResult': (p) =>
    `el match ${p.match}, tablero ${p.board}, todavía no tiene resultado`,
  'team.problem.tooFewTeams': (p) =>
    `La ronda ${p.round} no puede emparejarse: juegan en ella menos de dos equipos.`,
  'team.importTaken': (p) =>
    `Esta hoja de cálculo ya tiene un torneo (pestañas ${p.tabs}). Importe en una hoja nueva o borre antes esas pestañas.`,
  'team.importRefused': (p) => `El archivo TRF de equipos no puede importarse: ${p.reason}`,
  'team.importColours':
    'el registro 352 da a los tableros colores que no alternan desde el tablero 1, como muestran las pestañas de ronda',
  'team.imported': (p, f) =>
    `Importados ${f.plural(p.teams, { one: `${p.teams} equipo`, other: `${p.teams} equipos` })} y ${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })}.`,
};
