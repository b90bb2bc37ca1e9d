import type { Customer } from '@/entities/customer/customer';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CustomerPicker } from '@/entities/customer/customer-picker';
import { useFieldError } from '@/components/form/use-field-error';
import { customerFields, type InvoiceFormInput } from './invoice-schema';

type Props = { disabled?: boolean };

/** The shared customer picker, bound to the invoice form: address check, reverse charge, VAT id. */
export const CustomerField = ({ disabled }: Props) => {
  const { control, setValue, trigger } = useFormContext<InvoiceFormInput>();
  const customerId = useWatch({ control, name: 'debitorId' });
  const { errors } = useFormState<InvoiceFormInput>();
  const fieldError = useFieldError();
  const choose = (next: Customer | null) => {
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
      value={customerId}
      onChange={choose}
      error={fieldError(errors.debitorId)}
      disabled={disabled}
    />
  );
};
