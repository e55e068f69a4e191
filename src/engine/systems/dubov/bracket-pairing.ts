import { CertifiedSparseMatcher, classesByKey } from '../../matching/certified-sparse.js';
import { createMatcher, type WeightedMatcher } from '../../matching/index.js';
import type { DubovPlayer } from './players.js';

type Compatible = (a: DubovPlayer, b: DubovPlayer) => boolean;

/**
 * The best value, over perfect matchings of the bracket using only the pairs `edge` allows, of
 * the number of pairs and then of `score` summed over the pairs (null when no perfect matching
 * exists), kept in one matching for the whole of 3.2.4: a trial marks one player, so only his
 * pairs change, and the matcher resumes from the last optimum (a fresh dense matching for each
 * candidate tried took 1-2 s a round at 1,000 players). The value of an optimum is the same
 * whichever optimum the matcher holds, so resuming answers as a fresh solve would.
 */
class ShiftMatching {
  private readonly m: WeightedMatcher;
  private readonly w = new Float64Array(2);

  constructor(
    private readonly n: number,
    private readonly edge: (i: number, j: number) => boolean,
    private readonly score: (i: number, j: number) => number,
  ) {
    this.m = createMatcher(n, 2);
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) this.read(i, j);
  }

  /** Reads again the pairs of player i, whose mark changed. */
  update(i: number): void {
    for (let j = 0; j < this.n; j++) if (j !== i) this.read(i, j);
  }

  private read(i: number, j: number): void {
    if (!this.edge(i, j)) {
      this.m.removeEdge(i, j);
      return;
    }
    this.w[0] = 1;
    this.w[1] = this.score(i, j) + 1;
    this.m.setWeight(i, j, this.w);
  }

  best(): number | null {
    const m = this.m;
    m.solve();
    let pairs = 0;
    let total = 0;
    for (let i = 0; i < this.n; i++) {
      const j = m.mate(i);
      if (j > i) {
        pairs++;
        total += this.score(i, j);
      }
    }
    return 2 * pairs === this.n ? total : null;
  }
}

/** 4.3.3: sequence numbers from the (remaining) middle of the sorted list, the higher of two middles first. */
export function middleOut<T>(sorted: readonly T[]): T[] {
  const left = [...sorted];
  const out: T[] = [];
  while (left.length > 0) out.push(left.splice(Math.floor((left.length - 1) / 2), 1)[0]!);
  return out;
}

/** 4.3.2: White seekers by ascending ARO, then TPN; Black seekers by TPN. */
function shifterOrder(pool: readonly DubovPlayer[]): DubovPlayer[] {
  const sorted = [...pool].sort((a, b) =>
    a.preference === 'w' ? a.aro - b.aro || a.tpn - b.tpn : a.tpn - b.tpn,
  );
  return middleOut(sorted);
}

const grantsBoth = (a: DubovPlayer, b: DubovPlayer) => a.preference !== b.preference;

/**
 * Pair one bracket of residents and upfloaters (3.2.3-3.2.6). G1 holds the
 * White seekers (in a bracket where nobody has played yet, the first half
 * by TPN), G2 the others. 3.2.4: players of the smaller subgroup who must
 * unavoidably meet each other are shifted to the other subgroup, one per
 * such pair; then the larger subgroup gives up players until both are
 * equal. Each shift takes "the first set of players (first in the order
 * given by Article 4.3) that can yield a legal pairing that complies at best
 * with [C7]"; the sets are built one sequence number at a time, each step
 * checked by a maximum-weight matching. 3.2.5-3.2.6: S1 is G1 by ascending
 * ARO (then TPN), and each S1 player in turn meets the first G2 player by
 * TPN that still leaves a legal pairing of the rest.
 *
 * Decision: the transposition must also keep the best [C7] value that the
 * shifts were chosen for; a legal transposition that gives more players the
 * wrong colour would undo 3.2.4's purpose and 3.2.2's choice.
 */
