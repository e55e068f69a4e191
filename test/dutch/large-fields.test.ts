import { expect, it } from 'vitest';
import { BracketWeights } from '../../src/engine/systems/dutch/edition-2017/bracket-weights.js';
import { inRankOrder } from '../../src/engine/systems/dutch/colours.js';
import { buildPlayers } from '../../src/engine/systems/dutch/player-state.js';
import { rules2017 } from '../../src/engine/systems/dutch/edition-2017/rules.js';
import { RoundLayout2025 } from '../../src/engine/systems/dutch/edition-2025/weights.js';
import { tournament } from '../support/engine/tournament-builder.js';

/**
 * Fields of thousands of players fit the weights: each criterion's field
 * stays within a limb (the section D order takes two limbs of its own), so
 * that round one of a 20,000-player open no longer stops on "weight field
 * of 42 bits does not fit a limb" (it did from 4096 players on).
 */
it('the weights of a 20,000-player round-one bracket are laid out, both editions', () => {
  const n = 20_000;
  const t = tournament(
    Array.from({ length: n }, (_, i) => ({ id: i + 1 })),
    { totalRounds: 9, rating: (id) => 2800 - (id % 1500) },
  );
  const { toPair, context } = buildPlayers(t, 1, 'every-unplayed-round');
  const players = inRankOrder(toPair);
  const shape = { players, mdpCount: 0, bracketEnd: n, special: true, final: true };
  const w2017 = new BracketWeights(shape, rules2017, context);
  expect(w2017.layout.limbs).toBeGreaterThan(1);
  expect(w2017.orderHigh.limb).toBeLessThan(w2017.order.limb);
  const w2025 = new RoundLayout2025(players, context);
  expect(w2025.orderHigh.limb).toBeLessThan(w2025.order.limb);
});
