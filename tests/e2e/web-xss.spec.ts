import type { Frame, Page, Response } from '@playwright/test';
import { MODULES } from '../../src/shared/account/modules';
import { brandContract as bc } from '../../src/shared/brand/contract';
import { filesContract } from '../../src/shared/files/contract';
import { ApiError } from '../../src/shared/http/client';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { webContract as wc } from '../../src/shared/web/contract';
import { WEB_MESSAGES } from '../../src/shared/web/schemas';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { DESKTOP_CHROME, expectCardPageAccessible, signedInClient } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { lookShot } from './support/shots';

// Headless Chromium's own user agent is a crawler's to the site's beacon: the visitor says Chrome.
test.use({ userAgent: DESKTOP_CHROME });

/** Issue 24 Tests, XSS: payloads that would run, or render, if user text reached a page as markup or template. */
const P = {
  script: '<script>window.__xss=1;alert(1)</script>',
  img: '"><img src=x onerror="window.__xss=1">',
  title: '</title><script>alert(2)</script>',
  svg: '<svg onload=alert(3)>',
  link: '<a href="javascript:window.__xss=1">js</a>',
  liquid: '{{ 7*7 }} {% raw %}{{ site }}{% endraw %}',
};

/** Every user field that reaches the site holds some of them (trimmed by the forms, so none starts or ends with a space). */
const F = {
  companyName: `Evil ${P.title} ${P.liquid}`,
  businessType: P.svg,
  email: "o'brien+x@x.example.com",
  website: 'https://x.example.com/"><img src=x onerror="window.__xss=1">',
  address1: P.img,
  address2: P.link,
  address3: `${P.svg} {% raw %}`,
  oneLine: `${P.script} ${P.liquid}`,
  keyword: P.title,
  city: P.svg,
  category: `Cat ${P.img}`,
  product: `{{ 7*7 }} ${P.script}`,
  productTitle: `${P.title} {% raw %}`,
  product2: P.svg,
  heroTitle: `${P.title} ${P.svg}`,
  heroText: `${P.script} ${P.liquid}`,
  contactIntro: `${P.img} ${P.link}`,
  caption: `${P.script} ${P.img} {{ 7*7 }}`,
  visitorName: `${P.img} ${P.svg}`,
  visitorEmail: "o'neil+x@example.com",
  visitorMessage: `${P.script}\n${P.link}\n${P.liquid}`,
  subscriber: "d'souza+news@example.com",
};

/**
 * The description is the one HTML field: sanitised, its formatting stays and everything that would
 * run goes (script with its content, event attributes, javascript: links); Liquid in it is text.
 */
const DESCRIPTION = `<p>We bake <strong>fresh</strong> bread.</p>${P.script}<p>${P.img}</p><p>${P.link}</p><svg onload="window.__xss=1"></svg><p>{{ 7*7 }}</p>`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The API's refusal of a call, as an ApiError (status and field errors). */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call was accepted');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(ApiError);
      return e as ApiError;
    },
  );