export function pairDubovBracket(
  bracket: readonly DubovPlayer[],
  compatible: Compatible,
): [DubovPlayer, DubovPlayer][] {
  const n = bracket.length;
  const index = new Map(bracket.map((p, i) => [p, i]));
  const allUnplayed = bracket.every((p) => p.state.playedGames === 0);
  const byTpn = [...bracket].sort((a, b) => a.tpn - b.tpn);
  const inG1 = new Uint8Array(n);
  if (allUnplayed) byTpn.slice(0, n / 2).forEach((p) => (inG1[index.get(p)!] = 1));
  else bracket.forEach((p, i) => (inG1[i] = p.preference === 'w' ? 1 : 0));
  const g1Count = inG1.reduce((a, b) => a + b, 0);
  const smallerIsG1 = g1Count <= n - g1Count;
  const inSmaller = (i: number) => (inG1[i] === 1) === smallerIsG1;

  // The structure of the shifts: a pair inside a subgroup holds exactly one
  // of its shifters (S1 for the smaller, S2 for the larger subgroup); a
  // shifter never meets the other subgroup's stayers. Unmarked (0) players may take either role.
  const SHIFTED = 1;
  const STAYS = 2;
  const s1 = new Uint8Array(n);
  const s2 = new Uint8Array(n);
  const edge = (i: number, j: number) => {
    const a = bracket[i]!;
    const b = bracket[j]!;
    if (!compatible(a, b)) return false;
    const si = inSmaller(i);
    const sj = inSmaller(j);
    const mark = si ? s1 : s2;
    if (si === sj) {
      if (mark[i] === SHIFTED && mark[j] === SHIFTED) return false;
      if (mark[i] === STAYS && mark[j] === STAYS) return false;
      return true;
    }
    const small = si ? i : j;
    const large = si ? j : i;
    return s1[small] !== SHIFTED && s2[large] !== SHIFTED;
  };
  // Pairs inside the smaller subgroup cost more than anything else ([C7]:
  // each costs two wrong colours in the end, a pair in the larger one).
  const value = (i: number, j: number) =>
    inSmaller(i) && inSmaller(j) ? 0 : inSmaller(i) !== inSmaller(j) ? 2 : 1;
  // Most brackets need no shift: the natural pairing of equal subgroups is legal.
  const g1 = bracket.filter((_, i) => inG1[i] === 1).sort((a, b) => a.aro - b.aro || a.tpn - b.tpn);
  const g2 = bracket.filter((_, i) => inG1[i] === 0).sort((a, b) => a.tpn - b.tpn);
  const naturallyLegal = g1.length === g2.length && g1.every((p, i) => compatible(p, g2[i]!));
  if (!naturallyLegal && g1.length === g2.length) {
    // Equal subgroups that some legal pairing pairs across need no shift either (every pair
    // across, the best [C7] there is): 3.2.5-3.2.6 pair them as they stand.
    const across = transpose(g1, g2, compatible);
    if (across !== null) return across;
  }
  let matching: ShiftMatching | null = null;
  const shiftMatching = () => (matching ??= new ShiftMatching(n, edge, value));
  const target = naturallyLegal ? 2 * g1.length : shiftMatching().best();
  if (target === null) throw new Error('internal: a Dubov bracket without a legal pairing');
  // 3.2.4.1: how many pairs inside the smaller subgroup cannot be avoided.
  const smallCount = bracket.filter((_, i) => inSmaller(i)).length;
  const largeCount = n - smallCount;
  // target = 2 * cross + (large pairs) with cross = small - 2x, large pairs = (large - cross) / 2.
  let x = 0;
  while (2 * (smallCount - 2 * x) + (largeCount - (smallCount - 2 * x)) / 2 > target) x++;
  const y = (largeCount - (smallCount - 2 * x)) / 2;

  const chooseShifters = (pool: number[], mark: Uint8Array, count: number) => {
    let chosen = 0;
    for (const i of shifterOrder(pool.map((k) => bracket[k]!)).map((p) => index.get(p)!)) {
      if (chosen === count) {
        mark[i] = STAYS;
        matching?.update(i);
        continue;
      }
      mark[i] = SHIFTED;
      const trial = shiftMatching();
      trial.update(i);
      if (trial.best() === target) chosen++;
      else {
        mark[i] = STAYS;
        trial.update(i);
      }
    }
  };
  const smaller = bracket.map((_, i) => i).filter(inSmaller);
  const larger = bracket.map((_, i) => i).filter((i) => !inSmaller(i));
  chooseShifters(smaller, s1, x);
  chooseShifters(larger, s2, y);

  // The final subgroups.
  const finalG1 = bracket.filter(
    (_, i) => (inG1[i] === 1) !== ((inSmaller(i) ? s1 : s2)[i] === SHIFTED),
  );
  const finalG2 = bracket.filter((p) => !finalG1.includes(p));
  const S1 = [...finalG1].sort((a, b) => a.aro - b.aro || a.tpn - b.tpn); // 3.2.5
  const G2 = [...finalG2].sort((a, b) => a.tpn - b.tpn); // 4.4.2

  // 3.2.6 and 4.4: the first transposition of G2 with a legal (and, decided above, [C7]-best) pairing.
  const pairs = transpose(S1, G2, compatible);
  if (pairs === null) throw new Error('internal: no legal transposition of G2');
  return pairs;
}

/** Candidates of each S1 player in the transposition's matching: the G2 players near his natural partner. */
const NEAR_NATURAL = 8;
/** Opponents given a bonus at once in a transposition's step. */
const BONUS_WINDOW = 16;

