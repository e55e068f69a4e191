import type { Colour } from '../../model/tournament.js';
import { PreferenceKind, type RatingPlayer } from './players.js';
import type { Rating1998Readings } from './readings.js';

/**
 * How far the relative float criteria have been given up (C.9 for
 * downfloats, C.10 for upfloats): 0 = B.5 and B.6 hold, 1 = B.6 dropped,
 * 2 = B.6 and B.5 dropped ("drop criterion B6 and B5 (in this order)").
 */
export type FloatDrop = 0 | 1 | 2;

/** B.2 for one player: may he get colour `c` now? */
export function colourAllowed(p: RatingPlayer, c: Colour): boolean {
  if (p.exempt) return true; // note to B: B2 does not apply over 50% in the last round
  const diff = p.colourDifference + (c === 'w' ? 1 : -1);
  if (diff > 2 || diff < -2) return false; // B.2.a
  const n = p.colours.length;
  return !(n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c); // B.2.b
}

/**
 * The criteria of section B over the players of one round, indexed by
 * their A.2 rank. Pair tests are precomputed: the procedure asks them
 * millions of times.
 */
export class Criteria {
  readonly players: readonly RatingPlayer[];
  readonly n: number;
  /** B.1.a and B.2 (absolute): 1 when the two may be paired. */
  private readonly pairable: Uint8Array;
  /** B.4: 1 when the pair cannot fulfil both colour preferences. */
  private readonly colourClash: Uint8Array;

  constructor(
    players: readonly RatingPlayer[],
    /** Another reading of an open text, for measuring only (readings.ts). */
    readonly readings: Rating1998Readings = {},
  ) {
    this.players = players;
    const n = players.length;
    this.n = n;
    this.pairable = new Uint8Array(n * n);
    this.colourClash = new Uint8Array(n * n);
    // What each player alone allows, worked out once per player rather than once per pair.
    const forbidden = new Uint8Array(n * n);
    const index = new Map(players.map((p, i) => [p.id, i]));
    const white = new Uint8Array(n);
    const black = new Uint8Array(n);
    const preference = new Int8Array(n);
    for (let i = 0; i < n; i++) {
      const a = players[i]!;
      for (const id of a.forbidden) {
        const j = index.get(id);
        if (j !== undefined) forbidden[i * n + j] = forbidden[j * n + i] = 1;
      }
      white[i] = colourAllowed(a, 'w') ? 1 : 0;
      black[i] = colourAllowed(a, 'b') ? 1 : 0;
      preference[i] = a.preference.colour === null ? 0 : a.preference.colour === 'w' ? 1 : 2;
    }
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const ok =
          forbidden[i * n + j] === 0 &&
          ((white[i] === 1 && black[j] === 1) || (black[i] === 1 && white[j] === 1));
        const clash = preference[i] !== 0 && preference[i] === preference[j] ? 1 : 0;
        this.pairable[i * n + j] = this.pairable[j * n + i] = ok ? 1 : 0;
        this.colourClash[i * n + j] = this.colourClash[j * n + i] = clash;
      }
    }
  }

  /** B.1.a and B.2: the absolute criteria for a pair. */
  canPair(i: number, j: number): boolean {
    return this.pairable[i * this.n + j] === 1;
  }

  /**
   * B.4: "As many players as possible receive their colour preference"; a
   * pairing that cannot grant both preferences uses up one of the x allowed.
   */
  clash(i: number, j: number): number {
    return this.colourClash[i * this.n + j]!;
  }

  /** B.1.b: may he receive the bye? */
  byeEligible(i: number): boolean {
    return this.players[i]!.byeEligible;
  }

  /**
   * B.5 / B.6 for a player who would receive a downfloat (moved down, or the
   * bye: A.5 "A bye is considered to be a downfloat").
   */
  mayDownfloat(i: number, drop: FloatDrop): boolean {
    return this.mayFloat(i, 'down', drop);
  }

  /** B.5 / B.6 for a player who would receive an upfloat. */
  mayUpfloat(i: number, drop: FloatDrop): boolean {
    return this.mayFloat(i, 'up', drop);
  }

  private mayFloat(i: number, f: 'down' | 'up', drop: FloatDrop): boolean {
    const p = this.players[i]!;
    if (p.exempt) return true; // note to B: B5 and B6 do not apply over 50% in the last round
    if (drop < 2 && p.floats[0] === f) return false; // B.5: not in two consecutive rounds
    if (drop < 1 && p.floats[1] === f) return false; // B.6: not as two rounds before
    return true;
  }

  /**
   * A.8: w and b count the players preferring white and black, q is half the
   * bracket rounded up; "If b > w then x = b-q, else x = w-q". The text has
   * no floor, but x counts pairings and B.4 reads it as an allowance, so a
   * negative value means 0: every preference can be granted.
   */
  x(members: readonly number[]): number {
    let w = 0;
    let b = 0;
    for (const i of members) {
      const c = this.players[i]!.preference.colour;
      if (c === 'w') w++;
      else if (c === 'b') b++;
    }
    const q = Math.ceil(members.length / 2);
    return Math.max(0, (b > w ? b : w) - q);
  }

  /** Has the player any colour preference (A.7)? */
  hasPreference(i: number): boolean {
    return this.players[i]!.preference.kind !== PreferenceKind.None;
  }
}
