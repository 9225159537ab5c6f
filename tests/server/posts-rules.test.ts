import { describe, expect, it } from 'vitest';
import type { MediaFacts } from '../../src/shared/posts/media';
import { PLATFORM, type PlatformId } from '../../src/shared/social/platforms';
import {
  checkPost,
  containsPhoneNumber,
  platformCheck,
  postRules,
  refusedPlatforms,
  type ComposedPost,
} from '../../src/shared/posts/rules';
import { xWeightedLength } from '../../src/shared/posts/x-length';

const image = (width = 1080, height = 1080): MediaFacts => ({
  mime: 'image/jpeg',
  width,
  height,
  bytes: 200_000,
});
const video = (durationS = 30, width = 1080, height = 1920): MediaFacts => ({
  mime: 'video/mp4',
  width,
  height,
  durationS,
  bytes: 5_000_000,
});

const post = (over: Partial<ComposedPost> = {}): ComposedPost => ({
  mediaKind: 'image',
  media: [image()],
  caption: 'Fresh bread every morning',
  companyName: 'Acme Bakery',
  webUpdateMode: false,
  ...over,
});

/** The platforms whose accounts the page hides for a post. */
const hidden = (p: ComposedPost) =>
  postRules(p)
    .platforms.filter((c) => !c.allowed)
    .map((c) => c.name);
const reasonOf = (p: ComposedPost, id: PlatformId) => platformCheck(postRules(p), id).reason;

