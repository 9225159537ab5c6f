import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/renderer/app/router';
import {
  admin,
  adminPath,
  auth,
  bot,
  campaign,
  card,
  paymentPath,
  post,
  profile,
  profilePath,
  web,
  whatsapp,
} from '../../src/renderer/lib/paths';
import { manageListPath, userDetailsPath } from '../../src/renderer/features/users/paths';

/** Every path the router mounts, as full patterns ("/admin/category/:id/edit"). */
function mounted(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path ? `${base}/${r.path}`.replace(/\/+/g, '/') : base;
    return [...(r.path && !r.children ? [here] : []), ...mounted(r.children ?? [], here)];
  });
}

describe('route tables (issue 9 section 4)', () => {
  it('build addresses of declared pages, parameters encoded', () => {
    expect(adminPath('settings')).toBe('/admin/settings');
    expect(adminPath('category/:id/edit', { id: 12 })).toBe('/admin/category/12/edit');
    expect(userDetailsPath(5, 'Asha & Co', 'frames')).toBe('/admin/users/details/5/Asha%20%26%20Co/frames');
    expect(userDetailsPath(5, 'asha')).toBe('/admin/users/details/5/asha');
    expect(manageListPath('bot', 'asha')).toBe('/admin/manage/bot?Search=asha');
    expect(manageListPath('whatsapp', 'Asha & Co')).toBe('/admin/manage/whatsapp?Search=Asha+%26+Co');
    expect(profilePath('known-chat')).toBe('/profile/known-chat');
    expect(paymentPath('processing')).toBe('/payment/processing');
  });

  it('refuse pages that are not declared, and patterns without their parameters', () => {
    // @ts-expect-error no such admin page.
    expect(() => adminPath('no-such-page')).not.toThrow();
    // @ts-expect-error a pattern needs its parameters…
    expect(() => adminPath('packages/:id')).toThrow(/Missing route parameter id/);
    // @ts-expect-error …by their names.
    expect(() => adminPath('packages/:id', { packageId: 3 })).toThrow(/Missing route parameter id/);
  });

  it('mount every declared page, and nothing undeclared, under its area', () => {
    const paths = mounted(appRoutes);
    for (const area of [admin, profile, post, web, bot, card, campaign, whatsapp, auth]) {
      const declared = area.pages.map((p) => `${area.base}/${p}`);
      // The area's own wildcard is its 404 page, not a page.
      const underArea = paths.filter((p) => p.startsWith(`${area.base}/`) && p !== `${area.base}/*`);
      expect([...new Set(underArea)].sort(), area.base).toEqual([...new Set(declared)].sort());
    }
  });
});
