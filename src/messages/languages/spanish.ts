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
  'tab.importedFile': 'Archivo importado',
  'tab.round': (p) => `Ronda ${p.round}`,
  'tab.roundWhy': (p) => `Ronda ${p.round} explicación`,

  'undo.nothingUndone': 'No se deshizo nada.',

  'settings.language': 'Idioma',
  'settings.languageChoice': (p, f) =>
    f.languageName(p.code) === null ? p.name : `${p.name} (${f.languageName(p.code)})`,

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
    "Publique el script una vez como aplicación web (README, «The players' page») para ver aquí su enlace.",
  'sidebar.playersPageQr': 'Código QR de la página de los jugadores',
  'sidebar.notStarted': (p, f) => `Sin empezar · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Sin empezar (${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Ronda ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Ronda ${p.round} de ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Ronda ${p.round}: ${f.plural(p.count, { one: `${p.count} mesa escrita`, other: `${p.count} mesas escritas` })} a mano (${p.boards}); «Emparejar la siguiente ronda» empareja a los demás jugadores alrededor.`,
  'sidebar.openBoards': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} mesa`, other: `${p.count} mesas` })} sin resultado: ${p.boards}`,
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
  'print.schedule': 'Calendario (todos contra todos)',
  'print.all': 'Todo lo anterior',
  'print.paper': 'Papel',
  'print.letter': 'Carta',
  'print.a4': 'A4',
  'print.date': (p, f) => f.date(p.day),
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
  'print.board': 'Mesa',
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
  'print.bye': 'Bye',
  'print.halfPointBye': 'Bye de medio punto',
  'print.fullPointBye': 'Bye de un punto',
  'print.absent': 'Ausente',
  'print.noRound': 'Aún no hay ninguna ronda emparejada: no hay emparejamientos que imprimir.',
  'print.notTable':
    'Solo un torneo todos contra todos tiene un calendario hecho de antemano; este torneo se empareja ronda a ronda.',
  'tab.schedule': 'Calendario',
  'menu.writeSchedule': 'Escribir el calendario (todos contra todos)',
  'sidebar.scheduleTitle': 'Calendario (todos contra todos)',
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
  'team.setting.header': 'Ajuste',
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
    `El torneo ha terminado: ${f.plural(p.rounds, { one: `su única ronda está emparejada`, other: `las ${p.rounds} rondas están emparejadas` })}. Para jugar más, aumente «Rondas» en la Configuración.`,
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
  'team.sidebar.noTeamsTab': 'Aún no hay pestaña Equipos: pulse «Crear las pestañas del torneo».',
  'team.sidebar.settingsMissing':
    'Los ajustes no llegaron; recargue la barra lateral y guárdelos de nuevo.',
  'team.problem.fewerRounds': (p, f) =>
    `ya hay ${f.plural(p.paired, { one: `${p.paired} ronda emparejada`, other: `${p.paired} rondas emparejadas` })}: las Rondas no pueden ser menos`,
  'team.problem.boardsPlayed': (p, f) =>
    `las rondas ya emparejadas tienen ${f.plural(p.boards, { one: `${p.boards} tablero`, other: `${p.boards} tableros` })} por match: los Tableros por match ya no pueden cambiar`,
  'team.keptNoPairing': (p) =>
    `No existe un emparejamiento válido de los demás equipos alrededor de los matches escritos a mano en la ronda ${p.round} (C.04.6 [C1]-[C3]: ${p.reason}). Cambie o quite un match escrito; no se ha cambiado nada.`,
  'team.problem.keptNotPlaying': (p) =>
    `${p.team} no juega la ronda ${p.round} (un bye o una retirada en la pestaña Equipos)`,
  'team.problem.keptMetBefore': (p) =>
    `${p.left} y ${p.right} se enfrentaron en la ronda ${p.round}: no pueden volver a enfrentarse (C.04.6 [C1])`,
  'sidebar.typedMatches': (p, f) =>
    `Ronda ${p.round}: ${f.plural(p.count, { one: `${p.count} match escrito`, other: `${p.count} matches escritos` })} a mano; «Emparejar la siguiente ronda» empareja a los demás equipos alrededor.`,
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
  'header.notAgainst': 'No emparejar con',
  'header.club': 'Club',
  'header.virtualPoints': 'Puntos virtuales',
  'header.board': 'Mesa',
  'header.round': 'Ronda',
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
  'bye.full': 'Bye de un punto',
  'bye.absent': 'Ausente',
  'bye.free': 'Libre (sin partida)',
  'round.handMark': 'Cambiada a mano',
  'handMark.differs': (p) =>
    `difiere del emparejamiento de ${p.system} (visto con Comprobar esta ronda)`,
  'handMark.noPairing': (p) =>
    `${p.system} no halla ningún emparejamiento válido de esta ronda (visto con Comprobar esta ronda)`,
  'handMark.typedBoards': (p) =>
    `${p.count === 1 ? `mesa ${p.boards} anotada` : `mesas ${p.boards} anotadas`} a mano, los demás jugadores emparejados alrededor por ${p.system}`,
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
  'setting.drawingOfLots': 'Sorteo de números',
  'setting.drawSeed': 'Semilla del sorteo',
  'setting.cycleOrder': 'Orden de las dos vueltas',
  'draw.random': 'Al azar',
  'draw.varma': 'Tablas Varma',
  'draw.hand': 'A mano',
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
  'systemName.dutch': 'Sistema holandés de la FIDE (edición 2025, en vigor desde el 1 feb 2026)',
  'systemName.dutch-2017': 'Sistema holandés de la FIDE (edición 2017, texto de Bakú 2016)',
  'systemName.rating-1998': 'Sistema suizo basado en el Elo (1998, antiguo C.04.1)',
  'systemName.lim': 'Sistema Lim (C.04.4.3)',
  'systemName.burstein': 'Sistema Burstein (C.04.4.2, edición 2026)',
  'systemName.dubov': 'Sistema Dubov (C.04.4.1, edición 2026)',
  'systemName.double-swiss': 'Sistema suizo doble (C.04.5, 2026)',
  'systemName.round-robin': 'Todos contra todos, tablas de Berger (C.05 Anexo 1)',
  'systemName.double-round-robin': 'Doble todos contra todos, tablas de Berger (C.05 Anexo 1)',
  'tiebreakName.BH': 'Buchholz',
  'tiebreakName.FB': 'Buchholz anticipado',
  'tiebreakName.AOB': 'Media del Buchholz de los rivales',
  'tiebreakName.SB': 'Sonneborn-Berger',
  'tiebreakName.PS': 'Puntuación progresiva',
  'tiebreakName.DE': 'Encuentro directo',
  'tiebreakName.WIN': 'Número de victorias',
  'tiebreakName.WON': 'Partidas ganadas sobre el tablero',
  'tiebreakName.BPG': 'Partidas jugadas con negras',
  'tiebreakName.BWG': 'Partidas ganadas con negras',
  'tiebreakName.REP': 'Rondas elegidas para jugar',
  'tiebreakName.ARO': 'Media de Elo de los rivales',
  'tiebreakName.TPR': 'Performance del torneo',
  'tiebreakName.PTP': 'Performance perfecta del torneo',
  'tiebreakName.APRO': 'Media de la performance de los rivales',
  'tiebreakName.APPO': 'Media de la performance perfecta de los rivales',
  'tiebreakName.KS': 'Sistema Koya',
  'tiebreakName.STD': 'Puntos estándar',
  'tiebreakName.TPN': 'Número de emparejamiento',
  'tiebreakName.RTNG': 'Elo',
  'tiebreakName.LOT': 'Sorteo',
  'help.result': (p) => `Elija el resultado: ${p.choices}.`,
  'help.secondGame': (p) =>
    `En la partida 2 se invierten los colores; el resultado se lee de izquierda a derecha (1-0: ganó el jugador de la izquierda). Elija el resultado: ${p.choices}.`,
  'help.oneOf': (p) => `Uno de: ${p.choices}`,
  'help.fideTitle': (p) =>
    `Un título FIDE (${p.choices}); un título nacional se conserva tal como se escribe`,
  'byName.byePoints': (p) =>
    `${p.bye} (${p.points} ${p.count > 0 && p.count <= 1 ? 'punto' : 'puntos'})`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (p, f) =>
    `Ronda ${p.round} emparejada (${p.system}): ${f.plural(p.games, { one: `${p.games} partida`, other: `${p.games} partidas` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} bye o ausencia`, other: `${p.unpaired} byes o ausencias` })}` : ''}.`,
  'pair.over': (p, f) =>
    `El torneo ha terminado: ${f.plural(p.rounds, { one: `su única ronda está emparejada`, other: `las ${p.rounds} rondas están emparejadas` })}. «Actualizar la clasificación» da la clasificación final y la tabla cruzada; para jugar más, aumente «Rondas» en la configuración.`,
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
  'error.internal': (p) =>
    `Algo ha fallado dentro del complemento (${p.detail}). Envíe este archivo y este mensaje a quien se encarga del complemento.`,
  'error.file': (p) =>
    `El ordenador no ha dejado al complemento leer o escribir un archivo (${p.detail}).`,
  'problem.atRow': (p) => `${p.tab}, fila ${p.row}: ${p.problem}`,
  'problem.inTab': (p) => `${p.tab}: ${p.problem}`,
  'problem.more': (p) => `… y ${p.count} más.`,
  // Los problemas encontrados al leer las pestañas (tras «pestaña, fila N:»).
  'problem.inColumn': (p) => `en «${p.column}», ${p.problem}`,
  'problem.players.noColumns': (p, f) =>
    `la fila de encabezados no tiene la columna ${f.list(
      p.columns.map((column) => `«${column}»`),
      'or',
    )}`,
  'problem.players.nameBlank': 'el nombre está vacío',
  'problem.players.nameAgain': (p) => `«${p.name}» ya es el nombre de la fila ${p.row}`,
  'problem.players.number': (p) => `el N.º «${p.value}» no es un número entero de 1 a 9999`,
  'problem.players.numberAgain': (p) => `el N.º ${p.number} ya es el de la fila ${p.row}`,
  'problem.players.rating': (p) => `el Elo «${p.value}» no es un número`,
  'problem.players.sex': (p) => `el sexo «${p.value}» no es m ni w`,
  'problem.players.status': (p) => `el estado «${p.value}» no es «${p.active}» ni «${p.withdrawn}»`,
  'problem.players.byeEntry': (p) =>
    `«${p.value}» no es una ronda: escriba números de ronda como 3, 5H (H bye de medio punto, F bye de un punto, nada o Z ausente)`,
  'problem.players.byeTwice': (p) => `la ronda ${p.round} aparece dos veces`,
  'problem.players.virtualPoints': (p) =>
    `«${p.value}» no es un número de puntos (escríbalos por ronda: 1; 1; ½)`,
  'problem.players.notAgainstNumber': (p) => `«${p.value}» no es el N.º de ningún jugador`,
  'problem.players.notAgainstName': (p) => `«${p.value}» no es el nombre de ningún jugador`,
  'problem.players.notAgainstSelf': (p) => `«${p.value}» es este mismo jugador`,
  'problem.players.numberBlank':
    'el N.º está vacío mientras otros jugadores tienen uno: rellene todos los N.º, o bórrelos todos y el complemento numera a los jugadores por Elo, título y nombre (C.04.2 2.2)',
  'problem.players.noNumbers': (p) =>
    `ningún jugador tiene N.º, pero hay rondas emparejadas: las filas de los jugadores o su columna N.º han desaparecido (restáurelas, o use «${p.undo}»)`,
  'problem.tabs.merged': (p) =>
    `las celdas ${p.cells} están combinadas, así que guardan un solo valor para ${p.rows ? 'varias filas' : 'varias columnas'}; descombínelas (Formato > Combinar celdas > Descombinar) y dé a cada celda su propio valor`,
  'problem.tabs.formulaError': (p) =>
    `la celda ${p.cell} muestra ${p.value}, el error de una fórmula: corrija la fórmula, o escriba el valor`,
  'problem.tabs.roundLookalike': (p) =>
    `esta pestaña parece una pestaña de ronda, pero el complemento solo lee las pestañas llamadas exactamente «${p.roundN}» y emparejaría su ronda otra vez; llámela «${p.asked}» según la ronda que contiene, o bórrela si no hace falta`,
  'problem.tabs.roundN': 'Ronda N',
  'problem.tabs.lookalike': (p) =>
    `no hay ninguna pestaña llamada exactamente «${p.tab}», pero hay «${p.lookalike}»: cámbiele el nombre a «${p.tab}»`,
  'problem.tabs.noSettings': (p) =>
    `esta pestaña no existe, pero hay rondas emparejadas: en ella están el número de rondas, el sistema y los puntos; elija «${p.create}» para crearla de nuevo y revise sus valores`,
  'problem.tabs.noPlayers': (p) =>
    `esta pestaña no existe: elija «${p.create}» en el menú del complemento, y luego escriba los jugadores`,
  'problem.settings.notOneOf': (p, f) => `«${p.value}» no es ${f.list(p.choices, 'or')}`,
  'problem.settings.rounds': (p) => `«${p.value}» no es un número de rondas de 1 a ${p.max}`,
  'problem.settings.system': (p) =>
    `«${p.value}» no es un sistema de emparejamiento; elija ${p.systems.join(', ')}`,
  'problem.settings.points': (p) => `«${p.value}» no es un número de puntos`,
  'problem.settings.tiebreaks': (p) => `«${p.value}» no es una lista de desempates: ${p.problem}`,
  'problem.settings.seed': (p) => `«${p.value}» no es una semilla: un número entero`,
  'problem.settings.language': (p) =>
    `«${p.value}» no es un idioma del complemento; elija ${p.languages.join(', ')}, o deje la celda vacía para el idioma de la hoja de cálculo`,
  'problem.settings.unratedRating': (p) =>
    `«${p.value}» no es un Elo: escriba un número entero como 1400, o deje la celda vacía`,
  'problem.settings.pointOrder': (p, f) =>
    `una victoria (${f.number(p.win)}) debe valer más que unas tablas (${f.number(p.draw)}), y unas tablas al menos lo que una derrota (${f.number(p.loss)})`,
  'problem.settings.buchholzInRoundRobin': (p) =>
    `${p.refused} no puede desempatar un torneo ${p.system}: C.07 (2026) art. 8: la familia Buchholz no debe usarse en los torneos todos contra todos; escriba ${p.defaults}, o vacíe la celda de esa lista`,
  'problem.settings.missingRow': (p) =>
    `no hay fila «${p.label}», pero hay rondas emparejadas; escriba la etiqueta «${p.label}» en la columna A y su valor en la columna B`,
  'problem.settings.missingRowInstead': (p) =>
    `no hay fila «${p.label}», pero hay rondas emparejadas (no son ajustes: ${p.instead.join(', ')}; ¿se cambió una etiqueta?); escriba la etiqueta «${p.label}» en la columna A y su valor en la columna B`,
  'problem.settings.labelOnRow': (p) => `«${p.label}» en la fila ${p.row}`,
  'problem.tiebreaks.empty': 'hay un desempate vacío en la lista',
  'problem.tiebreaks.unknown': (p) =>
    `desempate desconocido «${p.head}» en «${p.item}»; los conocidos: ${p.known}`,
  'problem.tiebreaks.modifierNotFor': (p) =>
    `el modificador «/${p.modifier}» no se aplica a ${p.code} (en «${p.item}»)`,
  'problem.tiebreaks.cutsNothing': (p) =>
    `«/${p.modifier}» no corta nada; escriba ${p.code} sin él`,
  'problem.tiebreaks.twoCuts': (p) =>
    `un solo modificador de corte o de mediana por desempate (en «${p.item}»)`,
  'problem.tiebreaks.unknownModifier': (p) =>
    `modificador desconocido «/${p.modifier}» en «${p.item}»; los modificadores de C.07 son /Cn, /Mn, /L+n, /L-n, y /P, /F`,
  'problem.tiebreaks.ptsNotFirst':
    'PTS (puntos) solo puede abrir la lista; la clasificación siempre ordena primero por puntos',
  'problem.tiebreaks.lotNotLast': 'LOT (sorteo) debe ser el último desempate (C.07 4.2)',
  'problem.tiebreaks.twice': (p) => `${p.tiebreak} aparece dos veces`,
  // Los ajustes de la barra lateral rechazados.
  'refusal.settings.points': (p) => `${p.label} debe ser un número de 0 o más.`,
  'refusal.settings.pointSystem': (p) => `Puntos: ${p.problem}.`,
  'refusal.settings.noTiebreaks': 'Falta la lista de desempates.',
  'refusal.settings.tiebreaks': (p) => `Desempates: ${p.problem}.`,
  'refusal.settings.unratedRating': (p) =>
    `El Elo de los rivales sin Elo debe ser un número entero de 1 a ${p.max}, o quedar vacío.`,
  'refusal.settings.noName': 'El torneo necesita un nombre.',
  'refusal.settings.rounds': (p) => `Las rondas deben ser un número entero de 1 a ${p.max}.`,
  'refusal.settings.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `Ya hay ${p.paired} ronda emparejada`, other: `Ya hay ${p.paired} rondas emparejadas` })}: las Rondas no pueden ser menos.`,
  'refusal.settings.unknownSystem': (p) => `Sistema de emparejamiento desconocido «${p.value}».`,
  'refusal.settings.unknownColour': (p) => `Color inicial desconocido «${p.value}».`,
  'refusal.settings.unknownLanguage': (p) => `Idioma desconocido «${p.value}».`,
  'refusal.settings.notArrived':
    'Los ajustes no llegaron; recargue la barra lateral y guárdelos de nuevo.',
  'problem.round.matchTabOneGame':
    'esta pestaña tiene una columna de resultado por cada partida de un match a dos partidas, pero el sistema de emparejamiento de la Configuración juega una partida por ronda',
  'problem.round.oneGameTabMatch':
    'el sistema de emparejamiento de la Configuración juega matches a dos partidas, pero esta pestaña tiene una sola columna Resultado (¿se cambió el sistema después de emparejar la ronda?)',
  'problem.round.columnMoved': (p) =>
    `la columna ${p.column} debería ser «${p.wanted}» pero tiene «${p.found}»: se insertó, borró o movió una columna; vuelva a poner las columnas como las escribió el complemento (${p.columns.join(', ')})`,
  'problem.round.columnEmpty': (p) =>
    `la columna ${p.column} debería ser «${p.wanted}» pero está vacía: se insertó, borró o movió una columna; vuelva a poner las columnas como las escribió el complemento (${p.columns.join(', ')})`,
  'problem.round.whiteNumber': (p) => `el N.º de blancas «${p.value}» no es un número de sorteo`,
  'problem.round.blackNumber': (p) => `el N.º de negras «${p.value}» no es un número de sorteo`,
  'problem.round.playerNumber': (p) => `el N.º del jugador «${p.value}» no es un número de sorteo`,
  'problem.round.byeResult': (p) =>
    `esta fila es un «${p.bye}», no una partida: su Resultado solo muestra los puntos que da (tiene «${p.value}»)`,
  'problem.round.byeOpponent': (p) => `esta fila es un «${p.bye}»: no tiene rival`,
  'problem.round.boardCell': (p) =>
    `la celda Mesa «${p.value}» no es un número de mesa ni uno de ${p.labels.join(', ')}`,
  'problem.round.resultDate': (p) =>
    `la celda Resultado contiene una fecha (un resultado escrito allí se convirtió en fecha); elija el resultado de la lista: ${p.choices.join(', ')}`,
  'problem.round.result': (p) =>
    `«${p.value}» no es un resultado; use uno de ${p.choices.join(', ')}`,
  'problem.round.unknownNumber': (p) =>
    `el N.º ${p.number} no es el N.º de ningún jugador de la pestaña ${p.players}`,
  'problem.round.numberAgain': (p) =>
    `el N.º ${p.number} ya está en la fila ${p.row} de esta ronda`,
  'problem.round.self': (p) => `el N.º ${p.number} no puede jugar contra sí mismo`,
  'problem.round.emptyTab': (p) =>
    `la pestaña no tiene ninguna partida ni ningún bye: restaure sus filas, o, si la ronda se va a emparejar de nuevo, use «${p.undo}» (una pestaña vaciada para la ronda siguiente: bórrela, o escriba en ella las mesas que quiere conservar)`,
  'problem.round.missingTab': (p) => `falta la pestaña, pero existe la pestaña «${p.last}»`,
  'problem.round.movedNumbers': (p) =>
    `el N.º ${p.number} es «${p.name}» aquí, pero «${p.now}» en la pestaña ${p.players}, donde «${p.name}» ${p.other === null ? 'no tiene N.º' : `es el N.º ${p.other}`} (fila ${p.row}): los números o los nombres de allí se movieron (¿se ordenó una sola columna?); vuelva a ponerlos como estaban`,
  'problem.round.rematch': (p) =>
    `el N.º ${p.white} y el N.º ${p.black} ya jugaron entre sí en ${p.first}`,
  'problem.round.pastLast': (p, f) =>
    `según la Configuración el torneo tiene ${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })}`,
  'problem.players.absentButPaired': (p) =>
    `pide estar ausente en la ronda ${p.round}, pero ${p.tab} empareja al N.º ${p.number} en una partida`,
  'problem.players.byePastLast': (p, f) =>
    `pide un bye o una ausencia en la ronda ${p.round}, pero según la Configuración el torneo tiene ${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })}`,
  // La tabla de un torneo todos contra todos rechaza (C.05 anexos 1 y 2).
  'problem.table.lateEntry': (p, f) =>
    `${p.name} no tiene N.º: un torneo todos contra todos no admite jugadores después de la ronda 1 (su tabla se sorteó para ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })}); borre la fila, o inscriba al jugador en otro torneo`,
  'problem.table.numberBlankByHand': (p) =>
    `el N.º está vacío, y según la Configuración el sorteo se hace a mano: escriba el número Berger de cada jugador, de 1 a ${p.players}`,
  'problem.table.numberBlank':
    'el N.º está vacío mientras otros jugadores tienen uno: escriba todos los N.º (el sorteo hecho a mano), o bórrelos todos y el complemento los sortea',
  'problem.table.varmaSize': (p) =>
    `las tablas Varma sirven para 9 a 24 jugadores (C.05 anexo 2, instrucción 5), no para ${p.players}: elija otro sorteo`,
  'problem.table.method.random': 'al azar',
  'problem.table.method.varma': 'con las tablas Varma',
  'problem.table.method.hand': 'a mano',
  'problem.table.drawChanged': (p) =>
    `el sorteo se hizo antes de la ronda 1 (${p.method}${p.seed === null ? '' : `, semilla ${p.seed}`}) y no puede cambiar una vez emparejada la ronda 1 (C.05 anexo 1 parte 3.1): vuelva a poner su método y su semilla en la Configuración`,
  'problem.table.notBerger': (p) =>
    `el N.º ${p.number} no es un número Berger de una tabla de ${p.players} jugadores: los números van de 1 a ${p.players}`,
  'problem.table.requestedBye': (p) =>
    `${p.name} pide un bye o una ausencia en la ronda ${p.round}, pero un torneo todos contra todos mantiene a cada jugador en su mesa (C.05 anexo 1): borre aquí la ronda y escriba la incomparecencia en ${p.tab}, o marque al jugador como retirado`,
  'problem.round.noResult': (p) =>
    `la mesa ${p.board} (N.º ${p.white} - N.º ${p.black}) todavía no tiene resultado`,
  'problem.round.adjourned': (p) =>
    `la partida de la mesa ${p.board} (N.º ${p.white} - N.º ${p.black}) está aplazada: ${p.system} solo empareja cuando todas las partidas tienen resultado (solo el sistema por Elo de 1998 empareja alrededor de una partida aplazada); escriba el resultado`,
  // Mesas escritas a mano para que «Emparejar la siguiente ronda» empareje al resto.
  'problem.typed.numberedNow': (p) =>
    `el N.º ${p.number} se da solo ahora, a un jugador sin N.º en la pestaña ${p.players}: escriba los números que muestra la pestaña ${p.players}`,
  'problem.typed.unknown': (p) => `el N.º ${p.number} no es el número de sorteo de ningún jugador`,
  'problem.typed.withdrawn': (p) => `el N.º ${p.number} se ha retirado`,
  'problem.typed.absent': (p) =>
    `el N.º ${p.number} pidió un bye o está ausente en la ronda ${p.round}`,
  'problem.typed.twice': (p) => `el N.º ${p.number} ya está en la mesa ${p.board} de la lista`,
  'problem.typed.board': (p, f) =>
    `mesa ${p.board}: esta ronda tiene ${f.plural(p.boards, { one: `${p.boards} mesa`, other: `${p.boards} mesas` })}`,
  'problem.typed.boardAgain': (p) => `la mesa ${p.board} también está escrita en la fila ${p.row}`,
  // Lo que un archivo TRF no puede contener.
  'problem.export.name': 'el nombre',
  'problem.export.title': 'el título',
  'problem.export.federation': 'la federación',
  'problem.export.birth': 'la fecha de nacimiento',
  'problem.export.tooLong': (p, f) =>
    `${p.field} «${p.value}» tiene ${f.plural(p.length, { one: `${p.length} carácter`, other: `${p.length} caracteres` })}; un archivo TRF admite ${p.width}: acórtelo para exportar`,
  'problem.export.fideId': (p) =>
    `el ID FIDE «${p.value}» no tiene como mucho 11 cifras, como exige un archivo TRF: corríjalo o bórrelo para exportar`,
  // Lo que dicen Comprobar esta ronda y Explicar esta ronda alrededor de las palabras del sistema.
  'refusal.explain.notNumber': (p) =>
    `«${p.value}» no es un número de sorteo: indique el N.º de dos jugadores.`,
  'check.checkedWith': (p) => `${p.tab}, comprobada con ${p.system}:`,
  'check.typedBoards': (p) =>
    `${p.tab} contiene mesas escritas a mano: «${p.pair}» empareja a los demás jugadores alrededor de ellas.`,
  'check.marked': (p) =>
    `${p.tab} no es el emparejamiento propio del sistema: queda marcada «${p.mark}» en su pestaña y en la exportación TRF.`,
  'explain.changedByHand': (p) =>
    `Esta ronda difiere del emparejamiento propio del programa (cambiada a mano): «${p.check}» los compara.`,
  'undo.doneWithoutRecord': (p) =>
    `${p.tab} se borró. La pestaña oculta «${p.undoTab}» no tiene registro de su emparejamiento (se importó, o el registro se quitó), así que no se restauró nada más.`,
  'import.pointsWarning': (p) =>
    ` Atención: la columna de puntos del archivo no es lo que dan sus resultados, y la hoja cuenta los resultados: ${p.differences}${p.more > 0 ? `; y ${p.more} más` : ''}.`,
  'import.rematch': (p) =>
    `N.º ${p.white} ${p.whiteName} y N.º ${p.black} ${p.blackName} (${p.first} y ${p.round})`,
  'import.rematchWarning': (p) =>
    ` Atención: el archivo empareja jugadores que ya habían jugado entre sí (C.04.1 art. 2 lo prohíbe; las rondas se importan como las tiene el archivo, y las rondas siguientes no los volverán a emparejar): ${p.rematches.join('; ')}${p.more > 0 ? `; y ${p.more} más` : ''}.`,
  'import.rulersSkipped': (p) =>
    p.lines.length === 1
      ? `línea ${p.lines[0]}: regla de columnas (como la escribe Swiss-Manager sobre sus jugadores) omitida`
      : `líneas ${p.lines.join(', ')}: reglas de columnas (como las escribe Swiss-Manager sobre sus jugadores) omitidas`,
  'import.pointsDifference': (p, f) =>
    `${p.line === null ? 'columnas 81-84' : `línea ${p.line}, columnas 81-84`}: los puntos del jugador ${p.player} dicen ${f.number(p.declared, 1)}, sus resultados dan ${f.number(p.results, 1)}`,
  'import.note': (p) => ` Nota: ${p.note}.`,
  'import.droppedTiebreaks': (p) =>
    p.tiebreaks.length === 1
      ? ` El desempate ${p.tiebreaks[0]} del archivo no lo calcula este complemento y se dejó fuera de la lista de la pestaña ${p.tab}.`
      : ` Los desempates ${p.tiebreaks.join(', ')} del archivo no los calcula este complemento y se dejaron fuera de la lista de la pestaña ${p.tab}.`,
  'pair.forbiddenPair': (p) =>
    `N.º ${p.a}${p.aName === '' ? '' : ` ${p.aName}`} y N.º ${p.b}${p.bName === '' ? '' : ` ${p.bName}`}`,
  'pair.lateForbiddenPairs': (p, f) =>
    `Atención: ${f.plural(p.pairs.length, { one: 'se añadió una pareja prohibida', other: `se añadieron ${p.pairs.length} parejas prohibidas` })} (columnas «${p.notAgainst}» o «${p.club}») después de ${p.round === 1 ? 'emparejar la ronda 1' : `emparejar aquí la ronda ${p.round}`}: ${p.pairs.join('; ')}. Un torneo válido para Elo FIDE no puede añadir parejas prohibidas después de la ronda 1 (C.02.03); ${f.plural(p.pairs.length, { one: 'se ha mantenido separada', other: 'se han mantenido separadas' })} de todos modos.`,
  'pair.typedBoardsKept': (p, f) =>
    `${f.plural(p.count, { one: 'La mesa', other: 'Las mesas' })} ${p.boards} de ${p.tab} escritas a mano se ${f.plural(p.count, { one: 'mantuvo', other: 'mantuvieron' })}, y los demás jugadores se emparejaron alrededor. En un torneo válido para Elo FIDE es decisión del árbitro: los emparejamientos correctos no pueden alterarse en favor de ningún participante (C.04.2 1.5), y un emparejamiento solo se cambia en los casos de C.04.2 4.4. «${p.check}» compara la ronda con el emparejamiento propio del sistema.${p.broken.map((problem) => `\nIncumplido: ${problem}.`).join('')}`,
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
  // Las explicaciones y comprobaciones del motor (src/engine/explain, src/engine/check).
  'explain.player': (p, f) => `${p.name} (n.º ${p.id}, ${f.number(p.score)} p.)`,
  'explain.playerNumber': (p) => `n.º ${p.id}`,
  'explain.roundName': (p) => `ronda ${p.round}`,
  'explain.matchRoundName': (p) => `ronda de match ${p.round}`,
  'explain.heading': (p) => `${p.round.charAt(0).toUpperCase()}${p.round.slice(1)} (${p.system})`,
  'explain.group': (p, f) =>
    `${f.plural(p.score, { one: `${f.number(p.score)} punto`, other: `${f.number(p.score)} puntos` })}: ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })}${p.fromAbove.length > 0 ? ` y ${f.plural(p.fromAbove.length, { one: `${p.fromAbove.length} que baja de arriba`, other: `${p.fromAbove.length} que bajan de arriba` })} (${p.fromAbove.join('; ')})` : ''}.`,
  'explain.float': (p) => `${p.player} juega con ${p.opponent}: ${p.why}.`,
  'explain.float.upOdd': (p, f) =>
    `el grupo de puntuación de ${f.number(p.score)} tiene ${f.plural(p.left, { one: `${p.left} jugador`, other: `${p.left} jugadores` })} por emparejar${p.wentUp > 0 ? ` (${f.plural(p.wentUp, { one: `${p.wentUp} subió`, other: `${p.wentUp} subieron` })} a uno superior)` : ''}, un número impar: un jugador sube como flotante (${p.floatCount}); ${p.player} es el que eligen los criterios (${p.floatScores}, ${p.order})`,
  'explain.float.upUnpairable': (p, f) =>
    `el grupo de puntuación de ${f.number(p.score)} no puede emparejarse dentro de sí mismo (${p.rematch}, ${p.completion}), así que suben flotantes (${p.floatCount})`,
  'explain.float.alone': (p, f) =>
    `${p.player} es el único jugador del grupo de ${f.number(p.score)} y baja como flotante (${p.floatCount})`,
  'explain.float.noPartner': (p, f) =>
    `${p.player} ya ha jugado, o no puede jugar, con todos los demás jugadores del grupo de ${f.number(p.score)} (${p.articles.join(', ')})`,
  'explain.float.odd': (p, f) =>
    `el grupo de ${f.number(p.score)} tiene ${players(p.players, f)} por emparejar, un número impar: uno baja como flotante (${p.floatCount}); ${p.player} es el que eligen los criterios y el orden (${p.floatScores}, ${p.order})`,
  'explain.float.completion': (p, f) =>
    `emparejar a todos dentro del grupo de ${f.number(p.score)} no dejaría un emparejamiento completo de los jugadores de abajo, o es peor según los criterios (${p.completion}, ${p.floatCount})`,
  'explain.board': (p) =>
    `Tablero ${p.board}: ${p.white} - ${p.black}; Blancas para ${p.whiteName}: ${p.colour}.`,
  'explain.board.rule': (p) => `${p.reason} (${p.rule})`,
  'explain.board.someRule': 'regla de colores',
  'explain.board.systemColours': 'colores según las reglas de color propias del sistema',
  'explain.bye': (p, f) =>
    `${p.player} recibe el bye asignado por el emparejamiento: hay ${players(p.players, f)} por emparejar, un número impar.${p.reasons.length > 0 ? ` De los jugadores con la misma puntuación o menos: ${p.reasons.join('; ')}.` : ' Nadie tiene menos puntos.'}`,
  'explain.bye.hadWin': (p) =>
    `${p.player} ya obtuvo una victoria sin jugar en la ${p.round} (${p.article})`,
  'explain.bye.notChosen': (p) => `${p.player} no es el elegido (${p.article})`,
  'explain.table.board': (p, f) =>
    `Tablero ${p.board}: ${p.white} - ${p.black}: números Berger ${p.whiteNumber} y ${p.blackNumber}, ${p.made}.${p.forfeits.length > 0 ? ` ${f.list(p.forfeits)}: la partida sigue en la tabla y se pierde por incomparecencia (C.05 6.6).` : ''}`,
  'explain.table.withdrawn': (p) => `${p.player} se ha retirado`,
  'explain.table.absent': (p) => `${p.player} no juega esta ronda`,
  'explain.table.bye': (p) =>
    `${p.player} juega contra el número ficticio ${p.dummy}: «si hay un número impar de jugadores, el número más alto cuenta como bye» (C.05 Anexo 1); ni partida ni puntos.`,
  'table.source': (p) =>
    `C.05 Anexo 1, tabla Berger para ${p.size - 1} o ${p.size} jugadores${p.constructed ? ', por la regla de construcción (la FIDE imprime hasta 16)' : ''}`,
  'table.round': (p) =>
    `${p.source}, ronda ${p.round}${p.reversed ? ' con los colores invertidos (segunda vuelta)' : ''}`,
  'citation.article': (p) => `artículo ${p.article}`,
  'citation.forbiddenPair': 'pareja prohibida',
  'citation.forbiddenPairOf': (p) => `${p.article} (pareja prohibida)`,
  'citation.complete': 'el emparejamiento debe ser completo',
  'citation.byeRules': 'las reglas de bye del sistema',
  'citation.criteria': 'los criterios del sistema',
  'citation.order': 'el orden de emparejamiento del sistema',
  'colour.bothPreferences': 'ambos jugadores reciben el color que les corresponde',
  'colour.strongerPreference': 'se concede la preferencia de color más fuerte',
  'colour.widerDifference':
    'ambas preferencias son absolutas: se concede la de mayor diferencia de colores',
  'colour.alternation':
    'los colores alternan desde la última ronda en que los dos tuvieron colores distintos',
  'colour.higherPreference': 'el jugador mejor clasificado recibe el color que le corresponde',
  'colour.initialColour':
    'ninguna preferencia decide: el jugador mejor clasificado recibe el color inicial con número de emparejamiento impar, el otro color con uno par',
  'colour.1998.colourLimits': 'los límites de color de B.2',
  'colour.1998.bothPreferences': 'se conceden las dos preferencias de color',
  'colour.1998.alternation': 'los colores alternan desde la última ronda en que fueron distintos',
  'colour.1998.higherPreference': 'el jugador mejor clasificado recibe su preferencia de color',
  'colour.1998.drawnColour': 'el color sorteado, según el número del jugador mejor clasificado',
  'colour.lim.colourLimits':
    'la única asignación que mantiene a los dos dentro de los límites de color',
  'colour.lim.dueColours': 'cada jugador recibe el color que le corresponde',
  'colour.lim.alternation':
    'a los dos les corresponde el mismo color: alternancia según sus historiales',
  'colour.lim.higherRanked':
    'historiales idénticos: el jugador mejor clasificado recibe el color que le corresponde',
  'colour.lim.lowerRanked':
    'historiales idénticos por debajo de la mediana: el jugador peor clasificado recibe el color que le corresponde',
  'colour.lim.neitherPlayed':
    'ninguno ha jugado: el color sorteado para el jugador mejor clasificado',
  'colour.lim.roundOne': 'primera ronda: el color sorteado alterna a lo largo de la mitad superior',
  'colour.doubleSwiss.firstMatch': (p) =>
    `ninguno ha jugado un match: el jugador mejor clasificado (n.º ${p.player}) tiene el TPN ${p.tpn}, ${p.odd ? 'impar, y recibe el color inicial' : 'par, y recibe el color opuesto al inicial'}: ${p.white ? 'Blancas' : 'Negras'}`,
  'colour.doubleSwiss.fewerWhites': 'Blancas para el jugador que tuvo menos Blancas',
  'colour.doubleSwiss.alternation':
    'los colores alternan desde la ronda más reciente en que los dos tuvieron colores distintos',
  'colour.doubleSwiss.higherAlternates':
    'el jugador mejor clasificado alterna respecto a su último match',
  'colour.doubleSwiss.opponentAlternates': 'el rival alterna respecto a su último match',
  'colour.table.board': (p) => `mesa ${p.board}: ${p.where}`,
  'whyNot.inRound': (p) => `Ronda ${p.round}: ${p.answer}`,
  'whyNot.noPlayer': (p) => `No hay ningún jugador con el n.º ${p.id}.`,
  'whyNot.himself': 'Un jugador no puede emparejarse consigo mismo.',
  'whyNot.paired': (p) =>
    `${p.white} y ${p.black} están emparejados en la mesa ${p.board} (${p.white} lleva Blancas).`,
  'whyNot.table': (p, f) =>
    `${p.a} y ${p.b} se enfrentan en ${f.plural(p.rounds.length, { one: 'la ronda', other: 'las rondas' })} ${f.list(p.rounds)}: cada partida sale de la tabla (${p.source}).`,
  'whyNot.notToPair': (p) =>
    `${p.player} no se empareja en la ronda ${p.round} (ausente, bye solicitado o retirado).`,
  'whyNot.met': (p) =>
    `${p.a} y ${p.b} ya jugaron entre sí en la ${p.round}: dos jugadores no se enfrentan dos veces (${p.article}).`,
  'whyNot.forbidden': (p) =>
    `${p.a} y ${p.b} son una pareja prohibida por el organizador (${p.article}).`,
  'whyNot.sameAbsoluteColour': (p) =>
    `${p.a} y ${p.b} deben llevar los dos ${p.white ? 'Blancas' : 'Negras'} (preferencias de color absolutas): no pueden enfrentarse (${p.article}).`,
  'whyNot.incomplete': (p) =>
    `Con ${p.a} contra ${p.b}, los demás jugadores no pueden emparejarse todos (${p.article}).`,
  'whyNot.apart': (p) =>
    `Ningún emparejamiento completo mantiene juntos a ${p.a} y ${p.b}: cuando no pueden jugar con nadie más, ${p.bye !== null ? `el n.º ${p.bye} recibe el bye asignado por el emparejamiento` : 'quedan separados'} (${p.article}).`,
  'whyNot.order': (p) =>
    `Emparejar a ${p.a} con ${p.b} es igual de bueno en flotantes, sus puntuaciones, los colores y los flotantes repetidos, grupo por grupo; los demás criterios y el orden de emparejamiento (${p.order}) ponen primero el emparejamiento elegido.`,
  'whyNot.worse': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} deja ${p.criterion} en ${p.other.map((x) => f.number(x)).join('; ')} en vez de ${p.chosen.map((x) => f.number(x)).join('; ')} (${p.article}).`,
  'whyNot.worseElsewhere': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} cambia primero ${p.criterion} (${p.other.map((x) => f.number(x)).join('; ')} en vez de ${p.chosen.map((x) => f.number(x)).join('; ')}, ${p.article}); el emparejamiento elegido se mantiene por un criterio que este resumen no cuenta (completar la ronda, ${p.completion}, o el grupo siguiente).`,
  'criterion.byeScore':
    'la puntuación del jugador que recibe el bye asignado por el emparejamiento',
  'criterion.floatsUp': (p, f) =>
    `el número de jugadores que suben al grupo de puntuación de ${f.number(p.score)}`,
  'criterion.floatsDown': (p, f) =>
    `el número de flotantes que bajan del grupo de ${f.number(p.score)}`,
  'criterion.floatScoresUp': (p, f) =>
    `las puntuaciones de los jugadores que suben al grupo de puntuación de ${f.number(p.score)}`,
  'criterion.floatScoresDown': (p, f) =>
    `las puntuaciones de los flotantes que bajan del grupo de ${f.number(p.score)}`,
  'criterion.colourMisses': (p, f) =>
    `los jugadores del grupo de ${f.number(p.score)} que no reciben el color que les corresponde`,
  'criterion.strongColourMisses': (p, f) =>
    `los jugadores del grupo de ${f.number(p.score)} que no reciben una preferencia de color fuerte`,
  'criterion.repeatedFloats': (p, f) =>
    `los jugadores del grupo de ${f.number(p.score)} que flotan en el mismo sentido que en la ronda anterior`,
  'check.shape': (p) => `${p.problem} (cada jugador por emparejar se empareja una vez)`,
  'pairingShape.unknown': (p) => `el jugador ${p.player} no existe`,
  'pairingShape.notToPair': (p) =>
    `el jugador ${p.player} no debe emparejarse en la ronda ${p.round}`,
  'pairingShape.twice': (p) => `el jugador ${p.player} aparece dos veces`,
  'pairingShape.himself': (p) => `el jugador ${p.player} está emparejado consigo mismo`,
  'pairingShape.notPaired': (p) => `el jugador ${p.player} no está emparejado`,
  'pairingShape.noBye': (p, f) =>
    `${f.plural(p.count, { one: `hay ${p.count} jugador por emparejar`, other: `hay ${p.count} jugadores por emparejar` })} pero ningún bye`,
  'pairingShape.byeGiven': (p, f) =>
    `${f.plural(p.count, { one: `hay ${p.count} jugador por emparejar`, other: `hay ${p.count} jugadores por emparejar` })} pero se da un bye`,
  'check.rematch': (p) =>
    `mesa ${p.board}: ${p.white} y ${p.black} ya jugaron entre sí en la ${p.round} (${p.article})`,
  'check.forbidden': (p) =>
    `mesa ${p.board}: ${p.white} y ${p.black} son una pareja prohibida (${p.article})`,
  'check.colours': (p) =>
    `mesa ${p.board}: ${p.player} tendría ${p.threeInARow ? 'el mismo color tres veces seguidas' : `una diferencia de colores de ${p.difference}`} (${p.articles.join(', ')})`,
  'check.byeAfterWin': (p) =>
    `${p.player} recibe el bye asignado por el emparejamiento después de obtener una victoria sin jugar en la ${p.round} (${p.article})`,
  'check.worse': (p, f) =>
    `${p.criterion}: ${p.other.map((x) => f.number(x)).join('; ')} frente a ${p.chosen.map((x) => f.number(x)).join('; ')} en el emparejamiento de ${p.system} (${p.article})`,
  'check.noneBroken': (p) => `Ronda ${p.round}: no se incumple ningún criterio absoluto.`,
  'check.broken': (p, f) =>
    `Ronda ${p.round}: ${f.plural(p.count, { one: `se incumple ${p.count} criterio absoluto:`, other: `se incumplen ${p.count} criterios absolutos:` })}`,
  'check.worseThanEngine': 'Peor que el emparejamiento propio del programa en:',
  'check.asGood':
    'Es tan bueno como el emparejamiento propio del programa en los flotantes, sus puntuaciones y los colores.',
  'check.table.same': (p) => `Cada mesa es la de la tabla (${p.where}).`,
  'check.table.differs': (p) => `Difiere de la tabla (${p.where}):`,
  'check.table.notInTable': (p) => `mesa ${p.board}: ${p.white}-${p.black} no está en la tabla`,
  'check.table.missing': (p) => `mesa ${p.board}: falta; la tabla tiene ${p.white}-${p.black}`,
  'check.table.otherGame': (p) =>
    `mesa ${p.board}: ${p.white}-${p.black}, la tabla tiene ${p.tableWhite}-${p.tableBlack}${p.reversed ? ' (colores invertidos)' : ''}`,
  'check.table.freeWithoutDummy': (p) =>
    `el n.º ${p.player} figura libre, pero la tabla da partida a todos`,
  'check.table.free': (p) =>
    `la tabla deja libre al n.º ${p.player}${p.shown === null ? '' : `, no al n.º ${p.shown}`}`,
  // Las explicaciones por equipos (C.04.6).
  'teamExplain.team': (p, f) =>
    `${p.name} (n.º ${p.tpn}${p.score !== null ? `, ${f.number(p.score)} p.` : ''})`,
  'teamExplain.unnamed': 'Equipo',
  'teamExplain.heading': (p) =>
    `Ronda ${p.round} (sistema suizo por equipos C.04.6; puntuación principal: ${p.matchPoints ? 'puntos de match' : 'puntos de partida'}, ${p.colourType === 'none' ? 'sin preferencias de color' : `colores de tipo ${p.colourType}`})`,
  'teamExplain.teamBye': (p) => `${p.team} tiene un bye en la ronda (240) y no se empareja.`,
  'teamExplain.pab.hadBye': (p) =>
    `${p.team} ya tuvo un bye asignado por el emparejamiento o una victoria sin jugar ([C2])`,
  'teamExplain.pab.noLegalPairing': (p) =>
    `${p.team} no dejaría a los demás ningún emparejamiento legal (3.4.1, [C3])`,
  'teamExplain.pab': (p, f) =>
    `${p.team} recibe el bye asignado por el emparejamiento: ${f.plural(p.teams, { one: `${p.teams} equipo`, other: `${p.teams} equipos` })} por emparejar, un número impar (1.4); es el primero en el orden de 3.4 (menor puntuación, más encuentros jugados, mayor TPN)${p.reasons.length > 0 ? ` entre los equipos que pueden tenerlo. Antes que él: ${p.reasons.join('; ')}` : ''}.`,
  'teamExplain.bracket': (p, f) =>
    `Grupo ${p.bracket}: el grupo de puntuación superior (3.2) de ${f.number(p.score)}, ${f.plural(p.residents.length, { one: `${p.residents.length} equipo`, other: `${p.residents.length} equipos` })}: ${p.residents.map((x) => `n.º ${x}`).join(' ')}.`,
  'teamExplain.noUpfloaters':
    'Sin flotantes ascendentes ([C4]): el grupo se empareja dentro de sí mismo y los equipos de abajo aún pueden emparejarse todos ([C1], [C3]).',
  'teamExplain.upfloaters': (p, f) =>
    `Flotantes ascendentes (3.5): ${p.upfloaters.join('; ')}. ${p.odd ? 'El grupo es impar; ' : ''}[C4] no menos flotantes y [C5] no puntuaciones más altas dejan un emparejamiento legal del grupo y de los equipos de abajo ([C1], [C3]); es el primer conjunto de esa forma en el orden de 3.5.4 (puntuación descendente, luego TPN ascendente) que cumple [C6] y [C7]${p.lastTwoRounds ? ' ([C7] no se aplica en las dos últimas rondas)' : ` (${f.plural(p.floated, { one: `${p.floated} flotante ascendente flotó`, other: `${p.floated} flotantes ascendentes flotaron` })} en la ronda anterior)`}.`,
  'teamExplain.identifierFirst': (p) =>
    `Identificador de emparejamiento ${p.identifier.join(' ')} (3.6.2): el primero legal en el orden de 3.6.3, y ningún otro es mejor en [C8]-[C10] (${p.values}).`,
  'teamExplain.identifierDecided': (p) =>
    `Identificador de emparejamiento ${p.identifier.join(' ')} (3.6.2): el primero legal, ${p.first.join(' ')}, tiene ${p.firstCount} ${p.criterion} frente a ${p.count} aquí, así que decide ${p.article} (3.6.4; ${p.values}).`,
  'teamExplain.c8': 'equipos cuya preferencia de color no se cumple',
  'teamExplain.c9': 'equipos cuya preferencia de color fuerte no se cumple',
  'teamExplain.c10': 'rivales de flotantes ascendentes que flotaron en la ronda anterior',
  'teamExplain.match': (p) =>
    `Encuentro ${p.match}: ${p.white} - ${p.black}, grupo ${p.bracket}${p.floater !== null ? `; ${p.floater} sube como flotante (1.5)` : ''}. ${p.white} lleva Blancas en el tablero 1: ${p.rule} (${p.article}).`,
  'teamExplain.pabMatch': (p) => `${p.team}: bye asignado por el emparejamiento.`,
  'teamColour.4.3.1':
    'ningún equipo ha jugado un encuentro: el primer equipo (4.2) recibe el color inicial, o el otro color si su TPN es par',
  'teamColour.4.3.2': 'solo un equipo tiene preferencia de color, y se le concede',
  'teamColour.4.3.3': 'los equipos tienen preferencias de color opuestas, ambas concedidas',
  'teamColour.4.3.4': 'solo un equipo tiene preferencia de color fuerte (tipo B), y se le concede',
  'teamColour.4.3.5': 'las Blancas van al equipo con menor diferencia de colores',
  'teamColour.4.3.6':
    'los colores alternan desde el último encuentro en que un equipo tuvo Blancas y el otro Negras',
  'teamColour.4.3.7': 'se concede la preferencia de color del primer equipo',
  'teamColour.4.3.8': 'el color del primer equipo alterna respecto a su último encuentro jugado',
  'teamColour.4.3.9': 'el color del otro equipo alterna respecto a su último encuentro jugado',
  'teamWhyNot.noTeam': (p) => `No hay ningún equipo con el n.º ${p.tpn}.`,
  'teamWhyNot.itself': 'Un equipo no puede emparejarse consigo mismo.',
  'teamWhyNot.notToPair': (p) => `${p.team} no se empareja en la ronda ${p.round} (un bye, 240).`,
  'teamWhyNot.paired': (p) =>
    `${p.white} y ${p.black} están emparejados en el encuentro ${p.match} (${p.white} lleva Blancas en el tablero 1).`,
  'teamWhyNot.met': (p) =>
    `${p.a} y ${p.b} ya jugaron entre sí en la ronda ${p.round}: dos equipos no se enfrentan dos veces ([C1], Reglas básicas art. 2).`,
  'teamWhyNot.forbidden': (p) =>
    `${p.a} y ${p.b} no pueden enfrentarse en esta ronda: el organizador prohibió la pareja (260, [C1]).`,
  'teamWhyNot.incomplete': (p) =>
    `Con ${p.a} contra ${p.b}, los demás equipos no pueden emparejarse todos ([C3]).`,
  'teamWhyNot.apart': (p) =>
    `Ningún emparejamiento completo mantiene juntos a ${p.a} y ${p.b}: ${p.pab !== null ? `${p.pab} recibiría el bye asignado por el emparejamiento (3.4)` : 'quedan separados'} ([C3]).`,
  'teamWhyNot.pab': (p) =>
    `Con ${p.a} contra ${p.b}, el bye asignado por el emparejamiento iría a ${p.pab ?? 'nadie'} en vez de a ${p.chosen}: 3.4 elige primero el PAB, el primer equipo de su orden que deja un emparejamiento legal (3.3.2, paso 1).`,
  'teamWhyNot.upfloaterCount': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} necesita ${f.plural(p.count, { one: `${p.count} flotante ascendente`, other: `${p.count} flotantes ascendentes` })} en el grupo de ${f.number(p.score)} en vez de ${p.chosen} ([C4]).`,
  'teamWhyNot.upfloaterScores': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} necesita flotantes ascendentes de puntuación ${p.scores.map((x) => f.number(x)).join('; ')} en el grupo de ${f.number(p.score)} en vez de ${p.chosen.map((x) => f.number(x)).join('; ')} ([C5]).`,
  'teamWhyNot.floated': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} lleva al grupo de ${f.number(p.score)} ${f.plural(p.count, { one: `${p.count} flotante ascendente que ya flotó`, other: `${p.count} flotantes ascendentes que ya flotaron` })} en la ronda anterior en vez de ${p.chosen} ([C7]), o incumple [C6].`,
  'teamWhyNot.upfloaters': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} necesita los flotantes ascendentes ${p.upfloaters.join(' ')} en el grupo de ${f.number(p.score)}; ${p.chosen.join(' ')} van primero en el orden de 3.5.4 y cumplen [C6] y [C7] (3.5.5).`,
  'teamWhyNot.criterion': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} deja ${p.count} ${p.criterion} en el grupo de ${f.number(p.score)} en vez de ${p.chosen} (${p.article}, 3.6.4).`,
  'teamWhyNot.identifier': (p, f) =>
    `Emparejar a ${p.a} con ${p.b} es igual de bueno en [C8]-[C10] en el grupo de ${f.number(p.score)}; su identificador de emparejamiento ${p.identifier.join(' ')} va después de ${p.chosen.join(' ')} (3.6.3).`,
  'teamWhyNot.unchanged': (p) =>
    `Emparejar a ${p.a} con ${p.b} no cambia la elección de ningún grupo que el resumen compara; el orden de 3.5.4 y 3.6.3 mantiene el emparejamiento elegido.`,
  'import.taken': (p) =>
    `Esta hoja de cálculo ya tiene un torneo (pestañas ${p.tabs}). Importe en una hoja nueva (Archivo > Nuevo > Hoja de cálculo) o borre antes esas pestañas.`,
  // The engine's refusals (src/engine/refusal.ts), said in the tournament's language.
  'trf.detail': (p) => p.detail,
  'trf.atLine': (p) => `línea ${p.line}: ${p.detail}`,
  'trf.atColumn': (p) => `línea ${p.line}, columna ${p.column}: ${p.detail}`,
  'trf.atColumns': (p) => `línea ${p.line}, columnas ${p.column}-${p.columnEnd}: ${p.detail}`,
  'trf.field.pairingNumber': 'número inicial',
  'trf.field.sex': 'sexo',
  'trf.field.title': 'título',
  'trf.field.name': 'nombre',
  'trf.field.rating': 'Elo',
  'trf.field.federation': 'federación',
  'trf.field.fideNumber': 'ID FIDE',
  'trf.field.birthDate': 'fecha de nacimiento',
  'trf.field.points': 'puntos',
  'trf.field.rank': 'puesto',
  'trf.field.roundOpponent': (p) => `rival de la ronda ${p.round}`,
  'trf.fieldCut': (p) =>
    `la línea termina dentro del campo «${p.field}»; debe ocupar las columnas ${p.start}-${p.end} (alineado a la derecha)`,
  'trf.fieldDigits': (p) => `el campo «${p.field}» debe contener cifras; contiene «${p.found}»`,
  'trf.fieldDecimal': (p) =>
    `el campo «${p.field}» debe ser un número como 11.5 (con punto); contiene «${p.found}»`,
  'trf.blankBetweenFields': (p) =>
    `se esperaba un espacio entre dos campos y hay «${p.found}» (¿la línea está desplazada o un campo es demasiado largo?)`,
  'trf.stopsBeforePairingNumber':
    'la línea del jugador termina antes del número inicial (columnas 5-8)',
  'trf.pairingNumberRange': 'se esperaba un número inicial de 1 a 9999',
  'trf.roundBlank': (p) =>
    `ronda ${p.round}: se esperaba un espacio y hay «${p.found}» (un bloque de ronda es «oooo c r»: rival en las columnas ${p.start}-${p.end}, color en la ${p.colour}, resultado en la ${p.result})`,
  'trf.roundColour': (p) =>
    `ronda ${p.round}: el color debe ser w, b, - o un espacio; hay «${p.found}»`,
  'trf.roundResultCode': (p) =>
    `ronda ${p.round}: código de resultado desconocido «${p.found}»; se espera uno de 1 = 0 + - W D L H F U Z o un espacio`,
  'trf.roundColourAlone': (p) => `ronda ${p.round}: un color sin rival ni resultado`,
  'trf.roundResultNeedsOpponent': (p) =>
    `ronda ${p.round}: «${p.result}» es el resultado de una partida y necesita un rival, pero el rival es 0000`,
  'trf.roundByeColour': (p) =>
    `ronda ${p.round}: un bye o una ausencia («${p.result}») lleva color - o un espacio; hay «${p.found}»`,
  'trf.roundSelf': (p) => `ronda ${p.round}: el jugador ${p.player} está emparejado consigo mismo`,
  'trf.roundByeOpponent': (p) =>
    `ronda ${p.round}: «${p.result}» es un código de bye o ausencia y lleva el rival 0000, pero el rival es ${p.opponent}`,
  'trf.roundGameColour': (p) =>
    `ronda ${p.round}: una partida contra ${p.opponent} necesita el color w o b`,
  'trf.record': (p) => `registro ${p.code}`,
  'trf.recordPart': (p) => `registro ${p.code}, ${p.part}`,
  'trf.codePart': (p) => `${p.code}, ${p.part}`,
  'trf.part.firstRound': 'primera ronda',
  'trf.part.lastRound': 'última ronda',
  'trf.part.firstPlayerId': 'primer número de jugador',
  'trf.part.lastPlayerId': 'último número de jugador',
  'trf.part.playerId': 'número de jugador',
  'trf.part.player': 'jugador',
  'trf.part.round': 'ronda',
  'trf.part.roundN': (p) => `ronda ${p.round}`,
  'trf.part.teamPairingNumber': 'número inicial del equipo',
  'trf.part.strengthFactor': 'factor de fuerza',
  'trf.part.matchPoints': 'puntos de match',
  'trf.part.gamePoints': 'puntos de partida',
  'trf.part.teamRank': 'puesto del equipo',
  'trf.part.pabMatchPoints': 'puntos de match del bye del emparejamiento',
  'trf.part.pabGamePoints': 'puntos de partida del bye del emparejamiento',
  'trf.part.team': 'equipo',
  'trf.part.whiteTeam': 'equipo de blancas',
  'trf.part.blackTeam': 'equipo de negras',
  'trf.part.opponent': 'rival',
  'trf.part.firstTeam': 'primer equipo',
  'trf.part.lastTeam': 'último equipo',
  'trf.part.roundCount': 'el número de rondas (XXR / 142)',
  'trf.part.initialColour': 'el color inicial (XXC / 152)',
  'trf.part.bbxRecords': 'los registros BBx',
  'trf.part.win': 'a la victoria',
  'trf.part.draw': 'a las tablas',
  'trf.part.loss': 'a la derrota',
  'trf.none': 'ninguna',
  'trf.blank': 'en blanco',
  'trf.orList': (p, f) => f.list(p.items, 'or'),
  'trf.noPlayers': 'no hay registros de jugador (líneas que empiezan por 001)',
  'trf.noSuchPlayer': (p) => `${p.what}: no existe el jugador ${p.player}`,
  'trf.blankAfterCode': (p) =>
    `se esperaba un espacio tras el código de registro «${p.code}» y hay «${p.found}»`,
  'trf.blankAfterCodeOnly': (p) => `se esperaba un espacio tras el código de registro «${p.code}»`,
  'trf.numberUsed': (p) => `el número inicial ${p.number} ya se usa en la línea ${p.line}`,
  'trf.record299': 'el registro 299 (asignación anómala de puntos) no se admite',
  'trf.unrecognised': (p) =>
    `línea no reconocida: una línea TRF empieza por un código de registro de tres caracteres (${p.codes}, ...); hay «${p.found}»`,
  'trf.disagree': (p) => `${p.what}: ${p.first} en la línea ${p.line} y ${p.here} aquí`,
  'trf.otherPointSystem': (p) =>
    `${p.what}: un sistema de puntuación distinto del de ${p.first} en la línea ${p.line}`,
  'trf.xxaRoundBeyond': (p) =>
    `XXA: el jugador ${p.player} tiene un valor para la ronda ${p.round}, pero el torneo tiene ${p.rounds} rondas (XXR/142)`,
  'trf.xxaTwice': (p) => `XXA: el jugador ${p.player} ya tiene aceleraciones en la línea ${p.line}`,
  'trf.r250Beyond': (p) =>
    `registro 250: acelera rondas hasta la ${p.last}, pero el torneo tiene ${p.rounds} rondas (XXR/142)`,
  'trf.accelerationsDiffer': (p) =>
    `los registros XXA y 250 dan al jugador ${p.player} aceleraciones distintas (${p.xxa} frente a ${p.r250})`,
  'trf.r260Partial': (p) =>
    `el registro 260 prohíbe estos emparejamientos solo en las rondas ${p.first}-${p.last}; solo se admiten prohibiciones para todo el torneo (de la ronda 1 a la última, con XXR/142)`,
  'trf.byeBeyond': (p) =>
    `${p.what}: da al jugador ${p.player} un bye en la ronda ${p.round}, pero el torneo tiene ${p.rounds} rondas (XXR/142)`,
  'trf.byeConflict': (p) =>
    `${p.what}: el jugador ${p.player} recibe un bye ${p.type} en la ronda ${p.round}, pero su línea (${p.line}, columnas ${p.start}-${p.end}) ya anota rival ${p.opponent}, resultado ${p.result}`,
  'trf.positiveWhole': (p) => `${p.what}: se esperaba un número entero positivo y hay «${p.found}»`,
  'trf.numberLike10': (p) =>
    `${p.what}: se esperaba un número como 1.0 (con punto) y hay «${p.found}»`,
  'trf.numberLike15': (p) =>
    `${p.what}: se esperaba un número como 1.5 (con punto) y hay «${p.found}»`,
  'trf.numberLike115': (p) =>
    `${p.what}: se esperaba un número como 11.5 (con punto) y hay «${p.found}»`,
  'trf.wholeNumber': (p) => `${p.what}: se esperaba un número entero y hay «${p.found}»`,
  'trf.roundCountOne': (p) =>
    `${p.what}: se esperaba un solo número, el de rondas, y hay «${p.found}»`,
  'trf.xxcBoth': 'XXC: se dan a la vez white1 y black1',
  'trf.xxcUnknown': (p) => `XXC: opción desconocida «${p.found}»; se espera white1, black1 o rank`,
  'trf.r152Colour': (p) => `registro 152: se esperaba el color inicial W o B y hay «${p.found}»`,
  'trf.xxaCutId': 'XXA: la línea termina dentro del número de jugador (columnas 5-8)',
  'trf.xxaId': (p) =>
    `XXA: se esperaba el número inicial del jugador en las columnas 5-8 y hay «${p.found}»`,
  'trf.xxaBlank': (p) =>
    `XXA: se esperaba un espacio (los valores ocupan 4 columnas, uno por ronda, desde la columna 10) y hay «${p.found}»`,
  'trf.xxaCutValue': (p) =>
    `XXA: la línea termina dentro del valor de la ronda ${p.round} (alineado a la derecha en las columnas ${p.start}-${p.end})`,
  'trf.r250MatchPoints': (p) =>
    `registro 250: los puntos de match (columnas 5-8) son para torneos por equipos (swiss-pair --team), no individuales; hay «${p.found}»`,
  'trf.r250Digits': (p) =>
    `registro 250: se esperaba «${p.what}» en cifras en las columnas ${p.start}-${p.end} y hay «${p.found}»`,
  'trf.r250Order':
    'registro 250: se esperaba primera ronda >= 1, última ronda >= primera ronda y último número >= primer número',
  'trf.r250TeamOrder':
    'registro 250: se esperaba primera ronda >= 1, última ronda >= primera ronda y último equipo >= primer equipo',
  'trf.idsAtLeast': (p, f) =>
    `${p.what}: se esperaba al menos ${f.plural(p.minimum, { one: `${p.minimum} número inicial`, other: `${p.minimum} números iniciales` })}`,
  'trf.idTwice': (p) => `${p.what}: un número inicial aparece dos veces`,
  'trf.r260Items':
    'registro 260: se esperaba primera ronda, última ronda y al menos dos números de jugador',
  'trf.r260Order': 'registro 260: la última ronda es anterior a la primera',
  'trf.r260Twice': 'registro 260: un número de jugador aparece dos veces',
  'trf.r240Items':
    'registro 240: se esperaba el tipo de bye (F, H o Z), la ronda y al menos un número de jugador',
  'trf.r240Type': (p) => `registro 240: tipo de bye desconocido «${p.found}»; se espera F, H o Z`,
  'trf.blankBetweenIds': (p) =>
    `${p.what}: la columna ${p.column} debe quedar en blanco entre dos números`,
  'trf.rosterGap': (p) => `registro ${p.code}: una alineación deja un hueco (0000) entre jugadores`,
  'trf.r330Items':
    'registro 330: se esperaba el tipo de incomparecencia (+-, -+ o --), la ronda y dos equipos',
  'trf.r330Type': (p) =>
    `registro 330: tipo de incomparecencia desconocido «${p.found}»; se espera +-, -+ o --`,
  'trf.r352': (p) =>
    `registro 352: se esperaba una secuencia de colores de W y B y hay «${p.found}»`,
  'trf.r362Items':
    'registro 362: se esperaban pares de un símbolo (TW, TD, TL) y sus puntos de match',
  'trf.r362Symbol': (p) => `registro 362: símbolo desconocido «${p.found}»; se espera TW, TD o TL`,
  'trf.noTeams':
    'no hay registros de equipo (líneas que empiezan por 310 o 013): no es un torneo por equipos',
  'trf.mixedTeamRecords':
    'el archivo mezcla registros de equipo 013 y 310; indique los equipos de una sola forma',
  'trf.teamNumberUsed': (p) =>
    `el número inicial de equipo ${p.team} ya se usa en la línea ${p.line}`,
  'trf.rosterUnknownPlayer': (p) =>
    `la alineación del equipo ${p.team} incluye al jugador ${p.player}, que no tiene línea 001`,
  'trf.teamNumbersGap': (p) =>
    `los números iniciales de equipo deben ir de 1 a ${p.teams} (C.04.6 1.1.1); falta el equipo ${p.missing}`,
  'trf.noSuchTeam': (p) => `${p.what}: no existe el equipo ${p.team}`,
  'trf.xxsEmpty': 'XXS: se esperaban elementos CÓDIGO=VALOR',
  'trf.xxsItem': (p) => `XXS: se esperaba CÓDIGO=VALOR y hay «${p.found}»`,
  'trf.xxsCode': (p) => `XXS: código desconocido «${p.found}»; se espera uno de ${p.codes}`,
  'trf.xxsColours': (p) =>
    `XXS da ${p.what} con blancas (${p.white}) y con negras (${p.black}) puntos distintos; no se admite una puntuación que dependa del color`,
  'trf.r162Item': (p) =>
    `registro 162: se esperaba un símbolo de resultado (W D L A P X) seguido de sus puntos y hay «${p.found}»`,
  'trf.r162Z':
    'registro 162: «Z» es el bye de cero puntos en el dialecto de bbpPairings (su registro BBZ), no un símbolo de TRF-2026; TRF-2026 lo escribe A (ausencia: bye de cero puntos y derrota por incomparecencia): escriba A, o dé los valores en líneas BBZ/BBF si son distintos',
  'trf.r162Symbol': (p) =>
    `registro 162: símbolo de resultado desconocido «${p.found}»; se espera W D L A P o X`,
  'trf.r162Empty': 'registro 162: no se da ningún símbolo de resultado',
  'trf.entryBeyond': (p) =>
    `el jugador ${p.player} tiene una anotación para la ronda ${p.round}, pero el torneo tiene ${p.rounds} rondas (XXR/142)`,
  'trf.byeTwiceInRound': (p) =>
    `ronda ${p.round}: el jugador ${p.player} tiene el bye del emparejamiento, pero ya lo tiene el jugador ${p.other} (como mucho uno por ronda)`,
  'trf.pairedWithNobody': (p) =>
    `ronda ${p.round}: el jugador ${p.player} está emparejado con ${p.opponent}, pero no existe el jugador ${p.opponent} (ninguna línea 001 con ese número inicial)`,
  'trf.pairedNotBack': (p) =>
    `ronda ${p.round}: el jugador ${p.player} está emparejado con ${p.opponent}, pero ${p.their}`,
  'trf.pairedSameColour': (p) =>
    `ronda ${p.round}: el jugador ${p.player} está emparejado con ${p.opponent} con el color ${p.colour}, pero ${p.their}; se esperaba el color contrario`,
  'trf.pairedResults': (p) =>
    `ronda ${p.round}: el jugador ${p.player} está emparejado con ${p.opponent} con el resultado ${p.result}, pero ${p.their}; los resultados se contradicen (se esperaba ${p.expected})`,
  'trf.theirEntry': (p) =>
    `la anotación de la ronda ${p.round} del jugador ${p.player} (línea ${p.line}) tiene ${p.entry}`,
  'trf.entry': (p) => `${p.opponent}, color ${p.colour}, resultado ${p.result}`,
  'trf.entry.none': 'nada anotado',
  'trf.entry.noOpponent': 'sin rival',
  'trf.entry.opponent': (p) => `rival ${p.opponent}`,
  'engine.noPairing.criteria': (p, f) =>
    `ronda ${p.round}: ningún emparejamiento cumple los criterios absolutos ${p.criteria} para los ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })}`,
  'engine.noPairing.chiefArbiter': (p, f) =>
    `ronda ${p.round}: ningún emparejamiento cumple los criterios absolutos [C1]-[C3] para los ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })} (${p.article}: decide el árbitro principal)`,
  'engine.noPairing.limMedian': (p) =>
    `ronda ${p.round}: el grupo de puntuación mediano no puede emparejarse ni deshaciendo todos los demás emparejamientos (Lim 2.6)`,
  'engine.noPairing.limCompatible': (p, f) =>
    `ronda ${p.round}: no se puede dar un rival compatible a cada uno de los ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })} (Lim 2.1)`,
  'engine.noPairing.limBye': (p) =>
    `ronda ${p.round}: ningún jugador puede recibir el bye del emparejamiento dejando emparejables a los demás (Lim 1.1, 2.1, C.04.1 4)`,
  'engine.noPairing.byeComplete': (p) =>
    `ningún jugador puede recibir el bye del emparejamiento dejando a los demás un emparejamiento completo (${p.articles})`,
  'engine.noPairing.byeLegal': (p) =>
    `ningún jugador puede recibir el bye del emparejamiento dejando a los demás un emparejamiento válido (${p.articles})`,
  'engine.noPairing.doubleSwiss': (p, f) =>
    `ronda de match ${p.match}: ningún emparejamiento de los ${f.plural(p.players, { one: `${p.players} jugador`, other: `${p.players} jugadores` })} cumple [C1] (Doble suizo 3.1)`,
  'engine.noPairing.teamBye': (p) =>
    `ronda ${p.round}: ningún equipo puede recibir el bye del emparejamiento dejando a los demás un emparejamiento válido (C.04.6 3.4, [C2], [C3])`,
  'engine.noPairing.teamsMeetAgain': (p) =>
    `ronda ${p.round}: no se pueden emparejar todos los equipos sin que alguno repita rival (C.04.6 [C1], [C3])`,
  'engine.noPairing.tableRounds': (p, f) =>
    `la tabla para ${players(p.players, f)} tiene ${f.plural(p.total, { one: `${p.total} ronda`, other: `${p.total} rondas` })}; la ronda ${p.round} no está en ella`,
  'engine.noPairing.tableDeparts': (p) =>
    `${p.round > 0 ? `ronda ${p.round}: ` : ''}${p.deviation}; la tabla no puede continuarse`,
  'engine.table.numbers': (p) =>
    `los números iniciales deben ser de 1 a ${p.players}, los números Berger sorteados antes de la ronda 1; el jugador ${p.player} no lo es`,
  'engine.table.byeInTable': (p) =>
    `el jugador ${p.player} juega contra ${p.opponent}, pero la tabla le da descanso a ${p.player}`,
  'engine.table.otherOpponent': (p) =>
    `el jugador ${p.player} juega contra ${p.opponent}, pero la tabla empareja a ${p.player} con ${p.planned}`,
  'engine.table.coloursReversed': (p) =>
    `${p.player}-${p.opponent} es la partida de la tabla, jugada con los colores invertidos (${p.opponent}-${p.player})`,
  'engine.table.lateEntry': (p) =>
    `el jugador ${p.player} no tiene anotación en la ronda 1, donde la tabla empareja a ${p.player} con ${p.opponent}: un todos contra todos no admite a un jugador que entra después de la ronda 1`,
  'engine.baku.scoring': (p) =>
    `la aceleración Bakú necesita que la victoria valga dos tablas y la derrota nada (C.04.7 1.1); este torneo puntúa ${p.scores}`,
  'engine.baku.rounds':
    'la aceleración Bakú necesita el número de rondas (C.04.7 1.4: se acelera la primera mitad de las rondas); indíquelo con XXR o el registro 062/142',
  'engine.baku.teamScoring': (p) =>
    `la aceleración Bakú necesita puntos de match en los que la victoria valga dos empates y la derrota cero (el registro 362 da ${p.scores})`,
  'engine.baku.teamRounds': 'la aceleración Bakú necesita el número de rondas (registro 142)',
  'engine.teamCode.sameScores': (p) =>
    `registro 192 «${p.code}»: la puntuación secundaria repite la principal`,
  'engine.teamCode.bakuPrimary': (p) =>
    `registro 192 «${p.code}»: la aceleración Bakú necesita los puntos de match como puntuación principal (C.04.7 1.4)`,
  'engine.teamTiebreak.score': (p) => `«${p.item}»: la puntuación tras «:» debe ser MP o GP`,
  'engine.teamTiebreak.mpvgp': (p) =>
    `«${p.item}»: MPvGP (C.07 13.1) no admite puntuación ni modificador`,
  'engine.teamTiebreak.de': (p) =>
    `«${p.item}»: ${p.code} por equipos se calcula sobre las puntuaciones de equipo, sin incomparecencias (C.07 13, 6.1.1); aquí no lleva puntuación ni modificador`,
  'engine.teamTiebreak.sssc': (p) =>
    `«${p.item}»: SSSC (C.07 13.4) necesita su factor de normalización y nada más, como en SSSC/K4 (/F y /P aún no se calculan)`,
  'engine.teamTiebreak.esbScore': (p) =>
    `«${p.item}»: ${p.code} ya indica sus puntuaciones (C.07 13.2)`,
  'engine.teamTiebreak.cut': (p) =>
    `«${p.item}»: aquí ${p.code} admite un solo Cut-1 o Cut-2 (/C1, /C2); «/${p.modifier}» aún no se calcula para equipos`,
  'engine.teamTiebreak.notYet': (p) =>
    `«${p.item}»: el desempate por equipos ${p.code} (C.07 12-13) aún no se calcula; los que se calculan son MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP] y EMMSB/EMGSB/EGMSB/EGGSB, estos últimos con /C1 o /C2`,
  'engine.teamTiebreak.unknown': (p) =>
    `«${p.item}» no es un desempate por equipos que este programa calcule (MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP][/C1|/C2], EMMSB, EMGSB, EGMSB, EGGSB)`,
  'engine.tiebreaks.refusedForKind': (p) =>
    `${p.refused} no puede desempatar este torneo: ${p.reason}`,
  'engine.tiebreaks.buchholzInRoundRobin':
    'C.07 (2026) art. 8: la familia Buchholz no debe usarse en los torneos todos contra todos',
  'engine.fixedGames.table': (p) =>
    `partidas fijadas: en el sistema «${p.system}» todas las partidas salen de su tabla; no queda nada que emparejar alrededor`,
  'engine.fixedGames.problems': (p) => `partidas fijadas: ${p.problems.join('; ')}`,
  'engine.trfWrite.lineBreak': (p) =>
    `no se puede escribir el TRF: el registro ${p.record} («${p.text}») contiene un salto de línea, que una línea TRF no admite: escriba el texto en una sola línea`,
  'engine.teamRounds.twoRosters': (p) =>
    `el jugador ${p.player} está en las alineaciones de los equipos ${p.first} y ${p.second}`,
  'engine.teamRounds.offRoster': (p) =>
    `ronda ${p.round}: el jugador ${p.player} (equipo ${p.team}) juega contra el jugador ${p.opponent}, que no está en la alineación de ningún equipo`,
  'engine.teamRounds.ownTeam': (p) =>
    `ronda ${p.round}: el jugador ${p.player} juega contra el jugador ${p.opponent} de su propio equipo ${p.team}`,
  'engine.teamRounds.twoMatches': (p) =>
    `ronda ${p.round}: los jugadores del equipo ${p.team} juegan contra los equipos ${p.first} y ${p.second}; una ronda es un solo match`,
  'engine.teamRounds.byeAndMatch': (p) =>
    `ronda ${p.round}: el equipo ${p.team} tiene un bye ${p.type} (240) y un match`,
  'engine.teamRounds.pabAndMatch': (p) =>
    `ronda ${p.round}: el equipo ${p.team} tiene el bye del emparejamiento y un match`,
  'engine.teamRounds.forfeitOther': (p) =>
    `ronda ${p.round}: el registro 330 empareja al equipo ${p.team} con el equipo ${p.other}, pero sus jugadores juegan contra el equipo ${p.opponent}`,
  'engine.teamRounds.notBack': (p) =>
    `ronda ${p.round}: el equipo ${p.team} juega contra el equipo ${p.opponent}, cuyos jugadores no juegan contra el equipo ${p.team}`,
  'engine.typeCode.otherKind': (p) =>
    `el registro 192 dice «${p.code}», ${p.kind}, que este programa no empareja`,
  'engine.typeCode.roundRobin': 'un todos contra todos',
  'engine.typeCode.knockout': 'un torneo por eliminación',
  'engine.typeCode.scheveningen': 'un Scheveningen',
  'engine.typeCode.schiller': 'un Schiller',
  'engine.typeCode.team': 'un torneo por equipos',
  'engine.typeCode.unclaimed': (p) =>
    `el registro 192 dice «${p.code}», que ningún sistema de aquí reconoce, así que hay que indicar el sistema con el que emparejarlo`,
  'engine.match.noGame1': (p) =>
    `jugador ${p.player}, match ${p.match} (rondas ${p.first} y ${p.second} del TRF): la partida 2 está anotada sin la partida 1`,
  'engine.match.noGame2': (p) =>
    `jugador ${p.player}, match ${p.match} (rondas ${p.first} y ${p.second} del TRF): la partida 1 está anotada sin la partida 2`,
  'engine.match.otherOpponent': (p) =>
    `jugador ${p.player}, match ${p.match} (rondas ${p.first} y ${p.second} del TRF): las dos partidas de un match deben jugarse contra el mismo rival, pero la partida 1 tiene ${p.game1} y la partida 2 ${p.game2}`,
  'engine.match.sameColour': (p) =>
    `jugador ${p.player}, match ${p.match} (rondas ${p.first} y ${p.second} del TRF): los colores de un match se alternan (Art. 0), pero las dos partidas tienen el color ${p.colour}`,
  'engine.match.byeSplit': (p) =>
    `jugador ${p.player}, match ${p.match} (rondas ${p.first} y ${p.second} del TRF): un bye vale para todo el match (Art. 0), pero la partida 1 tiene ${p.game1} y la partida 2 ${p.game2}`,
  'engine.match.noResult': 'ningún resultado',

  'import.failed': (p) => `No se puede importar el archivo TRF: ${p.reason}`,
  'import.unshowable.noRecord': (p) =>
    `ronda ${p.round}: el jugador ${p.player} juega contra ${p.opponent}, que no tiene registro en esa ronda`,
  'import.unshowable.result': (p) =>
    `ronda ${p.round}: la partida ${p.white} - ${p.black} tiene el resultado "${p.whiteResult}" / "${p.blackResult}", que no es 1-0, ½-½, 0-1 ni una incomparecencia`,
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
  'crosstable.round': (p, f) => `R${f.number(p.round)}`,
  'crosstable.bye': 'bye',
  'page.crosstableKey': (p) => `${p.after}. 12w1: contra el n.º 12, con blancas, ganada.`,
  'page.footer': 'Recargue la página para ver los últimos emparejamientos y resultados.',
  'page.noRound': 'Aún no hay ninguna ronda emparejada.',
  'page.find': 'Busque su mesa',
  'page.yourName': 'Su nombre',
  'page.noMatch': 'Ningún jugador de esta ronda tiene ese nombre.',
  'page.board': 'Mesa',
  'page.result': 'Res.',
  'page.points': (p) => `${p.points}\u00a0ptos`,
  'page.updating': 'Los emparejamientos se están actualizando. Recargue la página en un minuto.',
  'team.column.games': 'Partidas',
  'team.column.points': 'Puntos',
  'team.column.percentage': 'Porcentaje',
  'schedule.notTable': (p) =>
    `El calendario es para un torneo todos contra todos, cuyas rondas salen de una tabla: ${p.system} empareja cada ronda según los resultados. Elija «Todos contra todos» o «Doble todos contra todos» en la configuración.`,
  'schedule.tooFew': (p) =>
    `Un torneo todos contra todos necesita al menos dos jugadores en la pestaña ${p.players}.`,
  'schedule.written': (p, f) =>
    `${p.tab}: ${f.plural(p.rounds, { one: `${p.rounds} ronda`, other: `${p.rounds} rondas` })} de ${p.source}.${p.players === null ? '' : ` El sorteo dio los números Berger de la pestaña ${p.players}.`}`,
  'local.usage': (p) => `Uso: npm start -- [ARCHIVO.xlsx] [ACCIÓN]

