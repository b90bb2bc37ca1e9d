import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_OPTIONS_SHOWN } from '@/features/checkouts/checkouts-filters';
import { getDb, resetDb } from '../../mocks/node';
import { dataRows, openList, rowById } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/checkouts';

const checkoutWithFields = () => {
  const checkout = getDb().checkouts.find(
    (candidate) => candidate.paymentIdRef && candidate.customFields?.some((field) => field.fieldValue),
  );
  if (!checkout) throw new Error('no paid checkout with custom fields');
  return checkout;
};

describe('checkouts list (spec 3 §2.4, §7, §9)', () => {
  it('shows the checkouts newest first with the columns of the checkout entity', async () => {
    const requests = recordRequests();
    await openList(LIST);
    expect(screen.getByRole('heading', { name: 'Checkouts' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Status',
      'Customer',
      'Product',
      'Quantity',
      'Total',
      'Created',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/checkouts');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    expect(dataRows()).toHaveLength(10);
  });

  it('loads up to 100 products for its product filter and sends states and products as comma lists', async () => {
    const requests = recordRequests();
    const app = await openList(`${LIST}?states=NEW&states=CLOSED`);
    expect(requests.find('GET', '/checkouts').at(-1)?.url.searchParams.get('states')).toBe('NEW,CLOSED');
    const [products] = requests.find('GET', '/products');
    expect(products?.url.searchParams.get('size')).toBe('100');
    const product = getDb().products.find((candidate) =>
      getDb().checkouts.some((checkout) => checkout.productId === candidate.id),
    );
    const picker = await screen.findByRole('combobox', { name: 'Products' });
    await app.user.click(picker);
    // Eight at a time (the list never scrolls); typing finds the others.
    expect((await screen.findAllByRole('option')).length).toBe(
      Math.min(PRODUCT_OPTIONS_SHOWN, getDb().products.length),
    );
    await app.user.type(picker, product?.name ?? '');
    await app.user.click(await screen.findByRole('option', { name: product?.name }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        states: ['NEW', 'CLOSED'],
        productIds: [product?.id],
      }),
    );
    await waitFor(() =>
      expect(requests.find('GET', '/checkouts').at(-1)?.url.searchParams.get('productIds')).toBe(product?.id),
    );
    await app.router.navigate({ to: LIST, search: { productIds: ['a', 'b'] } });
    await waitFor(() =>
      expect(requests.find('GET', '/checkouts').at(-1)?.url.searchParams.get('productIds')).toBe('a,b'),
    );
    expect(await screen.findByText('No results for your search')).toBeInTheDocument();
  });

  it("says 'no checkouts yet' without filters", async () => {
    resetDb('fresh');
    signInAsDemo();
    await renderApp(LIST);
    expect(await screen.findByText('No checkouts yet')).toBeInTheDocument();
    expect(screen.queryByText('No results for your search')).not.toBeInTheDocument();
  });

  it('leads from a row to the detail: the checkout with its custom fields, the customer and the payment', async () => {
    const checkout = checkoutWithFields();
    const app = await openList(`${LIST}?search=${checkout.id}`);
    const row = await rowById(checkout.id);
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(`/dashboard/transactions/checkouts/${checkout.id}`),
    );
    const card = await screen.findByRole('region', { name: 'Checkout' });
    for (const text of ['Product', 'Price', 'Quantity', 'Total']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText(checkout.productTitle ?? '')).toBeInTheDocument();
    for (const field of checkout.customFields ?? []) {
      expect(within(card).getByText(field.fieldLabel)).toBeInTheDocument();
      if (field.fieldValue) expect(within(card).getByText(field.fieldValue)).toBeInTheDocument();
    }
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('link', { name: 'Open payment' })).toHaveAttribute(
      'href',
      `/dashboard/transactions/payments/${checkout.paymentIdRef ?? ''}`,
    );
    expect(screen.getByRole('region', { name: 'Debtor' })).toBeInTheDocument();
  });

  it("links a payment's detail to its checkout, found by GET /checkouts/search with paymentID", async () => {
    const checkout = checkoutWithFields();
    const requests = recordRequests();
    signInAsDemo();
    await renderApp(`/dashboard/transactions/payments/${checkout.paymentIdRef ?? ''}`);
    const card = await screen.findByRole('region', { name: 'Checkout' });
    expect(within(card).getByRole('link', { name: 'Open checkout' })).toHaveAttribute(
      'href',
      `/dashboard/transactions/checkouts/${checkout.id}`,
    );
    expect(requests.find('GET', '/checkouts/search')[0]?.url.searchParams.get('paymentID')).toBe(
      checkout.paymentIdRef,
    );
  });
});
