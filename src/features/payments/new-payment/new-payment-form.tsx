import type { Customer } from '@/entities/customer/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetCompanySuspenseQueryOptions } from '@generated/api/company/company';
import type { Payment } from '@generated/model/payment';
import { CustomerPicker } from '@/entities/customer/customer-picker';
import { AmountField, CheckboxField, TextField } from '@/components/form/fields';
import { useFieldError } from '@/components/form/use-field-error';
import { AgentAppsField } from './agent-apps-field';
import { directDebitActiveQueryOptions } from '@/entities/bank-account/bank-account-queries';
import { useCreatePayment, useTrackPayment } from '../api';
import { InvoiceAttachmentField } from './invoice-attachment-field';
import { NewCustomerForm } from './new-customer-form';
import { allowedPaymentMethods, initialPaymentMethod, tomorrow } from './new-payment-rules';
import {
  NewPaymentSchema,
  toCreatePaymentBody,
  type NewPaymentInput,
  type NewPaymentValues,
} from './new-payment-schema';
import { PaymentMethodFields } from './payment-method-fields';
import { DialogActions } from '@/components/dialog-actions';

type Props = {
  /** Called once the dialog is done: created (true) or failed and closed (false). */
  onDone: (created: boolean) => void;
  onCancel: () => void;
  /** applicationId of a connected app to preselect (?agent=). */
  agent?: string;
  /** The customer to start with (the customer menu's 'new payment'). */
  customer?: Customer;
};

/** The new payment form of spec 2 §2, §5 and §8. */
export const NewPaymentForm = ({ onDone, onCancel, agent, customer: preset }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const { data: company } = useSuspenseQuery(getGetCompanySuspenseQueryOptions());
  const settings = company.accountSettings;
  const agentClient = company.agentClient === true;
  const directDebit = useQuery(directDebitActiveQueryOptions());
  const directDebitActive = directDebit.data === true;
  const createPayment = useCreatePayment();
  const trackPayment = useTrackPayment();
  const [customer, setCustomer] = useState<Customer | null>(preset ?? null);
  const [addingCustomer, setAddingCustomer] = useState(false);
  // A payment created whose sharing with agent apps failed: submitting again only retries that.
  const [untracked, setUntracked] = useState<Payment | null>(null);
  const inFlight = useRef(false);

  const form = useForm<NewPaymentInput, unknown, NewPaymentValues>({
    resolver: zodResolver(NewPaymentSchema),
    defaultValues: {
      debitorId: preset?.id ?? '',
      purpose: '',
      externalReference: '',
      paymentMethod: initialPaymentMethod(allowedPaymentMethods(preset, directDebitActive), preset),
      isDonation: false,
      chargeDate: tomorrow(),
      attachInvoice: false,
      invoiceFile: null,
      disableNotifications: false,
      agentApps: agentClient && agent ? [agent] : [],
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitted } = form.formState;
  const attachInvoice = useWatch({ control: form.control, name: 'attachInvoice' });
  const allowed = allowedPaymentMethods(customer, directDebitActive);
  const pending = createPayment.isPending || trackPayment.isPending;
  const fieldError = useFieldError();

  const chooseCustomer = (next: Customer | null) => {
    setCustomer(next);
    form.setValue('debitorId', next?.id ?? '', { shouldValidate: isSubmitted });
    form.setValue(
      'paymentMethod',
      initialPaymentMethod(allowedPaymentMethods(next, directDebitActive), next),
    );
  };

  const track = async (payment: Payment, agentAllowList: string[]) => {
    try {
      await trackPayment.mutateAsync({ paymentId: payment.id, agentAllowList });
      onDone(true);
    } catch {
      setUntracked(payment);
      form.setError('root', { message: 'payments:form.trackError' });
    }
  };

  const create = async (values: NewPaymentValues) => {
    // A second click while the first is still under way must not create a second payment.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (untracked) return await track(untracked, values.agentApps);
      let payment: Payment;
      try {
        payment = await createPayment.mutateAsync({
          body: toCreatePaymentBody(values, { accountSettings: settings, agentClient }),
          invoiceFile: values.attachInvoice ? values.invoiceFile : null,
        });
      } catch {
        return onDone(false);
      }
      if (agentClient && values.agentApps.length) return await track(payment, values.agentApps);
      onDone(true);
    } finally {
      inFlight.current = false;
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(create)(event);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('new payment')}>
        <Stack gap="md">
          {errors.root?.message && (
            <Alert color="red" role="alert">
              {t(errors.root.message)}
            </Alert>
          )}
          <Stack gap={4}>
            <CustomerPicker
              value={customer?.id}
              onChange={chooseCustomer}
              error={fieldError(errors.debitorId)}
              disabled={pending || Boolean(untracked)}
            />
            {!addingCustomer && !untracked && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setAddingCustomer(true)}
                w="fit-content"
              >
                {t('customer.add')}
              </Anchor>
            )}
          </Stack>
          {addingCustomer && (
            <NewCustomerForm
              onCreated={(created) => {
                chooseCustomer(created);
                setAddingCustomer(false);
              }}
              onCancel={() => setAddingCustomer(false)}
            />
          )}
          <Group grow align="flex-start">
            <AmountField<NewPaymentInput>
              name="amount"
              label={t('form.amount')}
              withAsterisk
              disabled={pending}
            />
            <TextField<NewPaymentInput>
              name="externalReference"
              label={t('form.externalReference')}
              disabled={pending}
            />
          </Group>
          <TextField<NewPaymentInput>
            name="purpose"
            label={t('form.purpose')}
            withAsterisk
            disabled={pending}
          />
          <PaymentMethodFields
            allowed={allowed}
            directDebitUnavailable={customer?.paymentMethod === 'DIRECT_DEBIT' && !directDebitActive}
            settings={settings}
            disabled={pending}
          />
          <CheckboxField<NewPaymentInput>
            name="attachInvoice"
            label={t('form.attachInvoice')}
            // A file chosen before unticking must not block the payment unseen.
            onValueChange={(checked) =>
              !checked && form.setValue('invoiceFile', null, { shouldValidate: true })
            }
            disabled={pending}
          />
          {attachInvoice && (
            <Controller
              control={form.control}
              name="invoiceFile"
              render={({ field, fieldState }) => (
                <InvoiceAttachmentField
                  file={field.value ?? null}
                  onChange={(file) => {
                    field.onChange(file);
                    void form.trigger('invoiceFile');
                  }}
                  error={fieldError(fieldState.error)}
                  disabled={pending}
                />
              )}
            />
          )}
          {agentClient && (
            <Controller
              control={form.control}
              name="agentApps"
              render={({ field }) => (
                <AgentAppsField value={field.value ?? []} onChange={field.onChange} disabled={pending} />
              )}
            />
          )}
          <DialogActions>
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('lists:dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={pending}>
              {untracked ? t('form.retryTracking') : t('form.submit')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </FormProvider>
  );
};
