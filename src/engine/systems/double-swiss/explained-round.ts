import { firstGameOf, matchOfGame, matchRecord } from '../../model/matches.js';
import type { Tournament } from '../../model/tournament.js';
import { said } from '../../../messages/said.js';
import type { ExplainedPlayer, ExplainedRound } from '../explanation-articles.js';
import { byRank, doubleSwissPlayers } from './players.js';
import { SecondGameError } from './pair-round.js';

/**
 * The players as explanations read them before a match round, given as its
 * first game (TRF round 2k − 1), from the Double-Swiss state itself: the
 * match scores (1.2.1), the match colours (1.6), [C1] from matches not
 * ended by forfeit (Art. 0). There is no colour preference (2.2: no colour
 * criterion). A player who floated in the previous match round (1.5) is
 * counted as floating up, the one direction the Double-Swiss floats in, so
 * that the explanation's repeated floats count [C7].
 */
export function doubleSwissExplainedRound(t: Tournament, round: number): ExplainedRound {
  if (round % 2 === 0) throw new SecondGameError(round);
  const players = doubleSwissPlayers(t, matchOfGame(round)).sort(byRank);
  const byTpn = [...players].sort((a, b) => a.tpn - b.tpn);
  const explained = byTpn.map((p): ExplainedPlayer => ({
    id: p.id,
    rankIndex: p.tpn - 1,
    score: p.score,
    colours: p.colours,
    colourPreference: null,
    strongPreference: false,
    absolutePreference: false,
    forbidden: p.mayNotMeet,
    float: (back) => (back === 1 && p.floatedLastRound ? 'up' : 'none'),
  }));
  const byId = new Map(t.players.map((p) => [p.id, p]));
  return {
    toPair: explained,
    players: new Map(explained.map((p) => [p.id, p])),
    roundName: (r) => said('explain.matchRoundName', { round: matchOfGame(r) }),
    // [C2]: a pairing-allocated bye, a match won by forfeit or a full-point bye; not a single game.
    byeBarredIn: (id) => {
      const p = byId.get(id);
      if (!p) return null;
      for (let m = 1; m < matchOfGame(round); m++) {
        const r = matchRecord(p, m, t.pointSystem, (x) => byId.get(x));
        if (r.kind === 'pairing-allocated-bye' || r.kind === 'full-point-bye' || r.wonByForfeit)
          return firstGameOf(m);
      }
      return null;
    },
  };
}
