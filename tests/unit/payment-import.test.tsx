import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http } from 'msw';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { captureDownloads, csvFile, openImport } from './import-helpers';
import { IMPORT_CONCURRENCY } from '@/features/import/run-import';

const GERMAN = [
  'Vorname;Nachname;E-Mail;Betrag;Verwendungszweck;Kostenstelle',
  'Anna;Schmidt;anna.import@example.com;12,50;Miete März 2026;KS 1',
  'Bernd;Meier;bernd.import@example.com;50;Beitrag 2026;KS 2',
  'Carla;Kurz;carla(at)example.com;0;Tee;KS 3',
].join('\n');

const toReview = async (text = GERMAN) => {
  const app = await openImport();
  await app.upload(csvFile(text));
  await app.click('Continue');
  await within(app.dialog).findByTestId('import-review-table');
  return app;
};

describe('payment import: prepare (spec 3 §4)', () => {
  it('asks for a file, then guesses the columns from German headers', async () => {
    const app = await openImport();
    await app.click('Continue');
    expect(within(app.dialog).getByText('Choose a CSV file.')).toBeInTheDocument();
    await app.upload(csvFile(GERMAN, 'kunden.csv'));
    expect(within(app.dialog).getByTestId('import-file')).toHaveTextContent('kunden.csv: 3 rows');
    expect(within(app.dialog).getByTestId('mapping-firstName')).toHaveValue('Vorname');
    expect(within(app.dialog).getByTestId('mapping-emailAddress')).toHaveValue('E-Mail');
    expect(within(app.dialog).getByTestId('mapping-purpose')).toHaveValue('Verwendungszweck');
  });

  it('keeps the file, every column, the metadata columns and the chosen rows from the review back and forward', async () => {
    const app = await openImport();
    await app.upload(
      csvFile(
        GERMAN.replace('Kostenstelle', 'Kostenstelle;Projekt').replace(/;(KS \d)/g, ';$1;P'),
        'zahlungen.csv',
      ),
    );
    await app.mapColumn('firstName', 'Nachname');
    await app.mapColumn('lastName', 'Vorname');
    await app.mapColumn('metadata1', 'Projekt');
    await app.mapColumn('metadata2', 'Kostenstelle');
    const { before, after, file, summary, summaryAgain } = await app.reviewAndBack();
    expect(file).toBe('zahlungen.csv: 3 rows');
    expect(within(app.dialog).queryByTestId('import-review-table')).toBeInTheDocument();
    expect(after).toEqual(before);
    expect(before).toContainEqual(['Metadata column 1', 'Projekt']);
    expect(summary).toBe('1 row selected: 50,00 € in total will be requested.');
    expect(summaryAgain).toBe(summary);
  });

  it('refuses a file that is not CSV and names the unmapped required columns', async () => {
    const app = await openImport();
    await app.upload(new File(['x'], 'list.xlsx', { type: 'application/octet-stream' }));
    expect(within(app.dialog).getByText('Choose a CSV file (.csv).')).toBeInTheDocument();
    await app.upload(csvFile('Vorname;Nachname;E-Mail;Betrag\nA;B;a@example.com;5'));
    await app.click('Continue');
    expect(within(app.dialog).getByText('Choose the column for Purpose.')).toBeInTheDocument();
    expect(within(app.dialog).queryByTestId('import-review-table')).not.toBeInTheDocument();
  });
});

describe('payment import: review, the dry run', () => {
  it('marks invalid rows with their reasons, not selectable, and sums the selected rows', async () => {
    const app = await toReview();
    const dialog = app.dialog;
    expect(within(dialog).getByText('The e-mail address is not valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('The amount must be a number greater than 0.')).toBeInTheDocument();
    expect(within(dialog).getByText('The purpose must be 5 to 120 characters long.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 row cannot be imported and is not selectable.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
      '2 rows selected: 62,50 € in total will be requested.',
    );
    const boxes = within(dialog).getAllByRole('checkbox', { name: /^Select row/ });
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([false, false, true]);
    const ids = boxes.map((box) => Number(box.getAttribute('aria-label')?.replace('Select row ', '')));
    expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id < 1_000_000)).toBe(true);
    await app.user.click(boxes[0] ?? dialog);
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
      '1 row selected: 50,00 € in total will be requested.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 1 row' })).toBeInTheDocument();
  });
});

