import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { SOCIAL_TYPES } from '../../src/shared/cards/rules';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 23 on the hosted card page: the social links show the networks' marks (inline SVG, allowed
 * by the page's CSP), the description keeps its line breaks, and the page's fonts may be loaded by
 * the editor's sandboxed preview (origin "null").
 */
describe.each(dbKinds())('the hosted card page as a first-time owner sees it (%s)', (kind) => {
  let server: TestServer;
  let asOwner: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const owner = await registerUser(server, { companyName: 'Rao Sweets' });
    asOwner = server.client(owner.token);
    await givePlan(server, owner.id, { 4: 5 });
  });
  afterAll(() => server?.close());

  it("draws each social link as the network's own mark, named for screen readers, not as letters", async () => {
    const links = Object.keys(SOCIAL_TYPES).map((type) => ({
      type: Number(type),
      link: `https://social.example.com/${type}`,
    }));
    const card = (
      await asOwner.call(cc.createCard, {
        body: {
          cardName: 'Asha Rao',
          firstName: 'Asha',
          lastName: 'Rao',
          companyName: 'Rao Sweets',
          socialMediaLinks: links,
          businessDescription: 'Sweets since 1962.\nOpen every day <b>&</b> on holidays.',
        },
      })
    ).data;
    const res = await server.inject({ method: 'GET', url: `/c/${card.slug}.html` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const socials = html.match(/<a class="social[^>]*>.*?<\/a>/g) ?? [];
    expect(socials).toHaveLength(links.length);
    for (const [i, a] of socials.entries()) {
      const name = Object.values(SOCIAL_TYPES)[i];
      // An inline SVG of paths, coloured by the link; the name in words for screen readers.
      expect(a).toMatch(
        /<svg viewBox="[\d ]+" focusable="false" width="20" height="20" fill="currentColor" aria-hidden="true"><path d="M[^"]+"/,
      );
      expect(a).toContain(`<span class="sr">${name}</span>`);
      // The link opens with the mark, not with a letter standing for it ("f", "wa").
      expect(a).toMatch(/^<a [^>]*><svg /);
    }
    // The CSP still allows no inline script and no outside source for the marks.
    expect(res.headers['content-security-policy']).not.toContain("unsafe-inline' 'unsafe-eval");
    // Line breaks stay (white-space: pre-line), and the text is escaped.
    expect(html).toContain(
      '<p class="description">Sweets since 1962.\nOpen every day &lt;b&gt;&amp;&lt;/b&gt; on holidays.</p>',
    );
    expect(html).toMatch(/\.description,\.custom p\{white-space:pre-line\}/);
  });

  it('serves the page fonts to the sandboxed preview (origin "null"), and nothing else cross-origin', async () => {
    const font = await server.inject({
      method: 'GET',
      url: '/c-assets/roboto-latin-400-normal.woff2',
      headers: { origin: 'null' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['access-control-allow-origin']).toBe('*');
    const script = await server.inject({
      method: 'GET',
      url: '/c-assets/beacon.js',
      headers: { origin: 'null' },
    });
    expect(script.headers['access-control-allow-origin']).toBeUndefined();
  });
});
