import { describe, expect, it } from 'vitest';
import { createReportCache } from './report-cache';

const entry = (id: string) => ({ id });

describe('createReportCache', () => {
  it('returns what was stored until it expires', () => {
    let time = 5_000;
    const cache = createReportCache<{ id: string }>({ ttlMs: 1000, now: () => time });
    cache.set('a.com', entry('1'));
    time = 5_999;
    expect(cache.get('a.com')?.id).toBe('1');
    time = 6_001;
    expect(cache.get('a.com')).toBeUndefined();
  });

  it('replaces a domain’s entry with the newer one', () => {
    const cache = createReportCache<{ id: string }>();
    cache.set('a.com', entry('1'));
    cache.set('a.com', entry('2'));
    expect(cache.get('a.com')?.id).toBe('2');
  });

  it('drops the least recently used domain when full', () => {
    const cache = createReportCache<{ id: string }>({ maxEntries: 2 });
    cache.set('a.com', entry('1'));
    cache.set('b.com', entry('2'));
    cache.get('a.com');
    cache.set('c.com', entry('3'));
    expect(cache.get('b.com')).toBeUndefined();
    expect(cache.get('a.com')?.id).toBe('1');
    expect(cache.get('c.com')?.id).toBe('3');
  });

  it('forgets a domain on request (a newer report was stored elsewhere)', () => {
    const cache = createReportCache<{ id: string }>();
    cache.set('a.com', entry('1'));
    cache.delete('a.com');
    expect(cache.get('a.com')).toBeUndefined();
  });
});
