/**
 * What the customer pages take from other areas, in one place for the list and the detail page:
 * the dialogs the customer menu opens and the list of each tab. An area that is built adds its
 * entry here (one line), and its menu entry or tab list appears.
 */
import type { CustomerSlots } from '@/features/customers/customer-slots';
import { CustomerCreditNotes } from '@/features/credit-notes/customer-credit-notes';
import { CustomerCredits } from '@/features/credits/customer-credits';
import type { CustomerTabContents } from '@/features/customers/detail/customer-tabs';
import { CustomerPlans } from '@/features/instalment-plans/customer-plans';
import { NewPlanLauncher } from '@/features/instalment-plans/new-plan-launcher';
import { NewInvoiceLauncher } from '@/features/invoice-editor/new-invoice-launcher';
import { CustomerPayments } from '@/features/payments/customer-payments';
import { NewPaymentLauncher } from '@/features/payments/new-payment-launcher';
import { CustomerInvoicesTab } from './-customer-invoices';
import { CustomerMandates } from '@/features/sepa-mandates/customer-mandates';
import { CustomerSubscriptions } from '@/features/subscriptions/customer-subscriptions';

/** The customer menu's 'new payment', 'new invoice' and 'new instalment plan'; a missing one is hidden. */
export const customerSlots: CustomerSlots = {
  newPayment: ({ debitor, onClose }) => <NewPaymentLauncher opened debitor={debitor} onClose={onClose} />,
  newInstalmentPlan: ({ debitor, onClose }) => <NewPlanLauncher opened debitor={debitor} onClose={onClose} />,
  newInvoice: ({ debitor, onClose }) => <NewInvoiceLauncher debitor={debitor} onClose={onClose} />,
};

/** Each tab's list of the customer; null shows its count and a 'coming soon' panel. */
export const customerTabContents: CustomerTabContents = {
  payments: ({ customer, search, onSearchChange }) => (
    <CustomerPayments debitorId={customer.id} search={search} onSearchChange={onSearchChange} />
  ),
  credits: (props) => <CustomerCredits {...props} />,
  invoices: ({ customer, search, onSearchChange }) => (
    <CustomerInvoicesTab debitorId={customer.id} search={search} onSearchChange={onSearchChange} />
  ),
  creditNotes: ({ customer, search, onSearchChange }) => (
    <CustomerCreditNotes debitorId={customer.id} search={search} onSearchChange={onSearchChange} />
  ),
  subscriptions: ({ customer, search, onSearchChange }) => (
    <CustomerSubscriptions debitorId={customer.id} search={search} onSearchChange={onSearchChange} />
  ),
  instalmentPlans: ({ customer, search, onSearchChange }) => (
    <CustomerPlans debitorId={customer.id} search={search} onSearchChange={onSearchChange} />
  ),
  sepaMandates: (props) => <CustomerMandates {...props} />,
};
