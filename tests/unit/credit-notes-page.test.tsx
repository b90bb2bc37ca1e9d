import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, getDb, resetDb, setFault } from '../../mocks/node';
import { captureDownloads } from '../downloads';
import { dataRows, openList, rowById } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/credit-notes';

afterEach(() => vi.restoreAllMocks());

const noteIn = (status: string) => {
  const note = getDb().creditNotes.find((candidate) => candidate.status === status);
  if (!note) throw new Error(`no credit note in ${status}`);
  return note;
};

describe('credit notes list (spec 3 §2.4, §4, §5, §7)', () => {
  it('shows the credit notes newest first with every column', async () => {
    const requests = recordRequests();
    await openList(LIST);
    expect(screen.getByRole('heading', { name: 'Credit notes' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Status',
      'Customer',
      'Amount',
      'Created',
      'Document number',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/creditNotes');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    expect(list?.url.searchParams.get('size')).toBe('10');
    expect(dataRows()).toHaveLength(10);
  });

  it('sends the start date as the start of its day and the states as chosen', async () => {
    const requests = recordRequests();
    await openList(`${LIST}?from=2025-03-15&to=2099-12-31&statuses=OPEN&statuses=PAID`);
    const last = requests.find('GET', '/creditNotes').at(-1);
    expect(last?.url.searchParams.get('startDate')).toBe('2025-03-15T00:00:00.000Z');
    expect(last?.url.searchParams.get('endDate')).toBe('2099-12-31T23:59:59.999Z');
    expect(last?.url.searchParams.getAll('statuses')).toEqual(['OPEN', 'PAID']);
  });

  it('logs a failed load and shows the error state with retry, not an empty list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAsDemo();
    setFault('listCreditNotes', { status: 500 });
    const app = await renderApp(LIST);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No credit notes yet')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('The credit notes could not be loaded.', expect.anything());
    clearFaults();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows()).toHaveLength(10));
  });

  it('says that there are no credit notes yet', async () => {
    resetDb('fresh');
    signInAsDemo();
    await renderApp(LIST);
    expect(await screen.findByText('No credit notes yet')).toBeInTheDocument();
  });

  it('offers download PDF and details only for OPEN, CANCELLED and PAID', async () => {
    const app = await openList(`${LIST}?size=30`);
    for (const status of ['OPEN', 'CANCELLED', 'PAID']) {
      const row = await rowById(noteIn(status).id);
      await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
      const menu = await screen.findByTestId('row-action-menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Download PDF', 'Details']);
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByTestId('row-action-menu')).not.toBeInTheDocument());
    }
    for (const status of ['DRAFT', 'CONFLICT', 'REMINDED', 'UNCOLLECTIBLE']) {
      const row = await rowById(noteIn(status).id);
      expect(within(row).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    }
  });

  it('saves the PDF as <name>.pdf', async () => {
    const { names } = captureDownloads();
    const note = noteIn('PAID');
    const app = await openList(`${LIST}?size=30`);
    const row = await rowById(note.id);
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText('Successfully downloaded')).toBeInTheDocument();
    expect(names).toEqual([`${note.invoiceNumber ?? ''}.pdf`]);
  });

  it('opens the detail: the credit note, its customer, its credit (references) and the events', async () => {
    const requests = recordRequests();
    const note = noteIn('OPEN');
    const app = await openList(`${LIST}?size=30`);
    const row = await rowById(note.id);
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(`/dashboard/transactions/credit-notes/${note.id}`),
    );
    const card = await screen.findByRole('region', { name: 'Credit note' });
    expect(within(card).getByText(note.invoiceNumber ?? '')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Credit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Debtor' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('detail-timeline').querySelector('[data-card-ref="credit"]')).not.toBeNull(),
    );
    expect(requests.find('GET', `/creditNotes/${note.id}/references`)).toHaveLength(1);
  });
});
