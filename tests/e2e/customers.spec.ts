import { expect, test } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, type Finding } from './a11y-helpers';
import {
  apiGet,
  CUSTOMERS,
  chooseFromMenu,
  searchCustomer,
  tabCount,
  type ApiCustomer,
} from './customers-helpers';
import { startDemoSession } from './helpers';
import { rows, table } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  // Long flows on a machine shared with other work.
  test.setTimeout(90_000);
  await startDemoSession(page);
});

test('creates a person and an organisation and finds each by search', async ({ page }) => {
  await page.goto(CUSTOMERS);
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'New customer' }).click();
  let dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Erika');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Zwiebelmeyer');
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('erika.zwiebelmeyer@example.de');
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('New debtor created')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'New customer' }).click();
  dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByText('Organisation', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Company name/ }).fill('Hofladen Quellental KG');
  await dialog.getByRole('textbox', { name: /^VAT id/ }).fill('DE811234567');
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('kasse@hofladen-quellental.de');
  await dialog.getByText('Direct debit', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('New debtor invited to set up direct debit')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill('Zwiebelmeyer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Zwiebelmeyer/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Erika Zwiebelmeyer');
  await expect(rows(page).first()).toContainText('Onboarding completed', { ignoreCase: true });

  await page.getByRole('textbox', { name: 'Search' }).fill('Quellental');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Quellental/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Hofladen Quellental KG');
  await expect(rows(page).first()).toContainText('Organisation');
  await expect(rows(page).first()).toContainText('Onboarding pending', { ignoreCase: true });

  await page.getByRole('textbox', { name: 'Search' }).fill('niemand-heisst-so');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No results for your debtor search.')).toBeVisible();
});

