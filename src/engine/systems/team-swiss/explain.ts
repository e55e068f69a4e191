import { teamRounds } from '../../model/team-rounds.js';
import type { TeamTournament } from '../../model/teams.js';
import { NoValidPairingError } from '../pairing-system.js';
import { c10, c8, c9, pairBracket, pairingIdentifier, type BracketContext } from './bracket.js';
import type { TeamSwissOptions } from './options.js';
import { pairRoundState, type TeamBracketTrace, type TeamRoundPairing } from './pair-round.js';
import { roundState, type RoundState, type TeamState } from './team-state.js';

/**
 * Explanations of a team round, in the style of the individual systems'
 * (src/engine/explain): what C.04.6 decided and by which article, worked out
 * from the brackets the engine paired (pairRoundState's trace). English, as
 * the command line is.
 */

export interface TeamRoundExplanation {
  readonly round: number;
  readonly pairing: TeamRoundPairing;
  /** One statement a line: the round, the PAB, each bracket, each match. */
  readonly lines: readonly string[];
}

const COLOUR_RULES: Record<string, string> = {
  '4.3.1':
    'neither team has played a match: the first-team (4.2) gets the initial-colour, or the other colour when its TPN is even',
  '4.3.2': 'only one team has a colour preference, and it is granted',
  '4.3.3': 'the teams have opposite colour preferences, both granted',
  '4.3.4': 'only one team has a strong colour preference (type B), and it is granted',
  '4.3.5': 'White goes to the team with the lower colour difference',
  '4.3.6':
    'the colours alternate from the last match in which one team had White and the other Black',
  '4.3.7': "the first-team's colour preference is granted",
  '4.3.8': "the first-team's colour alternates from its last played match",
  '4.3.9': "the other team's colour alternates from its last played match",
};

const CRITERIA = [
  ['[C8]', 'teams whose colour preference is not fulfilled'],
  ['[C9]', 'teams whose strong colour preference is not fulfilled'],
  ['[C10]', "upfloaters' opponents that floated in the previous round"],
] as const;

function contextOf(state: RoundState, o: TeamSwissOptions, b: TeamBracketTrace): BracketContext {
  return {
    colourType: o.colourType,
    lastTwoRounds: state.lastTwoRounds,
    upfloaters: new Set(b.upfloaters.map((x) => x.tpn)),
  };
}

/** C.04.6 [C8], [C9], [C10] of a bracket's pairs. */
function criteria(pairs: readonly (readonly [TeamState, TeamState])[], ctx: BracketContext) {
  const v = [0, 0, 0];
  for (const [a, b] of pairs) {
    v[0] += c8(a, b);
    v[1] += c9(a, b, ctx);
    v[2] += c10(a, b, ctx);
  }
  return v;
}

