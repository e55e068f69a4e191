/** Russian, with the words of Russian-speaking arbiters (жеребьёвка, тур, турнирная таблица). */
import type { Catalogue } from '../catalogue.js';
import type { Format } from '../format.js';

const players = (n: number, f: Format) =>
  f.plural(n, {
    one: `${n} участник`,
    few: `${n} участника`,
    many: `${n} участников`,
    other: `${n} участника`,
  });
const boards = (n: number, f: Format) =>
  f.plural(n, { one: `${n} доска`, few: `${n} доски`, many: `${n} досок`, other: `${n} доски` });
const SAVE = 'нажмите «Сохранить настройки», чтобы сохранить изменение.';

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

  'sidebar.roundActions': 'Тур',
  'sidebar.confirmUndo': 'Да, отменить',
  'sidebar.keepRound': 'Оставить тур',
  'sidebar.tournament': 'Турнир',
  'sidebar.rounds': 'Туров',
  'sidebar.system': 'Система жеребьёвки',
  'sidebar.matchScoring': 'Зачёт матчей из двух партий',
  'sidebar.gamePoints': 'Очки за партии',
  'sidebar.matchPoints': 'Матчевые очки',
  'sidebar.colour': 'Цвет первого номера в 1-м туре',
  'sidebar.byLot': 'По жребию',
  'sidebar.white': 'Белые',
  'sidebar.black': 'Чёрные',
  'sidebar.pointsFor': 'Очки за',
  'sidebar.win': 'победу',
  'sidebar.draw': 'ничью',
  'sidebar.loss': 'поражение',
  'sidebar.tiebreaks': 'Дополнительные показатели, по порядку',
  'sidebar.tiebreaksNone': 'Нет: участники с равными очками делят место.',
  'sidebar.tiebreakAdd': 'Добавить показатель',
  'sidebar.tiebreakModifier': 'Усечение, медиана или предел',
  'sidebar.forfeitsAsPlayed': 'Неявки считаются сыгранными (/P)',
  'sidebar.fore': 'Предварительный Бухгольц соперников (/F)',
  'sidebar.add': 'Добавить',
  'sidebar.defaultList': 'Список по умолчанию',
  'sidebar.unrated': 'Рейтинг соперников без рейтинга',
  'sidebar.unratedNone': 'Нет',
  'sidebar.unratedHint':
    'Для ARO, TPR, PTP, APRO и APPO (C.07 10). Если не задан, они не дают значения, как только у участника нет рейтинга.',
  'sidebar.save': 'Сохранить настройки',
  'sidebar.explainTitle': 'Объяснить тур',
  'sidebar.explainHint': 'Последний тур, со статьями системы жеребьёвки.',
  'sidebar.whyNotA': 'Почему не №',
  'sidebar.whyNotB': 'против №',
  'sidebar.whyNot': 'Почему нет?',
  'sidebar.trfTitle': 'Файлы TRF',
  'sidebar.trfHint': 'Для обсчёта рейтинга и других программ жеребьёвки.',
  'sidebar.exportTrf': 'Экспорт TRF',
  'sidebar.importTrf': 'Импортировать файл TRF как новый турнир',
  'sidebar.playersPage': 'Страница участников',
  'sidebar.playersPageHint':
    'Пары с поиском по фамилии, положение и турнирная таблица для телефона. Поделитесь ссылкой или распечатайте код для входа в зал.',
  'sidebar.playersPageNone':
    'Один раз разверните скрипт как веб-приложение (README, "The players\' page"), чтобы увидеть здесь ссылку.',
  'sidebar.playersPageQr': 'QR-код страницы участников',
  'sidebar.notStarted': (p, f) => `Не начат · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Не начат (${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Тур ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Тур ${p.round} из ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Тур ${p.round}: ${f.plural(p.count, { one: `${p.count} доска введена`, few: `${p.count} доски введены`, many: `${p.count} досок введено`, other: `${p.count} доски введено` })} вручную (${p.boards}); «Жеребьёвка следующего тура» разведёт остальных участников вокруг них.`,
  'sidebar.openBoards': (p, f) => `Без результата: ${boards(p.count, f)} (${p.boards})`,
  'sidebar.allResults': 'Все результаты внесены.',
  'sidebar.complete': 'Все результаты внесены: турнир завершён.',
  'sidebar.notAvailable': (p) => `${p.system} (пока недоступна)`,
  'sidebar.loading': 'Загрузка…',
  'sidebar.working': 'Выполняется…',
  'sidebar.creatingTabs': 'Создание листов…',
  'sidebar.pairing': 'Жеребьёвка следующего тура…',
  'sidebar.undoing': 'Отмена последнего тура…',
  'sidebar.updatingStandings': 'Обновление положения…',
  'sidebar.saving': 'Сохранение…',
  'sidebar.exporting': 'Экспорт…',
  'sidebar.importing': (p) => `Импорт ${p.file}…`,
  'sidebar.downloaded': (p) => `Файл ${p.file} загружен.`,

  'tiebreak.noModifier': 'Без усечения и предела',
  'tiebreak.cutChoice': (p) => `Усечение ${p.n} (/C${p.n})`,
  'tiebreak.medianChoice': (p) => `Медиана ${p.n} (/M${p.n})`,
  'tiebreak.limitChoice': (p, f) => {
    const n = Math.abs(p.limit);
    const halves = f.plural(n, {
      one: `${n} пол-очка`,
      few: `${n} пол-очка`,
      many: `${n} пол-очков`,
      other: `${n} пол-очка`,
    });
    return `Предел ${p.limit < 0 ? '−' : '+'}${halves} (/L${p.limit < 0 ? '-' : '+'}${n})`;
  },
  'tiebreak.cut': (p) => `усечение ${p.n}`,
  'tiebreak.median': (p) => `медиана ${p.n}`,
  'tiebreak.limit': (p) => `предел ${p.limit}`,
  'tiebreak.forfeitsAsPlayed': 'неявки как сыгранные',
  'tiebreak.fore': 'предварительный',
  'tiebreak.unknown': 'такого показателя это дополнение не знает',
  'tiebreak.moveUp': (p) => `Поднять ${p.item}`,
  'tiebreak.moveDown': (p) => `Опустить ${p.item}`,
  'tiebreak.remove': (p) => `Удалить ${p.item}`,
  'tiebreak.defaultChosen':
    'Выбраны показатели по умолчанию: нажмите «Сохранить настройки», чтобы их сохранить.',
  'tiebreak.movedUp': (p) => `${p.item} поднят: ${SAVE}`,
  'tiebreak.movedDown': (p) => `${p.item} опущен: ${SAVE}`,
  'tiebreak.removed': (p) => `${p.item} удалён: ${SAVE}`,
  'tiebreak.added': (p) => `${p.item} добавлен: ${SAVE}`,
  'tiebreak.already': (p) => `${p.item} уже в списке.`,
  'tab.schedule': 'Расписание',
  'menu.writeSchedule': 'Записать расписание кругового турнира',
  'sidebar.scheduleTitle': 'Расписание кругового турнира',
  'sidebar.scheduleHint':
    'Все туры таблицы на одном листе, с номерами Бергера и фамилиями, для печати. До 1-го тура проводит жеребьёвку.',
  'sidebar.writeSchedule': 'Записать расписание',
};
