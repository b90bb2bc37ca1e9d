/**
 * The dialogs the customer menu opens, taken from the other areas, for the customers list and the
 * customer page. Each loads its code on first use, so the list carries none of it. An area that is
 * built adds its entry here (one line), and its menu entry appears.
 */
import type { CustomerSlots } from '@/features/customers/customer-slots';
import { NewPlanLauncher } from '@/features/instalment-plans/new-plan-launcher';
import { NewInvoiceLauncher } from '@/features/invoice-editor/new-invoice-launcher';
import { NewPaymentLauncher } from '@/features/payments/new-payment-launcher';

/** The customer menu's 'new payment', 'new invoice' and 'new instalment plan'; a missing one is hidden. */
export const customerSlots: CustomerSlots = {
  newPayment: ({ customer, onClose }) => <NewPaymentLauncher opened customer={customer} onClose={onClose} />,
  newInstalmentPlan: ({ customer, onClose }) => (
    <NewPlanLauncher opened customer={customer} onClose={onClose} />
  ),
  newInvoice: ({ customer, onClose }) => <NewInvoiceLauncher customer={customer} onClose={onClose} />,
};
