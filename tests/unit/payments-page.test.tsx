import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb, resetDb, server, setFault, clearFaults } from '../../mocks/node';
import { api } from '../../mocks/auth';
import { renderApp } from '../render';
import { dataRows, openList as openRows } from '../list';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/payments';

const openList = (url = LIST) => openRows(url);

describe('payments list (spec 3 §2.4)', () => {
  it('shows the newest payments first, ten per page, with every column', async () => {
    const requests = recordRequests();
    await openList();
    expect(dataRows()).toHaveLength(10);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Status',
      'Customer',
      'Purpose',
      'Amount',
      'Payment method',
      'Created',
      'Progress',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/payments');
    expect(list?.url.searchParams.get('page')).toBe('0');
    expect(list?.url.searchParams.get('size')).toBe('10');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    const newest = [...getDb().payments].sort((a, b) =>
      b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC),
    )[0];
    expect(dataRows()[0]).toHaveAttribute('data-row-id', newest?.id);
  });

  it('shows skeleton rows while the page loads', async () => {
    signInAsDemo();
    setFault('listPayments', { latencyMs: 200, times: 1 });
    await renderApp(LIST);
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
    await waitFor(() => expect(dataRows().length).toBe(10));
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('asks the server for the zero-based page of the one-based pager', async () => {
    const requests = recordRequests();
    const app = await openList();
    await app.user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ page: 3 }));
    await waitFor(() =>
      expect(requests.find('GET', '/payments').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
    expect(screen.getByTestId('pager-range')).toHaveTextContent(/^21–30 of \d+$/);
  });

  it('offers the page sizes 5, 10 and 30 and returns to the first page on a change', async () => {
    const app = await openList(`${LIST}?page=3`);
    await app.user.click(await screen.findByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '30']);
    await app.user.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ size: 30 }));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
  });

  it('shows and asks for the default ten rows when the address names a size the list does not offer', async () => {
    const requests = recordRequests();
    await openList(`${LIST}?size=25`);
    expect(dataRows()).toHaveLength(10);
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(requests.find('GET', '/payments').map((call) => call.url.searchParams.get('size'))).not.toContain(
      '25',
    );
  });

  it('filters by state through the URL and returns to the first page', async () => {
    const requests = recordRequests();
    const app = await openList(`${LIST}?page=2`);
    await app.user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ states: ['COMPLETED'] }));
    await waitFor(() =>
      expect(requests.find('GET', '/payments').at(-1)?.url.searchParams.getAll('states')).toEqual([
        'COMPLETED',
      ]),
    );
    await waitFor(() =>
      dataRows().forEach((row) =>
        expect(row.querySelector('[data-status]')).toHaveAttribute('data-status', 'COMPLETED'),
      ),
    );
    expect(within(screen.getByTestId('filter-chips')).getByText('Paid')).toBeInTheDocument();
  });

  it('sends the end date as the end of its day, in UTC', async () => {
    const requests = recordRequests();
    await openList(`${LIST}?from=2025-01-01&to=2099-12-31`);
    const last = requests.find('GET', '/payments').at(-1);
    expect(last?.url.searchParams.get('startDate')).toBe('2025-01-01T00:00:00.000Z');
    expect(last?.url.searchParams.get('endDate')).toBe('2099-12-31T23:59:59.999Z');
  });

  it('searches after a pause in typing, with one request for the whole word', async () => {
    const requests = recordRequests();
    const app = await openList();
    const before = requests.find('GET', '/payments').length;
    await app.user.type(screen.getByRole('textbox', { name: 'Search' }), 'Brotabo');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ search: 'Brotabo' }));
    const searches = requests.find('GET', '/payments').slice(before);
    expect(searches.map((request) => request.url.searchParams.get('search'))).toEqual(['Brotabo']);
  });

  it("says 'no results for your search' when filters find nothing, and clears them", async () => {
    const app = await openList();
    await app.router.navigate({ to: LIST, search: { search: 'gibt-es-nicht-xyz' } });
    expect(await screen.findByText('No results for your search')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  });

  it("says 'no payments linked' for an empty list", async () => {
    resetDb('fresh');
    signInAsDemo();
    await renderApp(LIST);
    expect(await screen.findByText('No payments linked')).toBeInTheDocument();
    expect(screen.queryByText('No results for your search')).not.toBeInTheDocument();
  });

  it('shows an error state with retry when the list fails', async () => {
    signInAsDemo();
    setFault('listPayments', { status: 500 });
    const app = await renderApp(LIST);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    clearFaults();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows()).toHaveLength(10));

    // A later page that fails shows the error state too, not the rows of the page before.
    setFault('listPayments', { status: 500 });
    await app.user.click(await screen.findByRole('combobox', { name: 'Rows per page' }));
    await app.user.click(screen.getByRole('option', { name: '30' }));
    expect(await screen.findByTestId('table-error')).toHaveTextContent('The list could not be loaded');
    expect(dataRows()).toHaveLength(0);
    clearFaults();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    expect(screen.queryByTestId('table-error')).not.toBeInTheDocument();
  });

  it('hides the customer column when the list is pre-filtered to one customer', async () => {
    const customerId = getDb().payments[0]?.debitorRef ?? '';
    const requests = recordRequests();
    await openList(`${LIST}?debitorId=${customerId}`);
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(requests.find('GET', '/payments').at(-1)?.url.searchParams.get('debitorId')).toBe(customerId);
  });

  it("shows a customer without a name as the e-mail plus '(debitor deleted)'", async () => {
    server.use(
      http.get(api('/payments'), () =>
        HttpResponse.json({
          _embedded: {
            payments: [
              {
                id: 'p-1',
                state: 'PENDING',
                paymentMethod: 'ONLINE_PAYMENT',
                purpose: 'Brotabo März',
                verificationId: 'VF-ABC123',
                amount: 12.5,
                createdDateTimeUTC: '2025-03-01T10:00:00Z',
                debitor: { emailAddress: 'weg@example.de' },
              },
            ],
          },
          page: { size: 10, totalElements: 1, totalPages: 1, number: 0 },
        }),
      ),
    );
    await openList();
    const row = dataRows()[0] as HTMLElement;
    expect(within(row).getByText('weg@example.de (debitor deleted)')).toBeInTheDocument();
    expect(within(row).getByText('VF-ABC123')).toBeInTheDocument();
    expect(within(row).getByText('12,50 €')).toBeInTheDocument();
    expect(within(row).getByText('Online payment')).toBeInTheDocument();
    expect(within(row).getByText('01.03.2025')).toBeInTheDocument();
    expect(row.querySelector('[data-completion]')).toHaveAttribute('data-completion', '25');
  });

  it('shows the pending payments in the summary card', async () => {
    await openList();
    const pending = getDb().payments.filter((payment) => ['PENDING', 'MANUAL'].includes(payment.state));
    const card = screen.getByRole('group', { name: 'Pending payments' });
    await waitFor(() =>
      expect(within(card).getByTestId('summary-count')).toHaveTextContent(`${pending.length} transactions`),
    );
  });

  it('opens the payment import from the split button', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('button', { name: 'More ways to create payments' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Import payment requests' }));
    expect(await screen.findByRole('dialog', { name: 'Import payment requests' })).toBeInTheDocument();
  });

  it('opens the new payment dialog for ?action=new and leaves for the dashboard when it is closed', async () => {
    const app = await openList(`${LIST}?action=new`);
    expect(
      await screen.findByRole('dialog', { name: 'New payment' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await app.user.click(
      within(screen.getByRole('dialog', { name: 'New payment' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
  });

  it('closes the dialog opened by the button without leaving the list', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('button', { name: 'New payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment' }, { timeout: 20_000 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New payment' })).not.toBeInTheDocument(),
    );
    expect(app.router.state.location.pathname).toBe(LIST);
  });
});
