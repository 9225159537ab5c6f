import { describe, expect, it } from 'vitest';
import { stateCodeOfGstin } from '../../src/shared/billing/gst-states';
import { isGstin, slugOf, uniqueKeywords } from '../../src/shared/brand/rules';
import { billingFormSchema, companyFormSchema } from '../../src/shared/brand/schemas';
import { assignSlugs } from '../../src/server/modules/brand/categories';
import { buildLocationIndex, foldName } from '../../src/server/modules/brand/locations';
import { hasText, sanitizeDescription } from '../../src/server/html/description';
import { checkedNumber } from '../../src/server/modules/notifications/service';

describe('GST numbers (spec 01 section 5, one rule for brand and billing)', () => {
  it('accepts the right shape, a state code 01–38 or 97 and the mod-36 check character', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('27aapfu0939f1zv')).toBe(true);
    expect(isGstin('27AAPFU0939F1ZA')).toBe(false); // wrong check character
    expect(isGstin('39AAPFU0939F1ZV')).toBe(false); // no such state
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('')).toBe(false);
    expect(isGstin(null)).toBe(false);
  });

  it("billing's state comes from the same rule, and only for a state it knows", () => {
    expect(stateCodeOfGstin('27AAPFU0939F1ZV')).toBe('27');
    expect(stateCodeOfGstin('27AAPFU0939F1ZA')).toBeNull();
  });

  it('the billing form upper-cases the number and says "Incorrect GST number"', () => {
    expect(billingFormSchema.parse({ billingName: 'Acme', gstNumber: ' 27aapfu0939f1zv ' }).gstNumber).toBe(
      '27AAPFU0939F1ZV',
    );
    const bad = billingFormSchema.safeParse({ billingName: 'Acme', gstNumber: '27AAPFU0939F1ZA' });
    expect(bad.error?.issues[0].message).toBe('Incorrect GST number');
  });

  it('the company form adds http:// and strips trailing commas', () => {
    const form = companyFormSchema.parse({
      companyLogo: 'x',
      companyName: 'Acme',
      email: 'a@b.example',
      mobileNumber: '9876543210',
      website: 'acme.example',
      address1: '1 Road, ,',
      address2: 'Area,',
      address3: 'Pune 411001',
      businessType: 'Product',
    });
    expect(form).toMatchObject({ website: 'http://acme.example', address1: '1 Road', address2: 'Area' });
    expect(form.brandColor).toBe('FFFFFF');
  });
});

describe('keywords and product page addresses', () => {
  it('keeps each keyword once, ignoring case, first spelling first', () => {
    expect(uniqueKeywords([' Cake ', 'cake', 'Birthday  Cake', '', 'birthday cake'])).toEqual([
      'Cake',
      'Birthday Cake',
    ]);
  });

  it('makes addresses from names, unique against the taken ones and each other', () => {
    expect(slugOf('Crème Brûlée (large)')).toBe('creme-brulee-large');
    const { slugs, errors } = assignSlugs(
      [
        { productName: 'Plum Cake', productPageSlug: null, keptSlug: null },
        { productName: 'Plum Cake', productPageSlug: null, keptSlug: null },
        { productName: 'Kept', productPageSlug: null, keptSlug: 'old-address' },
        { productName: 'Given', productPageSlug: 'plum-cake-3', keptSlug: null },
      ],
      new Set(['plum-cake']),
    );
    expect(errors).toEqual({});
    // The given address is claimed first, so the generated ones go around it.
    expect(slugs).toEqual(['plum-cake-2', 'plum-cake-4', 'old-address', 'plum-cake-3']);
  });

  it('refuses a given address that is taken, on that product', () => {
    const { errors } = assignSlugs(
      [
        { productName: 'A', productPageSlug: 'same', keptSlug: null },
        { productName: 'B', productPageSlug: 'same', keptSlug: null },
        { productName: 'C', productPageSlug: 'elsewhere', keptSlug: null },
      ],
      new Set(['elsewhere']),
    );
    expect(errors).toEqual({
      'products.1.productPageSlug': 'This page address is already used by another product',
      'products.2.productPageSlug': 'This page address is already used by another product',
    });
  });

  it('gives a product whose name has no latin letters an address all the same', () => {
    const { slugs } = assignSlugs(
      [
        { productName: 'केक', productPageSlug: null, keptSlug: null },
        { productName: 'केक', productPageSlug: null, keptSlug: null },
      ],
      new Set(),
    );
    expect(slugs).toEqual(['product', 'product-2']);
  });
});

