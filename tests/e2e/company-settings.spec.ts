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

test('service settings: enabling dunning makes its fields required', async ({ page }) => {
  await page.goto('/dashboard/company/settings');
  const settings = form(page, 'Settings');
  const daysDunning = settings.getByRole('textbox', { name: /^Days until dunning/ });
  await expect(daysDunning).toBeDisabled();

  await settings.getByRole('checkbox', { name: /^Enable automatic dunning/ }).check();
  await expect(daysDunning).toBeEnabled();
  await expect(settings.getByText('Days until dunning *', { exact: true })).toBeVisible();
  await daysDunning.fill('');
  await settings.getByRole('textbox', { name: /^Dunning fee/ }).fill('');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Days until dunning is required')).toBeVisible();
  await expect(settings.getByText('Dunning fee is required')).toBeVisible();

  await daysDunning.fill('10');
  await settings.getByRole('textbox', { name: /^Dunning fee/ }).fill('2,5');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated.')).toBeVisible();
  await page.reload();
  await expect(
    form(page, 'Settings').getByRole('checkbox', { name: /^Enable automatic dunning/ }),
  ).toBeChecked();
  await expect(form(page, 'Settings').getByRole('textbox', { name: /^Days until dunning/ })).toHaveValue(
    '10',
  );
});

test('service settings: copy recipients are added and removed as chips', async ({ page }) => {
  await page.goto('/dashboard/company/settings');
  const settings = form(page, 'Settings');
  const chips = settings.getByRole('textbox', { name: /^Copy recipients/ });
  await chips.fill('steuer@kanzlei-hoffmann.de');
  await chips.press('Enter');
  await chips.fill('keine-adresse');
  await chips.press('Enter');
  await expect(settings.getByText('Invalid email address.')).toBeVisible();
  await expect(chips).toHaveValue('keine-adresse');

  await chips.fill('');
  await settings.getByRole('button', { name: 'Remove buchhaltung@baeckerei-schneider.de' }).click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated.')).toBeVisible();

  await page.reload();
  const saved = form(page, 'Settings');
  await expect(saved.getByText('steuer@kanzlei-hoffmann.de', { exact: true })).toBeVisible();
  await expect(saved.getByText('buchhaltung@baeckerei-schneider.de', { exact: true })).toHaveCount(0);
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
