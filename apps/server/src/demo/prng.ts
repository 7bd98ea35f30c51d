/**
 * A small seeded pseudo-random generator (mulberry32). The demo catalogue must be the same
 * on every machine for the same seed, so nothing here touches Math.random.
 */
export class Prng {
  #state: number;

  /** Starts a sequence from `seed` (any integer; 0 is fine). */
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** Index chosen with the given relative weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** `count` distinct indexes of [0, n), in draw order (count is capped at n). */
  distinct(n: number, count: number): number[] {
    const out: number[] = [];
    const want = Math.min(count, n);
    while (out.length < want) {
      const i = Math.floor(this.next() * n);
      if (!out.includes(i)) out.push(i);
    }
    return out;
  }

  /** A heavy-tailed positive number (log-normal) around `median`. */
  logNormal(median: number, sigma: number): number {
    // Box-Muller; 1 - next() keeps the log argument out of zero.
    const u = 1 - this.next();
    const v = this.next();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return median * Math.exp(sigma * z);
  }

  /** A child generator, so one part of the catalogue does not shift another's sequence. */
  fork(salt: number): Prng {
    return new Prng((Math.imul(this.int(0, 0x7fffffff), 31) ^ salt) >>> 0);
  }
}
