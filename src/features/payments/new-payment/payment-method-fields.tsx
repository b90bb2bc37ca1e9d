import '@mantine/dates/styles.css';
import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const error = (message: string | undefined) => message && t(message);

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
            error={error(fieldState.error?.message)}
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
      <Controller
        control={control}
        name="chargeDate"
        render={({ field, fieldState }) => (
          <DatePickerInput
            label={t('form.chargeDate')}
            valueFormat="DD.MM.YYYY"
            minDate={tomorrow()}
            value={field.value ?? null}
            onChange={(date) => field.onChange(date ?? '')}
            error={error(fieldState.error?.message)}
            disabled={disabled}
            w={200}
          />
        )}
      />
      {method === 'DIRECT_DEBIT' && (
        <Text size="xs" c="dimmed" data-testid="direct-debit-email">
          {t('form.directDebitNotifies')}
        </Text>
      )}
      {settings?.isDonationReceiptsEnabled && (
        <Controller
          control={control}
          name="isDonation"
          render={({ field }) => (
            <Checkbox
              label={t('form.isDonation')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={disabled}
            />
          )}
        />
      )}
      {canDisableNotifications(method ?? 'ONLINE_PAYMENT', settings) && (
        <Controller
          control={control}
          name="disableNotifications"
          render={({ field }) => (
            <Checkbox
              label={t('form.disableNotifications')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={disabled}
            />
          )}
        />
      )}
    </Stack>
  );
};
