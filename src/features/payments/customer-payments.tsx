import type { ListSearch } from '@/lib/list-search';
import { PaymentsList } from './payments-list';
import { usePaymentActions } from './use-payment-actions';

type Props = {
  debitorId: string;
  /** The tab's paging in the address. */
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

const noFilters: string[] = [];

/** The payments of one customer, for the customer's page: the list without its customer column. */
export const CustomerPayments = ({ debitorId, search, onSearchChange }: Props) => {
  const actions = usePaymentActions({ inDetailView: false });
  return (
    <>
      <PaymentsList
        search={{ page: search.page, size: search.size, debitorId }}
        onSearchChange={({ page, size }) => onSearchChange({ page, size })}
        filterKeys={noFilters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
