import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { MAX_NAME } from '../../src/shared/cards/rules';
import { cardFormSchema, type CardForm } from '../../src/shared/cards/schemas';
import { hasPdftotext } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

interface Word {
  page: number;
  pageWidth: number;
  xMin: number;
  xMax: number;
  text: string;
}

/** Every word poppler finds in the PDF, with where it is drawn (pdftotext -bbox). */
function wordsOf(pdf: Uint8Array): Word[] {
  const html = execFileSync('/usr/bin/pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], {
    input: Buffer.from(pdf),
  }).toString('utf8');
  const words: Word[] = [];
  let page = 0;
  let pageWidth = 0;
  for (const m of html.matchAll(
    /<page width="([\d.]+)"|<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
  )) {
    if (m[1]) {
      page++;
      pageWidth = Number(m[1]);
    } else words.push({ page, pageWidth, xMin: Number(m[2]), xMax: Number(m[3]), text: m[4] });
  }
  return words;
}

const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Whether `wanted` appears in `words` in order (other lines, such as the QR's link, may come between). */
const inOrder = (words: string[], wanted: string[]) => {
  let i = 0;
  for (const w of words) if (w === wanted[i]) i++;
  return i === wanted.length;
};

/** Words of a realistic length, repeated up to exactly `length` characters. */
const longText = (words: string, length: number) => {
  let out = words;
  while (out.length < length) out += ` ${words}`;
  return out.slice(0, length).trim();
};

/** The longest values the card form accepts in the fields a PDF prints. */
const LONGEST = {
  cardName: longText('Shree Venkateshwara Traders', MAX_NAME),
  firstName: longText('Venkatasubramanian', MAX_NAME),
  lastName: longText('Ramachandramurthy', MAX_NAME),
  designation: longText('Managing Director and Chief Executive Officer', MAX_NAME),
  companyName: longText(
    'Shree Venkateshwara Engineering Works and Industrial Supplies Private Limited',
    MAX_NAME,
  ),
  // An address of 500 characters (the form's longest), and an e-mail and a web address without spaces.
  businessAddress: longText(
    'Plot No. 42, Second Floor, Industrial Estate, Opposite Railway Goods Shed, Peenya',
    500,
  ),
  email: `${'venkatasubramanian.ramachandramurthy'.repeat(6).slice(0, 200)}@example.com`,
  website: `https://www.shreevenkateshwaraengineering.example.com/${'products-and-services/'.repeat(8)}`,
  phoneNumber: '+91 98765-43210',
  customSection: [
    {
      title: longText('Precision Machined Components', MAX_NAME),
      description: longText('Turned parts made to drawing, every size and every alloy', 2000),
      images: [],
      viewType: 1,
    },
  ],
} satisfies Partial<CardForm>;

/** Issue 23: the card PDF wraps long text inside its page instead of running off both edges. */
describe.each(dbKinds())('the card PDF with the longest text (%s)', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
    const user = await registerUser(server, { companyName: 'Venkateshwara Works' });
    token = user.token;
    await givePlan(server, user.id, { 4: 5 });
  });
  afterAll(() => server?.close());

  it.skipIf(!hasPdftotext)(
    'draws every word of a 100-character company name and a 500-character address inside the page',
    async () => {
      // The values are what the form accepts, not cut short by the form.
      expect(cardFormSchema.safeParse(LONGEST).success).toBe(true);
      const c = (await server.client(token).call(cc.createCard, { body: LONGEST })).data;
      const res = await server.inject({
        method: 'GET',
        url: `/api/Card/Pdf/${c.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const words = wordsOf(res.rawPayload);
      expect(words.length).toBeGreaterThan(50);
      // No word starts before the left edge or ends past the right one (the PDF's margin is 28 pt).
      const outside = words.filter((w) => w.xMin < 20 || w.xMax > w.pageWidth - 20);
      expect(outside.map((w) => `${w.text} ${w.xMin}-${w.xMax}`)).toEqual([]);
      // Nothing is dropped: every word of the long fields is in the PDF, in order.
      const all = words.map((w) => unescape(w.text));
      for (const field of [
        LONGEST.companyName,
        LONGEST.businessAddress,
        LONGEST.designation,
        LONGEST.customSection[0].description,
      ])
        expect(inOrder(all, field.split(/\s+/))).toBe(true);
      // Words without spaces (the e-mail, the web address) are broken, never cut: their pieces make them up.
      const joined = words.map((w) => unescape(w.text)).join('');
      expect(joined).toContain(LONGEST.email);
      expect(joined).toContain(LONGEST.website.replace(/\/$/, ''));
    },
  );
});
