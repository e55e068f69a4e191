import {
  DEFAULT_POINT_SYSTEM,
  type Colour,
  type Player,
  type PointSystem,
  type TournamentInfo,
} from './tournament.js';

/**
 * The model of a team tournament (C.04.6, TRF-2026 team section): teams with
 * their rosters in board order, the players' board games, and the records
 * that say what the board games cannot (forfeited matches, byes, line-ups out
 * of roster order). Plain data; what a round meant for a team is worked out
 * in team-rounds.ts.
 */

export interface Team {
  /** Team pairing number (C.04.6 1.1), 1-based and unique. */
  tpn: number;
  name: string;
  /** TRF-2026 310 columns 42-46; '' when absent. */
  nickname: string;
  /** TRF-2026 310 columns 48-53 (the organiser's strength figure); null when blank. */
  strength: number | null;
  /** As declared in the file (310), not recomputed; null when blank. */
  declaredMatchPoints: number | null;
  declaredGamePoints: number | null;
  declaredRank: number | null;
  /** Player ids (001 starting ranks) in board order: the regulars, then the substitutes. */
  roster: number[];
}

/** Match points for a match won, drawn and lost (TRF-2026 record 362; 2/1/0 by default). */
export interface MatchPointSystem {
  win: number;
  draw: number;
  loss: number;
}

export const DEFAULT_MATCH_POINTS: Readonly<MatchPointSystem> = Object.freeze({
  win: 2,
  draw: 1,
  loss: 0,
});

/** Record 330: '+-' White's team wins by forfeit, '-+' Black's, '--' both forfeit. */
export type MatchForfeitType = '+-' | '-+' | '--';

export interface ForfeitedMatch {
  round: number;
  /** TPN of the team scheduled with White on board 1. */
  white: number;
  black: number;
  type: MatchForfeitType;
}

/** Record 300: a team's line-up in a round when it is not its roster order, board by board. */
export interface LineUp {
  round: number;
  team: number;
  opponent: number;
  /** Player id on each board, from board 1; null for a board left empty (0000). */
  boards: (number | null)[];
}

/** Record 240 for a team: a full-, half- or zero-point bye in a round (the team is not paired). */
export interface TeamBye {
  round: number;
  team: number;
  type: 'F' | 'H' | 'Z';
}

/** Record 260 for teams: these teams must not meet in rounds firstRound..lastRound. */
export interface TeamProhibition {
  firstRound: number;
  lastRound: number;
  teams: number[];
}

/** Record 250 for teams: virtual points added for pairing in a range of rounds and TPNs. */
export interface TeamAccelerationRange {
  matchPoints: number;
  gamePoints: number;
  firstRound: number;
  lastRound: number;
  firstTeam: number;
  lastTeam: number;
}

/** Record 320's first fields: what a pairing-allocated bye is worth (C.04.6 1.4). */
export interface PabValue {
  matchPoints: number;
  gamePoints: number;
}

export interface TeamTournament {
  info: TournamentInfo;
  /** The players (001 records), sorted by id; their round entries are the board games. */
  players: Player[];
  /** Teams sorted by TPN. */
  teams: Team[];
  /** Boards per match: record 352's length, else the largest line-up played, else the smallest roster. */
  boards: number;
  totalRounds: number | null;
  /** Initial-colour (C.04.6 4.1, record 152); null when not set. */
  initialColour: Colour | null;
  /** Game points per board result (record 162). */
  gamePoints: PointSystem;
  /** Match points (record 362). */
  matchPoints: MatchPointSystem;
  /** Record 320's values; null when the file gives none (then a draw, C.04.6 1.4). */
  pabValue: PabValue | null;
  /** Record 320: the team given the pairing-allocated bye in each round (index 0 = round 1). */
  pabs: (number | null)[];
  forfeits: ForfeitedMatch[];
  lineUps: LineUp[];
  byes: TeamBye[];
  prohibitions: TeamProhibition[];
  acceleration: TeamAccelerationRange[];
  /** Record 352: the colour on each board of the team with White on board 1; null = alternating. */
  boardColours: Colour[] | null;
  /** Lines kept verbatim (comments, records this reader does not model). */
  otherLines: string[];
}

/** A team tournament with nothing in it yet: one board, no rounds, the default points. */
export function blankTeamTournament(): TeamTournament {
  return {
    info: { otherRecords: new Map() },
    players: [],
    teams: [],
    boards: 1,
    totalRounds: null,
    initialColour: null,
    gamePoints: { ...DEFAULT_POINT_SYSTEM },
    matchPoints: { ...DEFAULT_MATCH_POINTS },
    pabValue: null,
    pabs: [],
    forfeits: [],
    lineUps: [],
    byes: [],
    prohibitions: [],
    acceleration: [],
    boardColours: null,
    otherLines: [],
  };
}

/**
 * What a pairing-allocated bye is worth: record 320's values, else "as many
 * match points and game points as are rewarded for a draw" (C.04.6 1.4).
 */
export function pabValueOf(
  t: Pick<TeamTournament, 'pabValue' | 'matchPoints' | 'gamePoints' | 'boards'>,
): PabValue {
  return (
    t.pabValue ?? { matchPoints: t.matchPoints.draw, gamePoints: t.boards * t.gamePoints.draw }
  );
}

/** The colour of board `board` (1-based) for the team with White on board 1. */
export function boardColour(t: Pick<TeamTournament, 'boardColours'>, board: number): Colour {
  const seq = t.boardColours;
  if (seq !== null && seq.length > 0) return seq[(board - 1) % seq.length]!;
  // Issue 33 / common practice: the team with White on board 1 has White on the odd boards.
  return board % 2 === 1 ? 'w' : 'b';
}
