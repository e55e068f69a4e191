import { mayMeet } from './absolute-criteria.js';

type Meeting = Parameters<typeof mayMeet>[0];

/**
 * `mayMeet` for every pair of a round's players, worked out once: the
 * C.04.4 systems ask it of every pair of everyone still to pair once per
 * bracket (each bracket is one matching of all of them), and each answer
 * otherwise costs two set look-ups.
 */
export class MeetingTable<P extends Meeting> {
  private readonly index = new Map<P, number>();
  private readonly indexById = new Map<number, number>();
  private readonly allowed: Uint8Array;
  private readonly n: number;

  constructor(players: readonly P[]) {
    const n = players.length;
    this.n = n;
    players.forEach((p, i) => {
      this.index.set(p, i);
      this.indexById.set(p.id, i);
    });
    // Everyone may meet but those that a player's forbidden opponents or two equal absolute
    // colour preferences part: built from those few, as `mayMeet` asked of every pair took two
    // set look-ups a pair (half a million a round at 1,000 players).
    const allowed = new Uint8Array(n * n).fill(1);
    const forbid = (i: number, j: number) => (allowed[i * n + j] = allowed[j * n + i] = 0);
    for (let i = 0; i < n; i++) {
      forbid(i, i);
      for (const id of players[i]!.forbidden) {
        const j = this.indexById.get(id);
        if (j !== undefined) forbid(i, j);
      }
    }
    const absolute = new Map<P['colourPreference'], number[]>();
    players.forEach((p, i) => {
      if (!p.absolutePreference) return;
      let same = absolute.get(p.colourPreference);
      if (same === undefined) absolute.set(p.colourPreference, (same = []));
      for (const j of same) forbid(i, j);
      same.push(i);
    });
    this.allowed = allowed;
  }

  /** The players' places in the table, for `at`. */
  places(players: readonly P[]): Int32Array {
    return Int32Array.from(players, (p) => {
      const i = this.index.get(p);
      if (i === undefined) throw new Error('internal: a player outside the meeting table');
      return i;
    });
  }

  /** May the players at places i and j meet ([C1], [C3])? */
  at(i: number, j: number): boolean {
    return this.allowed[i * this.n + j] === 1;
  }

  mayMeet(a: P, b: P): boolean {
    return this.at(this.index.get(a)!, this.index.get(b)!);
  }
}
