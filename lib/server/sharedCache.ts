/**
 * What a class of callers shares (docs/DECISIONS.md, Caching): a page or a
 * list that every certified retailer, or every visitor, gets alike. A value is
 * kept while the database reports no change that could alter it (DbHandle.version,
 * lib/server/db/changes.ts) and for at most `seconds`, which bounds what time
 * alone changes (a flash sale that ends) and, with several PostgreSQL
 * instances, the writes of the others. The oldest value goes first when it is full.
 */
export class SharedCache<T> {
  private readonly entries = new Map<string, { value: T; version: string; storedAt: number }>();

  constructor(
    readonly seconds: number,
    private readonly max: number,
  ) {}

  /** The value kept for `key`, if the database is still at `version` and it is fresh at `now` (ms). */
  get(key: string, version: string, now: number): T | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== version || now >= entry.storedAt + this.seconds * 1000 || now < entry.storedAt) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  /** Keeps `value`, read from the database at `version` (taken before the reading began) at `now`. */
  set(key: string, value: T, version: string, now: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, version, storedAt: now });
  }
}

/** How long a shared page or list serves at most, in seconds. */
export const SHARED_SECONDS = 5;
