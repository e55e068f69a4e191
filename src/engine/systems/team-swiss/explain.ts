import { teamRounds } from '../../model/team-rounds.js';
import type { TeamTournament } from '../../model/teams.js';
import { NoValidPairingError } from '../pairing-system.js';
import { c10, c8, c9, pairBracket, pairingIdentifier, type BracketContext } from './bracket.js';
import type { TeamSwissOptions } from './options.js';
import { pairRoundState, type TeamBracketTrace, type TeamRoundPairing } from './pair-round.js';
import { roundState, type RoundState, type TeamState } from './team-state.js';
import { said, say, type Said } from '../../../messages/said.js';
import type { Translator } from '../../../messages/translator.js';

/**
 * Explanations of a team round, in the style of the individual systems'
 * (src/engine/explain): what C.04.6 decided and by which article, worked out
 * from the brackets the engine paired (pairRoundState's trace). Each
 * statement a message of the catalogue (`teamExplain.*`), said in the
 * reader's language (English on the command line).
 */

/** A statement, indented under its bracket or not; null for a blank line. */
export type TeamLine = { readonly text: Said; readonly indented: boolean } | null;

export interface TeamRoundExplanation {
  readonly round: number;
  readonly pairing: TeamRoundPairing;
  /** One statement a line: the round, the PAB, each bracket, each match. */
  readonly lines: readonly TeamLine[];
}

const COLOUR_RULES: Record<string, Said> = {
  '4.3.1': said('teamColour.4.3.1'),
  '4.3.2': said('teamColour.4.3.2'),
  '4.3.3': said('teamColour.4.3.3'),
  '4.3.4': said('teamColour.4.3.4'),
  '4.3.5': said('teamColour.4.3.5'),
  '4.3.6': said('teamColour.4.3.6'),
  '4.3.7': said('teamColour.4.3.7'),
  '4.3.8': said('teamColour.4.3.8'),
  '4.3.9': said('teamColour.4.3.9'),
};

const CRITERIA = [
  ['[C8]', said('teamExplain.c8')],
  ['[C9]', said('teamExplain.c9')],
  ['[C10]', said('teamExplain.c10')],
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
  return (tpn: number): Said =>
    said('teamExplain.team', {
      name: names.get(tpn) ?? said('teamExplain.unnamed'),
      tpn,
      score: scores.get(tpn) ?? null,
    });
}

const line = (text: Said): TeamLine => ({ text, indented: false });
const indented = (text: Said): TeamLine => ({ text, indented: true });

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
  const lines: TeamLine[] = [
    line(
      said('teamExplain.heading', {
        round,
        matchPoints: o.primary === 'mp',
        colourType: o.colourType,
      }),
    ),
    null,
  ];
  const toPair = new Set(state.teams.map((x) => x.tpn));
  for (const team of t.teams)
    if (!toPair.has(team.tpn))
      lines.push(line(said('teamExplain.teamBye', { team: named(team.tpn) })));

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
        ? said('teamExplain.pab.hadBye', { team: named(x.tpn) })
        : said('teamExplain.pab.noLegalPairing', { team: named(x.tpn) }),
    );
    lines.push(
      line(said('teamExplain.pab', { team: named(pab.tpn), teams: state.teams.length, reasons })),
      null,
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
      line(
        said('teamExplain.bracket', {
          bracket: k + 1,
          score: b.score,
          residents: b.residents.map((x) => x.tpn),
        }),
      ),
    );
    if (b.upfloaters.length === 0) lines.push(indented(said('teamExplain.noUpfloaters')));
    else
      lines.push(
        indented(
          said('teamExplain.upfloaters', {
            upfloaters: b.upfloaters.map((x) => named(x.tpn)),
            odd: b.residents.length % 2 === 1,
            lastTwoRounds: state.lastTwoRounds,
            floated: b.upfloaters.filter((x) => x.floatedLastRound).length,
          }),
        ),
      );
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
      lines.push(indented(said('teamExplain.identifierFirst', { identifier: id, values })));
    else {
      const i = firstValue.findIndex((v, j) => v !== value[j]);
      const [c, what] = CRITERIA[i] ?? CRITERIA[0];
      lines.push(
        indented(
          said('teamExplain.identifierDecided', {
            identifier: id,
            first: firstId,
            firstCount: firstValue[i]!,
            criterion: what,
            count: value[i]!,
            article: c,
            values,
          }),
        ),
      );
    }
  });

  lines.push(null);
  const score = new Map(state.teams.map((x) => [x.tpn, x.score]));
  pairing.matches.forEach((m, i) => {
    const sw = score.get(m.white)!;
    const sb = score.get(m.black)!;
    lines.push(
      line(
        said('teamExplain.match', {
          match: i + 1,
          white: named(m.white),
          black: named(m.black),
          bracket: bracketOf.get(m.white)!,
          floater: sw === sb ? null : named(sw < sb ? m.white : m.black),
          rule: COLOUR_RULES[m.colourRule] ?? said('explain.board.someRule'),
          article: m.colourRule,
        }),
      ),
    );
  });
  if (pairing.pab !== null)
    lines.push(line(said('teamExplain.pabMatch', { team: named(pairing.pab) })));
  return { round, pairing, lines };
}

