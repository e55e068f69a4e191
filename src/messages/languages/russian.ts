/** Russian, with the words of Russian-speaking arbiters (жеребьёвка, тур, турнирная таблица). */
import type { Catalogue } from '../catalogue.js';

export const russian: Catalogue = {
  'app.title': 'Швейцарская система',

  'menu.pairNextRound': 'Жеребьёвка следующего тура',
  'menu.checkRound': 'Проверить этот тур',
  'menu.explainRound': 'Объяснить этот тур',
  'menu.undoLastRound': 'Отменить последний тур',
  'menu.refreshStandings': 'Обновить положение участников',
  'menu.openSidebar': 'Открыть боковую панель',
  'menu.createTabs': 'Создать листы турнира',

  'tab.settings': 'Настройки',
  'tab.players': 'Участники',
  'tab.standings': 'Положение',
  'tab.crosstable': 'Турнирная таблица',
  'tab.byName': 'По фамилии',
  'tab.undo': 'Данные для отмены',
  'tab.round': (p) => `Тур ${p.round}`,
  'tab.roundWhy': (p) => `Тур ${p.round} пояснение`,

  'undo.nothingUndone': 'Ничего не отменено.',

  'settings.language': 'Язык',
};
