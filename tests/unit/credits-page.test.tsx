import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditCompletion } from '@/components/status/completion';
import { clearFaults, getDb, resetDb, server, setFault } from '../../mocks/node';
import { dataRows, openList } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/credits';

describe('credits list (spec 3 §2.4, §7)', () => {
  it('shows the newest credits first with every column and the completion bar of spec 3 §4', async () => {
    const requests = recordRequests();
    await openList(LIST);
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Status',
      'Customer',
      'Purpose',
      'Amount',
      'Created',
      'Progress',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/credits');
    expect(list?.url.searchParams.get('page')).toBe('0');
    expect(list?.url.searchParams.get('size')).toBe('10');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    const newest = [...getDb().credits].sort((a, b) =>
      b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC),
    )[0];
    expect(dataRows()[0]).toHaveAttribute('data-row-id', newest?.id);
    for (const row of dataRows()) {
      const credit = getDb().credits.find((candidate) => candidate.id === row.dataset.rowId);
      const bar = row.querySelector('[data-completion]');
      expect(bar).toHaveAttribute(
        'data-completion',
        String(creditCompletion[credit?.creditStatus ?? 'SENT']),
      );
    }
    expect(creditCompletion).toEqual({ CREATING: 10, PENDING: 25, SENT: 100, ERROR: 100 });
  });

  it('filters by state and dates through the URL, the end date as the end of its day', async () => {
    const requests = recordRequests();
    const app = await openList(`${LIST}?page=2&from=2025-01-01&to=2099-12-31`);
    expect(requests.find('GET', '/credits').at(-1)?.url.searchParams.get('endDate')).toBe(
      '2099-12-31T23:59:59.999Z',
    );
    await app.user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Sent' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        statuses: ['SENT'],
        from: '2025-01-01',
        to: '2099-12-31',
      }),
    );
    await waitFor(() =>
      expect(requests.find('GET', '/credits').at(-1)?.url.searchParams.getAll('statuses')).toEqual(['SENT']),
    );
    await waitFor(() =>
      dataRows().forEach((row) =>
        expect(row.querySelector('[data-status]')).toHaveAttribute('data-status', 'SENT'),
      ),
    );
  });

  it('aborts a list request that a newer one supersedes', async () => {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/credits') seen.push(request);
    });
    signInAsDemo();
    // The first page never answers; changing the filter asks again.
    setFault('listCredits', { hang: true, times: 1 });
    const app = await renderApp(LIST);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.signal.aborted).toBe(false);
    await app.router.navigate({ to: LIST, search: { statuses: ['ERROR'] } });
    await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(seen[0]?.signal.aborted).toBe(true));
    expect(new URL(seen.at(-1)?.url ?? '').searchParams.getAll('statuses')).toEqual(['ERROR']);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  });

  it("says 'no results for your search' with filters and that there are no credits without", async () => {
    const app = await openList(LIST);
    await app.router.navigate({ to: LIST, search: { search: 'gibt-es-nicht-xyz' } });
    expect(await screen.findByText('No results for your search')).toBeInTheDocument();
    resetDb('fresh');
    app.unmount();
    signInAsDemo();
    await renderApp(LIST);
    expect(await screen.findByText('No credits yet')).toBeInTheDocument();
  });

  it('shows an error state with retry when the list fails', async () => {
    signInAsDemo();
    setFault('listCredits', { status: 500 });
    const app = await renderApp(LIST);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    clearFaults();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows()).toHaveLength(10));
  });

  it('shows the events of a credit as a timeline, oldest first', async () => {
    const credit = getDb().credits.find((candidate) => candidate.creditStatus === 'SENT');
    const app = await openList(`${LIST}?statuses=SENT`);
    const row = await waitFor(() => {
      const found = dataRows().find((candidate) => candidate.dataset.rowId === credit?.id);
      if (!found) throw new Error('row not shown yet');
      return found;
    });
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit events' });
    const timeline = await within(dialog).findByTestId('credit-events');
    expect(
      [...timeline.querySelectorAll('[data-event-type]')].map((item) => item.getAttribute('data-event-type')),
    ).toEqual(['CREATED', 'PENDING', 'SENT']);
    expect(within(dialog).getByText('Credit created')).toBeInTheDocument();
    expect(within(dialog).getByText('Handed to the bank')).toBeInTheDocument();
    expect(within(dialog).getByText('Credit sent')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
