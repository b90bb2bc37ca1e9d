/** Steps the invoices e2e tests share. */
import { expect, type Locator, type Page } from '@playwright/test';

export const INVOICES = '/dashboard/transactions/invoices';

export const rows = (page: Page) => page.getByTestId('data-table').locator('tbody tr[data-row-id]');
export const rowOf = (page: Page, id: string) => page.locator(`tbody tr[data-row-id="${id}"]`);

/** Opens a row's action menu and waits until its customer has loaded and the entries show. */
export const openMenu = async (page: Page, row: Locator) => {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  const menu = page.getByTestId('row-action-menu');
  await expect(menu.getByRole('menuitem', { name: 'Events', exact: true })).toBeVisible();
  return menu;
};

/**
 * A call to the mock API with the signed-in user's token. Waits for the list first: until the
 * app has started, the mock backend does not answer.
 */
export const callApi = async <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> => {
  await expect(rows(page).first()).toBeVisible();
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
      const response = await fetch(`http://localhost:4010${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${session.token ?? ''}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
};

export type ApiInvoice = {
  id: string;
  status: string;
  invoiceType: string;
  invoiceNumber?: string;
  total: number;
  createdDateTimeUTC: string;
  debitor?: { id: string; firstName?: string; lastName?: string; companyName?: string };
};

export const apiInvoices = async (page: Page, query: string) =>
  callApi<{ _embedded: { invoices: ApiInvoice[] }; page: { totalElements: number } }>(
    page,
    'GET',
    `/invoices?${query}`,
  );
