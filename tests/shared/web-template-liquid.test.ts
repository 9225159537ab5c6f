import { describe, expect, it } from 'vitest';
import { PageRenderError, pageRenderer } from '../../src/server/modules/web-templates/render';
import { sampleSite } from '../../src/server/modules/web-templates/sample-site';
import { sitePages, type SiteInput } from '../../src/server/modules/web-templates/site-context';
import { minimalWebFiles } from '../helpers/web-template-package';

const encode = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)]));

/** Renders the home page of a package whose pages are `body`, for `site`. */
async function home(body: string, site: SiteInput = sampleSite([])) {
  const renderer = pageRenderer(encode(minimalWebFiles(body)), { assetUrl: (p) => `/${p}` });
  return renderer.renderPage(site, sitePages(site)[0]);
}

/** What a page's body became, between the layout's <body> and </body>. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>') + 6, html.lastIndexOf('</body>'));

async function failure(body: string): Promise<PageRenderError> {
  try {
    await home(body);
  } catch (err) {
    if (err instanceof PageRenderError) return err;
    throw err;
  }
  throw new Error('the page rendered');
}

/** Issue 24, Tests: the Liquid sandbox templates run in. */
describe('web template Liquid sandbox', () => {
  it('sees no inherited properties: __proto__ and constructor are empty', async () => {
    const html = await home(
      '[{{ site.constructor }}][{{ site.__proto__ }}][{{ site.constructor.name }}][{{ categories.constructor.constructor }}][{{ site.hasOwnProperty }}]',
    );
    expect(bodyOf(html)).toBe('[][][][][]');
  });

  it('stops an endless loop at the render limit', async () => {
    const err = await failure(
      '{% for i in (1..100000) %}{% for j in (1..100000) %}{{ j }}{% endfor %}{% endfor %}',
    );
    expect(err.file).toBe('pages/home.liquid');
    expect(err.message).toMatch(/^pages\/home\.liquid, line 1: .*limit exceeded/);
  });

  it('refuses filters it does not know, naming file and line', async () => {
    const err = await failure('<p>\n{{ site.name | shell_exec }}</p>');
    expect([err.file, err.line, err.liquidMessage]).toEqual([
      'pages/home.liquid',
      2,
      'undefined filter: shell_exec',
    ]);
  });

  it('escapes user text everywhere, raw included; only the sanitised description passes raw', async () => {
    const site = sampleSite([]);
    site.brand.companyName = '<script>alert(1)</script>';
    site.brand.aiDesription =
      '<p>Good <strong>coffee</strong><script>alert(2)</script><img src=x onerror="alert(3)"></p>';
    site.categories = [
      {
        categoryName: 'Cat',
        products: [{ productName: '<b onmouseover=alert(4)>x</b>', productPageSlug: 'x' }],
      },
    ];
    const html = await home(
      '{{ site.name }}|{{ site.name | raw }}|{% for c in categories %}{% for p in c.products %}{{ p.productName | raw }}{% endfor %}{% endfor %}|{{ site.description | raw }}|{{ site.description }}',
      site,
    );
    const [name, rawName, rawProduct, description, escapedDescription] = bodyOf(html).split('|');
    expect(name).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rawName).toBe(name);
    expect(rawProduct).toBe('&lt;b onmouseover=alert(4)&gt;x&lt;/b&gt;');
    expect(description).toBe('<p>Good <strong>coffee</strong></p>');
    expect(escapedDescription).toBe('&lt;p&gt;Good &lt;strong&gt;coffee&lt;/strong&gt;&lt;/p&gt;');
    expect(html).not.toMatch(/<script>alert|onerror|onmouseover=alert\(4\)>/);
  });

  it('shows Liquid syntax in user text as typed: {{ 7*7 }} in a product name', async () => {
    const site = sampleSite([]);
    site.categories = [
      { categoryName: '{% raw %}', products: [{ productName: '{{ 7*7 }}', productPageSlug: 'x' }] },
    ];
    const html = await home(
      '{% for c in categories %}{{ c.name }}:{% for p in c.products %}{{ p.productName }}{% endfor %}{% endfor %}',
      site,
    );
    expect(bodyOf(html)).toBe('{% raw %}:{{ 7*7 }}');
  });

  it('reads partials only from the package: a path out of it is not found', async () => {
    const err = await failure("{% render '../../../../etc/passwd' %}");
    expect(err.file).toBe('pages/home.liquid');
    expect(err.liquidMessage).toMatch(/Failed to lookup/);
  });
});
