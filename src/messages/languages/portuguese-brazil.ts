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
  'tab.schedule': 'Tabela de rodadas',
  'menu.writeSchedule': 'Escrever a tabela do todos contra todos',
  'sidebar.scheduleTitle': 'Tabela do todos contra todos',
  'sidebar.scheduleHint':
    'Todas as rodadas da tabela em uma aba, com os números Berger e os nomes, para imprimir. Antes da rodada 1 faz o sorteio.',
  'sidebar.writeSchedule': 'Escrever a tabela',
};
