// A brief read cache of the Acoustic hub's delivery answers, so the hub is not asked on every
// page view. It lives in this process's memory on purpose, unlike the throttles and the outbox:
// what it keeps is public, published content that every process reads alike, a process that
// has not seen an answer yet simply asks the hub once itself, and two processes can differ for
// at most the cache's time, which a content team already waits for after publishing (the hub's
// own CDN caches too). A PostgreSQL round trip per page view would cost about what it saves.
// Only answers are kept: a failure is asked again next time, so a hub that comes back is seen at once.

export interface DeliveryCache {
  /** The answer kept under `key` while fresh; else load()'s, kept when it is not undefined. Callers of one key at once share one load. */
  get<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
}

/** At most this many answers are kept; the oldest goes first. A search answer is a few hundred kilobytes at most. */
const MAX_ENTRIES = 500;

export function memoryCache(seconds: number, now: () => number = Date.now): DeliveryCache {
  if (seconds <= 0) return { get: (_key, load) => load() };
  const kept = new Map<string, { until: number; value: unknown }>();
  const loading = new Map<string, Promise<unknown>>();

  const keep = (key: string, value: unknown) => {
    kept.delete(key);
    kept.set(key, { until: now() + seconds * 1000, value });
    if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
  };

  return {
    get<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      const hit = kept.get(key);
      if (hit && hit.until > now()) return Promise.resolve(hit.value as T);
      const pending = loading.get(key);
      if (pending) return pending as Promise<T | undefined>;
      const loaded = load()
        .then((value) => {
          if (value !== undefined) keep(key, value);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, loaded);
      return loaded;
    },
  };
}
