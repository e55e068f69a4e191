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
/** «в 1 туре», «в 2 турах»: жеребьёвка проведена в стольких турах. */
const inRounds = (n: number, f: Format) =>
  f.plural(n, { one: `в ${n} туре`, other: `в ${n} турах` });
const SAVE = 'нажмите «Сохранить настройки», чтобы сохранить изменение.';

export const russian: Catalogue = {
  'app.title': 'Швейцарская система',

  'menu.pairNextRound': 'Жеребьёвка следующего тура',
  'menu.checkRound': 'Проверить этот тур',
  'menu.explainRound': 'Объяснить этот тур',
  'menu.undoLastRound': 'Отменить последний тур',
  'menu.refreshStandings': 'Обновить положение',
  'menu.openSidebar': 'Открыть боковую панель',
  'menu.createTabs': 'Создать листы турнира',

  'tab.settings': 'Настройки',
  'tab.players': 'Участники',
  'tab.standings': 'Положение',
  'tab.crosstable': 'Турнирная таблица',
  'tab.byName': 'По фамилии',
  'tab.undo': 'Данные для отмены',
  'tab.importedFile': 'Импортированный файл',
  'tab.round': (p) => `Тур ${p.round}`,
  'tab.roundWhy': (p) => `Тур ${p.round} пояснение`,

  'undo.nothingUndone': 'Ничего не отменено.',

  'settings.language': 'Язык',
  'settings.languageChoice': (p, f) =>
    f.languageName(p.code) === null ? p.name : `${p.name} (${f.languageName(p.code)})`,

  'sidebar.roundActions': 'Тур',
  'sidebar.confirmUndo': 'Да, отменить',
  'sidebar.keepRound': 'Оставить тур',
  'sidebar.tournament': 'Турнир',
  'sidebar.rounds': 'Туры',
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
    'Один раз разверните скрипт как веб-приложение (README, «The players’ page»), чтобы увидеть здесь ссылку.',
  'sidebar.playersPageQr': 'QR-код страницы участников',
  'sidebar.notStarted': (p, f) => `Не начат · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Не начат (${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Тур ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Тур ${p.round} из ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Тур ${p.round}: ${f.plural(p.count, { one: `${p.count} доска введена`, few: `${p.count} доски введены`, many: `${p.count} досок введено`, other: `${p.count} доски введено` })} вручную (${p.boards}); «Жеребьёвка следующего тура» составит пары остальных участников вокруг них.`,
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
  'menu.print': 'Печать…',
  'print.pairings': 'Жеребьёвка',
  'print.byName': 'Жеребьёвка по фамилиям',
  'print.standings': 'Положение',
  'print.crosstable': 'Турнирная таблица',
  'print.schedule': 'Расписание кругового турнира',
  'print.all': 'Всё это',
  'print.paper': 'Бумага',
  'print.letter': 'Letter (США)',
  'print.a4': 'A4',
  'print.date': (p, f) => f.date(p.day),
  'print.button': 'Печать',
  'print.hint': 'Страница для стенда, печатается из браузера.',
  'print.pairingsOf': (p) => `Жеребьёвка ${p.round}-го тура`,
  'print.byNameOf': (p) => `${p.round}-й тур: участники по фамилиям`,
  'print.standingsAfter': (p) => `Положение после ${p.round}-го тура`,
  'print.crosstableAfter': (p) => `Турнирная таблица после ${p.round}-го тура`,
  'print.scheduleOf': (p, f) =>
    `Расписание: ${players(p.players, f)}, ${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}`,
  'print.round': (p) => `Тур ${p.round}`,
  'print.page': (p) => `Страница ${p.page} из ${p.pages}`,
  'print.game': (p) => `Партия ${p.game}`,
  'print.board': 'Доска',
  'print.no': '№',
  'print.white': 'Белые',
  'print.black': 'Чёрные',
  'print.result': 'Результат',
  'print.name': 'Участник',
  'print.colour': 'Цвет',
  'print.opponent': 'Соперник',
  'print.rank': 'Место',
  'print.title': 'Звание',
  'print.federation': 'Фед.',
  'print.rating': 'Рейтинг',
  'print.points': 'Очки',
  'print.bye': 'Свободен от игры',
  'print.halfPointBye': 'Пропуск (½ очка)',
  'print.fullPointBye': 'Пропуск (1 очко)',
  'print.absent': 'Отсутствует',
  'print.noRound': 'Ни один тур ещё не разыгран по жеребьёвке: печатать нечего.',
  'print.notTable':
    'Расписание, составленное заранее, есть только у кругового турнира; этот турнир жеребьёвка ведёт тур за туром.',
  'tab.schedule': 'Расписание',
  'menu.writeSchedule': 'Записать расписание кругового турнира',
  'sidebar.scheduleTitle': 'Расписание кругового турнира',
  'sidebar.scheduleHint':
    'Все туры таблицы на одном листе, с номерами Бергера и фамилиями, для печати. До 1-го тура проводит жеребьёвку.',
  'sidebar.writeSchedule': 'Записать расписание',
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
    `Жеребьёвка ${p.round}-го тура по командной швейцарской системе (C.04.6): ${f.plural(p.matches, { one: `${p.matches} матч`, few: `${p.matches} матча`, many: `${p.matches} матчей`, other: `${p.matches} матча` })}${p.byes > 0 ? `, без пары: ${f.plural(p.byes, { one: `${p.byes} команда`, few: `${p.byes} команды`, many: `${p.byes} команд`, other: `${p.byes} команды` })}` : ''}.`,
  'team.over': (p, f) =>
    `Турнир окончен: жеребьёвка проведена ${inRounds(p.rounds, f)} из ${p.rounds}. Чтобы сыграть больше, увеличьте «Туры» в настройках.`,
  'team.noPairing': (p) =>
    `Для тура ${p.round} нет допустимой жеребьёвки (${p.reason}). Ничего не изменено.`,
  'team.nothingToUndo': 'Нет тура для отмены.',
  'team.undoQuestion': (p, f) =>
    `В туре ${p.round} уже ${f.plural(p.results, { one: `${p.results} результат`, few: `${p.results} результата`, many: `${p.results} результатов`, other: `${p.results} результата` })}. Всё равно отменить тур? Его лист и результаты будут удалены.`,
  'team.undone': (p) => `Тур ${p.round} отменён.`,
  'team.refreshed': 'Счета матчей и командный зачёт обновлены.',
  'team.tabsThere': 'Листы турнира уже есть.',
  'team.tabsMade': (p) =>
    `Созданы: ${p.tabs}. Впишите каждую команду в строку листа «Команды», её участников ниже по порядку досок (запасные в конце), затем проведите жеребьёвку 1-го тура.`,
  'team.check.noRound': 'Ещё нет листа тура для проверки.',
  'team.check.same': (p) =>
    `Тур ${p.round} совпадает с жеребьёвкой командной швейцарской системы (C.04.6).`,
  'team.check.differs': (p) =>
    `Тур ${p.round} не совпадает с жеребьёвкой командной швейцарской системы (C.04.6):`,
  'team.check.metBefore': (p) => `${p.white} и ${p.black} уже встречались ([C1]).`,
  'team.check.systemPairs': (p) => `система сводит ${p.white} – ${p.black};`,
  'team.check.tabPairs': (p) => `на листе ${p.white} – ${p.black};`,
  'team.check.pab': (p) => `свободна по жеребьёвке: на листе ${p.tab}, по системе ${p.system}.`,
  'team.problem.noTeamsTab': 'нет листа «Команды»: выберите «Создать листы турнира»',
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
  'sidebar.teamsProgress': (p, f) =>
    `${p.round === 0 ? 'Не начат' : p.rounds > 0 ? `Тур ${p.round} из ${p.rounds}` : `Тур ${p.round}`} · ${f.plural(p.teams, { one: `${p.teams} команда`, few: `${p.teams} команды`, many: `${p.teams} команд`, other: `${p.teams} команды` })}`,
  'sidebar.openMatches': (p, f) =>
    `Не все результаты внесены: ${f.plural(p.count, { one: `${p.count} матч`, few: `${p.count} матча`, many: `${p.count} матчей`, other: `${p.count} матча` })} (${p.matches})`,
  'sidebar.pairRound': (p) => `Все результаты внесены: теперь жеребьёвка ${p.round}-го тура.`,
  'sidebar.enterTeams':
    'Внесите команды на лист «Команды» (не меньше двух), затем проведите жеребьёвку 1-го тура.',
  'sidebar.matchPointsFor': 'Матчевые очки за',
  'sidebar.teamTiebreaksHint':
    'По порядку, через запятую: MPvGP, BH, BH:MP, BH:GP, DE, EDE, EMMSB, EMGSB, EGMSB, EGGSB, SSSC/K1; с усечением — BH/C1.',
  'team.sidebar.noTeamsTab': 'Листа «Команды» ещё нет: нажмите «Создать листы турнира».',
  'team.sidebar.settingsMissing':
    'Настройки не дошли; перезагрузите боковую панель и сохраните их снова.',
  'team.problem.fewerRounds': (p, f) =>
    `жеребьёвка уже проведена ${inRounds(p.paired, f)}; туров не может быть меньше`,
  'team.problem.boardsPlayed': (p) =>
    `в турах, жеребьёвка которых уже проведена, досок в матче: ${p.boards}; теперь это число нельзя изменить`,
  'team.keptNoPairing': (p) =>
    `Вокруг матчей, внесённых вручную в ${p.round}-м туре, нет допустимой жеребьёвки остальных команд (C.04.6 [C1]-[C3]: ${p.reason}). Измените или удалите внесённый матч; ничего не изменено.`,
  'team.problem.keptNotPlaying': (p) =>
    `${p.team} не играет в ${p.round}-м туре (пропуск или выбытие на листе «Команды»)`,
  'team.problem.keptMetBefore': (p) =>
    `${p.left} и ${p.right} уже играли в ${p.round}-м туре: повторная встреча невозможна (C.04.6 [C1])`,
  'sidebar.typedMatches': (p, f) =>
    `Тур ${p.round}: ${f.plural(p.count, { one: `${p.count} матч внесён`, few: `${p.count} матча внесены`, many: `${p.count} матчей внесено`, other: `${p.count} матча внесено` })} вручную; «Жеребьёвка следующего тура» составит пары остальных команд вокруг них.`,
  'team.problem.missingRound': (p) =>
    `для этого тура нет листа, но жеребьёвка проведена до ${p.last}-го тура`,
  'team.problem.unknownTeam': (p) => `«${p.team}» — не команда с листа «Команды»`,
  'team.problem.teamTwiceInRound': (p) =>
    `команда «${p.team}» уже есть в строке ${p.row} этого тура`,
  'team.problem.matchResult': (p) =>
    `«${p.value}»: «Результат» строки матча остаётся пустым или указывает, что весь матч проигран неявкой (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) => `«${p.value}» — не следующая доска своего матча`,
  'team.problem.notInTeam': (p) =>
    `«${p.player}» не состоит в команде «${p.team}» (лист «Команды»)`,
  'team.problem.boardResult': (p) => `«${p.value}» — не результат`,
  'team.problem.resultInForfeitedMatch':
    'весь матч проигран неявкой (его строка): оставьте доски без результатов',
  'team.problem.resultOnEmptyBoard': (p) =>
    `«${p.value}»: доска без участника проиграна неявкой; оставьте её «Результат» пустым`,
  'team.problem.byeWord': (p) =>
    `«${p.value}» — не «Свободна по жеребьёвке», «Свободна по заявке» или «Выбыла»`,
  'team.problem.playerTwiceInMatch': (p) => `«${p.player}» играет на двух досках этого матча`,
  'team.problem.lineUpOrder': (p) =>
    `«${p.player}» играет на доске ниже участника, указанного после него в команде «${p.team}»: состав сохраняет порядок листа «Команды»`,
  'team.problem.noResult': (p) => `в матче ${p.match} на доске ${p.board} ещё нет результата`,
  'team.problem.tooFewTeams': (p) =>
    `Жеребьёвка ${p.round}-го тура невозможна: в нём играет меньше двух команд.`,
  'team.importTaken': (p) =>
    `В этой таблице уже есть турнир (листы ${p.tabs}). Импортируйте в новую таблицу или сначала удалите эти листы.`,
  'team.importRefused': (p) => `Командный файл TRF нельзя импортировать: ${p.reason}`,
  'team.importColours':
    'запись 352 задаёт доскам цвета, которые не чередуются с первой доски, как их показывают листы туров',
  'team.imported': (p, f) =>
    `Импортировано: ${f.plural(p.teams, { one: `${p.teams} команда`, few: `${p.teams} команды`, many: `${p.teams} команд`, other: `${p.teams} команды` })}, ${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}.`,

  // Words the add-on writes into its tabs, read back in every language.
  'header.number': '№',
  'header.name': 'Имя',
  'header.title': 'Звание',
  'header.rating': 'Рейтинг',
  'header.federation': 'Федерация',
  'header.fideId': 'FIDE ID',
  'header.birth': 'Дата рождения',
  'header.sex': 'Пол',
  'header.status': 'Статус',
  'header.byes': 'Пропуски / туры без игры',
  'header.notAgainst': 'Не сводить с',
  'header.club': 'Клуб',
  'header.virtualPoints': 'Виртуальные очки',
  'header.board': 'Доска',
  'header.round': 'Тур',
  'header.points': 'Очки',
  'header.result': 'Результат',
  'header.game1': 'Партия 1',
  'header.game2': 'Партия 2',
  'header.pairingScoreWhite': 'Очки для жеребьёвки (белые)',
  'header.pairingScoreBlack': 'Очки для жеребьёвки (чёрные)',
  'header.rank': 'Место',
  'header.colour': 'Цвет',
  'header.opponent': 'Соперник',
  'header.setting': 'Параметр',
  'header.value': 'Значение',
  'colour.white': 'Белые',
  'colour.black': 'Чёрные',
  'colour.whiteBlack': 'Белые, чёрные',
  'colour.blackWhite': 'Чёрные, белые',
  'colour.byLot': 'По жребию',
  'result.whiteForfeit': '1-0 неявка',
  'result.blackForfeit': '0-1 неявка',
  'result.doubleForfeit': 'обоюдная неявка',
  'result.adjourned': 'отложена',
  'bye.pairingAllocated': 'Свободен',
  'bye.half': 'Пропуск с половиной очка',
  'bye.full': 'Пропуск с очком',
  'bye.absent': 'Отсутствует',
  'bye.free': 'Свободен (без партии)',
  'round.handMark': 'Изменён вручную',
  'handMark.differs': (p) =>
    `отличается от жеребьёвки по системе ${p.system} (найдено командой «Проверить этот тур»)`,
  'handMark.noPairing': (p) =>
    `${p.system}: допустимой жеребьёвки этого тура нет (найдено командой «Проверить этот тур»)`,
  'handMark.typedBoards': (p) =>
    `${p.count === 1 ? `доска ${p.boards} внесена` : `доски ${p.boards} внесены`} вручную, остальные участники спарены по системе ${p.system}`,
  'status.active': 'играет',
  'status.withdrawn': 'выбыл',
  'setting.name': 'Турнир',
  'setting.rounds': 'Туры',
  'setting.system': 'Система жеребьёвки',
  'setting.initialColour': 'Цвет первого номера в 1-м туре',
  'setting.win': 'Очки за победу',
  'setting.draw': 'Очки за ничью',
  'setting.loss': 'Очки за поражение',
  'setting.tiebreaks': 'Дополнительные показатели',
  'setting.unratedRating': 'Рейтинг соперников без рейтинга',
  'setting.acceleration': 'Ускорение',
  'setting.keepClubsApart': 'Не сводить игроков одного клуба',
  'setting.maxiTournament': 'Макситурнир (Lim)',
  'setting.matchScoring': 'Зачёт матчей из двух партий',
  'setting.drawingOfLots': 'Жеребьёвка номеров',
  'setting.drawSeed': 'Зерно жеребьёвки',
  'setting.cycleOrder': 'Порядок двухкругового турнира',
  'draw.random': 'Случайно',
  'draw.varma': 'Таблицы Вармы',
  'draw.hand': 'Вручную',
  'choice.none': 'Не выбрано',
  'choice.baku': 'Баку',
  'choice.gamePoints': 'Очки за партии',
  'choice.matchPoints': 'Матчевые очки',
  'choice.yes': 'Да',
  'choice.no': 'Нет',
  'system.dutch': 'Голландская 2025',
  'system.dutch-2017': 'Голландская 2017',
  'system.rating-1998': 'По рейтингу 1998',
  'system.lim': 'Лим',
  'system.burstein': 'Бурштейн',
  'system.dubov': 'Дубов',
  'system.double-swiss': 'Двойная швейцарская',
  'system.round-robin': 'Круговая',
  'system.double-round-robin': 'Двухкруговая',
  'systemName.dutch':
    'Голландская система ФИДЕ (редакция 2025 года, действует с 1 февраля 2026 года)',
  'systemName.dutch-2017': 'Голландская система ФИДЕ (редакция 2017 года, текст Баку 2016)',
  'systemName.rating-1998': 'Швейцарская система по рейтингу (1998, прежний C.04.1)',
  'systemName.lim': 'Система Лима (C.04.4.3)',
  'systemName.burstein': 'Система Бурштейна (C.04.4.2, редакция 2026 года)',
  'systemName.dubov': 'Система Дубова (C.04.4.1, редакция 2026 года)',
  'systemName.double-swiss': 'Двойная швейцарская система (C.04.5, 2026)',
  'systemName.round-robin': 'Круговая система, таблицы Бергера (C.05, приложение 1)',
  'systemName.double-round-robin': 'Двухкруговая система, таблицы Бергера (C.05, приложение 1)',
  'tiebreakName.BH': 'Бухгольц',
  'tiebreakName.FB': 'Предварительный Бухгольц',
  'tiebreakName.AOB': 'Средний Бухгольц соперников',
  'tiebreakName.SB': 'Зонненборн-Бергер',
  'tiebreakName.PS': 'Прогрессивный подсчёт',
  'tiebreakName.DE': 'Личная встреча',
  'tiebreakName.WIN': 'Число побед',
  'tiebreakName.WON': 'Победы за доской',
  'tiebreakName.BPG': 'Партии, сыгранные чёрными',
  'tiebreakName.BWG': 'Победы чёрными',
  'tiebreakName.REP': 'Туры, выбранные для игры',
  'tiebreakName.ARO': 'Средний рейтинг соперников',
  'tiebreakName.TPR': 'Турнирный перформанс',
  'tiebreakName.PTP': 'Идеальный турнирный перформанс',
  'tiebreakName.APRO': 'Средний перформанс соперников',
  'tiebreakName.APPO': 'Средний идеальный перформанс соперников',
  'tiebreakName.KS': 'Система Койя',
  'tiebreakName.STD': 'Стандартные очки',
  'tiebreakName.TPN': 'Стартовый номер',
  'tiebreakName.RTNG': 'Рейтинг',
  'tiebreakName.LOT': 'Жребий',
  'help.result': (p) => `Выберите результат: ${p.choices}.`,
  'help.secondGame': (p) =>
    `Во 2-й партии цвета меняются; результат читается слева направо (1-0: выиграл игрок слева). Выберите результат: ${p.choices}.`,
  'help.oneOf': (p) => `Одно из: ${p.choices}`,
  'help.fideTitle': (p) =>
    `Звание ФИДЕ (${p.choices}); национальное звание сохраняется так, как написано`,
  'byName.byePoints': (p, f) =>
    `${p.bye} (${p.points} ${f.plural(p.count, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' })})`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (p, f) =>
    `Жеребьёвка ${p.round}-го тура по системе «${p.system}»: ${f.plural(p.games, { one: `${p.games} партия`, few: `${p.games} партии`, many: `${p.games} партий`, other: `${p.games} партии` })}${p.unpaired > 0 ? `, без пары: ${p.unpaired}` : ''}.`,
  'pair.over': (p, f) =>
    `Турнир окончен: жеребьёвка проведена ${inRounds(p.rounds, f)} из ${p.rounds}. «Обновить положение» даёт итоговое положение и турнирную таблицу; чтобы играть дальше, увеличьте «Туры» в настройках.`,
  'pair.tooFew': (p) =>
    `Жеребьёвка ${p.round}-го тура невозможна: на листе «${p.players}» меньше двух участников, которые играют и присутствуют.`,
  'pair.notAvailable': (p) =>
    `Система ${p.system} пока недоступна. Выберите другую систему жеребьёвки на боковой панели или на листе настроек.`,
  'pair.noPairing': (p) =>
    `Для ${p.round}-го тура нет допустимой жеребьёвки (${p.reason}). Ничего не изменено.`,
  'pair.noPairingAround': (p) =>
    `Для остальных участников нет допустимой жеребьёвки при досках, введённых на листе «${p.tab}» (${p.reason}): измените или удалите некоторые из них. Ничего не изменено.`,
  'pair.nothingChanged': (p) => `${p.reason}. Ничего не изменено.`,
  'standings.updated': 'Положение участников обновлено.',
  'setUp.already': 'Листы турнира уже созданы.',
  'setUp.created': (p) =>
    `Созданы листы: ${p.tabs}. Введите по одному участнику в строке на листе «${p.players}», затем проведите жеребьёвку 1-го тура.`,
  'settings.saved': (p) => `Настройки сохранены на листе «${p.tab}».`,
  'import.done': (p, f) =>
    `Импортировано: ${f.plural(p.players, { one: `${p.players} участник`, few: `${p.players} участника`, many: `${p.players} участников`, other: `${p.players} участника` })}, ${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}.`,
  'lock.busy': (p, f) =>
    `Другой редактор сейчас изменяет этот турнир; ничего не сделано. Повторите через минуту (ожидание ${f.number(p.ms)} мс).`,
  'error.internal': (p) =>
    `Внутри дополнения что-то пошло не так (${p.detail}). Пожалуйста, отправьте этот файл и это сообщение тому, кто обслуживает для вас дополнение.`,
  'error.file': (p) => `Компьютер не дал дополнению прочитать или записать файл (${p.detail}).`,
  'problem.atRow': (p) => `${p.tab}, строка ${p.row}: ${p.problem}`,
  'problem.inTab': (p) => `${p.tab}: ${p.problem}`,
  'problem.more': (p) => `… и ещё ${p.count}.`,
  // Ошибки, найденные при чтении листов (после «лист, строка N:»).
  'problem.inColumn': (p) => `в «${p.column}»: ${p.problem}`,
  'problem.players.noColumns': (p, f) =>
    `в строке заголовков нет столбца ${f.list(
      p.columns.map((column) => `«${column}»`),
      'or',
    )}`,
  'problem.players.nameBlank': 'имя не заполнено',
  'problem.players.nameAgain': (p) => `«${p.name}» — уже имя в строке ${p.row}`,
  'problem.players.number': (p) => `№ «${p.value}» — не целое число от 1 до 9999`,
  'problem.players.numberAgain': (p) => `№ ${p.number} уже стоит в строке ${p.row}`,
  'problem.players.rating': (p) => `рейтинг «${p.value}» — не число`,
  'problem.players.sex': (p) => `пол «${p.value}» — не m и не w`,
  'problem.players.status': (p) => `статус «${p.value}» — не «${p.active}» и не «${p.withdrawn}»`,
  'problem.players.byeEntry': (p) =>
    `«${p.value}» — не тур: пишите номера туров, например 3, 5H (H — пропуск с половиной очка, F — пропуск с очком, ничего или Z — отсутствие)`,
  'problem.players.byeTwice': (p) => `тур ${p.round} указан дважды`,
  'problem.players.virtualPoints': (p) =>
    `«${p.value}» — не число очков (пишите их по турам: 1; 1; ½)`,
  'problem.players.notAgainstNumber': (p) => `«${p.value}» — не № ни одного участника`,
  'problem.players.notAgainstName': (p) => `«${p.value}» — не имя ни одного участника`,
  'problem.players.notAgainstSelf': (p) => `«${p.value}» — это сам участник`,
  'problem.players.numberBlank':
    '№ не заполнен, хотя у других участников он есть: заполните все №, или сотрите все, и дополнение пронумерует участников по рейтингу, званию и имени (C.04.2 2.2)',
  'problem.players.noNumbers': (p) =>
    `ни у одного участника нет №, но жеребьёвка туров уже проведена: строки участников или столбец № пропали (восстановите их или выберите «${p.undo}»)`,
  'problem.tabs.merged': (p) =>
    `ячейки ${p.cells} объединены и хранят одно значение на ${p.rows ? 'несколько строк' : 'несколько столбцов'}; отмените объединение (Формат > Объединить ячейки > Отменить объединение) и дайте каждой ячейке своё значение`,
  'problem.tabs.formulaError': (p) =>
    `ячейка ${p.cell} показывает ${p.value}, ошибку формулы: исправьте формулу или введите значение`,
  'problem.tabs.roundLookalike': (p) =>
    `этот лист похож на лист тура, но дополнение читает только листы с именем ровно «${p.roundN}» и составило бы пары его тура ещё раз; назовите его «${p.asked}» по туру, который на нём, или удалите, если он не нужен`,
  'problem.tabs.roundN': 'Тур N',
  'problem.tabs.lookalike': (p) =>
    `нет листа с именем ровно «${p.tab}», но есть «${p.lookalike}»: переименуйте его в «${p.tab}»`,
  'problem.tabs.noSettings': (p) =>
    `такого листа нет, но жеребьёвка туров уже проведена: на нём число туров, система и очки; выберите «${p.create}», чтобы создать его заново, и проверьте значения`,
  'problem.tabs.noPlayers': (p) =>
    `такого листа нет: выберите «${p.create}» в меню дополнения, затем введите участников`,
  'problem.settings.notOneOf': (p, f) => `«${p.value}» — не ${f.list(p.choices, 'or')}`,
  'problem.settings.rounds': (p) => `«${p.value}» — не число туров от 1 до ${p.max}`,
  'problem.settings.system': (p) =>
    `«${p.value}» — не система жеребьёвки; выберите ${p.systems.join(', ')}`,
  'problem.settings.points': (p) => `«${p.value}» — не число очков`,
  'problem.settings.tiebreaks': (p) =>
    `«${p.value}» — не список дополнительных показателей: ${p.problem}`,
  'problem.settings.seed': (p) => `«${p.value}» — не начальное число: нужно целое число`,
  'problem.settings.language': (p) =>
    `«${p.value}» — не язык дополнения; выберите ${p.languages.join(', ')} или оставьте ячейку пустой для языка таблицы`,
  'problem.settings.unratedRating': (p) =>
    `«${p.value}» — не рейтинг: напишите целое число, например 1400, или оставьте ячейку пустой`,
  'problem.settings.pointOrder': (p, f) =>
    `победа (${f.number(p.win)}) должна стоить больше ничьей (${f.number(p.draw)}), а ничья — не меньше поражения (${f.number(p.loss)})`,
  'problem.settings.buchholzInRoundRobin': (p) =>
    `${p.refused} не может распределять места в турнире «${p.system}»: C.07 (2026) ст. 8: показатели семейства Бухгольца не применяются в круговых турнирах; напишите ${p.defaults} или очистите ячейку этого списка`,
  'problem.settings.missingRow': (p) =>
    `нет строки «${p.label}», но жеребьёвка туров уже проведена; напишите название «${p.label}» в столбце A и значение в столбце B`,
  'problem.settings.missingRowInstead': (p) =>
    `нет строки «${p.label}», но жеребьёвка туров уже проведена (не настройки: ${p.instead.join(', ')}; не изменено ли название?); напишите название «${p.label}» в столбце A и значение в столбце B`,
  'problem.settings.labelOnRow': (p) => `«${p.label}» в строке ${p.row}`,
  'problem.tiebreaks.empty': 'пустой показатель в списке',
  'problem.tiebreaks.unknown': (p) =>
    `неизвестный показатель «${p.head}» в «${p.item}»; известные: ${p.known}`,
  'problem.tiebreaks.modifierNotFor': (p) =>
    `модификатор «/${p.modifier}» не применяется к ${p.code} (в «${p.item}»)`,
  'problem.tiebreaks.cutsNothing': (p) =>
    `«/${p.modifier}» ничего не усекает; напишите ${p.code} без него`,
  'problem.tiebreaks.twoCuts': (p) =>
    `только один модификатор усечения или медианы на показатель (в «${p.item}»)`,
  'problem.tiebreaks.unknownModifier': (p) =>
    `неизвестный модификатор «/${p.modifier}» в «${p.item}»; модификаторы C.07: /Cn, /Mn, /L+n, /L-n и /P, /F`,
  'problem.tiebreaks.ptsNotFirst':
    'PTS (очки) может стоять только в начале списка; места всегда сначала определяются по очкам',
  'problem.tiebreaks.lotNotLast': 'LOT (жребий) должен быть последним показателем (C.07 4.2)',
  'problem.tiebreaks.twice': (p) => `${p.tiebreak} указан дважды`,
  // Отказ в настройках боковой панели.
  'refusal.settings.points': (p) => `${p.label}: нужно число от 0 и больше.`,
  'refusal.settings.pointSystem': (p) => `Очки: ${p.problem}.`,
  'refusal.settings.noTiebreaks': 'Нет списка дополнительных показателей.',
  'refusal.settings.tiebreaks': (p) => `Дополнительные показатели: ${p.problem}.`,
  'refusal.settings.unratedRating': (p) =>
    `Рейтинг соперников без рейтинга должен быть целым числом от 1 до ${p.max} или пустым.`,
  'refusal.settings.noName': 'У турнира должно быть название.',
  'refusal.settings.rounds': (p) => `Число туров должно быть целым числом от 1 до ${p.max}.`,
  'refusal.settings.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `${p.paired} тур уже составлен`, few: `${p.paired} тура уже составлены`, many: `${p.paired} туров уже составлено`, other: `${p.paired} тура уже составлено` })}: туров не может быть меньше.`,
  'refusal.settings.unknownSystem': (p) => `Неизвестная система жеребьёвки «${p.value}».`,
  'refusal.settings.unknownColour': (p) => `Неизвестный начальный цвет «${p.value}».`,
  'refusal.settings.unknownLanguage': (p) => `Неизвестный язык «${p.value}».`,
  'refusal.settings.notArrived':
    'Настройки не дошли; перезагрузите боковую панель и сохраните их ещё раз.',
  'problem.round.matchTabOneGame':
    'на этом листе столбец результата для каждой партии микроматча из двух партий, но система жеребьёвки в Настройках играет одну партию за тур',
  'problem.round.oneGameTabMatch':
    'система жеребьёвки в Настройках играет микроматчи из двух партий, но на этом листе один столбец Результат (не изменили ли систему после жеребьёвки тура?)',
  'problem.round.columnMoved': (p) =>
    `столбец ${p.column} должен быть «${p.wanted}», а в нём «${p.found}»: столбец вставили, удалили или переместили; верните столбцы так, как их записало дополнение (${p.columns.join(', ')})`,
  'problem.round.columnEmpty': (p) =>
    `столбец ${p.column} должен быть «${p.wanted}», а он пуст: столбец вставили, удалили или переместили; верните столбцы так, как их записало дополнение (${p.columns.join(', ')})`,
  'problem.round.whiteNumber': (p) => `№ белых «${p.value}» — не стартовый номер`,
  'problem.round.blackNumber': (p) => `№ чёрных «${p.value}» — не стартовый номер`,
  'problem.round.playerNumber': (p) => `№ участника «${p.value}» — не стартовый номер`,
  'problem.round.byeResult': (p) =>
    `эта строка — «${p.bye}», а не партия: в её Результате только очки, которые она даёт (в ней «${p.value}»)`,
  'problem.round.byeOpponent': (p) => `эта строка — «${p.bye}»: у неё нет соперника`,
  'problem.round.boardCell': (p) =>
    `ячейка Доска «${p.value}» — не номер доски и не одно из ${p.labels.join(', ')}`,
  'problem.round.resultDate': (p) =>
    `в ячейке Результат дата (введённый туда результат превратился в дату); выберите результат из списка: ${p.choices.join(', ')}`,
  'problem.round.result': (p) =>
    `«${p.value}» — не результат; используйте одно из ${p.choices.join(', ')}`,
  'problem.round.unknownNumber': (p) =>
    `№ ${p.number} — не номер ни одного участника на листе ${p.players}`,
  'problem.round.numberAgain': (p) => `№ ${p.number} уже есть в строке ${p.row} этого тура`,
  'problem.round.self': (p) => `№ ${p.number} не может играть сам с собой`,
  'problem.round.emptyTab': (p) =>
    `на листе нет ни партий, ни пропусков: восстановите его строки, или, если тур нужно составить заново, выберите «${p.undo}» (лист, очищенный для следующего тура: удалите его или введите в него доски, которые нужно сохранить)`,
  'problem.round.missingTab': (p) => `листа нет, но есть лист «${p.last}»`,
  'problem.round.movedNumbers': (p) =>
    `№ ${p.number} здесь — «${p.name}», а на листе ${p.players} — «${p.now}», где «${p.name}» ${p.other === null ? 'без №' : `— № ${p.other}`} (строка ${p.row}): номера или имена там переместили (сортировка одного столбца?); верните их как было`,
  'problem.round.rematch': (p) =>
    `№ ${p.white} и № ${p.black} уже играли друг с другом (${p.first})`,
  'problem.round.pastLast': (p, f) =>
    `по Настройкам в турнире ${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}`,
  'problem.players.absentButPaired': (p) =>
    `просит отсутствовать в туре ${p.round}, но на листе ${p.tab} № ${p.number} играет партию`,
  'problem.players.byePastLast': (p, f) =>
    `просит пропуск или отсутствие в туре ${p.round}, но по Настройкам в турнире ${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })}`,
  // Таблица кругового турнира отказывает (C.05 приложения 1 и 2).
  'problem.table.lateEntry': (p, f) =>
    `${p.name} — без №: круговой турнир не может принять участника после 1-го тура (его таблица составлена жеребьёвкой на ${f.plural(p.players, { one: `${p.players} участника`, few: `${p.players} участников`, many: `${p.players} участников`, other: `${p.players} участника` })}); удалите строку или запишите участника в другой турнир`,
  'problem.table.numberBlankByHand': (p) =>
    `№ не заполнен, а по Настройкам жеребьёвка проводится вручную: введите номер Бергера каждого участника, от 1 до ${p.players}`,
  'problem.table.numberBlank':
    '№ не заполнен, хотя у других участников он есть: введите все № (жеребьёвка вручную) или сотрите все, и дополнение проведёт жеребьёвку',
  'problem.table.varmaSize': (p) =>
    `таблицы Варма рассчитаны на 9–24 участника (C.05 приложение 2, указание 5), а не на ${p.players}: выберите другой способ жеребьёвки`,
  'problem.table.method.random': 'случайно',
  'problem.table.method.varma': 'по таблицам Варма',
  'problem.table.method.hand': 'вручную',
  'problem.table.drawChanged': (p) =>
    `жеребьёвка проведена до 1-го тура (${p.method}${p.seed === null ? '' : `, начальное число ${p.seed}`}) и не может меняться после составления 1-го тура (C.05 приложение 1 часть 3.1): верните её способ и начальное число в Настройках`,
  'problem.table.notBerger': (p) =>
    `№ ${p.number} — не номер Бергера в таблице этого турнира (участников: ${p.players}): номера от 1 до ${p.players}`,
  'problem.table.requestedBye': (p) =>
    `${p.name} просит пропуск или отсутствие в туре ${p.round}, но в круговом турнире каждый участник остаётся за своей доской (C.05 приложение 1): очистите здесь тур и введите неявку на листе ${p.tab} или отметьте участника как выбывшего`,
  'problem.round.noResult': (p) =>
    `у доски ${p.board} (№ ${p.white} - № ${p.black}) ещё нет результата`,
  'problem.round.adjourned': (p) =>
    `партия на доске ${p.board} (№ ${p.white} - № ${p.black}) отложена: ${p.system} составляет пары, только когда у всех партий есть результат (только рейтинговая система 1998 года составляет пары при отложенной партии); введите результат`,
  // Доски, введённые вручную, вокруг которых «Жеребьёвка следующего тура» составляет остальные пары.
  'problem.typed.numberedNow': (p) =>
    `№ ${p.number} даётся только сейчас участнику без № на листе ${p.players}: введите номера, которые показывает лист ${p.players}`,
  'problem.typed.unknown': (p) => `№ ${p.number} — не стартовый номер ни одного участника`,
  'problem.typed.withdrawn': (p) => `№ ${p.number} выбыл`,
  'problem.typed.absent': (p) => `№ ${p.number} попросил пропуск или отсутствует в туре ${p.round}`,
  'problem.typed.twice': (p) => `№ ${p.number} уже стоит на доске ${p.board} списка`,
  'problem.typed.board': (p, f) =>
    `доска ${p.board}: в этом туре ${f.plural(p.boards, { one: `${p.boards} доска`, few: `${p.boards} доски`, many: `${p.boards} досок`, other: `${p.boards} доски` })}`,
  'problem.typed.boardAgain': (p) => `доска ${p.board} введена также в строке ${p.row}`,
  // Чего не вмещает файл TRF.
  'problem.export.name': 'имя',
  'problem.export.title': 'звание',
  'problem.export.federation': 'федерация',
  'problem.export.birth': 'дата рождения',
  'problem.export.tooLong': (p, f) =>
    `${p.field} «${p.value}» — ${f.plural(p.length, { one: `${p.length} символ`, few: `${p.length} символа`, many: `${p.length} символов`, other: `${p.length} символа` })}; файл TRF вмещает ${p.width}: сократите для экспорта`,
  'problem.export.fideId': (p) =>
    `FIDE ID «${p.value}» — не число до 11 цифр, какое требует файл TRF: исправьте или очистите для экспорта`,
  // Что говорят «Проверить этот тур» и «Объяснить этот тур» вокруг слов системы.
  'refusal.explain.notNumber': (p) =>
    `«${p.value}» — не стартовый номер: укажите № двух участников.`,
  'check.checkedWith': (p) => `${p.tab}, проверка — ${p.system}:`,
  'check.typedBoards': (p) =>
    `на листе ${p.tab} доски, введённые вручную: «${p.pair}» составляет пары остальных участников вокруг них.`,
  'check.marked': (p) =>
    `${p.tab} — не собственная жеребьёвка системы: тур отмечен «${p.mark}» на своём листе и в экспорте TRF.`,
  'explain.changedByHand': (p) =>
    `Этот тур отличается от собственной жеребьёвки программы (изменён вручную): «${p.check}» сравнивает их.`,
  'undo.doneWithoutRecord': (p) =>
    `${p.tab}: лист удалён. На скрытом листе «${p.undoTab}» нет записи о жеребьёвке этого тура (он импортирован, или запись удалена), поэтому больше ничего не восстановлено.`,
  'import.pointsWarning': (p) =>
    ` Внимание: столбец очков в файле не совпадает с его результатами, и таблица считает по результатам: ${p.differences}${p.more > 0 ? `; и ещё ${p.more}` : ''}.`,
  'import.rematch': (p) =>
    `№ ${p.white} ${p.whiteName} и № ${p.black} ${p.blackName} (${p.first} и ${p.round})`,
  'import.rematchWarning': (p) =>
    ` Внимание: в файле в паре участники, которые уже играли друг с другом (C.04.1 ст. 2 это запрещает; туры импортированы так, как они в файле, и в следующих турах их снова не сведут): ${p.rematches.join('; ')}${p.more > 0 ? `; и ещё ${p.more}` : ''}.`,
  'import.rulersSkipped': (p) =>
    p.lines.length === 1
      ? `строка ${p.lines[0]}: линейка столбцов (как её пишет Swiss-Manager над участниками) пропущена`
      : `строки ${p.lines.join(', ')}: линейки столбцов (как их пишет Swiss-Manager над участниками) пропущены`,
  'import.pointsDifference': (p, f) =>
    `${p.line === null ? 'столбцы 81-84' : `строка ${p.line}, столбцы 81-84`}: очки участника ${p.player} — ${f.number(p.declared, 1)}, по его результатам — ${f.number(p.results, 1)}`,
  'import.note': (p) => ` Примечание: ${p.note}.`,
  'import.droppedTiebreaks': (p) =>
    p.tiebreaks.length === 1
      ? ` Показатель ${p.tiebreaks[0]} из файла это дополнение не вычисляет; он не включён в список на листе ${p.tab}.`
      : ` Показатели ${p.tiebreaks.join(', ')} из файла это дополнение не вычисляет; они не включены в список на листе ${p.tab}.`,
  'pair.forbiddenPair': (p) =>
    `№ ${p.a}${p.aName === '' ? '' : ` ${p.aName}`} и № ${p.b}${p.bName === '' ? '' : ` ${p.bName}`}`,
  'pair.lateForbiddenPairs': (p, f) =>
    `Внимание: ${f.plural(p.pairs.length, { one: `добавлена ${p.pairs.length} запрещённая пара`, few: `добавлены ${p.pairs.length} запрещённые пары`, many: `добавлено ${p.pairs.length} запрещённых пар`, other: `добавлено ${p.pairs.length} запрещённой пары` })} (столбцы «${p.notAgainst}» или «${p.club}») после того, как ${p.round === 1 ? 'составлен 1-й тур' : `здесь составлен тур ${p.round}`}: ${p.pairs.join('; ')}. В турнире с обсчётом рейтинга FIDE нельзя добавлять запрещённые пары после 1-го тура (C.02.03); их всё равно развели.`,
  'pair.typedBoardsKept': (p, f) =>
    `${f.plural(p.count, { one: 'Доска', other: 'Доски' })} ${p.boards} листа ${p.tab}, ${f.plural(p.count, { one: 'введённая', other: 'введённые' })} вручную, ${f.plural(p.count, { one: 'сохранена', few: 'сохранены', many: 'сохранены', other: 'сохранены' })}, а остальные участники поставлены в пары вокруг них. В турнире с обсчётом рейтинга FIDE это решение судьи: правильную жеребьёвку нельзя менять в пользу какого-либо участника (C.04.2 1.5), а пары меняют только в случаях C.04.2 4.4. «${p.check}» сравнивает тур с собственной жеребьёвкой системы.${p.broken.map((problem) => `\nНарушено: ${problem}.`).join('')}`,
  'undo.noRound': 'Нет тура для отмены.',
  'undo.question': (p, f) =>
    `На листе «${p.tab}» уже ${f.plural(p.results, { one: `${p.results} результат`, few: `${p.results} результата`, many: `${p.results} результатов`, other: `${p.results} результата` })}. Всё равно отменить тур? Его лист и результаты будут удалены.`,
  'undo.done': (p) => `${p.tab}: тур отменён.`,
  'undo.doneTyped': (p) =>
    `${p.tab}: тур отменён, доски, введённые вручную, восстановлены как были.`,
  'undo.standingsNotRecomputed': (p) =>
    `Не удалось пересчитать положение участников (${p.reason}); выберите «Обновить положение», когда это будет исправлено.`,
  'round.noneToCheck': 'Пока нет листа тура для проверки.',
  'round.noneToExplain': 'Пока нет листа тура для объяснения.',
  'round.systemUnavailable': 'Система жеребьёвки из настроек недоступна.',
  'round.protection': (p) =>
    `Жеребьёвка ${p.round}-го тура: вводите только результаты; чтобы изменить пары, используйте «Отменить последний тур».`,
  'status.noPlayersTab': (p) => `Листа «${p.players}» ещё нет: нажмите «${p.create}».`,
  'explain.written': (p) => `Объяснение ${p.round}-го тура — на листе «${p.tab}».`,
  // Пояснения и проверки жеребьёвки (src/engine/explain, src/engine/check).
  'explain.player': (p, f) => `${p.name} (№ ${p.id}, ${f.number(p.score)} оч.)`,
  'explain.playerNumber': (p) => `№ ${p.id}`,
  'explain.roundName': (p) => `тур ${p.round}`,
  'explain.matchRoundName': (p) => `тур матчей ${p.round}`,
  'explain.heading': (p) => `${p.round.charAt(0).toUpperCase()}${p.round.slice(1)} (${p.system})`,
  'explain.group': (p, f) =>
    `${f.plural(p.score, { one: `${f.number(p.score)} очко`, few: `${f.number(p.score)} очка`, many: `${f.number(p.score)} очков`, other: `${f.number(p.score)} очка` })}: ${f.plural(p.players, { one: `${p.players} участник`, few: `${p.players} участника`, many: `${p.players} участников`, other: `${p.players} участника` })}${p.fromAbove.length > 0 ? ` и ${p.fromAbove.length} сверху (${p.fromAbove.join('; ')})` : ''}.`,
  'explain.float': (p) => `${p.player} играет с ${p.opponent}: ${p.why}.`,
  'explain.float.upOdd': (p, f) =>
    `в очковой группе ${f.number(p.score)} ${f.plural(p.left, { one: `остался ${p.left} участник`, few: `осталось ${p.left} участника`, many: `осталось ${p.left} участников`, other: `осталось ${p.left} участника` })} для пар${p.wentUp > 0 ? ` (${f.plural(p.wentUp, { one: `${p.wentUp} поднялся`, other: `${p.wentUp} поднялись` })} в более высокую)` : ''}, нечётное число: один участник поднимается (${p.floatCount}); ${p.player} выбран по критериям (${p.floatScores}, ${p.order})`,
  'explain.float.upUnpairable': (p, f) =>
    `очковую группу ${f.number(p.score)} нельзя разбить на пары внутри неё (${p.rematch}, ${p.completion}), поэтому участники поднимаются (${p.floatCount})`,
  'explain.float.alone': (p, f) =>
    `${p.player} — единственный участник группы ${f.number(p.score)} и перемещается вниз (${p.floatCount})`,
  'explain.float.noPartner': (p, f) =>
    `${p.player} уже играл или не может играть со всеми остальными участниками группы ${f.number(p.score)} (${p.articles.join(', ')})`,
  'explain.float.odd': (p, f) =>
    `в группе ${f.number(p.score)} ${players(p.players, f)} для пар, нечётное число: один перемещается вниз (${p.floatCount}); ${p.player} выбран по критериям и порядку (${p.floatScores}, ${p.order})`,
  'explain.float.completion': (p, f) =>
    `если разбить на пары всех в группе ${f.number(p.score)}, участников ниже нельзя полностью разбить на пары, или это хуже по критериям (${p.completion}, ${p.floatCount})`,
  'explain.board': (p) =>
    `Доска ${p.board}: ${p.white} - ${p.black}; белые у ${p.whiteName}: ${p.colour}.`,
  'explain.board.rule': (p) => `${p.reason} (${p.rule})`,
  'explain.board.someRule': 'правило цвета',
  'explain.board.systemColours': 'цвет по собственным правилам системы',
  'explain.bye': (p, f) =>
    `${p.player} свободен от игры по жеребьёвке: для пар ${players(p.players, f)}, нечётное число.${p.reasons.length > 0 ? ` Из участников с тем же или меньшим числом очков: ${p.reasons.join('; ')}.` : ' Ни у кого нет меньше очков.'}`,
  'explain.bye.hadWin': (p) => `${p.player} уже получил победу без игры (${p.round}; ${p.article})`,
  'explain.bye.notChosen': (p) => `${p.player} не выбран (${p.article})`,
  'explain.table.board': (p, f) =>
    `Доска ${p.board}: ${p.white} - ${p.black}: номера Бергера ${p.whiteNumber} и ${p.blackNumber}, ${p.made}.${p.forfeits.length > 0 ? ` ${f.list(p.forfeits)}: партия остаётся в таблице и засчитывается как неявка (C.05 6.6).` : ''}`,
  'explain.table.withdrawn': (p) => `${p.player} выбыл из турнира`,
  'explain.table.absent': (p) => `${p.player} не играет в этом туре`,
  'explain.table.bye': (p) =>
    `${p.player} встречается с фиктивным номером ${p.dummy}: «при нечётном числе участников наибольший номер означает свободный от игры тур» (C.05 приложение 1); ни партии, ни очков.`,
  'table.source': (p, f) =>
    `C.05 приложение 1, таблица Бергера для ${p.size - 1} или ${p.size} ${f.plural(p.size, { one: 'участника', other: 'участников' })}${p.constructed ? ', по правилу построения (ФИДЕ печатает до 16)' : ''}`,
  'table.round': (p) =>
    `${p.source}, тур ${p.round}${p.reversed ? ' с обменом цвета (второй круг)' : ''}`,
  'citation.article': (p) => `статья ${p.article}`,
  'citation.forbiddenPair': 'запрещённая пара',
  'citation.forbiddenPairOf': (p) => `${p.article} (запрещённая пара)`,
  'citation.complete': 'жеребьёвка должна быть полной',
  'citation.byeRules': 'правила системы о свободном туре',
  'citation.criteria': 'критерии системы',
  'citation.order': 'порядок составления пар в системе',
  'colour.bothPreferences': 'оба участника получают положенный им цвет',
  'colour.strongerPreference': 'удовлетворяется более сильное цветовое предпочтение',
  'colour.widerDifference':
    'оба предпочтения абсолютные: удовлетворяется то, у кого больше разница цветов',
  'colour.alternation': 'цвета чередуются от последнего тура, в котором у них были разные цвета',
  'colour.higherPreference': 'участник выше в списке получает положенный ему цвет',
  'colour.initialColour':
    'ни одно предпочтение не решает: участник выше в списке получает начальный цвет при нечётном стартовом номере, другой цвет — при чётном',
  'colour.1998.colourLimits': 'цветовые ограничения B.2',
  'colour.1998.bothPreferences': 'оба цветовых предпочтения удовлетворены',
  'colour.1998.alternation': 'цвета чередуются от последнего тура, в котором они различались',
  'colour.1998.higherPreference': 'участник выше в списке получает свой предпочтительный цвет',
  'colour.1998.drawnColour': 'цвет по жребию, по номеру участника выше в списке',
  'colour.lim.colourLimits': 'единственное распределение, оставляющее обоих в цветовых пределах',
  'colour.lim.dueColours': 'каждый участник получает положенный ему цвет',
  'colour.lim.alternation': 'обоим положен один цвет: чередование по их истории цветов',
  'colour.lim.higherRanked':
    'одинаковые истории цветов: участник выше в списке получает положенный ему цвет',
  'colour.lim.lowerRanked':
    'одинаковые истории цветов ниже медианы: участник ниже в списке получает положенный ему цвет',
  'colour.lim.neitherPlayed': 'никто из них не играл: цвет по жребию для участника выше в списке',
  'colour.lim.roundOne': 'первый тур: цвет по жребию чередуется в верхней половине',
  'colour.doubleSwiss.firstMatch': (p) =>
    `никто не играл матча: у участника выше в списке (№ ${p.player}) TPN ${p.tpn}, ${p.odd ? 'нечётный, и он получает начальный цвет' : 'чётный, и он получает цвет, противоположный начальному'}: ${p.white ? 'белые' : 'чёрные'}`,
  'colour.doubleSwiss.fewerWhites': 'белые тому, у кого было меньше белых',
  'colour.doubleSwiss.alternation':
    'цвета чередуются от последнего тура, в котором у них были разные цвета',
  'colour.doubleSwiss.higherAlternates':
    'участник выше в списке чередует цвет после своего последнего матча',
  'colour.doubleSwiss.opponentAlternates': 'соперник чередует цвет после своего последнего матча',
  'colour.table.board': (p) => `доска ${p.board}: ${p.where}`,
  'whyNot.inRound': (p) => `Тур ${p.round}: ${p.answer}`,
  'whyNot.noPlayer': (p) => `Участника № ${p.id} нет.`,
  'whyNot.himself': 'Участника нельзя поставить в пару с самим собой.',
  'whyNot.paired': (p) =>
    `${p.white} и ${p.black} играют на доске ${p.board} (у ${p.white} белые).`,
  'whyNot.table': (p, f) =>
    `${p.a} и ${p.b} встречаются (${f.plural(p.rounds.length, { one: 'тур', few: 'туры', many: 'туры', other: 'туры' })} ${f.list(p.rounds)}): каждая партия берётся из таблицы (${p.source}).`,
  'whyNot.notToPair': (p) =>
    `${p.player} не участвует в жеребьёвке тура ${p.round} (отсутствует, взял свободный тур или выбыл).`,
  'whyNot.met': (p) =>
    `${p.a} и ${p.b} уже играли друг с другом (${p.round}): два участника не встречаются дважды (${p.article}).`,
  'whyNot.forbidden': (p) => `${p.a} и ${p.b} — пара, запрещённая организатором (${p.article}).`,
  'whyNot.sameAbsoluteColour': (p) =>
    `${p.a} и ${p.b} оба должны играть ${p.white ? 'белыми' : 'чёрными'} (абсолютные цветовые предпочтения): им нельзя встречаться (${p.article}).`,
  'whyNot.incomplete': (p) =>
    `При паре ${p.a} — ${p.b} остальных участников нельзя разбить на пары полностью (${p.article}).`,
  'whyNot.apart': (p) =>
    `Ни одна полная жеребьёвка не сводит ${p.a} и ${p.b}: когда им нельзя играть ни с кем другим, ${p.bye !== null ? `№ ${p.bye} получает свободный тур по жеребьёвке` : 'они остаются порознь'} (${p.article}).`,
  'whyNot.order': (p) =>
    `Пара ${p.a} — ${p.b} не хуже по перемещениям, их очкам, цветам и повторным перемещениям, группа за группой; остальные критерии и порядок составления пар (${p.order}) ставят выбранную жеребьёвку первой.`,
  'whyNot.worse': (p, f) =>
    `Пара ${p.a} — ${p.b} даёт ${p.criterion}: ${p.other.map((x) => f.number(x)).join('; ')} вместо ${p.chosen.map((x) => f.number(x)).join('; ')} (${p.article}).`,
  'whyNot.worseElsewhere': (p, f) =>
    `Пара ${p.a} — ${p.b} сначала меняет ${p.criterion} (${p.other.map((x) => f.number(x)).join('; ')} вместо ${p.chosen.map((x) => f.number(x)).join('; ')}, ${p.article}); выбранная жеребьёвка сохраняется по критерию, который эта сводка не считает (полнота тура, ${p.completion}, или следующая группа).`,
  'criterion.byeScore': 'очки участника, свободного от игры по жеребьёвке',
  'criterion.floatsUp': (p, f) =>
    `число участников, поднимающихся в очковую группу ${f.number(p.score)}`,
  'criterion.floatsDown': (p, f) =>
    `число участников, перемещающихся вниз из группы ${f.number(p.score)}`,
  'criterion.floatScoresUp': (p, f) =>
    `очки участников, поднимающихся в очковую группу ${f.number(p.score)}`,
  'criterion.floatScoresDown': (p, f) =>
    `очки участников, перемещающихся вниз из группы ${f.number(p.score)}`,
  'criterion.colourMisses': (p, f) =>
    `участники группы ${f.number(p.score)}, не получающие положенный цвет`,
  'criterion.strongColourMisses': (p, f) =>
    `участники группы ${f.number(p.score)}, чьё сильное цветовое предпочтение не удовлетворено`,
  'criterion.repeatedFloats': (p, f) =>
    `участники группы ${f.number(p.score)}, перемещающиеся в ту же сторону, что и в прошлом туре`,
  'check.shape': (p) => `${p.problem} (каждый участник жеребьёвки в паре ровно один раз)`,
  'pairingShape.unknown': (p) => `участника ${p.player} нет в списке`,
  'pairingShape.notToPair': (p) => `участник ${p.player} не участвует в жеребьёвке тура ${p.round}`,
  'pairingShape.twice': (p) => `участник ${p.player} указан дважды`,
  'pairingShape.himself': (p) => `участник ${p.player} в паре сам с собой`,
  'pairingShape.notPaired': (p) => `участник ${p.player} не получил пары`,
  'pairingShape.noBye': (p, f) =>
    `${f.plural(p.count, { one: `для жеребьёвки ${p.count} участник`, few: `для жеребьёвки ${p.count} участника`, many: `для жеребьёвки ${p.count} участников`, other: `для жеребьёвки ${p.count} участника` })}, но никто не свободен от игры`,
  'pairingShape.byeGiven': (p, f) =>
    `${f.plural(p.count, { one: `для жеребьёвки ${p.count} участник`, few: `для жеребьёвки ${p.count} участника`, many: `для жеребьёвки ${p.count} участников`, other: `для жеребьёвки ${p.count} участника` })}, но один свободен от игры`,
  'check.rematch': (p) =>
    `доска ${p.board}: ${p.white} и ${p.black} уже играли друг с другом (${p.round}; ${p.article})`,
  'check.forbidden': (p) =>
    `доска ${p.board}: ${p.white} и ${p.black} — запрещённая пара (${p.article})`,
  'check.colours': (p) =>
    `доска ${p.board}: у ${p.player} был бы ${p.threeInARow ? 'один и тот же цвет три раза подряд' : `перевес цвета ${p.difference}`} (${p.articles.join(', ')})`,
  'check.byeAfterWin': (p) =>
    `${p.player} свободен от игры по жеребьёвке, хотя уже получил победу без игры (${p.round}; ${p.article})`,
  'check.worse': (p, f) =>
    `${p.criterion}: ${p.other.map((x) => f.number(x)).join('; ')} против ${p.chosen.map((x) => f.number(x)).join('; ')} в жеребьёвке ${p.system} (${p.article})`,
  'check.noneBroken': (p) => `Тур ${p.round}: ни один абсолютный критерий не нарушен.`,
  'check.broken': (p, f) =>
    `Тур ${p.round}: ${f.plural(p.count, { one: `нарушен ${p.count} абсолютный критерий:`, few: `нарушены ${p.count} абсолютных критерия:`, many: `нарушено ${p.count} абсолютных критериев:`, other: `нарушено ${p.count} абсолютного критерия:` })}`,
  'check.worseThanEngine': 'Хуже собственной жеребьёвки программы по:',
  'check.asGood': 'Не хуже собственной жеребьёвки программы по перемещениям, их очкам и цветам.',
  'check.table.same': (p) => `Каждая доска — из таблицы (${p.where}).`,
  'check.table.differs': (p) => `Отличается от таблицы (${p.where}):`,
  'check.table.notInTable': (p) => `доска ${p.board}: ${p.white}-${p.black} нет в таблице`,
  'check.table.missing': (p) => `доска ${p.board}: нет пары, в таблице ${p.white}-${p.black}`,
  'check.table.otherGame': (p) =>
    `доска ${p.board}: ${p.white}-${p.black}, в таблице ${p.tableWhite}-${p.tableBlack}${p.reversed ? ' (цвета поменяны)' : ''}`,
  'check.table.freeWithoutDummy': (p) => `№ ${p.player} указан свободным, но по таблице играют все`,
  'check.table.free': (p) =>
    `по таблице свободен № ${p.player}${p.shown === null ? '' : `, а не № ${p.shown}`}`,
  // Пояснения командной жеребьёвки (C.04.6).
  'teamExplain.team': (p, f) =>
    `${p.name} (№ ${p.tpn}${p.score !== null ? `, ${f.number(p.score)} оч.` : ''})`,
  'teamExplain.unnamed': 'Команда',
  'teamExplain.heading': (p) =>
    `Тур ${p.round} (швейцарская система для команд C.04.6; основной показатель: ${p.matchPoints ? 'командные очки' : 'индивидуальные очки'}, ${p.colourType === 'none' ? 'без цветовых предпочтений' : `цвета типа ${p.colourType}`})`,
  'teamExplain.teamBye': (p) => `${p.team} свободна в этом туре (240) и не участвует в жеребьёвке.`,
  'teamExplain.pab.hadBye': (p) =>
    `${p.team} уже была свободна по жеребьёвке или получила победу без игры ([C2])`,
  'teamExplain.pab.noLegalPairing': (p) =>
    `${p.team} не оставила бы остальным допустимой жеребьёвки (3.4.1, [C3])`,
  'teamExplain.pab': (p, f) =>
    `${p.team} свободна по жеребьёвке: ${f.plural(p.teams, { one: `${p.teams} команда`, few: `${p.teams} команды`, many: `${p.teams} команд`, other: `${p.teams} команды` })} для пар, нечётное число (1.4); она первая в порядке 3.4 (меньше очков, больше сыгранных матчей, больший TPN)${p.reasons.length > 0 ? ` среди команд, которые могут быть свободны. Перед ней: ${p.reasons.join('; ')}` : ''}.`,
  'teamExplain.bracket': (p, f) =>
    `Группа ${p.bracket}: верхняя очковая группа (3.2) с ${f.number(p.score)} оч., ${f.plural(p.residents.length, { one: `${p.residents.length} команда`, few: `${p.residents.length} команды`, many: `${p.residents.length} команд`, other: `${p.residents.length} команды` })}: ${p.residents.map((x) => `№ ${x}`).join(' ')}.`,
  'teamExplain.noUpfloaters':
    'Никто не поднимается ([C4]): группа разбивается на пары внутри себя, и команды ниже ещё можно полностью разбить на пары ([C1], [C3]).',
  'teamExplain.upfloaters': (p) =>
    `Поднимаются (3.5): ${p.upfloaters.join('; ')}. ${p.odd ? 'Группа нечётная; ' : ''}[C4] не меньше поднимающихся и [C5] не больше очков оставляют допустимую жеребьёвку группы и команд ниже ([C1], [C3]); это первый такой набор в порядке 3.5.4 (очки по убыванию, затем TPN по возрастанию), соблюдающий [C6] и [C7]${p.lastTwoRounds ? ' ([C7] не действует в двух последних турах)' : ` (поднимались в прошлом туре: ${p.floated})`}.`,
  'teamExplain.identifierFirst': (p) =>
    `Идентификатор жеребьёвки ${p.identifier.join(' ')} (3.6.2): первый допустимый в порядке 3.6.3, и никакой другой не лучше по [C8]-[C10] (${p.values}).`,
  'teamExplain.identifierDecided': (p) =>
    `Идентификатор жеребьёвки ${p.identifier.join(' ')} (3.6.2): у первого допустимого, ${p.first.join(' ')}, ${p.criterion}: ${p.firstCount} против ${p.count} здесь, поэтому решает ${p.article} (3.6.4; ${p.values}).`,
  'teamExplain.c8': 'команды, чьё цветовое предпочтение не удовлетворено',
  'teamExplain.c9': 'команды, чьё сильное цветовое предпочтение не удовлетворено',
  'teamExplain.c10': 'соперники поднявшихся, которые поднимались в прошлом туре',
  'teamExplain.match': (p) =>
    `Матч ${p.match}: ${p.white} - ${p.black}, группа ${p.bracket}${p.floater !== null ? `; ${p.floater} поднимается (1.5)` : ''}. У ${p.white} белые на 1-й доске: ${p.rule} (${p.article}).`,
  'teamExplain.pabMatch': (p) => `${p.team}: свободна по жеребьёвке.`,
  'teamColour.4.3.1':
    'ни одна команда не играла матча: первая команда (4.2) получает начальный цвет, или другой цвет при чётном TPN',
  'teamColour.4.3.2': 'цветовое предпочтение есть только у одной команды, и оно удовлетворено',
  'teamColour.4.3.3': 'у команд противоположные цветовые предпочтения, оба удовлетворены',
  'teamColour.4.3.4':
    'сильное цветовое предпочтение (тип B) есть только у одной команды, и оно удовлетворено',
  'teamColour.4.3.5': 'белые получает команда с меньшей разницей цветов',
  'teamColour.4.3.6':
    'цвета чередуются от последнего матча, в котором одна команда играла белыми, а другая чёрными',
  'teamColour.4.3.7': 'цветовое предпочтение первой команды удовлетворено',
  'teamColour.4.3.8': 'цвет первой команды чередуется после её последнего сыгранного матча',
  'teamColour.4.3.9': 'цвет другой команды чередуется после её последнего сыгранного матча',
  'teamWhyNot.noTeam': (p) => `Команды № ${p.tpn} нет.`,
  'teamWhyNot.itself': 'Команду нельзя поставить в пару с самой собой.',
  'teamWhyNot.notToPair': (p) =>
    `${p.team} не участвует в жеребьёвке тура ${p.round} (свободна, 240).`,
  'teamWhyNot.paired': (p) =>
    `${p.white} и ${p.black} играют в матче ${p.match} (у ${p.white} белые на 1-й доске).`,
  'teamWhyNot.met': (p) =>
    `${p.a} и ${p.b} уже играли друг с другом в туре ${p.round}: две команды не встречаются дважды ([C1], Основные правила ст. 2).`,
  'teamWhyNot.forbidden': (p) =>
    `${p.a} и ${p.b} не могут встречаться в этом туре: организатор запретил эту пару (260, [C1]).`,
  'teamWhyNot.incomplete': (p) =>
    `При паре ${p.a} — ${p.b} остальные команды нельзя полностью разбить на пары ([C3]).`,
  'teamWhyNot.apart': (p) =>
    `Ни одна полная жеребьёвка не сводит ${p.a} и ${p.b}: ${p.pab !== null ? `${p.pab} была бы свободна по жеребьёвке (3.4)` : 'они остаются порознь'} ([C3]).`,
  'teamWhyNot.pab': (p) =>
    `При паре ${p.a} — ${p.b} свободной по жеребьёвке была бы ${p.pab ?? 'никакая команда'} вместо ${p.chosen}: 3.4 сначала выбирает PAB, первую команду в своём порядке, оставляющую допустимую жеребьёвку (3.3.2, шаг 1).`,
  'teamWhyNot.upfloaterCount': (p, f) =>
    `Пара ${p.a} — ${p.b} требует поднять в группу с ${f.number(p.score)} оч. команд: ${p.count} вместо ${p.chosen} ([C4]).`,
  'teamWhyNot.upfloaterScores': (p, f) =>
    `Пара ${p.a} — ${p.b} требует поднять в группу с ${f.number(p.score)} оч. команды с очками ${p.scores.map((x) => f.number(x)).join('; ')} вместо ${p.chosen.map((x) => f.number(x)).join('; ')} ([C5]).`,
  'teamWhyNot.floated': (p, f) =>
    `Пара ${p.a} — ${p.b} поднимает в группу с ${f.number(p.score)} оч. команд, поднимавшихся в прошлом туре: ${p.count} вместо ${p.chosen} ([C7]), или нарушает [C6].`,
  'teamWhyNot.upfloaters': (p, f) =>
    `Пара ${p.a} — ${p.b} требует поднять в группу с ${f.number(p.score)} оч. команды ${p.upfloaters.join(' ')}; ${p.chosen.join(' ')} идут раньше в порядке 3.5.4 и соблюдают [C6] и [C7] (3.5.5).`,
  'teamWhyNot.criterion': (p, f) =>
    `Пара ${p.a} — ${p.b} даёт в группе с ${f.number(p.score)} оч. ${p.criterion}: ${p.count} вместо ${p.chosen} (${p.article}, 3.6.4).`,
  'teamWhyNot.identifier': (p, f) =>
    `Пара ${p.a} — ${p.b} не хуже по [C8]-[C10] в группе с ${f.number(p.score)} оч.; её идентификатор жеребьёвки ${p.identifier.join(' ')} идёт после ${p.chosen.join(' ')} (3.6.3).`,
  'teamWhyNot.unchanged': (p) =>
    `Пара ${p.a} — ${p.b} не меняет выбора ни одной группы, который сравнивает сводка; порядок 3.5.4 и 3.6.3 сохраняет выбранную жеребьёвку.`,
  'import.taken': (p) =>
    `В этой таблице уже есть турнир (листы ${p.tabs}). Импортируйте в новую таблицу (Файл > Создать > Таблица) или сначала удалите эти листы.`,
  // The engine's refusals (src/engine/refusal.ts), said in the tournament's language.
  'trf.detail': (p) => p.detail,
  'trf.atLine': (p) => `строка ${p.line}: ${p.detail}`,
  'trf.atColumn': (p) => `строка ${p.line}, столбец ${p.column}: ${p.detail}`,
  'trf.atColumns': (p) => `строка ${p.line}, столбцы ${p.column}-${p.columnEnd}: ${p.detail}`,
  'trf.field.pairingNumber': 'стартовый номер',
  'trf.field.sex': 'пол',
  'trf.field.title': 'звание',
  'trf.field.name': 'имя',
  'trf.field.rating': 'рейтинг',
  'trf.field.federation': 'федерация',
  'trf.field.fideNumber': 'FIDE ID',
  'trf.field.birthDate': 'дата рождения',
  'trf.field.points': 'очки',
  'trf.field.rank': 'место',
  'trf.field.roundOpponent': (p) => `соперник в туре ${p.round}`,
  'trf.fieldCut': (p) =>
    `строка обрывается внутри поля «${p.field}»; оно должно занимать столбцы ${p.start}-${p.end} (с выравниванием вправо)`,
  'trf.fieldDigits': (p) => `в поле «${p.field}» ожидаются цифры, найдено «${p.found}»`,
  'trf.fieldDecimal': (p) =>
    `в поле «${p.field}» ожидается число вида 11.5 (с точкой), найдено «${p.found}»`,
  'trf.blankBetweenFields': (p) =>
    `между полями ожидается пробел, найдено «${p.found}» (строка сдвинута или поле слишком длинное?)`,
  'trf.stopsBeforePairingNumber': 'строка игрока обрывается до стартового номера (столбцы 5-8)',
  'trf.pairingNumberRange': 'ожидается стартовый номер от 1 до 9999',
  'trf.roundBlank': (p) =>
    `тур ${p.round}: ожидается пробел, найдено «${p.found}» (блок тура — «oooo c r»: соперник в столбцах ${p.start}-${p.end}, цвет в столбце ${p.colour}, результат в столбце ${p.result})`,
  'trf.roundColour': (p) =>
    `тур ${p.round}: цвет должен быть w, b, - или пробел, найдено «${p.found}»`,
  'trf.roundResultCode': (p) =>
    `тур ${p.round}: неизвестный код результата «${p.found}»; ожидается один из 1 = 0 + - W D L H F U Z или пробел`,
  'trf.roundColourAlone': (p) => `тур ${p.round}: цвет указан без соперника и результата`,
  'trf.roundResultNeedsOpponent': (p) =>
    `тур ${p.round}: «${p.result}» — результат партии, для него нужен соперник, а указан 0000`,
  'trf.roundByeColour': (p) =>
    `тур ${p.round}: у пропуска или отсутствия («${p.result}») цвет - или пробел, найдено «${p.found}»`,
  'trf.roundSelf': (p) => `тур ${p.round}: игрок ${p.player} поставлен против самого себя`,
  'trf.roundByeOpponent': (p) =>
    `тур ${p.round}: «${p.result}» — код пропуска или отсутствия, соперник должен быть 0000, а указан ${p.opponent}`,
  'trf.roundGameColour': (p) =>
    `тур ${p.round}: для партии против ${p.opponent} нужен цвет w или b`,
  'trf.record': (p) => `запись ${p.code}`,
  'trf.recordPart': (p) => `запись ${p.code}, ${p.part}`,
  'trf.codePart': (p) => `${p.code}, ${p.part}`,
  'trf.part.firstRound': 'первый тур',
  'trf.part.lastRound': 'последний тур',
  'trf.part.firstPlayerId': 'первый номер игрока',
  'trf.part.lastPlayerId': 'последний номер игрока',
  'trf.part.playerId': 'номер игрока',
  'trf.part.player': 'игрок',
  'trf.part.round': 'тур',
  'trf.part.roundN': (p) => `тур ${p.round}`,
  'trf.part.teamPairingNumber': 'стартовый номер команды',
  'trf.part.strengthFactor': 'коэффициент силы',
  'trf.part.matchPoints': 'матчевые очки',
  'trf.part.gamePoints': 'очки за партии',
  'trf.part.teamRank': 'место команды',
  'trf.part.pabMatchPoints': 'матчевые очки за пропуск тура по жеребьёвке',
  'trf.part.pabGamePoints': 'очки за партии за пропуск тура по жеребьёвке',
  'trf.part.team': 'команда',
  'trf.part.whiteTeam': 'команда белыми',
  'trf.part.blackTeam': 'команда чёрными',
  'trf.part.opponent': 'соперник',
  'trf.part.firstTeam': 'первая команда',
  'trf.part.lastTeam': 'последняя команда',
  'trf.part.roundCount': 'число туров (XXR / 142)',
  'trf.part.initialColour': 'начальный цвет (XXC / 152)',
  'trf.part.bbxRecords': 'записи BBx',
  'trf.part.win': 'за победу',
  'trf.part.draw': 'за ничью',
  'trf.part.loss': 'за поражение',
  'trf.none': 'нет',
  'trf.blank': 'пусто',
  'trf.orList': (p, f) => f.list(p.items, 'or'),
  'trf.noPlayers': 'нет записей игроков (строк, начинающихся с 001)',
  'trf.noSuchPlayer': (p) => `${p.what}: нет игрока ${p.player}`,
  'trf.blankAfterCode': (p) =>
    `после кода записи «${p.code}» ожидается пробел, найдено «${p.found}»`,
  'trf.blankAfterCodeOnly': (p) => `после кода записи «${p.code}» ожидается пробел`,
  'trf.numberUsed': (p) => `стартовый номер ${p.number} уже занят в строке ${p.line}`,
  'trf.record299': 'запись 299 (нестандартное начисление очков) не поддерживается',
  'trf.unrecognised': (p) =>
    `нераспознанная строка: строка TRF начинается с трёхсимвольного кода записи (${p.codes}, ...), найдено «${p.found}»`,
  'trf.disagree': (p) => `${p.what}: ${p.first} в строке ${p.line} и ${p.here} здесь`,
  'trf.otherPointSystem': (p) =>
    `${p.what}: система очков не совпадает с ${p.first} в строке ${p.line}`,
  'trf.xxaRoundBeyond': (p) =>
    `XXA: у игрока ${p.player} есть значение для тура ${p.round}, а туров в турнире ${p.rounds} (XXR/142)`,
  'trf.xxaTwice': (p) => `XXA: у игрока ${p.player} уже есть ускорение в строке ${p.line}`,
  'trf.r250Beyond': (p) =>
    `запись 250: ускоряет туры до ${p.last}-го, а туров в турнире ${p.rounds} (XXR/142)`,
  'trf.accelerationsDiffer': (p) =>
    `записи XXA и 250 дают игроку ${p.player} разное ускорение (${p.xxa} против ${p.r250})`,
  'trf.r260Partial': (p) =>
    `запись 260 запрещает эти пары только в турах ${p.first}-${p.last}; поддерживаются только запреты на весь турнир (с 1-го тура по последний, с XXR/142)`,
  'trf.byeBeyond': (p) =>
    `${p.what}: даёт игроку ${p.player} пропуск в туре ${p.round}, а туров в турнире ${p.rounds} (XXR/142)`,
  'trf.byeConflict': (p) =>
    `${p.what}: игроку ${p.player} даётся пропуск ${p.type} в туре ${p.round}, но в его строке (${p.line}, столбцы ${p.start}-${p.end}) уже записаны соперник ${p.opponent}, результат ${p.result}`,
  'trf.positiveWhole': (p) =>
    `${p.what}: ожидается целое положительное число, найдено «${p.found}»`,
  'trf.numberLike10': (p) => `${p.what}: ожидается число вида 1.0 (с точкой), найдено «${p.found}»`,
  'trf.numberLike15': (p) => `${p.what}: ожидается число вида 1.5 (с точкой), найдено «${p.found}»`,
  'trf.numberLike115': (p) =>
    `${p.what}: ожидается число вида 11.5 (с точкой), найдено «${p.found}»`,
  'trf.wholeNumber': (p) => `${p.what}: ожидается целое число, найдено «${p.found}»`,
  'trf.roundCountOne': (p) => `${p.what}: ожидается одно число — число туров, найдено «${p.found}»`,
  'trf.xxcBoth': 'XXC: указаны и white1, и black1',
  'trf.xxcUnknown': (p) =>
    `XXC: неизвестный параметр «${p.found}»; ожидается white1, black1 или rank`,
  'trf.r152Colour': (p) => `запись 152: ожидается начальный цвет W или B, найдено «${p.found}»`,
  'trf.xxaCutId': 'XXA: строка обрывается внутри номера игрока (столбцы 5-8)',
  'trf.xxaId': (p) => `XXA: в столбцах 5-8 ожидается стартовый номер игрока, найдено «${p.found}»`,
  'trf.xxaBlank': (p) =>
    `XXA: ожидается пробел (значения шириной 4 столбца, по одному на тур, начиная со столбца 10), найдено «${p.found}»`,
  'trf.xxaCutValue': (p) =>
    `XXA: строка обрывается внутри значения для тура ${p.round} (с выравниванием вправо в столбцах ${p.start}-${p.end})`,
  'trf.r250MatchPoints': (p) =>
    `запись 250: матчевые очки (столбцы 5-8) бывают только в командных турнирах (swiss-pair --team), не в личных; найдено «${p.found}»`,
  'trf.r250Digits': (p) =>
    `запись 250: в столбцах ${p.start}-${p.end} ожидается «${p.what}» цифрами, найдено «${p.found}»`,
  'trf.r250Order':
    'запись 250: ожидается первый тур >= 1, последний тур >= первого и последний номер >= первого',
  'trf.r250TeamOrder':
    'запись 250: ожидается первый тур >= 1, последний тур >= первого и последняя команда >= первой',
  'trf.idsAtLeast': (p, f) =>
    `${p.what}: ожидается не менее ${f.plural(p.minimum, { one: `${p.minimum} стартового номера`, other: `${p.minimum} стартовых номеров` })}`,
  'trf.idTwice': (p) => `${p.what}: стартовый номер указан дважды`,
  'trf.r260Items':
    'запись 260: ожидаются первый тур, последний тур и не менее двух номеров игроков',
  'trf.r260Order': 'запись 260: последний тур раньше первого',
  'trf.r260Twice': 'запись 260: номер игрока указан дважды',
  'trf.r240Items':
    'запись 240: ожидаются вид пропуска (F, H или Z), тур и хотя бы один номер игрока',
  'trf.r240Type': (p) => `запись 240: неизвестный вид пропуска «${p.found}»; ожидается F, H или Z`,
  'trf.blankBetweenIds': (p) =>
    `${p.what}: столбец ${p.column} между двумя номерами должен быть пустым`,
  'trf.rosterGap': (p) => `запись ${p.code}: в составе команды пропуск (0000) между игроками`,
  'trf.r330Items': 'запись 330: ожидаются вид неявки (+-, -+ или --), тур и две команды',
  'trf.r330Type': (p) => `запись 330: неизвестный вид неявки «${p.found}»; ожидается +-, -+ или --`,
  'trf.r352': (p) =>
    `запись 352: ожидается последовательность цветов из W и B, найдено «${p.found}»`,
  'trf.r362Items': 'запись 362: ожидаются пары из символа (TW, TD, TL) и его матчевых очков',
  'trf.r362Symbol': (p) => `запись 362: неизвестный символ «${p.found}»; ожидается TW, TD или TL`,
  'trf.noTeams': 'нет записей команд (строк, начинающихся с 310 или 013): это не командный турнир',
  'trf.mixedTeamRecords': 'в файле смешаны записи команд 013 и 310; задайте команды одним способом',
  'trf.teamNumberUsed': (p) => `стартовый номер команды ${p.team} уже занят в строке ${p.line}`,
  'trf.rosterUnknownPlayer': (p) =>
    `в составе команды ${p.team} указан игрок ${p.player}, у которого нет строки 001`,
  'trf.teamNumbersGap': (p) =>
    `стартовые номера команд должны идти от 1 до ${p.teams} (C.04.6 1.1.1); нет команды ${p.missing}`,
  'trf.noSuchTeam': (p) => `${p.what}: нет команды ${p.team}`,
  'trf.xxsEmpty': 'XXS: ожидаются элементы КОД=ЗНАЧЕНИЕ',
  'trf.xxsItem': (p) => `XXS: ожидается КОД=ЗНАЧЕНИЕ, найдено «${p.found}»`,
  'trf.xxsCode': (p) => `XXS: неизвестный код «${p.found}»; ожидается один из ${p.codes}`,
  'trf.xxsColours': (p) =>
    `XXS даёт ${p.what} белыми (${p.white}) и чёрными (${p.black}) разные очки; начисление очков в зависимости от цвета не поддерживается`,
  'trf.r162Item': (p) =>
    `запись 162: ожидается символ результата (W D L A P X) и его очки, найдено «${p.found}»`,
  'trf.r162Z':
    'запись 162: «Z» — пропуск с нулём очков в диалекте bbpPairings (его запись BBZ), а не символ TRF-2026; TRF-2026 пишет его как A (отсутствие: пропуск с нулём очков и поражение за неявку): напишите A или задайте значения строками BBZ/BBF, если они различаются',
  'trf.r162Symbol': (p) =>
    `запись 162: неизвестный символ результата «${p.found}»; ожидается W D L A P или X`,
  'trf.r162Empty': 'запись 162: не указан ни один символ результата',
  'trf.entryBeyond': (p) =>
    `у игрока ${p.player} есть запись для тура ${p.round}, а туров в турнире ${p.rounds} (XXR/142)`,
  'trf.byeTwiceInRound': (p) =>
    `тур ${p.round}: у игрока ${p.player} пропуск тура по жеребьёвке, но он уже есть у игрока ${p.other} (не больше одного за тур)`,
  'trf.pairedWithNobody': (p) =>
    `тур ${p.round}: игрок ${p.player} поставлен против ${p.opponent}, но игрока ${p.opponent} нет (нет строки 001 с таким стартовым номером)`,
  'trf.pairedNotBack': (p) =>
    `тур ${p.round}: игрок ${p.player} поставлен против ${p.opponent}, но ${p.their}`,
  'trf.pairedSameColour': (p) =>
    `тур ${p.round}: игрок ${p.player} поставлен против ${p.opponent} с цветом ${p.colour}, но ${p.their}; ожидается противоположный цвет`,
  'trf.pairedResults': (p) =>
    `тур ${p.round}: игрок ${p.player} поставлен против ${p.opponent} с результатом ${p.result}, но ${p.their}; результаты противоречат друг другу (ожидается ${p.expected})`,
  'trf.theirEntry': (p) =>
    `в записи игрока ${p.player} за тур ${p.round} (строка ${p.line}) стоит ${p.entry}`,
  'trf.entry': (p) => `${p.opponent}, цвет ${p.colour}, результат ${p.result}`,
  'trf.entry.none': 'пусто',
  'trf.entry.noOpponent': 'нет соперника',
  'trf.entry.opponent': (p) => `соперник ${p.opponent}`,
  'engine.noPairing.criteria': (p) =>
    `тур ${p.round}: ни одна жеребьёвка не удовлетворяет абсолютным критериям ${p.criteria} для всех участников (${p.players})`,
  'engine.noPairing.chiefArbiter': (p) =>
    `тур ${p.round}: ни одна жеребьёвка не удовлетворяет абсолютным критериям [C1]-[C3] для всех участников (${p.players}) (${p.article}: решает главный судья)`,
  'engine.noPairing.limMedian': (p) =>
    `тур ${p.round}: среднюю очковую группу нельзя спарить, даже отменив все остальные пары (Lim 2.6)`,
  'engine.noPairing.limCompatible': (p) =>
    `тур ${p.round}: не всем участникам (${p.players}) можно подобрать допустимых соперников (Lim 2.1)`,
  'engine.noPairing.limBye': (p) =>
    `тур ${p.round}: никому нельзя дать пропуск тура по жеребьёвке так, чтобы остальных можно было спарить (Lim 1.1, 2.1, C.04.1 4)`,
  'engine.noPairing.byeComplete': (p) =>
    `никому нельзя дать пропуск тура по жеребьёвке так, чтобы остальные были спарены полностью (${p.articles})`,
  'engine.noPairing.byeLegal': (p) =>
    `никому нельзя дать пропуск тура по жеребьёвке так, чтобы остальных можно было спарить по правилам (${p.articles})`,
  'engine.noPairing.doubleSwiss': (p) =>
    `матч-тур ${p.match}: ни одна жеребьёвка всех участников (${p.players}) не удовлетворяет [C1] (двойная швейцарская 3.1)`,
  'engine.noPairing.teamBye': (p) =>
    `тур ${p.round}: ни одной команде нельзя дать пропуск тура по жеребьёвке так, чтобы остальных можно было спарить по правилам (C.04.6 3.4, [C2], [C3])`,
  'engine.noPairing.teamsMeetAgain': (p) =>
    `тур ${p.round}: все команды нельзя спарить без повторных встреч (C.04.6 [C1], [C3])`,
  'engine.noPairing.tableRounds': (p, f) =>
    `в таблице для ${p.players} ${f.plural(p.players, { one: 'участника', other: 'участников' })} ${f.plural(p.total, { one: `${p.total} тур`, few: `${p.total} тура`, many: `${p.total} туров`, other: `${p.total} тура` })}; тура ${p.round} в ней нет`,
  'engine.noPairing.tableDeparts': (p) =>
    `${p.round > 0 ? `тур ${p.round}: ` : ''}${p.deviation}; продолжить по таблице нельзя`,
  'engine.table.numbers': (p) =>
    `стартовые номера должны быть от 1 до ${p.players} — номера по Бергеру, разыгранные до 1-го тура; у игрока ${p.player} не так`,
  'engine.table.byeInTable': (p) =>
    `игрок ${p.player} играет с ${p.opponent}, а по таблице ${p.player} свободен`,
  'engine.table.otherOpponent': (p) =>
    `игрок ${p.player} играет с ${p.opponent}, а по таблице ${p.player} играет с ${p.planned}`,
  'engine.table.coloursReversed': (p) =>
    `${p.player}-${p.opponent} — партия по таблице, сыгранная с обратными цветами (${p.opponent}-${p.player})`,
  'engine.table.lateEntry': (p) =>
    `у игрока ${p.player} нет записи в 1-м туре, где по таблице ${p.player} играет с ${p.opponent}: в круговой турнир нельзя войти после 1-го тура`,
  'engine.baku.scoring': (p) =>
    `бакинское ускорение требует, чтобы победа стоила двух ничьих, а поражение — ноль (C.04.7 1.1); в этом турнире ${p.scores}`,
  'engine.baku.rounds':
    'для бакинского ускорения нужно число туров (C.04.7 1.4: ускоряется первая половина туров); укажите XXR или запись 062/142',
  'engine.baku.teamScoring': (p) =>
    `бакинскому ускорению нужны матчевые очки, где победа равна двум ничьим, а поражение — нулю (запись 362 даёт ${p.scores})`,
  'engine.baku.teamRounds': 'для бакинского ускорения нужно число туров (запись 142)',
  'engine.teamCode.sameScores': (p) =>
    `запись 192 «${p.code}»: дополнительный счёт повторяет основной`,
  'engine.teamCode.bakuPrimary': (p) =>
    `запись 192 «${p.code}»: бакинскому ускорению нужны матчевые очки как основной счёт (C.04.7 1.4)`,
  'engine.teamTiebreak.score': (p) => `«${p.item}»: после «:» должен стоять счёт MP или GP`,
  'engine.teamTiebreak.mpvgp': (p) =>
    `«${p.item}»: у MPvGP (C.07 13.1) нет ни счёта, ни модификатора`,
  'engine.teamTiebreak.de': (p) =>
    `«${p.item}»: командный ${p.code} считается по командным очкам без неявок (C.07 13, 6.1.1); здесь без счёта и модификатора`,
  'engine.teamTiebreak.sssc': (p) =>
    `«${p.item}»: для SSSC (C.07 13.4) нужен только нормирующий множитель, как в SSSC/K4 (/F и /P пока не вычисляются)`,
  'engine.teamTiebreak.esbScore': (p) => `«${p.item}»: ${p.code} сам задаёт свои очки (C.07 13.2)`,
  'engine.teamTiebreak.cut': (p) =>
    `«${p.item}»: здесь ${p.code} допускает один Cut-1 или Cut-2 (/C1, /C2); «/${p.modifier}» для команд пока не вычисляется`,
  'engine.teamTiebreak.notYet': (p) =>
    `«${p.item}»: командный дополнительный показатель ${p.code} (C.07 12-13) пока не вычисляется; вычисляются MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP] и EMMSB/EMGSB/EGMSB/EGGSB, последние — с /C1 или /C2`,
  'engine.teamTiebreak.unknown': (p) =>
    `«${p.item}» — не командный дополнительный показатель, который вычисляет эта программа (MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP][/C1|/C2], EMMSB, EMGSB, EGMSB, EGGSB)`,
  'engine.tiebreaks.refusedForKind': (p) =>
    `${p.refused} не может распределять места в этом турнире: ${p.reason}`,
  'engine.tiebreaks.buchholzInRoundRobin':
    'C.07 (2026) ст. 8: показатели семейства Бухгольца не применяются в круговых турнирах',
  'engine.fixedGames.table': (p) =>
    `заданные партии: в системе «${p.system}» все партии берутся из таблицы; жеребьёвать вокруг них нечего`,
  'engine.fixedGames.problems': (p) => `заданные партии: ${p.problems.join('; ')}`,
  'engine.trfWrite.lineBreak': (p) =>
    `нельзя записать TRF: запись ${p.record} («${p.text}») содержит перенос строки, а строка TRF его не допускает: напишите текст в одну строку`,
  'engine.teamRounds.twoRosters': (p) =>
    `игрок ${p.player} есть в составах команд ${p.first} и ${p.second}`,
  'engine.teamRounds.offRoster': (p) =>
    `тур ${p.round}: игрок ${p.player} (команда ${p.team}) играет с игроком ${p.opponent}, которого нет ни в одном составе`,
  'engine.teamRounds.ownTeam': (p) =>
    `тур ${p.round}: игрок ${p.player} играет с игроком ${p.opponent} своей же команды ${p.team}`,
  'engine.teamRounds.twoMatches': (p) =>
    `тур ${p.round}: игроки команды ${p.team} играют с командами ${p.first} и ${p.second}; тур — это один матч`,
  'engine.teamRounds.byeAndMatch': (p) =>
    `тур ${p.round}: у команды ${p.team} и пропуск ${p.type} (240), и матч`,
  'engine.teamRounds.pabAndMatch': (p) =>
    `тур ${p.round}: у команды ${p.team} и пропуск тура по жеребьёвке, и матч`,
  'engine.teamRounds.forfeitOther': (p) =>
    `тур ${p.round}: запись 330 ставит команду ${p.team} против команды ${p.other}, а её игроки играют с командой ${p.opponent}`,
  'engine.teamRounds.notBack': (p) =>
    `тур ${p.round}: команда ${p.team} играет с командой ${p.opponent}, игроки которой не играют с командой ${p.team}`,
  'engine.typeCode.otherKind': (p) =>
    `запись 192 указывает «${p.code}» — ${p.kind}, такие турниры эта программа не жеребьёвит`,
  'engine.typeCode.roundRobin': 'круговой турнир',
  'engine.typeCode.knockout': 'турнир на выбывание',
  'engine.typeCode.scheveningen': 'турнир по схевенингенской системе',
  'engine.typeCode.schiller': 'турнир по системе Шиллера',
  'engine.typeCode.team': 'командный турнир',
  'engine.typeCode.unclaimed': (p) =>
    `запись 192 указывает «${p.code}», этот код не относится ни к одной системе программы, поэтому систему жеребьёвки нужно указать`,
  'engine.match.noGame1': (p) =>
    `игрок ${p.player}, матч ${p.match} (туры ${p.first} и ${p.second} в TRF): партия 2 записана без партии 1`,
  'engine.match.noGame2': (p) =>
    `игрок ${p.player}, матч ${p.match} (туры ${p.first} и ${p.second} в TRF): партия 1 записана без партии 2`,
  'engine.match.otherOpponent': (p) =>
    `игрок ${p.player}, матч ${p.match} (туры ${p.first} и ${p.second} в TRF): обе партии матча играются с одним соперником, а в партии 1 стоит ${p.game1}, в партии 2 — ${p.game2}`,
  'engine.match.sameColour': (p) =>
    `игрок ${p.player}, матч ${p.match} (туры ${p.first} и ${p.second} в TRF): цвета в матче чередуются (ст. 0), а в обеих партиях цвет ${p.colour}`,
  'engine.match.byeSplit': (p) =>
    `игрок ${p.player}, матч ${p.match} (туры ${p.first} и ${p.second} в TRF): пропуск относится ко всему матчу (ст. 0), а в партии 1 стоит ${p.game1}, в партии 2 — ${p.game2}`,
  'engine.match.noResult': 'нет результата',

  'import.failed': (p) => `Файл TRF нельзя импортировать: ${p.reason}`,
  'import.unshowable.noRecord': (p) =>
    `тур ${p.round}: участник ${p.player} играет с участником ${p.opponent}, у которого нет записи за этот тур`,
  'import.unshowable.result': (p) =>
    `тур ${p.round}: у партии ${p.white} - ${p.black} результат «${p.whiteResult}» / «${p.blackResult}», а не 1-0, ½-½, 0-1 или неявка`,
  'language.noSettingsTab': (p) =>
    `Нет листа «${p.tab}» для хранения языка: сначала создайте листы турнира.`,

  // The players' page.
  'page.notStarted': 'Не начат',
  'page.round': (p) => `Тур ${p.round}`,
  'page.match': (p) => `Матч ${p.match}`,
  'page.nameOrTeam': 'Ваша фамилия или команда',
  'page.noPlayerOrTeam': 'В этом туре нет участника или команды с таким названием.',
  'page.roundOf': (p) => `Тур ${p.round} из ${p.rounds}`,
  'page.beforeRound1': 'До 1-го тура',
  'page.afterRound': (p) => `После ${p.round}-го тура`,
  'page.pairings': 'Жеребьёвка',
  'page.pairingsOfRound': (p) => `Жеребьёвка, ${p.round}-й тур`,
  'page.standings': 'Положение',
  'page.crosstable': 'Турнирная таблица',
  'crosstable.round': (p, f) => `Т${f.number(p.round)}`,
  'crosstable.bye': 'своб.',
  'page.crosstableKey': (p) => `${p.after}. 12w1: против участника № 12, белыми, победа.`,
  'page.footer': 'Обновите страницу, чтобы увидеть последнюю жеребьёвку и результаты.',
  'page.noRound': 'Жеребьёвка ещё не проводилась.',
  'page.find': 'Найдите свою доску',
  'page.yourName': 'Ваша фамилия',
  'page.noMatch': 'В этом туре нет участника с таким именем.',
  'page.board': 'Доска',
  'page.result': 'Рез.',
  // A decimal (the page always shows one: 3,0, 2,5) takes the genitive singular: 3,0 очка.
  'page.points': (p) => `${p.points}\u00a0очка`,
  'page.updating': 'Жеребьёвка обновляется. Обновите страницу через минуту.',
  'team.column.games': 'Партии',
  'team.column.points': 'Очки',
  'team.column.percentage': 'Процент',
  'schedule.notTable': (p) =>
    `Расписание — для кругового турнира, туры которого берутся из таблицы: ${p.system} составляет пары каждого тура по результатам. Выберите «Круговая» или «Двухкруговая» в настройках.`,
  'schedule.tooFew': (p) => `Круговому турниру нужны хотя бы два участника на листе ${p.players}.`,
  'schedule.written': (p, f) =>
    `${p.tab}: ${f.plural(p.rounds, { one: `${p.rounds} тур`, few: `${p.rounds} тура`, many: `${p.rounds} туров`, other: `${p.rounds} тура` })} по ${p.source}.${p.players === null ? '' : ` Жеребьёвка дала номера Бергера на листе ${p.players}.`}`,
  'local.usage': (p) => `Запуск: npm start -- [ФАЙЛ.xlsx] [ДЕЙСТВИЕ]

Выполняет «Жеребьёвку следующего тура» дополнения (или другое ДЕЙСТВИЕ) над
книгой с листами Настройки, Участники, Тур 1, Тур 2, ... и Положение и
сохраняет её. Без ФАЙЛА работает с out/club.xlsx — копией examples/club.xlsx,
сделанной при первом запуске (--fresh копирует её заново). Внесите результаты в
столбец Результат последнего листа тура, сохраните и запустите снова для
следующего тура.

Действия:
  (нет)               провести жеребьёвку следующего тура и вывести её; после
                      последнего тура — итоговое положение
  --new               сделать ФАЙЛ новой пустой книгой турнира: листы
                      Настройки, Участники, Положение, Турнирная таблица и
                      По фамилии
  --new --team        новый командный турнир (C.04.6): Настройки, Команды и
                      Командный зачёт
  --undo [--yes]      отменить последний тур (--yes: даже если есть результаты)
  --standings         пересчитать лист Положение и вывести его
  --print ЧТО [--out ФАЙЛ.pdf] [--paper a4|letter]
                      записать PDF турнира в текущем виде, ЧТО — одно из
                      pairings (жеребьёвка), by-name (по фамилии), standings
                      (положение), crosstable (турнирная таблица), schedule
                      (расписание кругового турнира), all (всё); --out по
                      умолчанию ФАЙЛ-ЧТО.pdf рядом с книгой; бумага — по
                      региональным настройкам (LC_PAPER, LANG: Letter в США,
                      Канаде, Мексике, ...; иначе A4)
  --check             проверить последний лист тура в текущем виде (после
                      правок вручную): код выхода 0, если ни один абсолютный
                      критерий не нарушен, иначе 1; тур, который не совпадает
                      с жеребьёвкой самой системы, помечается на своём листе
                      «Изменён вручную» (единственное изменение файла)
  --export-trf ВЫХОД  записать турнир в файл TRF
  --import-trf ВХОД   сделать ФАЙЛ новым турниром из файла TRF
  --fresh             начать заново с новой копии примера
  --lang КОД          язык турнира, сохраняемый в его Настройках и дающий имена
                      его листам: ${p.languages}
  --help              этот текст`,
  'local.oneAction': 'укажите только одно действие',
  'local.langNeeded': (p) => `для --lang нужен язык: ${p.codes}`,
  'local.printNeeded': (p) => `для --print нужно указать, что печатать: ${p.choices}`,
  'local.outNeeded': 'для --out нужно имя записываемого файла PDF, оканчивающееся на .pdf',
  'local.paperNeeded': 'для --paper нужно a4 или letter',
  'local.fileNeeded': (p) => `для ${p.option} нужно имя файла`,
  'local.unknownOption': (p) => `неизвестный параметр ${p.option}`,
  'local.twoWorkbooks': (p) => `больше одной книги: ${p.first}, ${p.second}`,
  'local.outWithPrint': '--out и --paper указываются вместе с --print',
  'local.teamWithNew': '--team указывается вместе с --new',
  'local.yesNo': '[д/Н]',
  'local.yesLetter': 'д',
  'local.noTerminal':
    'Нет терминала, чтобы задать вопрос: запустите снова с --yes, чтобы продолжить.',
  'local.newNeedsFile': 'для --new нужно имя создаваемой книги.',
  'local.exists': (p) =>
    `${p.file} уже существует; укажите другое имя файла или --yes, чтобы заменить его.`,
  'local.copied': (p) => `${p.from} скопирован в ${p.to}.`,
  'local.missing': (p) => `${p.file} не существует.`,
  'local.trfMissing': (p) => `${p.file} не существует: ничего не изменено.`,
  'local.trfOverWorkbook': (p) =>
    `--export-trf ${p.file}: это книга, которую файл TRF заменил бы; укажите имя файла, оканчивающееся на .trf. Ничего не изменено.`,
  'local.readOnly': (p) =>
    `${p.file} доступен только для чтения: ничего не изменено. Разрешите запись или работайте с копией.`,
  'local.lockBusy': (p, f) =>
    `${p.file}: другой запуск (процесс ${p.process}) изменяет этот турнир; ожидание ${f.number(p.seconds)} с. Ничего не сделано: повторите, когда он закончит.`,
  'local.lockFile': (p) =>
    `${p.file}: файл блокировки ${p.lock} нельзя использовать (${p.code}): удалите то, что носит это имя, или проверьте права на папку. Ничего не сделано.`,
  'local.unreadable': (p) =>
    `${p.file} — не книга .xlsx, которую можно прочитать (${p.reason}). Ничего не изменено.`,
  'local.unkept': (p) =>
    `${p.file} содержит ${p.parts}: эта программа не может сохранить их при записи книги. Ничего не изменено: используйте дополнение в Google Таблицах или храните их в другой книге.`,
  'local.part.charts': 'диаграммы',
  'local.part.chartSheets': 'листы диаграмм',
  'local.part.pivotTables': 'сводные таблицы',
  'local.part.slicers': 'срезы',
  'local.part.macros': 'макросы',
  'local.over': (p, f) =>
    `Турнир окончен: жеребьёвка проведена ${inRounds(p.rounds, f)} из ${p.rounds}, все результаты внесены. Итоговое положение:`,
  'local.final': (p) =>
    `Листы ${p.standings} и ${p.crosstable} в ${p.file} окончательные. Чтобы сыграть больше туров, увеличьте «${p.rounds}» на листе ${p.settings}; --export-trf записывает турнир для обсчёта рейтинга.`,
  'local.typeResults': (p) =>
    `Внесите результаты в столбец ${p.column} листа ${p.tab}, сохраните и запустите снова для следующего тура.`,
  'local.typeTwoGames': (p) =>
    `Внесите результаты в столбцы ${p.first} и ${p.second} (каждый читается слева направо) листа ${p.tab}, сохраните и запустите снова для следующего тура.`,
  'local.nothingChanged': 'Ничего не изменено',
  'local.nothingChangedIn': (p) => `В ${p.file} ничего не изменено.`,
  'local.correctCells': (p) =>
    `В ${p.file} ничего не изменено: исправьте там эти ячейки, сохраните и запустите снова.`,
  'local.markNotSaved': (p) => `${p.file} доступен только для чтения: пометка не сохранена.`,
  'local.wrotePdf': (p) => `Записан ${p.file} (${p.paper}).`,
  'local.wrote': (p) => `Записан ${p.file}.`,
  'local.newDone': (p) =>
    `Укажите название, число туров и систему на листе ${p.settings}, внесите участников на лист ${p.players}, сохраните и запустите: ${p.command}`,
  'local.saved': (p) =>
    `Сохранён ${p.file} (открывается в Excel, LibreOffice или Google Таблицах).`,
};
