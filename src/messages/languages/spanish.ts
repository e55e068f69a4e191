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
  'tab.schedule': 'Calendario',
  'menu.writeSchedule': 'Escribir el calendario del round robin',
  'sidebar.scheduleTitle': 'Calendario del round robin',
  'sidebar.scheduleHint':
    'Todas las rondas de la tabla en una pestaña, con los números Berger y los nombres, para imprimir. Antes de la ronda 1 hace el sorteo.',
  'sidebar.writeSchedule': 'Escribir el calendario',
};
