import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo } from './helpers';

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

test('what is created survives a reload', async ({ page }) => {
  await page.goto('/login?scenario=default');
  await loginAsDemo(page);
  const created = await callApi(page, 'POST', '/debitors', {
    type: 'PERSON',
    paymentMethod: 'ONLINE_PAYMENT',
    firstName: 'Rita',
    lastName: 'Reloadberg',
    emailAddress: 'rita.reloadberg@example.de',
  });
  expect(created.status).toBeLessThan(300);
  await page.reload();
  await expect(page.getByTestId('user-full-name')).toBeVisible();
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
