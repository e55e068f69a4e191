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
import { recordedRoundContent } from './round-content.js';
import { roundTabValues } from './round-tab.js';
import { settingsTabValues, type TournamentSettings } from './settings-tab.js';
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
    rounds: t.totalRounds,
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

function requestedByes(t: Tournament, fromRound: number, id: number): Map<number, RequestedBye> {
  const player = t.players.find((p) => p.id === id)!;
  const byes = new Map<number, RequestedBye>();
  player.rounds.forEach((record, index) => {
    const round = index + 1;
    if (round < fromRound || !isKnownAbsence(record)) return;
    byes.set(round, record!.result === '-' ? 'Z' : (record!.result as RequestedBye));
  });
  return byes;
}

/** Throws UnshowableRoundError for a recorded round a Round tab cannot show. */
export function tabsOfTournament(t: Tournament, fallbackName: string): TournamentTabs {
  const paired = lastPairedRound(t.players);
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
    formatByeList(requestedByes(t, paired + 1, p.id)),
    (notAgainst.get(p.id) ?? []).join(', '),
    '',
    ...(withVirtualPoints ? [(t.acceleration.get(p.id) ?? []).join(', ')] : []),
  ]);
  const rounds: CellValue[][][] = [];
  for (let round = 1; round <= paired; round++) {
    rounds.push(roundTabValues(recordedRoundContent(t, round)));
  }
  const settings = settingsOfTournament(t, fallbackName);
  return {
    settings: settingsTabValues(settings),
    players: [
      [...playersHeader(), ...(withVirtualPoints ? [PLAYER_COLUMNS.virtualPoints] : [])],
      ...players,
    ],
    rounds,
    standings: standingsTabValues(t, paired, settings),
    unsupportedTiebreaks: tiebreaksFromTrf(t)?.unsupported ?? [],
  };
}
