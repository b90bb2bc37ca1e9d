import { expect, test, type Page } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { apiGet, CUSTOMERS, type ApiCustomer } from './customers-helpers';
import { loginAsDemo } from './helpers';
import { rows } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  // Long flows on a machine shared with other work.
  test.setTimeout(90_000);
  await loginAsDemo(page);
});

/** A seeded person without a company, straight from the mock API. */
const person = async (page: Page) => {
  const list = await apiGet<{ _embedded: { debitors: ApiCustomer[] } }>(page, '/debitors?size=30');
  const found = list._embedded.debitors.find(
    (customer) => customer.firstName && customer.lastName && !customer.companyName,
  );
  if (!found) throw new Error('the seed has no person without a company');
  return found;
};

const openPalette = async (page: Page, name = 'Search and commands') => {
  // The shortcut listens once the dashboard is shown.
  await expect(page.getByRole('button', { name: /^(Search|Suche)/ })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name });
  await expect(palette.getByRole('combobox')).toBeFocused();
  return palette;
};

test('opens the palette with the keyboard, finds a customer by e-mail and opens its page', async ({
  page,
}) => {
  const customer = await person(page);
  // On a phone the hint under the results takes two lines, and is whole, inside the dialog.
  await page.setViewportSize({ width: 390, height: 800 });
  const phonePalette = await openPalette(page);
  const hint = phonePalette.getByText(
    'Arrow keys choose, Enter opens, Escape closes. ? shows all shortcuts.',
  );
  const [hintBox, dialogBox] = await Promise.all([hint.boundingBox(), phonePalette.boundingBox()]);
  expect((hintBox?.y ?? 0) + (hintBox?.height ?? 0)).toBeLessThanOrEqual(
    (dialogBox?.y ?? 0) + (dialogBox?.height ?? 0),
  );
  await page.keyboard.press('Escape');
  await expect(phonePalette).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  const palette = await openPalette(page);
  await page.keyboard.type(customer.emailAddress);
  const customers = palette.getByRole('group', { name: 'Customers' });
  const result = customers.getByRole('option', { name: new RegExp(customer.emailAddress) });
  await expect(result).toBeVisible();
  // Every group has answered ('Searching…' gone), as the user sees before choosing.
  await expect(palette.getByText('Searching…')).toHaveCount(0);
  // The first result is selected; the arrow keys walk the others (next: a new payment for it).
  await expect(result).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(customers.getByRole('option', { name: /^New payment for/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The field points at it, wherever later results have moved it.
  const newPayment = customers.getByRole('option', { name: /^New payment for/ });
  await expect
    .poll(
      async () =>
        (await palette.getByRole('combobox').getAttribute('aria-activedescendant')) ===
        (await newPayment.getAttribute('id')),
    )
    .toBe(true);
  await page.keyboard.press('ArrowUp');
  await expect(result).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${CUSTOMERS}/${customer.id}/`));
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(customer.lastName ?? '');
});

test('starts a new payment for a customer found in the palette', async ({ page }) => {
  const customer = await person(page);
  const palette = await openPalette(page);
  await page.keyboard.type(customer.emailAddress);
  const name = `New payment for ${customer.firstName} ${customer.lastName}`;
  await palette.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\/payments\?.*action=new/);
  const dialog = page.getByTestId('new-payment-dialog');
  await expect(dialog.getByTestId('customer-picker')).toHaveValue(new RegExp(customer.emailAddress));
  await dialog.getByLabel(/^Amount/).fill('42,00');
  const purpose = `Palette payment ${Date.now()}`;
  await dialog.getByLabel(/^Purpose/).fill(purpose);
  await dialog.getByRole('button', { name: 'Create payment' }).click();
  await expect(page.getByText('Transaction created')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list stays with the customer: the new payment is its newest.
  await expect(rows(page).first()).toContainText(purpose);
});

test('keyboard shortcuts: / searches the list, g then p goes to payments, ? lists them all', async ({
  page,
}) => {
  await navigateInApp(page, CUSTOMERS);
  await expect(rows(page).first()).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('gp');
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('gp');
  // Typed into the field, the keys searched and went nowhere.
  await expect(page).toHaveURL(new RegExp(`${CUSTOMERS}\\?search=gp`));
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type('gp');
  await expect(page).toHaveURL(/\/dashboard\/transactions\/payments/);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

for (const locale of AUDIT_LOCALES) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });

    test('the palette and the shortcut list have no serious or critical axe finding', async ({ page }) => {
      const german = locale === 'de-DE';
      const findings: Finding[] = [];
      const palette = await openPalette(page, german ? 'Suche und Befehle' : 'Search and commands');
      await page.keyboard.type('ma');
      await expect(palette.getByRole('group', { name: german ? 'Kunden' : 'Customers' })).toBeVisible();
      await expect(palette.getByText(german ? 'Suche läuft…' : 'Searching…')).toHaveCount(0);
      findings.push(...(await audit(page, 'command palette')));
      await page.keyboard.press('Escape');
      await expect(palette).toBeHidden();
      await page.keyboard.press('?');
      await expect(
        page.getByRole('dialog', { name: german ? 'Tastenkürzel' : 'Keyboard shortcuts' }),
      ).toBeVisible();
      findings.push(...(await audit(page, 'keyboard shortcuts dialog')));
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
