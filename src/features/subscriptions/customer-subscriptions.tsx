import type { ListSearch } from '@/lib/list-search';
import { SubscriptionsList } from './subscriptions-list';
import { useSubscriptionActions } from './use-subscription-actions';

type Props = {
  debitorId: string;
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

const noFilters: string[] = [];

/** The subscriptions of one customer, for the customer's page: the list without its customer column. */
export const CustomerSubscriptions = ({ debitorId, search, onSearchChange }: Props) => {
  const actions = useSubscriptionActions();
  return (
    <>
      <SubscriptionsList
        search={{ page: search.page, size: search.size, debitorId }}
        onSearchChange={({ page, size }) => onSearchChange({ page, size })}
        filterKeys={noFilters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
