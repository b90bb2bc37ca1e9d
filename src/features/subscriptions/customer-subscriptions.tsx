import type { Customer } from '@/entities/customer/customer';
import { CustomerListTab } from '@/components/list';
import { subscriptionsList } from './subscriptions-list';
import { useSubscriptionActions } from './use-subscription-actions';

/** The subscriptions of one customer, for the customer's page: the list without its customer column. */
export const CustomerSubscriptions = ({ customer }: { customer: Customer }) => {
  const actions = useSubscriptionActions();
  return (
    <>
      <CustomerListTab config={subscriptionsList} customer={customer} rowActions={actions.menu} />
      {actions.dialogs}
    </>
  );
};
