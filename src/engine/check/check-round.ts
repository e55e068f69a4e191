import {
  profileOf,
  type Difference,
  firstDifference,
  type PairingProfile,
} from '../explain/profile.js';
import { metInRound, named, roundFacts } from '../explain/round-facts.js';
import type { RoundPairing, Tournament } from '../model/tournament.js';
import { pairingShapeFaults, pairRound } from '../pairing/index.js';
import { BASIC_ARTICLES } from '../systems/explanation-articles.js';
import { isForbiddenPair } from '../systems/common/forbidden-pairs.js';
import { systemLabelSaid } from '../systems/registry.js';
import { said, say, type Said } from '../../messages/said.js';
import type { Translator } from '../../messages/translator.js';
import {
  NoValidPairingError,
  type PairingOptions,
  type PairingSystem,
} from '../systems/pairing-system.js';

/** What a check of a round's pairing (made or changed by hand) found. */
export interface RoundCheck {
  /** Absolute criteria broken: the pairing is not valid. */
  readonly absolute: readonly Said[];
  /** Quality criteria on which it is worse than the system's own pairing, bracket by bracket. */
  readonly worse: readonly Said[];
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
    return ref ? named(ref) : said('explain.playerNumber', { id });
  };
  const absolute: Said[] = pairingShapeFaults(t, round, pairing).map((fault) =>
    said('check.shape', { problem: fault.said }),
  );
  const lastRound = t.totalRounds !== null && round >= t.totalRounds;
  // C.04.5 2.2: the Double-Swiss has no colour criterion; each match gives both colours (4.4).
  const colourLimits = (system.gamesPerRound ?? 1) === 1;
  for (const [board, g] of pairing.games.entries()) {
    const met = metInRound(t, round, g.white, g.black);
    if (met !== null)
      absolute.push(
        said('check.rematch', {
          board: board + 1,
          white: who(g.white),
          black: who(g.black),
          round: facts.roundName(met),
          article: articles.rematch,
        }),
      );
    if (isForbiddenPair(t, g.white, g.black))
      absolute.push(
        said('check.forbidden', {
          board: board + 1,
          white: who(g.white),
          black: who(g.black),
          article: articles.forbidden,
        }),
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
          said('check.colours', {
            board: board + 1,
            player: who(id),
            threeInARow: three,
            difference: diff,
            articles: [
              `C.04.1 Art. ${three ? 7 : 6}`,
              ...(articles.absoluteColour ? [articles.absoluteColour] : []),
            ],
          }),
        );
    }
  }
  if (pairing.bye !== null) {
    const had = facts.byeBarredIn(pairing.bye);
    if (had !== null)
      absolute.push(
        said('check.byeAfterWin', {
          player: who(pairing.bye),
          round: facts.roundName(had),
          article: articles.byeEligibility,
        }),
      );
  }

  let engine: RoundPairing | null = null;
  try {
    engine = pairRound(t, round, system, options);
  } catch (e) {
    if (!(e instanceof NoValidPairingError)) throw e;
  }
  const worse: Said[] = [];
  if (engine !== null && absolute.length === 0) {
    for (const d of differences(
      profileOf(facts, engine, articles),
      profileOf(facts, pairing, articles),
      articles,
    ))
      if (d.chosenBetter)
        worse.push(
          said('check.worse', {
            criterion: d.criterion,
            other: d.other,
            chosen: d.chosen,
            system: systemLabelSaid(system),
            article: d.article,
          }),
        );
  }
  return { absolute, worse, engine };
}

/** The check as text in the language of `t`, one finding a line. */
export function formatCheck(round: number, check: RoundCheck, t: Translator): string {
  const lines: string[] = [];
  if (check.absolute.length === 0) lines.push(say(t, said('check.noneBroken', { round })));
  else
    lines.push(
      say(t, said('check.broken', { round, count: check.absolute.length })),
      ...check.absolute.map((a) => `  ${say(t, a)}`),
    );
  if (check.worse.length > 0)
    lines.push(say(t, said('check.worseThanEngine')), ...check.worse.map((w) => `  ${say(t, w)}`));
  else if (check.absolute.length === 0 && check.engine !== null)
    lines.push(say(t, said('check.asGood')));
  return lines.join('\n') + '\n';
}
