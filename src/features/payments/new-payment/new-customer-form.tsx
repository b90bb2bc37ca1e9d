import type { Customer } from '@/entities/customer/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerFormFields } from '@/entities/customer/customer-form-fields';
import { useCreateCustomer } from '@/entities/customer/customer-queries';
import { CustomerSaveError } from '@/entities/customer/customer-save-error';
import {
  customerDefaults,
  CustomerSchema,
  toCustomerInput,
  type CustomerFormInput,
  type CustomerValues,
} from '@/entities/customer/customer-schema';

type Props = { onCreated: (customer: Customer) => void; onCancel: () => void };

/**
 * The picker's inline create form: the customer form of the customer list. It is not a <form> of
 * its own, since it sits inside the payment form; its button submits it alone.
 */
export const NewCustomerForm = ({ onCreated, onCancel }: Props) => {
  const { t } = useTranslation(['payments', 'customers']);
  const create = useCreateCustomer();
  const form = useForm<CustomerFormInput, unknown, CustomerValues>({
    resolver: zodResolver(CustomerSchema),
    defaultValues: customerDefaults,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(toCustomerInput(values), { onSuccess: onCreated });
  });

  return (
    <Card withBorder padding="md" radius="md" data-testid="new-customer-form">
      {/* Its own form context: the fields inside bind to this form, not to the payment's. */}
      <FormProvider {...form}>
        <Stack gap="sm">
          <Text fw={600}>{t('customer.title')}</Text>
          <CustomerSaveError error={create.error} title={t('customers:form.createError')} />
          <CustomerFormFields disabled={create.isPending} />
          <Group justify="flex-end">
            <Button variant="default" size="xs" onClick={onCancel} disabled={create.isPending}>
              {t('customer.cancel')}
            </Button>
            <Button size="xs" onClick={() => void submit()} loading={create.isPending}>
              {t('customer.create')}
            </Button>
          </Group>
        </Stack>
      </FormProvider>
    </Card>
  );
};
