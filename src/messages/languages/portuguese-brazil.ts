/** Portuguese as Brazil writes it, with the words of its arbiters (emparelhamento, rodada, classificação). */
import type { Catalogue } from '../catalogue.js';

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
};
