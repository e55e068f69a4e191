import type { RoundPairing, Tournament } from '../model/tournament.js';
import { BASIC_ARTICLES } from '../systems/explanation-articles.js';
import { mayMeet } from '../systems/common/absolute-criteria.js';
import { SCORE_SCALE } from '../systems/dutch/player-state.js';
import type { PairingSystem } from '../systems/pairing-system.js';
import { systemNameSaid } from '../systems/registry.js';
import type {
  BoardExplanation,
  FloatExplanation,
  GroupExplanation,
  RoundExplanation,
} from './explanation.js';
import { named, roundFacts } from './round-facts.js';
import { said, say, type Said } from '../../messages/said.js';
import type { Translator } from '../../messages/translator.js';
import { explainTableRound } from './table-round.js';

export type { BoardExplanation, FloatExplanation, GroupExplanation, RoundExplanation };

/**
 * Explain a round's pairing from the pairing itself and the players' state
 * the system paired with: each scoregroup and who floated out of it (or, in
 * Dubov, came up into it) and why, each board's colour rule as the system
 * reported it, and the pairing-allocated bye.
 */
export function explainRound(
  t: Tournament,
  round: number,
  system: PairingSystem,
  pairing: RoundPairing,
): RoundExplanation {
  if (system.schedule !== undefined)
    return explainTableRound(t, round, system, system.schedule, pairing);
  const articles = system.articles ?? BASIC_ARTICLES;
  const facts = roundFacts(t, round, pairing, system);
  const ref = (id: number) => facts.ref.get(id)!;
  const state = (id: number) => facts.state.get(id)!;
  const score = (id: number) => state(id).score;
  const mayMeetIds = (x: number, y: number) => mayMeet(state(x), state(y));
  const levels = [...new Set(facts.toPair.map(score))].sort((a, b) => b - a);
  const up = articles.floatDirection === 'up';

  const groups = levels.map((level): GroupExplanation => {
    const residents = facts.toPair.filter((id) => score(id) === level && id !== facts.bye);
    const opp = (id: number) => facts.opponent.get(id);
    // The bracket: its residents and those still floating down from above (Dubov: residents only).
    const incoming = up
      ? []
      : facts.toPair.filter(
          (id) => score(id) > level && opp(id) !== undefined && score(opp(id)!) <= level,
        );
    const bracket = [...residents, ...incoming];
    // Down: players of the bracket who meet someone below it. Up: players below who meet a resident.
    const movers = up
      ? facts.toPair.filter(
          (id) => score(id) < level && opp(id) !== undefined && score(opp(id)!) === level,
        )
      : bracket.filter((id) => score(opp(id)!) < level);
    const floats = movers.map((id): FloatExplanation => {
      const o = opp(id)!;
      let why: Said;
      const partners = (up ? residents : bracket).filter((x) => x !== id && mayMeetIds(id, x));
      const points = level / SCORE_SCALE;
      if (up) {
        // Residents already taken up into a higher scoregroup are not left to pair here.
        const left = residents.filter((x) => opp(x) === undefined || score(opp(x)!) <= level);
        const wentUp = residents.length - left.length;
        why =
          left.length % 2 === 1
            ? said('explain.float.upOdd', {
                score: points,
                left: left.length,
                wentUp,
                player: named(ref(id)),
                floatCount: articles.floatCount,
                floatScores: articles.floatScores,
                order: articles.order,
              })
            : said('explain.float.upUnpairable', {
                score: points,
                rematch: articles.rematch,
                completion: articles.completion,
                floatCount: articles.floatCount,
              });
      } else if (bracket.length === 1) {
        why = said('explain.float.alone', {
          player: named(ref(id)),
          score: points,
          floatCount: articles.floatCount,
        });
      } else if (partners.length === 0) {
        why = said('explain.float.noPartner', {
          player: named(ref(id)),
          score: points,
          articles:
            articles.absoluteColour !== null
              ? [articles.rematch, articles.absoluteColour]
              : [articles.rematch],
        });
      } else if (bracket.length % 2 === 1 && movers.length === 1) {
        why = said('explain.float.odd', {
          score: points,
          players: bracket.length,
          player: named(ref(id)),
          floatCount: articles.floatCount,
          floatScores: articles.floatScores,
          order: articles.order,
        });
      } else {
        why = said('explain.float.completion', {
          score: points,
          completion: articles.completion,
          floatCount: articles.floatCount,
        });
      }
      return {
        player: ref(id),
        opponent: ref(o),
        text: said('explain.float', { player: named(ref(id)), opponent: named(ref(o)), why }),
      };
    });
    const head = said('explain.group', {
      score: level / SCORE_SCALE,
      players: residents.length,
      fromAbove: up ? [] : incoming.map((id) => named(ref(id))),
    });
    return { score: level / SCORE_SCALE, residents: residents.map(ref), floats, text: head };
  });

  const boards = pairing.games.map((g, i): BoardExplanation => {
    const white = ref(g.white);
    const black = ref(g.black);
    const colour =
      g.colourRule !== undefined
        ? said('explain.board.rule', {
            reason: g.colourReason ?? said('explain.board.someRule'),
            rule: g.colourRule,
          })
        : said('explain.board.systemColours');
    return {
      board: i + 1,
      white,
      black,
      colourRule: g.colourRule ?? null,
      text: said('explain.board', {
        board: i + 1,
        white: named(white),
        black: named(black),
        whiteName: white.name,
        colour,
      }),
    };
  });

  let bye: RoundExplanation['bye'] = null;
  if (pairing.bye !== null) {
    const p = ref(pairing.bye);
    const lower = facts.toPair.filter((id) => id !== p.id && score(id) <= score(p.id));
    const reasons = lower.map((id) => {
      const had = facts.byeBarredIn(id);
      return had !== null
        ? said('explain.bye.hadWin', {
            player: named(ref(id)),
            round: facts.roundName(had),
            article: articles.byeEligibility,
          })
        : said('explain.bye.notChosen', { player: named(ref(id)), article: articles.byeChoice });
    });
    bye = {
      player: p,
      text: said('explain.bye', { player: named(p), players: facts.toPair.length, reasons }),
    };
  }
  return {
    round,
    roundName: facts.roundName(round),
    system: systemNameSaid(system),
    groups,
    boards,
    bye,
  };
}

/** The explanation as text in the language of `t`, one statement a line. */
export function formatExplanation(e: RoundExplanation, t: Translator): string {
  const lines = [say(t, said('explain.heading', { round: e.roundName, system: e.system })), ''];
  for (const g of e.groups) {
    lines.push(say(t, g.text));
    for (const f of g.floats) lines.push(`  ${say(t, f.text)}`);
  }
  lines.push('');
  for (const b of e.boards) lines.push(say(t, b.text));
  if (e.bye) lines.push('', say(t, e.bye.text));
  return lines.join('\n') + '\n';
}
