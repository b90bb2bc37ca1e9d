import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearFaults, getDb, resetDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { dataRows, openList, rowById } from '../list';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/invoices';

describe('invoices list (spec 3 §2.4)', () => {
  it('shows the newest invoices first with every column', async () => {
    const requests = recordRequests();
    await openList(LIST);
    expect(dataRows()).toHaveLength(10);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Status',
      'Customer',
      'Amount total',
      'Created',
      'Document number',
      'Invoice type',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/invoices');
    expect(list?.url.searchParams.get('page')).toBe('0');
    expect(list?.url.searchParams.get('size')).toBe('10');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    const newest = [...getDb().invoices].sort((a, b) =>
      b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC),
    )[0];
    expect(dataRows()[0]).toHaveAttribute('data-row-id', newest?.id);
  });

  it('names the invoice types', async () => {
    await openList(`${LIST}?search=ST-2026-0008`);
    const row = dataRows()[0];
    expect(row).toHaveTextContent('Cancelled invoice');
    expect(row).toHaveTextContent('-86,76');
  });

  it('sends search, statuses and dates from the URL', async () => {
    const requests = recordRequests();
    await openList(`${LIST}?statuses=OPEN&statuses=PAID&search=RE-2026&from=2025-01-01&to=2099-12-31`);
    const last = requests.find('GET', '/invoices').at(-1);
    expect(last?.url.searchParams.getAll('statuses')).toEqual(['OPEN', 'PAID']);
    expect(last?.url.searchParams.get('search')).toBe('RE-2026');
    expect(last?.url.searchParams.get('startDate')).toBe('2025-01-01T00:00:00.000Z');
    expect(last?.url.searchParams.get('endDate')).toBe('2099-12-31T23:59:59.999Z');
    dataRows().forEach((row) =>
      expect(['OPEN', 'PAID']).toContain(row.querySelector('[data-status]')?.getAttribute('data-status')),
    );
  });

  it('puts a chosen status into the URL and returns to the first page', async () => {
    const app = await openList(`${LIST}?page=2`);
    await app.user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Conflict' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ statuses: ['CONFLICT'] }));
    await waitFor(() =>
      dataRows().forEach((row) =>
        expect(row.querySelector('[data-status]')).toHaveAttribute('data-status', 'CONFLICT'),
      ),
    );
  });

  it('explains CONFLICT in a popover, one text while the payment is INITIATED and another otherwise', async () => {
    const initiated = getDb().invoices.find(
      (invoice) => invoice.status === 'CONFLICT' && invoice.paymentStatus === 'INITIATED',
    );
    const other = getDb().invoices.find(
      (invoice) => invoice.status === 'CONFLICT' && invoice.paymentStatus !== 'INITIATED',
    );
    const app = await openList(`${LIST}?statuses=CONFLICT`);
    const explain = async (id: string | undefined) => {
      const row = await rowById(id ?? '');
      await app.user.click(within(row).getByRole('button', { name: 'Why is this invoice in conflict?' }));
    };
    await explain(initiated?.id);
    expect(
      await screen.findByText(/A payment for this invoice has been initiated but is not completed yet/),
    ).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await explain(other?.id);
    expect(
      await screen.findByText(
        'The payment received does not match this invoice. Please check the payment and the invoice.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'no results for your search' when filters find nothing, and the empty text otherwise", async () => {
    const app = await openList(LIST);
    await app.router.navigate({ to: LIST, search: { search: 'gibt-es-nicht-xyz' } });
    expect(await screen.findByText('No results for your search')).toBeInTheDocument();
    app.unmount();
    resetDb('fresh');
    signInAsDemo();
    await renderApp(LIST);
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('shows an error state with retry when the list fails', async () => {
    signInAsDemo();
    setFault('listInvoices', { status: 500 });
    const app = await renderApp(LIST);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    clearFaults();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows()).toHaveLength(10));
  });

  it('opens the new-invoice dialog through its launcher', async () => {
    const app = await openList(LIST);
    await app.user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByRole('dialog', { name: 'New invoice' })).toBeInTheDocument();
  });

  it("shows a customer's invoices in the customer page's tab, without the customer column", async () => {
    const invoice = getDb().invoices.find((candidate) => candidate.status === 'OPEN');
    const customer = getDb().debitors.find((candidate) => candidate.id === invoice?.debitor?.id);
    const requests = recordRequests();
    signInAsDemo();
    await renderApp(`/dashboard/debtors/${customer?.id}/${customer?.emailAddress}/invoices`);
    await rowById(invoice?.id ?? '');
    expect(requests.find('GET', '/invoices').at(-1)?.url.searchParams.get('debitorRef')).toBe(customer?.id);
    const table = screen.getByTestId('data-table');
    expect(within(table).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
  });
});
