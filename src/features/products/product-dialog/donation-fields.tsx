import { Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, CheckboxField } from '@/components/form/fields';
import { DONATION_OPTIONS } from './product-rules';
import type { ProductFormInput } from './product-schema';

/** A donation's default amount and its suggested amounts (spec 2 §3, §5). */
export const DonationFields = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation('products');
  const { control, trigger, getValues } = useFormContext<ProductFormInput>();
  const [enabled, price] = useWatch({ control, name: ['donationOptions.isEnabled', 'price'] });
  // The donation figures must be at least the minimum: a new minimum checks those entered again.
  useEffect(() => {
    const entered = getValues('defaultDonationAmount') !== '';
    if (entered) void trigger('defaultDonationAmount');
    if (getValues('donationOptions.isEnabled')) void trigger('donationOptions');
  }, [price, getValues, trigger]);
  return (
    <Stack gap="sm">
      <AmountField<ProductFormInput>
        name="defaultDonationAmount"
        label={t('dialog.defaultDonationAmount')}
        description={t('dialog.defaultDonationAmountHint')}
        withAsterisk
        min={0}
        allowNegative={false}
        disabled={disabled}
      />
      <CheckboxField<ProductFormInput>
        name="donationOptions.isEnabled"
        label={t('dialog.donationOptionsEnabled')}
        description={t('dialog.donationOptionsHint')}
        // The options' messages come and go with the switch.
        onValueChange={() => void trigger('donationOptions')}
        disabled={disabled}
      />
      {enabled && (
        <Group grow align="flex-start">
          {DONATION_OPTIONS.map((option, index) => (
            <AmountField<ProductFormInput>
              key={option}
              name={`donationOptions.${option}`}
              label={t('dialog.donationOption', { number: index + 1 })}
              withAsterisk
              min={0}
              allowNegative={false}
              disabled={disabled}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
};
