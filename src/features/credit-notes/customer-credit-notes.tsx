import type { Customer } from '@/entities/customer/customer';
import { CustomerListTab } from '@/components/list';
import { creditNotesList } from './credit-notes-list';
import { useCreditNoteActions } from './use-credit-note-actions';

/** The credit notes of one customer, for the customer's page: the list without its customer column. */
export const CustomerCreditNotes = ({ customer }: { customer: Customer }) => {
  const menu = useCreditNoteActions();
  return <CustomerListTab config={creditNotesList} customer={customer} rowActions={menu} />;
};
