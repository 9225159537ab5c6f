import { describe, expect, it } from 'vitest';
import { trafficSourceOf } from '../../src/shared/web/rules';

/** Issue 24, Analytics: each view's source (direct, search, each social network, other). */
describe('website traffic sources', () => {
  const of = (referrer: string, utmSource = '') =>
    trafficSourceOf({ referrer, utmSource, siteHost: 'shop.example.in:8443' });

  it('no referrer and no utm_source is direct', () => {
    expect(of('')).toBe('direct');
  });

  it('search engines by host, whatever the country ending', () => {
    for (const r of [
      'https://www.google.com/',
      'https://www.google.co.in/search?q=cake',
      'https://www.bing.com/',
      'https://search.yahoo.co.jp/',
      'https://duckduckgo.com/',
      'https://search.brave.com/search?q=x',
      'android-app://com.google.android.googlequicksearchbox/',
    ])
      expect(of(r), r).toBe('search');
  });

  it('each social network by its hosts and link shorteners, and by its Android app', () => {
    expect(of('https://l.facebook.com/l.php?u=x')).toBe('facebook');
    expect(of('https://m.facebook.com/')).toBe('facebook');
    expect(of('android-app://com.facebook.katana/')).toBe('facebook');
    expect(of('https://l.instagram.com/')).toBe('instagram');
    expect(of('https://t.co/abc')).toBe('x');
    expect(of('https://twitter.com/')).toBe('x');
    expect(of('https://www.linkedin.com/feed/')).toBe('linkedin');
    expect(of('https://lnkd.in/abc')).toBe('linkedin');
    expect(of('https://youtu.be/abc')).toBe('youtube');
    expect(of('https://www.youtube.com/')).toBe('youtube');
    expect(of('https://wa.me/919876543210')).toBe('whatsapp');
    expect(of('android-app://com.whatsapp/')).toBe('whatsapp');
  });

  it('utm_source wins over the referrer, by name or host', () => {
    expect(of('https://www.google.com/', 'Facebook')).toBe('facebook');
    expect(of('', 'ig')).toBe('instagram');
    expect(of('', 'twitter')).toBe('x');
    expect(of('', 'google')).toBe('search');
    expect(of('', 'newsletter-june')).toBe('other');
  });

  it('a page of the site itself is a move inside the visit (null); other sites, apps and junk are other', () => {
    expect(of('https://shop.example.in:8443/s/cafe/about')).toBeNull();
    expect(of('https://shop.example.in/s/cafe/about')).toBe('other');
    expect(of('https://blog.example.org/post')).toBe('other');
    expect(of('android-app://com.google.android.gm/')).toBe('other');
    expect(of('not a url')).toBe('other');
    expect(of('https://notgoogle.example/')).toBe('other');
  });
});
