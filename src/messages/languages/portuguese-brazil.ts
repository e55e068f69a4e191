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
  'tabs.renameTaken': (p) =>
    `A aba "${p.tab}" não pode ser renomeada para "${p.name}": outra aba já tem esse nome. Renomeie ou exclua essa aba e tente de novo. Nada foi alterado.`,

  'settings.language': 'Idioma',
  'settings.languageOfSpreadsheet': (p) => `Idioma da planilha (${p.language})`,
  'settings.unknownLanguage': (p) =>
    `Configurações, linha ${p.row}: "${p.value}" não é um idioma do complemento (${p.languages}).`,

  'format.players': (p, f) =>
    f.plural(p.count, {
      one: `${f.number(p.count)} jogador`,
      other: `${f.number(p.count)} jogadores`,
    }),
};
