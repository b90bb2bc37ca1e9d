import { CustomerListTab, type CustomerTabProps } from '@/components/list';
import { plansList } from './plans-list';
import { usePlanActions } from './use-plan-actions';

/** The payment plans tab of a customer: the list without its customer column, with its actions. */
export const CustomerPlans = ({ debitorId: customerId, ...tab }: CustomerTabProps) => {
  const actions = usePlanActions();
  return (
    <>
      <CustomerListTab
        {...tab}
        config={plansList}
        scope={(paging) => ({ ...paging, debitorId: customerId })}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
