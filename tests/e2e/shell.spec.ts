import { expect, test } from '@playwright/test';
import { loginAsDemo, startDemoSession } from './helpers';

test('switching to German changes the texts and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByText('DE', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test('the navigation reaches areas', async ({ page }) => {
  await loginAsDemo(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Developer').click();
  await nav.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/dashboard\/developer\/webhook$/);
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  // The API documentation is external: it opens in a new tab, without access back to the portal.
  const docs = nav.getByRole('link', { name: 'API documentation' });
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('rel', /noopener/);
  await nav.getByText('Company').click();
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/team$/);
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await nav.getByText('Checkouts').click();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/checkouts$/);
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
});

test('the user page shows the account and logs out', async ({ page }) => {
  await startDemoSession(page);
  await page.goto('/user');
  await expect(page.getByText('demo@example.com')).toBeVisible();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the production scenario hides the contract page, other scenarios show it', async ({ page }) => {
  await page.goto('/login?scenario=production');
  await page.getByRole('button', { name: 'Use the demo account' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Company', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Master data' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contract' })).toHaveCount(0);
  await page.goto('/dashboard/company/contract');
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  await page.goto('/dashboard/home?scenario=default');
  await nav.getByText('Company', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Contract' })).toBeVisible();
});