describe('X weighted length (twitter-text v3)', () => {
  it('counts Latin text one a character', () => {
    expect(xWeightedLength('Hello, world!')).toBe(13);
  });

  it('counts every link 23, however long', () => {
    expect(xWeightedLength('See https://example.com/a/very/long/path?with=query&and=more')).toBe(4 + 23);
    expect(xWeightedLength('Shop at example.com today')).toBe(8 + 23 + 6);
    expect(xWeightedLength('Read https://en.wikipedia.org/wiki/Bread_(food).')).toBe(5 + 23 + 1);
  });

  it('counts Chinese, Japanese and Korean characters 2', () => {
    expect(xWeightedLength('東京')).toBe(4);
    expect(xWeightedLength('안녕')).toBe(4);
  });

  it('counts each emoji 2, even one made of several code points', () => {
    expect(xWeightedLength('🍞')).toBe(2);
    expect(xWeightedLength('👩‍👩‍👧‍👦')).toBe(2);
    expect(xWeightedLength('🇮🇳')).toBe(2);
    expect(xWeightedLength('👍🏽')).toBe(2);
    expect(xWeightedLength('1️⃣')).toBe(2);
    expect(xWeightedLength('👁️‍🗨️')).toBe(2);
    expect(xWeightedLength('🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe(2);
    expect(xWeightedLength('Sale 🎉🎉 now')).toBe(13);
  });

  it('weighs the longest caption in a blink, whatever it is made of', () => {
    for (const text of ['a.'.repeat(31_603), '東'.repeat(63_206), '1 '.repeat(31_603), '#a'.repeat(31_603)]) {
      const started = performance.now();
      postRules({ mediaKind: 'none', media: [], caption: text, companyName: 'Acme', webUpdateMode: false });
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('counts curly quotes and dashes 1, and © as text 1', () => {
    expect(xWeightedLength('“Hi” — ©')).toBe(8);
  });

  it('counts an accented letter once whether typed composed or not', () => {
    expect(xWeightedLength('cafe\u0301')).toBe(4);
  });
});

describe('spec 01 §5: which accounts a post can go to', () => {
  it('offers every platform but YouTube for one square image and a short caption', () => {
    expect(hidden(post())).toEqual(['YouTube']);
  });

  it('in web update mode offers the website only', () => {
    expect(hidden(post({ webUpdateMode: true }))).toEqual([
      'Facebook',
      'Instagram',
      'X',
      'LinkedIn',
      'Google',
      'YouTube',
    ]);
    expect(reasonOf(post({ webUpdateMode: true }), PLATFORM.facebook)).toBe(
      'Web update mode posts to the website only',
    );
  });

  it('hides Google and Web for more than one image, X for more than 4, YouTube for any image', () => {
    expect(hidden(post({ media: [image(), image()] }))).toEqual(['Google', 'Web', 'YouTube']);
    expect(hidden(post({ media: [1, 2, 3, 4, 5].map(() => image()) }))).toEqual([
      'X',
      'Google',
      'Web',
      'YouTube',
    ]);
    expect(reasonOf(post({ media: [image(), image()] }), PLATFORM.google)).toBe(
      'Google takes one image per post',
    );
    expect(reasonOf(post({ media: [image(), image()] }), PLATFORM.web)).toBe(
      'The website takes one image per update',
    );
    expect(reasonOf(post({ media: [1, 2, 3, 4, 5].map(() => image()) }), PLATFORM.x)).toBe(
      'X takes at most 4 images',
    );
    expect(reasonOf(post(), PLATFORM.youtube)).toBe('YouTube takes videos only');
  });

  it('hides Google for any video and X for a video over 140 seconds', () => {
    expect(hidden(post({ mediaKind: 'video', media: [video(140)] }))).toEqual(['Google']);
    expect(hidden(post({ mediaKind: 'video', media: [video(140.5)] }))).toEqual(['X', 'Google']);
    expect(reasonOf(post({ mediaKind: 'video', media: [video(141)] }), PLATFORM.x)).toBe(
      'X takes videos up to 140 seconds',
    );
    expect(reasonOf(post({ mediaKind: 'video', media: [video()] }), PLATFORM.google)).toBe(
      'Google does not take videos',
    );
  });

  it('hides X for a video under half a second', () => {
    expect(reasonOf(post({ mediaKind: 'video', media: [video(0.4)] }), PLATFORM.x)).toBe(
      'X takes videos of at least 0.5 seconds',
    );
    expect(
      platformCheck(postRules(post({ mediaKind: 'video', media: [video(0.5)] })), PLATFORM.x).allowed,
    ).toBe(true);
  });
});

describe('issue 13: each network’s own limits', () => {
  it('Instagram needs media', () => {
    expect(reasonOf(post({ mediaKind: 'none', media: [] }), PLATFORM.instagram)).toBe(
      'Instagram needs an image or a video',
    );
  });

  it('Instagram takes images from 4:5 to 1.91:1 and at most 10 in a carousel', () => {
    expect(platformCheck(postRules(post({ media: [image(1080, 1350)] })), PLATFORM.instagram).allowed).toBe(
      true,
    );
    expect(platformCheck(postRules(post({ media: [image(1080, 566)] })), PLATFORM.instagram).allowed).toBe(
      true,
    );
    expect(reasonOf(post({ media: [image(1080, 1920)] }), PLATFORM.instagram)).toBe(
      'Instagram takes images from 4:5 (portrait) to 1.91:1 (landscape)',
    );
    expect(reasonOf(post({ media: [image(), image(2000, 1000)] }), PLATFORM.instagram)).toBe(
      'Instagram takes images from 4:5 (portrait) to 1.91:1 (landscape)',
    );
    expect(
      platformCheck(postRules(post({ media: Array.from({ length: 10 }, () => image()) })), PLATFORM.instagram)
        .allowed,
    ).toBe(true);
    expect(reasonOf(post({ media: Array.from({ length: 11 }, () => image()) }), PLATFORM.instagram)).toBe(
      'Instagram takes at most 10 items in a carousel',
    );
  });

  it('Instagram takes a portrait phone video (it goes as a Reel)', () => {
    expect(
      platformCheck(
        postRules(post({ mediaKind: 'video', media: [video(30, 1080, 1920)] })),
        PLATFORM.instagram,
      ).allowed,
    ).toBe(true);
  });

  it('YouTube takes exactly one video', () => {
    expect(reasonOf(post({ mediaKind: 'none', media: [] }), PLATFORM.youtube)).toBe('YouTube needs a video');
    expect(reasonOf(post({ mediaKind: 'video', media: [] }), PLATFORM.youtube)).toBe('YouTube needs a video');
    expect(
      platformCheck(postRules(post({ mediaKind: 'video', media: [video()] })), PLATFORM.youtube).allowed,
    ).toBe(true);
  });

  it('Google refuses a phone number in the text', () => {
    expect(
      reasonOf(post({ mediaKind: 'none', caption: 'Call us on +91 98765 43210' }), PLATFORM.google),
    ).toBe('Google does not allow phone numbers in the text of a post');
  });

  it('counts the caption with the brand tag, per platform', () => {
    const rules = postRules(post({ caption: 'Hello' }));
    expect(rules.finalCaption).toBe('Hello\n\n#AcmeBakery');
    expect(platformCheck(rules, PLATFORM.linkedin).caption).toEqual({ used: 18, limit: 3000 });
    expect(platformCheck(rules, PLATFORM.x).caption).toEqual({ used: 18, limit: 280 });
    expect(platformCheck(rules, PLATFORM.web).caption).toBeUndefined();
    expect(rules.hashtags).toEqual(['#AcmeBakery']);
  });

  it('hides a platform when the brand tag pushes the caption over its limit', () => {
    const caption = 'a'.repeat(1_500);
    expect(platformCheck(postRules(post({ caption, companyName: null })), PLATFORM.google).allowed).toBe(
      true,
    );
    expect(reasonOf(post({ caption }), PLATFORM.google)).toBe(
      'Google allows 1,500 characters; this caption has 1,513',
    );
  });

  it('holds X to 280 weighted characters, LinkedIn to 3,000, Instagram to 2,200', () => {
    const cjk = '東'.repeat(135); // 270 weighted, + "\n\n#AcmeBakery" (13) = 283
    expect(reasonOf(post({ caption: cjk }), PLATFORM.x)).toBe(
      'X allows 280 characters (a link counts 23, most emoji and Chinese, Japanese or Korean characters 2); this caption counts 283',
    );
    expect(platformCheck(postRules(post({ caption: cjk })), PLATFORM.linkedin).allowed).toBe(true);
    expect(reasonOf(post({ caption: 'a'.repeat(3_000) }), PLATFORM.linkedin)).toBe(
      'LinkedIn allows 3,000 characters; this caption has 3,013',
    );
    expect(reasonOf(post({ caption: 'a'.repeat(2_190) }), PLATFORM.instagram)).toBe(
      'Instagram allows 2,200 characters; this caption has 2,203',
    );
  });
});

describe('phone numbers in a text', () => {
  it.each([
    'Call +91 98765 43210',
    'Call 9876543210 now',
    'Ring (020) 2345 6789',
    'Phone: 020-2345-6789.',
    'WhatsApp +1.415.555.0100',
  ])('finds one in "%s"', (text) => {
    expect(containsPhoneNumber(text)).toBe(true);
  });

  it.each([
    'Open 10:00 to 19:30 every day',
    'Offer ends 23-11-2026 10:30 PM',
    'Since 2026.11.23',
    'Prices from ₹1,999',
    'Order 12345 is ready',
    'Top 10 ideas for 2026',
  ])('finds none in "%s"', (text) => {
    expect(containsPhoneNumber(text)).toBe(false);
  });
});

describe('the server’s check of a post (422 field errors)', () => {
  it('passes a post every chosen platform takes', () => {
    expect(checkPost(post(), [PLATFORM.facebook, PLATFORM.instagram, PLATFORM.x])).toEqual({});
  });

  it('puts each refusing platform’s reason on the field to fix', () => {
    const p = post({ media: [image(1080, 1920), image()], caption: 'Call 9876543210' });
    expect(checkPost(p, [PLATFORM.facebook, PLATFORM.instagram, PLATFORM.google])).toEqual({
      media:
        'Instagram takes images from 4:5 (portrait) to 1.91:1 (landscape). Google takes one image per post',
    });
    expect(
      checkPost(post({ mediaKind: 'none', media: [], caption: 'Call 9876543210' }), [PLATFORM.google]),
    ).toEqual({
      caption: 'Google does not allow phone numbers in the text of a post',
    });
  });

  it('refuses every rule the page applies, web update mode included', () => {
    expect(checkPost(post({ webUpdateMode: true }), [PLATFORM.web, PLATFORM.x])).toEqual({
      accounts: 'Web update mode posts to the website only',
    });
    expect(checkPost(post({ mediaKind: 'video', media: [video(200)] }), [PLATFORM.x])).toEqual({
      media: 'X takes videos up to 140 seconds',
    });
    expect(checkPost(post(), [PLATFORM.youtube])).toEqual({ media: 'YouTube takes videos only' });
  });

  it('names the refused platforms, so the server can save the rest', () => {
    const refused = refusedPlatforms(post({ media: [image(), image()] }), [
      PLATFORM.facebook,
      PLATFORM.google,
      PLATFORM.web,
    ]);
    expect(refused.map((r) => r.platformId)).toEqual([PLATFORM.google, PLATFORM.web]);
  });

  it('refuses a post with nothing in it, media of the wrong kind, two videos, or no account', () => {
    expect(checkPost(post({ mediaKind: 'none', media: [], caption: '  ' }), [PLATFORM.facebook])).toEqual({
      caption: 'Write a caption or add an image or a video',
    });
    expect(checkPost(post({ mediaKind: 'image', media: [video()] }), [PLATFORM.facebook])).toEqual({
      media: 'Choose images only, or switch to video',
    });
    expect(checkPost(post({ mediaKind: 'video', media: [image()] }), [PLATFORM.facebook])).toEqual({
      media: 'Choose a video only, or switch to images',
    });
    expect(checkPost(post({ mediaKind: 'video', media: [video(), video()] }), [PLATFORM.facebook])).toEqual({
      media: 'A post carries one video',
    });
    expect(checkPost(post({ mediaKind: 'none', media: [image()] }), [PLATFORM.facebook])).toEqual({
      media: 'Choose whether the post carries images or a video',
    });
    expect(checkPost(post(), [])).toEqual({ accounts: 'Select at least one account' });
    expect(checkPost(post(), [9])).toEqual({ accounts: 'Select accounts of a known platform' });
  });

  it('refuses a caption longer than any platform takes', () => {
    expect(checkPost(post({ caption: 'a'.repeat(63_207) }), [PLATFORM.web])).toEqual({
      caption: 'A caption has at most 63,206 characters',
    });
  });
});
