/**
 * The credits' actions, each declared once: the row menu is made from this table
 * (action-table.ts); where each is offered is credit-actions.ts. A credit has no call to run on
 * many (docs/adding-a-list-area.md#lists-without-bulk-actions-and-why).
 */
import { IconClockHour4, IconFileSearch } from '@tabler/icons-react';
import type { Credit } from '@generated/model/credit';
import { actionTable } from '@/components/list';
import { creditActionKeys, creditActions, type CreditAction } from './credit-actions';

const icons: Record<CreditAction, actionTable.Entry<Credit>['icon']> = {
  events: <IconClockHour4 size={16} />,
  details: <IconFileSearch size={16} />,
};

/** The credits' action table in a context (the detail page has no 'details'). */
export const creditActionTable = (context: { inDetailView: boolean }) =>
  actionTable.of<Credit, CreditAction>(
    creditActionKeys,
    () => creditActions(context),
    (action) => ({ label: `credits:actions.${action}`, icon: icons[action] }),
  );
