import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { staleDraftLastDay } from '@/features/home/attention/attention-queries';
import { api } from '../../mocks/auth';
import { getDb, server } from '../../mocks/node';
import { dataRows } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const page = (total: number) => ({ size: 1, totalElements: total, totalPages: total, number: 0 });

const account = (id: string, status: string) => ({
  id,
  iban: 'DE89370400440532013000',
  default: false,
  status,
  directDebitActive: false,
});
const webhook = (id: string, mode: string) => ({
  id,
  url: `https://example.com/${id}`,
  name: `Hook ${id}`,
  events: ['PAYMENT_COMPLETED'],
  mode,
});

type Counts = { ERROR: number; ABORTED: number; CHARGED_BACK: number; CONFLICT: number; DRAFT: number };

/** Answers every count of the list; `fail` names list calls that answer 500 instead. */
const serveCounts = (counts: Counts, { bank = 2, disabled = 1, fail = [] as string[] } = {}) =>
  server.use(
    http.get(api('/payments'), ({ request }) => {
      const state = new URL(request.url).searchParams.get('states') ?? '';
      if (fail.includes(state)) return HttpResponse.json({ message: 'boom' }, { status: 500 });
      const total = counts[state as keyof Counts];
      return HttpResponse.json({ _embedded: { payments: [] }, page: page(total) });
    }),
    http.get(api('/invoices'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('statuses') ?? '';
      return HttpResponse.json({ _embedded: { invoices: [] }, page: page(counts[status as keyof Counts]) });
    }),
    http.get(api('/bankaccounts'), () =>
      HttpResponse.json({
        bankAccounts: [
          account('a', 'ACTIVE'),
          ...Array.from({ length: bank }, (_, index) =>
            account(`e${index}`, index % 2 ? 'HAS_EXPIRED' : 'WILL_EXPIRE'),
          ),
        ],
        allowTransactionsCsv: false,
      }),
    ),
    http.get(api('/webhooks'), () =>
      HttpResponse.json({
        _embedded: {
          webhooks: [
            webhook('live', 'LIVE'),
            ...Array.from({ length: disabled }, (_, i) => webhook(`d${i}`, 'DISABLED')),
          ],
        },
      }),
    ),
  );

const attention = () => screen.getByRole('region', { name: 'Needs your attention' });

