import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EdgeWeights } from '../../src/engine/systems/dutch/bracket-model.js';
import { inRankOrder } from '../../src/engine/systems/dutch/colours.js';
import { BracketWeights } from '../../src/engine/systems/dutch/edition-2017/bracket-weights.js';
import { rules2017 } from '../../src/engine/systems/dutch/edition-2017/rules.js';
import {
  BracketWeights2025,
  eligibleForBye2025,
  RoundLayout2025,
} from '../../src/engine/systems/dutch/edition-2025/weights.js';
import { PairCompatibility } from '../../src/engine/systems/dutch/pair-compatibility.js';
import { buildPlayers, type DutchPlayer } from '../../src/engine/systems/dutch/player-state.js';
import { inputForRound } from '../../src/engine/pairing/round-input.js';
import { recordedRounds } from '../../src/engine/replay/index.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { FIXTURES } from '../support/fixtures.js';

/**
 * A lazy bracket works out one weight per pair of kinds of players (EdgeWeights.kinds), not one
 * per pair: that holds only if two players of one kind weigh alike with every partner. Checked
 * here on every pair of whole fields of reference tournaments (every round but the first), cut
 * into MDPs, a bracket, a next scoregroup and (2025) players below it.
 */
const files = (folder: string) =>
  readdirSync(`${FIXTURES}${folder}`)
    .filter((f) => f.endsWith('.trf'))
    .sort()
    .filter((_, i) => i % 50 === 0)
    .map((f) => readTrf(readFileSync(`${FIXTURES}${folder}/${f}`)));

/** Pairs whose weight differs from the first pair of the same kinds; pairs compared. */
function kindMismatches(weights: EdgeWeights, kinds: Int32Array, n: number) {
  const first = new Map<number, string>();
  const w = new Float64Array(weights.layout.limbs);
  let mismatches = 0;
  let compared = 0;
  for (let j = 0; j < n; j++)
    for (let i = 0; i < j; i++) {
      if (!weights.allows!(i, j)) continue;
      expect(weights.weight(i, j, w)).toBe(true);
      const key = kinds[i]! * n + kinds[j]!;
      const value = w.join();
      const seen = first.get(key);
      if (seen === undefined) first.set(key, value);
      else {
        compared++;
        if (seen !== value) mismatches++;
      }
    }
  return { mismatches, compared };
}

/** The field cut as a bracket shape: the top scoregroup's last third as MDPs, and so on. */
function shapeOf(players: readonly DutchPlayer[]) {
  const n = players.length;
  let top = 1;
  while (top < n && players[top]!.score === players[0]!.score) top++;
  const mdpCount = Math.floor(top / 3);
  const bracketEnd = Math.min(n, top + Math.floor((n - top) / 3));
  const restFrom = Math.min(n, bracketEnd + Math.floor((n - bracketEnd) / 2));
  return { players, mdpCount, bracketEnd, restFrom, special: false, final: false };
}

describe('players of one kind weigh alike with every partner', () => {
  it('2017 edition', () => {
    let compared = 0;
    for (const t of [...files('dutch-2017'), ...files('more/dutch-2017')]) {
      for (const round of recordedRounds(t).filter((r) => r > 1)) {
        const { toPair, context } = buildPlayers(
          inputForRound(t, round),
          round,
          'every-unplayed-round',
        );
        const players = inRankOrder(toPair);
        if (players.length < 4) continue;
        const { restFrom: _, ...shape } = shapeOf(players);
        for (const s of [shape, { ...shape, special: true, final: true }]) {
          const weights = new BracketWeights(s, rules2017, context);
          const result = kindMismatches(weights, weights.kinds, players.length);
          expect(result.mismatches).toBe(0);
          compared += result.compared;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('2025 edition, with and without [C4]/[C5] and the players below the next scoregroup', () => {
    let compared = 0;
    let coarse = 0;
    for (const t of [...files('dutch-2025'), ...files('more/dutch-2025')]) {
      for (const round of recordedRounds(t).filter((r) => r > 1)) {
        const { toPair, context } = buildPlayers(
          inputForRound(t, round),
          round,
          'unplayed-above-loss',
        );
        const players = inRankOrder(toPair);
        const n = players.length;
        if (n < 4) continue;
        const { restFrom, ...shape } = shapeOf(players);
        const compatible = new PairCompatibility(players, context);
        const lowest = players[n - 1]!.score;
        const games = [...new Set(players.map((p) => p.playedGames))].sort((a, b) => b - a);
        const bye = {
          assigneeScore: lowest,
          singleDownfloaterIsAssignee: true,
          playedGamesRank: new Map(games.map((g, k) => [g, k])),
        };
        const candidate = (p: DutchPlayer) =>
          eligibleForBye2025(p, t.pointSystem) && p.score <= lowest;
        const layout = new RoundLayout2025(players, context);
        for (const [withCompletion, rest] of [
          [false, undefined],
          [true, undefined],
          [true, restFrom],
        ] as const) {
          const weights = new BracketWeights2025(
            layout,
            shape,
            bye,
            context,
            candidate,
            withCompletion,
            compatible,
            rest,
          );
          const result = kindMismatches(weights, weights.kinds, n);
          expect(result.mismatches).toBe(0);
          compared += result.compared;
          // The check can fail: with every player of one kind, pairs of one "kind" differ.
          coarse += kindMismatches(weights, new Int32Array(n), n).mismatches;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    expect(coarse).toBeGreaterThan(0);
  });
});
