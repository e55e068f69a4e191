/**
 * Edge weights of the Dutch matching encode the pairing criteria in priority
 * order: the most important criterion is the most significant field. They do
 * not fit a double, so the fields are packed, most significant first, into a
 * few "limbs" (doubles compared lexicographically by the matcher). A field
 * never straddles two limbs, and each field is wide enough for the largest
 * difference of its totals between two matchings, so that comparing packed
 * limbs compares the fields one by one.
 */

/** Bits per limb: leaves headroom under 2^53 for the matcher's dual arithmetic. */
const LIMB_BITS = 40;

export interface Field {
  readonly limb: number;
  /** Value of one unit of this field inside its limb (a power of two). */
  readonly unit: number;
}

/** Bits needed to write n in binary (0 for n = 0). */
export function bitsFor(n: number): number {
  return n <= 0 ? 0 : Math.floor(Math.log2(n)) + 1;
}

export class WeightLayout {
  private readonly widths: number[] = [];
  private readonly limbStarts = new Set<number>();
  private fields: Field[] = [];
  private limbCount = 0;

  /**
   * Declare the next (less significant) field, `bits` wide. Returns its index.
   * `ownLimb` starts a new limb with it, so that the fields above can be told
   * apart from it in a limb vector.
   */
  add(bits: number, ownLimb = false): number {
    this.widths.push(Math.max(1, bits));
    if (ownLimb) this.limbStarts.add(this.widths.length - 1);
    return this.widths.length - 1;
  }

  /** Fix the packing; call once after every field is declared. */
  seal(): this {
    const limbs: number[][] = [[]];
    let used = 0;
    for (let f = 0; f < this.widths.length; f++) {
      const bits = this.widths[f]!;
      if (bits > LIMB_BITS) throw new Error(`weight field of ${bits} bits does not fit a limb`);
      if (used + bits > LIMB_BITS || (this.limbStarts.has(f) && used > 0)) {
        limbs.push([]);
        used = 0;
      }
      limbs[limbs.length - 1]!.push(f);
      used += bits;
    }
    this.fields = new Array<Field>(this.widths.length);
    limbs.forEach((members, limb) => {
      let shift = 0;
      for (let k = members.length - 1; k >= 0; k--) {
        const f = members[k]!;
        this.fields[f] = { limb, unit: 2 ** shift };
        shift += this.widths[f]!;
      }
    });
    this.limbCount = limbs.length;
    return this;
  }

  get limbs(): number {
    return this.limbCount;
  }

  field(index: number): Field {
    return this.fields[index]!;
  }

  zero(): Float64Array {
    return new Float64Array(this.limbCount);
  }
}

export function addTo(w: Float64Array, field: Field, value: number): void {
  w[field.limb] += value * field.unit;
}

/**
 * Declare section D's order of candidates (see EdgeWeights): D.2.a's count
 * of S1 players kept in S1 above the rest. It is one field while it fits a
 * limb (the high part is then the same limb at a larger unit, so the sums
 * are those of one field); in brackets of thousands of residents it takes
 * two limbs of its own. Call before seal(); the returned function gives
 * the two fields after it.
 */
export function addOrderFields(
  layout: WeightLayout,
  countBits: number,
  players: number,
): () => { orderHigh: Field; order: Field } {
  const bits = Math.max(3 * countBits + 3, bitsFor(4 * players));
  if (bits <= LIMB_BITS) {
    const id = layout.add(bits, true);
    return () => {
      const order = layout.field(id);
      return {
        order,
        orderHigh: { limb: order.limb, unit: order.unit * 2 * 2 ** (2 * countBits) },
      };
    };
  }
  const high = layout.add(countBits + 1, true);
  const low = layout.add(Math.max(2 * countBits + 3, bitsFor(4 * players)), true);
  return () => ({ orderHigh: layout.field(high), order: layout.field(low) });
}
