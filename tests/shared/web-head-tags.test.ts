import { describe, expect, it } from 'vitest';
import {
  headTags,
  metaDescription,
  metaKeywords,
  robotsTxt,
  sitemapXml,
  withPlatformTags,
  type HeadInput,
} from '../../src/shared/web-templates/head';

const input = (over: Partial<HeadInput> = {}): HeadInput => ({
  title: 'Cappuccino in Pune',
  siteName: 'Green Leaf',
  url: 'https://example.com/s/green-leaf/cappuccino',
  siteOneLineDescription: 'Fresh coffee in Pune.',
  aiDescription: '<p>Long text</p>',
  primaryKeywords: ['coffee', 'cafe'],
  secondaryKeywords: ['bakery', 'Coffee'],
  imageUrl: 'https://example.com/files/logo.png',
  business: {
    name: 'Green Leaf',
    email: 'a@b.in',
    telephone: '+91 1',
    address: ['12 MG Road', null, 'Pune'],
    url: 'https://example.com/s/green-leaf/',
  },
  ...over,
});

/** Issue 24: the head tags the platform adds to every page, sitemap.xml and robots.txt. */
describe('website head tags', () => {
  it('describes the page: the one-line description, else the first 160 characters of the business description', () => {
    expect(metaDescription('  One   line ', '<p>ignored</p>')).toBe('One line');
    const long = `<p>${'word '.repeat(60)}</p><script>x</script>`;
    const cut = metaDescription('', long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.startsWith('word word')).toBe(true);
    expect(metaDescription(null, '<p>Tea &amp; <strong>cakes</strong></p><ul><li>Open</li></ul>')).toBe(
      'Tea & cakes Open',
    );
  });

  it('lists keywords primary first, then secondary, each once', () => {
    expect(metaKeywords(['coffee', 'cafe'], ['bakery', 'Coffee', ' '])).toBe('coffee, cafe, bakery');
  });

  it('draws title, description, keywords, Open Graph and LocalBusiness JSON-LD', () => {
    const html = headTags(input());
    expect(html).toContain('<title>Cappuccino in Pune</title>');
    expect(html).toContain('<meta name="description" content="Fresh coffee in Pune.">');
    expect(html).toContain('<meta name="keywords" content="coffee, cafe, bakery">');
    expect(html).toContain('<meta property="og:title" content="Cappuccino in Pune">');
    expect(html).toContain('<meta property="og:image" content="https://example.com/files/logo.png">');
    const json = JSON.parse(html.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]);
    expect(json).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Green Leaf',
      telephone: '+91 1',
      address: { streetAddress: '12 MG Road, Pune' },
    });
  });

  it('escapes every user value: no text closes the title, an attribute or the JSON-LD script', () => {
    const evil = '</title></script><script>alert(1)</script>" onload="x';
    const html = headTags(
      input({ title: evil, siteOneLineDescription: evil, business: { ...input().business, name: evil } }),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).not.toContain('" onload="');
    const ld = html.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1];
    expect(JSON.parse(ld).name).toBe(evil);
  });

  it("puts the tags into the page's head, replacing the template's title, and scripts before </body>", () => {
    const page = '<html><head><title>Mine</title></head><body><p>x</p></body></html>';
    const out = withPlatformTags(page, '<title>Ours</title>', '<script src="/b.js"></script>');
    expect(out).toBe(
      '<html><head><title>Ours</title>\n</head><body><p>x</p><script src="/b.js"></script>\n</body></html>',
    );
  });

  it('writes sitemap.xml and robots.txt', () => {
    const xml = sitemapXml([
      { url: 'https://example.com/s/a/', lastModified: '2026-11-27T10:00:00.000Z' },
      { url: 'https://example.com/s/a/x?a=1&b=2' },
    ]);
    expect(xml).toContain('<url><loc>https://example.com/s/a/</loc><lastmod>2026-11-27</lastmod></url>');
    expect(xml).toContain('<loc>https://example.com/s/a/x?a=1&amp;b=2</loc>');
    expect(robotsTxt('https://example.com/s/a/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /s/a/_forms/\nSitemap: https://example.com/s/a/sitemap.xml\n',
    );
  });
});
