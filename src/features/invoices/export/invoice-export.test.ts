import type { Customer } from '@/entities/customer/customer';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@generated/model/invoice';
import type { ListInvoicesParams } from '@generated/model/listInvoicesParams';
import { createTestI18n } from '../../../../tests/i18n';
import { collectExportRows, EXPORT_BATCH, exportFile, exportParams } from './invoice-export';

const invoice = (index: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id: `inv-${index}`,
  invoiceType: 'INVOICE',
  status: 'OPEN',
  invoiceNumber: `RE-2026-${String(index).padStart(4, '0')}`,
  total: 119,
  createdDateTimeUTC: '2026-03-05T10:00:00Z',
  debitor: { id: `deb-${index % 3}`, emailAddress: `kunde${index % 3}@example.com` },
  paymentMethod: 'ONLINE_PAYMENT',
  paymentStatus: 'PENDING',
  ...overrides,
});

const customer = (id: string, overrides: Partial<Customer> = {}): Customer => ({
  id,
  type: 'PERSON',
  firstName: 'Erika',
  lastName: 'Mustermann',
  emailAddress: `${id}@example.com`,
  paymentMethod: 'ONLINE_PAYMENT',
  address: { street: 'Hauptstraße', houseNumber: '5', zipCode: '10115', city: 'Berlin', country: 'DE' },
  ...overrides,
});

/** A server of `count` invoices that records the pages asked for and how many ran at once. */
const fakeServer = (count: number) => {
  const all = Array.from({ length: count }, (_, index) => invoice(index));
  const calls: ListInvoicesParams[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const listInvoices = async (params: ListInvoicesParams) => {
    calls.push(params);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    const size = params.size ?? 10;
    const page = params.page ?? 0;
    return {
      _embedded: { invoices: all.slice(page * size, page * size + size) },
      page: { size, number: page, totalElements: count, totalPages: Math.ceil(count / size) },
    };
  };
  const getCustomer = vi.fn((id: string) => Promise.resolve(customer(id)));
  return { all, calls, listInvoices, getCustomer, mostAtOnce: () => mostAtOnce };
};

describe('invoice export (spec 3 §4, §7)', () => {
  it('reads every page in batches of 100, several at a time once the first tells the total', async () => {
    const server = fakeServer(1050);
    const progress: [number, number][] = [];
    const rows = await collectExportRows({ statuses: ['OPEN'] }, server, {
      onProgress: (collected, total) => progress.push([collected, total]),
    });
    expect(rows.map((row) => row.invoice.id)).toEqual(server.all.map((item) => item.id));
    expect(server.calls.map((call) => call.size)).toEqual(Array(11).fill(EXPORT_BATCH));
    expect(server.calls.map((call) => call.page).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(server.calls[0]?.page).toBe(0);
    expect(server.mostAtOnce()).toBeGreaterThan(1);
    expect(progress[0]).toEqual([100, 1050]);
    expect(progress.at(-1)).toEqual([1050, 1050]);
    // Each customer is read once.
    expect(server.getCustomer).toHaveBeenCalledTimes(3);
  });

  it('sends the statuses, the start as 00:00:00.1 and the end as the end of the day', () => {
    expect(
      exportParams({ statuses: ['PAID', 'OPEN'], from: '2026-03-01', to: '2026-03-31' }, 2, 100),
    ).toEqual({
      page: 2,
      size: 100,
      sort: ['createdDateTimeUTC,desc'],
      statuses: ['PAID', 'OPEN'],
      startDate: '2026-03-01T00:00:00.100Z',
      endDate: '2026-03-31T23:59:59.999Z',
    });
    expect(exportParams({ statuses: [] }, 0, 100).statuses).toBeUndefined();
  });

  it('gives no rows when nothing matches, so the wizard shows empty', async () => {
    const server = fakeServer(0);
    expect(await collectExportRows({ statuses: [] }, server)).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const server = fakeServer(500);
    const abort = new AbortController();
    const run = collectExportRows({ statuses: [] }, server, {
      signal: abort.signal,
      onProgress: () => abort.abort(),
    });
    await expect(run).rejects.toThrow();
    expect(server.calls).toHaveLength(1);
  });

  const header = [
    'Creation date',
    'Invoice number',
    'State',
    'Amount',
    'Debtor e-mail',
    'First name',
    'Name',
    'Company name',
    'Street and house number',
    'ZIP code',
    'City',
    'Country',
    'Payment state',
    'Payment method',
  ];
  const englishT = async () => (await createTestI18n('en')).getFixedT('en', ['invoices', 'lists']);

  it("writes the spec's file by default: the columns of spec 3 §3, every value in single quotes", async () => {
    const rows = [
      {
        invoice: invoice(7, { total: -1234.5, paymentMethod: 'DIRECT_DEBIT' }),
        customer: customer('deb-1', { lastName: "D'Angelo", companyName: '=HYPERLINK("http://evil")' }),
      },
    ];
    const file = exportFile(rows, await englishT(), 'single-quoted');
    expect(file.name).toBe('invoice-export.csv');
    const [first, line] = file.text.split('\r\n');
    expect(first).toBe(header.map((name) => `'${name}'`).join(','));
    expect(line).toBe(
      `'2026-03-05','RE-2026-0007','Open','-1234.50','deb-1@example.com','Erika','D''Angelo',` +
        `'''=HYPERLINK("http://evil")','Hauptstraße 5','10115','Berlin','DE','PENDING','Direct debit'`,
    );
  });

  it('writes the German spreadsheet preset with formula-safe cells', async () => {
    const rows = [
      {
        invoice: invoice(7, { total: -1234.5, paymentMethod: 'DIRECT_DEBIT' }),
        customer: customer('deb-1', { companyName: '=HYPERLINK("http://evil")', firstName: '+Max' }),
      },
    ];
    const { text } = exportFile(rows, await englishT(), 'german-spreadsheet');
    const [first, line] = text.replace(/^\ufeff/, '').split('\r\n');
    expect(first).toBe(header.join(';'));
    expect(line).toBe(
      `05.03.2026;RE-2026-0007;Open;-1234,50;deb-1@example.com;"'+Max";Mustermann;` +
        `"'=HYPERLINK(""http://evil"")";Hauptstraße 5;10115;Berlin;DE;PENDING;Direct debit`,
    );
  });

  it('writes plain CSV with commas and decimal points', async () => {
    const rows = [
      { invoice: invoice(1, { total: 49.9 }), customer: customer('deb-1', { lastName: '@cmd' }) },
    ];
    const [first, line] = exportFile(rows, await englishT(), 'plain').text.split('\r\n');
    expect(first).toBe(header.join(','));
    expect(line).toBe(
      `2026-03-05,RE-2026-0001,Open,49.90,deb-1@example.com,Erika,"'@cmd",,Hauptstraße 5,10115,Berlin,DE,PENDING,Online payment`,
    );
  });
});
