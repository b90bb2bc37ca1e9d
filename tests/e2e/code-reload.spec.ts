/**
 * A piece of the portal's code that could not be fetched (the connection dropped while it loaded)
 * stays failed in Chromium until the page reloads: the page reloads itself once it is online
 * (src/lib/code-reload.ts), rather than showing 'Something went wrong' for good.
 */
import { expect, test } from '@playwright/test';
import { loginAsDemo } from './helpers';

test('a page whose code failed to arrive opens once the page has reloaded itself', async ({ page }) => {
  await loginAsDemo(page);
  await expect(page.getByRole('group', { name: 'Pending transactions' })).toBeVisible();
  // The home has painted both its parts: the chart's code is here. (Were it still on its way, its
  // failed load would reload the home under the test's clicks, closing the navigation's group.)
  await expect(page.getByRole('region', { name: 'Payments by state' }).getByRole('table')).toBeAttached();
  // The connection drops for a moment while the page's code loads: every piece fetched then fails,
  // and the browser keeps those fetches failed until the page is reloaded.
  let dropped = true;
  const failed: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) dropped = false;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!dropped) return route.continue();
    failed.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Developer').click();
  await nav.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/developer\/webhook$/);
  expect(failed.length).toBeGreaterThan(0);
});
