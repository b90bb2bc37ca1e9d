import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo } from './helpers';

const SERVICES = '/dashboard/company/services';
const card = (page: Page, name: string) => page.getByRole('region', { name });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('deactivates and reactivates the subscription service, and the navigation follows', async ({ page }) => {
  await loginAsDemo(page, SERVICES);
  await nav(page).getByText('Transactions', { exact: true }).click();
  const subscriptions = nav(page).getByRole('link', { name: 'Subscriptions' });
  await expect(subscriptions).toBeVisible();

  await card(page, 'Subscription service').getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate service' });
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('Service deactivated.')).toBeVisible();
  await expect(subscriptions).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(card(page, 'Subscription service')).toContainText('Inactive');

  await card(page, 'Subscription service').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Service activated.')).toBeVisible();
  await expect(subscriptions).toBeVisible();
  await expect(card(page, 'Subscription service')).toContainText('Active');
});

test('activates the agent service through its terms, and the marketplace appears', async ({ page }) => {
  // A new company: the agent service is not active yet.
  await page.goto('/login?scenario=fresh');
  await page.getByRole('button', { name: 'Use the demo account' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto(SERVICES);
  await expect(nav(page).getByText('Marketplace', { exact: true })).toHaveCount(0);

  await card(page, 'Agent service').getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of the agent service' });
  const proceed = dialog.getByRole('button', { name: 'Continue', exact: true });
  await expect(proceed).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I accept the terms of the agent service' }).check();
  await proceed.click();
  await expect(page.getByText('Service activated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await nav(page).getByText('Marketplace', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/dashboard\/connected-accounts$/);
  await expect(page.getByRole('heading', { name: 'Connected accounts' })).toBeVisible();
});
