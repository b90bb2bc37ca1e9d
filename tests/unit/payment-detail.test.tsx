import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Payment } from '@generated/model/payment';
import { api } from '../../mocks/auth';
import { getDb, server } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/payments';

const openDetail = async (pick: (payment: Payment) => boolean = () => true) => {
  const payment = getDb().payments.find(pick);
  if (!payment) throw new Error('the seed has no such payment');
  signInAsDemo();
  const app = await renderApp(`${LIST}/${payment.id}`);
  await screen.findByRole('region', { name: 'Payment' });
  return { app, payment };
};

const invoice = {
  id: 'inv-1',
  invoiceNumber: 'RE-2025-0042',
  invoiceType: 'INVOICE',
  status: 'OPEN',
  total: 119,
  createdDateTimeUTC: '2025-03-01T09:00:00Z',
  internalRef: 'INT-2025-0042',
  metadata: [{ key: 'Projekt', value: 'Herbstmarkt' }],
};

describe('payment detail (spec 3 §2.5)', () => {
  it('shows the debtor and payment cards and the events newest first', async () => {
    const { payment } = await openDetail((candidate) => Boolean(candidate.debitorRef));
    const paymentCard = screen.getByRole('region', { name: 'Payment' });
    expect(within(paymentCard).getByText(payment.purpose)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Debtor' })).toHaveTextContent(
      payment.debitor?.emailAddress ?? '',
    );
    const timeline = await screen.findByTestId('detail-timeline');
    await waitFor(() => expect(timeline.querySelectorAll('[data-card-ref]').length).toBeGreaterThan(0));
    const events = getDb()
      .paymentEvents.filter((event) => event.paymentId === payment.id)
      .sort((a, b) => b.eventDateTime.localeCompare(a.eventDateTime));
    expect(timeline.querySelectorAll('[data-card-ref="payment"]')).toHaveLength(events.length);
  });

  it('highlights the card of a hovered event', async () => {
    await openDetail();
    const timeline = await screen.findByTestId('detail-timeline');
    const item = await waitFor(() => {
      const found = timeline.querySelector('[data-card-ref="payment"]');
      if (!found) throw new Error('no events yet');
      return found;
    });
    fireEvent.mouseEnter(item);
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveAttribute('data-highlighted', 'true');
    fireEvent.mouseLeave(item);
    expect(screen.getByRole('region', { name: 'Payment' })).not.toHaveAttribute('data-highlighted');
  });

  it('offers the actions without details, and a metadata expander', async () => {
    const { app } = await openDetail((candidate) => candidate.state === 'PENDING');
    const card = screen.getByRole('region', { name: 'Payment' });
    await app.user.click(within(card).getByRole('button', { name: /^Actions for/ }));
    const menu = await screen.findByTestId('row-action-menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Details' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Events' })).toBeInTheDocument();
    const expander = within(card).getByRole('button', { name: /Metadata/ });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(expander);
    expect(expander).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the linked invoice with its metadata and PDF download', async () => {
    const payment = getDb().payments[0];
    if (!payment) throw new Error('no payment');
    payment.invoice = { internalRef: invoice.internalRef };
    server.use(
      http.get(api('/invoices/:id'), ({ params }) =>
        params.id === invoice.id
          ? HttpResponse.json(invoice)
          : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
      http.get(api('/invoices'), () =>
        HttpResponse.json({
          _embedded: { invoices: [invoice] },
          page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
        }),
      ),
      http.get(api('/invoices/:id/events'), () =>
        HttpResponse.json({
          _embedded: {
            invoiceEventsList: [{ eventType: 'FINALIZED', eventDateTime: '2025-03-01T09:05:00Z' }],
          },
        }),
      ),
      http.get(api('/invoices/:id/references'), () =>
        HttpResponse.json([
          {
            id: 'cn-1',
            type: 'CREDIT_NOTE',
            documentNumber: 'GS-2025-0001',
            createdDateTimeUTC: '2025-03-05T09:00:00Z',
          },
        ]),
      ),
      http.get(api('/invoices/:id/pdf'), () =>
        HttpResponse.json({ name: 'RE-2025-0042', content: btoa('%PDF-1.4') }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const requests = recordRequests();
    const { app } = await openDetail((candidate) => candidate.id === payment.id);
    const card = await screen.findByRole('region', { name: 'Invoice' });
    expect(within(card).getByText('RE-2025-0042')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Credit note' })).toHaveTextContent('GS-2025-0001');
    await waitFor(() =>
      expect(screen.getByTestId('detail-timeline').querySelector('[data-card-ref="invoice"]')).not.toBeNull(),
    );
    await app.user.click(within(card).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Successfully downloaded')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalled();
    expect(requests.find('GET', '/invoices/inv-1/pdf')).toHaveLength(1);
  });

  it('shows the checkout the payment came from', async () => {
    server.use(
      http.get(api('/checkouts/search'), () =>
        HttpResponse.json({
          id: 'co-1',
          checkoutState: 'CLOSED',
          productTitle: 'Jahresabo Brot',
          quantity: 2,
          totalCheckoutAmount: 99.8,
          createdDateTimeUTC: '2025-03-01T08:00:00Z',
          customFields: [{ fieldLabel: 'Abholort', fieldValue: 'Filiale Mitte' }],
        }),
      ),
    );
    await openDetail();
    const card = await screen.findByRole('region', { name: 'Checkout' });
    expect(card).toHaveTextContent('Jahresabo Brot');
    expect(card).toHaveTextContent('99,80 €');
  });

  it('shows no checkout card when the payment has none', async () => {
    server.use(
      http.get(api('/checkouts/search'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await openDetail();
    await waitFor(() => expect(screen.queryByTestId('detail-loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('says when a payment does not exist, with a way back', async () => {
    signInAsDemo();
    const app = await renderApp(`${LIST}/no-such-payment`);
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Back to payments' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(LIST));
  });
});
