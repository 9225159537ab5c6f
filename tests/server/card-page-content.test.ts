import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract as bc } from '../../src/shared/brand/contract';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { renderCardPage } from '../../src/shared/cards/render';
import { CARD_DEFAULTS } from '../../src/shared/cards/rules';
import { cardFormSchema, type CardContent } from '../../src/shared/cards/schemas';
import { PRODUCT_NAME } from '../../src/shared/product';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Spec 02 §3 on the hosted card page (issue 22, screens that differ from the spec): the business's
 * category links, "Powered by" the product's name, and the card's fonts from the admin catalogue.
 */
describe.each(dbKinds())('the hosted card page (%s)', (kind) => {
  let server: TestServer;
  let asOwner: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const owner = await registerUser(server, { companyName: 'Rao Sweets' });
    asOwner = server.client(owner.token);
    await givePlan(server, owner.id, { 4: 5 });
    await asOwner.call(bc.createBusinessCategory, {
      query: {},
      body: {
        categoryName: 'Celebration Cakes',
        products: [
          { productName: 'Black Forest Cake', productPageSlug: 'black-forest' },
          { productName: 'Photo Cake <b>', productPageSlug: 'photo-cake' },
        ],
      },
    });
  });
  afterAll(() => server?.close());

  const hosted = async (website: string) => {
    const card = (
      await asOwner.call(cc.createCard, {
        body: {
          cardName: 'Asha Rao',
          firstName: 'Asha',
          lastName: 'Rao',
          companyName: 'Rao Sweets',
          website,
        },
      })
    ).data;
    const { slug } = card;
    const res = await server.inject({ method: 'GET', url: `/c/${slug}.html` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("shows the owner's categories with each product linked to its page on the card's website", async () => {
    const html = await hosted('raosweets.example.com');
    expect(html).toContain('<section class="categories" aria-label="Categories"><h3>Celebration Cakes</h3>');
    expect(html).toContain('href="http://raosweets.example.com/black-forest"');
    expect(html).toContain('>Photo Cake &lt;b&gt;</a>');
  });

  it('without a website the products show as text; the footer names the product', async () => {
    const html = await hosted('');
    expect(html).toContain('<li>Black Forest Cake</li>');
    expect(html).toContain(`<footer>Powered by ${PRODUCT_NAME}</footer>`);
    expect(html).not.toContain('Digital Cards');
  });
});

describe('the card page draws the fonts the catalogue has files for', () => {
  const content = (fonts: string, secondaryFont: string): CardContent =>
    ({
      ...cardFormSchema.parse({ cardName: 'A', firstName: 'A', lastName: 'B', companyName: 'C' }),
      fonts,
      secondaryFont,
    }) as CardContent;

  it('a catalogue font gets its @font-face and is the family of the text; the secondary one of the headings', () => {
    const html = renderCardPage(content('Lobster', 'Poppins'), {
      fontFiles: { Lobster: 'https://cdn.example.com/files/lobster.ttf', Poppins: '/files/poppins.ttf' },
    });
    expect(html).toContain(
      '@font-face{font-family:"Lobster";src:url("https://cdn.example.com/files/lobster.ttf")}',
    );
    expect(html).toContain('@font-face{font-family:"Poppins";src:url("/files/poppins.ttf")}');
    expect(html).toContain('body{margin:0;background:#f2f2f2;font-family:"Lobster",Roboto,Arial,sans-serif');
    expect(html).toContain('h1,h2,h3{font-family:"Poppins",Roboto,Arial,sans-serif}');
  });

  it('the default Roboto and a name CSS cannot hold fall back to the bundled Roboto, with no @font-face of theirs', () => {
    const html = renderCardPage(content(CARD_DEFAULTS.fonts, 'x"}</style><script>'), {
      fontFiles: { 'x"}</style><script>': 'javascript:alert(1)' },
    });
    expect(html).toContain('body{margin:0;background:#f2f2f2;font-family:Roboto,Arial,sans-serif');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
  });
});
