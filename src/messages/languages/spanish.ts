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
  'menu.print': 'Imprimir…',
  'print.pairings': 'Emparejamientos',
  'print.byName': 'Emparejamientos por nombre',
  'print.standings': 'Clasificación',
  'print.crosstable': 'Tabla cruzada',
  'print.schedule': 'Calendario del round robin',
  'print.all': 'Todo lo anterior',
  'print.paper': 'Papel',
  'print.letter': 'Carta',
  'print.button': 'Imprimir',
  'print.hint': 'Una página para el tablón, impresa desde el navegador.',
  'print.pairingsOf': (p) => `Emparejamientos de la ronda ${p.round}`,
  'print.byNameOf': (p) => `Ronda ${p.round}: jugadores por nombre`,
  'print.standingsAfter': (p) => `Clasificación tras la ronda ${p.round}`,
  'print.crosstableAfter': (p) => `Tabla cruzada tras la ronda ${p.round}`,
  'print.scheduleOf': (p, f) =>
    `Calendario: ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })}, ${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })}`,
  'print.round': (p) => `Ronda ${p.round}`,
  'print.page': (p) => `Página ${p.page} de ${p.pages}`,
  'print.game': (p) => `Partida ${p.game}`,
  'print.board': 'Tablero',
  'print.no': 'N.º',
  'print.white': 'Blancas',
  'print.black': 'Negras',
  'print.result': 'Resultado',
  'print.name': 'Nombre',
  'print.colour': 'Color',
  'print.opponent': 'Rival',
  'print.rank': 'Pos.',
  'print.title': 'Título',
  'print.federation': 'Fed.',
  'print.rating': 'Elo',
  'print.points': 'Ptos.',
  'print.bye': 'Descansa (bye)',
  'print.halfPointBye': 'Bye de medio punto',
  'print.fullPointBye': 'Bye de un punto',
  'print.absent': 'Ausente',
  'print.noRound': 'Aún no hay ninguna ronda emparejada: no hay emparejamientos que imprimir.',
  'print.notTable':
    'Solo un round robin tiene un calendario hecho de antemano; este torneo se empareja ronda a ronda.',
  'tab.schedule': 'Calendario',
  'menu.writeSchedule': 'Escribir el calendario del round robin',
  'sidebar.scheduleTitle': 'Calendario del round robin',
  'sidebar.scheduleHint':
    'Todas las rondas de la tabla en una pestaña, con los números Berger y los nombres, para imprimir. Antes de la ronda 1 hace el sorteo.',
  'sidebar.writeSchedule': 'Escribir el calendario',
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
  'sidebar.teamsProgress': (p, f) =>
    `${p.round === 0 ? 'Sin empezar' : p.rounds > 0 ? `Ronda ${p.round} de ${p.rounds}` : `Ronda ${p.round}`} · ${f.plural(p.teams, { one: `${p.teams} equipo`, other: `${p.teams} equipos` })}`,
  'sidebar.openMatches': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} match`, other: `${p.count} matches` })} aún sin todos los resultados: ${p.matches}`,
  'sidebar.pairRound': (p) =>
    `Todos los resultados están anotados: ahora, empareje la ronda ${p.round}.`,
  'sidebar.enterTeams':
    'Escriba los equipos en la pestaña Equipos (al menos dos) y empareje la ronda 1.',
  'sidebar.matchPointsFor': 'Puntos de match por',
  'sidebar.teamTiebreaksHint':
    'En orden, separados por comas: MPvGP, BH, BH:MP, BH:GP, DE, EDE, EMMSB, EMGSB, EGMSB, EGGSB, SSSC/K1; un corte como BH/C1.',
  'team.sidebar.noTeamsTab': 'Aún no hay pestaña Equipos: pulse "Crear las pestañas del torneo".',
  'team.sidebar.settingsMissing':
    'La configuración no llegó; recargue la barra lateral y guárdela de nuevo.',
  'team.problem.fewerRounds': (p) =>
    `ya hay ${p.paired} rondas emparejadas: las Rondas no pueden ser menos`,
  'team.problem.boardsPlayed': (p) =>
    `las rondas ya emparejadas tienen ${p.boards} tableros por match: los Tableros por match ya no pueden cambiar`,
  'team.keptNoPairing': (p) =>
    `No existe un emparejamiento válido de los demás equipos alrededor de los matches escritos a mano en la ronda ${p.round} (C.04.6 [C1]-[C3]: ${p.reason}). Cambie o quite un match escrito; no se ha cambiado nada.`,
  'team.problem.keptNotPlaying': (p) =>
    `${p.team} no juega la ronda ${p.round} (un bye o una retirada en la pestaña Equipos)`,
  'team.problem.keptMetBefore': (p) =>
    `${p.left} y ${p.right} se enfrentaron en la ronda ${p.round}: no pueden volver a enfrentarse (C.04.6 [C1])`,
  'sidebar.typedMatches': (p, f) =>
    `Ronda ${p.round}: ${f.plural(p.count, { one: `${p.count} match escrito`, other: `${p.count} matches escritos` })} a mano; "Emparejar la siguiente ronda" empareja a los demás equipos alrededor.`,
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

  // Words the add-on writes into its tabs, read back in every language.
  'header.number': 'N.º',
  'header.name': 'Nombre',
  'header.title': 'Título',
  'header.rating': 'Elo',
  'header.federation': 'Federación',
  'header.fideId': 'ID FIDE',
  'header.birth': 'Nacimiento',
  'header.sex': 'Sexo',
  'header.status': 'Estado',
  'header.byes': 'Byes / rondas de ausencia',
  'header.notAgainst': 'No contra',
  'header.club': 'Club',
  'header.virtualPoints': 'Puntos virtuales',
  'header.board': 'Mesa',
  'header.points': 'Puntos',
  'header.result': 'Resultado',
  'header.game1': 'Partida 1',
  'header.game2': 'Partida 2',
  'header.pairingScoreWhite': 'Puntuación de emparejamiento (Blancas)',
  'header.pairingScoreBlack': 'Puntuación de emparejamiento (Negras)',
  'header.rank': 'Puesto',
  'header.colour': 'Color',
  'header.opponent': 'Rival',
  'header.setting': 'Ajuste',
  'header.value': 'Valor',
  'colour.white': 'Blancas',
  'colour.black': 'Negras',
  'colour.whiteBlack': 'Blancas, Negras',
  'colour.blackWhite': 'Negras, Blancas',
  'colour.byLot': 'Por sorteo',
  'result.whiteForfeit': '1-0 incomparecencia',
  'result.blackForfeit': '0-1 incomparecencia',
  'result.doubleForfeit': 'doble incomparecencia',
  'result.adjourned': 'aplazada',
  'bye.pairingAllocated': 'Bye',
  'bye.half': 'Bye de medio punto',
  'bye.full': 'Bye de punto entero',
  'bye.absent': 'Ausente',
  'bye.free': 'Libre (sin partida)',
  'round.handMark': 'Cambiada a mano',
  'status.active': 'activo',
  'status.withdrawn': 'retirado',
  'setting.name': 'Torneo',
  'setting.rounds': 'Rondas',
  'setting.system': 'Sistema de emparejamiento',
  'setting.initialColour': 'Color del primer cabeza de serie en la ronda 1',
  'setting.win': 'Puntos por victoria',
  'setting.draw': 'Puntos por tablas',
  'setting.loss': 'Puntos por derrota',
  'setting.tiebreaks': 'Desempates',
  'setting.unratedRating': 'Elo de los rivales sin Elo',
  'setting.acceleration': 'Aceleración',
  'setting.keepClubsApart': 'Evitar que se enfrenten jugadores del mismo club',
  'setting.maxiTournament': 'Maxitorneo (Lim)',
  'setting.matchScoring': 'Clasificación de los matches a dos partidas',
  'choice.none': 'Ninguna',
  'choice.baku': 'Bakú',
  'choice.gamePoints': 'Puntos de partida',
  'choice.matchPoints': 'Puntos de match',
  'choice.yes': 'Sí',
  'choice.no': 'No',
  'system.dutch': 'Holandés 2025',
  'system.dutch-2017': 'Holandés 2017',
  'system.rating-1998': 'Por Elo 1998',
  'system.lim': 'Lim',
  'system.burstein': 'Burstein',
  'system.dubov': 'Dubov',
  'system.double-swiss': 'Suizo doble',
  'system.round-robin': 'Todos contra todos',
  'system.double-round-robin': 'Doble todos contra todos',
  'help.result': (p) => `Elija el resultado: ${p.choices}.`,
  'help.secondGame': (p) =>
    `En la partida 2 se invierten los colores; el resultado se lee de izquierda a derecha (1-0: ganó el jugador de la izquierda). Elija el resultado: ${p.choices}.`,
  'help.oneOf': (p) => `Uno de: ${p.choices}`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (p, f) =>
    `Ronda ${p.round} emparejada con ${p.system}: ${f.plural(p.games, { one: `${p.games} partida`, other: `${p.games} partidas` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} bye o ausencia`, other: `${p.unpaired} byes o ausencias` })}` : ''}.`,
  'pair.over': (p) =>
    `El torneo ha terminado: las ${p.rounds} rondas están emparejadas. «Actualizar la clasificación» da la clasificación final y la tabla cruzada; para jugar más, aumente «Rondas» en la configuración.`,
  'pair.tooFew': (p) =>
    `La ronda ${p.round} no se puede emparejar: menos de dos jugadores de la pestaña ${p.players} están activos y presentes.`,
  'pair.notAvailable': (p) =>
    `${p.system} aún no está disponible. Elija otro sistema de emparejamiento en la barra lateral o en la pestaña de configuración.`,
  'pair.noPairing': (p) =>
    `No existe ningún emparejamiento válido para la ronda ${p.round} (${p.reason}). No se cambió nada.`,
  'pair.noPairingAround': (p) =>
    `No existe emparejamiento válido de los demás jugadores alrededor de las mesas escritas en ${p.tab} (${p.reason}): cambie o quite algunas. No se cambió nada.`,
  'pair.nothingChanged': (p) => `${p.reason}. No se cambió nada.`,
  'standings.updated': 'Clasificación actualizada.',
  'setUp.already': 'Las pestañas del torneo ya existen.',
  'setUp.created': (p) =>
    `Pestañas creadas: ${p.tabs}. Escriba un jugador por fila en ${p.players} y empareje la ronda 1.`,
  'settings.saved': (p) => `Configuración guardada en la pestaña ${p.tab}.`,
  'import.done': (p, f) =>
    `Importados ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })} y ${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })}.`,
  'lock.busy': (p, f) =>
    `Otro editor está modificando este torneo; no se hizo nada. Inténtelo de nuevo en un momento (esperó ${f.number(p.ms)} ms).`,
  'problem.atRow': (p) => `${p.tab}, fila ${p.row}: ${p.problem}`,
  'problem.inTab': (p) => `${p.tab}: ${p.problem}`,
  'problem.more': (p) => `… y ${p.count} más.`,
  'undo.noRound': 'No hay ninguna ronda que deshacer.',
  'undo.question': (p, f) =>
    `${p.tab} ya tiene ${f.plural(p.results, { one: `${p.results} resultado`, other: `${p.results} resultados` })}. ¿Deshacer la ronda de todos modos? Se borrarán su pestaña y sus resultados.`,
  'undo.done': (p) => `${p.tab} se deshizo.`,
  'undo.doneTyped': (p) =>
    `${p.tab} se deshizo: las mesas escritas a mano vuelven a estar como se escribieron.`,
  'undo.standingsNotRecomputed': (p) =>
    `No se pudo recalcular la clasificación (${p.reason}); elija «Actualizar la clasificación» una vez corregido.`,
  'round.noneToCheck': 'Aún no hay ninguna pestaña de ronda que comprobar.',
  'round.noneToExplain': 'Aún no hay ninguna pestaña de ronda que explicar.',
  'round.systemUnavailable': 'El sistema de emparejamiento de la configuración no está disponible.',
  'round.protection': (p) =>
    `Emparejamiento de la ronda ${p.round}: escriba solo resultados; para cambiar el emparejamiento use «Deshacer la última ronda».`,
  'status.noPlayersTab': (p) => `Aún no hay pestaña ${p.players}: pulse «${p.create}».`,
  'explain.written': (p) => `La explicación de la ronda ${p.round} está en la pestaña «${p.tab}».`,
  'import.taken': (p) =>
    `Esta hoja de cálculo ya tiene un torneo (pestañas ${p.tabs}). Importe en una hoja nueva (Archivo > Nuevo > Hoja de cálculo) o borre antes esas pestañas.`,
  'import.failed': (p) => `No se puede importar el archivo TRF: ${p.reason}`,
  'language.noSettingsTab': (p) =>
    `No hay pestaña ${p.tab} donde guardar el idioma: cree antes las pestañas del torneo.`,

  // The players' page.
  'page.notStarted': 'Sin empezar',
  'page.round': (p) => `Ronda ${p.round}`,
  'page.match': (p) => `Match ${p.match}`,
  'page.nameOrTeam': 'Su nombre o su equipo',
  'page.noPlayerOrTeam': 'Ningún jugador ni equipo de esta ronda tiene ese nombre.',
  'page.roundOf': (p) => `Ronda ${p.round} de ${p.rounds}`,
  'page.beforeRound1': 'Antes de la ronda 1',
  'page.afterRound': (p) => `Tras la ronda ${p.round}`,
  'page.pairings': 'Emparejamientos',
  'page.pairingsOfRound': (p) => `Emparejamientos, ronda ${p.round}`,
  'page.standings': 'Clasificación',
  'page.crosstable': 'Tabla cruzada',
  'page.crosstableKey': (p) =>
    `${p.after}. 12w1: contra el jugador de la fila 12, con blancas, ganada.`,
  'page.footer': 'Recargue la página para ver los últimos emparejamientos y resultados.',
  'page.noRound': 'Aún no hay ninguna ronda emparejada.',
  'page.find': 'Busque su mesa',
  'page.yourName': 'Su nombre',
  'page.noMatch': 'Ningún jugador de esta ronda tiene ese nombre.',
  'page.board': 'Mesa',
  'page.result': 'Res.',
  'page.points': (p) => `${p.points} ptos`,
  'page.updating': 'Los emparejamientos se están actualizando. Recargue la página en un minuto.',
  'team.column.games': 'Partidas',
  'team.column.points': 'Puntos',
  'team.column.percentage': 'Porcentaje',
  'schedule.notTable': (p) =>
    `El calendario es para un round robin, cuyas rondas salen de una tabla: ${p.system} empareja cada ronda según los resultados. Elija Round robin o Double round robin en la configuración.`,
  'schedule.tooFew': (p) =>
    `Un round robin necesita al menos dos jugadores en la pestaña ${p.players}.`,
  'schedule.written': (p, f) =>
    `${p.tab}: ${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })} de ${p.source}.${p.players === null ? '' : ` El sorteo dio los números Berger de la pestaña ${p.players}.`}`,
};