/** A user with Web and Post, whose brand, products, site settings and one update carry the payloads; the site published. */
async function hostileSite(server: Parameters<typeof signedInClient>[0]) {
  await setupAdmin(server);
  const user = await registerUser(server, 'Evil Bakery');
  grantModules(server, user.email, [MODULES.web, MODULES.post]);
  const c = await signedInClient(server, user.email);
  const logo = (await c.call(filesContract.upload, { files: { file: { name: 'logo.png', data: PNG } } }))
    .data;
  const company = {
    companyLogo: logo.url,
    companyName: F.companyName,
    email: F.email,
    mobileNumber: '+91 98765 43210',
    website: F.website,
    address1: F.address1,
    address2: F.address2,
    address3: F.address3,
    businessType: F.businessType,
  };
  // A javascript: website is refused rather than kept.
  const badWebsite = await refusal(
    c.call(bc.saveCompany, { body: { ...company, website: 'javascript:alert(1)' } }),
  );
  expect(badWebsite.status).toBe(422);
  expect(badWebsite.errors).toMatchObject({ website: 'Enter a valid website' });
  await c.call(bc.saveCompany, { body: company });
  await c.call(bc.saveBusinessDetails, {
    body: {
      brandInfo: {
        siteOneLineDescription: F.oneLine,
        aiDesription: DESCRIPTION,
        pKeywords: [F.keyword],
        sKeywords: [P.script],
        keywords: [],
      },
      locations: { countries: [], states: [], cities: [{ name: F.city }] },
    },
  });
  // A page address that is markup is refused (slugs are a-z0-9-).
  const badSlug = await refusal(
    c.call(bc.createBusinessCategory, {
      query: {},
      body: { categoryName: 'Bad', products: [{ productName: 'Bad', productPageSlug: '<svg>' }] },
    }),
  );
  expect(badSlug.status).toBe(422);
  await c.call(bc.createBusinessCategory, {
    query: {},
    body: {
      categoryName: F.category,
      products: [
        { productName: F.product, productPageSlug: 'seven', productPageTitle: F.productTitle },
        { productName: F.product2, productPageSlug: 'svg-product' },
      ],
    },
  });

  expect((await refusal(c.call(wc.createWebsite, { body: { slug: '<script>' } }))).status).toBe(422);
  const site = (await c.call(wc.createWebsite, { body: { slug: 'evil-bakery' } })).data;
  // Settings are checked by type: a colour that breaks out of its style and a javascript: picture are refused.
  const badContent = await refusal(
    c.call(wc.updateWebsite, {
      params: { id: site.id },
      body: {
        content: {
          accent_color: 'red;}</style><script>alert(1)</script>',
          hero_image: 'javascript:alert(1)',
        },
      },
    }),
  );
  expect(badContent.status).toBe(422);
  expect(Object.keys(badContent.errors ?? {}).sort()).toEqual(['content.accent_color', 'content.hero_image']);
  await c.call(wc.updateWebsite, {
    params: { id: site.id },
    body: { content: { hero_title: F.heroTitle, hero_text: F.heroText, contact_intro: F.contactIntro } },
  });
  await c.call(wc.publishWebsite, { params: { id: site.id } });

  // An update, as the Post app makes one (web update mode), on the live site at once.
  const post = (
    await c.call(pc.createPost, {
      body: { caption: F.caption, accounts: [{ id: site.id, platformId: 5 }], webUpdateMode: true },
    })
  ).data;
  await expect
    .poll(async () => (await c.call(pc.postById, { params: { id: post.id } })).data.status, {
      timeout: 60_000,
    })
    .toBe('SUCCESS');
  const update = (await c.call(wc.webUpdates, { query: {} })).data.records[0];
  // The Post app may add the company's hashtag after the caption.
  expect(update.caption.startsWith(F.caption)).toBe(true);
  return { user, c, site, updateId: update.id, caption: update.caption };
}

/**
 * What a payload would leave behind in a document if it got through: event-handler attributes,
 * scripts other than the site's own file and its JSON-LD data, svg, x images, links other than
 * http(s), mailto, tel and in-page ones, and the flag the payloads set.
 */
