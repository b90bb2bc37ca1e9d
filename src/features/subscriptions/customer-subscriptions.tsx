import { CustomerListTab, type CustomerTabProps } from '@/components/list';
import { subscriptionsList } from './subscriptions-list';
import { useSubscriptionActions } from './use-subscription-actions';

/** The subscriptions of one customer, for the customer's page: the list without its customer column. */
export const CustomerSubscriptions = ({ debitorId: customerId, ...tab }: CustomerTabProps) => {
  const actions = useSubscriptionActions();
  return (
    <>
      <CustomerListTab
        {...tab}
        config={subscriptionsList}
        scope={(paging) => ({ ...paging, debitorId: customerId })}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
