import { expect, test } from '@playwright/test';
import { apiGet } from './customers-helpers';
import { startDemoSession } from './helpers';
import { openMenu, rows, statusOf } from './payments-helpers';

const LIST = '/dashboard/transactions/subscriptions';

type Address = {
  line?: string;
  street?: string;
  houseNumber?: string;
  zipCode?: string;
  city?: string;
  country?: string;
};
type Customer = { id: string; emailAddress: string; lastName?: string; address?: Address };

const complete = (address: Address | undefined) =>
  Boolean(
    address &&
    (address.line || (address.street && address.houseNumber)) &&
    address.zipCode &&
    address.city &&
    address.country,
  );

test.beforeEach(async ({ page }) => {
  // A long flow on a machine shared with other work.
  test.setTimeout(90_000);
  await startDemoSession(page);
});

test('creates a subscription to a recurring product and cancels it; the popover shows the target date', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();
  const { _embedded } = await apiGet<{ _embedded: { debitors: Customer[] } }>(page, '/debitors?size=100');
  const customer = _embedded.debitors.find((candidate) => candidate.lastName && complete(candidate.address));
  expect(customer).toBeDefined();

  await page.getByRole('button', { name: 'New subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'New subscription' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer?.emailAddress ?? '');
  await page
    .getByRole('option', { name: new RegExp(customer?.emailAddress.replace(/[.+]/g, '\\$&') ?? '') })
    .click();
  await dialog.getByRole('combobox', { name: /^Subscription model/ }).click();
  const product = page.getByRole('option').first();
  const productName = (await product.locator('p').first().textContent()) ?? '';
  await product.click();
  await dialog.getByRole('checkbox', { name: 'Generate an invoice for each payment' }).check();
  await dialog.getByRole('button', { name: 'Create subscription' }).click();
  await expect(page.getByText('Subscription created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const created = rows(page).first();
  await expect(created).toContainText(productName);
  await expect(created).toContainText('Unlimited');
  await expect(statusOf(created)).toHaveAttribute('data-status', 'ACTIVE');

  const menu = await openMenu(page, created);
  await menu.getByRole('menuitem', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel subscription' });
  await cancel.getByRole('textbox', { name: /^Reason/ }).fill('Kunde zieht um');
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Subscription cancelled')).toBeVisible();
  await expect(cancel).toBeHidden();

  await expect(statusOf(created)).toHaveAttribute('data-status', 'CANCELLATION_REQUESTED');
  await created.getByRole('button', { name: /^Cancellation requested/ }).click();
  const popover = page.getByTestId('cancellation-popover');
  await expect(popover).toContainText(/Ends on \d{2}\.\d{2}\.\d{4}/);
  await expect(popover).toContainText('Reason: Kunde zieht um');
});
