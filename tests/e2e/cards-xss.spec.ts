import type { Frame, Page } from '@playwright/test';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { CARD_MESSAGES as M } from '../../src/shared/cards/schemas';
import { ApiError } from '../../src/shared/http/client';
import { cardForm, cardUser, expectCardPageAccessible, signedInClient } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';

/** Issue 14 Tests: the payloads, each of which would run if a card's text reached a page as HTML. */
const P = {
  script: '<script>alert(1)</script>',
  img: '"><img src=x onerror=alert(1)>',
  style: '</style><script>alert(1)</script>',
  svg: '<svg onload=alert(1)>',
  flag: '<img src=x onerror="window.__xss=1">',
};
const ALL = Object.values(P).join(' ');
/** Links that pass as web addresses but would break out of an attribute if not escaped. */
const LINK = 'https://x.example.com/"><img src=x onerror="window.__xss=1">';
const IMAGE = 'https://x.example.com/a.png" onerror="window.__xss=1';

/** Every text and link field of a card (§3) holds a payload; phones are refused by their pattern. */
const hostile = cardForm({
  cardName: P.script,
  firstName: P.img,
  lastName: P.svg,
  designation: P.style,
  email: "x'onmouseover='window.__xss=1@x.example.com",
  email2: "y'onfocus='alert(1)@x.example.com",
  companyName: P.flag,
  website: LINK,
  businessDescription: ALL,
  companyEmail: "z'onclick='alert(1)@x.example.com",
  businessAddress: `${P.script} ${P.style}`,
  socialMediaLinks: [
    { type: 2, link: LINK },
    { type: 7, link: `https://wa.example.com/${P.svg}` },
  ],
  customButtons: [
    { name: P.img, type: 1, link: LINK, buttonStyle: 1 },
    { name: P.svg, type: 2, file: 'javascript:alert(1)', fileName: P.script, buttonStyle: 3 },
  ],
  customSection: [
    {
      title: P.style,
      description: P.flag,
      images: [{ img: 'javascript:alert(1)' }, { img: IMAGE }],
      viewType: 2,
    },
  ],
  bannerUrl: 'javascript:alert(1)',
  logoURL: `https://x.example.com/l.png"><script>window.__xss=1</script>`,
  fonts: P.style,
  secondaryFont: P.svg,
  headerStyle: '<svg/onload=x()>',
  ratio: '</style><b>',
});

/**
 * What a payload would leave behind in a document if it got through: event-handler attributes,
 * scripts other than the beacon, svg (other than the social marks) or x images, links other than http(s), mailto, tel and our own.
 */
function tracesIn(target: Page | Frame) {
  return target.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      handlers: all.flatMap((e) =>
        [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`),
      ),
      scripts: [...document.scripts].map((s) => s.getAttribute('src') ?? 'inline'),
      // The social links' own marks are SVG (issue 23); any other svg came from a field.
      svgs: [...document.querySelectorAll('svg')].filter((s) => !s.closest('a.social')).length,
      xImages: document.querySelectorAll('img[src="x"]').length,
      hrefs: [...document.querySelectorAll('[href]')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((h) => !/^(https?:|mailto:|tel:|\/c\/)/.test(h)),
      imageSources: [...document.images].map((i) => i.getAttribute('src') ?? ''),
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
      title: document.title,
    };
  });
}

test('XSS payloads in every field of a card show as text on its public page and in the editor preview, and nothing runs', async ({
  page,
  server,
  browser,
}) => {
  const user = await cardUser(server);
  const client = await signedInClient(server, user.email);

  // javascript: links are refused with the field's message (§5) rather than kept.
  const refused = await client
    .call(cc.createCard, {
      body: cardForm({
        website: 'javascript:alert(1)',
        socialMediaLinks: [{ type: 1, link: 'javascript:alert(1)' }],
        customButtons: [{ name: 'Go', type: 1, link: 'javascript:alert(1)', buttonStyle: 1 }],
      }),
    })
    .catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(422);
  expect((refused as ApiError).errors).toMatchObject({
    website: M.urlFormat,
    'socialMediaLinks.0.link': M.urlFormat,
    'customButtons.0.link': M.urlFormat,
  });

  const card = (await client.call(cc.createCard, { body: hostile })).data;
  expect(card).toMatchObject({ cardName: P.script, firstName: P.img, companyName: P.flag });

  const dialogs: string[] = [];
  const watch = (p: Page) =>
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

  // The public page, as a visitor opens it.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  watch(publicPage);
  await publicPage.goto(card.htmlURL);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(`${P.img} ${P.svg}`);
  await expect(publicPage.locator('.designation')).toHaveText(P.style);
  await expect(publicPage.getByRole('heading', { name: P.flag })).toBeVisible();
  await expect(publicPage.locator('.description')).toHaveText(ALL);
  await expect(publicPage.locator('.button')).toHaveText([P.img, P.svg]);
  await expect(publicPage.locator('section.custom h3')).toHaveText(P.style);
  await expect(publicPage.locator('section.custom p')).toHaveText(P.flag);
  await expect(publicPage.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
  // Give image errors and the beacon time to happen.
  await publicPage.waitForLoadState('networkidle');
  const onPage = await tracesIn(publicPage);
  expect(onPage).toEqual({
    handlers: [],
    scripts: ['/c-assets/beacon.js'],
    svgs: 0,
    xImages: 0,
    hrefs: [],
    // Only the addresses that are http(s); javascript: ones are dropped.
    imageSources: [`https://x.example.com/l.png"><script>window.__xss=1</script>`, IMAGE],
    flag: null,
    title: P.script,
  });
  await expectCardPageAccessible(publicPage);
  await visitor.close();

  // The editor's preview of the same card, and the app around it.
  watch(page);
  await signIn(page, user.email, { to: '/card/my-cards' });
  await expect(page.getByText(P.script, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: `Edit ${P.script}` }).click();
  await expect(page.getByRole('heading', { name: P.script, exact: true })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Card preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${P.img} ${P.svg}`);
  await expect(preview.locator('.description')).toHaveText(ALL);
  await expect(preview.locator('.button')).toHaveText([P.img, P.svg]);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  const inPreview = await tracesIn(frame);
  expect(inPreview).toMatchObject({ handlers: [], scripts: [], svgs: 0, xImages: 0, hrefs: [], flag: null });
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null)).toBeNull();
  await expectAccessible(page);

  expect(dialogs, 'no payload ran').toEqual([]);
});
