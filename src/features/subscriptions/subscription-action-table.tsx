/**
 * The subscriptions' action, declared once: the row menu is made from this table
 * (action-table.ts); which state offers it is subscription-actions.ts. The list has no bulk action
 * (docs/adding-a-list-area.md#lists-without-bulk-actions-and-why).
 */
import { IconBan } from '@tabler/icons-react';
import type { Subscription } from '@generated/model/subscription';
import { actionTable } from '@/components/list';
import { subscriptionActions, type SubscriptionAction } from './subscription-actions';

export const subscriptionActionTable = actionTable.of<Subscription, SubscriptionAction>(
  ['cancel'],
  subscriptionActions,
  (action) => ({ label: `subscriptions:actions.${action}`, icon: <IconBan size={16} />, color: 'red' }),
);
