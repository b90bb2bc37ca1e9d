import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { CUSTOMERS, dataRows, detailUrl, seededCustomer } from './customers-steps';

const TABS = [
  'Payments',
  'Credits',
  'Invoices',
  'Credit notes',
  'Subscriptions',
  'Payment plans',
  'SEPA mandates',
];

const openDetail = async (url: string) => {
  signInAsDemo();
  return renderApp(url);
};

/** The seeded customer with the most payments, so that the tab has rows. */
const customerWithPayments = () => {
  const counts = new Map<string, number>();
  for (const payment of getDb().payments)
    counts.set(payment.debitorRef ?? '', (counts.get(payment.debitorRef ?? '') ?? 0) + 1);
  return seededCustomer(
    (customer) => (counts.get(customer.id) ?? 0) > 1 && customer.paymentMethod === 'DIRECT_DEBIT',
  );
};

const tabCount = (name: string) =>
  screen
    .getByRole('tab', { name: new RegExp(`^${name}`) })
    .textContent?.replace(name, '')
    .trim();

describe('customer detail page (spec 3 §2.5)', () => {
  it('shows the header, the pending tile, the back button and the seven tabs in order with their counts', async () => {
    const customer = customerWithPayments();
    await openDetail(detailUrl(customer));
    expect(
      await screen.findByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', CUSTOMERS);
    const pending = getDb().payments.filter(
      (payment) => payment.debitorRef === customer.id && ['PENDING', 'MANUAL'].includes(payment.state),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Pending transactions' })).getByTestId('summary-count'),
      ).toHaveTextContent(`${pending.length} transaction`),
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/[\d–]+$/, '').trim())).toEqual(TABS);
    const db = getDb();
    const expected = {
      Payments: db.payments.filter((payment) => payment.debitorRef === customer.id).length,
      Credits: db.credits.filter((credit) => credit.customer?.id === customer.id).length,
      Invoices: db.invoices.filter((invoice) => invoice.debitor?.id === customer.id).length,
      'Credit notes': db.creditNotes.filter((note) => note.debtor?.id === customer.id).length,
      Subscriptions: db.subscriptions.filter((subscription) => subscription.debtor?.id === customer.id)
        .length,
      'Payment plans': db.instalmentPlans.filter((plan) => plan.debtor?.id === customer.id).length,
      'SEPA mandates': db.sepaMandates.filter((mandate) => mandate.debitorId === customer.id).length,
    };
    for (const [name, count] of Object.entries(expected))
      await waitFor(() => expect(tabCount(name)).toBe(String(count)));
  });

  it("lists the customer's payments without the customer column, the count matching the list", async () => {
    const requests = recordRequests();
    const customer = customerWithPayments();
    await openDetail(detailUrl(customer));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    const list = requests
      .find('GET', '/payments')
      .filter((request) => request.url.searchParams.get('size') === '10');
    expect(list[0]?.url.searchParams.get('debitorId')).toBe(customer.id);
    expect(screen.getByTestId('pager-range')).toHaveTextContent(`of ${tabCount('Payments')}`);
  });

  it('opens the tab the address names and changes the address when switching tabs', async () => {
    const customer = customerWithPayments();
    const app = await openDetail(detailUrl(customer, 'invoices'));
    expect(await screen.findByRole('tab', { name: /^Invoices/, selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('data-table')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: /^SEPA mandates/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/\/sepaMandates$/));
    expect(await screen.findByRole('button', { name: 'New SEPA mandate' })).toBeInTheDocument();
    for (const [tab, name] of [
      ['credits', 'Credits'],
      ['creditNotes', 'Credit notes'],
      ['subscriptions', 'Subscriptions'],
      ['instalmentPlans', 'Payment plans'],
    ] as const) {
      await app.router.navigate({ to: detailUrl(customer, tab) });
      expect(
        await screen.findByRole('tab', { name: new RegExp(`^${name}`), selected: true }),
      ).toBeInTheDocument();
      expect(await screen.findByTestId('data-table')).toBeInTheDocument();
      expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
    }
  });

  it("leaves 'payments' out of the header menu", async () => {
    const customer = customerWithPayments();
    const app = await openDetail(detailUrl(customer));
    await app.user.click(await screen.findByRole('button', { name: 'Customer actions' }));
    const menu = await screen.findByTestId('customer-menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toContain('Edit');
    expect(entries).not.toContain('Payments');
  });

  it("shows a customer that cannot be loaded as 'unknown'", async () => {
    await openDetail(`${CUSTOMERS}/no-such-customer/nobody%40example.de/payments`);
    expect(await screen.findByRole('heading', { name: 'Unknown' })).toBeInTheDocument();
    expect(
      screen.getByText('This customer could not be loaded. Its lists are shown by its id.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(7);
  });

  it('shows the fallback too when loading fails for another reason', async () => {
    setFault('getDebitor', { status: 500 });
    await openDetail(detailUrl(customerWithPayments()));
    expect(await screen.findByRole('heading', { name: 'Unknown' })).toBeInTheDocument();
  });
});

describe('customer addresses (spec 2 §2)', () => {
  it('leads /dashboard/debitors/{id}/{email}/payments to the same page and tab', async () => {
    const customer = customerWithPayments();
    const app = await openDetail(
      `/dashboard/debitors/${customer.id}/${encodeURIComponent(customer.emailAddress)}/payments`,
    );
    expect(await screen.findByRole('tab', { name: /^Payments/, selected: true })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(detailUrl(customer));
  });

  it('opens the payments for a tab name it does not know', async () => {
    const customer = customerWithPayments();
    const app = await openDetail(detailUrl(customer, 'nonsense'));
    expect(await screen.findByRole('tab', { name: /^Payments/, selected: true })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(detailUrl(customer));
  });

  it('finds /dashboard/debtors/{id} by last name and matching e-mail', async () => {
    const requests = recordRequests();
    const customer = customerWithPayments();
    const app = await openDetail(`${CUSTOMERS}/${customer.id}`);
    await waitFor(() => expect(app.router.state.location.pathname).toBe(detailUrl(customer)));
    const [search] = requests.find('GET', '/debitors/search');
    expect(search?.url.searchParams.get('lastName')).toBe(customer.lastName);
    expect(search?.url.searchParams.get('emailAddress')).toBe(customer.emailAddress);
  });

  it("warns 'debitor does not exist' for an id without customer", async () => {
    await openDetail(`${CUSTOMERS}/no-such-customer`);
    expect(await screen.findByText('This debitor does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toBeInTheDocument();
  });

  it("warns 'debitor does not exist' for a deleted customer, whom the search does not find", async () => {
    const deleted = getDb().debitors.find((customer) => !customer.lastName && !customer.companyName);
    await openDetail(`${CUSTOMERS}/${deleted?.id}`);
    expect(await screen.findByText('This debitor does not exist.')).toBeInTheDocument();
  });
});
