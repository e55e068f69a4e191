import { BlossomSearch } from './blossom-search.js';

/** The LP optimality certificate of the matcher's solution, checked in full (tests, diagnostics). */
export class MatcherCertificate extends BlossomSearch {
  constructor(vertexCount: number, limbs: number, degree: number, hashedIndex: boolean) {
    super(vertexCount, limbs, degree, hashedIndex);
  }

  /**
   * Checks the LP optimality certificate of the current solution (dual feasibility, tight matched
   * and blossom edges, zero duals on free vertices, non-negative duals). Returns null when it
   * holds, else a description of the first violation. Meant for tests and diagnostics.
   */
  certificateError(): string | null {
    const n = this.n;
    const L = this.limbs;
    const slack = new Float64Array(L);
    const zAll = new Float64Array(L);
    for (let v = 0; v < n; v++) {
      if (this.compareDual(v) < 0) return `negative dual at vertex ${v}`;
      const m = this.mates[v];
      if (m === -1 && this.compareDual(v) !== 0) return `free vertex ${v} has a positive dual`;
      if (m !== -1 && (this.mates[m] !== v || this.slotOf(v * n + m) < 0)) {
        return `inconsistent mate at ${v}`;
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] < 0) continue;
      const count = this.collectLeaves(b);
      let inside = 0;
      for (let i = 0; i < count; i++) {
        const m = this.mates[this.leaves[i]];
        if (m !== -1) {
          let c = m;
          while (c !== -1 && c !== b) c = this.parent[c];
          if (c === b) inside++;
        }
      }
      if (inside !== count - 1) return `blossom ${b} is not near-perfectly matched inside`;
      for (let k = 0; k < L; k++) {
        const x = this.z[k * 2 * n + b];
        if (x !== 0) {
          if (x < 0) return `negative blossom dual at ${b}`;
          break;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      for (let s = this.blockStart[i], end = s + this.degree[i]; s < end; s++) {
        const j = this.slotTo[s];
        if (j < i) continue;
        zAll.fill(0);
        // sum the duals of blossoms containing both ends
        for (let b = this.parent[i]; b !== -1; b = this.parent[b]) {
          let c = j;
          while (c !== -1 && c !== b) c = this.parent[c];
          if (c === b) for (let k = 0; k < L; k++) zAll[k] += this.z[k * 2 * n + b];
        }
        for (let k = 0; k < L; k++) {
          slack[k] = this.u[k * n + i] + this.u[k * n + j] - this.limbOf(k, s) + zAll[k];
        }
        let sign = 0;
        for (let k = 0; k < L && sign === 0; k++) sign = Math.sign(slack[k]);
        if (sign < 0) return `edge ${i}-${j} violates dual feasibility`;
        if (this.mates[i] === j && sign !== 0) return `matched edge ${i}-${j} is not tight`;
      }
    }
    return null;
  }
}
