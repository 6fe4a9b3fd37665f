/**
 * A small, fast, seeded random source (mulberry32). The seed uses it for every structural choice;
 * faker only fills the name and word pools once, because calling faker per record is too slow
 * for the large scale.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    // Mix the seed so nearby seeds (1, 2, 3) do not start in nearby states.
    this.#state = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ 0xc2b2ae35) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick on an empty list');
    return item;
  }

  /** One element, favouring the start of the list (index ~ u^skew), for long-tail spreads. */
  pickSkewed<T>(items: readonly T[], skew: number): T {
    const item = items[Math.floor(this.next() ** skew * items.length)];
    if (item === undefined) throw new Error('Random.pickSkewed on an empty list');
    return item;
  }

  /** Up to `count` distinct elements, in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
  }

  /** A new independent stream, so one part of the seed does not shift another's draws. */
  fork(salt: number): Random {
    return new Random((this.int(0, 0x7fffffff) ^ Math.imul(salt, 0x27d4eb2d)) >>> 0);
  }
}
