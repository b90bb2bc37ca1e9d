import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet } from './customers-helpers';
import { openApp, startDemoSession } from './helpers';
import { rowOffering, rows } from './payments-helpers';

const INVOICES = '/dashboard/transactions/invoices';

type ApiCustomer = {
  id: string;
  type: string;
  emailAddress: string;
  address?: {
    line?: string;
    street?: string;
    houseNumber?: string;
    zipCode?: string;
    city?: string;
    country?: string;
  };
};
type ApiInvoice = {
  id: string;
  status: string;
  invoiceType: string;
  invoiceNumber?: string;
  paymentMethod?: string;
  debitor?: { id: string };
};

const complete = (customer: ApiCustomer | undefined) =>
  Boolean(
    customer?.address &&
    (customer.address.line || (customer.address.street && customer.address.houseNumber)) &&
    customer.address.zipCode &&
    customer.address.city &&
    customer.address.country,
  );

/** Customers and invoices straight from the mock API (once the app has started it). */
const apiData = async (page: Page) => {
  const customers = await apiGet<{ _embedded: { debitors: ApiCustomer[] } }>(page, '/debitors?size=1000');
  const invoices = await apiGet<{ _embedded: { invoices: ApiInvoice[] } }>(page, '/invoices?size=1000');
  const byId = new Map(customers._embedded.debitors.map((customer) => [customer.id, customer]));
  return {
    customers: customers._embedded.debitors,
    invoices: invoices._embedded.invoices,
    invoiceable: (invoice: ApiInvoice) => complete(byId.get(invoice.debitor?.id ?? '')),
  };
};

/** A day of the current month as the date picker names it (en-GB), e.g. '15 March 2026'. */
const dayLabel = (day: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), day).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
};

const pickDay = async (page: Page, field: Locator, day: number) => {
  await field.click();
  await page.getByRole('button', { name: dayLabel(day), exact: true }).click();
};

const fillPosition = async (
  page: Page,
  dialog: Locator,
  number: number,
  values: { description: string; quantity: string; price: string; tax: string },
) => {
  const position = dialog.getByRole('group', { name: `Position ${number}` });
  await position.getByLabel(/^Description/).fill(values.description);
  await position.getByLabel(/^Quantity/).fill(values.quantity);
  await position.getByLabel(/^Net price/).fill(values.price);
  await position.getByRole('combobox', { name: 'Tax' }).click();
  await page.getByRole('option', { name: values.tax, exact: true }).click();
};

test.beforeEach(async ({ page }) => {
  // Whole flows through several dialogs: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  // Each test opens its own page first: the session alone, so no page loads twice.
  await startDemoSession(page);
});

