import type { RoundPairing, Tournament } from '../../model/tournament.js';
import { NoValidPairingError } from '../pairing-system.js';
import { boardOrder } from './board-order.js';
import {
  bracketProcedure,
  homogeneousProcedure,
  movedByC1,
  type BelowSpec,
  type BracketInput,
  type BracketPairing,
} from './bracket.js';
import { colourDecision } from './colours.js';
import { Criteria } from './criteria.js';
import { buildRoundView, type RoundView } from './players.js';
import type { Rating1998Readings } from './readings.js';
import { said } from '../../../messages/said.js';

/** A bracket as paired: its input and the pairing taken. */
interface Slot {
  readonly input: BracketInput;
  readonly pairing: BracketPairing;
}

const byRank = (a: number, b: number) => a - b;
const keyOf = (players: readonly number[]) => players.join(',');

/**
 * Pair one round by the 1998 rules: section C from the highest score
 * bracket down ("Starting with the highest score bracket apply the
 * following procedures to all score brackets until an acceptable pairing is
 * obtained"), then section E for colours and F.1 for the board order.
 */
export function pairRound1998(
  t: Tournament,
  round: number,
  readings: Rating1998Readings = {},
): RoundPairing {
  return pairView(buildRoundView(t, round, readings), readings);
}

/**
 * The same on the players as the 1998 rules see them. `readings` are for
 * measuring other readings of the text only (readings.ts); the product passes
 * none.
 */
