import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { getDb } from '../../mocks/node';
import { dataRows, openList, rowById } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { detailUrl } from './customers-steps';
import { openAction, PLANS, seededPlan } from './instalment-plan-steps';

/** An amount as the page shows it (the cell text's no-break space is a space to the matcher). */
const money = (amount: number) => formatMoney(amount).replace(/\u00a0/g, ' ');
const cents = (amount: number) => Math.round(amount * 100);

describe('instalment plans list (spec 3 §2.4)', () => {
  it('shows the columns newest first and filters by status', async () => {
    const requests = recordRequests();
    const app = await openList(PLANS);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Status',
      'Customer',
      'Purpose',
      'Total amount',
      'Duration',
      'Rate',
      'Open amount',
      'Next payment',
      'Created',
      'Actions',
    ]);
    expect(requests.find('GET', '/instalment-plans')[0]?.url.searchParams.getAll('sort')).toEqual([
      'createdDateTime,desc',
    ]);
    await app.user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Running' }));
    await waitFor(() =>
      expect(requests.find('GET', '/instalment-plans').at(-1)?.url.searchParams.getAll('statuses')).toEqual([
        'RUNNING',
      ]),
    );
    await waitFor(() =>
      expect(dataRows().every((row) => within(row).queryByText('Running') !== null)).toBe(true),
    );
  });

  it('shows a running plan’s duration, rate and open amount', async () => {
    const plan = getDb().instalmentPlans.find(
      (candidate) => candidate.status === 'RUNNING' && (candidate.instalmentRates?.length ?? 0) > 1,
    );
    await openList(`${PLANS}?statuses=RUNNING&size=30`);
    const row = await rowById(plan?.id ?? '');
    const rates = plan?.instalmentRates ?? [];
    const open = rates
      .filter((rate) => rate.status !== 'COMPLETED')
      .reduce((sum, rate) => sum + Math.round(rate.amount * 100), 0);
    expect(row).toHaveTextContent(`${rates.length} months`);
    expect(row).toHaveTextContent(money(plan?.intervalAmount ?? 0));
    expect(row).toHaveTextContent(money(open / 100));
  });

  it('offers the import in the split button', async () => {
    const app = await openList(PLANS);
    await app.user.click(screen.getByRole('button', { name: 'More ways to create instalment plans' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Import instalment plans' }));
    expect(await screen.findByRole('dialog', { name: 'Import instalment plans' })).toBeInTheDocument();
  });
});

describe('instalment plan details (spec 2 §4)', () => {
  it('shows the schedule with rate statuses, the paid and open sums and the metadata', async () => {
    const plan = seededPlan(
      'RUNNING',
      (candidate) =>
        Boolean(candidate.metadata?.length) &&
        Boolean(candidate.instalmentRates?.some((rate) => rate.status === 'COMPLETED')),
    );
    await openAction(plan, 'Details');
    const details = await screen.findByTestId('plan-details');
    const rates = plan.instalmentRates ?? [];
    const paid = rates.filter((rate) => rate.status === 'PENDING' || rate.status === 'COMPLETED');
    const open = rates.filter((rate) => rate.status !== 'COMPLETED');
    const sum = (list: typeof rates) => list.reduce((total, rate) => total + cents(rate.amount), 0) / 100;
    expect(details).toHaveTextContent(`Paid${money(sum(paid))}`);
    expect(details).toHaveTextContent(`Open${money(sum(open))}`);
    expect(within(details).getAllByTestId('schedule-rate')).toHaveLength(rates.length);
    expect(within(details).getAllByText('Completed').length).toBeGreaterThan(0);
    expect(within(details).getAllByText('Pending').length).toBeGreaterThan(0);
    const [entry] = plan.metadata ?? [];
    expect(within(details).getByRole('rowheader', { name: entry?.name })).toBeInTheDocument();
    expect(details).toHaveTextContent(entry?.value ?? '');
  });
});

describe('on the customer page (spec 2 §2, spec 3 §2.5)', () => {
  it("lists the customer's plans and opens 'new instalment plan' with the customer preset", async () => {
    const plan = seededPlan('RUNNING');
    const customer = getDb().debitors.find((candidate) => candidate.id === plan.debtor?.id);
    signInAsDemo();
    const app = await renderApp(detailUrl(customer ?? { id: '', emailAddress: '' }, 'instalmentPlans'));
    await waitFor(() => expect(document.querySelector(`[data-row-id="${plan.id}"]`)).not.toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Customer actions' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'New instalment plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New instalment plan' });
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Customer' }).value).toContain(
      customer?.emailAddress,
    );
  });
});
