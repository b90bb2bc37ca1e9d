import type { Customer } from '@/entities/customer/customer';
import type { CustomerAction, SlotAction } from './customer-actions';
import { CustomerDialog } from './customer-dialog';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { InvoiceEmailsDialog } from './invoice-emails-dialog';
import { PaymentMethodDialog } from './payment-method-dialog';
import { ResendInvitationDialog } from './resend-invitation-dialog';

/** The menu entries this area answers with a dialog of its own. */
export type DialogAction = Exclude<CustomerAction, SlotAction | 'payments'>;

export type CustomerDialogs = {
  /** The customer was saved by the edit dialog. */
  onSaved?: (customer: Customer) => void;
  /** The customer was deleted. */
  onDeleted?: (customer: Customer) => void;
};

type Props = CustomerDialogs & { action: DialogAction; customer: Customer; onClose: () => void };

/** The dialog of the entry chosen in a customer's menu; one at a time, fresh on each opening. */
export const CustomerActionDialogs = ({ action, customer, onClose, onSaved, onDeleted }: Props) => {
  const key = `${action}-${customer.id}`;
  switch (action) {
    case 'edit':
      return <CustomerDialog key={key} opened customer={customer} onClose={onClose} onSaved={onSaved} />;
    case 'editInvoiceEmails':
      return <InvoiceEmailsDialog key={key} opened customer={customer} onClose={onClose} />;
    case 'delete':
      return (
        <DeleteCustomerDialog key={key} opened customer={customer} onClose={onClose} onDeleted={onDeleted} />
      );
    case 'changePaymentMethod':
      return <PaymentMethodDialog key={key} opened customer={customer} onClose={onClose} />;
    case 'resendInvitation':
      return <ResendInvitationDialog key={key} opened customer={customer} onClose={onClose} />;
  }
};
