/** Shared steps of the instalment plan tests. */
import { screen, within } from '@testing-library/react';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import type { InstalmentPlanStatus } from '@generated/model/instalmentPlanStatus';
import { getDb } from '../../mocks/node';
import { openList, rowById } from '../list';
import type { AppRender } from '../render';

export const PLANS = '/dashboard/transactions/plans';

export const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

/** Replaces a field's text (pasted: one change instead of one per key, which keeps tests quick). */
export const retype = async (app: Pick<AppRender, 'user'>, field: HTMLElement, text: string) => {
  await app.user.clear(field);
  if (text) await app.user.paste(text);
};

/** Fills an empty field, pasted. */
export const fill = async (app: Pick<AppRender, 'user'>, field: HTMLElement, text: string) => {
  await app.user.click(field);
  await app.user.paste(text);
};

export const openNewPlan = async (app: AppRender) => {
  await app.user.click(screen.getByRole('button', { name: 'New instalment plan' }));
  return screen.findByRole('dialog', { name: 'New instalment plan' });
};

export const continueTo = (app: Pick<AppRender, 'user'>, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

/** The first seeded plan in a status. */
export const seededPlan = (
  status: InstalmentPlanStatus,
  pick: (plan: InstalmentPlan) => boolean = () => true,
) => {
  const plan = getDb().instalmentPlans.find((candidate) => candidate.status === status && pick(candidate));
  if (!plan) throw new Error(`no seeded plan in ${status}`);
  return plan;
};

/** The list filtered to the plan's status, with the plan's action chosen from its row menu. */
export const openAction = async (plan: InstalmentPlan, action: string) => {
  const app = await openList(`${PLANS}?statuses=${plan.status}`);
  const row = await rowById(plan.id);
  await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  await app.user.click(await screen.findByRole('menuitem', { name: action }));
  return app;
};
