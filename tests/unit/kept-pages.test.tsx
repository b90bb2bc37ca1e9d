import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from '@/components/form/leave-guard';
import { KEPT_PAGES, KeptPages, keptPage, useKeptSearch } from '@/components/kept-pages';
import { createPayment, dataRows, openList } from '../list';
import { renderWithProviders } from '../render';

const PAYMENTS = '/dashboard/transactions/payments';

afterEach(() => {
  vi.restoreAllMocks();
});

const paymentsTable = () => screen.getByRole('table', { name: 'Payments' });
/** Every table of the payments in the document, shown or not. */
const paymentTablesInDocument = () =>
  document.querySelectorAll('[data-testid="data-table"][aria-label="Payments"]');

describe('a list left for one of its records', () => {
  it('is the same list on the way back: its rows, its selection, nothing of it in the page meanwhile', async () => {
    const app = await openList(PAYMENTS);
    const table = paymentsTable();
    const first = dataRows()[0];
    if (!first) throw new Error('no rows');
    const id = first.getAttribute('data-row-id') ?? '';
    await app.user.click(within(first).getByRole('checkbox'));

    await act(() => app.router.navigate({ to: `${PAYMENTS}/${id}` }));
    await screen.findByRole('region', { name: 'Payment' });
    // Away, the list is out of the document: nothing on the payment's page meets its elements.
    expect(paymentTablesInDocument()).toHaveLength(0);

    act(() => app.router.history.back());
    await waitFor(() => expect(paymentsTable()).toBe(table));
    expect(paymentTablesInDocument()).toHaveLength(1);
    expect(within(dataRows()[0] ?? table).getByRole('checkbox')).toBeChecked();
  });

  it('asks the server again on the way back, as on a focus, and offers what arrived meanwhile', async () => {
    const app = await openList(PAYMENTS);
    const table = paymentsTable();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    const id = dataRows()[0]?.getAttribute('data-row-id') ?? '';
    await act(() => app.router.navigate({ to: `${PAYMENTS}/${id}` }));
    await screen.findByRole('region', { name: 'Payment' });
    await createPayment('Angelegt, während die Zahlung offen war');
    // A minute later the user goes back.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);

    act(() => app.router.history.back());
    await waitFor(() => expect(paymentsTable()).toBe(table));
    expect(await screen.findByRole('button', { name: '1 new payment' })).toBeInTheDocument();
  });

  it('is made anew in the language the user switched to while away', async () => {
    const app = await openList(PAYMENTS);
    const table = paymentsTable();
    const id = dataRows()[0]?.getAttribute('data-row-id') ?? '';
    await act(() => app.router.navigate({ to: `${PAYMENTS}/${id}` }));
    await screen.findByRole('region', { name: 'Payment' });
    await act(() => app.i18n.changeLanguage('de'));

    act(() => app.router.history.back());
    const german = await screen.findByRole('table', { name: 'Zahlungen' });
    expect(german).not.toBe(table);
    expect(paymentTablesInDocument()).toHaveLength(0);
  });

  it(`keeps the ${KEPT_PAGES} lists shown last, and makes an older one anew`, async () => {
    const app = await openList(PAYMENTS);
    const table = paymentsTable();
    const lists = [
      ['/dashboard/transactions/invoices', 'Invoices'],
      ['/dashboard/debtors', 'Customers'],
      ['/dashboard/transactions/credits', 'Credits'],
    ] as const;
    for (const [to, name] of lists.slice(0, KEPT_PAGES - 1)) {
      await act(() => app.router.navigate({ to }));
      await screen.findByRole('table', { name });
    }
    await act(() => app.router.navigate({ to: PAYMENTS }));
    await waitFor(() => expect(paymentsTable()).toBe(table));

    for (const [to, name] of lists) {
      await act(() => app.router.navigate({ to }));
      await screen.findByRole('table', { name });
    }
    await act(() => app.router.navigate({ to: PAYMENTS }));
    await waitFor(() => expect(paymentsTable()).not.toBe(table));
    expect(paymentTablesInDocument()).toHaveLength(1);
  });
});

