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
  'tabs.renameTaken': (p) =>
    `La pestaña "${p.tab}" no puede llamarse "${p.name}": ya hay otra pestaña con ese nombre. Cambie el nombre de esa pestaña o elimínela y vuelva a intentarlo. No se ha cambiado nada.`,

  'settings.language': 'Idioma',
  'settings.languageOfSpreadsheet': (p) => `Idioma de la hoja de cálculo (${p.language})`,
  'settings.unknownLanguage': (p) =>
    `Configuración, fila ${p.row}: "${p.value}" no es un idioma del complemento (${p.languages}).`,

  'format.players': (p, f) =>
    f.plural(p.count, {
      one: `${f.number(p.count)} jugador`,
      other: `${f.number(p.count)} jugadores`,
    }),
};
