/** A seeded random source (sfc32), so that a seed replays the same calls in the same order. */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(readonly seed: number) {
    this.#a = 0x9e3779b9;
    this.#b = 0x243f6a88;
    this.#c = 0xb7e15162;
    this.#d = seed >>> 0;
    for (let i = 0; i < 15; i += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.#a >>>= 0;
    this.#b >>>= 0;
    this.#c >>>= 0;
    this.#d >>>= 0;
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)];
  }

  /** Up to `max` distinct items, in random order. */
  some<T>(items: readonly T[], max: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    const n = Math.min(pool.length, this.int(max + 1));
    for (let i = 0; i < n; i += 1) out.push(pool.splice(this.int(pool.length), 1)[0]);
    return out;
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += '0123456789abcdef'[this.int(16)];
    return out;
  }

  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${'89ab'[this.int(4)]}${this.hex(3)}-${this.hex(12)}`;
  }

  /** A random 32-bit seed for another stream (each test part has its own, so parts replay alone). */
  fork(): Random {
    return new Random(this.int(2 ** 32));
  }
}