/**
 * 3.2.6 and 4.4: each S1 player in turn meets the first G2 player by TPN that still leaves a
 * legal pairing of the rest granting as many colour preferences as the best one (the decision
 * above); null when S1 and G2 have no legal pairing. Where the natural pairing of the players left
 * is legal and grants every preference that can be granted, it is theirs. Otherwise one matching
 * of S1 against G2 (pairs, then pairs granting both preferences) answers every step: the S1
 * player whose turn it is gets a bonus on his pairs, highest for the first G2 player by TPN, below
 * both criteria, so that the optimum pairs him with the first opponent an optimum of the rest
 * allows (whichever optimum the matcher finds: the bonus makes his partner unique); that pair is
 * then kept and the matcher resumes from its optimum. The matching is a certified sparse one: a
 * pair's criteria follow from its players' sides and colour preferences, and it holds the pairs
 * near the natural pairing, the turn's player's own, and what the certificate brings in (a dense
 * matching took 1-2 s a round at 1,000 players when forbidden pairs broke the natural pairing).
 */
function transpose(
  S1: readonly DubovPlayer[],
  G2: readonly DubovPlayer[],
  compatible: Compatible,
): [DubovPlayer, DubovPlayer][] | null {
  const s = S1.length;
  if (s !== G2.length) return null;
  const all = [...S1, ...G2];
  const n = all.length;
  const taken = new Uint8Array(n);
  const pairs: [DubovPlayer, DubovPlayer][] = [];
  const w = new Float64Array(3);
  const zero = new Float64Array(3);
  let m: CertifiedSparseMatcher | null = null;
  const matcher = () => {
    const { classOf, representative } = classesByKey(
      n,
      (i) => `${i < s ? 's' : 'g'}${all[i]!.preference}`,
    );
    const made = new CertifiedSparseMatcher(
      {
        classOf,
        classCount: representative.length,
        classWeight: (a, b, out) => {
          const i = representative[a]!;
          const j = representative[b]!;
          if (i < s === j < s) return; // S1 meets G2 only
          out[0] = 1;
          out[1] = grantsBoth(all[i]!, all[j]!) ? 1 : 0;
        },
        mayMeet: (i, j) => compatible(all[i]!, all[j]!),
      },
      3,
    );
    for (let k = 0; k < s; k++)
      for (let j = Math.max(0, k - NEAR_NATURAL); j <= Math.min(s - 1, k + NEAR_NATURAL); j++)
        if (!taken[k] && !taken[s + j]) made.hold(k, s + j);
    return made;
  };
  for (let i = 0; i < s; i++) {
    // The natural pairing of the rest, when legal and granting every preference that can be
    // granted, is what the steps below would choose one by one.
    const rest = G2.filter((_, k) => !taken[s + k]);
    if (crossNaturalIsBest(S1.slice(i), rest, compatible)) {
      for (let k = i; k < s; k++) pairs.push([S1[k]!, rest[k - i]!]);
      return pairs;
    }
    const matching = (m ??= matcher());
    // The opponents by TPN, a few at a time: a bonus on the next few only (the first the most)
    // finds the first of them an optimum allows, or says that none of them is allowed (his
    // pairs beyond them weigh no bonus); whether an optimum allows a pair does not depend on the
    // bonuses, so the first found is the first of all.
    const opponents: number[] = [];
    for (let j = s; j < n; j++) if (!taken[j] && compatible(all[i]!, all[j]!)) opponents.push(j);
    let q = -1;
    for (let from = 0; from < opponents.length && q === -1; from += BONUS_WINDOW) {
      const next = opponents.slice(from, from + BONUS_WINDOW);
      next.forEach((j, k) => {
        matching.classWeightOf(i, j, w);
        w[2] = next.length - k;
        matching.setWeight(i, j, w);
      });
      matching.solve();
      if (next.includes(matching.mate(i))) q = matching.mate(i);
    }
    if (q === -1) return null;
    pairs.push([all[i]!, all[q]!]);
    taken[q] = 1;
    for (let j = s; j < n; j++) if (j !== q && !taken[j]) matching.setWeight(i, j, zero);
    for (let k = i + 1; k < s; k++) matching.setWeight(k, q, zero);
  }
  return pairs;
}

/** Is the natural pairing of s1 with g2 legal and granting every preference that can be granted? */
function crossNaturalIsBest(
  s1: readonly DubovPlayer[],
  g2: readonly DubovPlayer[],
  compatible: Compatible,
): boolean {
  let natural = 0;
  for (let i = 0; i < s1.length; i++) {
    if (!compatible(s1[i]!, g2[i]!)) return false;
    if (grantsBoth(s1[i]!, g2[i]!)) natural++;
  }
  const whites = (list: readonly DubovPlayer[]) => list.filter((p) => p.preference === 'w').length;
  const ceiling =
    Math.min(whites(s1), g2.length - whites(g2)) + Math.min(s1.length - whites(s1), whites(g2));
  return natural === ceiling;
}
