/**
 * The server's verdicts per host, kept in storage.local so a revisit badges at once without a request.
 * Entries expire after SITE_CACHE_TTL_MS; the oldest go first beyond SITE_CACHE_MAX_HOSTS.
 */
import { z } from 'zod';
import { storage } from 'wxt/utils/storage';
import { SiteSummarySchema, type SiteSummary } from '../lib/site-summary';

export const SITE_CACHE_TTL_MS = 60 * 60 * 1000;
export const SITE_CACHE_MAX_HOSTS = 500;

const CacheEntrySchema = z.object({ summary: SiteSummarySchema, storedAt: z.number() });
type CacheEntry = z.infer<typeof CacheEntrySchema>;
const CacheSchema = z.record(z.string(), CacheEntrySchema).catch({});

export const siteCacheItem = storage.defineItem<Record<string, CacheEntry>>('local:siteCache', {
  fallback: {},
  version: 1,
});

export async function cachedSite(host: string, now = Date.now()): Promise<SiteSummary | null> {
  const entry = CacheSchema.parse(await siteCacheItem.getValue())[host];
  if (entry === undefined || now - entry.storedAt >= SITE_CACHE_TTL_MS) return null;
  return entry.summary;
}

export async function cacheSite(summary: SiteSummary, now = Date.now()): Promise<void> {
  const cache = CacheSchema.parse(await siteCacheItem.getValue());
  cache[summary.host] = { summary, storedAt: now };
  const kept = Object.entries(cache)
    .filter(([, entry]) => now - entry.storedAt < SITE_CACHE_TTL_MS)
    .sort(([, a], [, b]) => b.storedAt - a.storedAt)
    .slice(0, SITE_CACHE_MAX_HOSTS);
  await siteCacheItem.setValue(Object.fromEntries(kept));
}

export async function clearSiteCache(): Promise<void> {
  await siteCacheItem.setValue({});
}
