import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo, startDemoSession } from './helpers';

/** Calls the mock API from the page with the signed-in user's token, as the portal would. */
const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
      const response = await fetch(`http://localhost:4010${path}`, {
        method,
        headers: { authorization: `Bearer ${session.token ?? ''}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );

/** A customer created through the mock API, as the portal's dialog creates one. */
const createPerson = async (page: Page, firstName: string, lastName: string) => {
  const created = await callApi(page, 'POST', '/debitors', {
    type: 'PERSON',
    paymentMethod: 'ONLINE_PAYMENT',
    firstName,
    lastName,
    emailAddress: `${firstName}.${lastName}@example.de`.toLowerCase(),
  });
  expect(created.status).toBeLessThan(300);
  return created;
};

test('what is created survives a reload', async ({ page }) => {
  await page.goto('/login?scenario=default');
  await loginAsDemo(page);
  await createPerson(page, 'Rita', 'Reloadberg');
  // Only the mock API's calls pass through the mock worker; the app's files load directly.
  const throughWorker = new Map<string, boolean>();
  page.on('response', (response) => throughWorker.set(response.url(), response.fromServiceWorker()));
  await page.reload();
  await expect(page.getByTestId('user-full-name')).toBeVisible();
  const loaded = [...throughWorker];
  expect(loaded.filter(([url, worker]) => url.startsWith('http://localhost:4010/') && worker)).not.toEqual(
    [],
  );
  expect(loaded.filter(([url, worker]) => !url.startsWith('http://localhost:4010/') && worker)).toEqual([]);
  const list = await callApi(page, 'GET', '/debitors?search=Reloadberg&page=0&size=10');
  expect(list.text).toContain('rita.reloadberg@example.de');
});

test('an injected fault shows the error screen, and retry recovers', async ({ page }) => {
  await loginAsDemo(page);
  await page.evaluate(() => window.__mockBackend?.setFault('getCompany', { status: 500, message: 'Kaputt' }));
  await page.goto('/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.evaluate(() => window.__mockBackend?.clearFaults());
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Bäckerei Schneider GmbH' })).toBeVisible();
});

test('the dev panel shows the scenario and switches it', async ({ page }) => {
  await page.goto('/login?scenario=fresh');
  await expect(page.getByRole('button', { name: 'Open the mock backend panel' })).toHaveText('Mock: fresh');
  await page.getByRole('button', { name: 'Open the mock backend panel' }).click();
  await page
    .getByRole('region', { name: 'Mock backend' })
    .getByRole('combobox')
    .first()
    .selectOption('agent');
  await expect(page.getByRole('button', { name: 'Open the mock backend panel' })).toHaveText('Mock: agent');
});

test('a customer and a payment created in the portal are still there after a reload', async ({ page }) => {
  await loginAsDemo(page, '/dashboard/transactions/payments');
  await page.getByRole('button', { name: 'New payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment' });
  await dialog.getByRole('button', { name: 'Add a new customer' }).click();
  const stamp = Date.now();
  await dialog.getByLabel(/^First name/).fill('Paula');
  await dialog.getByLabel(/^Last name/).fill(`Persistenz${stamp}`);
  await dialog.getByLabel(/^E-mail address/).fill(`paula.${stamp}@example.de`);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('New debtor created')).toBeVisible();
  await dialog.getByLabel(/^Amount/).fill('12,34');
  const purpose = `Persistenztest ${stamp}`;
  await dialog.getByLabel(/^Purpose/).fill(purpose);
  await dialog.getByRole('button', { name: 'Create payment' }).click();
  await expect(page.getByText('Transaction created')).toBeVisible();

  await page.reload();
  await page.getByRole('textbox', { name: 'Search' }).fill(purpose);
  const row = page.getByTestId('data-table').locator('tbody tr[data-row-id]');
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText(`Persistenz${stamp}`);
  await expect(row.first()).toContainText('12,34');
});

const DEEP_LINK = '/dashboard/transactions/payments?states=PENDING&size=30&page=3';
const stats = (page: Page) => page.evaluate(() => window.__mockBackend?.stats());
/** The deep link's first row, after a whole start of the app (seconds on the loaded machine). */
const firstRow = (page: Page) =>
  expect(page.getByTestId('data-table').locator('tbody tr[data-row-id]').first()).toBeVisible({
    timeout: 30_000,
  });

test('the large scenario is kept by its first rows, and after a write, for a tab opened right after', async ({
  context,
  page,
}) => {
  await startDemoSession(page);
  // 1% of its size: the same code, a test's time.
  await page.goto(`${DEEP_LINK}&scenario=large&largeFactor=0.01`);
  await firstRow(page);
  // The tab is closed as soon as the rows show: the next one takes the kept data.
  await page.close();
  const next = await context.newPage();
  await next.goto(DEEP_LINK);
  await firstRow(next);
  expect(await stats(next)).toMatchObject({ seeds: 0, fromSnapshot: true, replayed: 0 });

  const created = await createPerson(next, 'Lara', 'Largeberg');
  // The write is kept in the snapshot once the writes pause; then the tab is closed.
  await next.evaluate(() => window.__mockBackend?.settled());
  await next.close();
  const last = await context.newPage();
  await last.goto(DEEP_LINK);
  await firstRow(last);
  expect(await stats(last)).toMatchObject({ seeds: 0, fromSnapshot: true, replayed: 0 });
  const list = await callApi(last, 'GET', '/debitors?search=Largeberg&page=0&size=10');
  expect(list.text).toContain((JSON.parse(created.text) as { id: string }).id);
  const payments = await callApi(last, 'GET', '/payments?size=1');
  expect(JSON.parse(payments.text)).toMatchObject({ page: { totalElements: 2000 } });
});
