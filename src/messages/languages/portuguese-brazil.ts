/** Portuguese as Brazil writes it, with the words of its arbiters (emparceiramento, rodada, classificação). */
import type { Catalogue } from '../catalogue.js';
import type { Format } from '../format.js';

const players = (n: number, f: Format) =>
  f.plural(n, { one: `${n} jogador`, other: `${n} jogadores` });
const SAVE = 'clique em Salvar configurações para manter a mudança.';

export const portugueseBrazil: Catalogue = {
  'app.title': 'Emparceiramentos suíços',

  'menu.pairNextRound': 'Emparceirar a próxima rodada',
  'menu.checkRound': 'Verificar esta rodada',
  'menu.explainRound': 'Explicar esta rodada',
  'menu.undoLastRound': 'Desfazer a última rodada',
  'menu.refreshStandings': 'Atualizar a classificação',
  'menu.openSidebar': 'Abrir a barra lateral',
  'menu.createTabs': 'Criar as abas do torneio',

  'tab.settings': 'Configurações',
  'tab.players': 'Jogadores',
  'tab.standings': 'Classificação',
  'tab.crosstable': 'Tabela cruzada',
  'tab.byName': 'Por nome',
  'tab.undo': 'Dados para desfazer',
  'tab.importedFile': 'Arquivo importado',
  'tab.round': (p) => `Rodada ${p.round}`,
  'tab.roundWhy': (p) => `Rodada ${p.round} explicação`,

  'undo.nothingUndone': 'Nada foi desfeito.',

  'settings.language': 'Idioma',
  'settings.languageChoice': (p, f) =>
    f.languageName(p.code) === null ? p.name : `${p.name} (${f.languageName(p.code)})`,

  'sidebar.roundActions': 'Rodada',
  'sidebar.confirmUndo': 'Sim, desfazer',
  'sidebar.keepRound': 'Manter a rodada',
  'sidebar.tournament': 'Torneio',
  'sidebar.rounds': 'Rodadas',
  'sidebar.system': 'Sistema de emparceiramento',
  'sidebar.matchScoring': 'Classificação dos matches de duas partidas',
  'sidebar.gamePoints': 'Pontos de partida',
  'sidebar.matchPoints': 'Pontos de match',
  'sidebar.colour': 'Cor do primeiro cabeça de chave na rodada 1',
  'sidebar.byLot': 'Por sorteio',
  'sidebar.white': 'Brancas',
  'sidebar.black': 'Pretas',
  'sidebar.pointsFor': 'Pontos por',
  'sidebar.win': 'vitória',
  'sidebar.draw': 'empate',
  'sidebar.loss': 'derrota',
  'sidebar.tiebreaks': 'Critérios de desempate, em ordem',
  'sidebar.tiebreaksNone': 'Nenhum: jogadores com os mesmos pontos dividem a colocação.',
  'sidebar.tiebreakAdd': 'Adicionar um desempate',
  'sidebar.tiebreakModifier': 'Corte, mediana ou limite',
  'sidebar.forfeitsAsPlayed': 'W.O. conta como partida jogada (/P)',
  'sidebar.fore': 'Buchholz antecipado dos adversários (/F)',
  'sidebar.add': 'Adicionar',
  'sidebar.defaultList': 'Lista padrão',
  'sidebar.unrated': 'Rating dos adversários sem rating',
  'sidebar.unratedNone': 'Nenhum',
  'sidebar.unratedHint':
    'Para ARO, TPR, PTP, APRO e APPO (C.07 10). Em branco, não dão valor quando um jogador não tem rating.',
  'sidebar.save': 'Salvar configurações',
  'sidebar.explainTitle': 'Explicar a rodada',
  'sidebar.explainHint': 'A última rodada, com os artigos do sistema de emparceiramento.',
  'sidebar.whyNotA': 'Por que não o nº',
  'sidebar.whyNotB': 'contra o nº',
  'sidebar.whyNot': 'Por que não?',
  'sidebar.trfTitle': 'Arquivos TRF',
  'sidebar.trfHint': 'Para os relatórios de rating e outros programas de emparceiramento.',
  'sidebar.exportTrf': 'Exportar TRF',
  'sidebar.importTrf': 'Importar um arquivo TRF como novo torneio',
  'sidebar.playersPage': 'Página dos jogadores',
  'sidebar.playersPageHint':
    'Emparceiramentos com busca por nome, classificação e tabela cruzada, para celular. Compartilhe o link ou imprima o código para a entrada.',
  'sidebar.playersPageNone':
    'Implante o script uma vez como app da Web (README, “The players’ page”) para ver o link aqui.',
  'sidebar.playersPageQr': 'Código QR da página dos jogadores',
  'sidebar.notStarted': (p, f) => `Não iniciado · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Não iniciado (${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Rodada ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Rodada ${p.round} de ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Rodada ${p.round}: ${f.plural(p.count, { one: `${p.count} mesa digitada`, other: `${p.count} mesas digitadas` })} à mão (${p.boards}); “Emparceirar a próxima rodada” emparceira os demais jogadores em volta delas.`,
  'sidebar.openBoards': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} mesa`, other: `${p.count} mesas` })} sem resultado: ${p.boards}`,
  'sidebar.allResults': 'Todos os resultados foram lançados.',
  'sidebar.complete': 'Todos os resultados foram lançados: o torneio terminou.',
  'sidebar.notAvailable': (p) => `${p.system} (ainda não disponível)`,
  'sidebar.loading': 'Carregando…',
  'sidebar.working': 'Processando…',
  'sidebar.creatingTabs': 'Criando as abas…',
  'sidebar.pairing': 'Emparceirando a próxima rodada…',
  'sidebar.undoing': 'Desfazendo a última rodada…',
  'sidebar.updatingStandings': 'Atualizando a classificação…',
  'sidebar.saving': 'Salvando…',
  'sidebar.exporting': 'Exportando…',
  'sidebar.importing': (p) => `Importando ${p.file}…`,
  'sidebar.downloaded': (p) => `${p.file} baixado.`,

  'tiebreak.noModifier': 'Sem corte nem limite',
  'tiebreak.cutChoice': (p) => `Corte ${p.n} (/C${p.n})`,
  'tiebreak.medianChoice': (p) => `Mediana ${p.n} (/M${p.n})`,
  'tiebreak.limitChoice': (p, f) =>
    `Limite ${p.limit < 0 ? '−' : '+'}${f.plural(Math.abs(p.limit), { one: `${Math.abs(p.limit)} meio ponto`, other: `${Math.abs(p.limit)} meios pontos` })} (/L${p.limit < 0 ? '-' : '+'}${Math.abs(p.limit)})`,
  'tiebreak.cut': (p) => `corte ${p.n}`,
  'tiebreak.median': (p) => `mediana ${p.n}`,
  'tiebreak.limit': (p) => `limite ${p.limit}`,
  'tiebreak.forfeitsAsPlayed': 'W.O. como partidas jogadas',
  'tiebreak.fore': 'antecipado',
  'tiebreak.unknown': 'não é um desempate que este complemento conheça',
  'tiebreak.moveUp': (p) => `Subir ${p.item}`,
  'tiebreak.moveDown': (p) => `Descer ${p.item}`,
  'tiebreak.remove': (p) => `Remover ${p.item}`,
  'tiebreak.defaultChosen':
    'Desempates padrão escolhidos: clique em Salvar configurações para mantê-los.',
  'tiebreak.movedUp': (p) => `${p.item} subiu: ${SAVE}`,
  'tiebreak.movedDown': (p) => `${p.item} desceu: ${SAVE}`,
  'tiebreak.removed': (p) => `${p.item} removido: ${SAVE}`,
  'tiebreak.added': (p) => `${p.item} adicionado: ${SAVE}`,
  'tiebreak.already': (p) => `${p.item} já está na lista.`,
  'menu.print': 'Imprimir…',
  'print.pairings': 'Emparceiramentos',
  'print.byName': 'Emparceiramentos por nome',
  'print.standings': 'Classificação',
  'print.crosstable': 'Tabela cruzada',
  'print.schedule': 'Tabela do todos contra todos',
  'print.all': 'Tudo isso',
  'print.paper': 'Papel',
  'print.letter': 'Carta',
  'print.a4': 'A4',
  'print.date': (p, f) => f.date(p.day),
  'print.button': 'Imprimir',
  'print.hint': 'Uma página para o quadro de avisos, impressa pelo navegador.',
  'print.pairingsOf': (p) => `Emparceiramentos da rodada ${p.round}`,
  'print.byNameOf': (p) => `Rodada ${p.round}: jogadores por nome`,
  'print.standingsAfter': (p) => `Classificação após a rodada ${p.round}`,
  'print.crosstableAfter': (p) => `Tabela cruzada após a rodada ${p.round}`,
  'print.scheduleOf': (p, f) =>
    `Tabela: ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })}, ${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })}`,
  'print.round': (p) => `Rodada ${p.round}`,
  'print.page': (p) => `Página ${p.page} de ${p.pages}`,
  'print.game': (p) => `Partida ${p.game}`,
  'print.board': 'Mesa',
  'print.no': 'Nº',
  'print.white': 'Brancas',
  'print.black': 'Pretas',
  'print.result': 'Resultado',
  'print.name': 'Nome',
  'print.colour': 'Cor',
  'print.opponent': 'Adversário',
  'print.rank': 'Pos.',
  'print.title': 'Título',
  'print.federation': 'Fed.',
  'print.rating': 'Rating',
  'print.points': 'Pts.',
  'print.bye': 'Bye',
  'print.halfPointBye': 'Bye de meio ponto',
  'print.fullPointBye': 'Bye de um ponto',
  'print.absent': 'Ausente',
  'print.noRound': 'Nenhuma rodada foi emparceirada ainda: não há emparceiramentos para imprimir.',
  'print.notTable':
    'Só um torneio todos contra todos tem uma tabela feita antes; este torneio é emparceirado rodada a rodada.',
  'tab.schedule': 'Tabela de rodadas',
  'menu.writeSchedule': 'Escrever a tabela do todos contra todos',
  'sidebar.scheduleTitle': 'Tabela do todos contra todos',
  'sidebar.scheduleHint':
    'Todas as rodadas da tabela em uma aba, com os números Berger e os nomes, para imprimir. Antes da rodada 1 faz o sorteio.',
  'sidebar.writeSchedule': 'Escrever a tabela',
  'tab.teams': 'Equipes',
  'tab.teamStandings': 'Classificação por equipes',
  'tab.boardPrizes': 'Prêmios por tabuleiro',
  'team.system': 'Suíço por equipes (C.04.6)',
  'team.yes': 'Sim',
  'team.no': 'Não',
  'team.colourTypeA': 'Tipo A',
  'team.colourTypeB': 'Tipo B',
  'team.colourTypeNone': 'Nenhuma',
  'team.setting.header': 'Configuração',
  'team.setting.value': 'Valor',
  'team.setting.primary': 'Pontuação principal',
  'team.setting.matchWin': 'Pontos de match por vitória',
  'team.setting.matchDraw': 'Pontos de match por empate',
  'team.setting.matchLoss': 'Pontos de match por derrota',
  'team.setting.colourType': 'Preferências de cor',
  'team.setting.boards': 'Tabuleiros por match',
  'team.setting.baku': 'Aceleração Baku',
  'team.setting.tiebreaks': 'Desempates por equipes',
  'team.column.team': 'Equipe',
  'team.column.player': 'Jogador',
  'team.column.rating': 'Rating',
  'team.column.fideId': 'ID FIDE',
  'team.column.absent': 'Não joga nas rodadas',
  'team.column.withdrawn': 'Desistente a partir da rodada',
  'team.column.match': 'Match',
  'team.column.board': 'Tabuleiro',
  'team.column.colours': 'Cores',
  'team.column.teamOrPlayer': 'Equipe / jogador',
  'team.column.result': 'Resultado',
  'team.column.matchScore': 'Placar do match',
  'team.column.rank': 'Posição',
  'team.colours.whiteBlack': 'Brancas – Pretas',
  'team.colours.blackWhite': 'Pretas – Brancas',
  'team.bye.pab': 'Bye atribuído pelo emparceiramento',
  'team.bye.requested': 'Bye solicitado',
  'team.bye.withdrawn': 'Desistente',
  'team.matchScore': (p) => `${p.left} – ${p.right}`,
  'team.resultHelp': (p) =>
    `O resultado do tabuleiro, lido da esquerda para a direita (1-0: venceu o jogador da esquerda): ${p.choices}. Na linha do match, um W.O. é o match inteiro perdido por W.O.`,
  'team.roundProtection': (p) =>
    `Emparceiramento da rodada ${p.round}: digite os resultados ou mude uma escalação nas colunas dos jogadores; para mudar o emparceiramento use “Desfazer a última rodada”.`,
  'team.paired': (p, f) =>
    `Rodada ${p.round} emparceirada com o sistema suíço por equipes (C.04.6): ${f.plural(p.matches, { one: `${p.matches} match`, other: `${p.matches} matches` })}${p.byes > 0 ? `, ${f.plural(p.byes, { one: `${p.byes} equipe não emparceirada`, other: `${p.byes} equipes não emparceiradas` })}` : ''}.`,
  'team.over': (p, f) =>
    `O torneio terminou: ${f.plural(p.rounds, { one: `a sua única rodada está emparceirada`, other: `as ${p.rounds} rodadas estão emparceiradas` })}. Para jogar mais, aumente “Rodadas” nas Configurações.`,
  'team.noPairing': (p) =>
    `Não existe emparceiramento válido para a rodada ${p.round} (${p.reason}). Nada foi alterado.`,
  'team.nothingToUndo': 'Não há rodada para desfazer.',
  'team.undoQuestion': (p, f) =>
    `A rodada ${p.round} já tem ${f.plural(p.results, { one: `${p.results} resultado`, other: `${p.results} resultados` })}. Desfazer a rodada mesmo assim? A aba e os resultados serão apagados.`,
  'team.undone': (p) => `A rodada ${p.round} foi desfeita.`,
  'team.refreshed': 'Os placares dos matches e a classificação por equipes estão atualizados.',
  'team.tabsThere': 'As abas do torneio já existem.',
  'team.tabsMade': (p) =>
    `Criadas: ${p.tabs}. Digite cada equipe numa linha da aba Equipes e os jogadores abaixo, na ordem dos tabuleiros (reservas por último); depois emparceire a rodada 1.`,
  'team.check.noRound': 'Ainda não há aba de rodada para verificar.',
  'team.check.same': (p) =>
    `A rodada ${p.round} é o emparceiramento do sistema suíço por equipes (C.04.6).`,
  'team.check.differs': (p) =>
    `A rodada ${p.round} não é o emparceiramento do sistema suíço por equipes (C.04.6):`,
  'team.check.metBefore': (p) => `${p.white} e ${p.black} já se enfrentaram ([C1]).`,
  'team.check.systemPairs': (p) => `o sistema emparceira ${p.white} – ${p.black};`,
  'team.check.tabPairs': (p) => `a aba emparceira ${p.white} – ${p.black};`,
  'team.check.pab': (p) => `o bye atribuído: ${p.tab} na aba, ${p.system} pelo sistema.`,
  'team.problem.noTeamsTab': 'não há aba Equipes: escolha “Criar as abas do torneio”',
  'team.problem.noTeams':
    'ainda não há equipes: digite cada equipe numa linha e os jogadores abaixo',
  'team.problem.teamAgain': (p) =>
    `a equipe “${p.team}” já está na linha ${p.row}: mantenha os jogadores de uma equipe juntos abaixo do nome dela`,
  'team.problem.playerWithoutTeam': (p) =>
    `“${p.player}” vem antes de qualquer equipe: escreva o nome da equipe na linha acima dos jogadores`,
  'team.problem.noPlayerName': 'uma linha sem nome de jogador: escreva-o na coluna Jogador',
  'team.problem.playerTwice': (p) => `“${p.player}” aparece duas vezes na equipe “${p.team}”`,
  'team.problem.rating': (p) => `“${p.value}” não é um rating (um número inteiro)`,
  'team.problem.absent': (p) => `“${p.value}” não é uma lista de rodadas (como 3, 5)`,
  'team.problem.withdrawn': (p) => `“${p.value}” não é um número de rodada`,
  'team.problem.emptyTeam': (p) =>
    `a equipe “${p.team}” não tem jogadores: escreva-os nas linhas abaixo dela`,
  'team.problem.rounds': (p) => `${p.value} não é um número de rodadas de 1 a ${p.max}`,
  'team.problem.colour': (p) => `${p.value} não é Por sorteio, Brancas nem Pretas`,
  'team.problem.primary': (p) => `${p.value} não é Pontos de match nem Pontos de partida`,
  'team.problem.points': (p) => `${p.value} não é um número de pontos`,
  'team.problem.colourType': (p) => `${p.value} não é Tipo A, Tipo B nem Nenhuma`,
  'team.problem.boards': (p) => `${p.value} não é um número de tabuleiros de 1 a ${p.max}`,
  'team.problem.yesNo': (p) => `${p.value} não é Sim nem Não`,
  'team.problem.tiebreaks': (p) =>
    `${p.value} não é uma lista de desempates por equipes: ${p.reason}`,
  'team.problem.language': (p) =>
    `${p.value} não é um idioma do complemento; escolha ${p.languages}, ou deixe a célula vazia`,
  'team.problem.matchPointOrder': (p) =>
    `um match vencido (${p.win}) deve valer mais pontos de match que um empate (${p.draw}), e um empate pelo menos o mesmo que uma derrota (${p.loss})`,
  'team.problem.bakuGamePoints':
    'a aceleração Baku exige os pontos de match como pontuação principal (C.04.7 1.4)',
  'sidebar.teamsProgress': (p, f) =>
    `${p.round === 0 ? 'Não iniciado' : p.rounds > 0 ? `Rodada ${p.round} de ${p.rounds}` : `Rodada ${p.round}`} · ${f.plural(p.teams, { one: `${p.teams} equipe`, other: `${p.teams} equipes` })}`,
  'sidebar.openMatches': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} match`, other: `${p.count} matches` })} ainda sem todos os resultados: ${p.matches}`,
  'sidebar.pairRound': (p) =>
    `Todos os resultados foram lançados: agora, emparceire a rodada ${p.round}.`,
  'sidebar.enterTeams':
    'Digite as equipes na aba Equipes (pelo menos duas) e emparceire a rodada 1.',
  'sidebar.matchPointsFor': 'Pontos de match por',
  'sidebar.teamTiebreaksHint':
    'Em ordem, separados por vírgulas: MPvGP, BH, BH:MP, BH:GP, DE, EDE, EMMSB, EMGSB, EGMSB, EGGSB, SSSC/K1; um corte como BH/C1.',
  'team.sidebar.noTeamsTab': 'Ainda não há aba Equipes: clique em “Criar as abas do torneio”.',
  'team.sidebar.settingsMissing':
    'As configurações não chegaram; recarregue a barra lateral e salve-as de novo.',
  'team.problem.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `${p.paired} rodada já está emparceirada`, other: `${p.paired} rodadas já estão emparceiradas` })}: as Rodadas não podem ser menos`,
  'team.problem.boardsPlayed': (p, f) =>
    `as rodadas já emparceiradas têm ${f.plural(p.boards, { one: `${p.boards} tabuleiro`, other: `${p.boards} tabuleiros` })} por match: os Tabuleiros por match não podem mudar agora`,
  'team.keptNoPairing': (p) =>
    `Não existe emparceiramento válido das demais equipes em volta dos matches digitados à mão na rodada ${p.round} (C.04.6 [C1]-[C3]: ${p.reason}). Altere ou retire um match digitado; nada foi alterado.`,
  'team.problem.keptNotPlaying': (p) =>
    `${p.team} não joga a rodada ${p.round} (um bye ou uma desistência na aba Equipes)`,
  'team.problem.keptMetBefore': (p) =>
    `${p.left} e ${p.right} já se enfrentaram na rodada ${p.round}: não podem se enfrentar de novo (C.04.6 [C1])`,
  'sidebar.typedMatches': (p, f) =>
    `Rodada ${p.round}: ${f.plural(p.count, { one: `${p.count} match digitado`, other: `${p.count} matches digitados` })} à mão; “Emparceirar a próxima rodada” emparceira as demais equipes em volta deles.`,
  'team.problem.missingRound': (p) =>
    `não há aba para esta rodada, mas há rodadas emparceiradas até a ${p.last}`,
  'team.problem.unknownTeam': (p) => `“${p.team}” não é uma equipe da aba Equipes`,
  'team.problem.teamTwiceInRound': (p) =>
    `a equipe “${p.team}” já está na linha ${p.row} desta rodada`,
  'team.problem.matchResult': (p) =>
    `“${p.value}”: o Resultado de uma linha de match fica vazio ou indica o match inteiro perdido por W.O. (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) => `“${p.value}” não é o tabuleiro seguinte do seu match`,
  'team.problem.notInTeam': (p) =>
    `“${p.player}” não é jogador da equipe “${p.team}” (aba Equipes)`,
  'team.problem.boardResult': (p) => `“${p.value}” não é um resultado`,
  'team.problem.resultInForfeitedMatch':
    'o match inteiro foi perdido por W.O. (linha do match): deixe os tabuleiros sem resultado',
  'team.problem.resultOnEmptyBoard': (p) =>
    `“${p.value}”: um tabuleiro sem jogador é perdido por W.O.; deixe o Resultado vazio`,
  'team.problem.byeWord': (p) =>
    `“${p.value}” não é Bye atribuído pelo emparceiramento, Bye solicitado nem Desistente`,
  'team.problem.playerTwiceInMatch': (p) => `“${p.player}” joga em dois tabuleiros deste match`,
  'team.problem.lineUpOrder': (p) =>
    `“${p.player}” joga num tabuleiro abaixo do de um jogador listado depois dele na equipe “${p.team}”: uma escalação segue a ordem da aba Equipes`,
  'team.problem.noResult': (p) =>
    `o match ${p.match}, tabuleiro ${p.board}, ainda não tem resultado`,
  'team.problem.tooFewTeams': (p) =>
    `A rodada ${p.round} não pode ser emparceirada: menos de duas equipes jogam nela.`,
  'team.importTaken': (p) =>
    `Esta planilha já tem um torneio (abas ${p.tabs}). Importe numa planilha nova ou apague antes essas abas.`,
  'team.importRefused': (p) => `O arquivo TRF de equipes não pode ser importado: ${p.reason}`,
  'team.importColours':
    'o registro 352 dá aos tabuleiros cores que não alternam a partir do tabuleiro 1, como as abas de rodada mostram',
  'team.imported': (p, f) =>
    `Importadas ${f.plural(p.teams, { one: `${p.teams} equipe`, other: `${p.teams} equipes` })} e ${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })}.`,

  // Words the add-on writes into its tabs, read back in every language.
  'header.number': 'Nº',
  'header.name': 'Nome',
  'header.title': 'Título',
  'header.rating': 'Rating',
  'header.federation': 'Federação',
  'header.fideId': 'ID FIDE',
  'header.birth': 'Nascimento',
  'header.sex': 'Sexo',
  'header.status': 'Situação',
  'header.byes': 'Byes / rodadas de ausência',
  'header.notAgainst': 'Não emparceirar com',
  'header.club': 'Clube',
  'header.virtualPoints': 'Pontos virtuais',
  'header.board': 'Mesa',
  'header.round': 'Rodada',
  'header.points': 'Pontos',
  'header.result': 'Resultado',
  'header.game1': 'Partida 1',
  'header.game2': 'Partida 2',
  'header.pairingScoreWhite': 'Pontuação de emparceiramento (Brancas)',
  'header.pairingScoreBlack': 'Pontuação de emparceiramento (Pretas)',
  'header.rank': 'Posição',
  'header.colour': 'Cor',
  'header.opponent': 'Adversário',
  'header.setting': 'Configuração',
  'header.value': 'Valor',
  'colour.white': 'Brancas',
  'colour.black': 'Pretas',
  'colour.whiteBlack': 'Brancas, Pretas',
  'colour.blackWhite': 'Pretas, Brancas',
  'colour.byLot': 'Por sorteio',
  'result.whiteForfeit': '1-0 W.O.',
  'result.blackForfeit': '0-1 W.O.',
  'result.doubleForfeit': 'duplo W.O.',
  'result.adjourned': 'adiada',
  'bye.pairingAllocated': 'Bye',
  'bye.half': 'Bye de meio ponto',
  'bye.full': 'Bye de um ponto',
  'bye.absent': 'Ausente',
  'bye.free': 'Folga (sem partida)',
  'round.handMark': 'Alterada à mão',
  'handMark.differs': (p) =>
    `difere do emparceiramento de ${p.system} (visto com Verificar esta rodada)`,
  'handMark.noPairing': (p) =>
    `${p.system} não encontra emparceiramento válido desta rodada (visto com Verificar esta rodada)`,
  'handMark.typedBoards': (p) =>
    `${p.count === 1 ? `mesa ${p.boards} digitada` : `mesas ${p.boards} digitadas`} à mão, os outros jogadores emparceirados em volta por ${p.system}`,
  'status.active': 'ativo',
  'status.withdrawn': 'desistente',
  'setting.name': 'Torneio',
  'setting.rounds': 'Rodadas',
  'setting.system': 'Sistema de emparceiramento',
  'setting.initialColour': 'Cor do primeiro cabeça de chave na rodada 1',
  'setting.win': 'Pontos por vitória',
  'setting.draw': 'Pontos por empate',
  'setting.loss': 'Pontos por derrota',
  'setting.tiebreaks': 'Desempates',
  'setting.unratedRating': 'Rating dos adversários sem rating',
  'setting.acceleration': 'Aceleração',
  'setting.keepClubsApart': 'Evitar que jogadores do mesmo clube se enfrentem',
  'setting.maxiTournament': 'Maxitorneio (Lim)',
  'setting.matchScoring': 'Classificação dos matches de duas partidas',
  'setting.drawingOfLots': 'Sorteio dos números',
  'setting.drawSeed': 'Semente do sorteio',
  'setting.cycleOrder': 'Ordem dos dois turnos',
  'draw.random': 'Aleatório',
  'draw.varma': 'Tabelas Varma',
  'draw.hand': 'Manual',
  'choice.none': 'Nenhuma',
  'choice.baku': 'Baku',
  'choice.gamePoints': 'Pontos de partida',
  'choice.matchPoints': 'Pontos de match',
  'choice.yes': 'Sim',
  'choice.no': 'Não',
  'system.dutch': 'Holandês 2025',
  'system.dutch-2017': 'Holandês 2017',
  'system.rating-1998': 'Por rating 1998',
  'system.lim': 'Lim',
  'system.burstein': 'Burstein',
  'system.dubov': 'Dubov',
  'system.double-swiss': 'Suíço duplo',
  'system.round-robin': 'Todos contra todos',
  'system.double-round-robin': 'Todos contra todos em dois turnos',
  'systemName.dutch': 'Sistema holandês da FIDE (edição 2025, em vigor desde 1º fev 2026)',
  'systemName.dutch-2017': 'Sistema holandês da FIDE (edição 2017, texto de Baku 2016)',
  'systemName.rating-1998': 'Sistema suíço baseado no rating (1998, antigo C.04.1)',
  'systemName.lim': 'Sistema Lim (C.04.4.3)',
  'systemName.burstein': 'Sistema Burstein (C.04.4.2, edição 2026)',
  'systemName.dubov': 'Sistema Dubov (C.04.4.1, edição 2026)',
  'systemName.double-swiss': 'Sistema suíço duplo (C.04.5, 2026)',
  'systemName.round-robin': 'Todos contra todos, tabelas de Berger (C.05 Anexo 1)',
  'systemName.double-round-robin':
    'Todos contra todos em dois turnos, tabelas de Berger (C.05 Anexo 1)',
  'tiebreakName.BH': 'Buchholz',
  'tiebreakName.FB': 'Buchholz antecipado',
  'tiebreakName.AOB': 'Média do Buchholz dos adversários',
  'tiebreakName.SB': 'Sonneborn-Berger',
  'tiebreakName.PS': 'Pontuação progressiva',
  'tiebreakName.DE': 'Confronto direto',
  'tiebreakName.WIN': 'Número de vitórias',
  'tiebreakName.WON': 'Partidas vencidas no tabuleiro',
  'tiebreakName.BPG': 'Partidas jogadas com as pretas',
  'tiebreakName.BWG': 'Partidas vencidas com as pretas',
  'tiebreakName.REP': 'Rodadas escolhidas para jogar',
  'tiebreakName.ARO': 'Rating médio dos adversários',
  'tiebreakName.TPR': 'Performance no torneio',
  'tiebreakName.PTP': 'Performance perfeita no torneio',
  'tiebreakName.APRO': 'Média da performance dos adversários',
  'tiebreakName.APPO': 'Média da performance perfeita dos adversários',
  'tiebreakName.KS': 'Sistema Koya',
  'tiebreakName.STD': 'Pontos padrão',
  'tiebreakName.TPN': 'Número de emparceiramento',
  'tiebreakName.RTNG': 'Rating',
  'tiebreakName.LOT': 'Sorteio',
  'help.result': (p) => `Escolha o resultado: ${p.choices}.`,
  'help.secondGame': (p) =>
    `Na partida 2 as cores se invertem; o resultado se lê da esquerda para a direita (1-0: venceu o jogador da esquerda). Escolha o resultado: ${p.choices}.`,
  'help.oneOf': (p) => `Um de: ${p.choices}`,
  'help.fideTitle': (p) =>
    `Um título FIDE (${p.choices}); um título nacional é mantido como foi escrito`,
  'byName.byePoints': (p) =>
    `${p.bye} (${p.points} ${p.count > 0 && p.count <= 1 ? 'ponto' : 'pontos'})`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (p, f) =>
    `Rodada ${p.round} emparceirada (${p.system}): ${f.plural(p.games, { one: `${p.games} partida`, other: `${p.games} partidas` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} bye ou ausência`, other: `${p.unpaired} byes ou ausências` })}` : ''}.`,
  'pair.over': (p, f) =>
    `O torneio terminou: ${f.plural(p.rounds, { one: `a sua única rodada está emparceirada`, other: `as ${p.rounds} rodadas estão emparceiradas` })}. “Atualizar a classificação” dá a classificação final e a tabela cruzada; para jogar mais, aumente “Rodadas” nas configurações.`,
  'pair.tooFew': (p) =>
    `A rodada ${p.round} não pode ser emparceirada: menos de dois jogadores da aba ${p.players} estão ativos e presentes.`,
  'pair.notAvailable': (p) =>
    `${p.system} ainda não está disponível. Escolha outro sistema de emparceiramento na barra lateral ou na aba de configurações.`,
  'pair.noPairing': (p) =>
    `Não existe emparceiramento válido para a rodada ${p.round} (${p.reason}). Nada foi alterado.`,
  'pair.noPairingAround': (p) =>
    `Não existe emparceiramento válido dos outros jogadores em torno das mesas digitadas em ${p.tab} (${p.reason}): altere ou remova algumas. Nada foi alterado.`,
  'pair.nothingChanged': (p) => `${p.reason}. Nada foi alterado.`,
  'standings.updated': 'Classificação atualizada.',
  'setUp.already': 'As abas do torneio já existem.',
  'setUp.created': (p) =>
    `Abas criadas: ${p.tabs}. Digite um jogador por linha em ${p.players} e emparceire a rodada 1.`,
  'settings.saved': (p) => `Configurações salvas na aba ${p.tab}.`,
  'import.done': (p, f) =>
    `Importados ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })} e ${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })}.`,
  'lock.busy': (p, f) =>
    `Outro editor está alterando este torneio; nada foi feito. Tente de novo em instantes (esperou ${f.number(p.ms)} ms).`,
  'error.internal': (p) =>
    `Algo deu errado dentro do complemento (${p.detail}). Envie este arquivo e esta mensagem a quem cuida do complemento para você.`,
  'error.file': (p) =>
    `O computador não deixou o complemento ler ou gravar um arquivo (${p.detail}).`,
  'problem.atRow': (p) => `${p.tab}, linha ${p.row}: ${p.problem}`,
  'problem.inTab': (p) => `${p.tab}: ${p.problem}`,
  'problem.more': (p) => `… e mais ${p.count}.`,
  // Os problemas encontrados ao ler as abas (depois de “aba, linha N:”).
  'problem.inColumn': (p) => `em “${p.column}”, ${p.problem}`,
  'problem.players.noColumns': (p, f) =>
    `a linha de cabeçalho não tem a coluna ${f.list(
      p.columns.map((column) => `“${column}”`),
      'or',
    )}`,
  'problem.players.nameBlank': 'o nome está vazio',
  'problem.players.nameAgain': (p) => `“${p.name}” já é o nome da linha ${p.row}`,
  'problem.players.number': (p) => `o Nº “${p.value}” não é um número inteiro de 1 a 9999`,
  'problem.players.numberAgain': (p) => `o Nº ${p.number} já é o da linha ${p.row}`,
  'problem.players.rating': (p) => `o rating “${p.value}” não é um número`,
  'problem.players.sex': (p) => `o sexo “${p.value}” não é m nem w`,
  'problem.players.status': (p) =>
    `a situação “${p.value}” não é “${p.active}” nem “${p.withdrawn}”`,
  'problem.players.byeEntry': (p) =>
    `“${p.value}” não é uma rodada: escreva números de rodada como 3, 5H (H bye de meio ponto, F bye de um ponto, nada ou Z ausente)`,
  'problem.players.byeTwice': (p) => `a rodada ${p.round} aparece duas vezes`,
  'problem.players.virtualPoints': (p) =>
    `“${p.value}” não é um número de pontos (escreva-os por rodada: 1; 1; ½)`,
  'problem.players.notAgainstNumber': (p) => `“${p.value}” não é o Nº de nenhum jogador`,
  'problem.players.notAgainstName': (p) => `“${p.value}” não é o nome de nenhum jogador`,
  'problem.players.notAgainstSelf': (p) => `“${p.value}” é o próprio jogador`,
  'problem.players.numberBlank':
    'o Nº está vazio enquanto outros jogadores têm um: preencha todos os Nº, ou apague todos e o complemento numera os jogadores por rating, título e nome (C.04.2 2.2)',
  'problem.players.noNumbers': (p) =>
    `nenhum jogador tem Nº, mas há rodadas emparceiradas: as linhas dos jogadores ou a coluna Nº sumiram (restaure-as, ou use “${p.undo}”)`,
  'problem.tabs.merged': (p) =>
    `as células ${p.cells} estão mescladas, então guardam um só valor para ${p.rows ? 'várias linhas' : 'várias colunas'}; desfaça a mesclagem (Formatar > Mesclar células > Desfazer mesclagem) e dê a cada célula o seu valor`,
  'problem.tabs.formulaError': (p) =>
    `a célula ${p.cell} mostra ${p.value}, o erro de uma fórmula: corrija a fórmula, ou digite o valor`,
  'problem.tabs.roundLookalike': (p) =>
    `esta aba parece uma aba de rodada, mas o complemento só lê as abas chamadas exatamente “${p.roundN}” e emparceiraria a rodada de novo; chame-a “${p.asked}” conforme a rodada que ela contém, ou apague-a se não for necessária`,
  'problem.tabs.roundN': 'Rodada N',
  'problem.tabs.lookalike': (p) =>
    `não há nenhuma aba chamada exatamente “${p.tab}”, mas há “${p.lookalike}”: renomeie-a “${p.tab}”`,
  'problem.tabs.noSettings': (p) =>
    `esta aba não existe, mas há rodadas emparceiradas: nela ficam o número de rodadas, o sistema e os pontos; escolha “${p.create}” para criá-la de novo e confira os valores`,
  'problem.tabs.noPlayers': (p) =>
    `esta aba não existe: escolha “${p.create}” no menu do complemento, depois digite os jogadores`,
  'problem.settings.notOneOf': (p, f) => `“${p.value}” não é ${f.list(p.choices, 'or')}`,
  'problem.settings.rounds': (p) => `“${p.value}” não é um número de rodadas de 1 a ${p.max}`,
  'problem.settings.system': (p) =>
    `“${p.value}” não é um sistema de emparceiramento; escolha ${p.systems.join(', ')}`,
  'problem.settings.points': (p) => `“${p.value}” não é um número de pontos`,
  'problem.settings.tiebreaks': (p) => `“${p.value}” não é uma lista de desempates: ${p.problem}`,
  'problem.settings.seed': (p) => `“${p.value}” não é uma semente: um número inteiro`,
  'problem.settings.language': (p) =>
    `“${p.value}” não é um idioma do complemento; escolha ${p.languages.join(', ')}, ou deixe a célula vazia para o idioma da planilha`,
  'problem.settings.unratedRating': (p) =>
    `“${p.value}” não é um rating: escreva um número inteiro como 1400, ou deixe a célula vazia`,
  'problem.settings.pointOrder': (p, f) =>
    `uma vitória (${f.number(p.win)}) deve valer mais que um empate (${f.number(p.draw)}), e um empate ao menos o que vale uma derrota (${f.number(p.loss)})`,
  'problem.settings.buchholzInRoundRobin': (p) =>
    `${p.refused} não pode desempatar um ${p.system}: C.07 (2026) art. 8: a família Buchholz não deve ser usada em torneios todos contra todos; escreva ${p.defaults}, ou esvazie a célula dessa lista`,
  'problem.settings.missingRow': (p) =>
    `não há linha “${p.label}”, mas há rodadas emparceiradas; escreva o rótulo “${p.label}” na coluna A e o seu valor na coluna B`,
  'problem.settings.missingRowInstead': (p) =>
    `não há linha “${p.label}”, mas há rodadas emparceiradas (não são configurações: ${p.instead.join(', ')}; um rótulo foi mudado?); escreva o rótulo “${p.label}” na coluna A e o seu valor na coluna B`,
  'problem.settings.labelOnRow': (p) => `“${p.label}” na linha ${p.row}`,
  'problem.tiebreaks.empty': 'há um desempate vazio na lista',
  'problem.tiebreaks.unknown': (p) =>
    `desempate desconhecido “${p.head}” em “${p.item}”; os conhecidos: ${p.known}`,
  'problem.tiebreaks.modifierNotFor': (p) =>
    `o modificador “/${p.modifier}” não se aplica a ${p.code} (em “${p.item}”)`,
  'problem.tiebreaks.cutsNothing': (p) =>
    `“/${p.modifier}” não corta nada; escreva ${p.code} sem ele`,
  'problem.tiebreaks.twoCuts': (p) =>
    `um só modificador de corte ou de mediana por desempate (em “${p.item}”)`,
  'problem.tiebreaks.unknownModifier': (p) =>
    `modificador desconhecido “/${p.modifier}” em “${p.item}”; os modificadores do C.07 são /Cn, /Mn, /L+n, /L-n, e /P, /F`,
  'problem.tiebreaks.ptsNotFirst':
    'PTS (pontos) só pode abrir a lista; a classificação sempre ordena primeiro por pontos',
  'problem.tiebreaks.lotNotLast': 'LOT (sorteio) deve ser o último desempate (C.07 4.2)',
  'problem.tiebreaks.twice': (p) => `${p.tiebreak} aparece duas vezes`,
  // As configurações da barra lateral recusadas.
  'refusal.settings.points': (p) => `${p.label} deve ser um número de 0 ou mais.`,
  'refusal.settings.pointSystem': (p) => `Pontos: ${p.problem}.`,
  'refusal.settings.noTiebreaks': 'Falta a lista de desempates.',
  'refusal.settings.tiebreaks': (p) => `Desempates: ${p.problem}.`,
  'refusal.settings.unratedRating': (p) =>
    `O rating dos adversários sem rating deve ser um número inteiro de 1 a ${p.max}, ou ficar vazio.`,
  'refusal.settings.noName': 'O torneio precisa de um nome.',
  'refusal.settings.rounds': (p) => `As rodadas devem ser um número inteiro de 1 a ${p.max}.`,
  'refusal.settings.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `Já há ${p.paired} rodada emparceirada`, other: `Já há ${p.paired} rodadas emparceiradas` })}: as Rodadas não podem ser menos.`,
  'refusal.settings.unknownSystem': (p) => `Sistema de emparceiramento desconhecido “${p.value}”.`,
  'refusal.settings.unknownColour': (p) => `Cor inicial desconhecida “${p.value}”.`,
  'refusal.settings.unknownLanguage': (p) => `Idioma desconhecido “${p.value}”.`,
  'refusal.settings.notArrived':
    'As configurações não chegaram; recarregue a barra lateral e salve-as de novo.',
  'problem.round.matchTabOneGame':
    'esta aba tem uma coluna de resultado para cada partida de um match de duas partidas, mas o sistema de emparceiramento das Configurações joga uma partida por rodada',
  'problem.round.oneGameTabMatch':
    'o sistema de emparceiramento das Configurações joga matches de duas partidas, mas esta aba tem uma só coluna Resultado (o sistema foi mudado depois de emparceirar a rodada?)',
  'problem.round.columnMoved': (p) =>
    `a coluna ${p.column} deveria ser “${p.wanted}” mas tem “${p.found}”: uma coluna foi inserida, apagada ou movida; recoloque as colunas como o complemento as escreveu (${p.columns.join(', ')})`,
  'problem.round.columnEmpty': (p) =>
    `a coluna ${p.column} deveria ser “${p.wanted}” mas está vazia: uma coluna foi inserida, apagada ou movida; recoloque as colunas como o complemento as escreveu (${p.columns.join(', ')})`,
  'problem.round.whiteNumber': (p) => `o Nº das brancas “${p.value}” não é um número de sorteio`,
  'problem.round.blackNumber': (p) => `o Nº das pretas “${p.value}” não é um número de sorteio`,
  'problem.round.playerNumber': (p) => `o Nº do jogador “${p.value}” não é um número de sorteio`,
  'problem.round.byeResult': (p) =>
    `esta linha é um “${p.bye}”, não uma partida: o seu Resultado só mostra os pontos que dá (tem “${p.value}”)`,
  'problem.round.byeOpponent': (p) => `esta linha é um “${p.bye}”: não tem adversário`,
  'problem.round.boardCell': (p) =>
    `a célula Mesa “${p.value}” não é um número de mesa nem um de ${p.labels.join(', ')}`,
  'problem.round.resultDate': (p) =>
    `a célula Resultado contém uma data (um resultado digitado ali virou data); escolha o resultado da lista: ${p.choices.join(', ')}`,
  'problem.round.result': (p) =>
    `“${p.value}” não é um resultado; use um de ${p.choices.join(', ')}`,
  'problem.round.unknownNumber': (p) =>
    `o Nº ${p.number} não é o Nº de nenhum jogador da aba ${p.players}`,
  'problem.round.numberAgain': (p) => `o Nº ${p.number} já está na linha ${p.row} desta rodada`,
  'problem.round.self': (p) => `o Nº ${p.number} não pode jogar contra si mesmo`,
  'problem.round.emptyTab': (p) =>
    `a aba não tem nenhuma partida nem bye: restaure as linhas, ou, se a rodada vai ser emparceirada de novo, use “${p.undo}” (uma aba esvaziada para a próxima rodada: apague-a, ou digite nela as mesas a manter)`,
  'problem.round.missingTab': (p) => `falta a aba, mas existe a aba “${p.last}”`,
  'problem.round.movedNumbers': (p) =>
    `o Nº ${p.number} é “${p.name}” aqui, mas “${p.now}” na aba ${p.players}, onde “${p.name}” ${p.other === null ? 'não tem Nº' : `é o Nº ${p.other}`} (linha ${p.row}): os números ou os nomes de lá foram movidos (uma só coluna foi ordenada?); recoloque-os como estavam`,
  'problem.round.rematch': (p) =>
    `o Nº ${p.white} e o Nº ${p.black} já jogaram entre si em ${p.first}`,
  'problem.round.pastLast': (p, f) =>
    `segundo as Configurações o torneio tem ${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })}`,
  'problem.players.absentButPaired': (p) =>
    `pede para faltar à rodada ${p.round}, mas ${p.tab} emparceira o Nº ${p.number} numa partida`,
  'problem.players.byePastLast': (p, f) =>
    `pede um bye ou ausência na rodada ${p.round}, mas segundo as Configurações o torneio tem ${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })}`,
  // A tabela de um torneio todos contra todos recusa (C.05 anexos 1 e 2).
  'problem.table.lateEntry': (p, f) =>
    `${p.name} não tem Nº: um torneio todos contra todos não aceita jogadores depois da rodada 1 (a tabela foi sorteada para ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })}); apague a linha, ou inscreva o jogador em outro torneio`,
  'problem.table.numberBlankByHand': (p) =>
    `o Nº está vazio, e segundo as Configurações o sorteio é feito à mão: digite o número Berger de cada jogador, de 1 a ${p.players}`,
  'problem.table.numberBlank':
    'o Nº está vazio enquanto outros jogadores têm um: digite todos os Nº (o sorteio feito à mão), ou apague todos e o complemento os sorteia',
  'problem.table.varmaSize': (p) =>
    `as tabelas Varma servem para 9 a 24 jogadores (C.05 anexo 2, instrução 5), não para ${p.players}: escolha outro sorteio`,
  'problem.table.method.random': 'ao acaso',
  'problem.table.method.varma': 'com as tabelas Varma',
  'problem.table.method.hand': 'à mão',
  'problem.table.drawChanged': (p) =>
    `o sorteio foi feito antes da rodada 1 (${p.method}${p.seed === null ? '' : `, semente ${p.seed}`}) e não pode mudar depois de emparceirada a rodada 1 (C.05 anexo 1 parte 3.1): recoloque o método e a semente nas Configurações`,
  'problem.table.notBerger': (p) =>
    `o Nº ${p.number} não é um número Berger de uma tabela de ${p.players} jogadores: os números vão de 1 a ${p.players}`,
  'problem.table.requestedBye': (p) =>
    `${p.name} pede um bye ou ausência na rodada ${p.round}, mas um torneio todos contra todos mantém cada jogador na sua mesa (C.05 anexo 1): apague a rodada aqui e digite o W.O. em ${p.tab}, ou marque o jogador como desistente`,
  'problem.round.noResult': (p) =>
    `a mesa ${p.board} (Nº ${p.white} - Nº ${p.black}) ainda não tem resultado`,
  'problem.round.adjourned': (p) =>
    `a partida da mesa ${p.board} (Nº ${p.white} - Nº ${p.black}) está adiada: ${p.system} só emparceira quando todas as partidas têm resultado (só o sistema por rating de 1998 emparceira em volta de uma partida adiada); digite o resultado`,
  // Mesas digitadas à mão para que “Emparceirar a próxima rodada” emparceire o resto.
  'problem.typed.numberedNow': (p) =>
    `o Nº ${p.number} só é dado agora, a um jogador sem Nº na aba ${p.players}: digite os números que a aba ${p.players} mostra`,
  'problem.typed.unknown': (p) => `o Nº ${p.number} não é o número de sorteio de nenhum jogador`,
  'problem.typed.withdrawn': (p) => `o Nº ${p.number} desistiu`,
  'problem.typed.absent': (p) =>
    `o Nº ${p.number} pediu um bye ou está ausente na rodada ${p.round}`,
  'problem.typed.twice': (p) => `o Nº ${p.number} já está na mesa ${p.board} da lista`,
  'problem.typed.board': (p, f) =>
    `mesa ${p.board}: esta rodada tem ${f.plural(p.boards, { one: `${p.boards} mesa`, other: `${p.boards} mesas` })}`,
  'problem.typed.boardAgain': (p) => `a mesa ${p.board} também está digitada na linha ${p.row}`,
  // O que um arquivo TRF não comporta.
  'problem.export.name': 'o nome',
  'problem.export.title': 'o título',
  'problem.export.federation': 'a federação',
  'problem.export.birth': 'a data de nascimento',
  'problem.export.tooLong': (p, f) =>
    `${p.field} “${p.value}” tem ${f.plural(p.length, { one: `${p.length} caractere`, other: `${p.length} caracteres` })}; um arquivo TRF comporta ${p.width}: encurte para exportar`,
  'problem.export.fideId': (p) =>
    `o ID FIDE “${p.value}” não tem no máximo 11 dígitos, como um arquivo TRF exige: corrija-o ou apague-o para exportar`,
  // O que Verificar esta rodada e Explicar esta rodada dizem em volta das palavras do sistema.
  'refusal.explain.notNumber': (p) =>
    `“${p.value}” não é um número de sorteio: indique o Nº de dois jogadores.`,
  'check.checkedWith': (p) => `${p.tab}, verificada com ${p.system}:`,
  'check.typedBoards': (p) =>
    `${p.tab} tem mesas digitadas à mão: “${p.pair}” emparceira os outros jogadores em volta delas.`,
  'check.marked': (p) =>
    `${p.tab} não é o emparceiramento do próprio sistema: fica marcada “${p.mark}” na aba e na exportação TRF.`,
  'explain.changedByHand': (p) =>
    `Esta rodada difere do emparceiramento do próprio programa (mudada à mão): “${p.check}” compara os dois.`,
  'undo.doneWithoutRecord': (p) =>
    `${p.tab} foi apagada. A aba oculta “${p.undoTab}” não tem registro do seu emparceiramento (foi importada, ou o registro foi removido), então nada mais foi restaurado.`,
  'import.pointsWarning': (p) =>
    ` Atenção: a coluna de pontos do arquivo não é o que os resultados dão, e a planilha conta os resultados: ${p.differences}${p.more > 0 ? `; e mais ${p.more}` : ''}.`,
  'import.rematch': (p) =>
    `Nº ${p.white} ${p.whiteName} e Nº ${p.black} ${p.blackName} (${p.first} e ${p.round})`,
  'import.rematchWarning': (p) =>
    ` Atenção: o arquivo emparceira jogadores que já tinham jogado entre si (o C.04.1 art. 2 proíbe; as rodadas são importadas como o arquivo as tem, e as rodadas seguintes não os emparceirarão de novo): ${p.rematches.join('; ')}${p.more > 0 ? `; e mais ${p.more}` : ''}.`,
  'import.rulersSkipped': (p) =>
    p.lines.length === 1
      ? `linha ${p.lines[0]}: régua de colunas (como o Swiss-Manager escreve acima dos jogadores) ignorada`
      : `linhas ${p.lines.join(', ')}: réguas de colunas (como o Swiss-Manager escreve acima dos jogadores) ignoradas`,
  'import.pointsDifference': (p, f) =>
    `${p.line === null ? 'colunas 81-84' : `linha ${p.line}, colunas 81-84`}: os pontos do jogador ${p.player} dizem ${f.number(p.declared, 1)}, seus resultados dão ${f.number(p.results, 1)}`,
  'import.note': (p) => ` Nota: ${p.note}.`,
  'import.droppedTiebreaks': (p) =>
    p.tiebreaks.length === 1
      ? ` O desempate ${p.tiebreaks[0]} do arquivo não é calculado por este complemento e ficou fora da lista da aba ${p.tab}.`
      : ` Os desempates ${p.tiebreaks.join(', ')} do arquivo não são calculados por este complemento e ficaram fora da lista da aba ${p.tab}.`,
  'pair.forbiddenPair': (p) =>
    `Nº ${p.a}${p.aName === '' ? '' : ` ${p.aName}`} e Nº ${p.b}${p.bName === '' ? '' : ` ${p.bName}`}`,
  'pair.lateForbiddenPairs': (p, f) =>
    `Atenção: ${f.plural(p.pairs.length, { one: 'um par proibido foi acrescentado', other: `${p.pairs.length} pares proibidos foram acrescentados` })} (colunas “${p.notAgainst}” ou “${p.club}”) depois de ${p.round === 1 ? 'emparceirada a rodada 1' : `emparceirada aqui a rodada ${p.round}`}: ${p.pairs.join('; ')}. Um torneio válido para rating FIDE não pode acrescentar pares proibidos depois da rodada 1 (C.02.03); ${f.plural(p.pairs.length, { one: 'ele foi mantido separado', other: 'eles foram mantidos separados' })} mesmo assim.`,
  'pair.typedBoardsKept': (p, f) =>
    `${f.plural(p.count, { one: 'A mesa', other: 'As mesas' })} ${p.boards} de ${p.tab} digitadas à mão ${f.plural(p.count, { one: 'foi mantida', other: 'foram mantidas' })}, e os outros jogadores foram emparceirados em volta. Num torneio válido para rating FIDE é decisão do árbitro: emparceiramentos corretos não podem ser alterados em favor de nenhum participante (C.04.2 1.5), e um emparceiramento só é mudado nos casos do C.04.2 4.4. “${p.check}” compara a rodada com o emparceiramento do próprio sistema.${p.broken.map((problem) => `\nDescumprido: ${problem}.`).join('')}`,
  'undo.noRound': 'Não há rodada para desfazer.',
  'undo.question': (p, f) =>
    `${p.tab} já tem ${f.plural(p.results, { one: `${p.results} resultado`, other: `${p.results} resultados` })}. Desfazer a rodada mesmo assim? A aba e os resultados serão apagados.`,
  'undo.done': (p) => `${p.tab} foi desfeita.`,
  'undo.doneTyped': (p) =>
    `${p.tab} foi desfeita: as mesas digitadas à mão voltaram como foram digitadas.`,
  'undo.standingsNotRecomputed': (p) =>
    `Não foi possível recalcular a classificação (${p.reason}); escolha “Atualizar a classificação” depois de corrigir.`,
  'round.noneToCheck': 'Ainda não há aba de rodada para verificar.',
  'round.noneToExplain': 'Ainda não há aba de rodada para explicar.',
  'round.systemUnavailable': 'O sistema de emparceiramento das configurações não está disponível.',
  'round.protection': (p) =>
    `Emparceiramento da rodada ${p.round}: digite só resultados; para mudar o emparceiramento use “Desfazer a última rodada”.`,
  'status.noPlayersTab': (p) => `Ainda não há aba ${p.players}: clique em “${p.create}”.`,
  'explain.written': (p) => `A explicação da rodada ${p.round} está na aba “${p.tab}”.`,
  // As explicações e verificações do motor (src/engine/explain, src/engine/check).
  'explain.player': (p, f) => `${p.name} (nº ${p.id}, ${f.number(p.score)} pts)`,
  'explain.playerNumber': (p) => `nº ${p.id}`,
  'explain.roundName': (p) => `rodada ${p.round}`,
  'explain.matchRoundName': (p) => `rodada de match ${p.round}`,
  'explain.heading': (p) => `${p.round.charAt(0).toUpperCase()}${p.round.slice(1)} (${p.system})`,
  'explain.group': (p, f) =>
    `${f.plural(p.score, { one: `${f.number(p.score)} ponto`, other: `${f.number(p.score)} pontos` })}: ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })}${p.fromAbove.length > 0 ? ` e ${f.plural(p.fromAbove.length, { one: `${p.fromAbove.length} vindo de cima`, other: `${p.fromAbove.length} vindos de cima` })} (${p.fromAbove.join('; ')})` : ''}.`,
  'explain.float': (p) => `${p.player} enfrenta ${p.opponent}: ${p.why}.`,
  'explain.float.upOdd': (p, f) =>
    `o grupo de pontuação de ${f.number(p.score)} tem ${f.plural(p.left, { one: `${p.left} jogador`, other: `${p.left} jogadores` })} a emparceirar${p.wentUp > 0 ? ` (${f.plural(p.wentUp, { one: `${p.wentUp} subiu`, other: `${p.wentUp} subiram` })} para um grupo superior)` : ''}, um número ímpar: um jogador sobe como flutuante (${p.floatCount}); ${p.player} é o escolhido pelos critérios (${p.floatScores}, ${p.order})`,
  'explain.float.upUnpairable': (p, f) =>
    `o grupo de pontuação de ${f.number(p.score)} não pode ser emparceirado entre si (${p.rematch}, ${p.completion}), então sobem flutuantes (${p.floatCount})`,
  'explain.float.alone': (p, f) =>
    `${p.player} é o único jogador do grupo de ${f.number(p.score)} e desce como flutuante (${p.floatCount})`,
  'explain.float.noPartner': (p, f) =>
    `${p.player} já jogou, ou não pode jogar, com todos os outros jogadores do grupo de ${f.number(p.score)} (${p.articles.join(', ')})`,
  'explain.float.odd': (p, f) =>
    `o grupo de ${f.number(p.score)} tem ${players(p.players, f)} a emparceirar, um número ímpar: um desce como flutuante (${p.floatCount}); ${p.player} é o escolhido pelos critérios e pela ordem (${p.floatScores}, ${p.order})`,
  'explain.float.completion': (p, f) =>
    `emparceirar todos dentro do grupo de ${f.number(p.score)} não deixaria um emparceiramento completo dos jogadores abaixo, ou é pior nos critérios (${p.completion}, ${p.floatCount})`,
  'explain.board': (p) =>
    `Tabuleiro ${p.board}: ${p.white} - ${p.black}; Brancas para ${p.whiteName}: ${p.colour}.`,
  'explain.board.rule': (p) => `${p.reason} (${p.rule})`,
  'explain.board.someRule': 'regra de cores',
  'explain.board.systemColours': 'cores pelas regras de cor do próprio sistema',
  'explain.bye': (p, f) =>
    `${p.player} recebe o bye atribuído pelo emparceiramento: há ${players(p.players, f)} a emparceirar, um número ímpar.${p.reasons.length > 0 ? ` Dos jogadores com a mesma pontuação ou menos: ${p.reasons.join('; ')}.` : ' Ninguém tem pontuação menor.'}`,
  'explain.bye.hadWin': (p) =>
    `${p.player} já marcou uma vitória sem jogar na ${p.round} (${p.article})`,
  'explain.bye.notChosen': (p) => `${p.player} não é o escolhido (${p.article})`,
  'explain.table.board': (p, f) =>
    `Tabuleiro ${p.board}: ${p.white} - ${p.black}: números Berger ${p.whiteNumber} e ${p.blackNumber}, ${p.made}.${p.forfeits.length > 0 ? ` ${f.list(p.forfeits)}: a partida continua na tabela e é perdida por W.O. (C.05 6.6).` : ''}`,
  'explain.table.withdrawn': (p) => `${p.player} desistiu`,
  'explain.table.absent': (p) => `${p.player} não joga nesta rodada`,
  'explain.table.bye': (p) =>
    `${p.player} enfrenta o número fictício ${p.dummy}: “quando há um número ímpar de jogadores, o número mais alto conta como bye” (C.05 Anexo 1); sem partida, sem pontos.`,
  'table.source': (p) =>
    `C.05 Anexo 1, tabela de Berger para ${p.size - 1} ou ${p.size} jogadores${p.constructed ? ', pela regra de construção (a FIDE imprime até 16)' : ''}`,
  'table.round': (p) =>
    `${p.source}, rodada ${p.round}${p.reversed ? ' com as cores invertidas (segundo turno)' : ''}`,
  'citation.article': (p) => `artigo ${p.article}`,
  'citation.forbiddenPair': 'par proibido',
  'citation.forbiddenPairOf': (p) => `${p.article} (par proibido)`,
  'citation.complete': 'o emparceiramento deve ser completo',
  'citation.byeRules': 'as regras de bye do sistema',
  'citation.criteria': 'os critérios do sistema',
  'citation.order': 'a ordem de emparceiramento do sistema',
  'colour.bothPreferences': 'os dois jogadores recebem a cor que lhes cabe',
  'colour.strongerPreference': 'a preferência de cor mais forte é atendida',
  'colour.widerDifference':
    'as duas preferências são absolutas: atende-se a de maior diferença de cores',
  'colour.alternation':
    'as cores alternam a partir da última rodada em que os dois tiveram cores diferentes',
  'colour.higherPreference': 'o jogador mais bem classificado recebe a cor que lhe cabe',
  'colour.initialColour':
    'nenhuma preferência decide: o jogador mais bem classificado recebe a cor inicial com número de emparceiramento ímpar, a outra cor com número par',
  'colour.1998.colourLimits': 'os limites de cor de B.2',
  'colour.1998.bothPreferences': 'as duas preferências de cor são atendidas',
  'colour.1998.alternation': 'as cores alternam a partir da última rodada em que foram diferentes',
  'colour.1998.higherPreference': 'o jogador mais bem classificado recebe sua preferência de cor',
  'colour.1998.drawnColour': 'a cor sorteada, pelo número do jogador mais bem classificado',
  'colour.lim.colourLimits': 'a única atribuição que mantém os dois dentro dos limites de cor',
  'colour.lim.dueColours': 'cada jogador recebe a cor que lhe cabe',
  'colour.lim.alternation': 'aos dois cabe a mesma cor: alternância pelos seus históricos',
  'colour.lim.higherRanked':
    'históricos idênticos: o jogador mais bem classificado recebe a cor que lhe cabe',
  'colour.lim.lowerRanked':
    'históricos idênticos abaixo da mediana: o jogador menos bem classificado recebe a cor que lhe cabe',
  'colour.lim.neitherPlayed':
    'nenhum dos dois jogou: a cor sorteada para o jogador mais bem classificado',
  'colour.lim.roundOne': 'primeira rodada: a cor sorteada alterna ao longo da metade superior',
  'colour.doubleSwiss.firstMatch': (p) =>
    `nenhum dos dois jogou um match: o jogador mais bem classificado (nº ${p.player}) tem TPN ${p.tpn}, ${p.odd ? 'ímpar, e recebe a cor inicial' : 'par, e recebe a cor oposta à inicial'}: ${p.white ? 'Brancas' : 'Pretas'}`,
  'colour.doubleSwiss.fewerWhites': 'Brancas para o jogador que teve menos Brancas',
  'colour.doubleSwiss.alternation':
    'as cores alternam a partir da rodada mais recente em que os dois tiveram cores diferentes',
  'colour.doubleSwiss.higherAlternates':
    'o jogador mais bem classificado alterna em relação ao seu último match',
  'colour.doubleSwiss.opponentAlternates': 'o adversário alterna em relação ao seu último match',
  'colour.table.board': (p) => `mesa ${p.board}: ${p.where}`,
  'whyNot.inRound': (p) => `Rodada ${p.round}: ${p.answer}`,
  'whyNot.noPlayer': (p) => `Não há jogador com o nº ${p.id}.`,
  'whyNot.himself': 'Um jogador não pode ser emparceirado consigo mesmo.',
  'whyNot.paired': (p) =>
    `${p.white} e ${p.black} estão emparceirados na mesa ${p.board} (${p.white} joga de Brancas).`,
  'whyNot.table': (p, f) =>
    `${p.a} e ${p.b} se enfrentam ${f.plural(p.rounds.length, { one: 'na rodada', other: 'nas rodadas' })} ${f.list(p.rounds)}: cada partida vem da tabela (${p.source}).`,
  'whyNot.notToPair': (p) =>
    `${p.player} não é emparceirado na rodada ${p.round} (ausente, bye solicitado ou desistente).`,
  'whyNot.met': (p) =>
    `${p.a} e ${p.b} já jogaram entre si na ${p.round}: dois jogadores não se enfrentam duas vezes (${p.article}).`,
  'whyNot.forbidden': (p) => `${p.a} e ${p.b} são um par proibido pelo organizador (${p.article}).`,
  'whyNot.sameAbsoluteColour': (p) =>
    `${p.a} e ${p.b} precisam ambos de ${p.white ? 'Brancas' : 'Pretas'} (preferências de cor absolutas): não podem se enfrentar (${p.article}).`,
  'whyNot.incomplete': (p) =>
    `Com ${p.a} contra ${p.b}, os outros jogadores não podem ser todos emparceirados (${p.article}).`,
  'whyNot.apart': (p) =>
    `Nenhum emparceiramento completo mantém ${p.a} e ${p.b} juntos: quando não podem enfrentar mais ninguém, ${p.bye !== null ? `o nº ${p.bye} recebe o bye atribuído pelo emparceiramento` : 'ficam separados'} (${p.article}).`,
  'whyNot.order': (p) =>
    `Emparceirar ${p.a} com ${p.b} é igualmente bom nas flutuações, suas pontuações, nas cores e nas flutuações repetidas, grupo a grupo; os demais critérios e a ordem de emparceiramento (${p.order}) põem o emparceiramento escolhido em primeiro.`,
  'whyNot.worse': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} deixa ${p.criterion} em ${p.other.map((x) => f.number(x)).join('; ')} em vez de ${p.chosen.map((x) => f.number(x)).join('; ')} (${p.article}).`,
  'whyNot.worseElsewhere': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} muda primeiro ${p.criterion} (${p.other.map((x) => f.number(x)).join('; ')} em vez de ${p.chosen.map((x) => f.number(x)).join('; ')}, ${p.article}); o emparceiramento escolhido é mantido por um critério que este resumo não conta (completar a rodada, ${p.completion}, ou o grupo seguinte).`,
  'criterion.byeScore': 'a pontuação do jogador que recebe o bye atribuído pelo emparceiramento',
  'criterion.floatsUp': (p, f) =>
    `o número de jogadores que sobem para o grupo de pontuação de ${f.number(p.score)}`,
  'criterion.floatsDown': (p, f) =>
    `o número de flutuantes que descem do grupo de ${f.number(p.score)}`,
  'criterion.floatScoresUp': (p, f) =>
    `as pontuações dos jogadores que sobem para o grupo de pontuação de ${f.number(p.score)}`,
  'criterion.floatScoresDown': (p, f) =>
    `as pontuações dos flutuantes que descem do grupo de ${f.number(p.score)}`,
  'criterion.colourMisses': (p, f) =>
    `os jogadores do grupo de ${f.number(p.score)} que não recebem a cor que lhes cabe`,
  'criterion.strongColourMisses': (p, f) =>
    `os jogadores do grupo de ${f.number(p.score)} que não recebem uma preferência de cor forte`,
  'criterion.repeatedFloats': (p, f) =>
    `os jogadores do grupo de ${f.number(p.score)} que flutuam no mesmo sentido da rodada anterior`,
  'check.shape': (p) => `${p.problem} (cada jogador a emparceirar é emparceirado uma vez)`,
  'pairingShape.unknown': (p) => `o jogador ${p.player} não existe`,
  'pairingShape.notToPair': (p) =>
    `o jogador ${p.player} não deve ser emparceirado na rodada ${p.round}`,
  'pairingShape.twice': (p) => `o jogador ${p.player} aparece duas vezes`,
  'pairingShape.himself': (p) => `o jogador ${p.player} está emparceirado consigo mesmo`,
  'pairingShape.notPaired': (p) => `o jogador ${p.player} não está emparceirado`,
  'pairingShape.noBye': (p, f) =>
    `${f.plural(p.count, { one: `há ${p.count} jogador a emparceirar`, other: `há ${p.count} jogadores a emparceirar` })}, mas nenhum bye`,
  'pairingShape.byeGiven': (p, f) =>
    `${f.plural(p.count, { one: `há ${p.count} jogador a emparceirar`, other: `há ${p.count} jogadores a emparceirar` })}, mas é dado um bye`,
  'check.rematch': (p) =>
    `mesa ${p.board}: ${p.white} e ${p.black} já jogaram entre si na ${p.round} (${p.article})`,
  'check.forbidden': (p) =>
    `mesa ${p.board}: ${p.white} e ${p.black} são um par proibido (${p.article})`,
  'check.colours': (p) =>
    `mesa ${p.board}: ${p.player} teria ${p.threeInARow ? 'a mesma cor três vezes seguidas' : `uma diferença de cores de ${p.difference}`} (${p.articles.join(', ')})`,
  'check.byeAfterWin': (p) =>
    `${p.player} recebe o bye atribuído pelo emparceiramento depois de marcar uma vitória sem jogar na ${p.round} (${p.article})`,
  'check.worse': (p, f) =>
    `${p.criterion}: ${p.other.map((x) => f.number(x)).join('; ')} contra ${p.chosen.map((x) => f.number(x)).join('; ')} no emparceiramento do ${p.system} (${p.article})`,
  'check.noneBroken': (p) => `Rodada ${p.round}: nenhum critério absoluto é violado.`,
  'check.broken': (p, f) =>
    `Rodada ${p.round}: ${f.plural(p.count, { one: `${p.count} critério absoluto é violado:`, other: `${p.count} critérios absolutos são violados:` })}`,
  'check.worseThanEngine': 'Pior que o emparceiramento do próprio programa em:',
  'check.asGood':
    'É tão bom quanto o emparceiramento do próprio programa nas flutuações, suas pontuações e nas cores.',
  'check.table.same': (p) => `Cada mesa é a da tabela (${p.where}).`,
  'check.table.differs': (p) => `Difere da tabela (${p.where}):`,
  'check.table.notInTable': (p) => `mesa ${p.board}: ${p.white}-${p.black} não está na tabela`,
  'check.table.missing': (p) => `mesa ${p.board}: falta; a tabela tem ${p.white}-${p.black}`,
  'check.table.otherGame': (p) =>
    `mesa ${p.board}: ${p.white}-${p.black}, a tabela tem ${p.tableWhite}-${p.tableBlack}${p.reversed ? ' (cores invertidas)' : ''}`,
  'check.table.freeWithoutDummy': (p) =>
    `o nº ${p.player} aparece livre, mas a tabela dá uma partida a todos`,
  'check.table.free': (p) =>
    `a tabela deixa livre o nº ${p.player}${p.shown === null ? '' : `, não o nº ${p.shown}`}`,
  // As explicações por equipes (C.04.6).
  'teamExplain.team': (p, f) =>
    `${p.name} (nº ${p.tpn}${p.score !== null ? `, ${f.number(p.score)} pts` : ''})`,
  'teamExplain.unnamed': 'Equipe',
  'teamExplain.heading': (p) =>
    `Rodada ${p.round} (sistema suíço por equipes C.04.6; pontuação principal: ${p.matchPoints ? 'pontos de match' : 'pontos de partida'}, ${p.colourType === 'none' ? 'sem preferências de cor' : `cores do tipo ${p.colourType}`})`,
  'teamExplain.teamBye': (p) => `${p.team} tem um bye na rodada (240) e não é emparceirada.`,
  'teamExplain.pab.hadBye': (p) =>
    `${p.team} já teve um bye atribuído pelo emparceiramento ou uma vitória sem jogar ([C2])`,
  'teamExplain.pab.noLegalPairing': (p) =>
    `${p.team} não deixaria às outras nenhum emparceiramento legal (3.4.1, [C3])`,
  'teamExplain.pab': (p, f) =>
    `${p.team} recebe o bye atribuído pelo emparceiramento: ${f.plural(p.teams, { one: `${p.teams} equipe`, other: `${p.teams} equipes` })} a emparceirar, um número ímpar (1.4); ela vem primeiro na ordem de 3.4 (menor pontuação, mais matches jogados, maior TPN)${p.reasons.length > 0 ? ` entre as equipes que podem recebê-lo. Antes dela: ${p.reasons.join('; ')}` : ''}.`,
  'teamExplain.bracket': (p, f) =>
    `Grupo ${p.bracket}: o grupo de pontuação superior (3.2) de ${f.number(p.score)}, ${f.plural(p.residents.length, { one: `${p.residents.length} equipe`, other: `${p.residents.length} equipes` })}: ${p.residents.map((x) => `nº ${x}`).join(' ')}.`,
  'teamExplain.noUpfloaters':
    'Sem flutuantes ascendentes ([C4]): o grupo é emparceirado entre si e as equipes abaixo ainda podem ser todas emparceiradas ([C1], [C3]).',
  'teamExplain.upfloaters': (p, f) =>
    `Flutuantes ascendentes (3.5): ${p.upfloaters.join('; ')}. ${p.odd ? 'O grupo é ímpar; ' : ''}[C4] não menos flutuantes e [C5] não pontuações mais altas deixam um emparceiramento legal do grupo e das equipes abaixo ([C1], [C3]); é o primeiro conjunto dessa forma na ordem de 3.5.4 (pontuação decrescente, depois TPN crescente) que cumpre [C6] e [C7]${p.lastTwoRounds ? ' ([C7] não se aplica nas duas últimas rodadas)' : ` (${f.plural(p.floated, { one: `${p.floated} flutuante ascendente flutuou`, other: `${p.floated} flutuantes ascendentes flutuaram` })} na rodada anterior)`}.`,
  'teamExplain.identifierFirst': (p) =>
    `Identificador de emparceiramento ${p.identifier.join(' ')} (3.6.2): o primeiro legal na ordem de 3.6.3, e nenhum outro é melhor em [C8]-[C10] (${p.values}).`,
  'teamExplain.identifierDecided': (p) =>
    `Identificador de emparceiramento ${p.identifier.join(' ')} (3.6.2): o primeiro legal, ${p.first.join(' ')}, tem ${p.firstCount} ${p.criterion} contra ${p.count} aqui, então ${p.article} decide (3.6.4; ${p.values}).`,
  'teamExplain.c8': 'equipes cuja preferência de cor não é atendida',
  'teamExplain.c9': 'equipes cuja preferência de cor forte não é atendida',
  'teamExplain.c10': 'adversários de flutuantes ascendentes que flutuaram na rodada anterior',
  'teamExplain.match': (p) =>
    `Match ${p.match}: ${p.white} - ${p.black}, grupo ${p.bracket}${p.floater !== null ? `; ${p.floater} sobe como flutuante (1.5)` : ''}. ${p.white} joga de Brancas no tabuleiro 1: ${p.rule} (${p.article}).`,
  'teamExplain.pabMatch': (p) => `${p.team}: bye atribuído pelo emparceiramento.`,
  'teamColour.4.3.1':
    'nenhuma equipe jogou um match: a primeira equipe (4.2) recebe a cor inicial, ou a outra cor se seu TPN for par',
  'teamColour.4.3.2': 'só uma equipe tem preferência de cor, e ela é atendida',
  'teamColour.4.3.3': 'as equipes têm preferências de cor opostas, ambas atendidas',
  'teamColour.4.3.4': 'só uma equipe tem preferência de cor forte (tipo B), e ela é atendida',
  'teamColour.4.3.5': 'as Brancas vão para a equipe com menor diferença de cores',
  'teamColour.4.3.6':
    'as cores alternam a partir do último match em que uma equipe teve Brancas e a outra Pretas',
  'teamColour.4.3.7': 'a preferência de cor da primeira equipe é atendida',
  'teamColour.4.3.8': 'a cor da primeira equipe alterna em relação ao seu último match jogado',
  'teamColour.4.3.9': 'a cor da outra equipe alterna em relação ao seu último match jogado',
  'teamWhyNot.noTeam': (p) => `Não há equipe com o nº ${p.tpn}.`,
  'teamWhyNot.itself': 'Uma equipe não pode ser emparceirada consigo mesma.',
  'teamWhyNot.notToPair': (p) => `${p.team} não é emparceirada na rodada ${p.round} (um bye, 240).`,
  'teamWhyNot.paired': (p) =>
    `${p.white} e ${p.black} estão emparceiradas no match ${p.match} (${p.white} joga de Brancas no tabuleiro 1).`,
  'teamWhyNot.met': (p) =>
    `${p.a} e ${p.b} já jogaram entre si na rodada ${p.round}: duas equipes não se enfrentam duas vezes ([C1], Regras Básicas art. 2).`,
  'teamWhyNot.forbidden': (p) =>
    `${p.a} e ${p.b} não podem se enfrentar nesta rodada: o organizador proibiu o par (260, [C1]).`,
  'teamWhyNot.incomplete': (p) =>
    `Com ${p.a} contra ${p.b}, as outras equipes não podem ser todas emparceiradas ([C3]).`,
  'teamWhyNot.apart': (p) =>
    `Nenhum emparceiramento completo mantém ${p.a} e ${p.b} juntas: ${p.pab !== null ? `${p.pab} receberia o bye atribuído pelo emparceiramento (3.4)` : 'ficam separadas'} ([C3]).`,
  'teamWhyNot.pab': (p) =>
    `Com ${p.a} contra ${p.b}, o bye atribuído pelo emparceiramento iria para ${p.pab ?? 'ninguém'} em vez de ${p.chosen}: 3.4 escolhe primeiro o PAB, a primeira equipe na sua ordem que deixa um emparceiramento legal (3.3.2, passo 1).`,
  'teamWhyNot.upfloaterCount': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} exige ${f.plural(p.count, { one: `${p.count} flutuante ascendente`, other: `${p.count} flutuantes ascendentes` })} no grupo de ${f.number(p.score)} em vez de ${p.chosen} ([C4]).`,
  'teamWhyNot.upfloaterScores': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} exige flutuantes ascendentes de pontuação ${p.scores.map((x) => f.number(x)).join('; ')} no grupo de ${f.number(p.score)} em vez de ${p.chosen.map((x) => f.number(x)).join('; ')} ([C5]).`,
  'teamWhyNot.floated': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} leva ao grupo de ${f.number(p.score)} ${f.plural(p.count, { one: `${p.count} flutuante ascendente que já flutuou`, other: `${p.count} flutuantes ascendentes que já flutuaram` })} na rodada anterior em vez de ${p.chosen} ([C7]), ou descumpre [C6].`,
  'teamWhyNot.upfloaters': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} exige os flutuantes ascendentes ${p.upfloaters.join(' ')} no grupo de ${f.number(p.score)}; ${p.chosen.join(' ')} vêm primeiro na ordem de 3.5.4 e cumprem [C6] e [C7] (3.5.5).`,
  'teamWhyNot.criterion': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} deixa ${p.count} ${p.criterion} no grupo de ${f.number(p.score)} em vez de ${p.chosen} (${p.article}, 3.6.4).`,
  'teamWhyNot.identifier': (p, f) =>
    `Emparceirar ${p.a} com ${p.b} é igualmente bom em [C8]-[C10] no grupo de ${f.number(p.score)}; seu identificador de emparceiramento ${p.identifier.join(' ')} vem depois de ${p.chosen.join(' ')} (3.6.3).`,
  'teamWhyNot.unchanged': (p) =>
    `Emparceirar ${p.a} com ${p.b} não muda a escolha de nenhum grupo que o resumo compara; a ordem de 3.5.4 e 3.6.3 mantém o emparceiramento escolhido.`,
  'import.taken': (p) =>
    `Esta planilha já tem um torneio (abas ${p.tabs}). Importe numa planilha nova (Arquivo > Novo > Planilha) ou apague essas abas antes.`,
  // The engine's refusals (src/engine/refusal.ts), said in the tournament's language.
  'trf.detail': (p) => p.detail,
  'trf.atLine': (p) => `linha ${p.line}: ${p.detail}`,
  'trf.atColumn': (p) => `linha ${p.line}, coluna ${p.column}: ${p.detail}`,
  'trf.atColumns': (p) => `linha ${p.line}, colunas ${p.column}-${p.columnEnd}: ${p.detail}`,
  'trf.field.pairingNumber': 'número inicial',
  'trf.field.sex': 'sexo',
  'trf.field.title': 'título',
  'trf.field.name': 'nome',
  'trf.field.rating': 'rating',
  'trf.field.federation': 'federação',
  'trf.field.fideNumber': 'ID FIDE',
  'trf.field.birthDate': 'data de nascimento',
  'trf.field.points': 'pontos',
  'trf.field.rank': 'colocação',
  'trf.field.roundOpponent': (p) => `adversário da rodada ${p.round}`,
  'trf.fieldCut': (p) =>
    `a linha termina dentro do campo “${p.field}”; ele deve ocupar as colunas ${p.start}-${p.end} (alinhado à direita)`,
  'trf.fieldDigits': (p) => `o campo “${p.field}” deve conter algarismos; contém “${p.found}”`,
  'trf.fieldDecimal': (p) =>
    `o campo “${p.field}” deve ser um número como 11.5 (com ponto); contém “${p.found}”`,
  'trf.blankBetweenFields': (p) =>
    `era esperado um espaço entre dois campos, encontrado “${p.found}” (a linha está deslocada ou um campo é longo demais?)`,
  'trf.stopsBeforePairingNumber':
    'a linha do jogador termina antes do número inicial (colunas 5-8)',
  'trf.pairingNumberRange': 'era esperado um número inicial de 1 a 9999',
  'trf.roundBlank': (p) =>
    `rodada ${p.round}: era esperado um espaço, encontrado “${p.found}” (um bloco de rodada é “oooo c r”: adversário nas colunas ${p.start}-${p.end}, cor na ${p.colour}, resultado na ${p.result})`,
  'trf.roundColour': (p) =>
    `rodada ${p.round}: a cor deve ser w, b, - ou um espaço; encontrado “${p.found}”`,
  'trf.roundResultCode': (p) =>
    `rodada ${p.round}: código de resultado desconhecido “${p.found}”; era esperado um de 1 = 0 + - W D L H F U Z ou um espaço`,
  'trf.roundColourAlone': (p) => `rodada ${p.round}: uma cor sem adversário nem resultado`,
  'trf.roundResultNeedsOpponent': (p) =>
    `rodada ${p.round}: “${p.result}” é o resultado de uma partida e precisa de um adversário, mas o adversário é 0000`,
  'trf.roundByeColour': (p) =>
    `rodada ${p.round}: um bye ou uma ausência (“${p.result}”) leva cor - ou um espaço; encontrado “${p.found}”`,
  'trf.roundSelf': (p) =>
    `rodada ${p.round}: o jogador ${p.player} está emparceirado consigo mesmo`,
  'trf.roundByeOpponent': (p) =>
    `rodada ${p.round}: “${p.result}” é um código de bye ou ausência e leva o adversário 0000, mas o adversário é ${p.opponent}`,
  'trf.roundGameColour': (p) =>
    `rodada ${p.round}: uma partida contra ${p.opponent} precisa da cor w ou b`,
  'trf.record': (p) => `registro ${p.code}`,
  'trf.recordPart': (p) => `registro ${p.code}, ${p.part}`,
  'trf.codePart': (p) => `${p.code}, ${p.part}`,
  'trf.part.firstRound': 'primeira rodada',
  'trf.part.lastRound': 'última rodada',
  'trf.part.firstPlayerId': 'primeiro número de jogador',
  'trf.part.lastPlayerId': 'último número de jogador',
  'trf.part.playerId': 'número de jogador',
  'trf.part.player': 'jogador',
  'trf.part.round': 'rodada',
  'trf.part.roundN': (p) => `rodada ${p.round}`,
  'trf.part.teamPairingNumber': 'número inicial da equipe',
  'trf.part.strengthFactor': 'fator de força',
  'trf.part.matchPoints': 'pontos por match',
  'trf.part.gamePoints': 'pontos por partida',
  'trf.part.teamRank': 'colocação da equipe',
  'trf.part.pabMatchPoints': 'pontos de match do bye do emparceiramento',
  'trf.part.pabGamePoints': 'pontos de partida do bye do emparceiramento',
  'trf.part.team': 'equipe',
  'trf.part.whiteTeam': 'equipe de brancas',
  'trf.part.blackTeam': 'equipe de pretas',
  'trf.part.opponent': 'adversário',
  'trf.part.firstTeam': 'primeira equipe',
  'trf.part.lastTeam': 'última equipe',
  'trf.part.roundCount': 'o número de rodadas (XXR / 142)',
  'trf.part.initialColour': 'a cor inicial (XXC / 152)',
  'trf.part.bbxRecords': 'os registros BBx',
  'trf.part.win': 'à vitória',
  'trf.part.draw': 'ao empate',
  'trf.part.loss': 'à derrota',
  'trf.none': 'nenhuma',
  'trf.blank': 'em branco',
  'trf.orList': (p, f) => f.list(p.items, 'or'),
  'trf.noPlayers': 'não há registros de jogador (linhas que começam com 001)',
  'trf.noSuchPlayer': (p) => `${p.what}: não existe o jogador ${p.player}`,
  'trf.blankAfterCode': (p) =>
    `era esperado um espaço após o código de registro “${p.code}”, encontrado “${p.found}”`,
  'trf.blankAfterCodeOnly': (p) => `era esperado um espaço após o código de registro “${p.code}”`,
  'trf.numberUsed': (p) => `o número inicial ${p.number} já é usado na linha ${p.line}`,
  'trf.record299': 'o registro 299 (atribuição anormal de pontos) não é aceito',
  'trf.unrecognised': (p) =>
    `linha não reconhecida: uma linha TRF começa com um código de registro de três caracteres (${p.codes}, ...); encontrado “${p.found}”`,
  'trf.disagree': (p) => `${p.what}: ${p.first} na linha ${p.line} e ${p.here} aqui`,
  'trf.otherPointSystem': (p) =>
    `${p.what}: um sistema de pontuação diferente do de ${p.first} na linha ${p.line}`,
  'trf.xxaRoundBeyond': (p) =>
    `XXA: o jogador ${p.player} tem um valor para a rodada ${p.round}, mas o torneio tem ${p.rounds} rodadas (XXR/142)`,
  'trf.xxaTwice': (p) => `XXA: o jogador ${p.player} já tem acelerações na linha ${p.line}`,
  'trf.r250Beyond': (p) =>
    `registro 250: acelera rodadas até a ${p.last}, mas o torneio tem ${p.rounds} rodadas (XXR/142)`,
  'trf.accelerationsDiffer': (p) =>
    `os registros XXA e 250 dão ao jogador ${p.player} acelerações diferentes (${p.xxa} contra ${p.r250})`,
  'trf.r260Partial': (p) =>
    `o registro 260 proíbe estes emparceiramentos só nas rodadas ${p.first}-${p.last}; só são aceitas proibições para o torneio todo (da rodada 1 à última, com XXR/142)`,
  'trf.byeBeyond': (p) =>
    `${p.what}: dá ao jogador ${p.player} um bye na rodada ${p.round}, mas o torneio tem ${p.rounds} rodadas (XXR/142)`,
  'trf.byeConflict': (p) =>
    `${p.what}: o jogador ${p.player} recebe um bye ${p.type} na rodada ${p.round}, mas a linha dele (${p.line}, colunas ${p.start}-${p.end}) já registra adversário ${p.opponent}, resultado ${p.result}`,
  'trf.positiveWhole': (p) =>
    `${p.what}: era esperado um número inteiro positivo, encontrado “${p.found}”`,
  'trf.numberLike10': (p) =>
    `${p.what}: era esperado um número como 1.0 (com ponto), encontrado “${p.found}”`,
  'trf.numberLike15': (p) =>
    `${p.what}: era esperado um número como 1.5 (com ponto), encontrado “${p.found}”`,
  'trf.numberLike115': (p) =>
    `${p.what}: era esperado um número como 11.5 (com ponto), encontrado “${p.found}”`,
  'trf.wholeNumber': (p) => `${p.what}: era esperado um número inteiro, encontrado “${p.found}”`,
  'trf.roundCountOne': (p) =>
    `${p.what}: era esperado um só número, o de rodadas, encontrado “${p.found}”`,
  'trf.xxcBoth': 'XXC: white1 e black1 dados ao mesmo tempo',
  'trf.xxcUnknown': (p) =>
    `XXC: opção desconhecida “${p.found}”; era esperado white1, black1 ou rank`,
  'trf.r152Colour': (p) =>
    `registro 152: era esperada a cor inicial W ou B, encontrado “${p.found}”`,
  'trf.xxaCutId': 'XXA: a linha termina dentro do número do jogador (colunas 5-8)',
  'trf.xxaId': (p) =>
    `XXA: era esperado o número inicial do jogador nas colunas 5-8, encontrado “${p.found}”`,
  'trf.xxaBlank': (p) =>
    `XXA: era esperado um espaço (os valores ocupam 4 colunas, um por rodada, a partir da coluna 10), encontrado “${p.found}”`,
  'trf.xxaCutValue': (p) =>
    `XXA: a linha termina dentro do valor da rodada ${p.round} (alinhado à direita nas colunas ${p.start}-${p.end})`,
  'trf.r250MatchPoints': (p) =>
    `registro 250: os pontos por match (colunas 5-8) são para torneios por equipes (swiss-pair --team), não individuais; encontrado “${p.found}”`,
  'trf.r250Digits': (p) =>
    `registro 250: era esperado “${p.what}” em algarismos nas colunas ${p.start}-${p.end}, encontrado “${p.found}”`,
  'trf.r250Order':
    'registro 250: era esperado primeira rodada >= 1, última rodada >= primeira rodada e último número >= primeiro número',
  'trf.r250TeamOrder':
    'registro 250: era esperado primeira rodada >= 1, última rodada >= primeira rodada e última equipe >= primeira equipe',
  'trf.idsAtLeast': (p, f) =>
    `${p.what}: era esperado pelo menos ${f.plural(p.minimum, { one: `${p.minimum} número inicial`, other: `${p.minimum} números iniciais` })}`,
  'trf.idTwice': (p) => `${p.what}: um número inicial aparece duas vezes`,
  'trf.r260Items':
    'registro 260: era esperado primeira rodada, última rodada e pelo menos dois números de jogador',
  'trf.r260Order': 'registro 260: a última rodada é anterior à primeira',
  'trf.r260Twice': 'registro 260: um número de jogador aparece duas vezes',
  'trf.r240Items':
    'registro 240: era esperado o tipo de bye (F, H ou Z), a rodada e pelo menos um número de jogador',
  'trf.r240Type': (p) =>
    `registro 240: tipo de bye desconhecido “${p.found}”; era esperado F, H ou Z`,
  'trf.blankBetweenIds': (p) =>
    `${p.what}: a coluna ${p.column} deve ficar em branco entre dois números`,
  'trf.rosterGap': (p) =>
    `registro ${p.code}: uma escalação deixa um buraco (0000) entre jogadores`,
  'trf.r330Items':
    'registro 330: era esperado o tipo de W.O. (+-, -+ ou --), a rodada e duas equipes',
  'trf.r330Type': (p) =>
    `registro 330: tipo de W.O. desconhecido “${p.found}”; era esperado +-, -+ ou --`,
  'trf.r352': (p) =>
    `registro 352: era esperada uma sequência de cores de W e B, encontrado “${p.found}”`,
  'trf.r362Items':
    'registro 362: eram esperados pares de um símbolo (TW, TD, TL) e seus pontos por match',
  'trf.r362Symbol': (p) =>
    `registro 362: símbolo desconhecido “${p.found}”; era esperado TW, TD ou TL`,
  'trf.noTeams':
    'não há registros de equipe (linhas que começam com 310 ou 013): não é um torneio por equipes',
  'trf.mixedTeamRecords':
    'o arquivo mistura registros de equipe 013 e 310; informe as equipes de um só jeito',
  'trf.teamNumberUsed': (p) => `o número inicial de equipe ${p.team} já é usado na linha ${p.line}`,
  'trf.rosterUnknownPlayer': (p) =>
    `a escalação da equipe ${p.team} inclui o jogador ${p.player}, que não tem linha 001`,
  'trf.teamNumbersGap': (p) =>
    `os números iniciais de equipe devem ir de 1 a ${p.teams} (C.04.6 1.1.1); falta a equipe ${p.missing}`,
  'trf.noSuchTeam': (p) => `${p.what}: não existe a equipe ${p.team}`,
  'trf.xxsEmpty': 'XXS: eram esperados itens CÓDIGO=VALOR',
  'trf.xxsItem': (p) => `XXS: era esperado CÓDIGO=VALOR, encontrado “${p.found}”`,
  'trf.xxsCode': (p) => `XXS: código desconhecido “${p.found}”; era esperado um de ${p.codes}`,
  'trf.xxsColours': (p) =>
    `XXS dá ${p.what} com brancas (${p.white}) e com pretas (${p.black}) pontos diferentes; uma pontuação que depende da cor não é aceita`,
  'trf.r162Item': (p) =>
    `registro 162: era esperado um símbolo de resultado (W D L A P X) seguido de seus pontos, encontrado “${p.found}”`,
  'trf.r162Z':
    'registro 162: “Z” é o bye de zero ponto no dialeto do bbpPairings (seu registro BBZ), não um símbolo do TRF-2026; o TRF-2026 o escreve A (ausência: bye de zero ponto e derrota por W.O.): escreva A, ou dê os valores em linhas BBZ/BBF se forem diferentes',
  'trf.r162Symbol': (p) =>
    `registro 162: símbolo de resultado desconhecido “${p.found}”; era esperado W D L A P ou X`,
  'trf.r162Empty': 'registro 162: nenhum símbolo de resultado informado',
  'trf.entryBeyond': (p) =>
    `o jogador ${p.player} tem um registro para a rodada ${p.round}, mas o torneio tem ${p.rounds} rodadas (XXR/142)`,
  'trf.byeTwiceInRound': (p) =>
    `rodada ${p.round}: o jogador ${p.player} tem o bye do emparceiramento, mas o jogador ${p.other} já o tem (no máximo um por rodada)`,
  'trf.pairedWithNobody': (p) =>
    `rodada ${p.round}: o jogador ${p.player} está emparceirado com ${p.opponent}, mas não existe o jogador ${p.opponent} (nenhuma linha 001 com esse número inicial)`,
  'trf.pairedNotBack': (p) =>
    `rodada ${p.round}: o jogador ${p.player} está emparceirado com ${p.opponent}, mas ${p.their}`,
  'trf.pairedSameColour': (p) =>
    `rodada ${p.round}: o jogador ${p.player} está emparceirado com ${p.opponent} com a cor ${p.colour}, mas ${p.their}; era esperada a cor oposta`,
  'trf.pairedResults': (p) =>
    `rodada ${p.round}: o jogador ${p.player} está emparceirado com ${p.opponent} com o resultado ${p.result}, mas ${p.their}; os resultados se contradizem (era esperado ${p.expected})`,
  'trf.theirEntry': (p) =>
    `o registro da rodada ${p.round} do jogador ${p.player} (linha ${p.line}) tem ${p.entry}`,
  'trf.entry': (p) => `${p.opponent}, cor ${p.colour}, resultado ${p.result}`,
  'trf.entry.none': 'nada registrado',
  'trf.entry.noOpponent': 'sem adversário',
  'trf.entry.opponent': (p) => `adversário ${p.opponent}`,
  'engine.noPairing.criteria': (p, f) =>
    `rodada ${p.round}: nenhum emparceiramento cumpre os critérios absolutos ${p.criteria} para os ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })}`,
  'engine.noPairing.chiefArbiter': (p, f) =>
    `rodada ${p.round}: nenhum emparceiramento cumpre os critérios absolutos [C1]-[C3] para os ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })} (${p.article}: o árbitro principal decide)`,
  'engine.noPairing.limMedian': (p) =>
    `rodada ${p.round}: o grupo de pontuação mediano não pode ser emparceirado nem desfazendo todos os outros emparceiramentos (Lim 2.6)`,
  'engine.noPairing.limCompatible': (p, f) =>
    `rodada ${p.round}: não é possível dar um adversário compatível a cada um dos ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })} (Lim 2.1)`,
  'engine.noPairing.limBye': (p) =>
    `rodada ${p.round}: nenhum jogador pode receber o bye do emparceiramento deixando os demais emparceiráveis (Lim 1.1, 2.1, C.04.1 4)`,
  'engine.noPairing.byeComplete': (p) =>
    `nenhum jogador pode receber o bye do emparceiramento deixando aos demais um emparceiramento completo (${p.articles})`,
  'engine.noPairing.byeLegal': (p) =>
    `nenhum jogador pode receber o bye do emparceiramento deixando aos demais um emparceiramento válido (${p.articles})`,
  'engine.noPairing.doubleSwiss': (p, f) =>
    `rodada de match ${p.match}: nenhum emparceiramento dos ${f.plural(p.players, { one: `${p.players} jogador`, other: `${p.players} jogadores` })} cumpre [C1] (Suíço Duplo 3.1)`,
  'engine.noPairing.teamBye': (p) =>
    `rodada ${p.round}: nenhuma equipe pode receber o bye do emparceiramento deixando às demais um emparceiramento válido (C.04.6 3.4, [C2], [C3])`,
  'engine.noPairing.teamsMeetAgain': (p) =>
    `rodada ${p.round}: não é possível emparceirar todas as equipes sem que alguma repita adversário (C.04.6 [C1], [C3])`,
  'engine.noPairing.tableRounds': (p, f) =>
    `a tabela para ${players(p.players, f)} tem ${f.plural(p.total, { one: `${p.total} rodada`, other: `${p.total} rodadas` })}; a rodada ${p.round} não está nela`,
  'engine.noPairing.tableDeparts': (p) =>
    `${p.round > 0 ? `rodada ${p.round}: ` : ''}${p.deviation}; a tabela não pode ser continuada`,
  'engine.table.numbers': (p) =>
    `os números iniciais devem ser de 1 a ${p.players}, os números Berger sorteados antes da rodada 1; o jogador ${p.player} não é`,
  'engine.table.byeInTable': (p) =>
    `o jogador ${p.player} joga contra ${p.opponent}, mas a tabela dá folga a ${p.player}`,
  'engine.table.otherOpponent': (p) =>
    `o jogador ${p.player} joga contra ${p.opponent}, mas a tabela emparceira ${p.player} com ${p.planned}`,
  'engine.table.coloursReversed': (p) =>
    `${p.player}-${p.opponent} é a partida da tabela, jogada com as cores invertidas (${p.opponent}-${p.player})`,
  'engine.table.lateEntry': (p) =>
    `o jogador ${p.player} não tem registro na rodada 1, onde a tabela emparceira ${p.player} com ${p.opponent}: um todos contra todos não aceita um jogador que entra depois da rodada 1`,
  'engine.baku.scoring': (p) =>
    `a aceleração Baku exige que a vitória valha dois empates e a derrota nada (C.04.7 1.1); este torneio pontua ${p.scores}`,
  'engine.baku.rounds':
    'a aceleração Baku exige o número de rodadas (C.04.7 1.4: a primeira metade das rodadas é acelerada); informe-o com XXR ou o registro 062/142',
  'engine.baku.teamScoring': (p) =>
    `a aceleração Baku exige pontos por match em que a vitória valha dois empates e a derrota zero (o registro 362 dá ${p.scores})`,
  'engine.baku.teamRounds': 'a aceleração Baku exige o número de rodadas (registro 142)',
  'engine.teamCode.sameScores': (p) =>
    `registro 192 “${p.code}”: a pontuação secundária repete a principal`,
  'engine.teamCode.bakuPrimary': (p) =>
    `registro 192 “${p.code}”: a aceleração Baku exige os pontos por match como pontuação principal (C.04.7 1.4)`,
  'engine.teamTiebreak.score': (p) => `"${p.item}": a pontuação depois de ":" deve ser MP ou GP`,
  'engine.teamTiebreak.mpvgp': (p) =>
    `"${p.item}": MPvGP (C.07 13.1) não aceita pontuação nem modificador`,
  'engine.teamTiebreak.de': (p) =>
    `"${p.item}": ${p.code} por equipes é calculado sobre as pontuações das equipes, sem W.O. (C.07 13, 6.1.1); aqui não leva pontuação nem modificador`,
  'engine.teamTiebreak.sssc': (p) =>
    `"${p.item}": SSSC (C.07 13.4) precisa do seu fator de normalização e nada mais, como em SSSC/K4 (/F e /P ainda não são calculados)`,
  'engine.teamTiebreak.esbScore': (p) =>
    `"${p.item}": ${p.code} já indica as suas pontuações (C.07 13.2)`,
  'engine.teamTiebreak.cut': (p) =>
    `"${p.item}": aqui ${p.code} aceita um só Cut-1 ou Cut-2 (/C1, /C2); "/${p.modifier}" ainda não é calculado para equipes`,
  'engine.teamTiebreak.notYet': (p) =>
    `"${p.item}": o desempate por equipes ${p.code} (C.07 12-13) ainda não é calculado; os calculados são MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP] e EMMSB/EMGSB/EGMSB/EGGSB, estes últimos com /C1 ou /C2`,
  'engine.teamTiebreak.unknown': (p) =>
    `"${p.item}" não é um desempate por equipes que este programa calcule (MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP][/C1|/C2], EMMSB, EMGSB, EGMSB, EGGSB)`,
  'engine.tiebreaks.refusedForKind': (p) =>
    `${p.refused} não pode desempatar este torneio: ${p.reason}`,
  'engine.tiebreaks.buchholzInRoundRobin':
    'C.07 (2026) art. 8: a família Buchholz não deve ser usada em torneios todos contra todos',
  'engine.fixedGames.table': (p) =>
    `partidas fixadas: no sistema “${p.system}” todas as partidas saem da tabela; não sobra nada para emparceirar em volta`,
  'engine.fixedGames.problems': (p) => `partidas fixadas: ${p.problems.join('; ')}`,
  'engine.trfWrite.lineBreak': (p) =>
    `não é possível gravar o TRF: o registro ${p.record} (“${p.text}”) contém uma quebra de linha, que uma linha TRF não admite: escreva o texto numa só linha`,
  'engine.teamRounds.twoRosters': (p) =>
    `o jogador ${p.player} está nas escalações das equipes ${p.first} e ${p.second}`,
  'engine.teamRounds.offRoster': (p) =>
    `rodada ${p.round}: o jogador ${p.player} (equipe ${p.team}) joga contra o jogador ${p.opponent}, que não está na escalação de nenhuma equipe`,
  'engine.teamRounds.ownTeam': (p) =>
    `rodada ${p.round}: o jogador ${p.player} joga contra o jogador ${p.opponent} da sua própria equipe ${p.team}`,
  'engine.teamRounds.twoMatches': (p) =>
    `rodada ${p.round}: os jogadores da equipe ${p.team} jogam contra as equipes ${p.first} e ${p.second}; uma rodada é um só match`,
  'engine.teamRounds.byeAndMatch': (p) =>
    `rodada ${p.round}: a equipe ${p.team} tem um bye ${p.type} (240) e um match`,
  'engine.teamRounds.pabAndMatch': (p) =>
    `rodada ${p.round}: a equipe ${p.team} tem o bye do emparelhamento e um match`,
  'engine.teamRounds.forfeitOther': (p) =>
    `rodada ${p.round}: o registro 330 emparelha a equipe ${p.team} com a equipe ${p.other}, mas os seus jogadores jogam contra a equipe ${p.opponent}`,
  'engine.teamRounds.notBack': (p) =>
    `rodada ${p.round}: a equipe ${p.team} joga contra a equipe ${p.opponent}, cujos jogadores não jogam contra a equipe ${p.team}`,
  'engine.typeCode.otherKind': (p) =>
    `o registro 192 diz "${p.code}", ${p.kind}, que este programa não emparelha`,
  'engine.typeCode.roundRobin': 'um todos contra todos',
  'engine.typeCode.knockout': 'um torneio eliminatório',
  'engine.typeCode.scheveningen': 'um Scheveningen',
  'engine.typeCode.schiller': 'um Schiller',
  'engine.typeCode.team': 'um torneio por equipes',
  'engine.typeCode.unclaimed': (p) =>
    `o registro 192 diz "${p.code}", que nenhum sistema daqui reconhece, então é preciso indicar o sistema com que emparelhá-lo`,
  'engine.match.noGame1': (p) =>
    `jogador ${p.player}, match ${p.match} (rodadas ${p.first} e ${p.second} do TRF): a partida 2 está registrada sem a partida 1`,
  'engine.match.noGame2': (p) =>
    `jogador ${p.player}, match ${p.match} (rodadas ${p.first} e ${p.second} do TRF): a partida 1 está registrada sem a partida 2`,
  'engine.match.otherOpponent': (p) =>
    `jogador ${p.player}, match ${p.match} (rodadas ${p.first} e ${p.second} do TRF): as duas partidas de um match devem ser contra o mesmo adversário, mas a partida 1 tem ${p.game1} e a partida 2 ${p.game2}`,
  'engine.match.sameColour': (p) =>
    `jogador ${p.player}, match ${p.match} (rodadas ${p.first} e ${p.second} do TRF): as cores de um match se alternam (Art. 0), mas as duas partidas têm a cor ${p.colour}`,
  'engine.match.byeSplit': (p) =>
    `jogador ${p.player}, match ${p.match} (rodadas ${p.first} e ${p.second} do TRF): um bye vale para o match inteiro (Art. 0), mas a partida 1 tem ${p.game1} e a partida 2 ${p.game2}`,
  'engine.match.noResult': 'nenhum resultado',

  'import.failed': (p) => `Não é possível importar o arquivo TRF: ${p.reason}`,
  'import.unshowable.noRecord': (p) =>
    `rodada ${p.round}: o jogador ${p.player} joga contra ${p.opponent}, que não tem registro nessa rodada`,
  'import.unshowable.result': (p) =>
    `rodada ${p.round}: a partida ${p.white} - ${p.black} tem o resultado "${p.whiteResult}" / "${p.blackResult}", que não é 1-0, ½-½, 0-1 nem W.O.`,
  'language.noSettingsTab': (p) =>
    `Não há aba ${p.tab} para guardar o idioma: crie antes as abas do torneio.`,

  // The players' page.
  'page.notStarted': 'Não iniciado',
  'page.round': (p) => `Rodada ${p.round}`,
  'page.match': (p) => `Match ${p.match}`,
  'page.nameOrTeam': 'Seu nome ou sua equipe',
  'page.noPlayerOrTeam': 'Nenhum jogador ou equipe desta rodada tem esse nome.',
  'page.roundOf': (p) => `Rodada ${p.round} de ${p.rounds}`,
  'page.beforeRound1': 'Antes da rodada 1',
  'page.afterRound': (p) => `Após a rodada ${p.round}`,
  'page.pairings': 'Emparceiramentos',
  'page.pairingsOfRound': (p) => `Emparceiramentos, rodada ${p.round}`,
  'page.standings': 'Classificação',
  'page.crosstable': 'Tabela cruzada',
  'crosstable.round': (p, f) => `R${f.number(p.round)}`,
  'crosstable.bye': 'bye',
  'page.crosstableKey': (p) => `${p.after}. 12w1: contra o nº 12, de brancas, vitória.`,
  'page.footer': 'Recarregue a página para ver os últimos emparceiramentos e resultados.',
  'page.noRound': 'Ainda não há rodada emparceirada.',
  'page.find': 'Encontre sua mesa',
  'page.yourName': 'Seu nome',
  'page.noMatch': 'Nenhum jogador desta rodada tem esse nome.',
  'page.board': 'Mesa',
  'page.result': 'Res.',
  'page.points': (p) => `${p.points}\u00a0pts`,
  'page.updating': 'Os emparceiramentos estão sendo atualizados. Recarregue a página em um minuto.',
  'team.column.games': 'Partidas',
  'team.column.points': 'Pontos',
  'team.column.percentage': 'Porcentagem',
  'schedule.notTable': (p) =>
    `A tabela é para um todos contra todos, cujas rodadas vêm de uma tabela: ${p.system} emparceira cada rodada pelos resultados. Escolha “Todos contra todos” ou “Todos contra todos em dois turnos” nas configurações.`,
  'schedule.tooFew': (p) =>
    `Um todos contra todos precisa de pelo menos dois jogadores na aba ${p.players}.`,
  'schedule.written': (p, f) =>
    `${p.tab}: ${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })} de ${p.source}.${p.players === null ? '' : ` O sorteio deu os números Berger da aba ${p.players}.`}`,
  'local.usage': (p) => `Uso: npm start -- [ARQUIVO.xlsx] [AÇÃO]

