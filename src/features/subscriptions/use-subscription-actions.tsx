import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@generated/model/subscription';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { menuActions } from '@/components/list-shell/action-table';
import { subscriptionActionTable } from './subscription-action-table';

/** The row menu of a subscription and its cancel dialog; render `dialogs` once. */
export const useSubscriptionActions = () => {
  const { t } = useTranslation('subscriptions');
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const menu = (subscription: Subscription) => (
    <RowActionMenu
      label={subscription.subscriptionTitle ?? subscription.id}
      actions={menuActions(subscriptionActionTable, subscription, {
        label: t,
        onSelect: () => setCancelling(subscription),
      })}
    />
  );
  const dialogs = cancelling && (
    <CancelSubscriptionDialog
      key={cancelling.id}
      subscription={cancelling}
      opened
      onClose={() => setCancelling(null)}
    />
  );
  return { menu, dialogs };
};
