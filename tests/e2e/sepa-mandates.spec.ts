import { expect, test } from '@playwright/test';
import { CUSTOMERS, chooseFromMenu, pickToday, tabCount } from './customers-helpers';
import { startDemoSession } from './helpers';
import { rows, statusOf } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  // Long flows on a machine shared with other work.
  test.setTimeout(90_000);
  await startDemoSession(page);
});

test('creates SEPA mandates with an Austrian and a German IBAN, each with its mask, and deactivates one', async ({
  page,
}) => {
  await page.goto(CUSTOMERS);
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().getByRole('link').click();
  await page.getByRole('tab', { name: /^SEPA mandates/ }).click();
  const before = await tabCount(page, 'SEPA mandates');

  const create = async (iban: string, shown: string, mask: string, bic: string) => {
    await page.getByRole('button', { name: 'New SEPA mandate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New SEPA mandate' });
    const submit = dialog.getByRole('button', { name: 'Create mandate' });
    await expect(submit).toBeDisabled();
    const input = dialog.getByRole('textbox', { name: /^IBAN/ });
    await input.pressSequentially(`${iban}999`);
    await expect(input).toHaveValue(shown);
    await expect(dialog.getByText(mask, { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: /^BIC/ }).fill(bic);
    await pickToday(page, dialog.getByRole('button', { name: /^Signature date/ }));
    await dialog.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await submit.click();
    // The dialog closes only on success; the alert of the mandate before may still be showing.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('SEPA mandate creation successful.').last()).toBeVisible();
    await expect(rows(page).first()).toContainText(shown);
  };

  await create('AT611904300234573201', 'AT61 1904 3002 3457 3201', 'AT__ ____ ____ ____ ____', 'BKAUATWW');
  await create(
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'DE__ ____ ____ ____ ____ __',
    'COBADEFFXXX',
  );
  await expect(page.getByRole('tab', { name: /^SEPA mandates/ })).toHaveText(new RegExp(`${before + 2}$`));

  const newest = rows(page).first();
  await expect(statusOf(newest)).toHaveAttribute('data-status', 'ACTIVE');
  await chooseFromMenu(page, newest, 'Deactivate');
  const confirm = page.getByRole('dialog', { name: 'Deactivate SEPA mandate' });
  await expect(confirm).toContainText('DE89 3704 0044 0532 0130 00');
  await confirm.getByRole('button', { name: 'Deactivate mandate' }).click();
  await expect(page.getByText('The SEPA mandate was deactivated.')).toBeVisible();
  await expect(statusOf(newest)).toHaveAttribute('data-status', 'INACTIVE');
  await expect(newest.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});
