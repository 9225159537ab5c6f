import { describe, expect, it } from 'vitest';
import { brandTagOf, extractHashtags, withBrandTag } from '../../src/shared/posts/hashtags';
import { PLATFORM, PLATFORMS, isPlatformId, platformName } from '../../src/shared/social/platforms';

describe('platforms (spec 01 §3)', () => {
  it('uses the spec ids: 1 Facebook, 2 Instagram, 3 X, 4 LinkedIn, 5 Web, 6 Google, 7 YouTube', () => {
    expect(Object.fromEntries(PLATFORMS.map((p) => [p.id, p.name]))).toEqual({
      1: 'Facebook',
      2: 'Instagram',
      3: 'X',
      4: 'LinkedIn',
      5: 'Web',
      6: 'Google',
      7: 'YouTube',
    });
    expect(PLATFORM.web).toBe(5);
  });

  it('shows them in the order of the account lists', () => {
    expect(PLATFORMS.map((p) => p.accountList)).toEqual([
      'facebookPages',
      'instragramList',
      'twitterList',
      'linkedInList',
      'googleLocationsList',
      'webAccount',
      'youTubeChannels',
    ]);
  });

  it('knows no platform 8 and names an unknown id plainly', () => {
    expect(isPlatformId(8)).toBe(false);
    expect(isPlatformId('1')).toBe(false);
    expect(isPlatformId(7)).toBe(true);
    expect(platformName(8)).toBe('Platform 8');
  });
});

describe('hashtags of a caption (spec 01 §2)', () => {
  it('finds each tag once, in the order written, the first spelling winning', () => {
    expect(extractHashtags('Big #Sale today! #sale #Diwali2026 and #SALE again, #new_arrivals')).toEqual([
      '#Sale',
      '#Diwali2026',
      '#new_arrivals',
    ]);
  });

  it('reads tags in any script, Hindi vowel signs included', () => {
    expect(extractHashtags('नमस्ते #दिवाली_ऑफर और #東京 #café')).toEqual(['#दिवाली_ऑफर', '#東京', '#café']);
  });

  it('does not take a rank, an HTML entity or a word with # inside for a tag', () => {
    expect(extractHashtags('We are #1 in town, &#39; and C#sharp, ##double')).toEqual([]);
  });

  it('stops a tag at punctuation', () => {
    expect(extractHashtags('Try #pizza, #pasta. (#salad)')).toEqual(['#pizza', '#pasta', '#salad']);
  });
});

describe('the brand tag (issue 13: # and the company name, letters and digits only)', () => {
  it('keeps only the letters and digits of the company name', () => {
    expect(brandTagOf('Acme Foods & Co. (Pune) 24x7')).toBe('#AcmeFoodsCoPune24x7');
    expect(brandTagOf('शर्मा स्वीट्स')).toBe('#शर्मास्वीट्स');
  });

  it('gives no tag for a name without letters', () => {
    expect(brandTagOf('')).toBeNull();
    expect(brandTagOf(null)).toBeNull();
    expect(brandTagOf('& - !')).toBeNull();
    expect(brandTagOf('123')).toBeNull();
  });

  it('appends the tag once, after the caption', () => {
    expect(withBrandTag('Fresh bread every morning  ', 'Acme Bakery')).toBe(
      'Fresh bread every morning\n\n#AcmeBakery',
    );
    expect(withBrandTag('', 'Acme Bakery')).toBe('#AcmeBakery');
  });

  it('does not append it again when the caption has it, whatever its case', () => {
    expect(withBrandTag('Open today #acmebakery', 'Acme Bakery')).toBe('Open today #acmebakery');
    const once = withBrandTag('Open today', 'Acme Bakery');
    expect(withBrandTag(once, 'Acme Bakery')).toBe(once);
  });

  it('is not fooled by a longer tag that starts like the brand', () => {
    expect(withBrandTag('#AcmeBakeryPune opens', 'Acme Bakery')).toBe('#AcmeBakeryPune opens\n\n#AcmeBakery');
  });

  it('leaves the caption alone without a company name', () => {
    expect(withBrandTag('Hello', undefined)).toBe('Hello');
  });
});
