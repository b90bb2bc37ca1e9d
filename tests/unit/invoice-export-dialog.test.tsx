import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { captureDownloads } from '../downloads';
import { INVOICES } from '../invoices';
import { openList } from '../list';
import { recordRequests } from '../requests';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

const openExport = async (url = INVOICES) => {
  const app = await openList(url);
  await app.user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export invoices' });
  return { app, dialog };
};

describe('invoice export wizard (spec 3 §4)', () => {
  it('collects the chosen statuses in batches of 100 and downloads invoice-export.csv', async () => {
    const download = captureDownloads();
    const requests = recordRequests();
    const paid = getDb().invoices.filter((invoice) => invoice.status === 'PAID');
    const { app, dialog } = await openExport(`${INVOICES}?statuses=PAID&from=2020-01-01`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(
      await within(dialog).findByText(`${paid.length} invoices are ready to download as invoice-export.csv.`),
    ).toBeInTheDocument();
    const batch = requests.find('GET', '/invoices').at(-1);
    expect(batch?.url.searchParams.get('size')).toBe('100');
    expect(batch?.url.searchParams.getAll('statuses')).toEqual(['PAID']);
    expect(batch?.url.searchParams.get('startDate')).toBe('2020-01-01T00:00:00.100Z');

    await app.user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(download.names).toEqual(['invoice-export.csv']);
    // The spec's format by default: every value in single quotes, no byte order mark.
    const lines = (await download.text()).split('\r\n');
    expect(lines[0]).toMatch(/^'Creation date','Invoice number','State','Amount',/);
    expect(lines).toHaveLength(paid.length + 1);
    download.restore();
  });

  it("offers the German spreadsheet preset and plain CSV after the spec's format", async () => {
    const download = captureDownloads();
    const { app, dialog } = await openExport(`${INVOICES}?statuses=OPEN`);
    const formats = within(dialog).getAllByRole('radio');
    expect(formats.map((radio) => radio.getAttribute('value'))).toEqual([
      'single-quoted',
      'german-spreadsheet',
      'plain',
    ]);
    expect(within(dialog).getByRole('radio', { name: /every value in single quotes/ })).toBeChecked();
    await app.user.click(within(dialog).getByRole('radio', { name: /German settings/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await app.user.click(await within(dialog).findByRole('button', { name: 'Download' }));
    expect(download.names).toEqual(['invoice-export.csv']);
    const bytes = await download.bytes();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toMatch(/^Creation date;Invoice number;State;Amount;/);
    download.restore();
  });

  it('says the export is empty when nothing matches', async () => {
    getDb().invoices = getDb().invoices.filter((invoice) => invoice.status !== 'CANCELLATION_COMPLETED');
    signInAsDemo();
    const app = await renderApp(`${INVOICES}?statuses=CANCELLATION_COMPLETED`);
    expect(await screen.findByText('No results for your search')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export invoices' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(
      await within(dialog).findByText(
        'The export is empty: no invoices match the chosen statuses and dates.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the progress, can be cancelled, and says 'something wrong during export' on failure", async () => {
    const { app, dialog } = await openExport();
    setFault('listInvoices', { latencyMs: 400, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel export' }));
    expect(await within(dialog).findByRole('button', { name: 'Start export' })).toBeInTheDocument();

    setFault('listInvoices', { status: 500, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Something went wrong during export. Please try again.').length,
      ).toBeGreaterThan(0),
    );
    expect(within(dialog).getByRole('button', { name: 'Start export' })).toBeEnabled();
  });
});
