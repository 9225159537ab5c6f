import { describe, expect, it } from 'vitest';
import { accountKey, hiddenReason, parseAccountKey } from '../../src/renderer/features/posts/accountChoice';
import { formatPostTime } from '../../src/renderer/features/posts/postTime';
import { canDeleteTarget } from '../../src/renderer/features/posts/targetRules';
import { accountsOf } from '../../src/renderer/features/social/accountViews';
import { networkOfPlatform } from '../../src/renderer/features/social/networks';
import { postRules, type ComposedPost } from '../../src/shared/posts/rules';
import type { SocialAccounts } from '../../src/shared/social/schemas';

const base = { pictureUrl: null, status: 'Active' as const, statusReason: null };
const lists: SocialAccounts = {
  facebookPages: [{ ...base, id: 1, socialPlatformId: 1, name: 'p', pageName: 'Sunrise Page' }],
  instragramList: [{ ...base, id: 2, socialPlatformId: 2, name: 'i', userName: 'sunrise.insta' }],
  twitterList: [
    {
      ...base,
      id: 3,
      socialPlatformId: 3,
      name: 'x',
      userName: '@sunrise',
      status: 'ReconnectNeeded',
      statusReason: 'X refused the sign-in',
    },
  ],
  linkedInList: [],
  googleLocationsList: [{ ...base, id: 6, socialPlatformId: 6, name: 'g', title: 'Sunrise, MG Road' }],
  webAccount: [],
  youTubeChannels: [{ ...base, id: 7, socialPlatformId: 7, name: 'y', channelName: 'Sunrise TV' }],
  configured: { facebook: true, x: false },
};

const compose = (over: Partial<ComposedPost>): ComposedPost => ({
  mediaKind: 'none',
  media: [],
  caption: 'Fresh bread today',
  companyName: 'Sunrise Bakery',
  webUpdateMode: false,
  ...over,
});
const image = (width: number, height: number) => ({ mime: 'image/jpeg', width, height, bytes: 1000 });

describe('the post page offers each account only when its network takes the post (spec 01 §5)', () => {
  const accounts = accountsOf(lists);

  it('shows every account list under its own display name, in the screens’ order', () => {
    expect(accounts.map((a) => [a.platformName, a.name])).toEqual([
      ['Facebook', 'Sunrise Page'],
      ['Instagram', 'sunrise.insta'],
      ['X', '@sunrise'],
      ['Google', 'Sunrise, MG Road'],
      ['YouTube', 'Sunrise TV'],
    ]);
    expect(accounts.find((a) => a.platformName === 'X')?.reconnectNeeded).toBe(true);
  });

  it('hides Instagram for a too-wide image and says why, while Facebook stays', () => {
    const rules = postRules(compose({ mediaKind: 'image', media: [image(2000, 1000)] }));
    const reasons = Object.fromEntries(accounts.map((a) => [a.platformName, hiddenReason(a, rules)]));
    expect(reasons.Facebook).toBeNull();
    expect(reasons.Instagram).toBe('Instagram takes images from 4:5 (portrait) to 1.91:1 (landscape)');
    expect(reasons.YouTube).toBe('YouTube takes videos only');
  });

  it('hides an account whose sign-in lapsed until it is reconnected', () => {
    const rules = postRules(compose({}));
    const x = accounts.find((a) => a.platformName === 'X')!;
    expect(hiddenReason(x, rules)).toBe('Reconnect this account in Social Accounts to post to it');
  });

  it('offers no social account in web update mode', () => {
    const rules = postRules(compose({ webUpdateMode: true }));
    expect(
      accounts.every((a) => hiddenReason(a, rules) === 'Web update mode posts to the website only'),
    ).toBe(true);
  });

  it('keeps a chosen account’s platform and id together', () => {
    expect(parseAccountKey(accountKey({ id: 42, platformId: 4 }))).toEqual({ id: 42, platformId: 4 });
  });
});

describe('account actions', () => {
  it('reconnects Instagram through the Facebook sign-in, and the website through none', () => {
    expect(networkOfPlatform(2)).toBe('facebook');
    expect(networkOfPlatform(3)).toBe('x');
    expect(networkOfPlatform(5)).toBeNull();
  });

  it('offers delete on a post’s account unless it went out, the website aside (spec 01 §4)', () => {
    expect(canDeleteTarget({ status: 'SUCCESS', platformId: 1 })).toBe(false);
    expect(canDeleteTarget({ status: 'SUCCESS', platformId: 5 })).toBe(true);
    expect(canDeleteTarget({ status: 'FAILED', platformId: 3 })).toBe(true);
    expect(canDeleteTarget({ status: 'PENDING', platformId: 4 })).toBe(true);
  });
});

describe('post times', () => {
  it('shows a scheduled time in the zone it was scheduled in (issue 13, Schedule)', () => {
    expect(formatPostTime('2026-11-24T05:00:00.000Z', 'Asia/Kolkata')).toBe('24-11-2026 10:30 AM');
    expect(formatPostTime('2026-07-01 12:15:00', 'Europe/London')).toBe('01-07-2026 01:15 PM');
    expect(formatPostTime(null, 'Asia/Kolkata')).toBe('');
  });
});
