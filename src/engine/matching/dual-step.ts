import { LABEL_NONE, LABEL_S, LABEL_T } from './blossom-forest.js';
import { AlternatingTrees } from './alternating-trees.js';
import { BEST_NONE, BEST_UNKNOWN } from './least-slack.js';

export const EVENT_NONE = 0;
export const EVENT_ZERO_DUAL = 1;
export const EVENT_FREE_EDGE = 2;
export const EVENT_S_EDGE = 3;
export const EVENT_EXPAND = 4;
export const EVENT_BLOSSOM_EDGE = 5;

/**
 * The dual step: the largest change of the duals that keeps them feasible, the event that bounds
 * it (a dual reaching zero, an edge becoming tight, a T-blossom to expand), and applying it.
 */
export class DualStep extends AlternatingTrees {
  protected readonly step: Float64Array;
  protected eventArg = -1;

  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
    this.step = new Float64Array(limbs);
  }

  /**
   * Chooses the largest dual step that keeps the duals feasible (leaves it in this.step) and
   * returns the event it triggers, with its argument in this.eventArg. Every bound is
   * non-negative, so a zero step ends the search for it early.
   *
   * A stale best[] entry still bounds its vertex from below (it was the least key over a superset
   * of the current candidates), so it is only recomputed when that bound could beat the step
   * found among the valid entries.
   */
  protected findStep(): number {
    const n = this.n;
    const L = this.limbs;
    const u0 = this.u0;
    const bk0 = this.bestKey0;
    const inb = this.inb;
    const label = this.label;
    const best = this.best;
    const a0 = this.acc[0];
    let event = EVENT_NONE;
    let arg = -1;
    let d0 = Infinity;
    let anyStale = false;
    const bestEpoch = this.bestEpoch;
    const sEpoch = this.sEpoch;
    for (let x = 0; x < n; x++) {
      const bx = inb[x];
      const lab = label[bx];
      if (lab === LABEL_T) continue;
      let kind = EVENT_FREE_EDGE;
      if (lab === LABEL_S) {
        // the dual of an S-vertex may not become negative
        const c0 = u0[x];
        if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(EVENT_ZERO_DUAL, x))) {
          this.takeStep(EVENT_ZERO_DUAL, x);
          d0 = c0;
          event = EVENT_ZERO_DUAL;
          arg = x;
          if (d0 === 0 && this.stepIsZero()) break;
        }
        // an edge between two S-blossoms loses twice the step (blossoms: see below)
        if (bx !== x) continue;
        kind = EVENT_S_EDGE;
      }
      // (for an unlabeled vertex, an edge from an S-vertex loses the step)
      const y = best[x];
      if (y === BEST_NONE) continue;
      if (y === BEST_UNKNOWN) {
        anyStale = true;
        continue;
      }
      const by = inb[y];
      if (by === bx || label[by] !== LABEL_S || bestEpoch[x] !== sEpoch[y]) {
        anyStale = true;
        continue;
      }
      let c0 = bk0[x] - a0 + u0[x];
      if (kind === EVENT_S_EDGE) c0 /= 2;
      if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(kind, x))) {
        this.takeStep(kind, x);
        d0 = c0;
        event = kind;
        arg = x;
        if (d0 === 0 && this.stepIsZero()) break;
      }
    }
    if (d0 === 0 && this.stepIsZero()) {
      this.eventArg = arg;
      return event;
    }
    const z = this.z;
    const u = this.u;
    for (let b = n, top = this.blossomTop; b <= top; b++) {
      if (this.base[b] < 0 || this.parent[b] !== -1) continue;
      const lab = label[b];
      if (lab === LABEL_T) {
        // the dual of a T-blossom loses twice the step and may not become negative
        const c0 = z[b] / 2;
        if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(EVENT_EXPAND, b))) {
          this.takeStep(EVENT_EXPAND, b);
          d0 = c0;
          event = EVENT_EXPAND;
          arg = b;
        }
      } else if (lab === LABEL_S) {
        // least-slack edge from this S-blossom to another
        if (this.ssBuilt[b] === 0 || !this.blossomBestIsValid(b)) this.refreshBlossomBest(b);
        const e = this.ssBest[b];
        if (e === -1) continue;
        const c0 = (u[this.slotFrom[e]] + u[this.slotTo[e]] - this.w0[e]) / 2;
        if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(EVENT_BLOSSOM_EDGE, b))) {
          this.takeStep(EVENT_BLOSSOM_EDGE, b);
          d0 = c0;
          event = EVENT_BLOSSOM_EDGE;
          arg = b;
        }
      }
    }
    for (let x = 0; x < n && anyStale; x++) {
      const lab = label[inb[x]];
      const kind =
        lab === LABEL_S && inb[x] === x ? EVENT_S_EDGE : lab === LABEL_NONE ? EVENT_FREE_EDGE : 0;
      if (kind === 0 || best[x] === BEST_NONE || !this.bestIsStale(x)) continue;
      let c0 = bk0[x] - a0 + u0[x];
      if (kind === EVENT_S_EDGE) c0 /= 2;
      if (c0 > d0 || (c0 === d0 && !(L > 1 && this.beatsStep(kind, x)))) continue;
      this.recomputeBest(x);
      if (best[x] === BEST_NONE) continue;
      c0 = bk0[x] - a0 + u0[x];
      if (kind === EVENT_S_EDGE) c0 /= 2;
      if (c0 < d0 || (c0 === d0 && L > 1 && this.beatsStep(kind, x))) {
        this.takeStep(kind, x);
        d0 = c0;
        event = kind;
        arg = x;
      }
    }
    this.eventArg = arg;
    return event;
  }

  /** Limb k of the bound on the dual step set by `kind` at vertex (or blossom) x. */
  protected bound(kind: number, x: number, k: number): number {
    const n = this.n;
    switch (kind) {
      case EVENT_ZERO_DUAL:
        return this.u[k * n + x];
      case EVENT_FREE_EDGE:
        return this.bestKey[k * n + x] - this.acc[k] + this.u[k * n + x];
      case EVENT_S_EDGE:
        return (this.bestKey[k * n + x] - this.acc[k] + this.u[k * n + x]) / 2;
      case EVENT_BLOSSOM_EDGE: {
        const e = this.ssBest[x];
        return (
          (this.u[k * n + this.slotFrom[e]] + this.u[k * n + this.slotTo[e]] - this.limbOf(k, e)) /
          2
        );
      }
      default:
        return this.z[k * 2 * n + x] / 2;
    }
  }

  /**
   * True when the bound of (kind, x) is below the current step (limb 0 known equal). Ties on
   * limb 0 are the rule in a bracket's weights: the vertex kinds are read without going through
   * bound() for each limb.
   */
  protected beatsStep(kind: number, x: number): boolean {
    const step = this.step;
    const L = this.limbs;
    const n = this.n;
    const u = this.u;
    if (kind === EVENT_ZERO_DUAL) {
      for (let k = 1; k < L; k++) {
        const c = u[k * n + x];
        if (c !== step[k]) return c < step[k];
      }
      return false;
    }
    if (kind === EVENT_FREE_EDGE || kind === EVENT_S_EDGE) {
      const key = this.bestKey;
      const acc = this.acc;
      const half = kind === EVENT_S_EDGE;
      for (let k = 1; k < L; k++) {
        const at = k * n + x;
        const whole = key[at] - acc[k] + u[at];
        const c = half ? whole / 2 : whole;
        if (c !== step[k]) return c < step[k];
      }
      return false;
    }
    for (let k = 1; k < L; k++) {
      const c = this.bound(kind, x, k);
      if (c !== step[k]) return c < step[k];
    }
    return false;
  }

  protected takeStep(kind: number, x: number): void {
    const step = this.step;
    for (let k = 0; k < this.limbs; k++) {
      const c = this.bound(kind, x, k);
      if ((kind === EVENT_S_EDGE || kind === EVENT_BLOSSOM_EDGE) && c % 1 !== 0) {
        throw new Error('matching: odd S-S slack (internal error)');
      }
      step[k] = c;
    }
  }

  protected stepIsZero(): boolean {
    const step = this.step;
    for (let k = 0; k < this.limbs; k++) if (step[k] !== 0) return false;
    return true;
  }

  protected applyStep(): void {
    const L = this.limbs;
    const step = this.step;
    if (this.stepIsZero()) return;
    const n = this.n;
    const u = this.u;
    const inb = this.inb;
    const label = this.label;
    for (let k = 0; k < L; k++) {
      const d = step[k];
      if (d === 0) continue;
      const off = k * n;
      for (let x = 0; x < n; x++) {
        const lab = label[inb[x]];
        if (lab === LABEL_S) u[off + x] -= d;
        else if (lab === LABEL_T) u[off + x] += d;
      }
      this.acc[k] += d;
    }
    const z = this.z;
    const n2 = 2 * n;
    for (let b = n, top = this.blossomTop; b <= top; b++) {
      if (this.base[b] < 0 || this.parent[b] !== -1) continue;
      const lab = label[b];
      if (lab === LABEL_S) {
        for (let k = 0; k < L; k++) z[k * n2 + b] += 2 * step[k];
      } else if (lab === LABEL_T) {
        for (let k = 0; k < L; k++) z[k * n2 + b] -= 2 * step[k];
      }
    }
  }
}
