import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { businessToday } from '@/lib/business-date';
import { openList } from '../list';
import { recordRequests } from '../requests';
import type { AppRender } from '../render';
import { customerLabel } from '@/entities/customer/customer-label';
import { NewPlanDialog } from '@/features/instalment-plans/new-plan-dialog';
import { getDb, setFault } from '../../mocks/node';
import { renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';
import { pickDayNextMonth, shownValues } from './wizard-steps';
import { chooseCustomer, searchCustomer } from './new-payment-steps';
import { continueTo, fill, openNewPlan, PLANS, retype, textbox } from './instalment-plan-steps';

const fillPlan = async (
  app: AppRender,
  dialog: HTMLElement,
  figures: { total: string; rate: string; down?: string },
) => {
  await fill(app, textbox(dialog, /^Purpose/), 'Hochzeitstorte Ratenzahlung');
  await fill(app, textbox(dialog, /^Total net amount/), figures.total);
  await fill(app, textbox(dialog, /^Rate/), figures.rate);
  if (figures.down) await fill(app, textbox(dialog, /^Down payment/), figures.down);
};

describe('new instalment plan (spec 2 §2, §5, §8)', () => {
  it('says what is missing before it previews anything', async () => {
    const requests = recordRequests();
    const app = await openList(PLANS);
    const dialog = await openNewPlan(app);
    await continueTo(app, dialog);
    expect(await within(dialog).findByText('Customer is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Purpose is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Total amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate is required')).toBeInTheDocument();
    expect(requests.find('POST', '/instalment-plans/preview')).toHaveLength(0);
  });

  it('checks purpose length, rate, down payment, interval day and start date', async () => {
    const app = await openList(PLANS);
    const dialog = await openNewPlan(app);
    await fill(app, textbox(dialog, /^Purpose/), 'Torte');
    await retype(app, textbox(dialog, /^Purpose/), 'Tort');
    await fill(app, textbox(dialog, /^Total net amount/), '100');
    await fill(app, textbox(dialog, /^Rate/), '100,01');
    await retype(app, textbox(dialog, /^Day of the month/), '32');
    await continueTo(app, dialog);
    expect(await within(dialog).findByText('The purpose has 5 to 120 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('The rate may not be above the total amount.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Min 1, max 31: the interval day is a day of the month.'),
    ).toBeInTheDocument();
    await retype(app, textbox(dialog, /^Rate/), '40');
    await fill(app, textbox(dialog, /^Down payment/), '60,01');
    await app.user.tab();
    expect(
      await within(dialog).findByText('The down payment may not be above the total minus the rate.'),
    ).toBeInTheDocument();
    await retype(app, textbox(dialog, /^Down payment/), '0');
    await app.user.tab();
    expect(await within(dialog).findByText('The down payment must be positive.')).toBeInTheDocument();
    await retype(app, textbox(dialog, /^Rate/), '0');
    await app.user.tab();
    expect(await within(dialog).findByText('The rate must be positive.')).toBeInTheDocument();
  });

  it('refuses a start date in the past', async () => {
    const app = await openList(PLANS);
    const dialog = await openNewPlan(app);
    await app.user.click(within(dialog).getByRole('button', { name: /^Start date/ }));
    // The calendar does not offer past days at all.
    const today = dayjs(businessToday());
    const yesterday = today.subtract(1, 'day');
    if (yesterday.month() === today.month()) {
      expect(await screen.findByRole('button', { name: yesterday.format('D MMMM YYYY') })).toBeDisabled();
    }
  });

  it('keeps at most five metadata rows, each needing name and value', async () => {
    const app = await openList(PLANS);
    const dialog = await openNewPlan(app);
    for (let row = 0; row < 5; row++) {
      await app.user.click(within(dialog).getByRole('button', { name: 'Add metadata' }));
    }
    expect(within(dialog).getByRole('button', { name: 'At most 5 metadata rows' })).toBeDisabled();
    await continueTo(app, dialog);
    expect((await within(dialog).findAllByText('Name and value are required')).length).toBe(10);
  });

  it('previews the schedule with down payment and last rate, goes back with everything kept, and saves the draft', async () => {
    const requests = recordRequests();
    const app = await openList(PLANS);
    const dialog = await openNewPlan(app);
    const customer = await chooseCustomer(app, dialog);
    await fillPlan(app, dialog, { total: '1000', rate: '400', down: '100' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Add metadata' }));
    await fill(app, textbox(dialog, /^Name 1/), 'Auftragsnummer');
    await fill(app, textbox(dialog, /^Value 1/), 'A-2026-1');
    await continueTo(app, dialog);
    const schedule = await within(dialog).findByTestId('plan-schedule');
    expect(within(schedule).getAllByTestId('schedule-rate')).toHaveLength(4);
    expect(schedule).toHaveTextContent(/Down payment on [\d.]+100,00 €/);
    expect(schedule).toHaveTextContent('2 rates of400,00 €');
    expect(schedule).toHaveTextContent(/Last rate on [\d.]+100,00 €/);
    expect(requests.find('POST', '/instalment-plans/preview')[0]?.body).toMatchObject({
      totalNetAmount: 1000,
      intervalAmount: 400,
      downPayment: 100,
      interval: 'MONTHLY',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(textbox(dialog, /^Rate/)).toHaveValue('400');
    expect(textbox(dialog, /^Purpose/)).toHaveValue('Hochzeitstorte Ratenzahlung');
    await retype(app, textbox(dialog, /^Rate/), '450');
    await continueTo(app, dialog);
    await within(dialog).findByText('2 rates of');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Instalment plan creation successful.')).toBeInTheDocument();
    expect(requests.find('POST', '/instalment-plans')[0]?.body).toMatchObject({
      debtorId: customer.id,
      purpose: 'Hochzeitstorte Ratenzahlung',
      totalNetAmount: 1000,
      intervalAmount: 450,
      downPayment: 100,
      // Today in Germany, whose day the backend measures by.
      startDate: businessToday(),
      metadata: [{ key: 'Auftragsnummer', value: 'A-2026-1' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps every field, the customer found by a search included, from the preview back to the form', async () => {
    signInAsDemo();
    const app = await renderWithProviders(<NewPlanDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New instalment plan' });
    const found = await searchCustomer(app, dialog);
    const account = getDb().bankAccounts.find((candidate) => !candidate.default);
    if (!account) throw new Error('no second bank account');
    const bankAccount = within(dialog).getByRole('combobox', { name: /^Bank account/ });
    await waitFor(() => expect(bankAccount).toBeEnabled());
    await app.user.click(bankAccount);
    await app.user.click(
      await screen.findByRole('option', { name: new RegExp(`^${account.bankAccountLabel}`) }),
    );
    const accountLabel = (bankAccount as HTMLInputElement).value;
    await fill(app, textbox(dialog, /^Purpose/), 'Hochzeitstorte Ratenzahlung');
    await fill(app, textbox(dialog, /^Total net amount/), '1200');
    await fill(app, textbox(dialog, /^Down payment/), '200');
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Interval' }));
    await app.user.click(await screen.findByRole('option', { name: 'Yearly' }));
    await fill(app, textbox(dialog, /^Rate/), '500');
    await retype(app, textbox(dialog, /^Day of the month/), '15');
    const startDate = await pickDayNextMonth(app, dialog, /^Start date/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Add metadata' }));
    await fill(app, textbox(dialog, /^Name 1/), 'Auftragsnummer');
    await fill(app, textbox(dialog, /^Value 1/), 'A-2026-1');
    const filled = shownValues(dialog);
    await continueTo(app, dialog);
    await within(dialog).findByTestId('plan-schedule');
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const customer = await within(dialog).findByRole('combobox', { name: 'Customer' });
    expect(customer).toHaveValue(customerLabel(found));
    expect(within(dialog).getByRole('combobox', { name: /^Bank account/ })).toHaveValue(accountLabel);
    expect(within(dialog).getByRole('button', { name: /^Start date/ })).toHaveTextContent(startDate);
    expect(shownValues(dialog)).toEqual(filled);
  });

  it("says 'instalment plan creation error' when the preview fails and stays on the form", async () => {
    setFault('previewInstalmentPlan', { status: 500 });
    const app = await openList(PLANS);
    const dialog = await openNewPlan(app);
    await chooseCustomer(app, dialog);
    await fillPlan(app, dialog, { total: '600', rate: '150' });
    await continueTo(app, dialog);
    expect(
      await screen.findByText('Instalment plan creation error. Please check the details and try again.'),
    ).toBeInTheDocument();
    expect(textbox(dialog, /^Total net amount/)).toHaveValue('600');
    expect(within(dialog).queryByTestId('plan-schedule')).not.toBeInTheDocument();
  });
});
