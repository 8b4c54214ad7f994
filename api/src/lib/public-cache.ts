// Serialised answers of public reads, kept as encoded bytes, so a hot list is one Map lookup instead of a
// query, a stringify and a UTF-8 encoding of a large mostly-Cyrillic string.
// Writes in this process clear it at once; the TTL bounds staleness when several processes share a database.
export class PublicCache {
  private readonly entries = new Map<string, { body: Buffer; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: Buffer): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { body, expiresAt: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
