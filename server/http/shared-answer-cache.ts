interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * Answers that are the same for every player of a tenant (the game catalogue), kept for a few
 * seconds in this instance: under load the database answers each key once per lifetime instead of
 * once per request, and concurrent misses share one query. The catalogue changes only when a
 * tenant is seeded, so a few seconds of staleness is invisible. Lifetimes run on the process clock
 * (`performance.now()`), not the business clock a test may move.
 */
export class SharedAnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    // A full cache starts over rather than tracking recency: keys are tenants × filters, few.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { expiresAt: now + this.lifetimeMs, value });
    // A failure is answered to the callers that share it, never kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