describe('home: what needs attention', () => {
  // The home loads these lazily; their first transform is done here, not within a test's waits.
  beforeAll(async () => {
    await import('@/features/home/home-insights');
    await import('@/features/home/payments-chart');
  }, 60_000);

  it('links each count to the list filtered to exactly those rows', async () => {
    serveCounts({ ERROR: 3, ABORTED: 1, CHARGED_BACK: 12, CONFLICT: 2, DRAFT: 5 });
    const requests = recordRequests();
    signInAsDemo();
    await renderApp('/dashboard/home');
    // The file's first render also transforms the app's routes: on a loaded machine that takes a while.
    const chargedBack = await screen.findByRole(
      'link',
      { name: '12 payments were charged back' },
      { timeout: 20_000 },
    );
    expect(chargedBack).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/transactions\/payments\?states=/),
    );
    expect(new URL(chargedBack.getAttribute('href') ?? '', 'http://x').searchParams.get('states')).toBe(
      '["CHARGED_BACK"]',
    );
    const hrefOf = async (name: string) =>
      decodeURIComponent((await screen.findByRole('link', { name })).getAttribute('href') ?? '');
    expect(await hrefOf('3 payments failed with an error')).toBe(
      '/dashboard/transactions/payments?states=["ERROR"]',
    );
    expect(await hrefOf('1 payment was aborted')).toBe('/dashboard/transactions/payments?states=["ABORTED"]');
    expect(await hrefOf('2 invoices are in conflict')).toBe(
      '/dashboard/transactions/invoices?statuses=["CONFLICT"]',
    );
    const lastDay = staleDraftLastDay();
    expect(await hrefOf('5 draft invoices are older than 7 days')).toBe(
      `/dashboard/transactions/invoices?statuses=["DRAFT"]&to=${lastDay}`,
    );
    expect(await hrefOf('2 bank accounts will expire or have expired')).toBe(
      '/dashboard/company/bankaccount?statuses=["WILL_EXPIRE","HAS_EXPIRED"]',
    );
    expect(await hrefOf('1 webhook is disabled')).toBe('/dashboard/developer/webhook?modes=["DISABLED"]');

    // Each count is a list call for one row: the server's total is the count.
    const paymentCalls = requests.find('GET', /\/payments$/);
    expect(paymentCalls.map((call) => call.url.searchParams.get('size'))).toEqual(['1', '1', '1']);
    const drafts = requests
      .find('GET', /\/invoices$/)
      .find((call) => call.url.searchParams.get('statuses') === 'DRAFT');
    expect(drafts?.url.searchParams.get('size')).toBe('1');
    expect(drafts?.url.searchParams.get('endDate')).toBe(`${lastDay}T23:59:59.999Z`);
    // No list is read to count: every paged call asks for one row; bank accounts and webhooks
    // (one unpaged answer each, no count in the contract) are asked once.
    const paged = requests.requests.filter((call) => call.url.searchParams.has('size'));
    expect(paged.map((call) => `${call.url.pathname} ${call.url.searchParams.get('size')}`)).toEqual(
      paged.map((call) => `${call.url.pathname} 1`),
    );
    expect(paged).toHaveLength(5);
    expect(requests.find('GET', /\/bankaccounts$/)).toHaveLength(1);
    expect(requests.find('GET', /\/webhooks$/)).toHaveLength(1);
  });

  it("opens the list of exactly the counted rows from the 'charged back' link", async () => {
    const charged = getDb().payments.filter((payment) => payment.state === 'CHARGED_BACK').length;
    expect(charged).toBeGreaterThan(0);
    signInAsDemo();
    const app = await renderApp('/dashboard/home');
    const link = await screen.findByRole('link', { name: /payments? (was|were) charged back$/ });
    expect(link).toHaveTextContent(new RegExp(`^${charged} `));
    await app.user.click(link);
    await waitFor(() => expect(app.router.state.location.search).toEqual({ states: ['CHARGED_BACK'] }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    const states = dataRows().map((row) => row.querySelector('[data-status]')?.textContent);
    expect(new Set(states)).toEqual(new Set(['Charged back']));
    expect(screen.getByTestId('pager-range')).toHaveTextContent(new RegExp(`of ${charged}$`));
  });

  it('shows a failed count with its own retry, and the other items still', async () => {
    serveCounts(
      { ERROR: 3, ABORTED: 1, CHARGED_BACK: 12, CONFLICT: 2, DRAFT: 5 },
      { fail: ['CHARGED_BACK'] },
    );
    signInAsDemo();
    const { user } = await renderApp('/dashboard/home');
    expect(await screen.findByText('Charged-back payments could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '3 payments failed with an error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 invoices are in conflict' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 webhook is disabled' })).toBeInTheDocument();

    serveCounts({ ERROR: 3, ABORTED: 1, CHARGED_BACK: 12, CONFLICT: 2, DRAFT: 5 });
    await user.click(within(attention()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '12 payments were charged back' })).toBeInTheDocument();
    expect(screen.queryByText('Charged-back payments could not be loaded.')).not.toBeInTheDocument();
  });

  it('shows each count as soon as it is there, without waiting for a slow one', async () => {
    serveCounts({ ERROR: 3, ABORTED: 1, CHARGED_BACK: 12, CONFLICT: 2, DRAFT: 5 });
    server.use(
      http.get(api('/webhooks'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    signInAsDemo();
    await renderApp('/dashboard/home');
    expect(await screen.findByRole('link', { name: '12 payments were charged back' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: '2 bank accounts will expire or have expired' }),
    ).toBeInTheDocument();
    const loading = attention().querySelector('[data-attention="disabledWebhooks"]');
    expect(loading).toHaveAttribute('aria-busy', 'true');
  });

  it('says quietly when an item has nothing, and once when nothing needs attention', async () => {
    serveCounts({ ERROR: 0, ABORTED: 4, CHARGED_BACK: 0, CONFLICT: 0, DRAFT: 0 }, { bank: 0, disabled: 0 });
    signInAsDemo();
    const first = await renderApp('/dashboard/home');
    expect(await screen.findByRole('link', { name: '4 payments were aborted' })).toBeInTheDocument();
    expect(screen.getByText('No charged-back payments')).toBeInTheDocument();
    expect(screen.getByText('No disabled webhooks')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /charged back/ })).not.toBeInTheDocument();
    first.unmount();

    serveCounts({ ERROR: 0, ABORTED: 0, CHARGED_BACK: 0, CONFLICT: 0, DRAFT: 0 }, { bank: 0, disabled: 0 });
    await renderApp('/dashboard/home');
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument();
    expect(within(attention()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('has a text alternative for the chart of payments by state', async () => {
    server.use(
      http.get(api('/stats/tenant'), () =>
        HttpResponse.json([
          { state: 'PENDING', totalAmount: 100.5, count: 51_918 },
          { state: 'CHARGED_BACK', totalAmount: 20, count: 1 },
        ]),
      ),
    );
    signInAsDemo();
    await renderApp('/dashboard/home');
    const table = await screen.findByRole('table', { name: 'Payments by state' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rowOf = (state: string) => within(table).getByRole('rowheader', { name: state }).closest('tr');
    expect(rowOf('Pending')).toHaveTextContent('Pending51,918100,50 €');
    expect(rowOf('Charged back')).toHaveTextContent('Charged back120,00 €');
  });
});
