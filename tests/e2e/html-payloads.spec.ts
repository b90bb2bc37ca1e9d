/**
 * Server strings are text, never markup: HTML and script payloads seeded into a customer, a payment
 * (purpose, reference, metadata) and an invoice through the mock API do not run on the payments
 * list or the payment detail, and show literally.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo } from './helpers';
import { LIST, rows } from './payments-helpers';

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=2</script>';
// At most 25 characters: it also goes into the external reference.
const SVG = '<svg onload=__xss=3>';

declare global {
  interface Window {
    __xss?: number;
  }
}

type Seeded = { paymentId: string; invoicePaymentId: string };

/** Creates the payloads through the mock backend's API, as the portal's own calls would. */
const seed = (page: Page) =>
  page.evaluate(
    async ({ img, script, svg }): Promise<Seeded> => {
      const { token } = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
      const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
        const response = await fetch(`http://localhost:4010${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token ?? ''}`,
            Accept: 'application/json',
            'Content-Type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      };
      const customer = await call<{ id: string }>('POST', '/debitors', {
        type: 'ORGANIZATION',
        paymentMethod: 'ONLINE_PAYMENT',
        companyName: img,
        firstName: script,
        lastName: svg,
        emailAddress: 'payload@example.com',
        address: { line: img, zipCode: '01067', city: script, country: 'DE' },
      });
      const payment = await call<{ id: string }>('POST', '/payments', {
        debitorId: customer.id,
        amount: 13.37,
        purpose: `${img} ${script}`,
        externalReference: svg,
        paymentMethod: 'ONLINE_PAYMENT',
        paymentType: 'PAYMENT_REQUEST',
        metadata: [{ key: script, value: img }],
      });
      const { bankAccounts } = await call<{ bankAccounts: { id: string }[] }>('GET', '/bankaccounts');
      const invoice = await call<{ id: string }>('POST', '/invoices', {
        debitorId: customer.id,
        creditorBankAccountId: bankAccounts[0]?.id,
        positions: [{ description: img, descriptionSubText: script, quantity: 1, price: 42 }],
      });
      const finalized = await call<{ paymentId?: string }>('POST', `/invoices/finalize/${invoice.id}`);
      return { paymentId: payment.id, invoicePaymentId: finalized.paymentId ?? '' };
    },
    { img: IMG, script: SCRIPT, svg: SVG },
  );

/** No payload ran, and none of them became an element. */
const expectInert = async (page: Page) => {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], script:not([src])')).toHaveCount(0);
};

test('HTML and script payloads from the server show as text and never run', async ({ page }) => {
  await loginAsDemo(page, LIST);
  await expect(rows(page).first()).toBeVisible();
  const seeded = await seed(page);
  expect(seeded.invoicePaymentId).not.toBe('');

  await page.reload();
  const row = page.locator(`tbody tr[data-row-id="${seeded.paymentId}"]`);
  await expect(row).toContainText(`${IMG} ${SCRIPT}`);
  await expect(row).toContainText(IMG);
  await expectInert(page);

  await page.goto(`${LIST}/${seeded.paymentId}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(`${IMG} ${SCRIPT}`);
  await expect(main).toContainText(SVG);
  await expect(main).toContainText(IMG);
  // The metadata (in its expander) holds the key as text too.
  await expect(main.locator('dt', { hasText: SCRIPT }).first()).toHaveText(SCRIPT);
  await expectInert(page);

  await page.goto(`${LIST}/${seeded.invoicePaymentId}`);
  await expect(page.getByRole('main')).toContainText(IMG);
  await expectInert(page);
});
