import type { Colour } from '../../src/engine/model/tournament.js';
import type { LimPlayer, LimRound } from '../../src/engine/systems/lim/player-state.js';

/**
 * A Lim player written directly, for tests of one rule: `colours` is the
 * played colours oldest first ('wbw'), `met` the players he may not meet.
 */
export function player(
  id: number,
  options: {
    score?: number;
    colours?: string;
    met?: number[];
    rating?: number;
    floatedLastRound?: boolean;
    byeBlocked?: boolean;
  } = {},
): LimPlayer {
  const colours = [...(options.colours ?? '')] as Colour[];
  let diff = 0;
  for (const c of colours) diff += c === 'w' ? 1 : -1;
  return {
    id,
    rating: options.rating ?? 2400 - 10 * id,
    score: options.score ?? 0,
    colours,
    colourDifference: diff,
    excluded: new Set(options.met ?? []),
    byeBlocked: options.byeBlocked ?? false,
    floatedLastRound: options.floatedLastRound ?? false,
  };
}

/** Players 1..n with the same score; `met` lists pairs that have already played. */
export function group(n: number, met: [number, number][] = [], score = 0): LimPlayer[] {
  const against = new Map<number, number[]>();
  for (const [a, b] of met) {
    against.set(a, [...(against.get(a) ?? []), b]);
    against.set(b, [...(against.get(b) ?? []), a]);
  }
  return Array.from({ length: n }, (_, i) =>
    player(i + 1, { score, met: against.get(i + 1) ?? [] }),
  );
}

export function roundContext(overrides: Partial<LimRound> = {}): LimRound {
  return {
    round: 3,
    lastRound: false,
    medianScore: 1,
    maxi: false,
    lotColour: 'w',
    readings: {},
    ...overrides,
  };
}

/** 'a v b' with the lower pairing number first, in the order given. */
export function show(pairs: readonly (readonly [LimPlayer, LimPlayer])[]): string[] {
  return pairs.map(([a, b]) => (a.id < b.id ? `${a.id} v ${b.id}` : `${b.id} v ${a.id}`));
}

/** Every pair that `who` has played against each of `others`. */
export function playedAll(who: number, others: number[]): [number, number][] {
  return others.map((o) => [who, o]);
}
