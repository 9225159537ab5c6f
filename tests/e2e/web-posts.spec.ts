import { MODULES } from '../../src/shared/account/modules';
import { brandContract } from '../../src/shared/brand/contract';
import { webContract } from '../../src/shared/web/contract';
import { grantModules, registerUser, setupAdmin } from './support/api';
import { signedInClient } from './support/cards';
import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { lookShot } from './support/shots';

/**
 * Issue 24, Fits the foundation: the post page in web update mode (`?web=1`) starts with the
 * user's published website chosen; the post appears on the live site.
 */
test('web update mode preselects the published website, and the post shows on the site', async ({
  page,
  server,
}) => {
  await setupAdmin(server);
  const user = await registerUser(server, 'Sunrise Bakery');
  grantModules(server, user.email, [MODULES.web, MODULES.post]);
  const client = await signedInClient(server, user.email);
  await client.call(brandContract.saveBusinessDetails, {
    body: {
      brandInfo: {
        siteOneLineDescription: 'Fresh bread and cakes baked every morning in Pune',
        aiDesription: '<p>We bake bread every morning.</p>',
        pKeywords: ['bakery'],
        sKeywords: ['cakes'],
        keywords: [],
      },
      locations: {
        countries: [],
        states: [],
        cities: [{ name: 'Pune', countryCode: 'IN', stateCode: 'MH' }],
      },
    },
  });
  const site = (await client.call(webContract.createWebsite, { body: {} })).data;
  await client.call(webContract.publishWebsite, { params: { id: site.id } });

  await signIn(page, user.email, { to: '/post/add-post-update?web=1' });
  await expect(page.getByRole('heading', { name: 'Add Web Update' })).toBeVisible();
  const website = page
    .getByRole('group', { name: 'Accounts' })
    .getByRole('checkbox', { name: /sunrise-bakery/ });
  await expect(website).toBeChecked();
  await page.getByRole('textbox', { name: 'Caption' }).fill('Hot cross buns this Friday');
  await expectAccessible(page);
  for (const width of [390, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await lookShot(page, `web-update-post-${width}`);
  }
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Posted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/post\/my-posts/);
  await expect(page.getByText('Hot cross buns this Friday')).toBeVisible();
  await expectAccessible(page);

  // The publisher adds it to the live site as soon as it runs.
  await expect
    .poll(async () => (await fetch(`${server.url}/s/${site.slug}/`)).text())
    .toContain('Hot cross buns this Friday');
});
