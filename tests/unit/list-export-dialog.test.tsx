import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '@/lib/business-date';
import { scopedStorageKey } from '@/lib/user-scope';
import { DEMO_USER } from '../../mocks/auth';
import { clearFaults, getDb, server, setFault } from '../../mocks/node';
import { captureDownloads } from '../downloads';
import { dataRows, openList } from '../list';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/payments';
const FILE = `payments-${businessToday()}.csv`;

/** Enough pending payments for three pages of the export (100 a page). */
const addPendingPayments = (count: number) => {
  const db = getDb();
  const [model] = db.payments;
  if (!model) throw new Error('no payment in the seed');
  for (let index = 0; index < count; index++)
    db.payments.push({ ...model, id: `export-${index}`, state: 'PENDING', purpose: `Export ${index}` });
  return db.payments.filter((payment) => payment.state === 'PENDING').length;
};

const openExport = async (url: string) => {
  const app = await openList(url);
  await app.user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export: Payments' });
  return { app, dialog };
};

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => {
  downloads.restore();
  clearFaults();
});

describe('list export dialog (payments)', () => {
  it('exports every row the filter selects, all pages, with the shown columns in the chosen format', async () => {
    const pending = addPendingPayments(230);
    // The demo user hid the purpose column (filed under the user and the company, as the list reads it).
    const scope = { email: DEMO_USER.emailAddress, companyId: getDb().company.id };
    const key = scopedStorageKey('portal.list.payments', scope) ?? '';
    localStorage.setItem(key, JSON.stringify({ hiddenColumns: ['purpose'] }));
    setFault('listPayments', { latencyMs: 30 });
    const { app, dialog } = await openExport(`${LIST}?states=PENDING`);
    await app.user.click(within(dialog).getByRole('radio', { name: /Spreadsheet \(German settings\)/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    // While the pages are read: the count and the progress bar, seen in one look (the export is
    // over in a few pages, so a second look could come after it).
    await waitFor(() => {
      expect(within(dialog).getByText(new RegExp(`^\\d+ of ${pending} rows collected$`))).toBeVisible();
      expect(within(dialog).getByRole('progressbar', { name: 'Export: Payments' })).toBeInTheDocument();
    });
    expect(
      await within(dialog).findByText(`${pending} rows were exported as ${FILE}.`, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(downloads.names).toEqual([FILE]);
    const lines = (await downloads.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Status;Customer;Amount (EUR);Payment method;Created;Progress;ID;Customer ID');
    expect(lines).toHaveLength(pending + 1);
    expect(lines.slice(1).every((line) => line.startsWith('Pending;'))).toBe(true);
  });

  it('can be cancelled while it collects, and downloads nothing', async () => {
    addPendingPayments(230);
    setFault('listPayments', { latencyMs: 150 });
    const { app, dialog } = await openExport(`${LIST}?states=PENDING`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(/rows collected$/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel export' }));
    expect(within(dialog).getByRole('button', { name: 'Start export' })).toBeVisible();
    expect(downloads.names).toEqual([]);
  });

  it('says so when no row matches, instead of downloading an empty file', async () => {
    signInAsDemo();
    const app = await renderApp(`${LIST}?search=no-payment-is-called-this`);
    await app.user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export: Payments' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(
      await within(dialog).findByText(
        'There is nothing to export: no rows match the current filters and search. No file was downloaded.',
      ),
    ).toBeVisible();
    expect(downloads.names).toEqual([]);
  });

  it('stops at a failed page with a clear message, downloads nothing, and tries again', async () => {
    const pending = addPendingPayments(230);
    let failures = 1;
    server.use(
      http.get('*/payments', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('size') === '100' && url.searchParams.get('page') === '1' && failures-- > 0)
          return HttpResponse.json({ message: 'boom' }, { status: 500 });
        return undefined;
      }),
    );
    const { app, dialog } = await openExport(`${LIST}?states=PENDING`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The export stopped: a page of the list could not be loaded. Nothing was downloaded. Please try again.',
    );
    expect(downloads.names).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByText(`${pending} rows were exported as ${FILE}.`);
    expect(downloads.names).toEqual([FILE]);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  });
});
