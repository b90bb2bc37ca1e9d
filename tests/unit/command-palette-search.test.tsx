import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerLabel } from '@/entities/customer/customer-label';
import { getDb, server } from '../../mocks/node';
import { recordRequests } from '../requests';
import { customer, group, openPalette } from './palette-steps';

describe('command palette: server search', () => {
  it('finds a customer by e-mail through the server search, debounced, and opens its page', async () => {
    const requests = recordRequests();
    const target = customer();
    const { dialog, field, user, router } = await openPalette();
    // Pasted up to its last characters, which are typed: one search for the whole address.
    await user.paste(target.emailAddress.slice(0, -4));
    await user.type(field, target.emailAddress.slice(-4));
    const customers = await waitFor(() => {
      const found = group(dialog, 'Customers');
      expect(
        within(found).getByRole('option', { name: new RegExp(target.emailAddress) }),
      ).toBeInTheDocument();
      return found;
    });
    // One search per area for the whole typed text, with a small page.
    const searches = requests.find('GET', '/debitors');
    expect(searches.map((request) => request.url.searchParams.get('search'))).toEqual([target.emailAddress]);
    expect(searches[0]?.url.searchParams.get('size')).toBe('5');
    // The home page behind the palette counts payments that need attention: those carry no search.
    const paymentSearches = requests
      .find('GET', '/payments')
      .map((r) => r.url.searchParams.get('search'))
      .filter((search) => search !== null);
    expect(paymentSearches).toEqual([target.emailAddress]);
    await user.click(within(customers).getByRole('option', { name: new RegExp(target.emailAddress) }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(new RegExp(`^/dashboard/debtors/${target.id}`)),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument(),
    );
  });

  it('cancels the running search when the text changes', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get('*/debitors', ({ request }) => {
        signals.push(request.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const { field, user } = await openPalette();
    await user.type(field, 'mei');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(field, 'er');
    await waitFor(() => expect(signals).toHaveLength(2));
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(signals[1]?.aborted).toBe(false);
  });

  it('shows a failed area as failed and still shows the others', async () => {
    server.use(http.get('*/invoices', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const target = customer();
    const { dialog, user } = await openPalette();
    await user.paste(target.emailAddress);
    await waitFor(() =>
      expect(group(dialog, 'Invoices')).toHaveTextContent('The search failed. Please try again.'),
    );
    expect(group(dialog, 'Customers')).toHaveTextContent(target.emailAddress);
  });

  it('finds a payment by its verification id and opens it with the keyboard', async () => {
    const payment = getDb().payments.find((entry) => entry.verificationId);
    const { dialog, user, router } = await openPalette();
    await user.paste(payment?.verificationId ?? '');
    await waitFor(() => expect(group(dialog, 'Payments')).toHaveTextContent(payment?.verificationId ?? ''));
    // Only the payment matches; the first result is selected, and Enter opens it.
    const option = within(group(dialog, 'Payments')).getByRole('option', {
      name: new RegExp(payment?.verificationId ?? ''),
    });
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/transactions/payments/${payment?.id}`),
    );
  });

  it('starts a new payment for a customer found by e-mail, with the customer chosen', async () => {
    const target = customer();
    const { dialog, user, router } = await openPalette();
    await user.paste(target.emailAddress);
    const name = `New payment for ${target.firstName} ${target.lastName}`;
    await user.click(await within(dialog).findByRole('option', { name }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ action: 'new', debitorId: target.id }),
    );
    const payment = await screen.findByTestId('new-payment-dialog', {}, { timeout: 25_000 });
    expect(await within(payment).findByTestId('customer-picker')).toHaveValue(customerLabel(target));
  });
});
