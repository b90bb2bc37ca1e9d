/**
 * The instalment plans' actions (spec 3 §4), each declared once: the row menu is made from this
 * table (action-table.ts); which state offers which is plan-actions.ts. The list has no bulk
 * action (docs/adding-a-list-area.md#lists-without-bulk-actions-and-why).
 */
import {
  IconAdjustments,
  IconBan,
  IconFileSearch,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { actionTable } from '@/components/list';
import { planActionKeys, planActions, type PlanAction } from './plan-actions';

const icons: Record<PlanAction, actionTable.Entry<InstalmentPlan>['icon']> = {
  details: <IconFileSearch size={16} />,
  edit: <IconPencil size={16} />,
  start: <IconPlayerPlay size={16} />,
  customise: <IconAdjustments size={16} />,
  cancel: <IconBan size={16} />,
  delete: <IconTrash size={16} />,
};

export const planActionTable = actionTable.of<InstalmentPlan, PlanAction>(
  planActionKeys,
  planActions,
  (action) => ({
    label: `instalment-plans:actions.${action}`,
    icon: icons[action],
    color: action === 'cancel' || action === 'delete' ? 'red' : undefined,
  }),
);
