import type { ListSearch } from '@/lib/list-search';
import { PlansList } from './plans-list';
import { usePlanActions } from './use-plan-actions';

type Props = {
  debitorId: string;
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

const noFilters: string[] = [];

/** The payment plans tab of a customer: the list without its customer column, with its actions. */
export const CustomerPlans = ({ debitorId, search, onSearchChange }: Props) => {
  const actions = usePlanActions();
  return (
    <>
      <PlansList
        search={{ page: search.page, size: search.size, debitorId }}
        onSearchChange={({ page, size }) => onSearchChange({ page, size })}
        filterKeys={noFilters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
