import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@generated/model/subscription';
import { actionTable } from '@/components/list';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { subscriptionActionTable } from './subscription-action-table';

/** The row menu of a subscription and its cancel dialog; render `dialogs` once. */
export const useSubscriptionActions = () => {
  const { t } = useTranslation('subscriptions');
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const menu = (subscription: Subscription) => (
    <actionTable.Menu
      label={subscription.subscriptionTitle ?? subscription.id}
      actions={actionTable.menu(subscriptionActionTable, subscription, {
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
