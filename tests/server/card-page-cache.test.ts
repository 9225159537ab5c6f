import { describe, expect, it } from 'vitest';
import { pageCache } from '../../src/server/http/page-cache';

/** Issue 14 speed target: the hosted pages kept in memory stay bounded and expire. */
describe('the hosted page cache', () => {
  const page = (v: string) => ({ version: v, html: `<p>${v}</p>`, etag: `"${v}"` });

  it('keeps at most its size, dropping the least recently used page first', () => {
    const cache = pageCache(() => 0, 2, 60_000);
    cache.set('a', page('1'));
    cache.set('b', page('1'));
    expect(cache.get('a')?.html).toBe('<p>1</p>'); // a is now the most recent
    cache.set('c', page('1'));
    expect([cache.size, !!cache.get('a'), !!cache.get('b'), !!cache.get('c')]).toEqual([
      2,
      true,
      false,
      true,
    ]);
  });

  it('forgets a page on demand and after its lifetime', () => {
    let now = 0;
    const cache = pageCache(() => now, 10, 1_000);
    cache.set('a', page('1'));
    cache.set('b', page('1'));
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    now = 999;
    expect(cache.get('b')?.version).toBe('1');
    now = 1_000;
    expect(cache.get('b')).toBeUndefined();
  });
});
