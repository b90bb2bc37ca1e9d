import type { Customer } from '@/entities/customer/customer';
import { CustomerListTab } from '@/components/list';
import { plansList } from './plans-list';
import { usePlanActions } from './use-plan-actions';

/** The payment plans tab of a customer: the list without its customer column, with its actions. */
export const CustomerPlans = ({ customer }: { customer: Customer }) => {
  const actions = usePlanActions();
  return (
    <>
      <CustomerListTab config={plansList} customer={customer} rowActions={actions.menu} />
      {actions.dialogs}
    </>
  );
};
