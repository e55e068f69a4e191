import { CertifiedSparseMatcher, classesByKey } from '../../matching/certified-sparse.js';
import { pairsEveryone } from '../common/pairs-everyone.js';
import { addTo, bitsFor, WeightLayout } from '../dutch/weight-layout.js';
import type { DubovPlayer } from './players.js';

/** Candidates of each player among the next ones in 4.2.2's order. */
const NEIGHBOURS = 8;

export interface UpfloaterRules {
  /** [C1], [C3]: may these two meet at all? */
  compatible(a: DubovPlayer, b: DubovPlayer): boolean;
  /** [C8]-[C10] apply "unless it is the last round". */
  readonly lastRound: boolean;
  /** 1.8.2: MaxT = 2 + [Rnds/5]. */
  readonly maxT: number;
}

/** Can `players` all be paired among themselves under [C1] and [C3]? */
export function pairable(players: readonly DubovPlayer[], rules: UpfloaterRules): boolean {
  return pairsEveryone(players.length, (i, j) => rules.compatible(players[i]!, players[j]!));
}

/**
 * 3.2.1-3.2.2 and 4.2: the upfloaters that join the residents of a
 * scoregroup. `lower` are the players still to pair with a lower score, in
 * the order of 4.2.2 (score descending, then TPN). Every player still to pair
 * is a vertex of one maximum-weight matching, its weights holding, in
 * priority order: [C4] everyone is paired; [C5] as many pairs among the
 * residents as possible (as few upfloaters as possible, since every resident
 * is paired, 3.2.1); [C6] the upfloaters' scores, the lowest first, as high
 * as possible; [C7] pairs of the bracket that grant both colour preferences;
 * [C8] upfloaters who are not maximum upfloaters; [C9] fewer earlier
 * upfloats of the maximum upfloaters chosen; [C10] upfloaters who did not
 * upfloat in the previous round. Then 4.1.3: the first set in 4.2's order,
 * rebuilt one candidate at a time.
 */
export function chooseUpfloaters(
  residents: readonly DubovPlayer[],
  lower: readonly DubovPlayer[],
  rules: UpfloaterRules,
): DubovPlayer[] {
  // Nobody needs to come up when the residents pair among themselves and the rest still can ([C4]).
  if (residents.length % 2 === 0 && pairable(residents, rules) && pairable(lower, rules)) return [];

  const players = [...residents, ...lower];
  const nR = residents.length;
  const n = players.length;
  const isMax = (p: DubovPlayer) => p.upfloats >= rules.maxT;
  const quality = !rules.lastRound;
  const lowerScores = [...new Set(lower.map((p) => p.score))].sort((a, b) => a - b);
  const maxUps = Math.max(0, ...lower.map((p) => p.upfloats)) + 1;

  const layout = new WeightLayout();
  const completionId = layout.add(bitsFor(n));
  const pairsId = layout.add(bitsFor(nR)); // [C5]
  const scoreIds = lowerScores.map(() => layout.add(bitsFor(nR))); // [C6]
  const colourId = layout.add(bitsFor(nR)); // [C7]
  const c8 = quality ? layout.add(bitsFor(nR)) : -1;
  const c9 = quality ? layout.add(bitsFor(nR * maxUps)) : -1;
  const c10 = quality ? layout.add(bitsFor(nR)) : -1;
  const orderId = layout.add(bitsFor(n + 2), true);
  layout.seal();
  const f = (id: number) => layout.field(id);
  const L = layout.limbs;

  const w = new Float64Array(L);
  const zero = new Float64Array(L);
  /** The criteria's weight of {i, j}, i < j, plus the bonus of 4.1.3 on an upfloater's pairs. */
  const weightOf = (i: number, j: number, bonus: number): Float64Array => {
    const a = players[i]!;
    const b = players[j]!;
    w.fill(0);
    addTo(w, f(completionId), 1);
    if (i < nR && j < nR) addTo(w, f(pairsId), 1);
    if (i < nR) {
      if (a.preference !== b.preference) addTo(w, f(colourId), 1);
      if (j >= nR) {
        // b comes up: [C6] counts, for each lower score below his, one more upfloater above it.
        lowerScores.forEach((s, k) => {
          if (b.score > s) addTo(w, f(scoreIds[k]!), 1);
        });
        if (quality) {
          if (!isMax(b)) addTo(w, f(c8), 1);
          addTo(w, f(c9), isMax(b) ? maxUps - b.upfloats : maxUps);
          if (!b.upfloatedLastRound) addTo(w, f(c10), 1);
        }
        w[f(orderId).limb] += bonus * f(orderId).unit;
      }
    }
    return w;
  };
  // A pair's criteria follow from what weightOf reads of its two players: the classes of a
  // certified sparse matching, residents' first, each named by one of its players.
  const classKey = (i: number) => {
    const p = players[i]!;
    if (i < nR) return `r${p.preference}`;
    const quality9 = quality ? `${isMax(p) ? p.upfloats : '-'}:${p.upfloatedLastRound}` : '';
    return `l${p.score}:${p.preference}:${quality9}`;
  };
  const { classOf, representative } = classesByKey(players.length, classKey);
  const matcher = new CertifiedSparseMatcher(
    {
      classOf,
      classCount: representative.length,
      classWeight: (a, b, out) => {
        const i = representative[a]!;
        const j = representative[b]!;
        out.set(weightOf(Math.min(i, j), Math.max(i, j), 0));
      },
      mayMeet: (i, j) => rules.compatible(players[i]!, players[j]!),
    },
    L,
  );
  // The candidates: every pair of residents, each resident with the first lower players, and
  // each player's next ones; the certificate brings in what else an optimum needs.
  for (let i = 0; i < n; i++) {
    const last = i < nR ? Math.min(n - 1, nR - 1 + NEIGHBOURS) : Math.min(n - 1, i + NEIGHBOURS);
    for (let j = i + 1; j <= last; j++) matcher.hold(i, j);
  }
  const setBonus = (c: number, bonus: number) => {
    for (let r = 0; r < nR; r++) matcher.setWeight(r, c, weightOf(r, c, bonus));
  };
  // A cut pair is all zero: the matching never holds it again (nor does one that may not meet).
  const cut = (i: number, j: number) => matcher.setWeight(i, j, zero);

  matcher.solve();
  const upAt = (c: number) => matcher.mate(c) >= 0 && matcher.mate(c) < nR;
  let needed = 0;
  for (let c = nR; c < n; c++) if (upAt(c)) needed++;
  const chosen: DubovPlayer[] = [];
  // 4.1.3: the sets in order of their smallest differing sequence number.
  for (let c = nR; c < n && chosen.length < needed; c++) {
    if (!upAt(c)) {
      setBonus(c, 1);
      matcher.solve();
    }
    if (upAt(c)) {
      chosen.push(players[c]!);
      for (let o = nR; o < n; o++) if (o !== c) cut(c, o);
    } else {
      for (let r = 0; r < nR; r++) cut(r, c);
    }
  }
  return chosen;
}