export function pairView(view: RoundView, readings: Rating1998Readings = {}): RoundPairing {
  const round = view.round;
  const players = view.players;
  if (players.length === 0) return { games: [], bye: null };
  const crit = new Criteria(players, readings);

  // A.3: players with equal scores form a score bracket (players are in A.2 order).
  const groups: number[][] = [];
  players.forEach((p, i) => {
    const last = groups[groups.length - 1];
    if (last && players[last[0]!]!.score === p.score) last.push(i);
    else groups.push([i]);
  });
  const G = groups.length;
  let lowestStart = G - 1;

  const inputFor = (k: number, moved: readonly number[]): BracketInput => {
    if (k < lowestStart) return { moved, residents: groups[k]!, lowest: false };
    // The lowest bracket, with the brackets C.13 joined to it moved down whole.
    const joined = groups.slice(lowestStart, G - 1).flat();
    return { moved: [...moved, ...joined].sort(byRank), residents: groups[G - 1]!, lowest: true };
  };

  /** The first pairing the procedure gives before it asks for C.12, if any. */
  const firstBeforeC12 = (input: BracketInput): BracketPairing | null => {
    const first = bracketProcedure(crit, input).next();
    return !first.done && first.value.kind === 'pairing' ? first.value.pairing : null;
  };

  const accepted: Slot[] = [];

  /**
   * C.12 "undo the pairing of the previous score bracket. If in this
   * previous score bracket a pairing can be made whereby another player will
   * be moved down to the current one, and this now allows p pairing to be
   * made then this pairing in the previous score bracket will be accepted."
   * The previous bracket's procedure goes on from the pairing it gave, as
   * long as it moves down as many players (another player, not more: moving
   * more down is its own C.14, which C.12 does not ask for).
   */
  const tryC12 = (k: number, current: readonly number[]): boolean => {
    const prev = accepted[k - 1]!;
    const count = prev.pairing.moved.length;
    // Besides the players C.1 moves anyway, a player who has no opponent
    // below is not worth a search. A set of moved players found wanting
    // condemns its one player only when it moves one besides the forced
    // ones: after C.14 a bracket may move two or more, and each may still go
    // down with "another player" (C.12) in a different set.
    const forced = movedByC1(crit, prev.input);
    const residentsBelow = inputFor(k, []).residents;
    const refused = new Set<number>();
    const refuse = (moved: readonly number[]) => {
      const free = moved.filter((i) => !forced.includes(i));
      if (free.length === 1) refused.add(free[0]!);
    };
    refuse(current);
    const outcome = new Map<string, boolean>([[keyOf(current), false]]);
    const below: BelowSpec = {
      accepts: (moved) => {
        if (moved.length !== count) return true; // the end of C.12's search, seen below
        const key = keyOf(moved);
        if (!outcome.has(key)) {
          const ok = firstBeforeC12(inputFor(k, moved)) !== null;
          outcome.set(key, ok);
          if (!ok) refuse(moved);
        }
        return outcome.get(key)!;
      },
      mayGoDown: (a) =>
        !refused.has(a) &&
        (residentsBelow.some((r) => crit.canPair(a, r)) ||
          forced.some((f) => f !== a && crit.canPair(a, f))),
    };
    // The bracket above's sequence from its start: the pairing it gave (and
    // any set of moved players already found wanting) is refused by the test.
    for (const event of bracketProcedure(crit, prev.input, below)) {
      if (event.kind !== 'pairing') continue;
      const moved = event.pairing.moved;
      if (moved.length !== count) return false;
      if (!below.accepts(moved)) continue;
      accepted[k - 1] = { input: prev.input, pairing: event.pairing };
      return true;
    }
    return false;
  };

  let lowestMemo = new Map<string, BracketPairing | null>();
  /** The lowest bracket with these players moved into it, paired completely, or null. */
  const pairLowest = (moved: readonly number[]): BracketPairing | null => {
    const key = keyOf(moved);
    if (!lowestMemo.has(key)) {
      let found: BracketPairing | null = null;
      // C.13 covers what C.12 would do for the lowest bracket.
      for (const event of bracketProcedure(crit, inputFor(lowestStart, moved))) {
        if (event.kind === 'pairing') {
          found = event.pairing;
          break;
        }
      }
      lowestMemo.set(key, found);
    }
    return lowestMemo.get(key)!;
  };

  /**
   * C.13 "the pairing of the penultimate score bracket is undone. Try to
   * find another pairing in the penultimate score bracket which will allow
   * a pairing in the lowest score bracket. If in the penultimate score
   * bracket p becomes zero ... then the two lowest score brackets are
   * joined into a new lowest score bracket ... C13 can be repeated until an
   * acceptable pairing is obtained."
   */
  const applyC13 = (): boolean => {
    while (lowestStart > 0) {
      const pen = lowestStart - 1;
      const slot = accepted[pen]!;
      const seen = new Set([keyOf(slot.pairing.moved)]);
      // Only pairings that let the lowest bracket be paired matter here; the
      // procedure is told so, to leave out the others without listing them.
      const below: BelowSpec = {
        accepts: (moved) => pairLowest(moved) !== null,
        lowest: { joined: groups.slice(lowestStart, G - 1).flat(), residents: groups[G - 1]! },
      };
      // The penultimate bracket's sequence from its start (C.13 "try to find
      // another pairing"); the pairing the lowest bracket refused is skipped.
      for (const event of bracketProcedure(crit, slot.input, below)) {
        if (event.kind !== 'pairing') continue;
        const key = keyOf(event.pairing.moved);
        if (seen.has(key)) continue;
        seen.add(key);
        const lowest = pairLowest(event.pairing.moved);
        if (lowest) {
          accepted[pen] = { input: slot.input, pairing: event.pairing };
          accepted[lowestStart] = {
            input: inputFor(lowestStart, event.pairing.moved),
            pairing: lowest,
          };
          accepted.length = lowestStart + 1;
          return true;
        }
      }
      // p of the penultimate bracket has reached zero: join the two lowest.
      lowestStart = pen;
      lowestMemo = new Map();
      accepted.length = lowestStart;
    }
    return false;
  };

  let k = 0;
  for (;;) {
    const moved = k === 0 ? [] : accepted[k - 1]!.pairing.moved;
    const input = inputFor(k, moved);
    if (input.lowest) {
      const lowest = pairLowest(moved);
      if (lowest) {
        accepted[k] = { input, pairing: lowest };
        break;
      }
      if (applyC13()) break;
      // Every bracket joined and still no pairing: the whole field as one
      // homogeneous group is the last thing an arbiter would try.
      const everyone = players.map((_, i) => i);
      const whole = homogeneousProcedure(crit, everyone, true, false).next();
      if (whole.done || whole.value.kind !== 'pairing') {
        throw new NoValidPairingError(
          `round ${round}: no pairing satisfies the absolute criteria B.1-B.2 for all ${players.length} players`,
          said('engine.noPairing.criteria', {
            round,
            criteria: 'B.1-B.2',
            players: players.length,
          }),
        );
      }
      accepted.length = 0;
      lowestStart = 0;
      accepted[0] = { input: inputFor(0, []), pairing: whole.value.pairing };
      break;
    }
    let restart = false;
    let taken: BracketPairing | null = null;
    for (const event of bracketProcedure(crit, input)) {
      if (event.kind === 'c12') {
        if (k > 0 && tryC12(k, moved)) {
          restart = true;
          break;
        }
        continue;
      }
      taken = event.pairing;
      break;
    }
    if (restart) continue;
    if (!taken) throw new Error('internal: a bracket above the lowest always ends by moving down');
    accepted[k] = { input, pairing: taken };
    k++;
  }

  const lowest = accepted[accepted.length - 1]!.pairing;
  if (lowest.moved.length > 1)
    throw new Error('internal: the lowest bracket left several unpaired');
  const games = boardOrder(
    accepted.flatMap((slot) =>
      slot.pairing.pairs.map(([i, j]) => ({ a: players[i]!, b: players[j]! })),
    ),
  ).map(({ a, b }) => {
    const { colour, article, reason } = colourDecision(a, b, view.initialColour, readings);
    const why = { colourRule: `1998 ${article}`, colourReason: reason };
    return colour === 'w'
      ? { white: a.id, black: b.id, ...why }
      : { white: b.id, black: a.id, ...why };
  });
  const byeIndex = lowest.moved[0];
  return { games, bye: byeIndex === undefined ? null : players[byeIndex]!.id };
}
