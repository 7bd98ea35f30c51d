/**
 * Named leases, one holder each: the upload a PATCH is writing (a second PATCH of it gets
 * 423 whichever process it reaches). Held by owner so the cluster's primary can free every
 * lease of a server process that died mid-request.
 */
export class Leases {
  readonly #holders = new Map<string, string>();

  /** True when `key` was free and is now `owner`'s. */
  acquire(owner: string, key: string): boolean {
    if (this.#holders.has(key)) return false;
    this.#holders.set(key, owner);
    return true;
  }

  /** Frees `key` if `owner` holds it. */
  release(owner: string, key: string): void {
    if (this.#holders.get(key) === owner) this.#holders.delete(key);
  }

  /** Frees every lease of `owner` (its process is gone). */
  releaseAll(owner: string): void {
    for (const [key, holder] of this.#holders) if (holder === owner) this.#holders.delete(key);
  }

  /** Leases held now (tests). */
  get size(): number {
    return this.#holders.size;
  }
}
