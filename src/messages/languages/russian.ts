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
  'tab.teams': 'Команды',
  'tab.teamStandings': 'Командный зачёт',
  'tab.boardPrizes': 'Призы по доскам',
  'team.system': 'Командная швейцарская система (C.04.6)',
  'team.yes': 'Да',
  'team.no': 'Нет',
  'team.colourTypeA': 'Тип A',
  'team.colourTypeB': 'Тип B',
  'team.colourTypeNone': 'Нет',
  'team.setting.header': 'Настройка',
  'team.setting.value': 'Значение',
  'team.setting.primary': 'Основной показатель',
  'team.setting.matchWin': 'Командные очки за победу',
  'team.setting.matchDraw': 'Командные очки за ничью',
  'team.setting.matchLoss': 'Командные очки за поражение',
  'team.setting.colourType': 'Цветовые предпочтения',
  'team.setting.boards': 'Досок в матче',
  'team.setting.baku': 'Бакинская акселерация',
  'team.setting.tiebreaks': 'Дополнительные показатели команд',
  'team.column.team': 'Команда',
  'team.column.player': 'Участник',
  'team.column.rating': 'Рейтинг',
  'team.column.fideId': 'FIDE ID',
  'team.column.absent': 'Не играет в турах',
  'team.column.withdrawn': 'Выбыл с тура',
  'team.column.match': 'Матч',
  'team.column.board': 'Доска',
  'team.column.colours': 'Цвета',
  'team.column.teamOrPlayer': 'Команда / участник',
  'team.column.result': 'Результат',
  'team.column.matchScore': 'Счёт матча',
  'team.column.rank': 'Место',
  'team.colours.whiteBlack': 'Белые – Чёрные',
  'team.colours.blackWhite': 'Чёрные – Белые',
  'team.bye.pab': 'Свободна по жеребьёвке',
  'team.bye.requested': 'Свободна по заявке',
  'team.bye.withdrawn': 'Выбыла',
  'team.matchScore': (p) => `${p.left} – ${p.right}`,
  'team.resultHelp': (p) =>
    `Результат на доске, слева направо (1-0: выиграл участник слева): ${p.choices}. В строке матча неявка означает, что весь матч проигран неявкой.`,
  'team.roundProtection': (p) =>
    `Жеребьёвка тура ${p.round}: вносите результаты или меняйте состав в столбцах участников; чтобы изменить жеребьёвку, выберите «Отменить последний тур».`,
  'team.paired': (p, f) =>
    `Тур ${p.round} разведён по командной швейцарской системе (C.04.6): ${f.plural(p.matches, { one: `${p.matches} матч`, few: `${p.matches} матча`, many: `${p.matches} матчей`, other: `${p.matches} матча` })}${p.byes > 0 ? `, без пары: ${f.plural(p.byes, { one: `${p.byes} команда`, few: `${p.byes} команды`, many: `${p.byes} команд`, other: `${p.byes} команды` })}` : ''}.`,
  'team.over': (p, f) =>
    `Турнир окончен: ${f.plural(p.rounds, { one: `${p.rounds} тур разведён`, few: `все ${p.rounds} тура разведены`, many: `все ${p.rounds} туров разведены`, other: `все ${p.rounds} тура разведены` })}. Чтобы сыграть больше, увеличьте «Туры» в настройках.`,
  'team.noPairing': (p) =>
    `Для тура ${p.round} нет допустимой жеребьёвки (${p.reason}). Ничего не изменено.`,
  'team.nothingToUndo': 'Нет тура для отмены.',
  'team.undoQuestion': (p, f) =>
    `В туре ${p.round} уже ${f.plural(p.results, { one: `${p.results} результат`, few: `${p.results} результата`, many: `${p.results} результатов`, other: `${p.results} результата` })}. Всё равно отменить тур? Его вкладка и результаты будут удалены.`,
  'team.undone': (p) => `Тур ${p.round} отменён.`,
  'team.refreshed': 'Счета матчей и командный зачёт обновлены.',
  'team.tabsThere': 'Вкладки турнира уже есть.',
  'team.tabsMade': (p) =>
    `Созданы: ${p.tabs}. Впишите каждую команду в строку вкладки «Команды», её участников ниже по порядку досок (запасные в конце), затем проведите жеребьёвку 1-го тура.`,
  'team.check.noRound': 'Ещё нет вкладки тура для проверки.',
  'team.check.same': (p) =>
    `Тур ${p.round} совпадает с жеребьёвкой командной швейцарской системы (C.04.6).`,
  'team.check.differs': (p) =>
    `Тур ${p.round} не совпадает с жеребьёвкой командной швейцарской системы (C.04.6):`,
  'team.check.metBefore': (p) => `${p.white} и ${p.black} уже встречались ([C1]).`,
  'team.check.systemPairs': (p) => `система сводит ${p.white} – ${p.black};`,
  'team.check.tabPairs': (p) => `на вкладке ${p.white} – ${p.black};`,
  'team.check.pab': (p) => `свободна по жеребьёвке: на вкладке ${p.tab}, по системе ${p.system}.`,
  'team.problem.noTeamsTab': 'нет вкладки «Команды»: выберите «Создать вкладки турнира»',
  'team.problem.noTeams': 'команд ещё нет: впишите каждую команду в строку, её участников ниже',
  'team.problem.teamAgain': (p) =>
    `команда «${p.team}» уже есть в строке ${p.row}: держите участников команды вместе под её названием`,
  'team.problem.playerWithoutTeam': (p) =>
    `«${p.player}» стоит раньше любой команды: впишите название команды в строку над её участниками`,
  'team.problem.noPlayerName': 'строка без имени участника: впишите его в столбец «Участник»',
  'team.problem.playerTwice': (p) => `«${p.player}» дважды указан в команде «${p.team}»`,
  'team.problem.rating': (p) => `«${p.value}» — не рейтинг (целое число)`,
  'team.problem.absent': (p) => `«${p.value}» — не список туров (например, 3, 5)`,
  'team.problem.withdrawn': (p) => `«${p.value}» — не номер тура`,
  'team.problem.emptyTeam': (p) => `в команде «${p.team}» нет участников: впишите их в строки ниже`,
  'team.problem.rounds': (p) => `${p.value} — не число туров от 1 до ${p.max}`,
  'team.problem.colour': (p) => `${p.value} — не «По жребию», «Белые» или «Чёрные»`,
  'team.problem.primary': (p) => `${p.value} — не «Матчевые очки» или «Очки за партии»`,
  'team.problem.points': (p) => `${p.value} — не число очков`,
  'team.problem.colourType': (p) => `${p.value} — не «Тип A», «Тип B» или «Нет»`,
  'team.problem.boards': (p) => `${p.value} — не число досок от 1 до ${p.max}`,
  'team.problem.yesNo': (p) => `${p.value} — не «Да» или «Нет»`,
  'team.problem.tiebreaks': (p) =>
    `${p.value} — не список дополнительных показателей команд: ${p.reason}`,
  'team.problem.language': (p) =>
    `${p.value} — не язык дополнения; выберите ${p.languages} или оставьте ячейку пустой`,
  'team.problem.matchPointOrder': (p) =>
    `выигранный матч (${p.win}) должен давать больше командных очков, чем ничья (${p.draw}), а ничья — не меньше, чем поражение (${p.loss})`,
  'team.problem.bakuGamePoints':
    'бакинской акселерации нужны матчевые очки как основной показатель (C.04.7 1.4)',
  'team.problem.missingRound': (p) =>
    `для этого тура нет вкладки, но туры до ${p.last}-го разведены`,
  'team.problem.unknownTeam': (p) => `«${p.team}» — не команда со вкладки «Команды»`,
  'team.problem.teamTwiceInRound': (p) =>
    `команда «${p.team}» уже есть в строке ${p.row} этого тура`,
  'team.problem.matchResult': (p) =>
    `«${p.value}»: «Результат» строки матча остаётся пустым или указывает, что весь матч проигран неявкой (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) => `«${p.value}» — не следующая доска своего матча`,
  'team.problem.notInTeam': (p) =>
    `«${p.player}» не состоит в команде «${p.team}» (вкладка «Команды»)`,
  'team.problem.boardResult': (p) => `«${p.value}» — не результат`,
  'team.problem.resultInForfeitedMatch':
    'весь матч проигран неявкой (его строка): оставьте доски без результатов',
  'team.problem.resultOnEmptyBoard': (p) =>
    `«${p.value}»: доска без участника проиграна неявкой; оставьте её «Результат» пустым`,
  'team.problem.byeWord': (p) =>
    `«${p.value}» — не «Свободна по жеребьёвке», «Свободна по заявке» или «Выбыла»`,
  'team.problem.playerTwiceInMatch': (p) => `«${p.player}» играет на двух досках этого матча`,
  'team.problem.lineUpOrder': (p) =>
    `«${p.player}» играет на доске ниже участника, указанного после него в команде «${p.team}»: состав сохраняет порядок вкладки «Команды»`,
  'team.problem.noResult': (p) => `в матче ${p.match} на доске ${p.board} ещё нет результата`,
  'team.problem.tooFewTeams': (p) =>
    `Тур ${p.round} нельзя развести: в нём играет меньше двух команд.`,
  'team.importTaken': (p) =>
    `В этой таблице уже есть турнир (вкладки ${p.tabs}). Импортируйте в новую таблицу или сначала удалите эти вкладки.`,
  'team.importRefused': (p) => `Командный файл TRF нельзя импортировать: ${p.reason}`,
  'team.importColours':
    'запись 352 задаёт доскам цвета, которые не чередуются с первой доски, как их показывают вкладки туров',
  'team.imported': (p, f) =>
    `Импортировано: ${f.plural(p.teams, { one: `${p.teams} команда`, few: `${p.teams} команды`, many: `${p.teams} команд`, other: `${p.teams} команды` })}, ${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}.`,
};
