/** Spanish, with the words of Spanish-speaking arbiters (emparejamientos, ronda, clasificación). */
import type { Catalogue } from '../catalogue.js';

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
};
