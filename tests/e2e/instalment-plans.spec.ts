import { expect, test, type Locator } from '@playwright/test';
import { startDemoSession } from './helpers';
import { openMenu, rows, statusOf } from './payments-helpers';

const LIST = '/dashboard/transactions/plans';

test.beforeEach(async ({ page }) => {
  // Long flows on a machine shared with other work.
  test.setTimeout(120_000);
  await startDemoSession(page);
});

const choose = async (row: Locator, entry: string) => {
  const menu = await openMenu(row.page(), row);
  await menu.getByRole('menuitem', { name: entry, exact: true }).click();
};

test('creates a plan with a down payment through the preview, starts it and customises it', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'New instalment plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New instalment plan' });
  await dialog.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: /^Purpose/ }).fill('Hochzeitstorte Ratenzahlung');
  await dialog.getByRole('textbox', { name: /^Total net amount/ }).fill('1000');
  await dialog.getByRole('textbox', { name: /^Down payment/ }).fill('100');
  await dialog.getByRole('textbox', { name: /^Rate/ }).fill('400');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const schedule = dialog.getByTestId('plan-schedule');
  await expect(schedule).toContainText(/Down payment on \d{2}\.\d{2}\.\d{4}/);
  await expect(schedule).toContainText('2 rates of');
  await expect(schedule).toContainText(/Last rate on \d{2}\.\d{2}\.\d{4}\s*100,00/);
  await expect(schedule.getByTestId('schedule-rate')).toHaveCount(4);

  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Purpose/ })).toHaveValue('Hochzeitstorte Ratenzahlung');
  await dialog.getByRole('textbox', { name: /^Rate/ }).fill('300');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(schedule).toContainText('3 rates of');
  await expect(schedule).not.toContainText('Last rate');
  await dialog.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Instalment plan creation successful.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const plan = rows(page).first();
  await expect(plan).toContainText('Hochzeitstorte Ratenzahlung');
  await expect(statusOf(plan)).toHaveAttribute('data-status', 'DRAFT');

  await choose(plan, 'Start');
  await page
    .getByRole('dialog', { name: 'Start instalment plan' })
    .getByRole('button', { name: 'Start plan' })
    .click();
  await expect(page.getByText('Instalment plan start successful.')).toBeVisible();
  await expect(statusOf(plan)).toHaveAttribute('data-status', 'RUNNING');

  await choose(plan, 'Customise');
  const customise = page.getByRole('dialog', { name: 'Customise instalment plan' });
  const next = customise.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await customise.getByRole('textbox', { name: /^Total net amount/ }).fill('50');
  await expect(
    customise.getByText('The total may not be below the amount already covered (100,00 €).'),
  ).toBeVisible();
  await expect(next).toBeDisabled();
  await customise.getByRole('textbox', { name: /^Total net amount/ }).fill('1300');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(customise.getByTestId('plan-schedule')).toContainText('1.300,00');
  await customise.getByRole('button', { name: 'Save customisation' }).click();
  await expect(page.getByText('The instalment plan was customised.')).toBeVisible();
  await expect(plan).toContainText('1.300,00');
});
