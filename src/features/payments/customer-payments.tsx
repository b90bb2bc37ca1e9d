import type { Customer } from '@/entities/customer/customer';
import { CustomerListTab } from '@/components/list';
import { paymentsList } from './payments-list';
import { usePaymentActions } from './use-payment-actions';

/** The payments of one customer, for the customer's page: the list without its customer column. */
export const CustomerPayments = ({ customer }: { customer: Customer }) => {
  const actions = usePaymentActions({ inDetailView: false });
  return (
    <>
      <CustomerListTab config={paymentsList} customer={customer} rowActions={actions.menu} />
      {actions.dialogs}
    </>
  );
};
