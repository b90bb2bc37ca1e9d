import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@generated/model/subscription';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { subscriptionActions } from './subscription-actions';

/** The row menu of a subscription and its cancel dialog; render `dialogs` once. */
export const useSubscriptionActions = () => {
  const { t } = useTranslation('subscriptions');
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const menu = (subscription: Subscription) => (
    <RowActionMenu
      label={subscription.subscriptionTitle ?? subscription.id}
      actions={subscriptionActions(subscription).map((action) => ({
        key: action,
        label: t(`actions.${action}`),
        icon: <IconBan size={16} />,
        color: 'red',
        onClick: () => setCancelling(subscription),
      }))}
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
