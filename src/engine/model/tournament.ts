/**
 * The tournament model shared by every pairing system, the TRF reader/writer,
 * the command line and the spreadsheet adapter. Plain data: no behaviour here
 * beyond what the types say; rules live in the modules that apply them.
 */

import type { Said } from '../../messages/said.js';

export type Colour = 'w' | 'b';

/**
 * Result codes of TRF-16 (round blocks, column 99 for round 1).
 * '1' win, '=' draw, '0' loss, '+' forfeit win, '-' forfeit loss (or, with no
 * opponent, a zero-point absence), 'W' 'D' 'L' unrated win/draw/loss (game
 * played but not rated), 'H' half-point bye, 'F' full-point bye, 'U'
 * pairing-allocated bye, 'Z' zero-point bye.
 */
export type ResultCode = '1' | '=' | '0' | '+' | '-' | 'W' | 'D' | 'L' | 'H' | 'F' | 'U' | 'Z';

/** One player's entry for one round. */
export interface RoundRecord {
  /** Pairing number of the scheduled opponent; null for a bye or absence. */
  opponent: number | null;
  /** Scheduled colour; null when not paired. */
  colour: Colour | null;
  /** Null while the game has no result yet (a round that is paired but not played). */
  result: ResultCode | null;
}

export interface Player {
  /** Pairing number (TRF starting rank), 1-based and unique. */
  id: number;
  name: string;
  /** 'm', 'w' or '' when unknown. */
  sex: string;
  title: string;
  /** FIDE rating; 0 when unrated. */
  rating: number;
  federation: string;
  fideId: string;
  /** As written in the TRF, YYYY/MM/DD or partial; '' when unknown. */
  birthDate: string;
  /** Points as declared in the file (may disagree with the results); null if blank. */
  declaredPoints: number | null;
  /** Rank as declared in the file; null if blank. */
  declaredRank: number | null;
  /**
   * Round entries, index 0 is round 1. An entry is undefined for a round the
   * player has no record in (not yet paired, or the file stops early).
   */
  rounds: (RoundRecord | undefined)[];
  /** Withdrawn: not to be paired in any later round. */
  withdrawn: boolean;
}

/** A player known by number and name only: no rating, no rounds yet. */
export function blankPlayer(id: number, name = ''): Player {
  return {
    id,
    name,
    sex: '',
    title: '',
    rating: 0,
    federation: '',
    fideId: '',
    birthDate: '',
    declaredPoints: null,
    declaredRank: null,
    rounds: [],
    withdrawn: false,
  };
}

/** Points awarded for each kind of round outcome (TRF(x) XXS codes in comments). */
export interface PointSystem {
  /** XXS W / WW / BW */
  win: number;
  /** XXS D / WD / BD */
  draw: number;
  /** XXS WL / BL */
  loss: number;
  /** XXS FW */
  forfeitWin: number;
  /** XXS FL */
  forfeitLoss: number;
  /** XXS PAB */
  pairingAllocatedBye: number;
  /** XXS HPB */
  halfPointBye: number;
  /** XXS FPB */
  fullPointBye: number;
  /** XXS ZPB */
  zeroPointBye: number;
}

export const DEFAULT_POINT_SYSTEM: Readonly<PointSystem> = Object.freeze({
  win: 1,
  draw: 0.5,
  loss: 0,
  forfeitWin: 1,
  forfeitLoss: 0,
  pairingAllocatedBye: 1,
  halfPointBye: 0.5,
  fullPointBye: 1,
  zeroPointBye: 0,
});

/**
 * What a tournament says about itself: the tournament section of its TRF file
 * (TRF-16 012-132, TRF-2026 172-222), by name. Values are as written; only
 * `trf/` knows the record codes.
 */
export interface TournamentInfo {
  name?: string;
  city?: string;
  federation?: string;
  /** As written, e.g. "2026/02/14". */
  startDate?: string;
  endDate?: string;
  /** Free text, e.g. "Individual: Swiss-System". */
  type?: string;
  chiefArbiter?: string;
  deputyArbiters?: string;
  timeControl?: string;
  /** The pairing system's code (TRF-2026 ETT26), e.g. "FIDE_DUTCH_2025". */
  systemCode?: string;
  /** The tie-break codes of the standings, in order, modifiers included ("BH/C1"). */
  tiebreaks?: string[];
  /** The other records of the section (player counts, round dates, team tags), as text by code. */
  otherRecords: Map<string, string>;
}

export function emptyTournamentInfo(): TournamentInfo {
  return { otherRecords: new Map() };
}

export function copyTournamentInfo(info: TournamentInfo): TournamentInfo {
  return {
    ...info,
    ...(info.tiebreaks === undefined ? {} : { tiebreaks: [...info.tiebreaks] }),
    otherRecords: new Map(info.otherRecords),
  };
}

export interface Tournament {
  info: TournamentInfo;
  /** Players sorted by pairing number. */
  players: Player[];
  /** Planned number of rounds (XXR, else TRF 062/142 when present); null if unknown. */
  totalRounds: number | null;
  /** Colour of player 1 / the top player in round 1 (XXC white1 / black1); null = not set (by lot). */
  initialColour: Colour | null;
  pointSystem: PointSystem;
  /** XXP: groups of pairing numbers that must not be paired with each other. */
  forbiddenPairs: number[][];
  /** XXA: per player, points added for pairing purposes in each round (index 0 = round 1). */
  acceleration: Map<number, number[]>;
  /** Lines kept verbatim so that a read-write round trip loses nothing (unknown records). */
  otherLines: string[];
}

/** A pairing of one round: games (white, black) and at most one pairing-allocated bye. */
export interface RoundPairing {
  /**
   * Games (white, black). Where the system gives them, `colourRule` is the
   * article that decided the colours and `colourReason` that rule in words,
   * a message of the catalogue said in the reader's language (for
   * explanations; not part of the pairing).
   */
  games: { white: number; black: number; colourRule?: string; colourReason?: Said }[];
  /** Pairing number of the player given the pairing-allocated bye, or null. */
  bye: number | null;
}