/** The explanation as text in the language of `t`, one statement a line. */
export function formatTeamExplanation(e: TeamRoundExplanation, t: Translator): string {
  return e.lines
    .map((l) => (l === null ? '\n' : `${l.indented ? '  ' : ''}${say(t, l.text)}\n`))
    .join('');
}

/** Why two teams do not meet in round `round`, or where they meet. */
export function whyNotTeams(
  t: TeamTournament,
  round: number,
  o: TeamSwissOptions,
  a: number,
  b: number,
): Said {
  const state = roundState(t, round, o);
  const named = teamName(t, state);
  for (const x of [a, b])
    if (!t.teams.some((team) => team.tpn === x)) return said('teamWhyNot.noTeam', { tpn: x });
  if (a === b) return said('teamWhyNot.itself');
  for (const x of [a, b])
    if (!state.teams.some((s) => s.tpn === x))
      return said('teamWhyNot.notToPair', { team: named(x), round });
  const trace: TeamBracketTrace[] = [];
  const pairing = pairRoundState(state, o, trace);
  const at = pairing.matches.findIndex(
    (m) => (m.white === a && m.black === b) || (m.white === b && m.black === a),
  );
  if (at >= 0) {
    const m = pairing.matches[at]!;
    return said('teamWhyNot.paired', {
      white: named(m.white),
      black: named(m.black),
      match: at + 1,
    });
  }
  const history = teamRounds(t, round - 1);
  const met = history.get(a)!.findIndex((r) => r.kind === 'played' && r.opponent === b);
  if (met >= 0) return said('teamWhyNot.met', { a: named(a), b: named(b), round: met + 1 });
  if (
    t.prohibitions.some(
      (p) =>
        p.firstRound <= round && round <= p.lastRound && p.teams.includes(a) && p.teams.includes(b),
    )
  )
    return said('teamWhyNot.forbidden', { a: named(a), b: named(b) });

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
    return said('teamWhyNot.incomplete', { a: named(a), b: named(b) });
  }
  const together = forced.matches.some(
    (m) => (m.white === a && m.black === b) || (m.white === b && m.black === a),
  );
  if (!together)
    return said('teamWhyNot.apart', {
      a: named(a),
      b: named(b),
      pab: forced.pab === a || forced.pab === b ? named(forced.pab) : null,
    });
  if (forced.pab !== pairing.pab)
    return said('teamWhyNot.pab', {
      a: named(a),
      b: named(b),
      pab: forced.pab === null ? null : named(forced.pab),
      chosen: named(pairing.pab!),
    });
  for (let k = 0; k < Math.min(trace.length, forcedTrace.length); k++) {
    const mine = trace[k]!;
    const theirs = forcedTrace[k]!;
    const ups = (x: TeamBracketTrace) => x.upfloaters.map((u) => u.tpn).join(' ');
    if (ups(mine) !== ups(theirs)) {
      const scores = (x: TeamBracketTrace) =>
        x.upfloaters.map((u) => u.score).sort((p, q) => p - q);
      const floated = (x: TeamBracketTrace) =>
        x.upfloaters.filter((u) => u.floatedLastRound).length;
      const pair = { a: named(a), b: named(b), score: mine.score };
      if (mine.upfloaters.length !== theirs.upfloaters.length)
        return said('teamWhyNot.upfloaterCount', {
          ...pair,
          count: theirs.upfloaters.length,
          chosen: mine.upfloaters.length,
        });
      if (scores(mine).join(' ') !== scores(theirs).join(' '))
        return said('teamWhyNot.upfloaterScores', {
          ...pair,
          scores: scores(theirs),
          chosen: scores(mine),
        });
      if (!state.lastTwoRounds && floated(mine) !== floated(theirs))
        return said('teamWhyNot.floated', {
          ...pair,
          count: floated(theirs),
          chosen: floated(mine),
        });
      return said('teamWhyNot.upfloaters', {
        ...pair,
        upfloaters: theirs.upfloaters.map((u) => u.tpn),
        chosen: mine.upfloaters.map((u) => u.tpn),
      });
    }
    const idOf = (x: TeamBracketTrace) =>
      pairingIdentifier(x.pairs.map((p) => [p.top.tpn, p.bottom.tpn]));
    const id = (x: TeamBracketTrace) => idOf(x).join(' ');
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
        return said('teamWhyNot.criterion', {
          a: named(a),
          b: named(b),
          count: w[i]!,
          criterion: what,
          score: mine.score,
          chosen: v[i]!,
          article: c,
        });
      }
      return said('teamWhyNot.identifier', {
        a: named(a),
        b: named(b),
        score: mine.score,
        identifier: idOf(theirs),
        chosen: idOf(mine),
      });
    }
  }
  return said('teamWhyNot.unchanged', { a: named(a), b: named(b) });
}
