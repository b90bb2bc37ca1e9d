import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, CheckboxField, NumberField } from '@/components/form/fields';
import type { ServiceSettingsInput } from './service-settings-schema';

const wholeNumber = { allowDecimal: false, allowNegative: false } as const;

export const ReminderFields = () => {
  const { t } = useTranslation('company-settings');
  return (
    <Fieldset legend={t('serviceSettings.reminders')}>
      <Stack gap="md">
        <CheckboxField<ServiceSettingsInput>
          name="paymentReminderEnabled"
          label={t('serviceSettings.remindersEnabled')}
          description={t('serviceSettings.remindersEnabledHint')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField<ServiceSettingsInput>
            name="paymentReminderDays"
            label={t('serviceSettings.reminderDays')}
            description={t('serviceSettings.reminderDaysHint')}
            withAsterisk
            {...wholeNumber}
          />
          <AmountField<ServiceSettingsInput>
            name="failedPaymentFee"
            label={t('serviceSettings.failedPaymentFee')}
            description={t('serviceSettings.failedPaymentFeeHint')}
            withAsterisk
            allowNegative={false}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
};

const dunningFields = ['daysDunning', 'daysReminder', 'dunningFee', 'maxDunnings'] as const;

/** Automatic dunning: its four fields are required, and can be changed, only while it is on. */
export const DunningFields = () => {
  const { t } = useTranslation('company-settings');
  const form = useFormContext<ServiceSettingsInput>();
  const enabled = form.watch('dunningEnabled');
  const shared = { withAsterisk: enabled, disabled: !enabled };
  return (
    <Fieldset legend={t('serviceSettings.dunning')}>
      <Stack gap="md">
        <CheckboxField<ServiceSettingsInput>
          name="dunningEnabled"
          label={t('serviceSettings.dunningEnabled')}
          description={t('serviceSettings.dunningEnabledHint')}
          onValueChange={(on) => {
            if (!on) form.clearErrors([...dunningFields]);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField<ServiceSettingsInput>
            name="daysDunning"
            label={t('serviceSettings.daysDunning')}
            {...shared}
            {...wholeNumber}
          />
          <NumberField<ServiceSettingsInput>
            name="daysReminder"
            label={t('serviceSettings.daysReminder')}
            {...shared}
            {...wholeNumber}
          />
          <AmountField<ServiceSettingsInput>
            name="dunningFee"
            label={t('serviceSettings.dunningFee')}
            allowNegative={false}
            {...shared}
          />
          <NumberField<ServiceSettingsInput>
            name="maxDunnings"
            label={t('serviceSettings.maxDunnings')}
            {...shared}
            {...wholeNumber}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
};
