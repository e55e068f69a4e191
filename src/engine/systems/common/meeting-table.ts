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
  private readonly allowed: Uint8Array;
  private readonly n: number;

  constructor(players: readonly P[]) {
    const n = players.length;
    this.n = n;
    players.forEach((p, i) => this.index.set(p, i));
    this.allowed = new Uint8Array(n * n);
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        if (mayMeet(players[i]!, players[j]!))
          this.allowed[i * n + j] = this.allowed[j * n + i] = 1;
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
