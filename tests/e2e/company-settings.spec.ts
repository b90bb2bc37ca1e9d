import { expect, test, type Page } from '@playwright/test';
import { startDemoSession } from './helpers';

// Each flow saves and reloads the page, which starts the app and its mock backend again.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

const form = (page: Page, name: string) => page.getByRole('form', { name });

test('master data: a GmbH becomes an AG, the registration number goes, and it is saved', async ({ page }) => {
  await page.goto('/dashboard/company/masterdata');
  const masterData = form(page, 'Master data');
  const registrationNumber = masterData.getByRole('textbox', { name: /^Company registration number/ });
  await expect(registrationNumber).toHaveValue('HRB 123456');

  await masterData.getByRole('combobox', { name: /^Legal form/ }).click();
  await page.getByRole('option', { name: 'AG (stock corporation)' }).click();
  await expect(registrationNumber).toBeHidden();
  await masterData.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Masterdata updated.')).toBeVisible();
  await expect(masterData.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.reload();
  await expect(form(page, 'Master data').getByRole('combobox', { name: /^Legal form/ })).toHaveValue(
    'AG (stock corporation)',
  );
  await expect(page.getByRole('textbox', { name: /^Company registration number/ })).toHaveCount(0);
});

test('branding: both preview tabs follow the brand colour', async ({ page }) => {
  await page.goto('/dashboard/company/branding');
  const colours = form(page, 'Colours');
  const header = (tab: string) => page.getByTestId(tab).getByTestId('email-header');
  await expect(header('preview-web')).toHaveCSS('background-color', 'rgb(38, 38, 38)');

  await colours.getByRole('textbox', { name: /^Brand colour/ }).fill('#086992');
  await expect(header('preview-web')).toHaveCSS('background-color', 'rgb(8, 105, 146)');
  await expect(page.getByTestId('preview-web').getByTestId('email-button')).toHaveCSS(
    'background-color',
    'rgb(8, 105, 146)',
  );
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await expect(header('preview-mobile')).toHaveCSS('background-color', 'rgb(8, 105, 146)');
  await expect(page.getByTestId('preview-mobile')).toContainText('10 Cent');

  await colours.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Branding updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('preview-web').getByTestId('email-header')).toHaveCSS(
    'background-color',
    'rgb(8, 105, 146)',
  );
});