function tracesIn(target: Page | Frame) {
  return target.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      handlers: all.flatMap((e) =>
        [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`),
      ),
      inlineScripts: [...document.scripts]
        .filter((s) => !s.src && s.type !== 'application/ld+json')
        .map((s) => s.textContent),
      foreignScripts: [...document.scripts]
        .filter((s) => s.src && new URL(s.src).origin !== location.origin)
        .map((s) => s.src),
      svgs: document.querySelectorAll('svg').length,
      xImages: document.querySelectorAll('img[src="x"]').length,
      hrefs: [...document.querySelectorAll('[href]')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((h) => !/^(https?:|mailto:|tel:|#|\/)/.test(h)),
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
    };
  });
}
const NO_TRACES = {
  handlers: [],
  inlineScripts: [],
  foreignScripts: [],
  svgs: 0,
  xImages: 0,
  hrefs: [],
  flag: null,
};

/** The CSP a page was served with allows no inline script. */
function expectStrictCsp(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  expect(scriptSrc, `script-src of ${response?.url()}`).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
}

/** Opens a page of the published site and checks it: the CSP, nothing left by a payload, accessibility. */
async function openSitePage(page: Page, url: string, title: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  expectStrictCsp(response);
  await expect(page).toHaveTitle(title);
  await page.waitForLoadState('networkidle');
  expect(await tracesIn(page), `traces on ${url}`).toEqual(NO_TRACES);
  await expectCardPageAccessible(page);
}

/**
 * Sends a site form once its page's token is old enough for the server's 2 s rule (forms/tokens.ts),
 * counted from the token's answer: the checks of the page usually took that long already.
 */
async function submitWhenTokenAllows(page: Page, issued: number, send: () => Promise<unknown>) {
  await page.waitForFunction((at) => Date.now() - at >= 2_100, issued);
  await send();
}
async function openWithToken(page: Page, url: string, title: string) {
  const token = page.waitForResponse((r) => /\/_forms\/token/.test(r.url()));
  await openSitePage(page, url, title);
  await token;
  return Date.now();
}

const flagOf = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);

test('XSS payloads in every field that reaches a website show as typed text on the published site and in the Web screens, and nothing runs', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  const { user, site, updateId, caption } = await hostileSite(server);
  const home = site.url.replace(/\/?$/, '/');
  const company = F.companyName;

  const dialogs: string[] = [];
  const watch = (p: Page) =>
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

  // ——— The published site, as a visitor opens it ———
  const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const v = await visitor.newPage();
  watch(v);

  await openSitePage(v, home, company);
  await expect(v.locator('meta[name="description"]')).toHaveAttribute('content', F.oneLine);
  await expect(v.locator('meta[name="keywords"]')).toHaveAttribute('content', `${F.keyword}, ${P.script}`);
  await expect(v.locator('.hero h1')).toHaveText(F.heroTitle);
  await expect(v.locator('.hero .lead')).toHaveText(F.heroText);
  await expect(v.locator('.hero .eyebrow')).toHaveText(F.businessType);
  await expect(v.locator('h3.category')).toHaveText(F.category);
  await expect(v.locator('.card-title')).toHaveText([F.product, F.product2]);
  await expect(v.locator('.update-caption')).toHaveText(caption);
  await expect(v.locator('.footer-name')).toHaveText(company);
  await expect(v.locator('.site-footer .muted').first()).toHaveText(F.oneLine);
  for (const width of [390, 1400]) {
    await v.setViewportSize({ width, height: 900 });
    await lookShot(v, `web-xss-home-${width}`);
  }

  await openSitePage(v, `${home}products`, `Products | ${company}`);
  await expect(v.locator('h2.category')).toHaveText(F.category);
  await expect(v.locator('.card .muted')).toHaveText(F.productTitle);

  await openSitePage(v, `${home}seven`, F.productTitle);
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(F.productTitle);
  await expect(v.locator('main .lead')).toHaveText(F.product);
  await openSitePage(v, `${home}svg-product`, F.product2);
  await expect(v.locator('.crumbs')).toHaveText(`Products / ${F.product2}`);

  await openSitePage(v, `${home}updates`, `Updates | ${company}`);
  await expect(v.locator('.update-caption')).toHaveText(caption);
  await openSitePage(v, `${home}updates/${updateId}`, `Update | ${company}`);
  await expect(v.locator('main .lead')).toHaveText(caption);

  // About, then its newsletter form with an address that holds a quote.
  const aboutIssued = await openWithToken(v, `${home}about`, `About | ${company}`);
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(`About ${company}`);
  const prose = v.locator('.prose');
  await expect(prose.locator('strong')).toHaveText('fresh');
  // The HTML field keeps its formatting only: the tags that run are gone, the link lost its javascript:.
  await expect(prose).toHaveText('We bake fresh bread.">js{{ 7*7 }}');
  await expect(prose.getByText('js', { exact: true })).not.toHaveAttribute('href');
  await expect(v.locator('.tags li')).toContainText([F.city]);
  await v.getByLabel('Get our news').fill(F.subscriber);
  await submitWhenTokenAllows(v, aboutIssued, () => v.getByLabel('Get our news').press('Enter'));
  await expect(v.getByText(WEB_MESSAGES.subscribed)).toBeVisible();
  expect(await tracesIn(v)).toEqual(NO_TRACES);

  // Contact, then its form with payloads in every field that takes text.
  const contactIssued = await openWithToken(v, `${home}contact`, `Contact | ${company}`);
  await expect(v.locator('main .lead')).toHaveText(F.contactIntro);
  await expect(v.locator('.details dd').last()).toHaveText(`${F.address1}, ${F.address2}, ${F.address3}`);
  await v.getByLabel('Name').fill(F.visitorName);
  await v.getByLabel('Email', { exact: true }).fill(F.visitorEmail);
  await v.getByLabel('Phone').fill('+91 98765 43210');
  await v.getByLabel('Message').fill(F.visitorMessage);
  await submitWhenTokenAllows(v, contactIssued, () =>
    v.getByRole('button', { name: 'Send message' }).click(),
  );
  await expect(v.getByText(WEB_MESSAGES.contactSent)).toBeVisible();
  expect(await tracesIn(v)).toEqual(NO_TRACES);
  await visitor.close();

  // ——— The Web screens of the site's owner ———
  watch(page);
  await signIn(page, user.email, { to: '/web/content' });
  await expect(page.getByLabel('Home headline')).toHaveValue(F.heroTitle);
  await expect(page.getByLabel('Home introduction')).toHaveValue(F.heroText);
  await expect(page.getByLabel('Contact page introduction')).toHaveValue(F.contactIntro);
  // The live preview draws the draft in a sandboxed frame: the same text, nothing left to run.
  const preview = page.frameLocator('iframe[title^="Website preview"]');
  await expect(preview.locator('.hero h1')).toHaveText(F.heroTitle);
  await expect(preview.locator('.update-caption')).toHaveText(caption);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  expect(await tracesIn(frame)).toEqual(NO_TRACES);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  const product = page.getByRole('group', { name: F.product, exact: true });
  await expect(product.getByLabel('Page title')).toHaveValue(F.productTitle);
  await expect(page.getByRole('group', { name: F.product2, exact: true })).toBeVisible();
  await expect(page.getByText(F.category, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Company' }).click();
  await expect(page.getByRole('heading', { name: company, exact: true })).toBeVisible();
  for (const text of [F.website, F.oneLine, `${F.address1}, ${F.address2}, ${F.address3}`])
    await expect(page.getByRole('cell', { name: text, exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(await flagOf(page)).toBeNull();

  await page.goto('/web/updates');
  await expect(page.getByText(caption, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^View update of/ }).click();
  await expect(page).toHaveURL(new RegExp(`/web/post-detail/${updateId}$`));
  await expect(page.getByText(caption, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/web/form-responses');
  await expect(page.getByRole('cell', { name: F.visitorName, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: F.visitorEmail, exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: `View the message from ${F.visitorName}` }).click();
  await expect(page).toHaveURL(/\/web\/website-form\/\d+$/);
  await expect(page.getByRole('cell', { name: F.visitorName, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: F.visitorEmail })).toHaveAttribute(
    'href',
    `mailto:${F.visitorEmail}`,
  );
  await expect(
    page.getByRole('cell', { name: F.visitorMessage.replace(/\n/g, ' '), exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/web/subscribers');
  await expect(page.getByRole('cell', { name: F.subscriber, exact: true })).toBeVisible();
  await expectAccessible(page);

  expect(await tracesIn(page)).toMatchObject({ handlers: [], inlineScripts: [], xImages: 0, flag: null });
  expect(dialogs, 'no payload ran').toEqual([]);
});
