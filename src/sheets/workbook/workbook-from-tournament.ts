/**
 * The tabs of a tournament read from a TRF file: Settings, Players, one
 * Round tab per paired round and Standings. Pure: values only.
 */
import { isKnownAbsence } from '../../engine/model/results.js';
import { lastPairedRound } from '../../engine/model/rounds.js';
import type { Tournament } from '../../engine/model/tournament.js';
import { systemOfTypeCode } from '../../engine/systems/registry.js';
import {
  DEFAULT_SWISS_TIEBREAKS,
  formatTiebreak,
  type TiebreakSpec,
} from '../../engine/tiebreaks/index.js';
import { tiebreaksFromTrf } from '../../engine/trf/index.js';
import type { CellValue } from '../ports.js';
import { formatByeList, type RequestedBye } from './byes.js';
import { ACTIVE, PLAYER_COLUMNS, playersHeader, WITHDRAWN } from './players-tab.js';
import { recordedMatchContent, recordedRoundContent } from './round-content.js';
import { roundLayout, roundTabValues } from './round-tab.js';
import { gamesPerRoundOf, settingsTabValues, type TournamentSettings } from './settings-tab.js';
import { standingsTabValues } from './standings-tab.js';

export interface TournamentTabs {
  settings: CellValue[][];
  players: CellValue[][];
  /** Round tabs, round 1 first. */
  rounds: CellValue[][][];
  standings: CellValue[][];
  /** Tie-breaks the file lists that the add-on does not compute (team ones, OTHER_...), as written. */
  unsupportedTiebreaks: string[];
}

/** The list without repeats, which the Settings tab would refuse. */
function uniqueTiebreaks(list: readonly TiebreakSpec[]): TiebreakSpec[] {
  const seen = new Set<string>();
  return list.filter((spec) => {
    const written = formatTiebreak(spec);
    if (seen.has(written)) return false;
    seen.add(written);
    return true;
  });
}

/**
 * The Settings a TRF file implies. Its tie-breaks are those of records
 * 202/212, else the default list; the file has no record for the rating of
 * unrated opponents.
 */
export function settingsOfTournament(t: Tournament, fallbackName: string): TournamentSettings {
  const type = (t.header.get('192') ?? t.header.get('092') ?? '').trim().toUpperCase();
  return {
    name: t.header.get('012')?.trim() || fallbackName,
    rounds: t.totalRounds === null ? null : Math.ceil(t.totalRounds / gamesOfType(type)),
    system: systemOfTypeCode(type)?.id ?? 'dutch',
    initialColour: t.initialColour === 'w' ? 'white' : t.initialColour === 'b' ? 'black' : 'lot',
    win: t.pointSystem.win,
    draw: t.pointSystem.draw,
    loss: t.pointSystem.loss,
    tiebreaks: uniqueTiebreaks(tiebreaksFromTrf(t)?.tiebreaks ?? DEFAULT_SWISS_TIEBREAKS),
    unratedRating: null,
    acceleration: systemOfTypeCode(type)?.options.acceleration ?? 'none',
    keepClubsApart: false,
    maxiTournament: false,
    matchScoring: 'game-points',
  };
}

/** Games a round of the system record 192 names: 2 for the Double-Swiss matches. */
function gamesOfType(type: string): 1 | 2 {
  const named = systemOfTypeCode(type);
  return named === null ? 1 : gamesPerRoundOf({ system: named.id });
}

/** The requested byes from TRF round `fromRound` on, by Round tab (a match's two games are one). */
function requestedByes(
  t: Tournament,
  fromRound: number,
  id: number,
  games: 1 | 2,
): Map<number, RequestedBye> {
  const player = t.players.find((p) => p.id === id)!;
  const byes = new Map<number, RequestedBye>();
  player.rounds.forEach((record, index) => {
    const round = index + 1;
    if (round < fromRound || !isKnownAbsence(record)) return;
    byes.set(
      Math.ceil(round / games),
      record!.result === '-' ? 'Z' : (record!.result as RequestedBye),
    );
  });
  return byes;
}

/** Throws UnshowableRoundError for a recorded round a Round tab cannot show. */
export function tabsOfTournament(t: Tournament, fallbackName: string): TournamentTabs {
  const paired = lastPairedRound(t.players);
  const settings = settingsOfTournament(t, fallbackName);
  // Two-game matches (C.04.5): a Round tab a match, TRF rounds 2N-1 and 2N.
  const games = gamesPerRoundOf(settings);
  // XXP / 260: each forbidden pair written on the row of its first player.
  const notAgainst = new Map<number, number[]>();
  for (const group of t.forbiddenPairs)
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [Math.min(group[i]!, group[j]!), Math.max(group[i]!, group[j]!)];
        notAgainst.set(a, [...(notAgainst.get(a) ?? []), b]);
      }
  const withVirtualPoints = t.acceleration.size > 0;
  const players = t.players.map((p) => [
    p.id,
    p.name,
    p.title,
    p.rating === 0 ? '' : p.rating,
    p.federation,
    p.fideId,
    p.birthDate,
    p.sex,
    p.withdrawn ? WITHDRAWN : ACTIVE,
    formatByeList(requestedByes(t, paired + 1, p.id, games)),
    (notAgainst.get(p.id) ?? []).join(', '),
    '',
    ...(withVirtualPoints ? [(t.acceleration.get(p.id) ?? []).join(', ')] : []),
  ]);
  const layout = roundLayout(games);
  const rounds: CellValue[][][] = [];
  for (let round = 1; round <= Math.ceil(paired / games); round++) {
    const content = games === 2 ? recordedMatchContent(t, round) : recordedRoundContent(t, round);
    rounds.push(roundTabValues(content, layout));
  }
  return {
    settings: settingsTabValues(settings),
    players: [
      [...playersHeader(), ...(withVirtualPoints ? [PLAYER_COLUMNS.virtualPoints] : [])],
      ...players,
    ],
    rounds,
    standings: standingsTabValues(t, Math.ceil(paired / games), settings),
    unsupportedTiebreaks: tiebreaksFromTrf(t)?.unsupported ?? [],
  };
}
