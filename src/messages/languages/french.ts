/** French, with the words of French-speaking arbiters (appariements, ronde, grille américaine). */
import type { Catalogue } from '../catalogue.js';
import type { Format } from '../format.js';

const players = (n: number, f: Format) =>
  f.plural(n, { one: `${n} joueur`, other: `${n} joueurs` });
const SAVE = 'cliquez sur Enregistrer les réglages pour garder la modification.';

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

  'sidebar.roundActions': 'Ronde',
  'sidebar.confirmUndo': 'Oui, annuler',
  'sidebar.keepRound': 'Garder la ronde',
  'sidebar.tournament': 'Tournoi',
  'sidebar.rounds': 'Rondes',
  'sidebar.system': "Système d'appariement",
  'sidebar.matchScoring': 'Classement des matchs en deux parties',
  'sidebar.gamePoints': 'Points de partie',
  'sidebar.matchPoints': 'Points de match',
  'sidebar.colour': 'Couleur de la tête de série à la ronde 1',
  'sidebar.byLot': 'Tirage au sort',
  'sidebar.white': 'Blancs',
  'sidebar.black': 'Noirs',
  'sidebar.pointsFor': 'Points pour',
  'sidebar.win': 'gain',
  'sidebar.draw': 'nulle',
  'sidebar.loss': 'perte',
  'sidebar.tiebreaks': 'Départages, dans l’ordre',
  'sidebar.tiebreaksNone': 'Aucun\u00a0: les joueurs à égalité de points partagent la place.',
  'sidebar.tiebreakAdd': 'Ajouter un départage',
  'sidebar.tiebreakModifier': 'Coupe, médiane ou limite',
  'sidebar.forfeitsAsPlayed': 'Forfaits comptés comme joués (/P)',
  'sidebar.fore': 'Buchholz anticipé des adversaires (/F)',
  'sidebar.add': 'Ajouter',
  'sidebar.defaultList': 'Liste par défaut',
  'sidebar.unrated': 'Elo des adversaires non classés',
  'sidebar.unratedNone': 'Aucun',
  'sidebar.unratedHint':
    "Pour ARO, TPR, PTP, APRO et APPO (C.07 10). Laissés vides, ils ne donnent pas de valeur dès qu'un joueur est non classé.",
  'sidebar.save': 'Enregistrer les réglages',
  'sidebar.explainTitle': 'Expliquer la ronde',
  'sidebar.explainHint': "La dernière ronde, avec les articles du système d'appariement.",
  'sidebar.whyNotA': 'Pourquoi pas le n°',
  'sidebar.whyNotB': 'contre le n°',
  'sidebar.whyNot': 'Pourquoi pas\u00a0?',
  'sidebar.trfTitle': 'Fichiers TRF',
  'sidebar.trfHint': "Pour l'homologation Elo et les autres programmes d'appariement.",
  'sidebar.exportTrf': 'Exporter le TRF',
  'sidebar.importTrf': 'Importer un fichier TRF comme nouveau tournoi',
  'sidebar.playersPage': 'Page des joueurs',
  'sidebar.playersPageHint':
    "Appariements avec recherche par nom, classement et grille américaine, pour téléphone. Partagez le lien ou imprimez le code pour l'entrée.",
  'sidebar.playersPageNone':
    'Déployez une fois le script comme application web (README, "The players\' page") pour avoir son lien ici.',
  'sidebar.playersPageQr': 'Code QR de la page des joueurs',
  'sidebar.notStarted': (p, f) => `Pas commencé · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Pas commencé (${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Ronde ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Ronde ${p.round} sur ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Ronde ${p.round}\u00a0: ${f.plural(p.count, { one: `${p.count} échiquier saisi`, other: `${p.count} échiquiers saisis` })} à la main (${p.boards})\u00a0; «\u00a0Apparier la ronde suivante\u00a0» apparie les autres joueurs autour.`,
  'sidebar.openBoards': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} échiquier`, other: `${p.count} échiquiers` })} sans résultat\u00a0: ${p.boards}`,
  'sidebar.allResults': 'Tous les résultats sont saisis.',
  'sidebar.complete': 'Tous les résultats sont saisis\u00a0: le tournoi est terminé.',
  'sidebar.notAvailable': (p) => `${p.system} (pas encore disponible)`,
  'sidebar.loading': 'Chargement…',
  'sidebar.working': 'En cours…',
  'sidebar.creatingTabs': 'Création des onglets…',
  'sidebar.pairing': 'Appariement de la ronde suivante…',
  'sidebar.undoing': 'Annulation de la dernière ronde…',
  'sidebar.updatingStandings': 'Mise à jour du classement…',
  'sidebar.saving': 'Enregistrement…',
  'sidebar.exporting': 'Exportation…',
  'sidebar.importing': (p) => `Importation de ${p.file}…`,
  'sidebar.downloaded': (p) => `${p.file} téléchargé.`,

  'tiebreak.noModifier': 'Sans coupe ni limite',
  'tiebreak.cutChoice': (p) => `Coupe ${p.n} (/C${p.n})`,
  'tiebreak.medianChoice': (p) => `Médiane ${p.n} (/M${p.n})`,
  'tiebreak.limitChoice': (p, f) =>
    `Limite ${p.limit < 0 ? '−' : '+'}${f.plural(Math.abs(p.limit), { one: `${Math.abs(p.limit)} demi-point`, other: `${Math.abs(p.limit)} demi-points` })} (/L${p.limit < 0 ? '-' : '+'}${Math.abs(p.limit)})`,
  'tiebreak.cut': (p) => `coupe ${p.n}`,
  'tiebreak.median': (p) => `médiane ${p.n}`,
  'tiebreak.limit': (p) => `limite ${p.limit}`,
  'tiebreak.forfeitsAsPlayed': 'forfaits comme joués',
  'tiebreak.fore': 'anticipé',
  'tiebreak.unknown': 'pas un départage que ce module connaît',
  'tiebreak.moveUp': (p) => `Monter ${p.item}`,
  'tiebreak.moveDown': (p) => `Descendre ${p.item}`,
  'tiebreak.remove': (p) => `Retirer ${p.item}`,
  'tiebreak.defaultChosen':
    'Départages par défaut choisis\u00a0: cliquez sur Enregistrer les réglages pour les garder.',
  'tiebreak.movedUp': (p) => `${p.item} monté\u00a0: ${SAVE}`,
  'tiebreak.movedDown': (p) => `${p.item} descendu\u00a0: ${SAVE}`,
  'tiebreak.removed': (p) => `${p.item} retiré\u00a0: ${SAVE}`,
  'tiebreak.added': (p) => `${p.item} ajouté\u00a0: ${SAVE}`,
  'tiebreak.already': (p) => `${p.item} est déjà dans la liste.`,
  'tab.schedule': 'Calendrier',
  'menu.writeSchedule': 'Écrire le calendrier du toutes-rondes',
  'sidebar.scheduleTitle': 'Calendrier du toutes-rondes',
  'sidebar.scheduleHint':
    'Toutes les rondes de la table sur un onglet, avec les numéros Berger et les noms, pour l’impression. Avant la ronde 1, il fait le tirage au sort.',
  'sidebar.writeSchedule': 'Écrire le calendrier',
};