Ejecuta «Emparejar la siguiente ronda» del complemento (u otra ACCIÓN) sobre un
libro con las pestañas Configuración, Jugadores, Ronda 1, Ronda 2, ... y
Clasificación, y lo guarda. Sin ARCHIVO, trabaja sobre out/club.xlsx, una copia
de examples/club.xlsx hecha en la primera ejecución (--fresh la vuelve a copiar).
Anote los resultados en la columna Resultado de la última pestaña Ronda, guarde
y vuelva a ejecutar para la ronda siguiente.

Acciones:
  (ninguna)           empareja la ronda siguiente y la muestra; tras la última
                      ronda, la clasificación final
  --new               hace de ARCHIVO un libro de torneo nuevo y vacío: las
                      pestañas Configuración, Jugadores, Clasificación, Tabla
                      cruzada y Por nombre
  --new --team        un torneo por equipos nuevo (C.04.6): Configuración,
                      Equipos y Clasificación por equipos
  --undo [--yes]      deshace la última ronda (--yes: aunque tenga resultados)
  --standings         vuelve a calcular la pestaña Clasificación y la muestra
  --print QUÉ [--out ARCHIVO.pdf] [--paper a4|letter]
                      escribe un PDF del torneo tal como está, QUÉ uno de
                      pairings (emparejamientos), by-name (por nombre),
                      standings (clasificación), crosstable (tabla cruzada),
                      schedule (calendario de un todos contra todos), all
                      (todo); --out por defecto ARCHIVO-QUÉ.pdf junto al
                      libro; el papel, el de la configuración regional
                      (LC_PAPER, LANG: Carta en EE. UU., Canadá, México, ...;
                      si no, A4)
  --check             comprueba la última pestaña Ronda tal como está (tras
                      cambios a mano): sale con 0 si no se incumple ningún
                      criterio absoluto, 1 si no; una ronda que no es el
                      emparejamiento del propio sistema se marca «Cambiada a
                      mano» en su pestaña (el único cambio en el archivo)
  --export-trf SAL    escribe el torneo como archivo TRF
  --import-trf ENT    hace de ARCHIVO un torneo nuevo a partir de un archivo TRF
  --fresh             empieza de nuevo con una copia nueva del ejemplo
  --lang CÓDIGO       el idioma del torneo, guardado en su Configuración y dado
                      a sus pestañas: ${p.languages}
  --help              este texto`,
  'local.oneAction': 'indique una sola acción a la vez',
  'local.langNeeded': (p) => `--lang necesita un idioma: ${p.codes}`,
  'local.printNeeded': (p) => `--print necesita qué imprimir: ${p.choices}`,
  'local.outNeeded': '--out necesita el nombre del archivo PDF que se escribirá, terminado en .pdf',
  'local.paperNeeded': '--paper necesita a4 o letter',
  'local.fileNeeded': (p) => `${p.option} necesita un nombre de archivo`,
  'local.unknownOption': (p) => `opción desconocida ${p.option}`,
  'local.twoWorkbooks': (p) => `más de un libro: ${p.first}, ${p.second}`,
  'local.outWithPrint': '--out y --paper van con --print',
  'local.teamWithNew': '--team va con --new',
  'local.yesNo': '[s/N]',
  'local.yesLetter': 's',
  'local.noTerminal':
    'No hay un terminal donde preguntar: vuelva a ejecutar con --yes para continuar.',
  'local.newNeedsFile': '--new necesita el nombre del libro que se creará.',
  'local.exists': (p) =>
    `${p.file} ya existe; indique otro nombre de archivo, o --yes para reemplazarlo.`,
  'local.copied': (p) => `Copiado ${p.from} a ${p.to}.`,
  'local.missing': (p) => `${p.file} no existe.`,
  'local.trfMissing': (p) => `${p.file} no existe: no se cambió nada.`,
  'local.trfOverWorkbook': (p) =>
    `--export-trf ${p.file}: eso es un libro, que el archivo TRF reemplazaría; indique un nombre de archivo terminado en .trf. No se cambió nada.`,
  'local.readOnly': (p) =>
    `${p.file} es de solo lectura: no se cambió nada. Permita escribir en él, o trabaje sobre una copia.`,
  'local.lockBusy': (p, f) =>
    `${p.file}: otra ejecución (proceso ${p.process}) está modificando este torneo; se esperó ${f.number(p.seconds)} s. No se hizo nada: inténtelo de nuevo cuando haya terminado.`,
  'local.lockFile': (p) =>
    `${p.file}: el archivo de bloqueo ${p.lock} no se puede usar (${p.code}): elimine lo que tenga ese nombre, o revise los permisos de la carpeta. No se hizo nada.`,
  'local.unreadable': (p) =>
    `${p.file} no es un libro .xlsx que se pueda leer (${p.reason}). No se cambió nada.`,
  'local.unkept': (p) =>
    `${p.file} contiene ${p.parts}, que este programa no puede conservar al guardar un libro. No se cambió nada: use el complemento en Google Sheets, o guárdelos en otro libro.`,
  'local.part.charts': 'gráficos',
  'local.part.chartSheets': 'hojas de gráficos',
  'local.part.pivotTables': 'tablas dinámicas',
  'local.part.slicers': 'segmentaciones de datos',
  'local.part.macros': 'macros',
  'local.over': (p, f) =>
    `El torneo ha terminado: ${f.plural(p.rounds, { one: `su única ronda está emparejada`, other: `las ${p.rounds} rondas están emparejadas` })} y todos los resultados están anotados. La clasificación final:`,
  'local.final': (p) =>
    `Las pestañas ${p.standings} y ${p.crosstable} de ${p.file} son definitivas. Para jugar más rondas, aumente «${p.rounds}» en su pestaña ${p.settings}; --export-trf escribe el torneo para un informe de Elo.`,
  'local.typeResults': (p) =>
    `Anote los resultados en la columna ${p.column} de la pestaña ${p.tab}, guarde y vuelva a ejecutar para la ronda siguiente.`,
  'local.typeTwoGames': (p) =>
    `Anote los resultados en las columnas ${p.first} y ${p.second} (cada una se lee de izquierda a derecha) de ${p.tab}, guarde y vuelva a ejecutar para la ronda siguiente.`,
  'local.nothingChanged': 'No se cambió nada',
  'local.nothingChangedIn': (p) => `No se cambió nada en ${p.file}.`,
  'local.correctCells': (p) =>
    `No se cambió nada en ${p.file}: corrija allí esas celdas, guarde y vuelva a ejecutar.`,
  'local.markNotSaved': (p) => `${p.file} es de solo lectura: la marca no se guardó.`,
  'local.wrotePdf': (p) => `Escrito ${p.file} (${p.paper}).`,
  'local.wrote': (p) => `Escrito ${p.file}.`,
  'local.newDone': (p) =>
    `Indique el nombre, las rondas y el sistema en su pestaña ${p.settings}, anote los jugadores en ${p.players}, guarde y ejecute: ${p.command}`,
  'local.saved': (p) => `Guardado ${p.file} (se abre en Excel, LibreOffice o Google Sheets).`,
};
