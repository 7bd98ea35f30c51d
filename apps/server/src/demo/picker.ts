import type { Prng } from './prng.ts';

/**
 * Draws indexes with fixed relative weights in O(log n) (cumulative sums + binary search),
 * cheap enough for millions of draws when linking videos to categories, models, keywords.
 */
export class WeightedPicker {
  readonly #cumulative: Float64Array;
  readonly #total: number;

  /** `weights[i]` is the relative chance of index i; at least one must be positive. */
  constructor(weights: readonly number[]) {
    this.#cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += Math.max(0, weights[i] as number);
      this.#cumulative[i] = sum;
    }
    if (!(sum > 0)) throw new Error('WeightedPicker needs at least one positive weight');
    this.#total = sum;
  }

  /** Number of indexes the picker draws from. */
  get size(): number {
    return this.#cumulative.length;
  }

  /** One index. */
  pick(rng: Prng): number {
    const r = rng.next() * this.#total;
    let lo = 0;
    let hi = this.#cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Up to `count` distinct indexes (fewer when the draws keep colliding). */
  pickDistinct(rng: Prng, count: number): number[] {
    const out: number[] = [];
    const want = Math.min(count, this.size);
    for (let tries = 0; out.length < want && tries < want * 8; tries++) {
      const i = this.pick(rng);
      if (!out.includes(i)) out.push(i);
    }
    return out;
  }
}

/** Zipf-like weights 1/(rank+1)^s, shuffled so the favourite is not always index 0. */
export function zipfWeights(rng: Prng, n: number, s = 0.8): number[] {
  const weights = Array.from({ length: n }, (_, rank) => 1 / (rank + 1) ** s);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [weights[i], weights[j]] = [weights[j] as number, weights[i] as number];
  }
  return weights;
}