test("creates an invoice from a customer's menu: 7 % and 19 %, a service period, save, review, finalize", async ({
  page,
}) => {
  await openApp(page, INVOICES);
  const { customers } = await apiData(page);
  const customer = customers.find((candidate) => candidate.type === 'PERSON' && complete(candidate));
  expect(customer).toBeDefined();
  await page.goto(`/dashboard/debtors/${customer?.id}`);
  await page.getByRole('button', { name: 'Customer actions' }).click();
  await page.getByRole('menuitem', { name: 'New invoice', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await expect(dialog.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveValue(
    new RegExp(customer?.emailAddress.replace(/[.+]/g, '\\$&') ?? ''),
  );
  await expect(dialog.getByRole('button', { name: 'Delete position 1' })).toBeDisabled();
  await fillPosition(page, dialog, 1, {
    description: 'Roggenbrot 1 kg',
    quantity: '20',
    price: '3,50',
    tax: 'USt 7%',
  });
  await dialog.getByRole('button', { name: 'Add another position' }).click();
  await fillPosition(page, dialog, 2, {
    description: 'Lieferpauschale',
    quantity: '1',
    price: '15',
    tax: 'USt 19%',
  });

  await dialog.locator('label', { hasText: /^Service period$/ }).click();
  await pickDay(page, dialog.getByRole('button', { name: /^Begin date/ }), 15);
  await pickDay(page, dialog.getByRole('button', { name: /^End date/ }), 1);
  await expect(dialog.getByText('End date must be after begin date')).toBeVisible();
  await pickDay(page, dialog.getByRole('button', { name: /^End date/ }), 28);
  await expect(dialog.getByText('End date must be after begin date')).toBeHidden();

  const amounts = dialog.getByRole('group', { name: 'Amounts' });
  await expect(amounts).toContainText('Sub-total85,00 €');
  await expect(amounts).toContainText('USt 7%4,90 €');
  await expect(amounts).toContainText('USt 19%2,85 €');
  await expect(amounts).toContainText('Total92,75 €');

  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    dialog.getByText('The draft is saved. Review it to finalize and send it, or continue editing.'),
  ).toBeVisible();
  // What the server computed is what was shown while typing.
  await expect(amounts).toContainText('Total92,75 €');
  await dialog.getByRole('button', { name: 'Continue editing' }).click();
  await expect(dialog.getByRole('group', { name: 'Position 2' }).getByLabel(/^Description/)).toHaveValue(
    'Lieferpauschale',
  );
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Review the invoice')).toBeVisible();
  await dialog.getByRole('button', { name: 'Finalize and send' }).click();

  await expect(page.getByText('Invoice finalized.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const { invoices } = await apiData(page);
  const created = invoices.find(
    (invoice) => invoice.debitor?.id === customer?.id && invoice.status === 'OPEN',
  );
  expect(created?.invoiceNumber).toBeTruthy();
});

/** The invoices list searched down to the invoice, its row menu open on the entry. */
const openRowEntry = async (page: Page, invoice: ApiInvoice, entry: string) => {
  await page.goto(`${INVOICES}?search=${encodeURIComponent(invoice.invoiceNumber ?? invoice.id)}`);
  await expect(rows(page).first()).toBeVisible();
  await rowOffering(page, entry);
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
};

const checkPreviewAndFinalize = async (page: Page, wizard: Locator, prefix: string, reviewed: string) => {
  // The test browser has no PDF viewer: the wizard says so instead of framing the PDF (a frame would
  // save it at once under a made-up name), and the file is saved by its button under its own name.
  await expect(wizard.getByTestId('pdf-no-viewer')).toBeVisible();
  const download = page.waitForEvent('download');
  await wizard.getByRole('button', { name: new RegExp(`^Download ${prefix}`) }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${prefix}.+\\.pdf$`));
  const finalize = wizard.getByRole('button', { name: 'Finalize and send' });
  await expect(finalize).toBeDisabled();
  await wizard.getByRole('checkbox', { name: reviewed }).check();
  await finalize.click();
  await expect(page.getByText('Successfully sent.')).toBeVisible();
  await expect(wizard).toBeHidden();
};

test('cancels an OPEN invoice through the wizard with the PDF preview', async ({ page }) => {
  await page.goto(INVOICES);
  await expect(rows(page).first()).toBeVisible();
  const { invoices } = await apiData(page);
  const invoice = invoices.find(
    (candidate) =>
      candidate.status === 'OPEN' &&
      candidate.invoiceType === 'INVOICE' &&
      candidate.paymentMethod !== 'DIRECT_DEBIT',
  );
  expect(invoice).toBeDefined();
  if (!invoice) return;
  await openRowEntry(page, invoice, 'Cancel invoice');

  const wizard = page.getByRole('dialog', { name: `Cancel invoice ${invoice.invoiceNumber ?? ''}` });
  await wizard.getByLabel(/^Reason for the customer/).fill('Doppelt berechnet\nbitte ignorieren');
  await wizard.getByLabel(/^Internal reason/).fill('Ticket 4711');
  await wizard.getByRole('button', { name: 'Create cancellation invoice' }).click();
  await checkPreviewAndFinalize(page, wizard, 'Stornierung_', 'I have reviewed the cancellation invoice');
  const after = await apiData(page);
  expect(after.invoices.find((candidate) => candidate.id === invoice.id)?.status).toBe('CANCELLED');
});

test('corrects a PAID invoice, changing a position of the corrective invoice', async ({ page }) => {
  await page.goto(INVOICES);
  await expect(rows(page).first()).toBeVisible();
  const { invoices, invoiceable } = await apiData(page);
  const invoice = invoices.find(
    (candidate) =>
      candidate.status === 'PAID' && candidate.invoiceType === 'INVOICE' && invoiceable(candidate),
  );
  expect(invoice).toBeDefined();
  if (!invoice) return;
  await openRowEntry(page, invoice, 'Correction');

  const wizard = page.getByRole('dialog', { name: `Correct invoice ${invoice.invoiceNumber ?? ''}` });
  await wizard.getByLabel(/^Reason for the customer/).fill('Falsche Menge berechnet');
  await wizard.getByRole('button', { name: 'Create corrective invoice' }).click();
  const first = wizard.getByRole('group', { name: 'Position 1' });
  await first.getByLabel(/^Quantity/).fill('2');
  await wizard.getByRole('button', { name: 'Save and preview' }).click();
  await checkPreviewAndFinalize(page, wizard, 'Korrektur_', 'I have reviewed the corrective invoice');
  const after = await apiData(page);
  expect(after.invoices.find((candidate) => candidate.id === invoice.id)?.status).toBe('CANCELLED');
});
