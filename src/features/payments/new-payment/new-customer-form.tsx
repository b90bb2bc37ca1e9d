import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { TextField } from '@/components/form/fields';
import { isApiError } from '@/lib/errors';
import { useCreateDebitor } from '../api';
import { newCustomerDefaults, NewCustomerSchema, type NewCustomerValues } from './new-customer-schema';

type Props = { onCreated: (debitor: Debitor) => void; onCancel: () => void };

/**
 * The picker's inline create form. It is not a <form> of its own, since it sits inside the
 * payment form; its button submits it alone.
 */
export const NewCustomerForm = ({ onCreated, onCancel }: Props) => {
  const { t } = useTranslation('payments');
  const create = useCreateDebitor();
  const form = useForm<NewCustomerValues>({
    resolver: zodResolver(NewCustomerSchema),
    defaultValues: newCustomerDefaults,
    mode: 'onTouched',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(
      {
        type: values.type,
        paymentMethod: values.paymentMethod,
        emailAddress: values.emailAddress,
        firstName: values.firstName || undefined,
        lastName: values.lastName || undefined,
        companyName: values.type === 'ORGANIZATION' ? values.companyName : undefined,
      },
      { onSuccess: onCreated },
    );
  });

  return (
    <Card withBorder padding="md" radius="md" data-testid="new-customer-form">
      {/* Its own form context: the fields inside bind to this form, not to the payment's. */}
      <FormProvider {...form}>
        <Stack gap="sm">
          <Text fw={600}>{t('customer.title')}</Text>
          {create.isError && (
            <Alert color="red" role="alert" title={t('customer.createError')}>
              {isApiError(create.error)
                ? (create.error.serverMessage ?? t('customer.createErrorText'))
                : t('customer.createErrorText')}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('customer.type')}
                data={[
                  { value: 'PERSON', label: t('customer.PERSON') },
                  { value: 'ORGANIZATION', label: t('customer.ORGANIZATION') },
                ]}
                value={field.value}
                onChange={(value) => field.onChange(value === 'ORGANIZATION' ? 'ORGANIZATION' : 'PERSON')}
              />
            )}
          />
          {type === 'ORGANIZATION' && (
            <TextField<NewCustomerValues> name="companyName" label={t('customer.companyName')} withAsterisk />
          )}
          <Group grow align="flex-start">
            <TextField<NewCustomerValues>
              name="firstName"
              label={t('customer.firstName')}
              withAsterisk={type === 'PERSON'}
            />
            <TextField<NewCustomerValues>
              name="lastName"
              label={t('customer.lastName')}
              withAsterisk={type === 'PERSON'}
            />
          </Group>
          <TextField<NewCustomerValues>
            name="emailAddress"
            label={t('customer.email')}
            type="email"
            withAsterisk
          />
          <Controller
            control={form.control}
            name="paymentMethod"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('form.paymentMethod')}
                data={[
                  { value: 'ONLINE_PAYMENT', label: t('method.ONLINE_PAYMENT') },
                  { value: 'DIRECT_DEBIT', label: t('method.DIRECT_DEBIT') },
                ]}
                value={field.value}
                onChange={(value) =>
                  field.onChange(value === 'DIRECT_DEBIT' ? 'DIRECT_DEBIT' : 'ONLINE_PAYMENT')
                }
              />
            )}
          />
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
