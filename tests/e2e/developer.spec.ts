import { expect, test, type Page } from '@playwright/test';
import { audit, describeFindings } from './a11y-helpers';
import { startDemoSession } from './helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Whole flows of several dialogs each, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

const rowOf = (page: Page, name: string) =>
  page.getByTestId('data-table').locator('tbody tr[data-row-id]').filter({ hasText: name });

const choose = async (page: Page, name: string, action: string) => {
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByTestId('row-action-menu').getByRole('menuitem', { name: action, exact: true }).click();
};

test('an API key is shown once to copy; after a reload only its prefix is left', async ({ page }) => {
  await page.goto('/dashboard/developer/api');
  await expect(rowOf(page, 'Warenwirtschaft')).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Kassensystem');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('it will not be shown again')).toBeVisible();
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  const prefix = key.split('.')[0] ?? '';
  expect(prefix).toMatch(/^pk_/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect(await audit(page, 'new API key dialog'), 'axe').toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  await page.reload();
  await expect(rowOf(page, 'Kassensystem')).toContainText(prefix);
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  await choose(page, 'Kassensystem', 'Delete');
  await page.getByRole('dialog', { name: 'Delete API key' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('API key deleted.')).toBeVisible();
  await expect(rowOf(page, 'Kassensystem')).toHaveCount(0);
});

test('a webhook: created with its secret shown once, disabled, enabled, edited, deleted', async ({
  page,
}) => {
  await page.goto('/dashboard/developer/webhook');
  await expect(rowOf(page, 'Buchhaltung')).toBeVisible();
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create webhook' });
  await dialog.getByRole('textbox', { name: /^URL/ }).fill('https://unavailable.example.de/hooks');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Kasse');
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'PAYMENT_COMPLETED' }).check();
  const findings = await audit(page, 'create webhook dialog');
  expect(findings, describeFindings(findings)).toEqual([]);
  await create.click();
  await expect(dialog.getByText('URL is not available!')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^URL/ }).fill('https://kasse.example.de/hooks');
  await create.click();

  const shown = page.getByRole('dialog', { name: 'Your new webhook' });
  await expect(page.getByText('New webhook created.')).toBeVisible();
  const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expect(shown.getByText('it will not be shown again')).toBeVisible();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const row = rowOf(page, 'Kasse');
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'LIVE');
  expect(await page.content()).not.toContain(secret);

  await choose(page, 'Kasse', 'Disable');
  await expect(page.getByText('Webhook disabled.')).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'DISABLED');
  await choose(page, 'Kasse', 'Enable');
  await expect(page.getByText('Webhook enabled.')).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'LIVE');

  await choose(page, 'Kasse', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit webhook' });
  await edit.getByRole('textbox', { name: /^Name/ }).fill('Kasse Filiale');
  await edit.getByRole('checkbox', { name: 'INVOICE_PAID' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Webhook edited.')).toBeVisible();
  const edited = rowOf(page, 'Kasse Filiale');
  await expect(edited).toContainText('INVOICE_PAID');

  await choose(page, 'Kasse Filiale', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete webhook' });
  await expect(confirm).toContainText('Kasse Filiale');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Webhook successfully deleted.')).toBeVisible();
  await expect(rowOf(page, 'Kasse Filiale')).toHaveCount(0);
});
