import '@mantine/dates/styles.css';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, DateField } from '@/components/form/fields';
import { useFieldError } from '@/components/form/use-field-error';
import type { AccountSettings } from '@generated/model/accountSettings';
import type { PaymentMethod } from '@generated/model/paymentMethod';
import { canDisableNotifications, tomorrow } from './new-payment-rules';
import type { NewPaymentInput } from './new-payment-schema';

type Props = {
  allowed: PaymentMethod[];
  /** The customer pays by direct debit, but it is not active on the bank account. */
  directDebitUnavailable: boolean;
  settings: AccountSettings | undefined;
  disabled: boolean;
};

/** Payment method, charge date, donation and notifications, each as the spec allows it. */
export const PaymentMethodFields = ({ allowed, directDebitUnavailable, settings, disabled }: Props) => {
  const { t } = useTranslation('payments');
  const { control, setValue } = useFormContext<NewPaymentInput>();
  const method = useWatch({ control, name: 'paymentMethod' });
  const fieldError = useFieldError();

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="paymentMethod"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('form.paymentMethod')}
            withAsterisk
            value={field.value}
            onChange={(value) => {
              const next = allowed.find((option) => option === value) ?? 'ONLINE_PAYMENT';
              field.onChange(next);
              if (next === 'DIRECT_DEBIT') setValue('disableNotifications', false);
            }}
            error={fieldError(fieldState.error)}
            description={directDebitUnavailable ? t('form.directDebitInactive') : undefined}
          >
            <Group mt="xs">
              {allowed.map((option) => (
                <Radio key={option} value={option} label={t(`method.${option}`)} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <DateField<NewPaymentInput>
        name="chargeDate"
        label={t('form.chargeDate')}
        minDate={tomorrow()}
        disabled={disabled}
        w={200}
      />
      {method === 'DIRECT_DEBIT' && (
        <Text size="xs" c="dimmed" data-testid="direct-debit-email">
          {t('form.directDebitNotifies')}
        </Text>
      )}
      {settings?.isDonationReceiptsEnabled && (
        <CheckboxField<NewPaymentInput> name="isDonation" label={t('form.isDonation')} disabled={disabled} />
      )}
      {canDisableNotifications(method ?? 'ONLINE_PAYMENT', settings) && (
        <CheckboxField<NewPaymentInput>
          name="disableNotifications"
          label={t('form.disableNotifications')}
          disabled={disabled}
        />
      )}
    </Stack>
  );
};
