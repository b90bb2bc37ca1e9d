import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Payment } from '@generated/model/payment';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { fill, renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/payments';

type Pick = (payment: Payment) => boolean;

/** The list searched down to one seeded payment that matches, with its row's menu open. */
const openMenuOf = async (pick: Pick) => {
  const payment = getDb().payments.find(pick);
  if (!payment) throw new Error('the seed has no such payment');
  signInAsDemo();
  const app = await renderApp(`${LIST}?search=${payment.id}`);
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-row-id="${payment.id}"]`);
    if (!found) throw new Error('row not shown yet');
    return found;
  });
  await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  const menu = await screen.findByTestId('row-action-menu');
  return { app, payment, row, menu };
};

const isOpenOnline = (payment: Payment) =>
  payment.state === 'PENDING' && payment.paymentMethod === 'ONLINE_PAYMENT' && !payment.invoice?.internalRef;

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('payment row actions (spec 3 §4)', () => {
  it('offers the actions of a pending online payment in menu order', async () => {
    const { menu } = await openMenuOf((payment) => isOpenOnline(payment) && !payment.isDonation);
    expect(entries(menu)).toEqual([
      'Cancel',
      'Mark as verified',
      'Mark as donation',
      'Copy payment link',
      'Send reminder',
      'Events',
      'Details',
    ]);
  });

  it('offers only events and details for a cancelled payment', async () => {
    const { menu } = await openMenuOf((payment) => payment.state === 'CANCELLED');
    expect(entries(menu)).toEqual(['Events', 'Details']);
  });

  it('hides mark as donation when donation receipts are disabled', async () => {
    getDb().company.accountSettings = {
      ...getDb().company.accountSettings,
      isDonationReceiptsEnabled: false,
    };
    const { menu } = await openMenuOf((payment) => isOpenOnline(payment) && !payment.isDonation);
    expect(entries(menu)).not.toContain('Mark as donation');
  });

  it('cancels with both reasons through PATCH /paperless/{id}, keeping the text on a failure', async () => {
    const requests = recordRequests();
    const { app, payment, row } = await openMenuOf(isOpenOnline);
    await app.user.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel payment' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(await within(dialog).findByText('Purpose is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Internal reason is required')).toBeInTheDocument();

    await fill(app.user, within(dialog).getByLabelText(/Reason for the customer/), 'Bestellung storniert');
    await app.user.type(within(dialog).getByLabelText(/Internal reason/), 'Dopp');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(await within(dialog).findByText('Use 5 to 60 characters')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(/Internal reason/), ' angelegt');

    setFault('changePaymentState', { status: 500, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText('The payment could not be cancelled. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason for the customer/)).toHaveValue('Bestellung storniert');
    const button = within(dialog).getByRole('button', { name: 'Cancel payment' });
    await waitFor(() => expect(button).toBeEnabled());

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel payment' })).not.toBeInTheDocument(),
    );
    const patch = requests.find('PATCH', `/paperless/${payment.id}`).at(-1);
    expect(patch?.body).toEqual({
      state: 'CANCELLED',
      cancelReasonDebitor: 'Bestellung storniert',
      cancelReasonInternal: 'Dopp angelegt',
      sendEmailNotification: true,
    });
    await waitFor(() =>
      expect(row.querySelector('[data-status]')).toHaveAttribute('data-status', 'CANCELLED'),
    );
  });

  it('does not close the cancel dialog on a backdrop click', async () => {
    const { app } = await openMenuOf(isOpenOnline);
    await app.user.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Cancel payment' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (overlay) await app.user.click(overlay);
    expect(screen.getByRole('dialog', { name: 'Cancel payment' })).toBeInTheDocument();
  });

  it('shows the invoice notice instead of cancelling an invoice-related payment', async () => {
    const requests = recordRequests();
    const { app, payment, row } = await openMenuOf(
      (payment) =>
        Boolean(payment.invoice?.internalRef) &&
        payment.paymentMethod === 'ONLINE_PAYMENT' &&
        ['PENDING', 'MANUAL', 'ERROR', 'ABORTED', 'CHARGED_BACK'].includes(payment.state),
    );
    const state = payment.state;
    await app.user.click(screen.getByRole('menuitem', { name: 'Cancel' }));
    expect(await screen.findByTestId('invoice-notice')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancel payment' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Understood' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-notice')).not.toBeInTheDocument());
    expect(requests.find('PATCH', /^\/paperless\//)).toHaveLength(0);
    expect(getDb().payments.find((item) => item.id === payment.id)?.state).toBe(state);
    expect(row.querySelector('[data-status]')).toHaveAttribute('data-status', state);
  });

  it.each([
    ['Only verify', false],
    ['Verify and send e-mail', true],
  ])("marks as verified with '%s'", async (choice, sendEmailNotification) => {
    const requests = recordRequests();
    const { app, payment } = await openMenuOf(isOpenOnline);
    await app.user.click(screen.getByRole('menuitem', { name: 'Mark as verified' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Mark as verified' })).getByRole('button', {
        name: choice,
      }),
    );
    expect(await screen.findByText('Payment marked as verified')).toBeInTheDocument();
    expect(requests.find('PATCH', `/paperless/${payment.id}`).at(-1)?.body).toEqual({
      state: 'VERIFIED',
      sendEmailNotification,
    });
  });

  it('marks as donation after confirming', async () => {
    const requests = recordRequests();
    const { app, payment } = await openMenuOf(
      (candidate) => isOpenOnline(candidate) && !candidate.isDonation,
    );
    await app.user.click(screen.getByRole('menuitem', { name: 'Mark as donation' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Mark as donation' })).getByRole('button', {
        name: 'Mark as donation',
      }),
    );
    expect(await screen.findByText('Payment marked as donation')).toBeInTheDocument();
    expect(requests.find('POST', `/payments/${payment.id}/_mark-as-donation`)).toHaveLength(1);
  });

  it('completes a refund after confirming', async () => {
    const requests = recordRequests();
    const { app, payment } = await openMenuOf((candidate) => candidate.state === 'REFUND_IN_PROGRESS');
    await app.user.click(screen.getByRole('menuitem', { name: 'Complete refund' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Complete refund' })).getByRole('button', {
        name: 'Complete refund',
      }),
    );
    expect(await screen.findByText('Refund marked as completed')).toBeInTheDocument();
    expect(requests.find('POST', `/payments/${payment.id}/refundCompleted`)).toHaveLength(1);
  });

  it("sends a reminder: 'reminder sent successfully', or 'reminder error'", async () => {
    const { app } = await openMenuOf(isOpenOnline);
    await app.user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder' });
    setFault('sendPaymentReminder', { status: 500, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder error: the reminder could not be sent.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send reminder' })).toBeEnabled());
    await app.user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder sent successfully')).toBeInTheDocument();
  });

  it("copies the payment link, or says 'payment link not found'", async () => {
    const { app, payment } = await openMenuOf(isOpenOnline);
    await app.user.click(screen.getByRole('menuitem', { name: 'Copy payment link' }));
    expect(await screen.findByText('Payment link copied to the clipboard')).toBeInTheDocument();
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toContain(payment.id);

    server.use(
      http.get(api('/paperless/:id/payment-link'), () =>
        HttpResponse.json({ message: 'nope' }, { status: 404 }),
      ),
    );
    await app.user.click(
      within(document.querySelector(`[data-row-id="${payment.id}"]`) as HTMLElement).getByRole('button', {
        name: /^Actions for/,
      }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Copy payment link' }));
    expect(await screen.findByText('Payment link not found')).toBeInTheDocument();
  });

  it('downloads the donation receipt', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const requests = recordRequests();
    const { app, payment } = await openMenuOf((candidate) => Boolean(candidate.donation?.documentPublicUrl));
    await app.user.click(screen.getByRole('menuitem', { name: 'Download donation receipt' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(requests.find('GET', `/donations/${payment.id}`)).toHaveLength(1);
  });

  it('shows the events as a timeline, repeats collapsed', async () => {
    const payment = getDb().payments.find(isOpenOnline);
    if (!payment) throw new Error('no payment');
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString();
    getDb().paymentEvents = getDb().paymentEvents.filter((event) => event.paymentId !== payment.id);
    getDb().paymentEvents.push(
      {
        paymentId: payment.id,
        eventType: 'CREATED_BY_CREDITOR',
        eventDateTime: at(0),
        triggeredBy: 'demo@example.com',
      },
      { paymentId: payment.id, eventType: 'PAYMENT_REMINDER_SENT', eventDateTime: at(1) },
      { paymentId: payment.id, eventType: 'PAYMENT_REMINDER_SENT', eventDateTime: at(2) },
      {
        paymentId: payment.id,
        eventType: 'PAYMENT_MODIFIED',
        eventDateTime: at(3),
        reasonMessage:
          '{"purposeBefore":"Brotabo März","purposeAfter":"Brotabo April","amountBefore":45,"amountAfter":49.9}',
      },
      {
        paymentId: payment.id,
        eventType: 'PAYMENT_MODIFIED',
        eventDateTime: at(4),
        reasonMessage: 'kein JSON',
      },
      { paymentId: payment.id, eventType: 'CANCELLED_BY_CREDITOR', eventDateTime: at(5), reason: 'Doppelt' },
    );
    const { app } = await openMenuOf((candidate) => candidate.id === payment.id);
    await app.user.click(screen.getByRole('menuitem', { name: 'Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment events' });
    await within(dialog).findByText('Created by you');
    const types = [...dialog.querySelectorAll('[data-event-type]')].map((item) =>
      item.getAttribute('data-event-type'),
    );
    expect(types).toEqual([
      'CREATED_BY_CREDITOR',
      'PAYMENT_REMINDER_SENT',
      'PAYMENT_MODIFIED',
      'PAYMENT_MODIFIED',
      'CANCELLED_BY_CREDITOR',
    ]);
    expect(within(dialog).getByText('2 in total')).toBeInTheDocument();
    expect(within(dialog).getByText('by demo@example.com')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('event-amount-change')).toHaveLength(1);
    expect(within(dialog).getByText('Purpose: Brotabo März → Brotabo April')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount: 45,00 € → 49,90 €')).toBeInTheDocument();
    const cancelled = dialog.querySelector('[data-event-type="CANCELLED_BY_CREDITOR"]');
    expect(cancelled).toHaveAttribute('data-final', 'true');
    expect(cancelled).toHaveAttribute('data-tone', 'error');
    expect(within(cancelled as HTMLElement).getByText('Doppelt')).toBeInTheDocument();
  });

  it('leads to the details page', async () => {
    const { app, payment } = await openMenuOf(isOpenOnline);
    await app.user.click(screen.getByRole('menuitem', { name: 'Details' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`${LIST}/${payment.id}`));
  });
});