describe('the business description is sanitised', () => {
  it('keeps the editor formatting and links, drops scripts, events, styles and other schemes', () => {
    expect(
      sanitizeDescription(
        '<h2 style="color:red">Us</h2><p onmouseover="x()">Hi <em>there</em><br></p>' +
          '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
          '<ul><li><a href="mailto:a@b.example" target="_blank">mail</a></li>' +
          '<li><a href="data:text/html,boo">data</a></li></ul><blockquote>q</blockquote>',
      ),
    ).toBe(
      '<h2>Us</h2><p>Hi <em>there</em><br /></p><ul><li><a href="mailto:a@b.example">mail</a></li>' +
        '<li><a>data</a></li></ul><blockquote>q</blockquote>',
    );
    expect(hasText(sanitizeDescription('<p><script>x</script></p>'))).toBe(false);
    expect(hasText('<p>&nbsp;</p>')).toBe(false);
    expect(hasText('<p>a</p>')).toBe(true);
  });
});

describe('location search', () => {
  const index = buildLocationIndex({
    countries: [
      { name: 'India', isoCode: 'IN' },
      { name: 'Brazil', isoCode: 'BR' },
    ],
    states: [
      { name: 'Maharashtra', isoCode: 'MH', countryCode: 'IN' },
      { name: 'São Paulo', isoCode: 'SP', countryCode: 'BR' },
    ],
    cities: [
      { name: 'Pune', countryCode: 'IN', stateCode: 'MH' },
      { name: 'Punalur', countryCode: 'IN', stateCode: 'MH' },
      { name: 'Navi Mumbai', countryCode: 'IN', stateCode: 'MH' },
      { name: 'Mumbai', countryCode: 'IN', stateCode: 'MH' },
      { name: 'São Paulo', countryCode: 'BR', stateCode: 'SP' },
      { name: 'Indiaroba', countryCode: 'BR', stateCode: 'SP' },
    ],
  });
  const labels = (q: string, limit = 10) => index.search(q, limit).map((o) => `${o.type}:${o.label}`);

  it('folds case, accents and punctuation', () => {
    expect(foldName('Saint-Étienne')).toBe('saint etienne');
    expect(foldName('Łódź')).toBe('lodz');
  });

  it('answers exact names, then prefixes (countries, states, cities), then later words, then anywhere', () => {
    expect(labels('india')).toEqual(['country:India', 'city:Indiaroba, São Paulo, Brazil']);
    expect(labels('SAO PAULO')).toEqual(['state:São Paulo, Brazil', 'city:São Paulo, São Paulo, Brazil']);
    expect(labels('mumbai')).toEqual([
      'city:Mumbai, Maharashtra, India',
      'city:Navi Mumbai, Maharashtra, India',
    ]);
    expect(labels('umba')).toEqual([
      'city:Mumbai, Maharashtra, India',
      'city:Navi Mumbai, Maharashtra, India',
    ]);
    expect(labels('pun', 1)).toEqual(['city:Punalur, Maharashtra, India']);
    expect(labels('paulo, brazil')).toEqual(['state:São Paulo, Brazil', 'city:São Paulo, São Paulo, Brazil']);
    expect(labels('pune, brazil')).toEqual([]);
    expect(labels(' , ')).toEqual([]);
  });
});

describe('notification numbers', () => {
  it('are valid numbers of an allowed country, answered in E.164', () => {
    expect(checkedNumber('+919876543210')).toEqual({ number: '+919876543210' });
    expect(checkedNumber('+91 98765-43210')).toEqual({ number: '+919876543210' });
    expect(checkedNumber('+12025550123')).toEqual({ number: '+12025550123' });
    expect(checkedNumber('+911234')).toEqual({ error: 'Enter a valid mobile number' });
    expect(checkedNumber('+33612345678')).toEqual({
      error: 'Numbers of this country cannot get notifications',
    });
  });
});
