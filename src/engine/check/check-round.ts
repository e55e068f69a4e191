import {
  profileOf,
  type Difference,
  firstDifference,
  type PairingProfile,
} from '../explain/profile.js';
import { metInRound, named, roundFacts } from '../explain/round-facts.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';
import { pairingShapeProblems, pairRound } from '../pairing/index.js';
import { BASIC_ARTICLES } from '../systems/explanation-articles.js';
import { isForbiddenPair } from '../systems/common/forbidden-pairs.js';
import {
  NoValidPairingError,
  type PairingOptions,
  type PairingSystem,
} from '../systems/pairing-system.js';

/** What a check of a round's pairing (made or changed by hand) found. */
export interface RoundCheck {
  /** Absolute criteria broken: the pairing is not valid. */
  readonly absolute: readonly string[];
  /** Quality criteria on which it is worse than the system's own pairing, bracket by bracket. */
  readonly worse: readonly string[];
  /** The system's own pairing of the round, to compare with; null when it finds none. */
  readonly engine: RoundPairing | null;
}

/** Every difference between two profiles, in the order of the criteria (not only the first). */
function differences(
  a: PairingProfile,
  b: PairingProfile,
  articles: typeof BASIC_ARTICLES,
): Difference[] {
  const out: Difference[] = [];
  let x = a;
  let y = b;
  for (;;) {
    const d = firstDifference(x, y, articles);
    if (d === null) return out;
    out.push(d);
    if (d.bracket === null) {
      x = { ...x, byeScore: null };
      y = { ...y, byeScore: null };
      continue;
    }
    // Go on below the bracket where they differed.
    const k = x.brackets.findIndex((br) => br.score === d.bracket);
    x = { byeScore: null, brackets: x.brackets.slice(k + 1) };
    y = { byeScore: null, brackets: y.brackets.slice(k + 1) };
  }
}

/**
 * Check a round's pairing as it stands (made by hand, or changed by hand)
 * against the absolute criteria every system shares, then against the
 * system's own pairing of the same round: each quality criterion, bracket
 * by bracket, on which the hand pairing is worse.
 * - every player to be paired exactly once, the bye only with an odd number;
 * - no second game between two players (C.04.1 Art. 2), no forbidden pair;
 * - no pairing-allocated bye for a player who already had one or scored a
 *   win without playing (C.04.1 Art. 4);
 * - colours: no colour difference beyond 2 and no colour three times in a
 *   row (C.04.1 Art. 6, 7), except where the system allows it (the Dutch
 *   topscorers in the last round).
 */
export function checkRound(
  t: Tournament,
  round: number,
  system: PairingSystem,
  pairing: RoundPairing,
  options: PairingOptions = {},
): RoundCheck {
  const articles = system.articles ?? BASIC_ARTICLES;
  const facts = roundFacts(t, round, pairing, system);
  const who = (id: number) => {
    const ref = facts.ref.get(id);
    return ref ? named(ref) : `#${id}`;
  };
  const absolute: string[] = pairingShapeProblems(t, round, pairing).map(
    (p) => `${p} (every player to be paired is paired once)`,
  );
  const lastRound = t.totalRounds !== null && round >= t.totalRounds;
  // C.04.5 2.2: the Double-Swiss has no colour criterion; each match gives both colours (4.4).
  const colourLimits = (system.gamesPerRound ?? 1) === 1;
  for (const [board, g] of pairing.games.entries()) {
    const met = metInRound(t, round, g.white, g.black);
    if (met !== null)
      absolute.push(
        `board ${board + 1}: ${who(g.white)} and ${who(g.black)} already played each other in ${facts.roundName(met)} (${articles.rematch})`,
      );
    if (isForbiddenPair(t, g.white, g.black))
      absolute.push(
        `board ${board + 1}: ${who(g.white)} and ${who(g.black)} are a forbidden pair (${articles.forbidden})`,
      );
    for (const [id, colour] of [
      [g.white, 'w'],
      [g.black, 'b'],
    ] as const) {
      const s = facts.state.get(id);
      if (!s) continue;
      const colours = [...s.colours, colour];
      const diff = colours.filter((c) => c === 'w').length * 2 - colours.length;
      const n = colours.length;
      const three =
        n >= 3 && colours[n - 1] === colours[n - 2] && colours[n - 2] === colours[n - 3];
      if ((Math.abs(diff) > 2 || three) && !lastRound && colourLimits)
        absolute.push(
          `board ${board + 1}: ${who(id)} would have ${three ? 'the same colour three times in a row' : `a colour difference of ${diff}`} (C.04.1 Art. ${three ? 7 : 6}${articles.absoluteColour ? `, ${articles.absoluteColour}` : ''})`,
        );
    }
  }
  if (pairing.bye !== null) {
    const had = facts.byeBarredIn(pairing.bye);
    if (had !== null)
      absolute.push(
        `${who(pairing.bye)} gets the pairing-allocated bye after scoring a win without playing in ${facts.roundName(had)} (${articles.byeEligibility})`,
      );
  }

  let engine: RoundPairing | null = null;
  try {
    engine = pairRound(t, round, system, options);
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
  }
  const worse: string[] = [];
  if (engine !== null && absolute.length === 0) {
    for (const d of differences(
      profileOf(facts, engine, articles),
      profileOf(facts, pairing, articles),
      articles,
    ))
      if (d.chosenBetter)
        worse.push(
          `${d.criterion}: ${d.other} against ${d.chosen} in the ${system.label} pairing (${d.article})`,
        );
  }
  return { absolute, worse, engine };
}

/** The check as text, one finding a line. */
export function formatCheck(round: number, check: RoundCheck): string {
  const lines: string[] = [];
  if (check.absolute.length === 0) lines.push(`Round ${round}: no absolute criterion is broken.`);
  else
    lines.push(
      `Round ${round}: ${check.absolute.length} absolute criteri${check.absolute.length === 1 ? 'on is' : 'a are'} broken:`,
      ...check.absolute.map((a) => `  ${a}`),
    );
  if (check.worse.length > 0)
    lines.push('Worse than the engine’s own pairing on:', ...check.worse.map((w) => `  ${w}`));
  else if (check.absolute.length === 0 && check.engine !== null)
    lines.push(
      'It is as good as the engine’s own pairing on the floats, their scores and the colours.',
    );
  return lines.join('\n') + '\n';
}
