import type { RoundPairing, Tournament } from '../model/tournament.js';
import { BASIC_ARTICLES } from '../systems/explanation-articles.js';
import { mayMeet } from '../systems/common/absolute-criteria.js';
import { SCORE_SCALE } from '../systems/dutch/player-state.js';
import type { PairingSystem } from '../systems/pairing-system.js';
import type {
  BoardExplanation,
  FloatExplanation,
  GroupExplanation,
  RoundExplanation,
} from './explanation.js';
import { named, roundFacts } from './round-facts.js';
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
      let text: string;
      const partners = (up ? residents : bracket).filter((x) => x !== id && mayMeetIds(id, x));
      if (up) {
        // Residents already taken up into a higher scoregroup are not left to pair here.
        const left = residents.filter((x) => opp(x) === undefined || score(opp(x)!) <= level);
        const wentUp = residents.length - left.length;
        const count = `${left.length} player${left.length === 1 ? '' : 's'} to pair${wentUp > 0 ? ` (${wentUp} went up to a higher one)` : ''}`;
        text =
          left.length % 2 === 1
            ? `the ${level / SCORE_SCALE} scoregroup has ${count}, an odd number: one player comes up (${articles.floatCount}); ${named(ref(id))} is the one the criteria choose (${articles.floatScores}, ${articles.order})`
            : `the ${level / SCORE_SCALE} scoregroup cannot be paired among itself (${articles.rematch}, ${articles.completion}), so players come up (${articles.floatCount})`;
      } else if (bracket.length === 1) {
        text = `${named(ref(id))} is the only player of the ${level / SCORE_SCALE} bracket and floats down (${articles.floatCount})`;
      } else if (partners.length === 0) {
        text = `${named(ref(id))} has already played, or may not meet, every other player of the ${level / SCORE_SCALE} bracket (${articles.rematch}${articles.absoluteColour ? `, ${articles.absoluteColour}` : ''})`;
      } else if (bracket.length % 2 === 1 && movers.length === 1) {
        text = `the ${level / SCORE_SCALE} bracket has ${bracket.length} players to pair, an odd number: one floats down (${articles.floatCount}); ${named(ref(id))} is the one the criteria and the order choose (${articles.floatScores}, ${articles.order})`;
      } else {
        text = `pairing everyone in the ${level / SCORE_SCALE} bracket would not leave a complete pairing of the players below, or is worse on the criteria (${articles.completion}, ${articles.floatCount})`;
      }
      return {
        player: ref(id),
        opponent: ref(o),
        text: `${named(ref(id))} meets ${named(ref(o))}: ${text}.`,
      };
    });
    const head = `${level / SCORE_SCALE} points: ${residents.length} player${residents.length === 1 ? '' : 's'}${
      !up && incoming.length > 0
        ? ` and ${incoming.length} from above (${incoming.map((id) => named(ref(id))).join(', ')})`
        : ''
    }.`;
    return { score: level / SCORE_SCALE, residents: residents.map(ref), floats, text: head };
  });

  const boards = pairing.games.map((g, i): BoardExplanation => {
    const white = ref(g.white);
    const black = ref(g.black);
    const colour =
      g.colourRule !== undefined
        ? `${g.colourReason ?? 'colour rule'} (${g.colourRule})`
        : `colours by the system's own colour rules`;
    return {
      board: i + 1,
      white,
      black,
      colourRule: g.colourRule ?? null,
      text: `Board ${i + 1}: ${named(white)} - ${named(black)}; White to ${white.name}: ${colour}.`,
    };
  });

  let bye: RoundExplanation['bye'] = null;
  if (pairing.bye !== null) {
    const p = ref(pairing.bye);
    const lower = facts.toPair.filter((id) => id !== p.id && score(id) <= score(p.id));
    const reasons = lower.map((id) => {
      const had = facts.byeBarredIn(id);
      return had !== null
        ? `${named(ref(id))} already scored a win without playing in ${facts.roundName(had)} (${articles.byeEligibility})`
        : `${named(ref(id))} is not chosen (${articles.byeChoice})`;
    });
    bye = {
      player: p,
      text: `${named(p)} gets the pairing-allocated bye: ${facts.toPair.length} players are to be paired, an odd number.${
        reasons.length > 0
          ? ` Of the players with the same score or lower: ${reasons.join('; ')}.`
          : ` Nobody has a lower score.`
      }`,
    };
  }
  return { round, roundName: facts.roundName(round), system: system.name, groups, boards, bye };
}

/** The explanation as text, one statement a line. */
export function formatExplanation(e: RoundExplanation): string {
  const lines = [`${e.roundName[0]!.toUpperCase()}${e.roundName.slice(1)} (${e.system})`, ''];
  for (const g of e.groups) {
    lines.push(g.text);
    for (const f of g.floats) lines.push(`  ${f.text}`);
  }
  lines.push('');
  for (const b of e.boards) lines.push(b.text);
  if (e.bye) lines.push('', e.bye.text);
  return lines.join('\n') + '\n';
}
