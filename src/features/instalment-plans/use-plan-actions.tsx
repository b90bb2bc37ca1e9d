import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { actionTable } from '@/components/list';
import { CustomisePlanDialog } from './customise-plan-dialog';
import { EditPlanDialog } from './edit-plan-dialog';
import { planActionTable } from './plan-action-table';
import type { PlanAction } from './plan-actions';
import { CancelPlanDialog, DeletePlanDialog, StartPlanDialog } from './plan-confirm-dialogs';
import { PlanDetailsDialog } from './plan-details-dialog';

const dialogs = {
  details: PlanDetailsDialog,
  edit: EditPlanDialog,
  start: StartPlanDialog,
  customise: CustomisePlanDialog,
  cancel: CancelPlanDialog,
  delete: DeletePlanDialog,
} satisfies Record<
  PlanAction,
  (props: { plan: InstalmentPlan; opened: boolean; onClose: () => void }) => ReactNode
>;

/** The row menu of a plan (spec 3 §4) and the dialog its entry opens; render `dialogs` once. */
export const usePlanActions = () => {
  const { t } = useTranslation('instalment-plans');
  const [open, setOpen] = useState<{ action: PlanAction; plan: InstalmentPlan } | null>(null);
  const menu = (plan: InstalmentPlan) => (
    <actionTable.Menu
      label={plan.purpose}
      actions={actionTable.menu(planActionTable, plan, {
        label: t,
        onSelect: (action) => setOpen({ action, plan }),
      })}
    />
  );
  const Dialog = open && dialogs[open.action];
  const rendered = open && Dialog && (
    // Keyed by plan and action, so each opening starts with a fresh form.
    <Dialog key={`${open.action}-${open.plan.id}`} plan={open.plan} opened onClose={() => setOpen(null)} />
  );
  return { menu, dialogs: rendered };
};
