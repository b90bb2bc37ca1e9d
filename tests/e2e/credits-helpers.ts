/** Steps the credits, credit notes and checkouts e2e tests share. */
import { expect, type Page } from '@playwright/test';
import { rows } from './payments-helpers';

export const CREDITS = '/dashboard/transactions/credits';
export const CREDIT_NOTES = '/dashboard/transactions/credit-notes';
export const CHECKOUTS = '/dashboard/checkouts';

/**
 * GET from the mock API, to find test data of a kind the screens cannot filter by. Waits for a
 * list first: until the app has started, the mock backend does not answer.
 */
export const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  await expect(rows(page).first()).toBeVisible();
  return page.evaluate(async (url) => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
    const response = await fetch(`http://localhost:4010${url}`, {
      headers: { Authorization: `Bearer ${session.token ?? ''}`, Accept: 'application/json' },
    });
    return (await response.json()) as T;
  }, path);
};

type Customer = { id: string; emailAddress: string; lastName?: string };

const hasActiveMandate = async (page: Page, id: string) => {
  const list = await apiGet<{ _embedded: { sepaMandates: { state: string }[] } }>(
    page,
    `/sepa-mandates?size=100&debtor_id=${id}`,
  );
  return list._embedded.sepaMandates.some((mandate) => mandate.state === 'ACTIVE');
};

/** A named customer that has an active SEPA mandate, or has none. */
export const customerByMandate = async (page: Page, withMandate: boolean): Promise<Customer> => {
  const customers = await apiGet<{ _embedded: { debitors: Customer[] } }>(page, '/debitors?size=1000');
  // Customers who were paid credits had a mandate then: the likely ones first.
  const credits = await apiGet<{ _embedded: { credits: { customer?: { id: string } }[] } }>(
    page,
    '/credits?size=1000',
  );
  const paid = new Set(credits._embedded.credits.map((credit) => credit.customer?.id));
  const named = customers._embedded.debitors.filter((candidate) => candidate.lastName);
  const likelyFirst = [...named].sort(
    (a, b) => Number(paid.has(b.id) === withMandate) - Number(paid.has(a.id) === withMandate),
  );
  for (const customer of likelyFirst) {
    if ((await hasActiveMandate(page, customer.id)) === withMandate) return customer;
  }
  throw new Error(`no customer ${withMandate ? 'with' : 'without'} an active SEPA mandate`);
};

/** Picks a customer in the dialog's picker by searching for the e-mail address. */
export const pickCustomer = async (page: Page, dialog: ReturnType<Page['getByRole']>, email: string) => {
  const picker = dialog.getByRole('combobox', { name: 'Customer' });
  await picker.fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
};
