import type { Colour, RoundPairing, Tournament } from '../../model/tournament.js';
import { type ColourDecision, decideColour } from '../dutch/colours.js';
import { C0404_COLOURS, gameWithColourRule } from '../explanation-articles.js';
import { buildPlayers, type DutchPlayer } from '../dutch/player-state.js';
import { eligibleForBye2025 } from '../dutch/edition-2025/weights.js';
import { mayMeet } from '../common/absolute-criteria.js';
import { oppositeColour } from '../common/colours.js';
import { meetingsByTpn } from '../common/meetings-by-tpn.js';
import { NoValidPairingError } from '../pairing-system.js';
import { pairDubovBracket } from './bracket-pairing.js';
import { type DubovPlayer, dubovPlayers } from './players.js';
import { chooseUpfloaters, pairable, type UpfloaterRules } from './upfloaters.js';
import { said } from '../../../messages/said.js';

/** 1.8.2: MaxT = 2 + [Rnds/5]. Decision: with the number of rounds unknown, the round being paired. */
export function maxUpfloats(totalRounds: number): number {
  return 2 + Math.floor(totalRounds / 5);
}

/** [C1] and [C3] (Dubov 2.1.1, 2.1.3). */
export function compatibleDubov(a: DubovPlayer, b: DubovPlayer): boolean {
  return mayMeet(a.state, b.state);
}

/**
 * 3.1: the pairing-allocated bye goes to the player who may have it ([C2]),
 * leaves a complete pairing of the others ([C4]), has the lowest score, has
 * played the most games and has the largest TPN, in that order.
 */
function assignBye(players: readonly DubovPlayer[], rules: UpfloaterRules, t: Tournament) {
  if (players.length % 2 === 0) return null;
  const order = [...players].sort(
    (a, b) => a.score - b.score || b.state.playedGames - a.state.playedGames || b.tpn - a.tpn,
  );
  for (const p of order) {
    if (!eligibleForBye2025(p.state, t.pointSystem)) continue; // 3.1.1, [C2]
    if (
      pairable(
        players.filter((q) => q !== p),
        rules,
      )
    )
      return p; // 3.1.2, [C4]
  }
  throw new NoValidPairingError(
    'no player can take the pairing-allocated bye and leave the others a complete pairing (Dubov 3.1, [C2], [C4])',
    said('engine.noPairing.byeComplete', { articles: 'Dubov 3.1, [C2], [C4]' }),
  );
}

/**
 * Art. 5. 5.2.1: with no game played by either, the higher ranked player
 * (more points, then the smaller TPN) takes the initial colour with an odd
 * TPN; otherwise 5.2.2-5.2.5 as in the Dutch rules, a player with no game
 * seeking Black (1.6.4).
 */
function colourOf(a: DubovPlayer, b: DubovPlayer, initialColour: Colour): ColourDecision {
  const higher = a.score > b.score || (a.score === b.score && a.tpn < b.tpn) ? a : b;
  if (a.state.playedGames === 0 && b.state.playedGames === 0) {
    const other: Colour = oppositeColour(initialColour);
    const higherColour = higher.tpn % 2 === 0 ? initialColour : other;
    const colour = higher === a ? higherColour : oppositeColour(higherColour);
    return { colour, rule: 'initial-colour' };
  }
  const view = (p: DubovPlayer): DutchPlayer => ({ ...p.state, colourPreference: p.preference });
  const va = view(a);
  const vb = view(b);
  return decideColour(va, vb, higher === a ? va : vb, initialColour);
}

/**
 * The Dubov system, C.04.4.1 (2026 edition): the bye first, then the
 * scoregroups from the top, each with the upfloaters it needs (3.2).
 */
export function pairDubovRound(t: Tournament, round: number): RoundPairing {
  const { players, toPair, context } = buildPlayers(t, round, 'unplayed-above-loss');
  const dubov = dubovPlayers(t, players, toPair, round - 1);
  const compatible = meetingsByTpn(dubov, compatibleDubov);
  const rules: UpfloaterRules = {
    compatible,
    lastRound: t.totalRounds !== null && round >= t.totalRounds,
    maxT: maxUpfloats(t.totalRounds ?? round),
  };
  const bye = assignBye(dubov, rules, t);
  let left = dubov.filter((p) => p !== bye);
  if (!pairable(left, rules))
    throw new NoValidPairingError(
      `round ${round}: no pairing satisfies the absolute criteria [C1]-[C3] for all ${left.length} players (Dubov 1.9.3: the Chief Arbiter decides)`,
      said('engine.noPairing.chiefArbiter', {
        round,
        players: left.length,
        article: 'Dubov 1.9.3',
      }),
    );
  // 4.2.2: the possible upfloaters by descending score, then TPN.
  left = [...left].sort((a, b) => b.score - a.score || a.tpn - b.tpn);
  const games: RoundPairing['games'] = [];
  while (left.length > 0) {
    const score = left[0]!.score;
    const residents = left.filter((p) => p.score === score);
    const lower = left.filter((p) => p.score < score);
    const up = chooseUpfloaters(residents, lower, rules);
    const bracket = [...residents, ...up];
    for (const [a, b] of pairDubovBracket(bracket, compatible)) {
      const { colour, rule } = colourOf(a, b, context.initialColour);
      games.push(gameWithColourRule(a.id, b.id, colour, rule, C0404_COLOURS));
    }
    left = left.filter((p) => !bracket.includes(p));
  }
  return { games, bye: bye?.id ?? null };
}