Executa “Emparceirar a próxima rodada” do complemento (ou outra AÇÃO) em uma
planilha com as abas Configurações, Jogadores, Rodada 1, Rodada 2, ... e
Classificação, e a salva. Sem ARQUIVO, trabalha em out/club.xlsx, uma cópia de
examples/club.xlsx feita na primeira execução (--fresh copia de novo). Digite
os resultados na coluna Resultado da última aba Rodada, salve e execute de novo
para a próxima rodada.

Ações:
  (nenhuma)           emparceira a próxima rodada e a mostra; depois da última
                      rodada, a classificação final
  --new               faz de ARQUIVO uma planilha de torneio nova e vazia: as
                      abas Configurações, Jogadores, Classificação, Tabela
                      cruzada e Por nome
  --new --team        um novo torneio por equipes (C.04.6): Configurações,
                      Equipes e Classificação por equipes
  --undo [--yes]      desfaz a última rodada (--yes: mesmo que tenha resultados)
  --standings         recalcula a aba Classificação e a mostra
  --print O-QUÊ [--out ARQUIVO.pdf] [--paper a4|letter]
                      gera um PDF do torneio como está, O-QUÊ um de pairings
                      (emparceiramentos), by-name (por nome), standings
                      (classificação), crosstable (tabela cruzada), schedule
                      (tabela de um todos contra todos), all (tudo); --out por
                      padrão ARQUIVO-O-QUÊ.pdf ao lado da planilha; o papel, o
                      da localidade (LC_PAPER, LANG: Carta nos EUA, Canadá,
                      México, ...; senão A4)
  --check             confere a última aba Rodada como está (depois de
                      alterações à mão): sai com 0 quando nenhum critério
                      absoluto é violado, 1 caso contrário; uma rodada que não
                      é o emparceiramento do próprio sistema é marcada “Alterada
                      à mão” na sua aba (a única alteração no arquivo)
  --export-trf SAÍDA  grava o torneio como arquivo TRF
  --import-trf ENTRADA
                      faz de ARQUIVO um torneio novo a partir de um arquivo TRF
  --fresh             recomeça com uma nova cópia do exemplo
  --lang CÓDIGO       o idioma do torneio, guardado nas Configurações e dado às
                      suas abas: ${p.languages}
  --help              este texto`,
  'local.oneAction': 'indique uma ação de cada vez',
  'local.langNeeded': (p) => `--lang precisa de um idioma: ${p.codes}`,
  'local.printNeeded': (p) => `--print precisa do que imprimir: ${p.choices}`,
  'local.outNeeded': '--out precisa do nome do arquivo PDF a gravar, terminado em .pdf',
  'local.paperNeeded': '--paper precisa de a4 ou letter',
  'local.fileNeeded': (p) => `${p.option} precisa de um nome de arquivo`,
  'local.unknownOption': (p) => `opção desconhecida ${p.option}`,
  'local.twoWorkbooks': (p) => `mais de uma planilha: ${p.first}, ${p.second}`,
  'local.outWithPrint': '--out e --paper vão com --print',
  'local.teamWithNew': '--team vai com --new',
  'local.yesNo': '[s/N]',
  'local.yesLetter': 's',
  'local.noTerminal': 'Não há terminal para perguntar: execute de novo com --yes para prosseguir.',
  'local.newNeedsFile': '--new precisa do nome da planilha a criar.',
  'local.exists': (p) =>
    `${p.file} já existe; indique outro nome de arquivo, ou --yes para substituí-lo.`,
  'local.copied': (p) => `${p.from} copiado para ${p.to}.`,
  'local.missing': (p) => `${p.file} não existe.`,
  'local.trfMissing': (p) => `${p.file} não existe: nada foi alterado.`,
  'local.trfOverWorkbook': (p) =>
    `--export-trf ${p.file}: isso é uma planilha, que o arquivo TRF substituiria; indique um nome de arquivo terminado em .trf. Nada foi alterado.`,
  'local.readOnly': (p) =>
    `${p.file} é somente leitura: nada foi alterado. Permita a gravação, ou trabalhe em uma cópia.`,
  'local.lockBusy': (p, f) =>
    `${p.file}: outra execução (processo ${p.process}) está alterando este torneio; esperou ${f.number(p.seconds)} s. Nada foi feito: tente de novo quando ela terminar.`,
  'local.lockFile': (p) =>
    `${p.file}: o arquivo de bloqueio ${p.lock} não pode ser usado (${p.code}): remova o que tiver esse nome, ou verifique as permissões da pasta. Nada foi feito.`,
  'local.unreadable': (p) =>
    `${p.file} não é uma planilha .xlsx que possa ser lida (${p.reason}). Nada foi alterado.`,
  'local.unkept': (p) =>
    `${p.file} contém ${p.parts}, que este programa não consegue manter ao salvar uma planilha. Nada foi alterado: use o complemento no Google Sheets, ou mantenha-os em outra planilha.`,
  'local.part.charts': 'gráficos',
  'local.part.chartSheets': 'planilhas de gráfico',
  'local.part.pivotTables': 'tabelas dinâmicas',
  'local.part.slicers': 'segmentações de dados',
  'local.part.macros': 'macros',
  'local.over': (p, f) =>
    `O torneio terminou: ${f.plural(p.rounds, { one: `a sua única rodada está emparceirada`, other: `as ${p.rounds} rodadas estão emparceiradas` })} e todos os resultados foram lançados. A classificação final:`,
  'local.final': (p) =>
    `As abas ${p.standings} e ${p.crosstable} de ${p.file} são definitivas. Para jogar mais rodadas, aumente “${p.rounds}” na aba ${p.settings}; --export-trf grava o torneio para um relatório de rating.`,
  'local.typeResults': (p) =>
    `Digite os resultados na coluna ${p.column} da aba ${p.tab}, salve e execute de novo para a próxima rodada.`,
  'local.typeTwoGames': (p) =>
    `Digite os resultados nas colunas ${p.first} e ${p.second} (cada uma lida da esquerda para a direita) de ${p.tab}, salve e execute de novo para a próxima rodada.`,
  'local.nothingChanged': 'Nada foi alterado',
  'local.nothingChangedIn': (p) => `Nada foi alterado em ${p.file}.`,
  'local.correctCells': (p) =>
    `Nada foi alterado em ${p.file}: corrija essas células lá, salve e execute de novo.`,
  'local.markNotSaved': (p) => `${p.file} é somente leitura: a marca não foi salva.`,
  'local.wrotePdf': (p) => `${p.file} gravado (${p.paper}).`,
  'local.wrote': (p) => `${p.file} gravado.`,
  'local.newDone': (p) =>
    `Defina o nome, as rodadas e o sistema na aba ${p.settings}, digite os jogadores em ${p.players}, salve e execute: ${p.command}`,
  'local.saved': (p) => `${p.file} salvo (abre no Excel, LibreOffice ou Google Sheets).`,
};
