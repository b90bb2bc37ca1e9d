import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { CustomisePlanDialog } from '@/features/instalment-plans/customise-plan-dialog';
import { EditPlanDialog } from '@/features/instalment-plans/edit-plan-dialog';
import { renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';
import { continueTo, fill, openAction, retype, seededPlan, textbox } from './instalment-plan-steps';
import { shownValues } from './wizard-steps';

/**
 * Opens a plan's change dialog, lets `change` fill it, previews and comes back: what the form
 * showed before the preview and after it.
 */
const previewAndBack = async (
  view: ReactNode,
  title: string,
  change: (app: Awaited<ReturnType<typeof renderWithProviders>>, dialog: HTMLElement) => Promise<void>,
) => {
  signInAsDemo();
  const app = await renderWithProviders(view);
  const dialog = await screen.findByRole('dialog', { name: title });
  await change(app, dialog);
  const before = shownValues(dialog);
  await continueTo(app, dialog);
  await within(dialog).findByTestId('plan-schedule');
  await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
  await within(dialog).findByRole('textbox', { name: /^Purpose/ });
  return { before, after: shownValues(dialog) };
};

const money = (amount: number) => formatMoney(amount).replace(/\u00a0/g, ' ');
const cents = (amount: number) => Math.round(amount * 100);

describe('edit a draft plan (spec 3 §5, §8)', () => {
  it('previews the change and saves it: instalment plan edit success', async () => {
    const requests = recordRequests();
    const plan = seededPlan('DRAFT');
    const app = await openAction(plan, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit instalment plan' });
    expect(textbox(dialog, /^Purpose/)).toHaveValue(plan.purpose);
    await retype(app, textbox(dialog, /^Purpose/), 'Geänderter Ratenplan');
    await retype(app, textbox(dialog, /^Rate/), '0');
    await continueTo(app, dialog);
    expect(await within(dialog).findByText('The rate must be positive.')).toBeInTheDocument();
    await retype(app, textbox(dialog, /^Rate/), String(plan.totalNetAmount / 2).replace('.', ','));
    await continueTo(app, dialog);
    await within(dialog).findByTestId('plan-schedule');
    expect(requests.find('POST', `/instalment-plans/${plan.id}/preview`)[0]?.body).toMatchObject({
      purpose: 'Geänderter Ratenplan',
      intervalAmount: plan.totalNetAmount / 2,
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Instalment plan edit successful.')).toBeInTheDocument();
    expect(requests.find('PUT', `/instalment-plans/${plan.id}`)[0]?.body).toMatchObject({
      debtorId: plan.debtor?.id,
      bankAccountId: plan.bankAccount?.id,
      purpose: 'Geänderter Ratenplan',
    });
  });

  it('keeps every field from the preview back to the form', async () => {
    const plan = seededPlan('DRAFT');
    const { before, after } = await previewAndBack(
      <EditPlanDialog plan={plan} opened onClose={() => undefined} />,
      'Edit instalment plan',
      async (app, dialog) => {
        await retype(app, textbox(dialog, /^Purpose/), 'Geänderter Ratenplan');
        await retype(app, textbox(dialog, /^Total net amount/), '900');
        await retype(app, textbox(dialog, /^Rate/), '200');
        await retype(app, textbox(dialog, /^Down payment/), '100');
      },
    );
    expect(before).toContainEqual(['Down payment', '100']);
    expect(after).toEqual(before);
  });

  it("says 'instalment plan edit error' when the preview fails", async () => {
    setFault('previewInstalmentPlanChange', { status: 500 });
    const plan = seededPlan('DRAFT');
    const app = await openAction(plan, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit instalment plan' });
    await continueTo(app, dialog);
    expect(
      await screen.findByText('Instalment plan edit error. Please check the details and try again.'),
    ).toBeInTheDocument();
  });
});

describe('customise a running plan (spec 3 §5, §8)', () => {
  const covered = (plan: ReturnType<typeof seededPlan>) =>
    (plan.instalmentRates ?? [])
      .filter((rate) => rate.status === 'PENDING' || rate.status === 'COMPLETED')
      .reduce((total, rate) => total + cents(rate.amount), 0) / 100;
  const runningWithPaid = () => seededPlan('RUNNING', (plan) => covered(plan) > 0);

  it('continues only when changed and valid; the total may not go below the covered amount, which it names', async () => {
    const plan = runningWithPaid();
    const app = await openAction(plan, 'Customise');
    const dialog = await screen.findByRole('dialog', { name: 'Customise instalment plan' });
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await retype(app, textbox(dialog, /^Total net amount/), String(covered(plan) - 1).replace('.', ','));
    expect(
      await within(dialog).findByText(
        `The total may not be below the amount already covered (${money(covered(plan))}).`,
      ),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();
    await retype(app, textbox(dialog, /^Total net amount/), String(covered(plan) + 100).replace('.', ','));
    await retype(app, textbox(dialog, /^Rate/), '100,01');
    expect(
      await within(dialog).findByText(
        'The rate may not be above the total minus the amount already covered.',
      ),
    ).toBeInTheDocument();
    await retype(app, textbox(dialog, /^Rate/), '50');
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('previews and saves the customisation with the metadata', async () => {
    const requests = recordRequests();
    const plan = runningWithPaid();
    const app = await openAction(plan, 'Customise');
    const dialog = await screen.findByRole('dialog', { name: 'Customise instalment plan' });
    await retype(
      app,
      textbox(dialog, /^Total net amount/),
      String(plan.totalNetAmount + 100).replace('.', ','),
    );
    await continueTo(app, dialog);
    await within(dialog).findByTestId('plan-schedule');
    expect(requests.find('POST', `/instalment-plans/${plan.id}/preview`)[0]?.body).toMatchObject({
      totalNetAmount: plan.totalNetAmount + 100,
      instalmentRates: plan.instalmentRates,
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save customisation' }));
    expect(await screen.findByText('The instalment plan was customised.')).toBeInTheDocument();
    expect(requests.find('PATCH', `/instalment-plans/${plan.id}`)[0]?.body).toEqual({
      totalNetAmount: plan.totalNetAmount + 100,
      purpose: plan.purpose,
      intervalAmount: plan.intervalAmount,
      metadata: plan.metadata ?? [],
    });
  });

  it('keeps every field and the metadata rows from the preview back to the form', async () => {
    const plan = runningWithPaid();
    const { before, after } = await previewAndBack(
      <CustomisePlanDialog plan={plan} opened onClose={() => undefined} />,
      'Customise instalment plan',
      async (app, dialog) => {
        await retype(app, textbox(dialog, /^Purpose/), 'Angepasster Ratenplan');
        await retype(app, textbox(dialog, /^Total net amount/), String(plan.totalNetAmount + 100));
        await retype(app, textbox(dialog, /^Rate/), String(plan.intervalAmount + 10));
        await app.user.click(within(dialog).getByRole('button', { name: 'Add metadata' }));
        const row = (plan.metadata?.length ?? 0) + 1;
        await fill(app, textbox(dialog, new RegExp(`^Name ${row}`)), 'Vertrag');
        await fill(app, textbox(dialog, new RegExp(`^Value ${row}`)), 'V-7');
      },
    );
    expect(before.some(([, value]) => value === 'V-7')).toBe(true);
    expect(after).toEqual(before);
  });

  it("says 'instalment plan customisation preview error' and 'customise instalment plan error'", async () => {
    const plan = runningWithPaid();
    setFault('previewInstalmentPlanChange', { status: 500, times: 1 });
    setFault('customiseInstalmentPlan', { status: 500 });
    const app = await openAction(plan, 'Customise');
    const dialog = await screen.findByRole('dialog', { name: 'Customise instalment plan' });
    await retype(
      app,
      textbox(dialog, /^Total net amount/),
      String(plan.totalNetAmount + 50).replace('.', ','),
    );
    await continueTo(app, dialog);
    expect(
      await screen.findByText(
        'Instalment plan customisation preview error. Please check the details and try again.',
      ),
    ).toBeInTheDocument();
    await continueTo(app, dialog);
    await within(dialog).findByTestId('plan-schedule');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save customisation' }));
    expect(
      await screen.findByText('Customise instalment plan error: the changes were not saved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Customise instalment plan' })).toBeInTheDocument();
  });
});

describe('start, delete and cancel (spec 2 §8, spec 3 §8)', () => {
  it("starts a draft after confirming: 'instalment plan start success'", async () => {
    const requests = recordRequests();
    const plan = seededPlan('DRAFT');
    const app = await openAction(plan, 'Start');
    const dialog = await screen.findByRole('dialog', { name: 'Start instalment plan' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Start plan' }));
    expect(await screen.findByText('Instalment plan start successful.')).toBeInTheDocument();
    expect(requests.find('POST', `/instalment-plans/${plan.id}/_start`)).toHaveLength(1);
  });

  it.each([
    [400, 'Instalment start creation error: the plan could not be started.'],
    [500, 'Instalment plan start error. Please try again later.'],
  ])('a start answered %s says so', async (status, text) => {
    server.use(
      http.post(api('/instalment-plans/:id/_start'), () =>
        HttpResponse.json({ message: 'refused' }, { status }),
      ),
    );
    const app = await openAction(seededPlan('DRAFT'), 'Start');
    await app.user.click(await screen.findByRole('button', { name: 'Start plan' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('deletes a draft only after the confirmation', async () => {
    const requests = recordRequests();
    const plan = seededPlan('DRAFT');
    const app = await openAction(plan, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete instalment plan' });
    expect(requests.find('DELETE', `/instalment-plans/${plan.id}`)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText('The instalment plan was deleted.')).toBeInTheDocument();
    expect(getDb().instalmentPlans.some((candidate) => candidate.id === plan.id)).toBe(false);
    await waitFor(() => expect(document.querySelector(`[data-row-id="${plan.id}"]`)).toBeNull());
  });

  it.each([
    ['Delete', 'DRAFT', 'deleteInstalmentPlan', 'Delete plan'],
    ['Cancel plan', 'RUNNING', 'cancelInstalmentPlan', 'Cancel plan'],
  ] as const)("%s failing says 'Something went wrong'", async (action, status, operation, confirm) => {
    setFault(operation, { status: 500 });
    const app = await openAction(seededPlan(status), action);
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
