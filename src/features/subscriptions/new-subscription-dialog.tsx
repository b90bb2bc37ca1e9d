import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { BankAccountField } from '@/components/bank-accounts/bank-account-field';
import { CustomerPicker } from '@/entities/customer/customer-picker';
import { CheckboxField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useFieldError } from '@/components/form/use-field-error';
import { useCreateSubscription } from './api';
import { ProductAutocomplete } from './product-autocomplete';
import {
  subscriptionDefaults,
  SubscriptionSchema,
  toSubscriptionBody,
  type SubscriptionInput,
  type SubscriptionValues,
} from './subscription-schema';

type Props = { opened: boolean; onClose: () => void };

/** Creates a subscription of a customer to a recurring product (spec 3 §5, §8). */
export const NewSubscriptionDialog = ({ opened, onClose }: Props) => {
  const { t } = useTranslation('subscriptions');
  const create = useCreateSubscription();
  const fieldError = useFieldError();
  const [product, setProduct] = useState<Product | null>(null);
  const form = useForm<SubscriptionInput, unknown, SubscriptionValues>({
    resolver: zodResolver(SubscriptionSchema),
    defaultValues: subscriptionDefaults(),
    mode: 'onTouched',
  });
  const pending = create.isPending;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('new subscription')}
      form={form}
      pending={pending}
      submitLabel={t('form.submit')}
      draftOf={{ id: 'subscription.new', kind: 'subscription' }}
      onSubmit={async (values) => {
        await create.mutateAsync(toSubscriptionBody(values));
        onClose();
      }}
    >
      <Controller
        control={form.control}
        name="debitor"
        render={({ field, fieldState }) => (
          <CustomerPicker
            value={field.value?.id}
            onChange={(customer) => {
              field.onChange(customer);
              void form.trigger('debitor');
            }}
            error={fieldError(fieldState.error)}
            disabled={pending}
          />
        )}
      />
      <Controller
        control={form.control}
        name="productId"
        render={({ field, fieldState }) => (
          <ProductAutocomplete
            value={product}
            onChange={(next) => {
              setProduct(next);
              field.onChange(next?.id ?? '');
            }}
            onBlur={field.onBlur}
            error={fieldError(fieldState.error)}
            disabled={pending}
          />
        )}
      />
      <BankAccountField<SubscriptionInput>
        name="bankAccountId"
        label={t('form.bankAccount')}
        disabled={pending}
      />
      <CheckboxField<SubscriptionInput>
        name="directDebitActive"
        label={t('form.directDebitActive')}
        disabled={pending}
      />
      <CheckboxField<SubscriptionInput>
        name="generateInvoice"
        label={t('form.generateInvoice')}
        disabled={pending}
      />
    </FormDialog>
  );
};
