import { useFormContext, useFormState } from 'react-hook-form';
import type { Debitor } from '@generated/model/debitor';
import { CustomerPicker } from '@/components/customers/customer-picker';
import { useFieldError } from '@/components/form/use-field-error';
import { customerFields, type InvoiceFormInput } from './invoice-schema';

type Props = {
  customer: Debitor | null;
  onCustomerChange: (customer: Debitor | null) => void;
  disabled?: boolean;
};

/** The shared customer picker, bound to the invoice form: address check, reverse charge, VAT id. */
export const CustomerField = ({ customer, onCustomerChange, disabled }: Props) => {
  const { setValue, trigger } = useFormContext<InvoiceFormInput>();
  const { errors } = useFormState<InvoiceFormInput>();
  const fieldError = useFieldError();
  const choose = (next: Debitor | null) => {
    onCustomerChange(next);
    const fields = customerFields(next);
    const options = { shouldDirty: true };
    setValue('debitorId', fields.debitorId, options);
    setValue('addressComplete', fields.addressComplete, options);
    setValue('organization', fields.organization, options);
    setValue('vatId', next?.vatId ?? '', options);
    if (!fields.organization) setValue('reverseCharge', false, options);
    // The address rule shows at once: the user learns before filling in the rest.
    void trigger(['debitorId', 'reverseCharge', 'vatId']);
  };
  return (
    <CustomerPicker
      value={customer}
      onChange={choose}
      error={fieldError(errors.debitorId)}
      disabled={disabled}
    />
  );
};
