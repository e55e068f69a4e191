import type { Colour } from '../../src/engine/model/tournament.js';
import {
  colourPreference,
  type Float,
  type RatingPlayer,
  type RoundView,
} from '../../src/engine/systems/rating1998/players.js';
import { compareByA2 } from '../../src/engine/systems/rating1998/ranking.js';

/**
 * A player as the 1998 rules see him, written by hand: colours as a string
 * of played colours oldest first ('wbw'), floats newest first ('d' down,
 * 'u' up, '-' none: 'd-' = downfloat in the previous round).
 */
export interface Spec {
  id: number;
  score?: number;
  rating?: number;
  colours?: string;
  floats?: string;
  forbidden?: number[];
  hadBye?: boolean;
  exempt?: boolean;
}

export function player(spec: Spec): Omit<RatingPlayer, 'rank'> {
  const colours = [...(spec.colours ?? '')] as Colour[];
  const exempt = spec.exempt ?? false;
  return {
    id: spec.id,
    name: `Player ${spec.id}`,
    rating: spec.rating ?? 2000 - spec.id,
    title: '',
    score: spec.score ?? 0,
    colours,
    colourDifference: colours.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0),
    preference: colourPreference(colours, exempt),
    exempt,
    forbidden: new Set(spec.forbidden ?? []),
    byeEligible: !(spec.hadBye ?? false),
    floats: [...(spec.floats ?? '')].map((f): Float =>
      f === 'd' ? 'down' : f === 'u' ? 'up' : null,
    ),
  };
}

/** Players ranked by A.2; forbidden pairs are made symmetric. */
export function view(
  specs: Spec[],
  options: { initialColour?: Colour; round?: number } = {},
): RoundView {
  const forbidden = new Map<number, Set<number>>();
  for (const s of specs) {
    for (const o of s.forbidden ?? []) {
      if (!forbidden.has(s.id)) forbidden.set(s.id, new Set());
      if (!forbidden.has(o)) forbidden.set(o, new Set());
      forbidden.get(s.id)!.add(o);
      forbidden.get(o)!.add(s.id);
    }
  }
  const players = specs
    .map((s) => player({ ...s, forbidden: [...(forbidden.get(s.id) ?? [])] }))
    .sort(compareByA2)
    .map((p, rank) => ({ ...p, rank }));
  return { players, round: options.round ?? 2, initialColour: options.initialColour ?? 'w' };
}

/** Pairs as sorted id pairs, sorted, for comparing pairings regardless of colour and board. */
export function pairsOf(games: readonly { white: number; black: number }[]): number[][] {
  return games
    .map((g) => [Math.min(g.white, g.black), Math.max(g.white, g.black)])
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
}
