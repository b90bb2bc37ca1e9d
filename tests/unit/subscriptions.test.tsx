import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { dataRows, openList, rowById } from '../list';
import { recordRequests } from '../requests';
import { renderApp, type AppRender } from '../render';
import { signInAsDemo } from '../sign-in';
import { detailUrl } from './customers-steps';
import { chooseCustomer } from './new-payment-steps';
import { isAddressComplete } from '@/entities/customer/address-complete';

const LIST = '/dashboard/transactions/subscriptions';

const openCreate = async (app: AppRender) => {
  await app.user.click(screen.getByRole('button', { name: 'New subscription' }));
  return screen.findByRole('dialog', { name: 'New subscription' });
};

const submit = (app: AppRender, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: 'Create subscription' }));

const chooseProduct = async (app: AppRender, dialog: HTMLElement, name: string) => {
  await app.user.click(within(dialog).getByRole('combobox', { name: /^Subscription model/ }));
  await app.user.click(await screen.findByRole('option', { name }));
};

describe('subscriptions list (spec 3 §2.4)', () => {
  it('shows the columns, newest first, and filters by status as a comma list', async () => {
    const requests = recordRequests();
    const app = await openList(LIST);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Status',
      'Customer',
      'Subscription model',
      'Price',
      'Interval',
      'Duration',
      'Next payment',
      'Created',
      'Actions',
    ]);
    expect(requests.find('GET', '/subscriptions')[0]?.url.searchParams.getAll('sort')).toEqual([
      'createdDateTime,desc',
    ]);
    expect(within(dataRows()[0] ?? document.body).getByText('Unlimited')).toBeInTheDocument();
    await app.user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Active' }));
    await app.user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(requests.find('GET', '/subscriptions').at(-1)?.url.search).toContain(
        `statuses=${encodeURIComponent('ACTIVE,CANCELLED')}`,
      ),
    );
  });

  it("shows '--' without a next payment date and the cancellation request in a popover", async () => {
    const requested = getDb().subscriptions.find(
      (subscription) =>
        subscription.status === 'CANCELLATION_REQUESTED' && subscription.cancellationRequest?.reason,
    );
    const app = await openList(`${LIST}?statuses=CANCELLATION_REQUESTED&statuses=CANCELLED`);
    const cancelled = getDb().subscriptions.find((subscription) => subscription.status === 'CANCELLED');
    const cancelledRow = await rowById(cancelled?.id ?? '');
    expect(cancelledRow).toHaveTextContent('--');
    const row = await rowById(requested?.id ?? '');
    await app.user.click(within(row).getByRole('button', { name: /^Cancellation requested/ }));
    const popover = await screen.findByTestId('cancellation-popover');
    const [year, month, day] = (requested?.cancellationRequest?.targetDate ?? '').split('-');
    expect(popover).toHaveTextContent(`Ends on ${day}.${month}.${year}`);
    expect(popover).toHaveTextContent(`Reason: ${requested?.cancellationRequest?.reason}`);
  });
});

describe('new subscription (spec 3 §5, §8)', () => {
  it("says 'customer required', 'product required' and 'customer address incomplete'", async () => {
    const app = await openList(LIST);
    const dialog = await openCreate(app);
    await submit(app, dialog);
    expect(await within(dialog).findByText('Customer is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Product is required')).toBeInTheDocument();
    await chooseCustomer(app, dialog, (customer) => !isAddressComplete(customer.address));
    expect(
      await within(dialog).findByText('The customer address is incomplete. Please complete it first.'),
    ).toBeInTheDocument();
  });

  it("says 'bank account required' when the company has no bank account", async () => {
    server.use(
      http.get(api('/bankaccounts'), () =>
        HttpResponse.json({ bankAccounts: [], allowTransactionsCsv: false }),
      ),
    );
    const app = await openList(LIST);
    const dialog = await openCreate(app);
    await submit(app, dialog);
    expect(await within(dialog).findByText('Bank account is required')).toBeInTheDocument();
  });

  it('offers five RECURRING products and creates the subscription with both customer ids', async () => {
    const requests = recordRequests();
    const app = await openList(LIST);
    const dialog = await openCreate(app);
    const customer = await chooseCustomer(app, dialog, (candidate) => isAddressComplete(candidate.address));
    const product = getDb().products.find((candidate) => candidate.billingType === 'RECURRING');
    await chooseProduct(app, dialog, product?.name ?? '');
    const productRequest = requests.find('GET', '/products')[0];
    expect(productRequest?.url.searchParams.get('billingType')).toBe('RECURRING');
    expect(productRequest?.url.searchParams.get('size')).toBe('5');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Collect by direct debit' }));
    await submit(app, dialog);
    expect(await screen.findByText('Subscription created successfully')).toBeInTheDocument();
    const bankAccount = getDb().bankAccounts.find((account) => account.default);
    expect(requests.find('POST', '/subscriptions')[0]?.body).toEqual({
      debitorId: customer.id,
      debtorId: customer.id,
      productId: product?.id,
      bankAccountId: bankAccount?.id,
      directDebitActive: true,
      generateInvoice: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'subscription creation failed' with the reason and keeps the form", async () => {
    server.use(
      http.post(api('/subscriptions'), () =>
        HttpResponse.json({ message: 'Product is archived' }, { status: 400 }),
      ),
    );
    const app = await openList(LIST);
    const dialog = await openCreate(app);
    await chooseCustomer(app, dialog, (candidate) => isAddressComplete(candidate.address));
    const product = getDb().products.find((candidate) => candidate.billingType === 'RECURRING');
    await chooseProduct(app, dialog, product?.name ?? '');
    await submit(app, dialog);
    expect(await screen.findByText('Subscription creation failed')).toBeInTheDocument();
    expect(screen.getByText('Product is archived')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Subscription model/ })).toHaveValue(product?.name);
  });
});

describe('cancel subscription (spec 3 §4, §8)', () => {
  const openCancel = async () => {
    const active = getDb().subscriptions.find((subscription) => subscription.status === 'ACTIVE');
    const app = await openList(`${LIST}?statuses=ACTIVE&size=30`);
    const row = await rowById(active?.id ?? '');
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    return { app, dialog, active };
  };

  it("cancels with type and reason: 'subscription cancelled'", async () => {
    const requests = recordRequests();
    const { app, dialog, active } = await openCancel();
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Type of cancellation/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Extraordinary: ends at once' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Umzug');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
    expect(requests.find('PATCH', `/subscriptions/${active?.id}/_cancel`)[0]?.body).toEqual({
      cancellationType: 'EXTRAORDINARY',
      reason: 'Umzug',
    });
  });

  it("says 'subscription error cancelled' when cancelling fails", async () => {
    setFault('cancelSubscription', { status: 500 });
    const { app, dialog } = await openCancel();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText('Subscription error: it was not cancelled. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe("the customer page's subscriptions tab (spec 3 §2.5)", () => {
  it("lists the customer's subscriptions without the customer column", async () => {
    const requests = recordRequests();
    const subscription = getDb().subscriptions.find((candidate) => candidate.debtor?.id);
    const customer = getDb().debitors.find((candidate) => candidate.id === subscription?.debtor?.id);
    signInAsDemo();
    await renderApp(detailUrl(customer ?? { id: '', emailAddress: '' }, 'subscriptions'));
    await rowById(subscription?.id ?? '');
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    const list = requests
      .find('GET', '/subscriptions')
      .find((request) => request.url.searchParams.get('size') === '10');
    expect(list?.url.searchParams.get('debitorId')).toBe(customer?.id);
  });
});
