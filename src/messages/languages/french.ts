/** French, with the words of French-speaking arbiters (appariements, ronde, grille américaine). */
import type { Catalogue } from '../catalogue.js';
import type { Format } from '../format.js';

const players = (n: number, f: Format) =>
  f.plural(n, { one: `${n} joueur`, other: `${n} joueurs` });
const SAVE = 'cliquez sur Enregistrer les paramètres pour garder la modification.';

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
  // A tab name keeps the keyboard's apostrophe, as the words of the tabs below.
  'tab.undo': "Données d'annulation",
  'tab.importedFile': 'Fichier importé',
  'tab.round': (p) => `Ronde ${p.round}`,
  'tab.roundWhy': (p) => `Ronde ${p.round} explication`,

  'undo.nothingUndone': 'Rien n’a été annulé.',

  'settings.language': 'Langue',
  'settings.languageChoice': (p, f) =>
    f.languageName(p.code) === null ? p.name : `${p.name} (${f.languageName(p.code)})`,

  'sidebar.roundActions': 'Ronde',
  'sidebar.confirmUndo': 'Oui, annuler',
  'sidebar.keepRound': 'Garder la ronde',
  'sidebar.tournament': 'Tournoi',
  'sidebar.rounds': 'Rondes',
  'sidebar.system': 'Système d’appariement',
  'sidebar.matchScoring': 'Classement des matchs en deux parties',
  'sidebar.gamePoints': 'Points de partie',
  'sidebar.matchPoints': 'Points de match',
  'sidebar.colour': 'Couleur de la tête de série à la ronde 1',
  'sidebar.byLot': 'Tirage au sort',
  'sidebar.white': 'Blancs',
  'sidebar.black': 'Noirs',
  'sidebar.pointsFor': 'Points pour',
  'sidebar.win': 'victoire',
  'sidebar.draw': 'nulle',
  'sidebar.loss': 'défaite',
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
    'Pour ARO, TPR, PTP, APRO et APPO (C.07 10). Laissés vides, ils ne donnent pas de valeur dès qu’un joueur est non classé.',
  'sidebar.save': 'Enregistrer les paramètres',
  'sidebar.explainTitle': 'Expliquer la ronde',
  'sidebar.explainHint': 'La dernière ronde, avec les articles du système d’appariement.',
  'sidebar.whyNotA': 'Pourquoi pas le n°',
  'sidebar.whyNotB': 'contre le n°',
  'sidebar.whyNot': 'Pourquoi pas\u00a0?',
  'sidebar.trfTitle': 'Fichiers TRF',
  'sidebar.trfHint': 'Pour l’homologation Elo et les autres programmes d’appariement.',
  'sidebar.exportTrf': 'Exporter le TRF',
  'sidebar.importTrf': 'Importer un fichier TRF comme nouveau tournoi',
  'sidebar.playersPage': 'Page des joueurs',
  'sidebar.playersPageHint':
    'Appariements avec recherche par nom, classement et grille américaine, pour téléphone. Partagez le lien ou imprimez le code pour l’entrée.',
  'sidebar.playersPageNone':
    'Déployez une fois le script comme application web (README, «\u00a0The players’ page\u00a0») pour avoir son lien ici.',
  'sidebar.playersPageQr': 'Code QR de la page des joueurs',
  'sidebar.notStarted': (p, f) => `Pas commencé · ${players(p.players, f)}`,
  'sidebar.notStartedOf': (p, f) =>
    `Pas commencé (${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })}) · ${players(p.players, f)}`,
  'sidebar.round': (p, f) => `Ronde ${p.round} · ${players(p.players, f)}`,
  'sidebar.roundOf': (p, f) => `Ronde ${p.round} sur ${p.rounds} · ${players(p.players, f)}`,
  'sidebar.typedBoards': (p, f) =>
    `Ronde ${p.round}\u00a0: ${f.plural(p.count, { one: `${p.count} table saisie`, other: `${p.count} tables saisies` })} à la main (${p.boards})\u00a0; «\u00a0Apparier la ronde suivante\u00a0» apparie les autres joueurs autour.`,
  'sidebar.openBoards': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} table`, other: `${p.count} tables` })} sans résultat\u00a0: ${p.boards}`,
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
    'Départages par défaut choisis\u00a0: cliquez sur Enregistrer les paramètres pour les garder.',
  'tiebreak.movedUp': (p) => `${p.item} monté\u00a0: ${SAVE}`,
  'tiebreak.movedDown': (p) => `${p.item} descendu\u00a0: ${SAVE}`,
  'tiebreak.removed': (p) => `${p.item} retiré\u00a0: ${SAVE}`,
  'tiebreak.added': (p) => `${p.item} ajouté\u00a0: ${SAVE}`,
  'tiebreak.already': (p) => `${p.item} est déjà dans la liste.`,
  'menu.print': 'Imprimer…',
  'print.pairings': 'Appariements',
  'print.byName': 'Appariements par nom',
  'print.standings': 'Classement',
  'print.crosstable': 'Grille américaine',
  'print.schedule': 'Calendrier du toutes rondes',
  'print.all': 'Tout',
  'print.paper': 'Papier',
  'print.letter': 'Lettre US',
  'print.a4': 'A4',
  'print.date': (p, f) => f.date(p.day),
  'print.button': 'Imprimer',
  'print.hint': 'Une page pour le panneau d’affichage, imprimée depuis le navigateur.',
  'print.pairingsOf': (p) => `Appariements de la ronde ${p.round}`,
  'print.byNameOf': (p) => `Ronde ${p.round}\u00a0: joueurs par nom`,
  'print.standingsAfter': (p) => `Classement après la ronde ${p.round}`,
  'print.crosstableAfter': (p) => `Grille américaine après la ronde ${p.round}`,
  'print.scheduleOf': (p, f) =>
    `Calendrier\u00a0: ${players(p.players, f)}, ${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })}`,
  'print.round': (p) => `Ronde ${p.round}`,
  'print.page': (p) => `Page ${p.page} sur ${p.pages}`,
  'print.game': (p) => `Partie ${p.game}`,
  'print.board': 'Table',
  'print.no': 'N°',
  'print.white': 'Blancs',
  'print.black': 'Noirs',
  'print.result': 'Résultat',
  'print.name': 'Nom',
  'print.colour': 'Couleur',
  'print.opponent': 'Adversaire',
  'print.rank': 'Pl.',
  'print.title': 'Titre',
  'print.federation': 'Féd.',
  'print.rating': 'Elo',
  'print.points': 'Pts',
  'print.bye': 'Exempt',
  'print.halfPointBye': 'Exempt à un demi-point',
  'print.fullPointBye': 'Exempt à un point',
  'print.absent': 'Absent',
  'print.noRound':
    'Aucune ronde n’est encore appariée\u00a0: il n’y a pas d’appariements à imprimer.',
  'print.notTable':
    'Seul un toutes rondes a un calendrier établi d’avance\u00a0; ce tournoi est apparié ronde par ronde.',
  'tab.schedule': 'Calendrier',
  'menu.writeSchedule': 'Écrire le calendrier du toutes rondes',
  'sidebar.scheduleTitle': 'Calendrier du toutes rondes',
  'sidebar.scheduleHint':
    'Toutes les rondes de la table sur un onglet, avec les numéros Berger et les noms, pour l’impression. Avant la ronde 1, il fait le tirage au sort.',
  'sidebar.writeSchedule': 'Écrire le calendrier',
  'tab.teams': 'Équipes',
  'tab.teamStandings': 'Classement des équipes',
  'tab.boardPrizes': 'Prix par échiquier',
  'team.system': 'Suisse par équipes (C.04.6)',
  'team.yes': 'Oui',
  'team.no': 'Non',
  'team.colourTypeA': 'Type A',
  'team.colourTypeB': 'Type B',
  'team.colourTypeNone': 'Aucune',
  'team.setting.header': 'Paramètre',
  'team.setting.value': 'Valeur',
  'team.setting.primary': 'Score principal',
  'team.setting.matchWin': 'Points de match pour une victoire',
  'team.setting.matchDraw': 'Points de match pour une nulle',
  'team.setting.matchLoss': 'Points de match pour une défaite',
  'team.setting.colourType': 'Préférences de couleur',
  'team.setting.boards': 'Échiquiers par match',
  'team.setting.baku': 'Accélération de Bakou',
  'team.setting.tiebreaks': 'Départages des équipes',
  'team.column.team': 'Équipe',
  'team.column.player': 'Joueur',
  'team.column.rating': 'Elo',
  'team.column.fideId': 'ID FIDE',
  'team.column.absent': 'Ne joue pas aux rondes',
  'team.column.withdrawn': 'Retiré à partir de la ronde',
  'team.column.match': 'Match',
  'team.column.board': 'Échiquier',
  'team.column.colours': 'Couleurs',
  'team.column.teamOrPlayer': 'Équipe / joueur',
  'team.column.result': 'Résultat',
  'team.column.matchScore': 'Score du match',
  'team.column.rank': 'Place',
  'team.colours.whiteBlack': 'Blancs – Noirs',
  'team.colours.blackWhite': 'Noirs – Blancs',
  'team.bye.pab': 'Exempt (appariement)',
  'team.bye.requested': 'Exempt à sa demande',
  'team.bye.withdrawn': 'Retiré',
  'team.matchScore': (p) => `${p.left} – ${p.right}`,
  'team.resultHelp': (p) =>
    `Le résultat de l’échiquier, lu de gauche à droite (1-0\u00a0: le joueur de gauche a gagné)\u00a0: ${p.choices}. Sur la ligne du match, un forfait est le match entier perdu par forfait.`,
  'team.roundProtection': (p) =>
    `Appariements de la ronde ${p.round}\u00a0: saisissez les résultats, ou changez une composition dans les colonnes des joueurs\u00a0; pour changer les appariements, utilisez «\u00a0Annuler la dernière ronde\u00a0».`,
  'team.paired': (p, f) =>
    `Ronde ${p.round} appariée au système suisse par équipes (C.04.6)\u00a0: ${f.plural(p.matches, { one: `${p.matches} match`, other: `${p.matches} matchs` })}${p.byes > 0 ? `, ${f.plural(p.byes, { one: `${p.byes} équipe non appariée`, other: `${p.byes} équipes non appariées` })}` : ''}.`,
  'team.over': (p, f) =>
    `Le tournoi est terminé\u00a0: ${f.plural(p.rounds, { one: `son unique ronde est appariée`, other: `les ${p.rounds} rondes sont appariées` })}. Pour jouer davantage, augmentez «\u00a0Rondes\u00a0» dans les Paramètres.`,
  'team.noPairing': (p) =>
    `Aucun appariement valable n’existe pour la ronde ${p.round} (${p.reason}). Rien n’a été changé.`,
  'team.nothingToUndo': 'Il n’y a aucune ronde à annuler.',
  'team.undoQuestion': (p, f) =>
    `La ronde ${p.round} a déjà ${f.plural(p.results, { one: `${p.results} résultat`, other: `${p.results} résultats` })}. Annuler quand même la ronde\u00a0? Son onglet et ses résultats seront supprimés.`,
  'team.undone': (p) => `La ronde ${p.round} a été annulée.`,
  'team.refreshed': 'Les scores des matchs et le classement des équipes sont à jour.',
  'team.tabsThere': 'Les onglets du tournoi existent déjà.',
  'team.tabsMade': (p) =>
    `Créés\u00a0: ${p.tabs}. Saisissez chaque équipe sur une ligne de l’onglet Équipes, ses joueurs en dessous dans l’ordre des échiquiers (remplaçants à la fin), puis appariez la ronde 1.`,
  'team.check.noRound': 'Il n’y a encore aucun onglet de ronde à vérifier.',
  'team.check.same': (p) =>
    `La ronde ${p.round} est l’appariement du système suisse par équipes (C.04.6).`,
  'team.check.differs': (p) =>
    `La ronde ${p.round} n’est pas l’appariement du système suisse par équipes (C.04.6)\u00a0:`,
  'team.check.metBefore': (p) => `${p.white} et ${p.black} se sont déjà rencontrées ([C1]).`,
  'team.check.systemPairs': (p) => `le système apparie ${p.white} – ${p.black}\u00a0;`,
  'team.check.tabPairs': (p) => `l’onglet apparie ${p.white} – ${p.black}\u00a0;`,
  'team.check.pab': (p) =>
    `l’exempt d’appariement\u00a0: ${p.tab} dans l’onglet, ${p.system} selon le système.`,
  'team.problem.noTeamsTab':
    'il n’y a pas d’onglet Équipes\u00a0: choisissez «\u00a0Créer les onglets du tournoi\u00a0»',
  'team.problem.noTeams':
    'aucune équipe encore\u00a0: saisissez chaque équipe sur une ligne, ses joueurs en dessous',
  'team.problem.teamAgain': (p) =>
    `l’équipe «\u00a0${p.team}\u00a0» est déjà à la ligne ${p.row}\u00a0: gardez les joueurs d’une équipe ensemble sous son nom`,
  'team.problem.playerWithoutTeam': (p) =>
    `«\u00a0${p.player}\u00a0» vient avant toute équipe\u00a0: écrivez le nom de l’équipe sur la ligne au-dessus de ses joueurs`,
  'team.problem.noPlayerName':
    'une ligne sans nom de joueur\u00a0: écrivez-le dans la colonne Joueur',
  'team.problem.playerTwice': (p) =>
    `«\u00a0${p.player}\u00a0» figure deux fois dans l’équipe «\u00a0${p.team}\u00a0»`,
  'team.problem.rating': (p) => `«\u00a0${p.value}\u00a0» n’est pas un Elo (un nombre entier)`,
  'team.problem.absent': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas une liste de rondes (comme 3, 5)`,
  'team.problem.withdrawn': (p) => `«\u00a0${p.value}\u00a0» n’est pas un numéro de ronde`,
  'team.problem.emptyTeam': (p) =>
    `l’équipe «\u00a0${p.team}\u00a0» n’a pas de joueurs\u00a0: écrivez-les sur les lignes en dessous`,
  'team.problem.rounds': (p) => `${p.value} n’est pas un nombre de rondes de 1 à ${p.max}`,
  'team.problem.colour': (p) => `${p.value} n’est ni Tirage au sort, ni Blancs, ni Noirs`,
  'team.problem.primary': (p) => `${p.value} n’est ni Points de match ni Points de partie`,
  'team.problem.points': (p) => `${p.value} n’est pas un nombre de points`,
  'team.problem.colourType': (p) => `${p.value} n’est ni Type A, ni Type B, ni Aucune`,
  'team.problem.boards': (p) => `${p.value} n’est pas un nombre d’échiquiers de 1 à ${p.max}`,
  'team.problem.yesNo': (p) => `${p.value} n’est ni Oui ni Non`,
  'team.problem.tiebreaks': (p) =>
    `${p.value} n’est pas une liste de départages d’équipes\u00a0: ${p.reason}`,
  'team.problem.language': (p) =>
    `${p.value} n’est pas une langue du module\u00a0; choisissez ${p.languages}, ou laissez la cellule vide`,
  'team.problem.matchPointOrder': (p) =>
    `un match gagné (${p.win}) doit valoir plus de points de match qu’une nulle (${p.draw}), et une nulle au moins autant qu’une défaite (${p.loss})`,
  'team.problem.bakuGamePoints':
    'l’accélération de Bakou demande les points de match comme score principal (C.04.7 1.4)',
  'sidebar.teamsProgress': (p, f) =>
    `${p.round === 0 ? 'Pas commencé' : p.rounds > 0 ? `Ronde ${p.round} sur ${p.rounds}` : `Ronde ${p.round}`} · ${f.plural(p.teams, { one: `${p.teams} équipe`, other: `${p.teams} équipes` })}`,
  'sidebar.openMatches': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} match`, other: `${p.count} matchs` })} sans tous leurs résultats\u00a0: ${p.matches}`,
  'sidebar.pairRound': (p) =>
    `Tous les résultats sont saisis\u00a0: appariez maintenant la ronde ${p.round}.`,
  'sidebar.enterTeams':
    'Saisissez les équipes dans l’onglet Équipes (deux au moins), puis appariez la ronde 1.',
  'sidebar.matchPointsFor': 'Points de match pour',
  'sidebar.teamTiebreaksHint':
    'Dans l’ordre, séparés par des virgules\u00a0: MPvGP, BH, BH:MP, BH:GP, DE, EDE, EMMSB, EMGSB, EGMSB, EGGSB, SSSC/K1\u00a0; une coupe comme BH/C1.',
  'team.sidebar.noTeamsTab':
    'Pas encore d’onglet Équipes\u00a0: cliquez sur «\u00a0Créer les onglets du tournoi\u00a0».',
  'team.sidebar.settingsMissing':
    'Les paramètres ne sont pas arrivés\u00a0; rechargez le panneau latéral et enregistrez-les à nouveau.',
  'team.problem.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `${p.paired} ronde est déjà appariée`, other: `${p.paired} rondes sont déjà appariées` })}\u00a0: le nombre de Rondes ne peut pas être inférieur`,
  'team.problem.boardsPlayed': (p, f) =>
    `les rondes déjà appariées ont ${f.plural(p.boards, { one: `${p.boards} échiquier`, other: `${p.boards} échiquiers` })} par match\u00a0: les Échiquiers par match ne peuvent plus changer`,
  'team.keptNoPairing': (p) =>
    `Aucun appariement valide des autres équipes n’existe autour des matchs saisis à la main à la ronde ${p.round} (C.04.6 [C1]-[C3]\u00a0: ${p.reason}). Modifiez ou retirez un match saisi\u00a0; rien n’a été changé.`,
  'team.problem.keptNotPlaying': (p) =>
    `${p.team} ne joue pas la ronde ${p.round} (un bye ou un retrait dans l’onglet Équipes)`,
  'team.problem.keptMetBefore': (p) =>
    `${p.left} et ${p.right} se sont rencontrées à la ronde ${p.round}\u00a0: elles ne peuvent pas se rencontrer à nouveau (C.04.6 [C1])`,
  'sidebar.typedMatches': (p, f) =>
    `Ronde ${p.round}\u00a0: ${f.plural(p.count, { one: `${p.count} match saisi`, other: `${p.count} matchs saisis` })} à la main\u00a0; «\u00a0Apparier la ronde suivante\u00a0» apparie les autres équipes autour.`,
  'team.problem.missingRound': (p) =>
    `il n’y a pas d’onglet pour cette ronde, mais des rondes jusqu’à la ${p.last} sont appariées`,
  'team.problem.unknownTeam': (p) =>
    `«\u00a0${p.team}\u00a0» n’est pas une équipe de l’onglet Équipes`,
  'team.problem.teamTwiceInRound': (p) =>
    `l’équipe «\u00a0${p.team}\u00a0» est déjà à la ligne ${p.row} de cette ronde`,
  'team.problem.matchResult': (p) =>
    `«\u00a0${p.value}\u00a0»\u00a0: le Résultat d’une ligne de match reste vide, ou donne le match entier perdu par forfait (1-0 forfeit, 0-1 forfeit, double forfeit)`,
  'team.problem.boardNumber': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas l’échiquier suivant de son match`,
  'team.problem.notInTeam': (p) =>
    `«\u00a0${p.player}\u00a0» n’est pas un joueur de l’équipe «\u00a0${p.team}\u00a0» (onglet Équipes)`,
  'team.problem.boardResult': (p) => `«\u00a0${p.value}\u00a0» n’est pas un résultat`,
  'team.problem.resultInForfeitedMatch':
    'le match entier est perdu par forfait (sa ligne de match)\u00a0: laissez les échiquiers sans résultat',
  'team.problem.resultOnEmptyBoard': (p) =>
    `«\u00a0${p.value}\u00a0»\u00a0: un échiquier sans joueur est perdu par forfait\u00a0; laissez son Résultat vide`,
  'team.problem.byeWord': (p) =>
    `«\u00a0${p.value}\u00a0» n’est ni Exempt (appariement), ni Exempt à sa demande, ni Retiré`,
  'team.problem.playerTwiceInMatch': (p) =>
    `«\u00a0${p.player}\u00a0» joue sur deux échiquiers de ce match`,
  'team.problem.lineUpOrder': (p) =>
    `«\u00a0${p.player}\u00a0» joue à un échiquier plus bas qu’un joueur inscrit après lui dans l’équipe «\u00a0${p.team}\u00a0»\u00a0: une composition garde l’ordre de l’onglet Équipes`,
  'team.problem.noResult': (p) =>
    `le match ${p.match}, échiquier ${p.board}, n’a pas encore de résultat`,
  'team.problem.tooFewTeams': (p) =>
    `La ronde ${p.round} ne peut pas être appariée\u00a0: moins de deux équipes y jouent.`,
  'team.importTaken': (p) =>
    `Ce classeur contient déjà un tournoi (onglets ${p.tabs}). Importez dans un nouveau classeur, ou supprimez d’abord ces onglets.`,
  'team.importRefused': (p) =>
    `Le fichier TRF d’équipes ne peut pas être importé\u00a0: ${p.reason}`,
  'team.importColours':
    'l’enregistrement 352 donne aux échiquiers des couleurs qui n’alternent pas depuis l’échiquier 1, comme les onglets de ronde les montrent',
  'team.imported': (p, f) =>
    `${f.plural(p.teams, { one: `${p.teams} équipe importée`, other: `${p.teams} équipes importées` })} et ${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })}.`,

  // Words the add-on writes into its tabs, read back in every language. They keep the keyboard's
  // straight apostrophe (d'absence), so that a header or Settings label typed by hand is recognised.
  'header.number': 'N°',
  'header.name': 'Nom',
  'header.title': 'Titre',
  'header.rating': 'Elo',
  'header.federation': 'Fédération',
  'header.fideId': 'ID FIDE',
  'header.birth': 'Naissance',
  'header.sex': 'Sexe',
  'header.status': 'Statut',
  'header.byes': "Exemptions / rondes d'absence",
  'header.notAgainst': 'Ne pas apparier avec',
  'header.club': 'Club',
  'header.virtualPoints': 'Points virtuels',
  'header.board': 'Table',
  'header.round': 'Ronde',
  'header.points': 'Points',
  'header.result': 'Résultat',
  'header.game1': 'Partie 1',
  'header.game2': 'Partie 2',
  'header.pairingScoreWhite': "Score d'appariement (Blancs)",
  'header.pairingScoreBlack': "Score d'appariement (Noirs)",
  'header.rank': 'Place',
  'header.colour': 'Couleur',
  'header.opponent': 'Adversaire',
  'header.setting': 'Paramètre',
  'header.value': 'Valeur',
  'colour.white': 'Blancs',
  'colour.black': 'Noirs',
  'colour.whiteBlack': 'Blancs, Noirs',
  'colour.blackWhite': 'Noirs, Blancs',
  'colour.byLot': 'Tirage au sort',
  'result.whiteForfeit': '1-0 forfait',
  'result.blackForfeit': '0-1 forfait',
  'result.doubleForfeit': 'double forfait',
  'result.adjourned': 'ajournée',
  'bye.pairingAllocated': 'Exempt',
  'bye.half': 'Exempt à un demi-point',
  'bye.full': 'Exempt à un point',
  'bye.absent': 'Absent',
  'bye.free': 'Exempt sans partie',
  'round.handMark': 'Modifiée à la main',
  'handMark.differs': (p) =>
    `diffère de l’appariement de ${p.system} (vu par Vérifier cette ronde)`,
  'handMark.noPairing': (p) =>
    `${p.system} ne trouve aucun appariement valide de cette ronde (vu par Vérifier cette ronde)`,
  'handMark.typedBoards': (p) =>
    `${p.count === 1 ? `échiquier ${p.boards} saisi` : `échiquiers ${p.boards} saisis`} à la main, les autres joueurs appariés autour par ${p.system}`,
  'status.active': 'actif',
  'status.withdrawn': 'retiré',
  'setting.name': 'Tournoi',
  'setting.rounds': 'Rondes',
  'setting.system': "Système d'appariement",
  'setting.initialColour': 'Couleur de la tête de série à la ronde 1',
  'setting.win': 'Points pour une victoire',
  'setting.draw': 'Points pour une nulle',
  'setting.loss': 'Points pour une défaite',
  'setting.tiebreaks': 'Départages',
  'setting.unratedRating': 'Elo des adversaires non classés',
  'setting.acceleration': 'Accélération',
  'setting.keepClubsApart': "Ne pas opposer les joueurs d'un même club",
  'setting.maxiTournament': 'Maxi-tournoi (Lim)',
  'setting.matchScoring': 'Classement des matchs en deux parties',
  'setting.drawingOfLots': 'Tirage au sort des numéros',
  'setting.drawSeed': 'Graine du tirage',
  'setting.cycleOrder': 'Ordre du double toutes rondes',
  'draw.random': 'Au hasard',
  'draw.varma': 'Tables de Varma',
  'draw.hand': 'À la main',
  'choice.none': 'Aucune',
  'choice.baku': 'Bakou',
  'choice.gamePoints': 'Points de partie',
  'choice.matchPoints': 'Points de match',
  'choice.yes': 'Oui',
  'choice.no': 'Non',
  'system.dutch': 'Hollandais 2025',
  'system.dutch-2017': 'Hollandais 2017',
  'system.rating-1998': 'Par Elo 1998',
  'system.lim': 'Lim',
  'system.burstein': 'Burstein',
  'system.dubov': 'Dubov',
  'system.double-swiss': 'Double suisse',
  'system.round-robin': 'Toutes rondes',
  'system.double-round-robin': 'Toutes rondes aller-retour',
  'systemName.dutch': 'Système hollandais FIDE (édition 2025, en vigueur depuis le 1er févr. 2026)',
  'systemName.dutch-2017': 'Système hollandais FIDE (édition 2017, texte de Bakou 2016)',
  'systemName.rating-1998': 'Système suisse fondé sur le classement Elo (1998, ancien C.04.1)',
  'systemName.lim': 'Système Lim (C.04.4.3)',
  'systemName.burstein': 'Système Burstein (C.04.4.2, édition 2026)',
  'systemName.dubov': 'Système Dubov (C.04.4.1, édition 2026)',
  'systemName.double-swiss': 'Système suisse double (C.04.5, 2026)',
  'systemName.round-robin': 'Toutes rondes, tables de Berger (C.05 annexe 1)',
  'systemName.double-round-robin': 'Toutes rondes aller-retour, tables de Berger (C.05 annexe 1)',
  'tiebreakName.BH': 'Buchholz',
  'tiebreakName.FB': 'Buchholz anticipé',
  'tiebreakName.AOB': 'Moyenne des Buchholz des adversaires',
  'tiebreakName.SB': 'Sonneborn-Berger',
  'tiebreakName.PS': 'Cumulatif',
  'tiebreakName.DE': 'Confrontation directe',
  'tiebreakName.WIN': 'Nombre de victoires',
  'tiebreakName.WON': 'Parties gagnées sur l’échiquier',
  'tiebreakName.BPG': 'Parties jouées avec les Noirs',
  'tiebreakName.BWG': 'Parties gagnées avec les Noirs',
  'tiebreakName.REP': 'Rondes choisies pour jouer',
  'tiebreakName.ARO': 'Elo moyen des adversaires',
  'tiebreakName.TPR': 'Performance du tournoi',
  'tiebreakName.PTP': 'Performance parfaite du tournoi',
  'tiebreakName.APRO': 'Performance moyenne des adversaires',
  'tiebreakName.APPO': 'Performance parfaite moyenne des adversaires',
  'tiebreakName.KS': 'Système Koya',
  'tiebreakName.STD': 'Points standard',
  'tiebreakName.TPN': 'Numéro d’appariement',
  'tiebreakName.RTNG': 'Elo',
  'tiebreakName.LOT': 'Tirage au sort',
  'help.result': (p) => `Choisissez le résultat\u00a0: ${p.choices}.`,
  'help.secondGame': (p) =>
    `La partie 2 inverse les couleurs\u00a0; le résultat se lit de gauche à droite (1-0\u00a0: le joueur de gauche a gagné). Choisissez le résultat\u00a0: ${p.choices}.`,
  'help.oneOf': (p) => `L’un de\u00a0: ${p.choices}`,
  'help.fideTitle': (p) =>
    `Un titre FIDE (${p.choices})\u00a0; un titre national est gardé tel qu’il est écrit`,
  'byName.byePoints': (p, f) =>
    `${p.bye} (${p.points} ${f.plural(p.count, { one: 'point', other: 'points' })})`,

  // What the add-on says when it acts or refuses (alerts, toasts, questions).
  'pair.paired': (p, f) =>
    `Ronde ${p.round} appariée (${p.system})\u00a0: ${f.plural(p.games, { one: `${p.games} partie`, other: `${p.games} parties` })}${p.unpaired > 0 ? `, ${f.plural(p.unpaired, { one: `${p.unpaired} exempt ou absent`, other: `${p.unpaired} exempts ou absents` })}` : ''}.`,
  'pair.over': (p, f) =>
    `Le tournoi est terminé\u00a0: ${f.plural(p.rounds, { one: `son unique ronde est appariée`, other: `les ${p.rounds} rondes sont appariées` })}. «\u00a0Mettre à jour le classement\u00a0» donne le classement final et la grille américaine\u00a0; pour jouer davantage, augmentez «\u00a0Rondes\u00a0» dans les paramètres.`,
  'pair.tooFew': (p) =>
    `La ronde ${p.round} ne peut pas être appariée\u00a0: moins de deux joueurs de l’onglet ${p.players} sont actifs et présents.`,
  'pair.notAvailable': (p) =>
    `${p.system} n’est pas encore disponible. Choisissez un autre système d’appariement dans le panneau latéral ou l’onglet des paramètres.`,
  'pair.noPairing': (p) =>
    `Aucun appariement valide n’existe pour la ronde ${p.round} (${p.reason}). Rien n’a été modifié.`,
  'pair.noPairingAround': (p) =>
    `Aucun appariement valide des autres joueurs n’existe autour des tables saisies dans ${p.tab} (${p.reason})\u00a0: modifiez-en ou retirez-en. Rien n’a été modifié.`,
  'pair.nothingChanged': (p) => `${p.reason}. Rien n’a été modifié.`,
  'standings.updated': 'Classement mis à jour.',
  'setUp.already': 'Les onglets du tournoi existent déjà.',
  'setUp.created': (p) =>
    `Onglets créés\u00a0: ${p.tabs}. Saisissez un joueur par ligne dans ${p.players}, puis appariez la ronde 1.`,
  'settings.saved': (p) => `Paramètres enregistrés dans l’onglet ${p.tab}.`,
  'import.done': (p, f) =>
    `Importé\u00a0: ${f.plural(p.players, { one: `${p.players} joueur`, other: `${p.players} joueurs` })} et ${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })}.`,
  'lock.busy': (p, f) =>
    `Un autre éditeur modifie ce tournoi\u00a0; rien n’a été fait. Réessayez dans un instant (attente de ${f.number(p.ms)} ms).`,
  'error.internal': (p) =>
    `Quelque chose s’est mal passé dans le module complémentaire (${p.detail}). Envoyez ce fichier et ce message à la personne qui s’occupe du module pour vous.`,
  'error.file': (p) =>
    `L’ordinateur n’a pas laissé le module complémentaire lire ou écrire un fichier (${p.detail}).`,
  'problem.atRow': (p) => `${p.tab}, ligne ${p.row}\u00a0: ${p.problem}`,
  'problem.inTab': (p) => `${p.tab}\u00a0: ${p.problem}`,
  'problem.more': (p) => `… et ${p.count} autres.`,
  // Les problèmes trouvés en lisant les onglets (après « onglet, ligne N : »).
  'problem.inColumn': (p) => `dans «\u00a0${p.column}\u00a0», ${p.problem}`,
  'problem.players.noColumns': (p, f) =>
    `la ligne d’en-tête n’a pas de colonne ${f.list(
      p.columns.map((column) => `«\u00a0${column}\u00a0»`),
      'or',
    )}`,
  'problem.players.nameBlank': 'le nom est vide',
  'problem.players.nameAgain': (p) =>
    `«\u00a0${p.name}\u00a0» est déjà le nom de la ligne ${p.row}`,
  'problem.players.number': (p) =>
    `le N° «\u00a0${p.value}\u00a0» n’est pas un nombre entier de 1 à 9999`,
  'problem.players.numberAgain': (p) => `le N° ${p.number} est déjà celui de la ligne ${p.row}`,
  'problem.players.rating': (p) => `l’Elo «\u00a0${p.value}\u00a0» n’est pas un nombre`,
  'problem.players.sex': (p) => `le sexe «\u00a0${p.value}\u00a0» n’est ni m ni w`,
  'problem.players.status': (p) =>
    `le statut «\u00a0${p.value}\u00a0» n’est ni «\u00a0${p.active}\u00a0» ni «\u00a0${p.withdrawn}\u00a0»`,
  'problem.players.byeEntry': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas une ronde\u00a0: écrivez des numéros de ronde comme 3, 5H (H exemption d’un demi-point, F exemption d’un point, rien ou Z absent)`,
  'problem.players.byeTwice': (p) => `la ronde ${p.round} est écrite deux fois`,
  'problem.players.virtualPoints': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas un nombre de points (écrivez-les par ronde\u00a0: 1\u00a0; 1\u00a0; ½)`,
  'problem.players.notAgainstNumber': (p) => `«\u00a0${p.value}\u00a0» n’est le N° d’aucun joueur`,
  'problem.players.notAgainstName': (p) => `«\u00a0${p.value}\u00a0» n’est le nom d’aucun joueur`,
  'problem.players.notAgainstSelf': (p) => `«\u00a0${p.value}\u00a0» est ce joueur lui-même`,
  'problem.players.numberBlank':
    'le N° est vide alors que d’autres joueurs en ont un\u00a0: remplissez tous les N°, ou effacez-les tous et le module numérote les joueurs par Elo, titre et nom (C.04.2 2.2)',
  'problem.players.noNumbers': (p) =>
    `aucun joueur n’a de N°, mais des rondes sont appariées\u00a0: les lignes des joueurs ou leur colonne N° ont disparu (rétablissez-les, ou utilisez «\u00a0${p.undo}\u00a0»)`,
  'problem.tabs.merged': (p) =>
    `les cellules ${p.cells} sont fusionnées et ne gardent qu’une valeur pour ${p.rows ? 'plusieurs lignes' : 'plusieurs colonnes'}\u00a0; annulez la fusion (Format > Fusionner des cellules > Annuler la fusion) et donnez à chaque cellule sa valeur`,
  'problem.tabs.formulaError': (p) =>
    `la cellule ${p.cell} affiche ${p.value}, l’erreur d’une formule\u00a0: corrigez la formule, ou tapez la valeur`,
  'problem.tabs.roundLookalike': (p) =>
    `cet onglet ressemble à un onglet de ronde, mais le module ne lit que les onglets nommés exactement «\u00a0${p.roundN}\u00a0» et apparierait sa ronde une deuxième fois\u00a0; nommez-le «\u00a0${p.asked}\u00a0» d’après la ronde qu’il contient, ou supprimez-le s’il ne sert pas`,
  'problem.tabs.roundN': 'Ronde N',
  'problem.tabs.lookalike': (p) =>
    `aucun onglet ne s’appelle exactement «\u00a0${p.tab}\u00a0», mais il y a «\u00a0${p.lookalike}\u00a0»\u00a0: renommez-le «\u00a0${p.tab}\u00a0»`,
  'problem.tabs.noSettings': (p) =>
    `cet onglet n’existe pas, mais des rondes sont appariées\u00a0: le nombre de rondes, le système et les points s’y trouvent\u00a0; choisissez «\u00a0${p.create}\u00a0» pour le recréer et vérifiez ses valeurs`,
  'problem.tabs.noPlayers': (p) =>
    `cet onglet n’existe pas\u00a0: choisissez «\u00a0${p.create}\u00a0» dans le menu du module, puis saisissez les joueurs`,
  'problem.settings.notOneOf': (p, f) =>
    `«\u00a0${p.value}\u00a0» n’est pas ${f.list(p.choices, 'or')}`,
  'problem.settings.rounds': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas un nombre de rondes de 1 à ${p.max}`,
  'problem.settings.system': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas un système d’appariement\u00a0; choisissez ${p.systems.join(', ')}`,
  'problem.settings.points': (p) => `«\u00a0${p.value}\u00a0» n’est pas un nombre de points`,
  'problem.settings.tiebreaks': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas une liste de départages\u00a0: ${p.problem}`,
  'problem.settings.seed': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas une graine\u00a0: un nombre entier`,
  'problem.settings.language': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas une langue du module\u00a0; choisissez ${p.languages.join(', ')}, ou laissez la cellule vide pour la langue du classeur`,
  'problem.settings.unratedRating': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas un Elo\u00a0: écrivez un nombre entier comme 1400, ou laissez la cellule vide`,
  'problem.settings.pointOrder': (p, f) =>
    `une victoire (${f.number(p.win)}) doit valoir plus qu’une nulle (${f.number(p.draw)}), et une nulle au moins autant qu’une défaite (${f.number(p.loss)})`,
  'problem.settings.buchholzInRoundRobin': (p) =>
    `${p.refused} ne peut pas départager un ${p.system}\u00a0: C.07 (2026) art. 8\u00a0: la famille Buchholz ne doit pas servir dans les tournois toutes rondes\u00a0; écrivez ${p.defaults}, ou videz la cellule de cette liste`,
  'problem.settings.missingRow': (p) =>
    `il n’y a pas de ligne «\u00a0${p.label}\u00a0», mais des rondes sont appariées\u00a0; écrivez le libellé «\u00a0${p.label}\u00a0» en colonne A et sa valeur en colonne B`,
  'problem.settings.missingRowInstead': (p) =>
    `il n’y a pas de ligne «\u00a0${p.label}\u00a0», mais des rondes sont appariées (pas des paramètres\u00a0: ${p.instead.join(', ')}\u00a0; un libellé a-t-il changé\u00a0?)\u00a0; écrivez le libellé «\u00a0${p.label}\u00a0» en colonne A et sa valeur en colonne B`,
  'problem.settings.labelOnRow': (p) => `«\u00a0${p.label}\u00a0» à la ligne ${p.row}`,
  'problem.tiebreaks.empty': 'un départage vide dans la liste',
  'problem.tiebreaks.unknown': (p) =>
    `départage inconnu «\u00a0${p.head}\u00a0» dans «\u00a0${p.item}\u00a0»\u00a0; connus\u00a0: ${p.known}`,
  'problem.tiebreaks.modifierNotFor': (p) =>
    `le modificateur «\u00a0/${p.modifier}\u00a0» ne s’applique pas à ${p.code} (dans «\u00a0${p.item}\u00a0»)`,
  'problem.tiebreaks.cutsNothing': (p) =>
    `«\u00a0/${p.modifier}\u00a0» ne retranche rien\u00a0; écrivez ${p.code} sans lui`,
  'problem.tiebreaks.twoCuts': (p) =>
    `un seul modificateur de retranchement ou de médiane par départage (dans «\u00a0${p.item}\u00a0»)`,
  'problem.tiebreaks.unknownModifier': (p) =>
    `modificateur inconnu «\u00a0/${p.modifier}\u00a0» dans «\u00a0${p.item}\u00a0»\u00a0; les modificateurs de C.07 sont /Cn, /Mn, /L+n, /L-n, et /P, /F`,
  'problem.tiebreaks.ptsNotFirst':
    'PTS (points) ne peut qu’ouvrir la liste\u00a0; le classement range toujours d’abord par points',
  'problem.tiebreaks.lotNotLast': 'LOT (tirage au sort) doit être le dernier départage (C.07 4.2)',
  'problem.tiebreaks.twice': (p) => `${p.tiebreak} est écrit deux fois`,
  // Les paramètres du panneau latéral refusés.
  'refusal.settings.points': (p) => `${p.label} doit être un nombre de 0 ou plus.`,
  'refusal.settings.pointSystem': (p) => `Points\u00a0: ${p.problem}.`,
  'refusal.settings.noTiebreaks': 'La liste des départages manque.',
  'refusal.settings.tiebreaks': (p) => `Départages\u00a0: ${p.problem}.`,
  'refusal.settings.unratedRating': (p) =>
    `L’Elo des adversaires non classés doit être un nombre entier de 1 à ${p.max}, ou rester vide.`,
  'refusal.settings.noName': 'Le tournoi a besoin d’un nom.',
  'refusal.settings.rounds': (p) => `Les rondes doivent être un nombre entier de 1 à ${p.max}.`,
  'refusal.settings.fewerRounds': (p, f) =>
    `${f.plural(p.paired, { one: `${p.paired} ronde est déjà appariée`, other: `${p.paired} rondes sont déjà appariées` })}\u00a0: les Rondes ne peuvent pas être moins nombreuses.`,
  'refusal.settings.unknownSystem': (p) =>
    `Système d’appariement inconnu «\u00a0${p.value}\u00a0».`,
  'refusal.settings.unknownColour': (p) => `Couleur initiale inconnue «\u00a0${p.value}\u00a0».`,
  'refusal.settings.unknownLanguage': (p) => `Langue inconnue «\u00a0${p.value}\u00a0».`,
  'refusal.settings.notArrived':
    'Les paramètres ne sont pas arrivés\u00a0; rechargez le panneau latéral et enregistrez-les à nouveau.',
  'problem.round.matchTabOneGame':
    'cet onglet a une colonne de résultat pour chaque partie d’un match en deux parties, mais le système d’appariement des Paramètres joue une partie par ronde',
  'problem.round.oneGameTabMatch':
    'le système d’appariement des Paramètres joue des matchs en deux parties, mais cet onglet n’a qu’une colonne Résultat (le système a-t-il changé après l’appariement de la ronde\u00a0?)',
  'problem.round.columnMoved': (p) =>
    `la colonne ${p.column} devrait être «\u00a0${p.wanted}\u00a0» mais contient «\u00a0${p.found}\u00a0»\u00a0: une colonne a été insérée, supprimée ou déplacée\u00a0; remettez les colonnes comme le module les a écrites (${p.columns.join(', ')})`,
  'problem.round.columnEmpty': (p) =>
    `la colonne ${p.column} devrait être «\u00a0${p.wanted}\u00a0» mais est vide\u00a0: une colonne a été insérée, supprimée ou déplacée\u00a0; remettez les colonnes comme le module les a écrites (${p.columns.join(', ')})`,
  'problem.round.whiteNumber': (p) =>
    `le N° des Blancs «\u00a0${p.value}\u00a0» n’est pas un numéro d’appariement`,
  'problem.round.blackNumber': (p) =>
    `le N° des Noirs «\u00a0${p.value}\u00a0» n’est pas un numéro d’appariement`,
  'problem.round.playerNumber': (p) =>
    `le N° du joueur «\u00a0${p.value}\u00a0» n’est pas un numéro d’appariement`,
  'problem.round.byeResult': (p) =>
    `cette ligne est «\u00a0${p.bye}\u00a0» et non une partie\u00a0: son Résultat ne montre que les points accordés (la cellule contient «\u00a0${p.value}\u00a0»)`,
  'problem.round.byeOpponent': (p) =>
    `cette ligne est «\u00a0${p.bye}\u00a0»\u00a0: elle n’a pas d’adversaire`,
  'problem.round.boardCell': (p) =>
    `la cellule Table «\u00a0${p.value}\u00a0» n’est ni un numéro de table ni l’un de ${p.labels.join(', ')}`,
  'problem.round.resultDate': (p) =>
    `la cellule Résultat contient une date (un résultat tapé là en est devenu une)\u00a0; choisissez le résultat dans la liste\u00a0: ${p.choices.join(', ')}`,
  'problem.round.result': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas un résultat\u00a0; utilisez l’un de ${p.choices.join(', ')}`,
  'problem.round.unknownNumber': (p) =>
    `le N° ${p.number} n’est le N° d’aucun joueur de l’onglet ${p.players}`,
  'problem.round.numberAgain': (p) =>
    `le N° ${p.number} est déjà à la ligne ${p.row} de cette ronde`,
  'problem.round.self': (p) => `le N° ${p.number} ne peut pas jouer contre lui-même`,
  'problem.round.emptyTab': (p) =>
    `l’onglet ne contient ni partie ni exemption\u00a0: rétablissez ses lignes, ou, si la ronde doit être appariée à nouveau, utilisez «\u00a0${p.undo}\u00a0» (un onglet vidé pour la ronde suivante\u00a0: supprimez-le, ou tapez-y les tables à garder)`,
  'problem.round.missingTab': (p) =>
    `l’onglet manque, mais il y a un onglet «\u00a0${p.last}\u00a0»`,
  'problem.round.movedNumbers': (p) =>
    `le N° ${p.number} est «\u00a0${p.name}\u00a0» ici, mais «\u00a0${p.now}\u00a0» dans l’onglet ${p.players}, où «\u00a0${p.name}\u00a0» ${p.other === null ? 'n’a pas de N°' : `est le N° ${p.other}`} (ligne ${p.row})\u00a0: les numéros ou les noms y ont été déplacés (le tri d’une seule colonne\u00a0?)\u00a0; remettez-les comme ils étaient`,
  'problem.round.rematch': (p) =>
    `le N° ${p.white} et le N° ${p.black} se sont déjà rencontrés en ${p.first}`,
  'problem.round.pastLast': (p, f) =>
    `selon les Paramètres le tournoi a ${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })}`,
  'problem.players.absentButPaired': (p) =>
    `demande à être absent à la ronde ${p.round}, mais ${p.tab} fait jouer le N° ${p.number}`,
  'problem.players.byePastLast': (p, f) =>
    `demande une exemption ou une absence à la ronde ${p.round}, mais selon les Paramètres le tournoi a ${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })}`,
  // La table d’un tournoi toutes rondes refuse (C.05 annexes 1 et 2).
  'problem.table.lateEntry': (p, f) =>
    `${p.name} n’a pas de N°\u00a0: un tournoi toutes rondes ne peut pas prendre un joueur après la ronde 1 (sa table a été tirée pour ${f.plural(p.players, { one: `${p.players} joueur`, other: `${p.players} joueurs` })})\u00a0; supprimez la ligne, ou inscrivez le joueur dans un autre tournoi`,
  'problem.table.numberBlankByHand': (p) =>
    `le N° est vide, et selon les Paramètres le tirage au sort se fait à la main\u00a0: tapez le numéro Berger de chaque joueur, de 1 à ${p.players}`,
  'problem.table.numberBlank':
    'le N° est vide alors que d’autres joueurs en ont un\u00a0: tapez tous les N° (le tirage fait à la main), ou effacez-les tous et le module les tire au sort',
  'problem.table.varmaSize': (p) =>
    `les tables de Varma couvrent 9 à 24 joueurs (C.05 annexe 2, directive 5), pas ${p.players}\u00a0: choisissez un autre tirage au sort`,
  'problem.table.method.random': 'au hasard',
  'problem.table.method.varma': 'avec les tables de Varma',
  'problem.table.method.hand': 'à la main',
  'problem.table.drawChanged': (p) =>
    `le tirage au sort a été fait avant la ronde 1 (${p.method}${p.seed === null ? '' : `, graine ${p.seed}`}) et ne peut plus changer une fois la ronde 1 appariée (C.05 annexe 1 partie 3.1)\u00a0: remettez sa méthode et sa graine dans les Paramètres`,
  'problem.table.notBerger': (p) =>
    `le N° ${p.number} n’est pas un numéro Berger d’une table de ${p.players} joueurs\u00a0: les numéros vont de 1 à ${p.players}`,
  'problem.table.requestedBye': (p) =>
    `${p.name} demande une exemption ou une absence à la ronde ${p.round}, mais un tournoi toutes rondes garde chaque joueur à sa table (C.05 annexe 1)\u00a0: effacez la ronde ici et tapez le forfait dans ${p.tab}, ou marquez le joueur comme retiré`,
  'problem.round.noResult': (p) =>
    `la table ${p.board} (N° ${p.white} - N° ${p.black}) n’a pas encore de résultat`,
  'problem.round.adjourned': (p) =>
    `la partie de la table ${p.board} (N° ${p.white} - N° ${p.black}) est ajournée\u00a0: ${p.system} n’apparie que lorsque chaque partie a son résultat (seul le système par Elo de 1998 apparie autour d’une partie ajournée)\u00a0; saisissez le résultat`,
  // Tables tapées à la main, pour que «\u00a0Apparier la ronde suivante\u00a0» apparie les autres.
  'problem.typed.numberedNow': (p) =>
    `le N° ${p.number} n’est donné que maintenant, à un joueur sans N° dans l’onglet ${p.players}\u00a0: tapez les numéros que montre l’onglet ${p.players}`,
  'problem.typed.unknown': (p) => `le N° ${p.number} n’est le numéro d’appariement d’aucun joueur`,
  'problem.typed.withdrawn': (p) => `le N° ${p.number} s’est retiré`,
  'problem.typed.absent': (p) =>
    `le N° ${p.number} a demandé une exemption ou est absent à la ronde ${p.round}`,
  'problem.typed.twice': (p) => `le N° ${p.number} est déjà à la table ${p.board} de la liste`,
  'problem.typed.board': (p, f) =>
    `table ${p.board}\u00a0: cette ronde a ${f.plural(p.boards, { one: `${p.boards} table`, other: `${p.boards} tables` })}`,
  'problem.typed.boardAgain': (p) => `la table ${p.board} est aussi tapée à la ligne ${p.row}`,
  // Ce qu’un fichier TRF ne peut pas contenir.
  'problem.export.name': 'le nom',
  'problem.export.title': 'le titre',
  'problem.export.federation': 'la fédération',
  'problem.export.birth': 'la date de naissance',
  'problem.export.tooLong': (p, f) =>
    `${p.field} «\u00a0${p.value}\u00a0» fait ${f.plural(p.length, { one: `${p.length} caractère`, other: `${p.length} caractères` })}\u00a0; un fichier TRF en contient ${p.width}\u00a0: raccourcissez-le pour exporter`,
  'problem.export.fideId': (p) =>
    `l’ID FIDE «\u00a0${p.value}\u00a0» n’a pas au plus 11 chiffres, comme l’exige un fichier TRF\u00a0: corrigez-le ou effacez-le pour exporter`,
  // Ce que disent Vérifier cette ronde et Expliquer cette ronde autour des mots du système.
  'refusal.explain.notNumber': (p) =>
    `«\u00a0${p.value}\u00a0» n’est pas un numéro d’appariement\u00a0: donnez le N° de deux joueurs.`,
  'check.checkedWith': (p) => `${p.tab}, vérifiée avec ${p.system}\u00a0:`,
  'check.typedBoards': (p) =>
    `${p.tab} contient des tables tapées à la main\u00a0: «\u00a0${p.pair}\u00a0» apparie les autres joueurs autour d’elles.`,
  'check.marked': (p) =>
    `${p.tab} n’est pas l’appariement du système lui-même\u00a0: elle est marquée «\u00a0${p.mark}\u00a0» dans son onglet et dans l’export TRF.`,
  'explain.changedByHand': (p) =>
    `Cette ronde diffère de l’appariement du programme (modifiée à la main)\u00a0: «\u00a0${p.check}\u00a0» les compare.`,
  'undo.doneWithoutRecord': (p) =>
    `${p.tab} a été supprimée. L’onglet caché «\u00a0${p.undoTab}\u00a0» n’a pas d’enregistrement de son appariement (elle a été importée, ou l’enregistrement a été retiré)\u00a0: rien d’autre n’a été rétabli.`,
  'import.pointsWarning': (p) =>
    ` Attention\u00a0: la colonne des points du fichier n’est pas ce que donnent ses résultats, et le classeur compte les résultats\u00a0: ${p.differences}${p.more > 0 ? `\u00a0; et ${p.more} de plus` : ''}.`,
  'import.rematch': (p) =>
    `N° ${p.white} ${p.whiteName} et N° ${p.black} ${p.blackName} (${p.first} et ${p.round})`,
  'import.rematchWarning': (p) =>
    ` Attention\u00a0: le fichier apparie des joueurs qui s’étaient déjà rencontrés (C.04.1 art. 2 l’interdit\u00a0; les rondes sont importées comme le fichier les donne, et les rondes suivantes ne les apparieront plus)\u00a0: ${p.rematches.join('\u00a0; ')}${p.more > 0 ? `\u00a0; et ${p.more} de plus` : ''}.`,
  'import.rulersSkipped': (p) =>
    p.lines.length === 1
      ? `ligne ${p.lines[0]}\u00a0: règle de colonnes (comme Swiss-Manager l’écrit au-dessus des joueurs) ignorée`
      : `lignes ${p.lines.join(', ')}\u00a0: règles de colonnes (comme Swiss-Manager les écrit au-dessus des joueurs) ignorées`,
  'import.pointsDifference': (p, f) =>
    `${p.line === null ? 'colonnes 81-84' : `ligne ${p.line}, colonnes 81-84`}\u00a0: les points du joueur ${p.player} indiquent ${f.number(p.declared, 1)}, ses résultats donnent ${f.number(p.results, 1)}`,
  'import.note': (p) => ` Note\u00a0: ${p.note}.`,
  'import.droppedTiebreaks': (p) =>
    p.tiebreaks.length === 1
      ? ` Le départage ${p.tiebreaks[0]} du fichier n’est pas calculé par ce module et a été laissé hors de la liste de l’onglet ${p.tab}.`
      : ` Les départages ${p.tiebreaks.join(', ')} du fichier ne sont pas calculés par ce module et ont été laissés hors de la liste de l’onglet ${p.tab}.`,
  'pair.forbiddenPair': (p) =>
    `N° ${p.a}${p.aName === '' ? '' : ` ${p.aName}`} et N° ${p.b}${p.bName === '' ? '' : ` ${p.bName}`}`,
  'pair.lateForbiddenPairs': (p, f) =>
    `Attention\u00a0: ${f.plural(p.pairs.length, { one: 'une paire interdite a été ajoutée', other: `${p.pairs.length} paires interdites ont été ajoutées` })} (colonnes «\u00a0${p.notAgainst}\u00a0» ou «\u00a0${p.club}\u00a0») après ${p.round === 1 ? 'l’appariement de la ronde 1' : `l’appariement ici de la ronde ${p.round}`}\u00a0: ${p.pairs.join('\u00a0; ')}. Un tournoi homologué FIDE ne peut pas ajouter de paires interdites après la ronde 1 (C.02.03)\u00a0; ${f.plural(p.pairs.length, { one: 'elle a été séparée', other: 'elles ont été séparées' })} tout de même.`,
  'pair.typedBoardsKept': (p, f) =>
    `${f.plural(p.count, { one: 'La table', other: 'Les tables' })} ${p.boards} de ${p.tab} ${f.plural(p.count, { one: 'tapée à la main a été gardée', other: 'tapées à la main ont été gardées' })}, et les autres joueurs ont été appariés autour. Dans un tournoi homologué FIDE, c’est la décision de l’arbitre\u00a0: des appariements corrects ne peuvent être modifiés en faveur d’aucun participant (C.04.2 1.5), et un appariement n’est changé que dans les cas de C.04.2 4.4. «\u00a0${p.check}\u00a0» compare la ronde avec l’appariement du système lui-même.${p.broken.map((problem) => `\nEnfreint\u00a0: ${problem}.`).join('')}`,
  'undo.noRound': 'Il n’y a aucune ronde à annuler.',
  'undo.question': (p, f) =>
    `${p.tab} a déjà ${f.plural(p.results, { one: `${p.results} résultat`, other: `${p.results} résultats` })}. Annuler quand même la ronde\u00a0? Son onglet et ses résultats seront supprimés.`,
  'undo.done': (p) => `${p.tab} a été annulée.`,
  'undo.doneTyped': (p) =>
    `${p.tab} a été annulée\u00a0: les tables saisies à la main sont revenues telles quelles.`,
  'undo.standingsNotRecomputed': (p) =>
    `Le classement n’a pas pu être recalculé (${p.reason})\u00a0; choisissez «\u00a0Mettre à jour le classement\u00a0» une fois corrigé.`,
  'round.noneToCheck': 'Il n’y a pas encore d’onglet de ronde à vérifier.',
  'round.noneToExplain': 'Il n’y a pas encore d’onglet de ronde à expliquer.',
  'round.systemUnavailable': 'Le système d’appariement des paramètres n’est pas disponible.',
  'round.protection': (p) =>
    `Appariement de la ronde ${p.round}\u00a0: saisissez seulement les résultats\u00a0; pour changer l’appariement, utilisez «\u00a0Annuler la dernière ronde\u00a0».`,
  'status.noPlayersTab': (p) =>
    `Pas encore d’onglet ${p.players}\u00a0: cliquez sur «\u00a0${p.create}\u00a0».`,
  'explain.written': (p) =>
    `L’explication de la ronde ${p.round} est dans l’onglet «\u00a0${p.tab}\u00a0».`,
  // Les explications et vérifications du moteur (src/engine/explain, src/engine/check).
  'explain.player': (p, f) => `${p.name} (n°\u00a0${p.id}, ${f.number(p.score)}\u00a0pt)`,
  'explain.playerNumber': (p) => `n°\u00a0${p.id}`,
  'explain.roundName': (p) => `ronde ${p.round}`,
  'explain.matchRoundName': (p) => `ronde de match ${p.round}`,
  'explain.heading': (p) => `${p.round.charAt(0).toUpperCase()}${p.round.slice(1)} (${p.system})`,
  'explain.group': (p, f) =>
    `${f.plural(p.score, { one: `${f.number(p.score)}\u00a0point`, other: `${f.number(p.score)}\u00a0points` })}\u00a0: ${f.plural(p.players, { one: `${p.players} joueur`, other: `${p.players} joueurs` })}${p.fromAbove.length > 0 ? ` et ${f.plural(p.fromAbove.length, { one: `${p.fromAbove.length} descendu d’au-dessus`, other: `${p.fromAbove.length} descendus d’au-dessus` })} (${p.fromAbove.join('\u00a0; ')})` : ''}.`,
  'explain.float': (p) => `${p.player} rencontre ${p.opponent}\u00a0: ${p.why}.`,
  'explain.float.upOdd': (p, f) =>
    `le groupe de points ${f.number(p.score)} a ${f.plural(p.left, { one: `${p.left} joueur`, other: `${p.left} joueurs` })} à apparier${p.wentUp > 0 ? ` (${f.plural(p.wentUp, { one: `${p.wentUp} est monté`, other: `${p.wentUp} sont montés` })} dans un groupe supérieur)` : ''}, un nombre impair\u00a0: un joueur monte comme flotteur (${p.floatCount})\u00a0; ${p.player} est celui que les critères choisissent (${p.floatScores}, ${p.order})`,
  'explain.float.upUnpairable': (p, f) =>
    `le groupe de points ${f.number(p.score)} ne peut pas être apparié en lui-même (${p.rematch}, ${p.completion}), donc des flotteurs montent (${p.floatCount})`,
  'explain.float.alone': (p, f) =>
    `${p.player} est le seul joueur du groupe ${f.number(p.score)} et descend comme flotteur (${p.floatCount})`,
  'explain.float.noPartner': (p, f) =>
    `${p.player} a déjà joué, ou ne peut pas rencontrer, tous les autres joueurs du groupe ${f.number(p.score)} (${p.articles.join(', ')})`,
  'explain.float.odd': (p, f) =>
    `le groupe ${f.number(p.score)} a ${players(p.players, f)} à apparier, un nombre impair\u00a0: un descend comme flotteur (${p.floatCount})\u00a0; ${p.player} est celui que les critères et l’ordre choisissent (${p.floatScores}, ${p.order})`,
  'explain.float.completion': (p, f) =>
    `apparier tout le monde dans le groupe ${f.number(p.score)} ne laisserait pas d’appariement complet des joueurs en dessous, ou serait moins bon selon les critères (${p.completion}, ${p.floatCount})`,
  'explain.board': (p) =>
    `Échiquier ${p.board}\u00a0: ${p.white} - ${p.black}\u00a0; les Blancs à ${p.whiteName}\u00a0: ${p.colour}.`,
  'explain.board.rule': (p) => `${p.reason} (${p.rule})`,
  'explain.board.someRule': 'règle des couleurs',
  'explain.board.systemColours': 'couleurs selon les règles de couleur du système',
  'explain.bye': (p, f) =>
    `${p.player} est exempté par l’appariement\u00a0: ${f.plural(p.players, { one: `${p.players} joueur est`, other: `${p.players} joueurs sont` })} à apparier, un nombre impair.${p.reasons.length > 0 ? ` Parmi les joueurs de même score ou moins\u00a0: ${p.reasons.join('\u00a0; ')}.` : ' Personne n’a moins de points.'}`,
  'explain.bye.hadWin': (p) =>
    `${p.player} a déjà marqué un gain sans jouer à la ${p.round} (${p.article})`,
  'explain.bye.notChosen': (p) => `${p.player} n’est pas choisi (${p.article})`,
  'explain.table.board': (p, f) =>
    `Échiquier ${p.board}\u00a0: ${p.white} - ${p.black}\u00a0: numéros Berger ${p.whiteNumber} et ${p.blackNumber}, ${p.made}.${p.forfeits.length > 0 ? ` ${f.list(p.forfeits)}\u00a0: la partie reste au tableau et est perdue par forfait (C.05 6.6).` : ''}`,
  'explain.table.withdrawn': (p) => `${p.player} a abandonné le tournoi`,
  'explain.table.absent': (p) => `${p.player} ne joue pas cette ronde`,
  'explain.table.bye': (p) =>
    `${p.player} rencontre le numéro fictif ${p.dummy}\u00a0: «\u00a0quand le nombre de joueurs est impair, le numéro le plus élevé compte comme exempt\u00a0» (C.05 annexe 1)\u00a0; ni partie ni point.`,
  'table.source': (p) =>
    `C.05 annexe 1, table de Berger pour ${p.size - 1} ou ${p.size} joueurs${p.constructed ? ', par la règle de construction (la FIDE imprime jusqu’à 16)' : ''}`,
  'table.round': (p) =>
    `${p.source}, ronde ${p.round}${p.reversed ? ' avec les couleurs inversées (second cycle)' : ''}`,
  'citation.article': (p) => `article ${p.article}`,
  'citation.forbiddenPair': 'paire interdite',
  'citation.forbiddenPairOf': (p) => `${p.article} (paire interdite)`,
  'citation.complete': 'l’appariement doit être complet',
  'citation.byeRules': 'les règles d’exemption du système',
  'citation.criteria': 'les critères du système',
  'citation.order': 'l’ordre d’appariement du système',
  'colour.bothPreferences': 'les deux joueurs reçoivent la couleur qui leur est due',
  'colour.strongerPreference': 'la préférence de couleur la plus forte est accordée',
  'colour.widerDifference':
    'les deux préférences sont absolues\u00a0: la plus grande différence de couleurs est accordée',
  'colour.alternation':
    'les couleurs alternent depuis la dernière ronde où les deux ont eu des couleurs différentes',
  'colour.higherPreference': 'le joueur le mieux classé reçoit la couleur qui lui est due',
  'colour.initialColour':
    'aucune préférence ne décide\u00a0: le joueur le mieux classé reçoit la couleur initiale avec un numéro d’appariement impair, l’autre couleur avec un numéro pair',
  'colour.1998.colourLimits': 'les limites de couleur de B.2',
  'colour.1998.bothPreferences': 'les deux préférences de couleur sont accordées',
  'colour.1998.alternation':
    'les couleurs alternent depuis la dernière ronde où elles étaient différentes',
  'colour.1998.higherPreference': 'le joueur le mieux classé reçoit sa préférence de couleur',
  'colour.1998.drawnColour': 'la couleur tirée au sort, selon le numéro du joueur le mieux classé',
  'colour.lim.colourLimits':
    'la seule attribution qui garde les deux joueurs dans les limites de couleur',
  'colour.lim.dueColours': 'chaque joueur reçoit la couleur qui lui est due',
  'colour.lim.alternation':
    'la même couleur est due aux deux\u00a0: alternance d’après leurs historiques',
  'colour.lim.higherRanked':
    'historiques identiques\u00a0: le joueur le mieux classé reçoit la couleur qui lui est due',
  'colour.lim.lowerRanked':
    'historiques identiques sous la médiane\u00a0: le joueur le moins bien classé reçoit la couleur qui lui est due',
  'colour.lim.neitherPlayed':
    'aucun n’a joué\u00a0: la couleur tirée au sort pour le joueur le mieux classé',
  'colour.lim.roundOne':
    'première ronde\u00a0: la couleur tirée au sort alterne le long de la moitié supérieure',
  'colour.doubleSwiss.firstMatch': (p) =>
    `aucun n’a joué de match\u00a0: le joueur le mieux classé (n°\u00a0${p.player}) a le TPN ${p.tpn}, ${p.odd ? 'impair, et reçoit la couleur initiale' : 'pair, et reçoit la couleur opposée à l’initiale'}\u00a0: ${p.white ? 'les Blancs' : 'les Noirs'}`,
  'colour.doubleSwiss.fewerWhites': 'les Blancs au joueur qui a eu le moins de Blancs',
  'colour.doubleSwiss.alternation':
    'les couleurs alternent depuis la ronde la plus récente où les deux ont eu des couleurs différentes',
  'colour.doubleSwiss.higherAlternates':
    'le joueur le mieux classé alterne par rapport à son dernier match',
  'colour.doubleSwiss.opponentAlternates': 'l’adversaire alterne par rapport à son dernier match',
  'colour.table.board': (p) => `table ${p.board}\u00a0: ${p.where}`,
  'whyNot.inRound': (p) => `Ronde ${p.round}\u00a0: ${p.answer}`,
  'whyNot.noPlayer': (p) => `Il n’y a pas de joueur n°\u00a0${p.id}.`,
  'whyNot.himself': 'Un joueur ne peut pas être apparié avec lui-même.',
  'whyNot.paired': (p) =>
    `${p.white} et ${p.black} sont appariés à la table ${p.board} (${p.white} a les Blancs).`,
  'whyNot.table': (p, f) =>
    `${p.a} et ${p.b} se rencontrent ${f.plural(p.rounds.length, { one: 'à la ronde', other: 'aux rondes' })} ${f.list(p.rounds)}\u00a0: chaque partie vient de la table (${p.source}).`,
  'whyNot.notToPair': (p) =>
    `${p.player} n’est pas à apparier à la ronde ${p.round} (absent, exemption demandée ou abandon).`,
  'whyNot.met': (p) =>
    `${p.a} et ${p.b} se sont déjà rencontrés à la ${p.round}\u00a0: deux joueurs ne se rencontrent pas deux fois (${p.article}).`,
  'whyNot.forbidden': (p) =>
    `${p.a} et ${p.b} forment une paire interdite par l’organisateur (${p.article}).`,
  'whyNot.sameAbsoluteColour': (p) =>
    `${p.a} et ${p.b} doivent tous deux avoir ${p.white ? 'les Blancs' : 'les Noirs'} (préférences de couleur absolues)\u00a0: ils ne peuvent pas se rencontrer (${p.article}).`,
  'whyNot.incomplete': (p) =>
    `Avec ${p.a} contre ${p.b}, les autres joueurs ne peuvent pas tous être appariés (${p.article}).`,
  'whyNot.apart': (p) =>
    `Aucun appariement complet ne garde ${p.a} et ${p.b} ensemble\u00a0: quand ils ne peuvent rencontrer personne d’autre, ${p.bye !== null ? `le n°\u00a0${p.bye} est exempté par l’appariement` : 'ils restent séparés'} (${p.article}).`,
  'whyNot.order': (p) =>
    `Apparier ${p.a} avec ${p.b} est aussi bon sur les flotteurs, leurs scores, les couleurs et les flotteurs répétés, groupe par groupe\u00a0; les autres critères et l’ordre d’appariement (${p.order}) placent l’appariement choisi en premier.`,
  'whyNot.worse': (p, f) =>
    `Apparier ${p.a} avec ${p.b} porte ${p.criterion} à ${p.other.map((x) => f.number(x)).join('\u00a0; ')} au lieu de ${p.chosen.map((x) => f.number(x)).join('\u00a0; ')} (${p.article}).`,
  'whyNot.worseElsewhere': (p, f) =>
    `Apparier ${p.a} avec ${p.b} change d’abord ${p.criterion} (${p.other.map((x) => f.number(x)).join('\u00a0; ')} au lieu de ${p.chosen.map((x) => f.number(x)).join('\u00a0; ')}, ${p.article})\u00a0; l’appariement choisi est gardé pour un critère que ce résumé ne compte pas (compléter la ronde, ${p.completion}, ou le groupe suivant).`,
  'criterion.byeScore': 'le score du joueur exempté par l’appariement',
  'criterion.floatsUp': (p, f) =>
    `le nombre de joueurs qui montent dans le groupe de points ${f.number(p.score)}`,
  'criterion.floatsDown': (p, f) =>
    `le nombre de flotteurs qui descendent du groupe ${f.number(p.score)}`,
  'criterion.floatScoresUp': (p, f) =>
    `les scores des joueurs qui montent dans le groupe de points ${f.number(p.score)}`,
  'criterion.floatScoresDown': (p, f) =>
    `les scores des flotteurs qui descendent du groupe ${f.number(p.score)}`,
  'criterion.colourMisses': (p, f) =>
    `les joueurs du groupe ${f.number(p.score)} qui ne reçoivent pas la couleur qui leur est due`,
  'criterion.strongColourMisses': (p, f) =>
    `les joueurs du groupe ${f.number(p.score)} dont une forte préférence de couleur n’est pas accordée`,
  'criterion.repeatedFloats': (p, f) =>
    `les joueurs du groupe ${f.number(p.score)} qui flottent dans le même sens qu’à la ronde précédente`,
  'check.shape': (p) => `${p.problem} (chaque joueur à apparier l’est une fois)`,
  'pairingShape.unknown': (p) => `le joueur ${p.player} n’existe pas`,
  'pairingShape.notToPair': (p) =>
    `le joueur ${p.player} n’est pas à apparier à la ronde ${p.round}`,
  'pairingShape.twice': (p) => `le joueur ${p.player} apparaît deux fois`,
  'pairingShape.himself': (p) => `le joueur ${p.player} est apparié avec lui-même`,
  'pairingShape.notPaired': (p) => `le joueur ${p.player} n’est pas apparié`,
  'pairingShape.noBye': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} joueur à apparier`, other: `${p.count} joueurs à apparier` })} mais aucune exemption`,
  'pairingShape.byeGiven': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} joueur à apparier`, other: `${p.count} joueurs à apparier` })} mais une exemption est donnée`,
  'check.rematch': (p) =>
    `table ${p.board}\u00a0: ${p.white} et ${p.black} se sont déjà rencontrés à la ${p.round} (${p.article})`,
  'check.forbidden': (p) =>
    `table ${p.board}\u00a0: ${p.white} et ${p.black} forment une paire interdite (${p.article})`,
  'check.colours': (p) =>
    `table ${p.board}\u00a0: ${p.player} aurait ${p.threeInARow ? 'la même couleur trois fois de suite' : `une différence de couleurs de ${p.difference}`} (${p.articles.join(', ')})`,
  'check.byeAfterWin': (p) =>
    `${p.player} est exempté par l’appariement après avoir marqué un gain sans jouer à la ${p.round} (${p.article})`,
  'check.worse': (p, f) =>
    `${p.criterion}\u00a0: ${p.other.map((x) => f.number(x)).join('\u00a0; ')} contre ${p.chosen.map((x) => f.number(x)).join('\u00a0; ')} dans l’appariement ${p.system} (${p.article})`,
  'check.noneBroken': (p) => `Ronde ${p.round}\u00a0: aucun critère absolu n’est enfreint.`,
  'check.broken': (p, f) =>
    `Ronde ${p.round}\u00a0: ${f.plural(p.count, { one: `${p.count} critère absolu est enfreint\u00a0:`, other: `${p.count} critères absolus sont enfreints\u00a0:` })}`,
  'check.worseThanEngine': 'Moins bon que l’appariement du programme sur\u00a0:',
  'check.asGood':
    'Aussi bon que l’appariement du programme sur les flotteurs, leurs scores et les couleurs.',
  'check.table.same': (p) => `Chaque table est celle de la table (${p.where}).`,
  'check.table.differs': (p) => `Diffère de la table (${p.where})\u00a0:`,
  'check.table.notInTable': (p) =>
    `table ${p.board}\u00a0: ${p.white}-${p.black} n’est pas dans la table`,
  'check.table.missing': (p) =>
    `table ${p.board}\u00a0: manquant, la table a ${p.white}-${p.black}`,
  'check.table.otherGame': (p) =>
    `table ${p.board}\u00a0: ${p.white}-${p.black}, la table a ${p.tableWhite}-${p.tableBlack}${p.reversed ? ' (couleurs inversées)' : ''}`,
  'check.table.freeWithoutDummy': (p) =>
    `le n°\u00a0${p.player} est indiqué exempt, mais la table donne une partie à tous`,
  'check.table.free': (p) =>
    `la table exempte le n°\u00a0${p.player}${p.shown === null ? '' : `, pas le n°\u00a0${p.shown}`}`,
  // Les explications par équipes (C.04.6).
  'teamExplain.team': (p, f) =>
    `${p.name} (n°\u00a0${p.tpn}${p.score !== null ? `, ${f.number(p.score)}\u00a0pt` : ''})`,
  'teamExplain.unnamed': 'Équipe',
  'teamExplain.heading': (p) =>
    `Ronde ${p.round} (système suisse par équipes C.04.6\u00a0; score principal\u00a0: ${p.matchPoints ? 'points de match' : 'points de partie'}, ${p.colourType === 'none' ? 'sans préférences de couleur' : `couleurs de type ${p.colourType}`})`,
  'teamExplain.teamBye': (p) => `${p.team} est exempte de la ronde (240) et n’est pas appariée.`,
  'teamExplain.pab.hadBye': (p) =>
    `${p.team} a déjà été exemptée par l’appariement ou a gagné sans jouer ([C2])`,
  'teamExplain.pab.noLegalPairing': (p) =>
    `${p.team} ne laisserait aux autres aucun appariement légal (3.4.1, [C3])`,
  'teamExplain.pab': (p, f) =>
    `${p.team} est exemptée par l’appariement\u00a0: ${f.plural(p.teams, { one: `${p.teams} équipe`, other: `${p.teams} équipes` })} à apparier, un nombre impair (1.4)\u00a0; elle vient en premier dans l’ordre de 3.4 (score le plus bas, le plus de matchs joués, TPN le plus grand)${p.reasons.length > 0 ? ` parmi les équipes qui peuvent l’être. Avant elle\u00a0: ${p.reasons.join('\u00a0; ')}` : ''}.`,
  'teamExplain.bracket': (p, f) =>
    `Groupe ${p.bracket}\u00a0: le groupe de points supérieur (3.2) de ${f.number(p.score)}, ${f.plural(p.residents.length, { one: `${p.residents.length} équipe`, other: `${p.residents.length} équipes` })}\u00a0: ${p.residents.map((x) => `n°\u00a0${x}`).join(' ')}.`,
  'teamExplain.noUpfloaters':
    'Aucun flotteur montant ([C4])\u00a0: le groupe s’apparie en lui-même et les équipes en dessous peuvent encore toutes être appariées ([C1], [C3]).',
  'teamExplain.upfloaters': (p, f) =>
    `Flotteurs montants (3.5)\u00a0: ${p.upfloaters.join('\u00a0; ')}. ${p.odd ? 'Le groupe est impair\u00a0; ' : ''}[C4] pas moins de flotteurs et [C5] pas de scores plus élevés laissent un appariement légal du groupe et des équipes en dessous ([C1], [C3])\u00a0; c’est le premier ensemble de cette forme dans l’ordre de 3.5.4 (score décroissant, puis TPN croissant) qui respecte [C6] et [C7]${p.lastTwoRounds ? ' ([C7] ne s’applique pas aux deux dernières rondes)' : ` (${f.plural(p.floated, { one: `${p.floated} flotteur montant a flotté`, other: `${p.floated} flotteurs montants ont flotté` })} à la ronde précédente)`}.`,
  'teamExplain.identifierFirst': (p) =>
    `Identifiant d’appariement ${p.identifier.join(' ')} (3.6.2)\u00a0: le premier légal dans l’ordre de 3.6.3, et aucun autre n’est meilleur sur [C8]-[C10] (${p.values}).`,
  'teamExplain.identifierDecided': (p) =>
    `Identifiant d’appariement ${p.identifier.join(' ')} (3.6.2)\u00a0: le premier légal, ${p.first.join(' ')}, a ${p.firstCount} ${p.criterion} contre ${p.count} ici, donc ${p.article} décide (3.6.4\u00a0; ${p.values}).`,
  'teamExplain.c8': 'équipes dont la préférence de couleur n’est pas satisfaite',
  'teamExplain.c9': 'équipes dont la forte préférence de couleur n’est pas satisfaite',
  'teamExplain.c10': 'adversaires de flotteurs montants qui ont flotté à la ronde précédente',
  'teamExplain.match': (p) =>
    `Match ${p.match}\u00a0: ${p.white} - ${p.black}, groupe ${p.bracket}${p.floater !== null ? `\u00a0; ${p.floater} monte comme flotteur (1.5)` : ''}. ${p.white} a les Blancs au premier échiquier\u00a0: ${p.rule} (${p.article}).`,
  'teamExplain.pabMatch': (p) => `${p.team}\u00a0: exemptée par l’appariement.`,
  'teamColour.4.3.1':
    'aucune équipe n’a joué de match\u00a0: la première équipe (4.2) reçoit la couleur initiale, ou l’autre couleur si son TPN est pair',
  'teamColour.4.3.2': 'une seule équipe a une préférence de couleur, et elle est accordée',
  'teamColour.4.3.3': 'les équipes ont des préférences de couleur opposées, toutes deux accordées',
  'teamColour.4.3.4':
    'une seule équipe a une forte préférence de couleur (type B), et elle est accordée',
  'teamColour.4.3.5':
    'les Blancs vont à l’équipe dont la différence de couleurs est la plus faible',
  'teamColour.4.3.6':
    'les couleurs alternent depuis le dernier match où une équipe avait les Blancs et l’autre les Noirs',
  'teamColour.4.3.7': 'la préférence de couleur de la première équipe est accordée',
  'teamColour.4.3.8':
    'la couleur de la première équipe alterne par rapport à son dernier match joué',
  'teamColour.4.3.9': 'la couleur de l’autre équipe alterne par rapport à son dernier match joué',
  'teamWhyNot.noTeam': (p) => `Il n’y a pas d’équipe n°\u00a0${p.tpn}.`,
  'teamWhyNot.itself': 'Une équipe ne peut pas être appariée avec elle-même.',
  'teamWhyNot.notToPair': (p) =>
    `${p.team} n’est pas à apparier à la ronde ${p.round} (exempte, 240).`,
  'teamWhyNot.paired': (p) =>
    `${p.white} et ${p.black} sont appariées au match ${p.match} (${p.white} a les Blancs au premier échiquier).`,
  'teamWhyNot.met': (p) =>
    `${p.a} et ${p.b} se sont déjà rencontrées à la ronde ${p.round}\u00a0: deux équipes ne se rencontrent pas deux fois ([C1], Règles de base art. 2).`,
  'teamWhyNot.forbidden': (p) =>
    `${p.a} et ${p.b} ne peuvent pas se rencontrer à cette ronde\u00a0: l’organisateur a interdit la paire (260, [C1]).`,
  'teamWhyNot.incomplete': (p) =>
    `Avec ${p.a} contre ${p.b}, les autres équipes ne peuvent pas toutes être appariées ([C3]).`,
  'teamWhyNot.apart': (p) =>
    `Aucun appariement complet ne garde ${p.a} et ${p.b} ensemble\u00a0: ${p.pab !== null ? `${p.pab} serait exemptée par l’appariement (3.4)` : 'elles restent séparées'} ([C3]).`,
  'teamWhyNot.pab': (p) =>
    `Avec ${p.a} contre ${p.b}, l’exemption attribuée par l’appariement irait à ${p.pab ?? 'personne'} au lieu de ${p.chosen}\u00a0: 3.4 choisit d’abord le PAB, la première équipe de son ordre qui laisse un appariement légal (3.3.2, étape 1).`,
  'teamWhyNot.upfloaterCount': (p, f) =>
    `Apparier ${p.a} avec ${p.b} demande ${f.plural(p.count, { one: `${p.count} flotteur montant`, other: `${p.count} flotteurs montants` })} dans le groupe de ${f.number(p.score)} au lieu de ${p.chosen} ([C4]).`,
  'teamWhyNot.upfloaterScores': (p, f) =>
    `Apparier ${p.a} avec ${p.b} demande des flotteurs montants de scores ${p.scores.map((x) => f.number(x)).join('\u00a0; ')} dans le groupe de ${f.number(p.score)} au lieu de ${p.chosen.map((x) => f.number(x)).join('\u00a0; ')} ([C5]).`,
  'teamWhyNot.floated': (p, f) =>
    `Apparier ${p.a} avec ${p.b} amène dans le groupe de ${f.number(p.score)} ${f.plural(p.count, { one: `${p.count} flotteur montant qui a déjà flotté`, other: `${p.count} flotteurs montants qui ont déjà flotté` })} à la ronde précédente au lieu de ${p.chosen} ([C7]), ou enfreint [C6].`,
  'teamWhyNot.upfloaters': (p, f) =>
    `Apparier ${p.a} avec ${p.b} demande les flotteurs montants ${p.upfloaters.join(' ')} dans le groupe de ${f.number(p.score)}\u00a0; ${p.chosen.join(' ')} viennent d’abord dans l’ordre de 3.5.4 et respectent [C6] et [C7] (3.5.5).`,
  'teamWhyNot.criterion': (p, f) =>
    `Apparier ${p.a} avec ${p.b} laisse ${p.count} ${p.criterion} dans le groupe de ${f.number(p.score)} au lieu de ${p.chosen} (${p.article}, 3.6.4).`,
  'teamWhyNot.identifier': (p, f) =>
    `Apparier ${p.a} avec ${p.b} est aussi bon sur [C8]-[C10] dans le groupe de ${f.number(p.score)}\u00a0; son identifiant d’appariement ${p.identifier.join(' ')} vient après ${p.chosen.join(' ')} (3.6.3).`,
  'teamWhyNot.unchanged': (p) =>
    `Apparier ${p.a} avec ${p.b} ne change le choix d’aucun groupe que ce résumé compare\u00a0; l’ordre de 3.5.4 et 3.6.3 garde l’appariement choisi.`,
  'import.taken': (p) =>
    `Ce classeur contient déjà un tournoi (onglets ${p.tabs}). Importez dans un nouveau classeur (Fichier > Nouveau > Feuille de calcul) ou supprimez d’abord ces onglets.`,
  // The engine's refusals (src/engine/refusal.ts), said in the tournament's language.
  'trf.detail': (p) => p.detail,
  'trf.atLine': (p) => `ligne ${p.line}\u00a0: ${p.detail}`,
  'trf.atColumn': (p) => `ligne ${p.line}, colonne ${p.column}\u00a0: ${p.detail}`,
  'trf.atColumns': (p) => `ligne ${p.line}, colonnes ${p.column}-${p.columnEnd}\u00a0: ${p.detail}`,
  'trf.field.pairingNumber': 'numéro de départ',
  'trf.field.sex': 'sexe',
  'trf.field.title': 'titre',
  'trf.field.name': 'nom',
  'trf.field.rating': 'Elo',
  'trf.field.federation': 'fédération',
  'trf.field.fideNumber': 'ID FIDE',
  'trf.field.birthDate': 'date de naissance',
  'trf.field.points': 'points',
  'trf.field.rank': 'rang',
  'trf.field.roundOpponent': (p) => `adversaire de la ronde ${p.round}`,
  'trf.fieldCut': (p) =>
    `la ligne s’arrête au milieu du champ «\u00a0${p.field}\u00a0»\u00a0; il doit occuper les colonnes ${p.start}-${p.end} (aligné à droite)`,
  'trf.fieldDigits': (p) =>
    `le champ «\u00a0${p.field}\u00a0» doit contenir des chiffres, il contient «\u00a0${p.found}\u00a0»`,
  'trf.fieldDecimal': (p) =>
    `le champ «\u00a0${p.field}\u00a0» doit être un nombre comme 11.5 (avec un point), il contient «\u00a0${p.found}\u00a0»`,
  'trf.blankBetweenFields': (p) =>
    `un blanc est attendu entre deux champs, trouvé «\u00a0${p.found}\u00a0» (la ligne est-elle décalée ou un champ trop long\u00a0?)`,
  'trf.stopsBeforePairingNumber':
    'la ligne du joueur s’arrête avant le numéro de départ (colonnes 5-8)',
  'trf.pairingNumberRange': 'un numéro de départ de 1 à 9999 est attendu',
  'trf.roundBlank': (p) =>
    `ronde ${p.round}\u00a0: un blanc est attendu, trouvé «\u00a0${p.found}\u00a0» (un bloc de ronde s’écrit «\u00a0oooo c r\u00a0»\u00a0: adversaire en colonnes ${p.start}-${p.end}, couleur en ${p.colour}, résultat en ${p.result})`,
  'trf.roundColour': (p) =>
    `ronde ${p.round}\u00a0: la couleur doit être w, b, - ou un blanc, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.roundResultCode': (p) =>
    `ronde ${p.round}\u00a0: code de résultat inconnu «\u00a0${p.found}\u00a0»\u00a0; attendu l’un de 1 = 0 + - W D L H F U Z ou un blanc`,
  'trf.roundColourAlone': (p) => `ronde ${p.round}\u00a0: une couleur sans adversaire ni résultat`,
  'trf.roundResultNeedsOpponent': (p) =>
    `ronde ${p.round}\u00a0: «\u00a0${p.result}\u00a0» est le résultat d’une partie et demande un adversaire, mais l’adversaire est 0000`,
  'trf.roundByeColour': (p) =>
    `ronde ${p.round}\u00a0: une exemption ou une absence («\u00a0${p.result}\u00a0») prend la couleur - ou un blanc, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.roundSelf': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} est apparié contre lui-même`,
  'trf.roundByeOpponent': (p) =>
    `ronde ${p.round}\u00a0: «\u00a0${p.result}\u00a0» est un code d’exemption ou d’absence et prend l’adversaire 0000, mais l’adversaire est ${p.opponent}`,
  'trf.roundGameColour': (p) =>
    `ronde ${p.round}\u00a0: une partie contre ${p.opponent} demande la couleur w ou b`,
  'trf.record': (p) => `enregistrement ${p.code}`,
  'trf.recordPart': (p) => `enregistrement ${p.code}, ${p.part}`,
  'trf.codePart': (p) => `${p.code}, ${p.part}`,
  'trf.part.firstRound': 'première ronde',
  'trf.part.lastRound': 'dernière ronde',
  'trf.part.firstPlayerId': 'premier numéro de joueur',
  'trf.part.lastPlayerId': 'dernier numéro de joueur',
  'trf.part.playerId': 'numéro de joueur',
  'trf.part.player': 'joueur',
  'trf.part.round': 'ronde',
  'trf.part.roundN': (p) => `ronde ${p.round}`,
  'trf.part.teamPairingNumber': 'numéro de départ de l’équipe',
  'trf.part.strengthFactor': 'facteur de force',
  'trf.part.matchPoints': 'points de match',
  'trf.part.gamePoints': 'points de partie',
  'trf.part.teamRank': 'rang de l’équipe',
  'trf.part.pabMatchPoints': 'points de match de l’exemption d’appariement',
  'trf.part.pabGamePoints': 'points de partie de l’exemption d’appariement',
  'trf.part.team': 'équipe',
  'trf.part.whiteTeam': 'équipe des Blancs',
  'trf.part.blackTeam': 'équipe des Noirs',
  'trf.part.opponent': 'adversaire',
  'trf.part.firstTeam': 'première équipe',
  'trf.part.lastTeam': 'dernière équipe',
  'trf.part.roundCount': 'le nombre de rondes (XXR / 142)',
  'trf.part.initialColour': 'la couleur initiale (XXC / 152)',
  'trf.part.bbxRecords': 'les enregistrements BBx',
  'trf.part.win': 'à la victoire',
  'trf.part.draw': 'à la nulle',
  'trf.part.loss': 'à la défaite',
  'trf.none': 'aucune',
  'trf.blank': 'vide',
  'trf.orList': (p, f) => f.list(p.items, 'or'),
  'trf.noPlayers': 'aucun enregistrement de joueur (lignes commençant par 001)',
  'trf.noSuchPlayer': (p) => `${p.what}\u00a0: il n’y a pas de joueur ${p.player}`,
  'trf.blankAfterCode': (p) =>
    `un blanc est attendu après le code d’enregistrement «\u00a0${p.code}\u00a0», trouvé «\u00a0${p.found}\u00a0»`,
  'trf.blankAfterCodeOnly': (p) =>
    `un blanc est attendu après le code d’enregistrement «\u00a0${p.code}\u00a0»`,
  'trf.numberUsed': (p) => `le numéro de départ ${p.number} est déjà utilisé à la ligne ${p.line}`,
  'trf.record299': 'l’enregistrement 299 (attribution anormale de points) n’est pas pris en charge',
  'trf.unrecognised': (p) =>
    `ligne non reconnue\u00a0: une ligne TRF commence par un code d’enregistrement de trois caractères (${p.codes}, ...), trouvé «\u00a0${p.found}\u00a0»`,
  'trf.disagree': (p) => `${p.what}\u00a0: ${p.first} à la ligne ${p.line} et ${p.here} ici`,
  'trf.otherPointSystem': (p) =>
    `${p.what}\u00a0: un barème de points différent de celui de ${p.first} à la ligne ${p.line}`,
  'trf.xxaRoundBeyond': (p) =>
    `XXA\u00a0: le joueur ${p.player} a une valeur pour la ronde ${p.round}, mais le tournoi a ${p.rounds} rondes (XXR/142)`,
  'trf.xxaTwice': (p) =>
    `XXA\u00a0: le joueur ${p.player} a déjà des accélérations à la ligne ${p.line}`,
  'trf.r250Beyond': (p) =>
    `enregistrement 250\u00a0: accélère des rondes jusqu’à la ${p.last}, mais le tournoi a ${p.rounds} rondes (XXR/142)`,
  'trf.accelerationsDiffer': (p) =>
    `les enregistrements XXA et 250 donnent au joueur ${p.player} des accélérations différentes (${p.xxa} contre ${p.r250})`,
  'trf.r260Partial': (p) =>
    `l’enregistrement 260 n’interdit ces appariements qu’aux rondes ${p.first}-${p.last}\u00a0; seules les interdictions pour tout le tournoi (de la ronde 1 à la dernière, avec XXR/142) sont prises en charge`,
  'trf.byeBeyond': (p) =>
    `${p.what}\u00a0: exempte le joueur ${p.player} à la ronde ${p.round}, mais le tournoi a ${p.rounds} rondes (XXR/142)`,
  'trf.byeConflict': (p) =>
    `${p.what}\u00a0: le joueur ${p.player} reçoit une exemption ${p.type} à la ronde ${p.round}, mais sa ligne (${p.line}, colonnes ${p.start}-${p.end}) indique déjà adversaire ${p.opponent}, résultat ${p.result}`,
  'trf.positiveWhole': (p) =>
    `${p.what}\u00a0: un nombre entier positif est attendu, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.numberLike10': (p) =>
    `${p.what}\u00a0: un nombre comme 1.0 (avec un point) est attendu, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.numberLike15': (p) =>
    `${p.what}\u00a0: un nombre comme 1.5 (avec un point) est attendu, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.numberLike115': (p) =>
    `${p.what}\u00a0: un nombre comme 11.5 (avec un point) est attendu, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.wholeNumber': (p) =>
    `${p.what}\u00a0: un nombre entier est attendu, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.roundCountOne': (p) =>
    `${p.what}\u00a0: un seul nombre est attendu, celui des rondes, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.xxcBoth': 'XXC : white1 et black1 sont donnés tous les deux',
  'trf.xxcUnknown': (p) =>
    `XXC\u00a0: option inconnue «\u00a0${p.found}\u00a0»\u00a0; attendu white1, black1 ou rank`,
  'trf.r152Colour': (p) =>
    `enregistrement 152\u00a0: la couleur initiale W ou B est attendue, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.xxaCutId': 'XXA : la ligne s’arrête au milieu du numéro de joueur (colonnes 5-8)',
  'trf.xxaId': (p) =>
    `XXA\u00a0: le numéro de départ du joueur est attendu en colonnes 5-8, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.xxaBlank': (p) =>
    `XXA\u00a0: un blanc est attendu (les valeurs occupent 4 colonnes, une par ronde, à partir de la colonne 10), trouvé «\u00a0${p.found}\u00a0»`,
  'trf.xxaCutValue': (p) =>
    `XXA\u00a0: la ligne s’arrête au milieu de la valeur de la ronde ${p.round} (alignée à droite en colonnes ${p.start}-${p.end})`,
  'trf.r250MatchPoints': (p) =>
    `enregistrement 250\u00a0: les points de match (colonnes 5-8) sont pour les compétitions par équipes (swiss-pair --team), pas individuelles\u00a0; trouvé «\u00a0${p.found}\u00a0»`,
  'trf.r250Digits': (p) =>
    `enregistrement 250\u00a0: «\u00a0${p.what}\u00a0» est attendu en chiffres en colonnes ${p.start}-${p.end}, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.r250Order':
    'enregistrement 250 : attendu première ronde >= 1, dernière ronde >= première ronde et dernier numéro >= premier numéro',
  'trf.r250TeamOrder':
    'enregistrement 250 : attendu première ronde >= 1, dernière ronde >= première ronde et dernière équipe >= première équipe',
  'trf.idsAtLeast': (p, f) =>
    `${p.what}\u00a0: au moins ${f.plural(p.minimum, { one: `${p.minimum} numéro de départ est attendu`, other: `${p.minimum} numéros de départ sont attendus` })}`,
  'trf.idTwice': (p) => `${p.what}\u00a0: un numéro de départ figure deux fois`,
  'trf.r260Items':
    'enregistrement 260 : attendu première ronde, dernière ronde et au moins deux numéros de joueur',
  'trf.r260Order': 'enregistrement 260 : la dernière ronde précède la première',
  'trf.r260Twice': 'enregistrement 260 : un numéro de joueur figure deux fois',
  'trf.r240Items':
    'enregistrement 240 : attendu le type d’exemption (F, H ou Z), la ronde et au moins un numéro de joueur',
  'trf.r240Type': (p) =>
    `enregistrement 240\u00a0: type d’exemption inconnu «\u00a0${p.found}\u00a0»\u00a0; attendu F, H ou Z`,
  'trf.blankBetweenIds': (p) =>
    `${p.what}\u00a0: la colonne ${p.column} doit rester vide entre deux numéros`,
  'trf.rosterGap': (p) =>
    `enregistrement ${p.code}\u00a0: une composition d’équipe laisse un trou (0000) entre des joueurs`,
  'trf.r330Items':
    'enregistrement 330 : attendu le type de forfait (+-, -+ ou --), la ronde et deux équipes',
  'trf.r330Type': (p) =>
    `enregistrement 330\u00a0: type de forfait inconnu «\u00a0${p.found}\u00a0»\u00a0; attendu +-, -+ ou --`,
  'trf.r352': (p) =>
    `enregistrement 352\u00a0: une suite de couleurs en W et B est attendue, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.r362Items':
    'enregistrement 362 : attendu des paires d’un symbole (TW, TD, TL) et de ses points de match',
  'trf.r362Symbol': (p) =>
    `enregistrement 362\u00a0: symbole inconnu «\u00a0${p.found}\u00a0»\u00a0; attendu TW, TD ou TL`,
  'trf.noTeams':
    'aucun enregistrement d’équipe (lignes commençant par 310 ou 013) : ce n’est pas une compétition par équipes',
  'trf.mixedTeamRecords':
    'le fichier mélange des enregistrements d’équipe 013 et 310 ; donnez les équipes d’une seule façon',
  'trf.teamNumberUsed': (p) =>
    `le numéro de départ d’équipe ${p.team} est déjà utilisé à la ligne ${p.line}`,
  'trf.rosterUnknownPlayer': (p) =>
    `la composition de l’équipe ${p.team} cite le joueur ${p.player}, qui n’a pas de ligne 001`,
  'trf.teamNumbersGap': (p) =>
    `les numéros de départ des équipes doivent aller de 1 à ${p.teams} (C.04.6 1.1.1)\u00a0; l’équipe ${p.missing} manque`,
  'trf.noSuchTeam': (p) => `${p.what}\u00a0: il n’y a pas d’équipe ${p.team}`,
  'trf.xxsEmpty': 'XXS : des éléments CODE=VALEUR sont attendus',
  'trf.xxsItem': (p) => `XXS\u00a0: CODE=VALEUR est attendu, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.xxsCode': (p) =>
    `XXS\u00a0: code inconnu «\u00a0${p.found}\u00a0»\u00a0; attendu l’un de ${p.codes}`,
  'trf.xxsColours': (p) =>
    `XXS donne ${p.what} avec les Blancs (${p.white}) et avec les Noirs (${p.black}) des points différents\u00a0; un barème qui dépend de la couleur n’est pas pris en charge`,
  'trf.r162Item': (p) =>
    `enregistrement 162\u00a0: un symbole de résultat (W D L A P X) suivi de ses points est attendu, trouvé «\u00a0${p.found}\u00a0»`,
  'trf.r162Z':
    'enregistrement 162 : « Z » est l’exemption à zéro point dans le dialecte de bbpPairings (son enregistrement BBZ), pas un symbole TRF-2026 ; TRF-2026 l’écrit A (absence : exemption à zéro point et défaite par forfait) : écrivez A, ou donnez les valeurs en lignes BBZ/BBF si elles diffèrent',
  'trf.r162Symbol': (p) =>
    `enregistrement 162\u00a0: symbole de résultat inconnu «\u00a0${p.found}\u00a0»\u00a0; attendu W D L A P ou X`,
  'trf.r162Empty': 'enregistrement 162 : aucun symbole de résultat donné',
  'trf.entryBeyond': (p) =>
    `le joueur ${p.player} a une entrée pour la ronde ${p.round}, mais le tournoi a ${p.rounds} rondes (XXR/142)`,
  'trf.byeTwiceInRound': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} a l’exemption d’appariement, mais le joueur ${p.other} l’a déjà (une au plus par ronde)`,
  'trf.pairedWithNobody': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} est apparié avec ${p.opponent}, mais il n’y a pas de joueur ${p.opponent} (aucune ligne 001 avec ce numéro de départ)`,
  'trf.pairedNotBack': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} est apparié avec ${p.opponent}, mais ${p.their}`,
  'trf.pairedSameColour': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} est apparié avec ${p.opponent} avec la couleur ${p.colour}, mais ${p.their}\u00a0; la couleur opposée est attendue`,
  'trf.pairedResults': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} est apparié avec ${p.opponent} avec le résultat ${p.result}, mais ${p.their}\u00a0; les résultats se contredisent (attendu ${p.expected})`,
  'trf.theirEntry': (p) =>
    `l’entrée de la ronde ${p.round} du joueur ${p.player} (ligne ${p.line}) indique ${p.entry}`,
  'trf.entry': (p) => `${p.opponent}, couleur ${p.colour}, résultat ${p.result}`,
  'trf.entry.none': 'aucune entrée',
  'trf.entry.noOpponent': 'pas d’adversaire',
  'trf.entry.opponent': (p) => `adversaire ${p.opponent}`,
  'engine.noPairing.criteria': (p, f) =>
    `ronde ${p.round}\u00a0: aucun appariement ne respecte les critères absolus ${p.criteria} pour les ${f.plural(p.players, { one: `${p.players} joueur`, other: `${p.players} joueurs` })}`,
  'engine.noPairing.chiefArbiter': (p, f) =>
    `ronde ${p.round}\u00a0: aucun appariement ne respecte les critères absolus [C1]-[C3] pour les ${f.plural(p.players, { one: `${p.players} joueur`, other: `${p.players} joueurs` })} (${p.article}\u00a0: l’arbitre principal décide)`,
  'engine.noPairing.limMedian': (p) =>
    `ronde ${p.round}\u00a0: le groupe de points médian ne peut pas être apparié, même en défaisant tous les autres appariements (Lim 2.6)`,
  'engine.noPairing.limCompatible': (p, f) =>
    `ronde ${p.round}\u00a0: impossible de donner un adversaire compatible à chacun des ${f.plural(p.players, { one: `${p.players} joueur`, other: `${p.players} joueurs` })} (Lim 2.1)`,
  'engine.noPairing.limBye': (p) =>
    `ronde ${p.round}\u00a0: aucun joueur ne peut recevoir l’exemption d’appariement en laissant les autres appariables (Lim 1.1, 2.1, C.04.1 4)`,
  'engine.noPairing.byeComplete': (p) =>
    `aucun joueur ne peut recevoir l’exemption d’appariement en laissant aux autres un appariement complet (${p.articles})`,
  'engine.noPairing.byeLegal': (p) =>
    `aucun joueur ne peut recevoir l’exemption d’appariement en laissant aux autres un appariement valide (${p.articles})`,
  'engine.noPairing.doubleSwiss': (p, f) =>
    `ronde de match ${p.match}\u00a0: aucun appariement des ${f.plural(p.players, { one: `${p.players} joueur`, other: `${p.players} joueurs` })} ne respecte [C1] (Double-Suisse 3.1)`,
  'engine.noPairing.teamBye': (p) =>
    `ronde ${p.round}\u00a0: aucune équipe ne peut recevoir l’exemption d’appariement en laissant aux autres un appariement valide (C.04.6 3.4, [C2], [C3])`,
  'engine.noPairing.teamsMeetAgain': (p) =>
    `ronde ${p.round}\u00a0: impossible d’apparier toutes les équipes sans qu’elles se rencontrent de nouveau (C.04.6 [C1], [C3])`,
  'engine.noPairing.tableRounds': (p, f) =>
    `la table pour ${players(p.players, f)} a ${f.plural(p.total, { one: `${p.total} ronde`, other: `${p.total} rondes` })}\u00a0; la ronde ${p.round} n’y figure pas`,
  'engine.noPairing.tableDeparts': (p) =>
    `${p.round > 0 ? `ronde ${p.round}\u00a0: ` : ''}${p.deviation}\u00a0; la table ne peut pas être poursuivie`,
  'engine.table.numbers': (p) =>
    `les numéros de départ doivent aller de 1 à ${p.players}, les numéros Berger tirés avant la ronde 1\u00a0; le joueur ${p.player} ne l’est pas`,
  'engine.table.byeInTable': (p) =>
    `le joueur ${p.player} joue contre ${p.opponent}, mais la table exempte ${p.player}`,
  'engine.table.otherOpponent': (p) =>
    `le joueur ${p.player} joue contre ${p.opponent}, mais la table apparie ${p.player} avec ${p.planned}`,
  'engine.table.coloursReversed': (p) =>
    `${p.player}-${p.opponent} est la partie de la table, jouée avec les couleurs inversées (${p.opponent}-${p.player})`,
  'engine.table.lateEntry': (p) =>
    `le joueur ${p.player} n’a pas d’entrée à la ronde 1, où la table apparie ${p.player} avec ${p.opponent}\u00a0: un toutes rondes ne peut pas accueillir un joueur arrivé après la ronde 1`,
  'engine.baku.scoring': (p) =>
    `l’accélération de Bakou demande qu’une victoire vaille deux nulles et une défaite rien (C.04.7 1.1)\u00a0; ce tournoi compte ${p.scores}`,
  'engine.baku.rounds':
    'l’accélération de Bakou demande le nombre de rondes (C.04.7 1.4 : la première moitié des rondes est accélérée) ; donnez XXR ou l’enregistrement 062/142',
  'engine.baku.teamScoring': (p) =>
    `l’accélération de Bakou demande des points de match où une victoire vaut deux nuls et une défaite zéro (l’enregistrement 362 donne ${p.scores})`,
  'engine.baku.teamRounds':
    'l’accélération de Bakou demande le nombre de rondes (enregistrement 142)',
  'engine.teamCode.sameScores': (p) =>
    `enregistrement 192 «\u00a0${p.code}\u00a0»\u00a0: le score secondaire répète le principal`,
  'engine.teamCode.bakuPrimary': (p) =>
    `enregistrement 192 «\u00a0${p.code}\u00a0»\u00a0: l’accélération de Bakou demande les points de match comme score principal (C.04.7 1.4)`,
  'engine.teamTiebreak.score': (p) =>
    `«\u00a0${p.item}\u00a0»\u00a0: le score après «\u00a0:\u00a0» doit être MP ou GP`,
  'engine.teamTiebreak.mpvgp': (p) =>
    `«\u00a0${p.item}\u00a0»\u00a0: MPvGP (C.07 13.1) ne prend ni score ni modificateur`,
  'engine.teamTiebreak.de': (p) =>
    `«\u00a0${p.item}\u00a0»\u00a0: ${p.code} par équipes porte sur les scores des équipes, forfaits exclus (C.07 13, 6.1.1)\u00a0; ni score ni modificateur ici`,
  'engine.teamTiebreak.sssc': (p) =>
    `«\u00a0${p.item}\u00a0»\u00a0: SSSC (C.07 13.4) demande son facteur de normalisation et rien d’autre, comme dans SSSC/K4 (/F et /P ne sont pas encore calculés)`,
  'engine.teamTiebreak.esbScore': (p) =>
    `«\u00a0${p.item}\u00a0»\u00a0: ${p.code} nomme lui-même ses scores (C.07 13.2)`,
  'engine.teamTiebreak.cut': (p) =>
    `«\u00a0${p.item}\u00a0»\u00a0: ici ${p.code} prend un seul Cut-1 ou Cut-2 (/C1, /C2)\u00a0; «\u00a0/${p.modifier}\u00a0» n’est pas encore calculé pour les équipes`,
  'engine.teamTiebreak.notYet': (p) =>
    `«\u00a0${p.item}\u00a0»\u00a0: le départage par équipes ${p.code} (C.07 12-13) n’est pas encore calculé\u00a0; ceux qui le sont\u00a0: MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP] et EMMSB/EMGSB/EGMSB/EGGSB, ces derniers avec /C1 ou /C2`,
  'engine.teamTiebreak.unknown': (p) =>
    `«\u00a0${p.item}\u00a0» n’est pas un départage par équipes que ce programme calcule (MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP][/C1|/C2], EMMSB, EMGSB, EGMSB, EGGSB)`,
  'engine.tiebreaks.refusedForKind': (p) =>
    `${p.refused} ne peut pas départager ce tournoi\u00a0: ${p.reason}`,
  'engine.tiebreaks.buchholzInRoundRobin':
    'C.07 (2026) art. 8\u00a0: la famille Buchholz ne doit pas servir dans les tournois toutes rondes',
  'engine.fixedGames.table': (p) =>
    `parties fixées\u00a0: dans le système «\u00a0${p.system}\u00a0», toutes les parties viennent de sa table\u00a0; il ne reste rien à apparier autour`,
  'engine.fixedGames.problems': (p) => `parties fixées\u00a0: ${p.problems.join('\u00a0; ')}`,
  'engine.trfWrite.lineBreak': (p) =>
    `impossible d’écrire le TRF\u00a0: l’enregistrement ${p.record} («\u00a0${p.text}\u00a0») contient un saut de ligne, qu’une ligne TRF ne peut pas contenir\u00a0: écrivez le texte sur une seule ligne`,
  'engine.teamRounds.twoRosters': (p) =>
    `le joueur ${p.player} figure dans les compositions des équipes ${p.first} et ${p.second}`,
  'engine.teamRounds.offRoster': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} (équipe ${p.team}) joue contre le joueur ${p.opponent}, qui ne figure dans aucune composition d’équipe`,
  'engine.teamRounds.ownTeam': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} joue contre le joueur ${p.opponent} de sa propre équipe ${p.team}`,
  'engine.teamRounds.twoMatches': (p) =>
    `ronde ${p.round}\u00a0: les joueurs de l’équipe ${p.team} jouent contre les équipes ${p.first} et ${p.second}\u00a0; une ronde est un seul match`,
  'engine.teamRounds.byeAndMatch': (p) =>
    `ronde ${p.round}\u00a0: l’équipe ${p.team} a une exemption ${p.type} (240) et un match`,
  'engine.teamRounds.pabAndMatch': (p) =>
    `ronde ${p.round}\u00a0: l’équipe ${p.team} a l’exemption d’appariement et un match`,
  'engine.teamRounds.forfeitOther': (p) =>
    `ronde ${p.round}\u00a0: l’enregistrement 330 apparie l’équipe ${p.team} avec l’équipe ${p.other}, mais ses joueurs jouent contre l’équipe ${p.opponent}`,
  'engine.teamRounds.notBack': (p) =>
    `ronde ${p.round}\u00a0: l’équipe ${p.team} joue contre l’équipe ${p.opponent}, dont les joueurs ne jouent pas contre l’équipe ${p.team}`,
  'engine.typeCode.otherKind': (p) =>
    `l’enregistrement 192 indique «\u00a0${p.code}\u00a0», ${p.kind}, que ce programme n’apparie pas`,
  'engine.typeCode.roundRobin': 'un toutes rondes',
  'engine.typeCode.knockout': 'une coupe à élimination directe',
  'engine.typeCode.scheveningen': 'un Scheveningen',
  'engine.typeCode.schiller': 'un Schiller',
  'engine.typeCode.team': 'une compétition par équipes',
  'engine.typeCode.unclaimed': (p) =>
    `l’enregistrement 192 indique «\u00a0${p.code}\u00a0», qu’aucun système d’ici ne reconnaît\u00a0: il faut nommer le système qui l’appariera`,
  'engine.match.noGame1': (p) =>
    `joueur ${p.player}, match ${p.match} (rondes ${p.first} et ${p.second} du TRF)\u00a0: la partie 2 est inscrite sans la partie 1`,
  'engine.match.noGame2': (p) =>
    `joueur ${p.player}, match ${p.match} (rondes ${p.first} et ${p.second} du TRF)\u00a0: la partie 1 est inscrite sans la partie 2`,
  'engine.match.otherOpponent': (p) =>
    `joueur ${p.player}, match ${p.match} (rondes ${p.first} et ${p.second} du TRF)\u00a0: les deux parties d’un match se jouent contre le même adversaire, mais la partie 1 indique ${p.game1} et la partie 2 ${p.game2}`,
  'engine.match.sameColour': (p) =>
    `joueur ${p.player}, match ${p.match} (rondes ${p.first} et ${p.second} du TRF)\u00a0: les couleurs d’un match alternent (Art. 0), mais les deux parties ont la couleur ${p.colour}`,
  'engine.match.byeSplit': (p) =>
    `joueur ${p.player}, match ${p.match} (rondes ${p.first} et ${p.second} du TRF)\u00a0: une exemption vaut pour tout le match (Art. 0), mais la partie 1 indique ${p.game1} et la partie 2 ${p.game2}`,
  'engine.match.noResult': 'aucun résultat',

  'import.failed': (p) => `Le fichier TRF ne peut pas être importé\u00a0: ${p.reason}`,
  'import.unshowable.noRecord': (p) =>
    `ronde ${p.round}\u00a0: le joueur ${p.player} joue contre ${p.opponent}, qui n’a rien d’inscrit pour cette ronde`,
  'import.unshowable.result': (p) =>
    `ronde ${p.round}\u00a0: la partie ${p.white} - ${p.black} a le résultat «\u00a0${p.whiteResult}\u00a0» / «\u00a0${p.blackResult}\u00a0», qui n’est ni 1-0, ni ½-½, ni 0-1, ni un forfait`,
  'language.noSettingsTab': (p) =>
    `Il n’y a pas d’onglet ${p.tab} pour enregistrer la langue\u00a0: créez d’abord les onglets du tournoi.`,

  // The players' page.
  'page.notStarted': 'Pas commencé',
  'page.round': (p) => `Ronde ${p.round}`,
  'page.match': (p) => `Match ${p.match}`,
  'page.nameOrTeam': 'Votre nom ou votre équipe',
  'page.noPlayerOrTeam': 'Aucun joueur ni aucune équipe de cette ronde ne porte ce nom.',
  'page.roundOf': (p) => `Ronde ${p.round} sur ${p.rounds}`,
  'page.beforeRound1': 'Avant la ronde 1',
  'page.afterRound': (p) => `Après la ronde ${p.round}`,
  'page.pairings': 'Appariements',
  'page.pairingsOfRound': (p) => `Appariements, ronde ${p.round}`,
  'page.standings': 'Classement',
  'page.crosstable': 'Grille américaine',
  'crosstable.round': (p, f) => `R${f.number(p.round)}`,
  'crosstable.bye': 'exempt',
  'page.crosstableKey': (p) => `${p.after}. 12w1\u00a0: contre le n° 12, avec les blancs, gagnée.`,
  'page.footer': 'Rechargez la page pour les derniers appariements et résultats.',
  'page.noRound': 'Aucune ronde n’est encore appariée.',
  'page.find': 'Trouvez votre table',
  'page.yourName': 'Votre nom',
  'page.noMatch': 'Aucun joueur de cette ronde ne porte ce nom.',
  'page.board': 'Tab.',
  'page.result': 'Rés.',
  'page.points': (p) => `${p.points}\u00a0pts`,
  'page.updating':
    'Les appariements sont en cours de mise à jour. Rechargez la page dans une minute.',
  'team.column.games': 'Parties',
  'team.column.points': 'Points',
  'team.column.percentage': 'Pourcentage',
  'schedule.notTable': (p) =>
    `Le calendrier est pour un toutes rondes, dont les rondes viennent d’une table\u00a0: ${p.system} apparie chaque ronde selon les résultats. Choisissez «\u00a0Toutes rondes\u00a0» ou «\u00a0Toutes rondes aller-retour\u00a0» dans les paramètres.`,
  'schedule.tooFew': (p) =>
    `Un toutes rondes demande au moins deux joueurs dans l’onglet ${p.players}.`,
  'schedule.written': (p, f) =>
    `${p.tab}\u00a0: ${f.plural(p.rounds, { one: `${p.rounds} ronde`, other: `${p.rounds} rondes` })} de ${p.source}.${p.players === null ? '' : ` Le tirage au sort a donné les numéros Berger de l’onglet ${p.players}.`}`,
  'local.usage': (p) => `Usage\u00a0: npm start -- [FICHIER.xlsx] [ACTION]

Exécute «\u00a0Apparier la ronde suivante\u00a0» du module (ou une autre ACTION) sur
un classeur aux onglets Paramètres, Joueurs, Ronde 1, Ronde 2, ... et
Classement, puis l’enregistre. Sans FICHIER, travaille sur out/club.xlsx, une
copie de examples/club.xlsx faite à la première exécution (--fresh la refait).
Saisissez les résultats dans la colonne Résultat du dernier onglet Ronde,
enregistrez et relancez pour la ronde suivante.

Actions\u00a0:
  (aucune)            apparie la ronde suivante et l’affiche\u00a0; après la
                      dernière ronde, le classement final
  --new               fait de FICHIER un classeur de tournoi neuf et vide\u00a0: les
                      onglets Paramètres, Joueurs, Classement, Grille américaine
                      et Par nom
  --new --team        un nouveau tournoi par équipes (C.04.6)\u00a0: Paramètres,
                      Équipes et Classement des équipes
  --undo [--yes]      annule la dernière ronde (--yes\u00a0: même avec des résultats)
  --standings         recalcule l’onglet Classement et l’affiche
  --print QUOI [--out FICHIER.pdf] [--paper a4|letter]
                      écrit un PDF du tournoi tel qu’il est, QUOI parmi
                      pairings (appariements), by-name (par nom), standings
                      (classement), crosstable (grille américaine), schedule
                      (calendrier d’un toutes rondes), all (tout)\u00a0; --out vaut
                      par défaut FICHIER-QUOI.pdf à côté du classeur\u00a0; le
                      papier, celui de la langue du système (LC_PAPER, LANG\u00a0:
                      Lettre US aux États-Unis, au Canada, au Mexique, ...\u00a0;
                      sinon A4)
  --check             vérifie le dernier onglet Ronde tel qu’il est (après des
                      modifications à la main)\u00a0: code de sortie 0 si aucun
                      critère absolu n’est enfreint, 1 sinon\u00a0; une ronde qui
                      n’est pas l’appariement du système lui-même est marquée
                      «\u00a0Modifiée à la main\u00a0» sur son onglet (la seule
                      modification du fichier)
  --export-trf SORTIE écrit le tournoi dans un fichier TRF
  --import-trf ENTRÉE fait de FICHIER un nouveau tournoi à partir d’un fichier TRF
  --fresh             repart d’une nouvelle copie de l’exemple
  --lang CODE         la langue du tournoi, gardée dans ses Paramètres et donnée
                      à ses onglets\u00a0: ${p.languages}
  --help              ce texte`,
  'local.oneAction': 'une seule action à la fois',
  'local.langNeeded': (p) => `--lang attend une langue\u00a0: ${p.codes}`,
  'local.printNeeded': (p) => `--print attend ce qu’il faut imprimer\u00a0: ${p.choices}`,
  'local.outNeeded': '--out attend le nom du fichier PDF à écrire, terminé par .pdf',
  'local.paperNeeded': '--paper attend a4 ou letter',
  'local.fileNeeded': (p) => `${p.option} attend un nom de fichier`,
  'local.unknownOption': (p) => `option inconnue ${p.option}`,
  'local.twoWorkbooks': (p) => `plus d’un classeur\u00a0: ${p.first}, ${p.second}`,
  'local.outWithPrint': '--out et --paper vont avec --print',
  'local.teamWithNew': '--team va avec --new',
  'local.yesNo': '[o/N]',
  'local.yesLetter': 'o',
  'local.noTerminal':
    'Aucun terminal pour poser la question\u00a0: relancez avec --yes pour continuer.',
  'local.newNeedsFile': '--new attend le nom du classeur à créer.',
  'local.exists': (p) =>
    `${p.file} existe déjà\u00a0; donnez un autre nom de fichier, ou --yes pour le remplacer.`,
  'local.copied': (p) => `${p.from} copié vers ${p.to}.`,
  'local.missing': (p) => `${p.file} n’existe pas.`,
  'local.trfMissing': (p) => `${p.file} n’existe pas\u00a0: rien n’a été modifié.`,
  'local.trfOverWorkbook': (p) =>
    `--export-trf ${p.file}\u00a0: c’est un classeur, que le fichier TRF remplacerait\u00a0; donnez un nom de fichier terminé par .trf. Rien n’a été modifié.`,
  'local.readOnly': (p) =>
    `${p.file} est en lecture seule\u00a0: rien n’a été modifié. Rendez-le modifiable, ou travaillez sur une copie.`,
  'local.lockBusy': (p, f) =>
    `${p.file}\u00a0: une autre exécution (processus ${p.process}) modifie ce tournoi\u00a0; attente de ${f.number(p.seconds)} s. Rien n’a été fait\u00a0: réessayez quand elle aura fini.`,
  'local.lockFile': (p) =>
    `${p.file}\u00a0: le fichier de verrou ${p.lock} est inutilisable (${p.code})\u00a0: supprimez ce qui porte ce nom, ou vérifiez les droits du dossier. Rien n’a été fait.`,
  'local.unreadable': (p) =>
    `${p.file} n’est pas un classeur .xlsx lisible (${p.reason}). Rien n’a été modifié.`,
  'local.unkept': (p) =>
    `${p.file} contient ${p.parts}, que ce programme ne sait pas conserver en enregistrant un classeur. Rien n’a été modifié\u00a0: utilisez le module dans Google Sheets, ou gardez-les dans un autre classeur.`,
  'local.part.charts': 'des graphiques',
  'local.part.chartSheets': 'des feuilles de graphique',
  'local.part.pivotTables': 'des tableaux croisés dynamiques',
  'local.part.slicers': 'des segments',
  'local.part.macros': 'des macros',
  'local.over': (p, f) =>
    `Le tournoi est terminé\u00a0: ${f.plural(p.rounds, { one: `son unique ronde est appariée`, other: `les ${p.rounds} rondes sont appariées` })} et tous les résultats sont saisis. Le classement final\u00a0:`,
  'local.final': (p) =>
    `Les onglets ${p.standings} et ${p.crosstable} de ${p.file} sont définitifs. Pour jouer d’autres rondes, augmentez «\u00a0${p.rounds}\u00a0» dans son onglet ${p.settings}\u00a0; --export-trf écrit le tournoi pour un rapport Elo.`,
  'local.typeResults': (p) =>
    `Saisissez les résultats dans la colonne ${p.column} de l’onglet ${p.tab}, enregistrez et relancez pour la ronde suivante.`,
  'local.typeTwoGames': (p) =>
    `Saisissez les résultats dans les colonnes ${p.first} et ${p.second} (chacune se lit de gauche à droite) de ${p.tab}, enregistrez et relancez pour la ronde suivante.`,
  'local.nothingChanged': 'Rien n’a été modifié',
  'local.nothingChangedIn': (p) => `Rien n’a été modifié dans ${p.file}.`,
  'local.correctCells': (p) =>
    `Rien n’a été modifié dans ${p.file}\u00a0: corrigez-y ces cellules, enregistrez et relancez.`,
  'local.markNotSaved': (p) =>
    `${p.file} est en lecture seule\u00a0: la marque n’a pas été enregistrée.`,
  'local.wrotePdf': (p) => `${p.file} écrit (${p.paper}).`,
  'local.wrote': (p) => `${p.file} écrit.`,
  'local.newDone': (p) =>
    `Indiquez le nom, les rondes et le système dans son onglet ${p.settings}, saisissez les joueurs dans ${p.players}, enregistrez et lancez\u00a0: ${p.command}`,
  'local.saved': (p) => `${p.file} enregistré (s’ouvre dans Excel, LibreOffice ou Google Sheets).`,
};
