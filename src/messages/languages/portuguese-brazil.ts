/** Portuguese as Brazil writes it, with the words of its arbiters (emparelhamento, rodada, classificação). */
import type { Catalogue } from '../catalogue.js';
import type { Format } from '../format.js';

const players = (n: number, f: Format) =>
  f.plural(n, { one: `${n} jogador`, other: `${n} jogadores` });
const SAVE = 'clique em Salvar configurações para manter a mudança.';

export const portugueseBrazil: Catalogue = {
  'app.title': 'Emparelhamentos suíços',

  'menu.pairNextRound': 'Emparelhar a próxima rodada',
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
  'tab.round': (p) => `Rodada ${p.round}`,
  'tab.roundWhy': (p) => `Rodada ${p.round} explicação`,

  'undo.nothingUndone': 'Nada foi desfeito.',

  'settings.language': 'Idioma',

  'sidebar.roundActions': 'Rodada',
  'sidebar.confirmUndo': 'Sim, desfazer',
  'sidebar.keepRound': 'Manter a rodada',
  'sidebar.tournament': 'Torneio',
  'sidebar.rounds': 'Rodadas',
  'sidebar.system': 'Sistema de emparelhamento',
  'sidebar.matchScoring': 'Classificação dos matches de duas partidas',
  'sidebar.gamePoints': 'Pontos por partida',
  'sidebar.matchPoints': 'Pontos por match',
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
  'sidebar.explainHint': 'A última rodada, com os artigos do sistema de emparelhamento.',
  'sidebar.whyNotA': 'Por que não o nº',
  'sidebar.whyNotB': 'contra o nº',
  'sidebar.whyNot': 'Por que não?',
  'sidebar.trfTitle': 'Arquivos TRF',
  'sidebar.trfHint': 'Para os relatórios de rating e outros programas de emparelhamento.',
  'sidebar.exportTrf': 'Exportar TRF',
  'sidebar.importTrf': 'Importar um arquivo TRF como novo torneio',
  'sidebar.playersPage': 'Página dos jogadores',
  'sidebar.playersPageHint':
    'Emparelhamentos com busca por nome, classificação e tabela cruzada, para celular. Compartilhe o link ou imprima o código para a entrada.',
  'sidebar.playersPageNone':
    'Implante o script uma vez como app da web (README, "The players\' page") para ver o link aqui.',
  'sidebar.playersPageQr': 'Código QR da página dos jogadores',
  'sidebar.notStarted': (p, f) => `Não iniciado · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Não iniciado (${f.plural(p.rounds, { one: `${p.rounds} rodada`, other: `${p.rounds} rodadas` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Rodada ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Rodada ${p.round} de ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Rodada ${p.round}: ${f.plural(p.count, { one: `${p.count} tabuleiro digitado`, other: `${p.count} tabuleiros digitados` })} à mão (${p.boards}); "Emparelhar a próxima rodada" emparelha os demais jogadores em volta deles.`,
  'sidebar.openBoards': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} tabuleiro`, other: `${p.count} tabuleiros` })} sem resultado: ${p.boards}`,
  'sidebar.allResults': 'Todos os resultados foram lançados.',
  'sidebar.complete': 'Todos os resultados foram lançados: o torneio terminou.',
  'sidebar.notAvailable': (p) => `${p.system} (ainda não disponível)`,
  'sidebar.loading': 'Carregando…',
  'sidebar.working': 'Processando…',
  'sidebar.creatingTabs': 'Criando as abas…',
  'sidebar.pairing': 'Emparelhando a próxima rodada…',
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
  'tiebreak.forfeitsAsPlayed': 'W.O. como jogadas',
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
  'team.setting.matchWin': 'Pontos por match vencido',
  'team.setting.matchDraw': 'Pontos por match empatado',
  'team.setting.matchLoss': 'Pontos por match perdido',
  'team.setting.colourType': 'Preferências de cor',
  'team.setting.boards': 'Tabuleiros por match',
  'team.setting.baku': 'Aceleração Baku',
  'team.setting.tiebreaks': 'Desempates por equipes',
  'team.column.team': 'Equipe',
  'team.column.player': 'Jogador',
  'team.column.rating': 'Rating',
  'team.column.fideId': 'ID FIDE',
  'team.column.absent': 'Não joga nas rodadas',
  'team.column.withdrawn': 'Retirado a partir da rodada',
  'team.column.match': 'Match',
  'team.column.board': 'Tabuleiro',
  'team.column.colours': 'Cores',
  'team.column.teamOrPlayer': 'Equipe / jogador',
  'team.column.result': 'Resultado',
  'team.column.matchScore': 'Placar do match',
  'team.column.rank': 'Colocação',
  'team.colours.whiteBlack': 'Brancas – Pretas',
  'team.colours.blackWhite': 'Pretas – Brancas',
  'team.bye.pab': 'Bye atribuído pelo emparceiramento',
  'team.bye.requested': 'Bye solicitado',
  'team.bye.withdrawn': 'Retirado',
  'team.matchScore': (p) => `${p.left} – ${p.right}`,
  'team.resultHelp': (p) =>
    `O resultado do tabuleiro, lido da esquerda para a direita (1-0: venceu o jogador da esquerda): ${p.choices}. Na linha do match, um W.O. é o match inteiro perdido por W.O.`,
  'team.roundProtection': (p) =>
    `Emparceiramento da rodada ${p.round}: digite os resultados ou mude uma escalação nas colunas dos jogadores; para mudar o emparceiramento use "Desfazer a última rodada".`,
  'team.paired': (p, f) =>
    `Rodada ${p.round} emparceirada com o sistema suíço por equipes (C.04.6): ${f.plural(p.matches, { one: `${p.matches} match`, other: `${p.matches} matches` })}${p.byes > 0 ? `, ${f.plural(p.byes, { one: `${p.byes} equipe não emparceirada`, other: `${p.byes} equipes não emparceiradas` })}` : ''}.`,
  'team.over': (p, f) =>
    `O torneio terminou: ${f.plural(p.rounds, { one: `a sua ${p.rounds} rodada está emparceirada`, other: `as ${p.rounds} rodadas estão emparceiradas` })}. Para jogar mais, aumente "Rodadas" nas Configurações.`,
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
  'team.problem.noTeamsTab': 'não há aba Equipes: escolha "Criar as abas do torneio"',
  'team.problem.noTeams':
    'ainda não há equipes: digite cada equipe numa linha e os jogadores abaixo',
  'team.problem.teamAgain': (p) =>
    `a equipe "${p.team}" já está na linha ${p.row}: mantenha os jogadores de uma equipe juntos abaixo do nome dela`,
  'team.problem.playerWithoutTeam': (p) =>
    `"${p.player}" vem antes de qualquer equipe: escreva o nome da equipe na linha acima dos jogadores`,
  'team.problem.noPlayerName': 'uma linha sem nome de jogador: escreva-o na coluna Jogador',
  'team.problem.playerTwice': (p) => `"${p.player}" aparece duas vezes na equipe "${p.team}"`,
  'team.problem.rating': (p) => `"${p.value}" não é um rating (um número inteiro)`,
  'team.problem.absent': (p) => `"${p.value}" não é uma lista de rodadas (como 3, 5)`,
  'team.problem.withdrawn': (p) => `"${p.value}" não é um número de rodada`,
  'team.problem.emptyTeam': (p) =>
    `a equipe "${p.team}" não tem jogadores: escreva-os nas linhas abaixo dela`,
  'team.problem.rounds': (p) => `${p.value} não é um número de rodadas de 1 a ${p.max}`,
  'team.problem.colour': (p) => `${p.value} não é Por sorteio, Brancas nem Pretas`,
  'team.problem.primary': (p) => `${p.value} não é Pontos por match nem Pontos por partida`,
  'team.problem.points': (p) => `${p.value} não é um número de pontos`,
  'team.problem.colourType': (p) => `${p.value} não é Tipo A, Tipo B nem Nenhuma`,
  'team.problem.boards': (p) => `${p.value} não é um número de tabuleiros de 1 a ${p.max}`,
  'team.problem.yesNo': (p) => `${p.value} não é Sim nem Não`,
  'team.problem.tiebreaks': (p) =>
    `${p.value} não é uma lista de desempates por equipes: ${p.reason}`,
  'team.problem.language': (p) =>
    `${p.value} não é um idioma do complemento; escolha ${p.languages}, ou deixe a célula vazia`,
  'team.problem.matchPointOrder': (p) =>
    `um match vencido (${p.win}) deve valer mais pontos que um empate (${p.draw}), e um empate pelo menos o mesmo que uma derrota (${p.loss})`,
  'team.problem.bakuGamePoints':
    'a aceleração Baku exige os pontos por match como pontuação principal (C.04.7 1.4)',
  'team.problem.missingRound': (p) =>
    `não há aba para esta rodada, mas há rodadas emparceiradas até a ${p.last}`,
  'team.problem.unknownTeam': (p) => `"${p.team}" não é uma equipe da aba Equipes`,
  'team.problem.teamTwiceInRound': (p) =>
    `a equipe "${p.team}" já está na linha ${p.row} desta rodada`,
  'team.problem.matchResult': (p) =>
    `"${p.value}": o Resultado de uma linha de match fica vazio ou indica o match inteiro perdido por W.O. (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) => `"${p.value}" não é o tabuleiro seguinte do seu match`,
  'team.problem.notInTeam': (p) =>
    `"${p.player}" não é jogador da equipe "${p.team}" (aba Equipes)`,
  'team.problem.boardResult': (p) => `"${p.value}" não é um resultado`,
  'team.problem.resultInForfeitedMatch':
    'o match inteiro foi perdido por W.O. (linha do match): deixe os tabuleiros sem resultado',
  'team.problem.resultOnEmptyBoard': (p) =>
    `"${p.value}": um tabuleiro sem jogador é perdido por W.O.; deixe o Resultado vazio`,
  'team.problem.byeWord': (p) =>
    `"${p.value}" não é Bye atribuído pelo emparceiramento, Bye solicitado nem Retirado`,
  'team.problem.playerTwiceInMatch': (p) => `"${p.player}" joga em dois tabuleiros deste match`,
  'team.problem.lineUpOrder': (p) =>
    `"${p.player}" joga num tabuleiro abaixo do de um jogador listado depois dele na equipe "${p.team}": uma escalação segue a ordem da aba Equipes`,
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
};
