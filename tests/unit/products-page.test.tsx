import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearFaults, getDb, resetDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { dataRows, openList as openRows } from '../list';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/checkouts/products';

const openList = (url = LIST) => openRows(url);

describe('products list (spec 3 §2.4)', () => {
  it('shows the newest products first with their columns', async () => {
    const requests = recordRequests();
    await openList();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Name',
      'Type',
      'Price',
      'Billing',
      'Created',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/products');
    expect(list?.url.searchParams.get('page')).toBe('0');
    expect(list?.url.searchParams.get('size')).toBe('10');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTime,desc']);
    const newest = [...getDb().products].sort((a, b) =>
      (b.createdDateTime ?? '').localeCompare(a.createdDateTime ?? ''),
    )[0];
    expect(dataRows()[0]).toHaveAttribute('data-row-id', newest?.id);
  });

  it('filters by type through the URL, sent as productTypes', async () => {
    const requests = recordRequests();
    const app = await openList(`${LIST}?page=2`);
    await app.user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await app.user.click(await screen.findByRole('option', { name: 'Donation' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ productTypes: ['DONATION'] }));
    await waitFor(() =>
      expect(requests.find('GET', '/products').at(-1)?.url.searchParams.getAll('productTypes')).toEqual([
        'DONATION',
      ]),
    );
    await waitFor(() =>
      dataRows().forEach((row) =>
        expect(row.querySelector('[data-status]')).toHaveAttribute('data-status', 'DONATION'),
      ),
    );
  });

  it('sends search and dates from the URL', async () => {
    const requests = recordRequests();
    await openList(`${LIST}?search=Brot&from=2025-01-01&to=2099-12-31`);
    const last = requests.find('GET', '/products').at(-1);
    expect(last?.url.searchParams.get('search')).toBe('Brot');
    expect(last?.url.searchParams.get('startDate')).toBe('2025-01-01T00:00:00.000Z');
    expect(last?.url.searchParams.get('endDate')).toBe('2099-12-31T23:59:59.999Z');
  });

  it("says 'no results for your search' when filters find nothing", async () => {
    signInAsDemo();
    await renderApp(`${LIST}?search=gibt-es-nicht-xyz`);
    expect(await screen.findByText('No results for your search')).toBeInTheDocument();
  });

  it("says 'no products found' for an empty list", async () => {
    resetDb('fresh');
    signInAsDemo();
    await renderApp(LIST);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('shows an error state with retry when the list fails', async () => {
    signInAsDemo();
    setFault('listProducts', { status: 500 });
    const app = await renderApp(LIST);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    clearFaults();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  });
});