function teamName(t: TeamTournament, state: RoundState) {
  const names = new Map(t.teams.map((x) => [x.tpn, x.name]));
  const scores = new Map(state.teams.map((x) => [x.tpn, x.score]));
  return (tpn: number) =>
    `${names.get(tpn) ?? 'Team'} (#${tpn}${scores.has(tpn) ? `, ${scores.get(tpn)}` : ''})`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Pairs round `round` as pairTeamRound does and says why, article by article. */
export function explainTeamRound(
  t: TeamTournament,
  round: number,
  o: TeamSwissOptions,
): TeamRoundExplanation {
  const state = roundState(t, round, o);
  const trace: TeamBracketTrace[] = [];
  const pairing = pairRoundState(state, o, trace);
  const named = teamName(t, state);
  const type = o.colourType === 'none' ? 'no colour preferences' : `type ${o.colourType} colours`;
  const lines = [
    `Round ${round} (Swiss Team Pairing System C.04.6; primary score ${o.primary === 'mp' ? 'match points' : 'game points'}, ${type})`,
    '',
  ];
  const toPair = new Set(state.teams.map((x) => x.tpn));
  for (const team of t.teams)
    if (!toPair.has(team.tpn))
      lines.push(`${named(team.tpn)} has a bye for the round (240) and is not paired.`);

  if (pairing.pab !== null) {
    const pab = state.teams.find((x) => x.tpn === pairing.pab)!;
    // C.04.6 3.4.2-3.4.4: lowest score, most matches played, largest TPN.
    const before = state.teams.filter(
      (x) =>
        x !== pab &&
        (x.score < pab.score ||
          (x.score === pab.score &&
            (x.played > pab.played || (x.played === pab.played && x.tpn > pab.tpn)))),
    );
    const reasons = before.map((x) =>
      x.hadByeLikeWin
        ? `${named(x.tpn)} already had a pairing-allocated bye or a win without playing ([C2])`
        : `${named(x.tpn)} would leave the others no legal pairing (3.4.1, [C3])`,
    );
    lines.push(
      `${named(pab.tpn)} gets the pairing-allocated bye: ${plural(state.teams.length, 'team')} to pair, an odd number (1.4); it comes first in 3.4's order (lowest score, most matches played, largest TPN)${reasons.length > 0 ? ` among the teams that may have it. Before it: ${reasons.join('; ')}` : ''}.`,
      '',
    );
  }

  const bracketOf = new Map<number, number>();
  trace.forEach((b, k) => {
    const ctx = contextOf(state, o, b);
    for (const p of b.pairs) {
      bracketOf.set(p.top.tpn, k + 1);
      bracketOf.set(p.bottom.tpn, k + 1);
    }
    lines.push(
      `Bracket ${k + 1}: the top-scoregroup (3.2) of score ${b.score}, ${plural(b.residents.length, 'team')}: ${b.residents.map((x) => `#${x.tpn}`).join(' ')}.`,
    );
    if (b.upfloaters.length === 0)
      lines.push(
        `  No upfloaters ([C4]): the scoregroup pairs among itself and the teams below can still all be paired ([C1], [C3]).`,
      );
    else {
      const floated = b.upfloaters.filter((x) => x.floatedLastRound).length;
      lines.push(
        `  Upfloaters (3.5): ${b.upfloaters.map((x) => named(x.tpn)).join(', ')}. ${b.residents.length % 2 === 1 ? 'The scoregroup is odd; ' : ''}[C4] no fewer upfloaters and [C5] no higher scores leave a legal pairing of the bracket and of the teams below ([C1], [C3]); this is the first set of that shape in 3.5.4's order (descending score, then ascending TPN) that complies with [C6] and [C7]${state.lastTwoRounds ? ' ([C7] does not apply in the last two rounds)' : ` (${plural(floated, 'upfloater')} floated in the previous round)`}.`,
      );
    }
    const chosen = b.pairs.map((p) => [p.top, p.bottom] as const);
    const value = criteria(chosen, ctx);
    const id = pairingIdentifier(b.pairs.map((p) => [p.top.tpn, p.bottom.tpn]));
    // The first legal identifier, all criteria aside: the pairing 3.6.3's order alone would choose.
    const bracket = [...b.residents, ...b.upfloaters];
    const original = new Map(bracket.map((x) => [x.tpn, x]));
    const first = pairBracket(
      bracket.map((x) => ({ ...x, preference: { colour: null, strength: null } })),
      { colourType: 'none', lastTwoRounds: true, upfloaters: new Set() },
    ).map((p) => [original.get(p.top.tpn)!, original.get(p.bottom.tpn)!] as const);
    const firstId = pairingIdentifier(first.map(([x, y]) => [x.tpn, y.tpn]));
    const firstValue = criteria(first, ctx);
    const values = CRITERIA.map(([c], i) => `${c} ${value[i]}`).join(', ');
    if (firstId.join(' ') === id.join(' '))
      lines.push(
        `  Pairing Identifier ${id.join(' ')} (3.6.2): the first legal one in 3.6.3's order, and no other is better on [C8]-[C10] (${values}).`,
      );
    else {
      const i = firstValue.findIndex((v, j) => v !== value[j]);
      const [c, what] = CRITERIA[i] ?? CRITERIA[0];
      lines.push(
        `  Pairing Identifier ${id.join(' ')} (3.6.2): the first legal one, ${firstId.join(' ')}, has ${firstValue[i]} ${what} against ${value[i]} here, so ${c} decides (3.6.4; ${values}).`,
      );
    }
  });

  lines.push('');
  const score = new Map(state.teams.map((x) => [x.tpn, x.score]));
  pairing.matches.forEach((m, i) => {
    const sw = score.get(m.white)!;
    const sb = score.get(m.black)!;
    const float = sw === sb ? '' : `; ${named(sw < sb ? m.white : m.black)} floats up (1.5)`;
    lines.push(
      `Match ${i + 1}: ${named(m.white)} - ${named(m.black)}, bracket ${bracketOf.get(m.white)}${float}. ${named(m.white)} has White on board 1: ${COLOUR_RULES[m.colourRule] ?? 'colour rule'} (${m.colourRule}).`,
    );
  });
  if (pairing.pab !== null) lines.push(`${named(pairing.pab)}: pairing-allocated bye.`);
  return { round, pairing, lines };
}

/** The explanation as text, one statement a line. */
export function formatTeamExplanation(e: TeamRoundExplanation): string {
  return e.lines.map((l) => l + '\n').join('');
}

/** Why two teams do not meet in round `round`, or where they meet. */
export function whyNotTeams(
  t: TeamTournament,
  round: number,
  o: TeamSwissOptions,
  a: number,
  b: number,
): string {
  const state = roundState(t, round, o);
  const named = teamName(t, state);
  for (const x of [a, b])
    if (!t.teams.some((team) => team.tpn === x)) return `There is no team #${x}.`;
  if (a === b) return 'A team cannot be paired with itself.';
  for (const x of [a, b])
    if (!state.teams.some((s) => s.tpn === x))
      return `${named(x)} is not to be paired in round ${round} (a bye, 240).`;
  const trace: TeamBracketTrace[] = [];
  const pairing = pairRoundState(state, o, trace);
  const at = pairing.matches.findIndex(
    (m) => (m.white === a && m.black === b) || (m.white === b && m.black === a),
  );
  if (at >= 0) {
    const m = pairing.matches[at]!;
    return `${named(m.white)} and ${named(m.black)} are paired in match ${at + 1} (${named(m.white)} has White on board 1).`;
  }
  const history = teamRounds(t, round - 1);
  const met = history.get(a)!.findIndex((r) => r.kind === 'played' && r.opponent === b);
  if (met >= 0)
    return `${named(a)} and ${named(b)} played each other in round ${met + 1}: no two teams meet twice ([C1], Basic Rules Art. 2).`;
  if (
    t.prohibitions.some(
      (p) =>
        p.firstRound <= round && round <= p.lastRound && p.teams.includes(a) && p.teams.includes(b),
    )
  )
    return `${named(a)} and ${named(b)} may not meet in this round: the organiser forbade the pair (260, [C1]).`;

  // Force the pair (each may meet nobody else) and pair the round again.
  const others = state.teams.filter((x) => x.tpn !== a && x.tpn !== b);
  const forcedState: RoundState = {
    ...state,
    teams: state.teams.map((x) =>
      x.tpn === a || x.tpn === b
        ? { ...x, cannotMeet: new Set([...x.cannotMeet, ...others.map((y) => y.tpn)]) }
        : { ...x, cannotMeet: new Set([...x.cannotMeet, a, b]) },
    ),
  };
  const forcedTrace: TeamBracketTrace[] = [];
  let forced: TeamRoundPairing;
  try {
    forced = pairRoundState(forcedState, o, forcedTrace);
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
    return `With ${named(a)} against ${named(b)}, the other teams cannot all be paired ([C3]).`;
  }
  const together = forced.matches.some(
    (m) => (m.white === a && m.black === b) || (m.white === b && m.black === a),
  );
  if (!together)
    return `No complete pairing keeps ${named(a)} and ${named(b)} together: ${forced.pab === a || forced.pab === b ? `${named(forced.pab)} would take the pairing-allocated bye (3.4)` : 'they stay apart'} ([C3]).`;
  if (forced.pab !== pairing.pab)
    return `With ${named(a)} against ${named(b)}, the pairing-allocated bye would go to ${forced.pab === null ? 'nobody' : named(forced.pab)} instead of ${named(pairing.pab!)}: 3.4 chooses the PAB first, the first team in its order that leaves a legal pairing (3.3.2 step 1).`;
  for (let k = 0; k < Math.min(trace.length, forcedTrace.length); k++) {
    const mine = trace[k]!;
    const theirs = forcedTrace[k]!;
    const ups = (x: TeamBracketTrace) => x.upfloaters.map((u) => u.tpn).join(' ');
    if (ups(mine) !== ups(theirs)) {
      const scores = (x: TeamBracketTrace) =>
        x.upfloaters.map((u) => u.score).sort((p, q) => p - q);
      const floated = (x: TeamBracketTrace) =>
        x.upfloaters.filter((u) => u.floatedLastRound).length;
      const where = `the bracket of score ${mine.score}`;
      if (mine.upfloaters.length !== theirs.upfloaters.length)
        return `Pairing ${named(a)} with ${named(b)} needs ${plural(theirs.upfloaters.length, 'upfloater')} in ${where} instead of ${mine.upfloaters.length} ([C4]).`;
      if (scores(mine).join(' ') !== scores(theirs).join(' '))
        return `Pairing ${named(a)} with ${named(b)} needs upfloaters of scores ${scores(theirs).join(', ')} in ${where} instead of ${scores(mine).join(', ')} ([C5]).`;
      if (!state.lastTwoRounds && floated(mine) !== floated(theirs))
        return `Pairing ${named(a)} with ${named(b)} takes ${plural(floated(theirs), 'upfloater')} that floated in the previous round into ${where} instead of ${floated(mine)} ([C7]), or misses [C6].`;
      return `Pairing ${named(a)} with ${named(b)} needs the upfloaters ${ups(theirs)} in ${where}; ${ups(mine)} come first in 3.5.4's order and comply with [C6] and [C7] (3.5.5).`;
    }
    const id = (x: TeamBracketTrace) =>
      pairingIdentifier(x.pairs.map((p) => [p.top.tpn, p.bottom.tpn])).join(' ');
    if (id(mine) !== id(theirs)) {
      const ctx = contextOf(state, o, mine);
      const v = criteria(
        mine.pairs.map((p) => [p.top, p.bottom] as const),
        ctx,
      );
      const w = criteria(
        theirs.pairs.map((p) => [p.top, p.bottom] as const),
        ctx,
      );
      const i = v.findIndex((x, j) => x !== w[j]);
      if (i >= 0) {
        const [c, what] = CRITERIA[i]!;
        return `Pairing ${named(a)} with ${named(b)} leaves ${w[i]} ${what} in the bracket of score ${mine.score} instead of ${v[i]} (${c}, 3.6.4).`;
      }
      return `Pairing ${named(a)} with ${named(b)} is as good on [C8]-[C10] in the bracket of score ${mine.score}; its Pairing Identifier ${id(theirs)} comes after ${id(mine)} (3.6.3).`;
    }
  }
  return `Pairing ${named(a)} with ${named(b)} changes no bracket's choice the summary compares; the order of 3.5.4 and 3.6.3 keeps the chosen pairing.`;
}
