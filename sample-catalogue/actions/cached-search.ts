import type { CatalogueStore } from '../store/catalogue-store.js';

/** A few recent searches per store; a harvest pages through one or two at a time. */
const kept = 4;
const caches = new WeakMap<CatalogueStore, { generation: number; hits: Map<string, unknown> }>();

/**
 * The hits of a search, computed once while the store does not change. Any change to any
 * dataset (insert, save, delete, invalidateAll) drops them all, as Solr's commit would.
 */
export function cachedSearch<T>(store: CatalogueStore, key: string, search: () => T): T {
  let cache = caches.get(store);
  if (!cache || cache.generation !== store.generation) {
    cache = { generation: store.generation, hits: new Map() };
    caches.set(store, cache);
  }
  if (cache.hits.has(key)) return cache.hits.get(key) as T;
  const hits = search();
  cache.hits.set(key, hits);
  if (cache.hits.size > kept) cache.hits.delete(cache.hits.keys().next().value!);
  return hits;
}