describe('payment import: import and result', () => {
  it('creates customers and payment requests with the default bank account; one customer per e-mail', async () => {
    const requests = recordRequests();
    const text = `${GERMAN}\nAnna;Schmidt;anna.import@example.com;7;Zweite Rate 2026;KS 1`;
    const app = await toReview(text);
    await app.click('Import 3 rows');
    expect(await within(app.dialog).findByTestId('import-result')).toHaveTextContent(
      'All 3 rows were imported.',
    );
    expect(requests.find('GET', '/bankaccounts/default')).toHaveLength(1);
    expect(requests.find('POST', '/debitors')).toHaveLength(2);
    const payments = requests.find('POST', '/payments');
    expect(payments).toHaveLength(3);
    const defaultAccount = getDb().bankAccounts.find((account) => account.default);
    await waitFor(() =>
      expect(payments.map((request) => request.body)).toContainEqual({
        bankAccountId: defaultAccount?.id,
        debitorId: expect.any(String),
        amount: 12.5,
        purpose: 'Miete März 2026',
        paymentMethod: 'ONLINE_PAYMENT',
        paymentType: 'PAYMENT_REQUEST',
        metadata: [{ key: 'Kostenstelle', value: 'KS 1', internal: false, publicVisible: true }],
        paymentNotifications: 'EMAIL',
      }),
    );
    await app.click('Done');
    expect(app.onClose).toHaveBeenCalled();
  });

  it('warns with the counts when some rows fail, lists them and downloads them in the same layout', async () => {
    server.use(
      http.post(api('/debitors'), async ({ request }) => {
        const body: unknown = await request.clone().json();
        if (JSON.stringify(body).includes('anna.import@'))
          return HttpResponse.json({ message: 'blocked' }, { status: 400 });
        return undefined;
      }),
    );
    const downloads = captureDownloads();
    const app = await toReview();
    await app.click('Import 2 rows');
    expect(await within(app.dialog).findByTestId('import-result')).toHaveTextContent(
      '1 of 2 rows were imported; 1 failed.',
    );
    expect(within(app.dialog).getByTestId('import-failed-rows')).toHaveTextContent(
      'Error while creating debtor',
    );
    await app.click('Download the failed rows (CSV)');
    expect(downloads.names).toEqual(['import-errors.csv']);
    const lines = (await downloads.text()).replace('\ufeff', '').split('\r\n');
    expect(lines[0]).toBe('Vorname;Nachname;E-Mail;Betrag;Verwendungszweck;Kostenstelle');
    // The row the server refused and the row the dry run refused, as they were in the file.
    expect(lines.slice(1).sort()).toEqual([
      'Anna;Schmidt;anna.import@example.com;12,50;Miete März 2026;KS 1',
      'Carla;Kurz;carla(at)example.com;0;Tee;KS 3',
    ]);
    downloads.restore();
  });

  it('shows an error when no row succeeds', async () => {
    setFault('createPayment', { status: 500 });
    const app = await toReview();
    await app.click('Import 2 rows');
    expect(await within(app.dialog).findByTestId('import-result')).toHaveTextContent(
      'None of the 2 rows were imported.',
    );
  });

  it("stops with 'default bank account not found' before any row", async () => {
    setFault('getDefaultBankAccount', { status: 404 });
    const requests = recordRequests();
    const before = { payments: getDb().payments.length, customers: getDb().debitors.length };
    const app = await toReview();
    await app.click('Import 2 rows');
    expect(await within(app.dialog).findByTestId('import-result')).toHaveTextContent(
      'Default bank account not found.',
    );
    expect(requests.find('POST', '/debitors')).toHaveLength(0);
    expect(requests.find('POST', '/payments')).toHaveLength(0);
    expect({ payments: getDb().payments.length, customers: getDb().debitors.length }).toEqual(before);
  });

  it('shows progress with counts, and cancel starts no new rows', async () => {
    setFault('createPayment', { latencyMs: 300 });
    const rows = Array.from(
      { length: 10 },
      (_, index) => `P;N${index};p${index}@example.com;5;Beitrag ${index}`,
    );
    const app = await toReview(['Vorname;Nachname;E-Mail;Betrag;Verwendungszweck', ...rows].join('\n'));
    await app.click('Import 10 rows');
    expect(await within(app.dialog).findByTestId('import-progress')).toHaveTextContent(
      /\d+ done, 0 failed, \d+ left/,
    );
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    await app.click('Cancel import');
    expect(
      await within(app.dialog).findByText(
        `The import was cancelled: ${10 - IMPORT_CONCURRENCY} rows were not started.`,
      ),
    ).toBeInTheDocument();
  });
});
