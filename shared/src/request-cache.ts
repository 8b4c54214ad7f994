// Memoises GET requests for the life of the page, so the shell and the remotes (which share this
// module as a federation singleton) fetch a list once per visit. A failed request is forgotten.
const cache = new Map<string, Promise<unknown>>();

export function cachedRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

/** Drops cached entries whose key starts with `prefix` (all of them without one). */
export function invalidateCache(prefix = ''): void {
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
