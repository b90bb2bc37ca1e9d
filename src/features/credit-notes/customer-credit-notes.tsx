import { CustomerListTab, type CustomerTabProps } from '@/components/list';
import { creditNotesList } from './credit-notes-list';
import { useCreditNoteActions } from './use-credit-note-actions';

/** The credit notes of one customer, for the customer's page: the list without its customer column. */
export const CustomerCreditNotes = ({ debitorId: customerId, ...tab }: CustomerTabProps) => {
  const menu = useCreditNoteActions();
  return (
    <CustomerListTab
      {...tab}
      config={creditNotesList}
      scope={(paging) => ({ ...paging, debtorRef: customerId })}
      rowActions={menu}
    />
  );
};