describe('the kept pages', () => {
  const renderRoutes = async () => {
    const renders = { list: 0, effects: 0 };
    const root = createRootRoute({
      component: () => (
        <main>
          <KeptPages>
            <Outlet />
          </KeptPages>
        </main>
      ),
    });
    const List = () => {
      const search = useKeptSearch(list);
      const [count, setCount] = useState(0);
      const [broken, setBroken] = useState(false);
      const [note, setNote] = useState('');
      const leave = useLeaveGuard(() => note !== '');
      renders.list += 1;
      useEffect(() => {
        renders.effects += 1;
        return () => {
          renders.effects -= 1;
        };
      }, []);
      if (broken) throw new Error('The list broke.');
      return (
        <section aria-label="List">
          <p>Search {search.q}</p>
          <button type="button" onClick={() => setCount((c) => c + 1)}>
            Counted {count}
          </button>
          <button type="button" onClick={() => setBroken(true)}>
            Break
          </button>
          <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
          {leave.guard}
        </section>
      );
    };
    const list = createRoute({
      getParentRoute: () => root,
      path: '/list',
      validateSearch: (search: Record<string, unknown>) => ({
        q: typeof search.q === 'string' ? search.q : '',
      }),
      component: keptPage(List),
      errorComponent: ({ error }) => <p role="alert">{String(error)}</p>,
    });
    const other = createRoute({
      getParentRoute: () => root,
      path: '/other',
      component: () => <h1>Other</h1>,
    });
    const router = createRouter({
      routeTree: root.addChildren([list, other]),
      history: createMemoryHistory({ initialEntries: ['/list?q=first'] }),
    });
    const { user } = await renderWithProviders(<RouterProvider router={router} />);
    return { router, renders, user };
  };

  it('stop their effects while away, neither leaving nor a return by Back renders them, and another search opens one anew', async () => {
    const { router, renders, user } = await renderRoutes();
    await user.click(await screen.findByRole('button', { name: 'Counted 0' }));
    expect(screen.getByText('Search first')).toBeInTheDocument();
    expect(renders.effects).toBe(1);
    const rendered = renders.list;

    act(() => router.history.push('/other'));
    await screen.findByRole('heading', { name: 'Other' });
    expect(screen.queryByRole('region', { name: 'List' })).toBeNull();
    expect(renders.effects).toBe(0);

    act(() => router.history.back());
    expect(await screen.findByRole('button', { name: 'Counted 1' })).toBeInTheDocument();
    expect(renders.effects).toBe(1);
    expect(renders.list).toBe(rendered);

    // A new search while it shows: the same page follows it.
    act(() => router.history.push('/list?q=second'));
    expect(await screen.findByText('Search second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Counted 1' })).toBeInTheDocument();

    // Opened again at another search than it was left at: a page of its own.
    act(() => router.history.push('/other'));
    await screen.findByRole('heading', { name: 'Other' });
    act(() => router.history.push('/list?q=third'));
    expect(await screen.findByText('Search third')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Counted 0' })).toBeInTheDocument();
    expect(renders.effects).toBe(1);
  });

  it("show a kept page's error on its route's error screen, and make the page anew after it", async () => {
    // React and the router report the error on the console as for any page.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, user } = await renderRoutes();
    await user.click(await screen.findByRole('button', { name: 'Break' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The list broke.');
    expect(screen.queryByRole('region', { name: 'List' })).toBeNull();

    act(() => router.history.push('/other'));
    act(() => router.history.push('/list?q=again'));
    expect(await screen.findByRole('button', { name: 'Counted 0' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("drop a page left with 'Leave' on 'Leave without saving?': Back shows it anew, without the input", async () => {
    const { router, user } = await renderRoutes();
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Roggenbrot');
    await user.click(screen.getByRole('button', { name: 'Counted 0' }));

    // Cancel stays, and the page is kept with what was typed.
    act(() => router.history.push('/other'));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Roggenbrot');

    // Leave: the input is gone, as the question says, and Back does not bring it back.
    act(() => router.history.push('/other'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await screen.findByRole('heading', { name: 'Other' });
    act(() => router.history.back());
    expect(await screen.findByRole('button', { name: 'Counted 0' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });
});
