import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Payment } from '@generated/model/payment';
import { BulkDialog } from '@/components/list/shell/bulk-dialog';
import { ListProvider } from '@/components/list/shell/list-shell';
import { noSelection, togglePage } from '@/components/list/shell/selection';
import { paymentsBulk } from '@/features/payments/payment-bulk';
import { paymentsList } from '@/features/payments/payments-list';
import { businessToday } from '@/lib/business-date';
import { formatMoney } from '@/lib/format';
import { clearFaults, getDb, setFault } from '../../mocks/node';
import { captureDownloads } from '../downloads';
import { dataRows, openList } from '../list';
import { renderApp, renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';

afterEach(() => clearFaults());

const LIST = '/dashboard/transactions/payments';

/** Two payments a reminder goes to, one it skips (direct debit); amounts 10.10 + 20.20 (+ 5). */
const seedPayments = ([first = 'Bulk one', second = 'Bulk two'] = []): Payment[] => {
  const db = getDb();
  const [model] = db.payments;
  if (!model) throw new Error('no payment in the seed');
  const made: Payment[] = [
    {
      ...model,
      id: 'bulk-1',
      purpose: first,
      state: 'PENDING',
      paymentMethod: 'ONLINE_PAYMENT',
      amount: 10.1,
      invoice: undefined,
    },
    {
      ...model,
      id: 'bulk-2',
      purpose: second,
      state: 'MANUAL',
      paymentMethod: 'ONLINE_PAYMENT',
      amount: 20.2,
      invoice: undefined,
    },
    {
      ...model,
      id: 'bulk-3',
      purpose: 'Bulk three',
      state: 'PENDING',
      paymentMethod: 'DIRECT_DEBIT',
      amount: 5,
      invoice: undefined,
    },
  ];
  db.payments.push(...made);
  return made;
};

const reminderAction = paymentsBulk.actions?.find((action) => action.id === 'sendReminder');
if (!reminderAction) throw new Error('no reminder action');

const openReminders = async (language: 'en' | 'de', purposes?: [string, string]) => {
  signInAsDemo();
  const rows = seedPayments(purposes);
  const selection = togglePage(noSelection<Payment>(), rows, true);
  return renderWithProviders(
    <ListProvider config={paymentsList} search={{}} onSearchChange={() => {}} filterKeys={[]}>
      <BulkDialog action={reminderAction} selection={selection} onClose={() => {}} onFinished={() => {}} />
    </ListProvider>,
    { language },
  );
};

describe('selection bar (payments list)', () => {
  it("counts and sums the ticked rows, keeps them across pages and offers 'Select all N payments'", async () => {
    const app = await openList(`${LIST}?size=10`);
    const total = getDb().payments.length;
    const table = screen.getByTestId('data-table');
    const [first, second] = dataRows();
    if (!first || !second) throw new Error('too few rows');
    const amounts = getDb()
      .payments.filter((payment) => [first, second].some((row) => row.dataset.rowId === payment.id))
      .reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
    await app.user.click(within(first).getByRole('checkbox', { name: /^Select / }));
    await app.user.click(within(second).getByRole('checkbox', { name: /^Select / }));
    const bar = screen.getByTestId('selection-bar');
    const euros = formatMoney(amounts / 100).replace(/\s/g, ' ');
    expect(within(bar).getByRole('status')).toHaveTextContent(`2 payments selected, together ${euros}`);
    expect(
      within(table).getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBePartiallyChecked();

    await app.user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(dataRows()[0]).not.toBe(first));
    expect(within(bar).getByRole('status')).toHaveTextContent('2 payments selected');

    await app.user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('12 payments selected');
    await app.user.click(within(bar).getByRole('button', { name: `Select all ${total} payments` }));
    expect(within(bar).getByRole('status')).toHaveTextContent(
      `All ${total} payments that match the filters are selected`,
    );
    await app.user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
  });
});

describe('selection bar in German', () => {
  it("says 'Alle N Zahlungen auswählen' and how many are selected", async () => {
    signInAsDemo();
    const app = await renderApp(`${LIST}?size=5`, { language: 'de' });
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    const total = getDb().payments.length;
    await app.user.click(screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }));
    const bar = screen.getByTestId('selection-bar');
    expect(within(bar).getByRole('status')).toHaveTextContent(
      /^5 Zahlungen ausgewählt, zusammen [\d.,]+\s€$/,
    );
    await app.user.click(within(bar).getByRole('button', { name: `Alle ${total} Zahlungen auswählen` }));
    expect(within(bar).getByRole('status')).toHaveTextContent(
      `Alle ${total} Zahlungen, die zu den Filtern passen, sind ausgewählt`,
    );
    expect(within(bar).getByRole('button', { name: 'Auswahl aufheben' })).toBeVisible();
  });
});

