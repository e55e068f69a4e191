/**
 * The tabs of a tournament read from a TRF file: Settings, Players, one
 * Round tab per paired round and Standings. Pure: values only.
 */
import { isKnownAbsence } from '../../engine/model/results.js';
import { lastPairedRound } from '../../engine/model/rounds.js';
import type { Tournament } from '../../engine/model/tournament.js';
import { AccelerationError } from '../../engine/acceleration/baku.js';
import { roundVirtualPoints } from '../../engine/pairing/index.js';
import { getSystem, systemOfTypeCode } from '../../engine/systems/registry.js';
import {
  DEFAULT_SWISS_TIEBREAKS,
  declaredTiebreaks,
  formatTiebreak,
  type TiebreakSpec,
} from '../../engine/tiebreaks/index.js';
import type { CellValue } from '../ports.js';
import { formatByeList, type RequestedBye } from './byes.js';
import { ACTIVE, PLAYER_COLUMNS, playersHeader, WITHDRAWN } from './players-tab.js';
import { BY_NAME_HEADER, byNameValues } from './by-name.js';
import { crosstableValues } from './crosstable.js';
import { handMarksOf } from './hand-mark-trf.js';
import { recordedMatchContent, recordedRoundContent } from './round-content.js';
import { drawOfLines } from './draw-trf.js';
import { withdrawnOf } from './withdrawn-trf.js';
import { inTableOrder } from './table-round-content.js';
import { roundLayout, roundTabValues } from './round-tab.js';
import {
  gamesPerRoundOf,
  pairingOptionsOf,
  settingsTabValues,
  type TournamentSettings,
} from './settings-tab.js';
import { standingsTabValues } from './standings-tab.js';
import { shownTitle } from './titles.js';

export interface TournamentTabs {
  settings: CellValue[][];
  players: CellValue[][];
  /** Round tabs, round 1 first. */
  rounds: CellValue[][][];
  standings: CellValue[][];
  crosstable: CellValue[][];
  byName: CellValue[][];
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
 * 202/212, else its kind's defaults (a round robin's, C.07), else the Swiss list; the file has no record for the rating of
 * unrated opponents.
 */
export function settingsOfTournament(t: Tournament, fallbackName: string): TournamentSettings {
  const type = (t.info.systemCode ?? t.info.type ?? '').trim().toUpperCase();
  const named = systemOfTypeCode(type);
  return {
    name: t.info.name?.trim() || fallbackName,
    rounds: t.totalRounds === null ? null : Math.ceil(t.totalRounds / gamesOfType(type)),
    system: named?.id ?? 'dutch',
    initialColour: t.initialColour === 'w' ? 'white' : t.initialColour === 'b' ? 'black' : 'lot',
    win: t.pointSystem.win,
    draw: t.pointSystem.draw,
    loss: t.pointSystem.loss,
    tiebreaks: uniqueTiebreaks(
      declaredTiebreaks(t.info)?.tiebreaks ??
        (named === null ? undefined : getSystem(named.id).tiebreaks?.defaults) ??
        DEFAULT_SWISS_TIEBREAKS,
    ),
    unratedRating: null,
    acceleration: named?.options.acceleration ?? 'none',
    keepClubsApart: false,
    maxiTournament: named?.options.maxiTournament ?? false,
    matchScoring: 'game-points',
    language: null,
    // A file's pairing numbers are its draw: as its comment line records it (ours), else made elsewhere.
    drawingOfLots: drawOfLines(t.otherLines)?.method ?? 'hand',
    drawSeed: drawOfLines(t.otherLines)?.seed ?? null,
    cycleOrder: named?.options.cycleOrder ?? 'fide',
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

/**
 * The virtual points the round was paired with, for its pairing scores; none
 * when the file's acceleration cannot apply (pairing the next round says why).
 */
function virtualPointsOfRound(
  t: Tournament,
  round: number,
  settings: TournamentSettings,
): Map<number, number> {
  try {
    return roundVirtualPoints(t, round, getSystem(settings.system), pairingOptionsOf(settings));
  } catch (error) {
    if (error instanceof AccelerationError) return new Map();
    throw error;
  }
}

/** Throws UnshowableRoundError for a recorded round a Round tab cannot show. */
export function tabsOfTournament(file: Tournament, fallbackName: string): TournamentTabs {
  // The withdrawals our comment lines record count in the ranking (C.05 6.6) as the Players tab's do.
  const withdrawn = withdrawnOf(file.otherLines);
  const paired = lastPairedRound(file.players);
  // A withdrawn player's "not paired" entries after the last paired round (Export TRF writes
  // them for other programs) are his withdrawal, not absences he asked for.
  const t: Tournament = {
    ...file,
    players: file.players.map((p) =>
      withdrawn.has(p.id) ? { ...p, withdrawn: true, rounds: p.rounds.slice(0, paired) } : p,
    ),
  };
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
    shownTitle(p.title),
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
  const marks = handMarksOf(t.otherLines);
  // A Round tab a match with two-game matches: its content is read from the match's first game.
  const contents = Array.from({ length: Math.ceil(paired / games) }, (_, index) => {
    const round = index + 1;
    const firstGame = (round - 1) * games + 1;
    const virtualPoints = virtualPointsOfRound(t, firstGame, settings);
    if (games === 2) return recordedMatchContent(t, round, virtualPoints);
    const content = recordedRoundContent(t, round, virtualPoints);
    // A round-robin's round as its table has it: board order, and the dummy's opponent free.
    const schedule = getSystem(settings.system).schedule;
    return schedule === undefined
      ? content
      : inTableOrder(content, schedule.round(t.players.length, round, pairingOptionsOf(settings)));
  });
  contents.forEach((content, index) =>
    rounds.push(roundTabValues({ ...content, handMark: marks.get(index + 1) ?? null }, layout)),
  );
  return {
    settings: settingsTabValues(settings),
    players: [
      [...playersHeader(), ...(withVirtualPoints ? [PLAYER_COLUMNS.virtualPoints] : [])],
      ...players,
    ],
    rounds,
    standings: standingsTabValues(t, contents.length, settings),
    crosstable: crosstableValues(t, contents.length, settings),
    byName: contents.length === 0 ? [[...BY_NAME_HEADER]] : byNameValues(contents.at(-1)!, games),
    unsupportedTiebreaks: declaredTiebreaks(t.info)?.unsupported ?? [],
  };
}
