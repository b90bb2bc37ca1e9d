import { expect, test } from '@playwright/test';
import { loginAsDemo } from './helpers';
import { LIST, rows, statusOf } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  await loginAsDemo(page);
});

test("the attention list's 'charged back' link opens the payments list filtered to CHARGED_BACK", async ({
  page,
}) => {
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  const link = attention.getByRole('link', { name: /payments? (was|were) charged back$/ });
  await expect(link).toBeVisible();
  const count = Number((await link.textContent())?.match(/^\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?states=${encodeURIComponent('["CHARGED_BACK"]')}$`));
  await expect(rows(page).first()).toBeVisible();
  for (const status of await rows(page).all()) await expect(statusOf(status)).toHaveText('Charged back');
  await expect(page.getByTestId('pager-range')).toHaveText(new RegExp(`of ${count}$`));
});