test('edits a customer and its invoice e-mails', async ({ page }) => {
  await page.goto(CUSTOMERS);
  await expect(rows(page).first()).toBeVisible();
  const customers = await apiGet<{ _embedded: { debitors: ApiCustomer[] } }>(page, '/debitors?size=100');
  const target = customers._embedded.debitors.find((customer) => customer.lastName && !customer.companyName);
  if (!target) throw new Error('no person among the customers');
  let row = await searchCustomer(page, target.emailAddress);

  await chooseFromMenu(page, row, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(dialog.getByRole('textbox', { name: /^Last name/ })).toHaveValue(target.lastName ?? '');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Umbenannt');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The debitor was edited.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${target.firstName} Umbenannt`);

  row = await searchCustomer(page, target.emailAddress);
  await chooseFromMenu(page, row, 'Edit invoice e-mails');
  let emails = page.getByRole('dialog', { name: 'Edit invoice e-mails' });
  const input = emails.getByRole('textbox', { name: /Additional invoice e-mails/ });
  await input.pressSequentially('buchhaltung-at-example.de,');
  await expect(emails.getByText('Invalid email address')).toBeVisible();
  await input.fill('');
  await input.pressSequentially('buchhaltung@example.de, kopie@example.de ');
  await expect(emails.getByRole('button', { name: 'Remove buchhaltung@example.de' })).toBeVisible();
  await expect(emails.getByRole('button', { name: 'Remove kopie@example.de' })).toBeVisible();
  await emails.getByRole('button', { name: 'Save e-mails' }).click();
  await expect(page.getByText('The invoice e-mails were edited successfully.')).toBeVisible();
  await expect(emails).toBeHidden();

  await chooseFromMenu(page, row, 'Edit invoice e-mails');
  emails = page.getByRole('dialog', { name: 'Edit invoice e-mails' });
  await expect(emails.getByRole('button', { name: 'Remove kopie@example.de' })).toBeVisible();
});

test('deletes a customer only after the confirmation', async ({ page }) => {
  await page.goto(CUSTOMERS);
  await expect(rows(page).first()).toBeVisible();
  const customers = await apiGet<{ _embedded: { debitors: ApiCustomer[] } }>(page, '/debitors?size=100');
  const target = customers._embedded.debitors.find((customer) => customer.lastName);
  if (!target) throw new Error('no customer to delete');
  const row = await searchCustomer(page, target.emailAddress);

  await chooseFromMenu(page, row, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete customer' });
  await expect(dialog).toContainText(target.emailAddress);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText('(debitor deleted)');

  await chooseFromMenu(page, row, 'Delete');
  await dialog.getByRole('button', { name: 'Delete customer' }).click();
  await expect(page.getByText('The debitor was deleted.')).toBeVisible();
  await expect(row).toContainText(`${target.emailAddress} (debitor deleted)`);
});

test('opens the customer page from the list; tab counts match the lists; tabs follow the address', async ({
  page,
}) => {
  await page.goto(CUSTOMERS);
  await expect(rows(page).first()).toBeVisible();
  const mandates = await apiGet<{ _embedded: { sepaMandates: unknown[] } }>(page, '/sepa-mandates?size=1');
  expect(mandates._embedded.sepaMandates.length).toBeGreaterThan(0);
  // A direct-debit customer has payments and mandates in the seed.
  const customers = await apiGet<{ _embedded: { debitors: (ApiCustomer & { paymentMethod: string })[] } }>(
    page,
    '/debitors?size=100&sort=lastName,asc',
  );
  const target = customers._embedded.debitors.find(
    (customer) => customer.paymentMethod === 'DIRECT_DEBIT' && customer.lastName,
  );
  if (!target) throw new Error('no direct-debit customer');
  const row = await searchCustomer(page, target.emailAddress);
  await row.getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/debtors/${target.id}/.+/payments$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${target.firstName} ${target.lastName}`);
  await expect(page.getByRole('group', { name: 'Pending transactions' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    /^Payments/,
    /^Credits/,
    /^Invoices/,
    /^Credit notes/,
    /^Subscriptions/,
    /^Payment plans/,
    /^SEPA mandates/,
  ]);
  await expect(table(page).getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
  const payments = await tabCount(page, 'Payments');
  if (payments > 0) await expect(page.getByTestId('pager-range')).toHaveText(new RegExp(`of ${payments}$`));
  else await expect(page.getByText('No payments linked')).toBeVisible();

  await page.getByRole('tab', { name: /^SEPA mandates/ }).click();
  await expect(page).toHaveURL(/\/sepaMandates$/);
  const mandateCount = await tabCount(page, 'SEPA mandates');
  await expect(page.getByTestId('pager-range')).toHaveText(new RegExp(`of ${mandateCount}$`));

  await page.getByRole('tab', { name: /^Credits/ }).click();
  await expect(page).toHaveURL(/\/credits$/);
  const credits = await tabCount(page, 'Credits');
  const creditsShown = async () => {
    if (credits > 0) await expect(page.getByTestId('pager-range')).toHaveText(new RegExp(`of ${credits}$`));
    else await expect(page.getByText('No credits yet')).toBeVisible();
  };
  await creditsShown();
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Credits/ })).toHaveAttribute('aria-selected', 'true');
  await creditsShown();

  await page.goBack();
  await expect(page).toHaveURL(/\/sepaMandates$/);
  await expect(page.getByRole('tab', { name: /^SEPA mandates/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/debtors$/);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('shows the list, the customer page and the create dialog in German', async ({ page }) => {
    await page.goto(CUSTOMERS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kunden');
    await expect(table(page).getByRole('columnheader')).toHaveText([
      // The selection column: its header is the page's checkbox.
      '',
      'Name',
      'Firmenname',
      'Typ',
      'E-Mail',
      'Zahlungsart',
      'Einrichtungsstatus',
      'Aktionen',
    ]);
    await page.getByRole('button', { name: 'Neuer Kunde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
    await dialog.getByRole('button', { name: 'Kunde anlegen' }).click();
    await expect(dialog.getByText('E-Mail-Adresse ist erforderlich')).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('tab')).toHaveText([
      /^Zahlungen/,
      /^Gutschriften/,
      /^Rechnungen/,
      /^Rechnungskorrekturen/,
      /^Abonnements/,
      /^Ratenpläne/,
      /^SEPA-Mandate/,
    ]);
    await expect(page.getByRole('group', { name: 'Offene Transaktionen' })).toBeVisible();
  });
});

for (const locale of AUDIT_LOCALES) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });

    test('the customer dialogs have no serious or critical axe finding', async ({ page }) => {
      test.setTimeout(90_000);
      const findings: Finding[] = [];
      await page.goto(`${CUSTOMERS}?action=new`);
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await audit(page, 'new customer dialog')));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: /^(Debtor portal|Debitorenportal)$/ }).click();
      await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
      findings.push(...(await audit(page, 'debtor portal dialog')));
      await page.keyboard.press('Escape');

      await rows(page)
        .first()
        .getByRole('button', { name: /^(Actions for|Aktionen für)/ })
        .click();
      await page.getByTestId('row-action-menu').locator('[data-action="editInvoiceEmails"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await audit(page, 'invoice e-mails dialog')));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await rows(page).first().getByRole('link').click();
      await page.getByRole('tab').last().click();
      await page.getByRole('button', { name: /^(New SEPA mandate|Neues SEPA-Mandat)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await audit(page, 'new SEPA mandate dialog')));
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