describe('bulk reminder: confirmation and summary', () => {
  it('names the action, the rows it sends to, the skipped ones with why, and the amount (en)', async () => {
    await openReminders('en');
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder' });
    expect(within(dialog).getByText('2 rows will be processed.')).toBeVisible();
    expect(within(dialog).getByText('Total amount: 30,30 €')).toBeVisible();
    expect(within(dialog).getByText('1 row will be skipped:')).toBeVisible();
    expect(within(dialog).getByText('Paid by direct debit: no reminder is sent (1)')).toBeVisible();
  });

  it('the same in German', async () => {
    await openReminders('de');
    const dialog = await screen.findByRole('dialog', { name: 'Erinnerung senden' });
    expect(within(dialog).getByText('2 Zeilen werden bearbeitet.')).toBeVisible();
    expect(within(dialog).getByText('Gesamtbetrag: 30,30 €')).toBeVisible();
    expect(
      within(dialog).getByText('Per Lastschrift bezahlt: Es wird keine Erinnerung gesendet (1)'),
    ).toBeVisible();
  });

  it("sums up: done, skipped, and a failed row with the server's message; a reminder each, once", async () => {
    const app = await openReminders('en');
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder' });
    setFault('sendPaymentReminder', {
      status: 409,
      body: { message: 'Reminder already sent today.' },
      times: 1,
    });
    const events = getDb().paymentEvents.length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    const status = await within(dialog).findByText('1 row done.');
    expect(status).toBeVisible();
    expect(within(dialog).getByText('1 row skipped.')).toBeVisible();
    expect(within(dialog).getByText('1 row failed:')).toBeVisible();
    expect(within(dialog).getByText(/^Bulk (one|two): Reminder already sent today\.$/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Download failed rows (CSV)' })).toBeVisible();
    expect(getDb().paymentEvents.length).toBe(events + 1);
  });

  it("downloads the failed rows: the list's name and the day, the header, each row's id, name, amount and the server's message, formulas neutralised", async () => {
    const downloads = captureDownloads();
    onTestFinished(downloads.restore);
    const app = await openReminders('en', ['=SUM(A1:A9)', '@Bulk two']);
    const dialog = await screen.findByRole('dialog', { name: 'Send reminder' });
    setFault('sendPaymentReminder', { status: 422, body: { message: '+49 is no e-mail address.' } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText('2 rows failed:')).toBeVisible();
    await app.user.click(within(dialog).getByRole('button', { name: 'Download failed rows (CSV)' }));
    expect(downloads.names).toEqual([`payments-failed-${businessToday(new Date())}.csv`]);
    // The spec's single-quoted file: a cell that would run as a formula gets a leading quote
    // (doubled inside the quotes), the amounts stay numbers.
    const [header, ...lines] = (await downloads.text()).split('\r\n');
    expect(header).toBe("'ID','Name','Amount (EUR)','Server message'");
    // In the order the calls failed (several run at once).
    expect(lines.toSorted()).toEqual([
      "'bulk-1','''=SUM(A1:A9)','10.10','''+49 is no e-mail address.'",
      "'bulk-2','''@Bulk two','20.20','''+49 is no e-mail address.'",
    ]);
  });

  it('the summary in German', async () => {
    const app = await openReminders('de');
    const dialog = await screen.findByRole('dialog', { name: 'Erinnerung senden' });
    setFault('sendPaymentReminder', { status: 422, body: { message: 'Keine E-Mail-Adresse.' } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Erinnerung senden' }));
    expect(await within(dialog).findByText('2 Zeilen fehlgeschlagen:')).toBeVisible();
    expect(within(dialog).getByText('Bulk one: Keine E-Mail-Adresse.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Fehlerliste herunterladen (CSV)' })).toBeVisible();
  });

  it("cancel asks the reasons once, with the cancel dialog's rules, and cancels each payment it takes", async () => {
    signInAsDemo();
    const rows = seedPayments();
    const cancel = paymentsBulk.actions?.find((action) => action.id === 'cancel');
    if (!cancel) throw new Error('no cancel action');
    const { user } = await renderWithProviders(
      <ListProvider config={paymentsList} search={{}} onSearchChange={() => {}} filterKeys={[]}>
        <BulkDialog
          action={cancel}
          selection={togglePage(noSelection<Payment>(), rows, true)}
          onClose={() => {}}
          onFinished={() => {}}
        />
      </ListProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel payments' });
    expect(within(dialog).getByText('Not an online payment (1)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payments' }));
    expect(await within(dialog).findByText('Internal reason is required')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the customer/ }),
      'Order withdrawn',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Internal reason/ }), 'Customer called');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payments' }));
    expect(await within(dialog).findByText('2 rows done.')).toBeVisible();
    const states = getDb()
      .payments.filter((payment) => payment.id.startsWith('bulk-'))
      .map((payment) => [payment.id, payment.state]);
    expect(states).toEqual([
      ['bulk-1', 'CANCELLED'],
      ['bulk-2', 'CANCELLED'],
      ['bulk-3', 'PENDING'],
    ]);
  });
});
