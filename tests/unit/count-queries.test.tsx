/**
 * Counts are count queries (issue 33): a list call for one row whose page.totalElements is the
 * count, never a list read to count in the browser. The tab labels of the customer page here; the
 * attention list's calls in home-attention.test.tsx.
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CustomerTabLabel } from '@/features/customers/detail/customer-tab-label';
import { customerTabs } from '@/features/customers/detail/customer-tabs';
import { api } from '../../mocks/auth';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

/** Each tab's list path and the key of its rows, in the tabs' order. */
const LISTS = [
  ['/payments', 'payments'],
  ['/credits', 'credits'],
  ['/invoices', 'invoices'],
  ['/creditNotes', 'creditNotes'],
  ['/subscriptions', 'subscriptions'],
  ['/instalment-plans', 'instalmentPlans'],
  ['/sepa-mandates', 'sepaMandates'],
] as const;

describe("the customer page's tab counts", () => {
  it('asks each list for one row of the customer and shows its total', async () => {
    // Each list answers a total far beyond one page, and no rows: only the total can be shown.
    server.use(
      http.get(`${api('')}*`, ({ request }) => {
        const path = new URL(request.url).pathname;
        const index = LISTS.findIndex(([list]) => path.endsWith(list));
        const rows = LISTS[index]?.[1];
        if (!rows) return undefined;
        const total = 100_000 + index;
        return HttpResponse.json({
          _embedded: { [rows]: [] },
          page: { size: 1, number: 0, totalElements: total, totalPages: total },
        });
      }),
    );
    const requests = recordRequests();
    signInAsDemo();
    await renderWithProviders(
      <>
        {customerTabs.map((tab) => (
          <CustomerTabLabel key={tab} tab={tab} id="c-1" label={tab} />
        ))}
      </>,
    );
    for (const [index, tab] of customerTabs.entries())
      await waitFor(() =>
        expect(screen.getByTestId(`count-${tab}`)).toHaveTextContent(String(100_000 + index)),
      );

    const calls = requests.requests.filter((call) => call.method === 'GET');
    expect(calls.map((call) => call.url.pathname.replace(/^.*(?=\/[a-zA-Z-]+$)/, '')).sort()).toEqual(
      LISTS.map(([list]) => list).sort(),
    );
    for (const call of calls) {
      expect(call.url.searchParams.get('size'), call.url.pathname).toBe('1');
      expect(call.url.searchParams.get('page'), call.url.pathname).toBe('0');
      expect([...call.url.searchParams.values()], call.url.pathname).toContain('c-1');
    }
  });
});
