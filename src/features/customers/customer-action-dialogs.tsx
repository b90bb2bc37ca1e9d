import type { Debitor } from '@generated/model/debitor';
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
  onSaved?: (debitor: Debitor) => void;
  /** The customer was deleted. */
  onDeleted?: (debitor: Debitor) => void;
};

type Props = CustomerDialogs & { action: DialogAction; debitor: Debitor; onClose: () => void };

/** The dialog of the entry chosen in a customer's menu; one at a time, fresh on each opening. */
export const CustomerActionDialogs = ({ action, debitor, onClose, onSaved, onDeleted }: Props) => {
  const key = `${action}-${debitor.id}`;
  switch (action) {
    case 'edit':
      return <CustomerDialog key={key} opened debitor={debitor} onClose={onClose} onSaved={onSaved} />;
    case 'editInvoiceEmails':
      return <InvoiceEmailsDialog key={key} opened debitor={debitor} onClose={onClose} />;
    case 'delete':
      return (
        <DeleteCustomerDialog key={key} opened debitor={debitor} onClose={onClose} onDeleted={onDeleted} />
      );
    case 'changePaymentMethod':
      return <PaymentMethodDialog key={key} opened debitor={debitor} onClose={onClose} />;
    case 'resendInvitation':
      return <ResendInvitationDialog key={key} opened debitor={debitor} onClose={onClose} />;
  }
};
