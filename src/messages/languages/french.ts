/** French, with the words of French-speaking arbiters (appariements, ronde, grille américaine). */
import type { Catalogue } from '../catalogue.js';

export const french: Catalogue = {
  'app.title': 'Appariements au système suisse',

  'menu.pairNextRound': 'Apparier la ronde suivante',
  'menu.checkRound': 'Vérifier cette ronde',
  'menu.explainRound': 'Expliquer cette ronde',
  'menu.undoLastRound': 'Annuler la dernière ronde',
  'menu.refreshStandings': 'Mettre à jour le classement',
  'menu.openSidebar': 'Ouvrir le panneau latéral',
  'menu.createTabs': 'Créer les onglets du tournoi',

  'tab.settings': 'Paramètres',
  'tab.players': 'Joueurs',
  'tab.standings': 'Classement',
  'tab.crosstable': 'Grille américaine',
  'tab.byName': 'Par nom',
  'tab.undo': "Données d'annulation",
  'tab.round': (p) => `Ronde ${p.round}`,
  'tab.roundWhy': (p) => `Ronde ${p.round} explication`,

  'undo.nothingUndone': "Rien n'a été annulé.",

  'settings.language': 'Langue',
};
