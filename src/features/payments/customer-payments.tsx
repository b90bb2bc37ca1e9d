import { CustomerListTab, type CustomerTabProps } from '@/components/list';
import { paymentsList } from './payments-list';
import { usePaymentActions } from './use-payment-actions';

/** The payments of one customer, for the customer's page: the list without its customer column. */
export const CustomerPayments = ({ debitorId: customerId, ...tab }: CustomerTabProps) => {
  const actions = usePaymentActions({ inDetailView: false });
  return (
    <>
      <CustomerListTab
        {...tab}
        config={paymentsList}
        scope={(paging) => ({ ...paging, debitorId: customerId })}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
