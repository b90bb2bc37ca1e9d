/**
 * The list of each tab of the customer page, taken from the other areas (the menu's dialogs are in
 * -customer-slots.tsx, which the customers list loads without these lists). An area that is built
 * adds its entry here (one line), and its tab list appears.
 */
import { creditNotesList } from '@/features/credit-notes/credit-notes-list';
import { CustomerListTab } from '@/components/list';
import { creditsList } from '@/features/credits/credits-list';
import type { CustomerTabContents } from '@/features/customers/detail/customer-tabs';
import { plansList } from '@/features/instalment-plans/plans-list';
import { paymentsList } from '@/features/payments/payments-list';
import { CustomerInvoicesTab } from './-customer-invoices';
import { CustomerMandates } from '@/features/sepa-mandates/customer-mandates';
import { subscriptionsList } from '@/features/subscriptions/subscriptions-list';

/** Each tab's list of the customer; null shows its count and a 'coming soon' panel. */
export const customerTabContents: CustomerTabContents = {
  payments: ({ customer }) => <CustomerListTab config={paymentsList} customer={customer} />,
  credits: ({ customer }) => <CustomerListTab config={creditsList} customer={customer} />,
  invoices: ({ customer }) => <CustomerInvoicesTab customer={customer} />,
  creditNotes: ({ customer }) => <CustomerListTab config={creditNotesList} customer={customer} />,
  subscriptions: ({ customer }) => <CustomerListTab config={subscriptionsList} customer={customer} />,
  instalmentPlans: ({ customer }) => <CustomerListTab config={plansList} customer={customer} />,
  sepaMandates: (props) => <CustomerMandates {...props} />,
};
