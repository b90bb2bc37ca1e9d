import { Divider, Group, Input, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createProductBodyDescriptionMax,
  createProductBodyNameMax,
} from '@generated/zod/products/products.zod';
import { AmountField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { FieldRows } from '../field-rows';
import { DonationFields } from './donation-fields';
import { ProductImageField } from './product-image-field';
import { emptyCustomField, TAX_CHOICES } from './product-rules';
import type { ProductFormInput } from './product-schema';

type Props = { currentImageUrl?: string; disabled?: boolean };

/** The second step: what the product is, costs and asks for (spec 2 §3, §5). */
export const ProductDetailsStep = ({ currentImageUrl, disabled }: Props) => {
  const { t } = useTranslation('products');
  const { control, trigger } = useFormContext<ProductFormInput>();
  const [productType, billingType, tax] = useWatch({
    control,
    name: ['productType', 'billingType', 'tax'],
  });
  const donation = productType === 'DONATION';
  return (
    <Stack gap="md">
      <TextField<ProductFormInput>
        name="name"
        label={t('dialog.name')}
        description={t('dialog.atMost', { count: createProductBodyNameMax })}
        withAsterisk
        disabled={disabled}
        data-autofocus
      />
      <TextareaField<ProductFormInput>
        name="description"
        label={t('dialog.description')}
        description={t('dialog.atMost', { count: createProductBodyDescriptionMax })}
        rows={3}
        disabled={disabled}
      />
      <Group grow align="flex-start">
        <AmountField<ProductFormInput>
          name="price"
          label={donation ? t('dialog.minimumAmount') : t('dialog.price')}
          withAsterisk
          min={0}
          allowNegative={false}
          disabled={disabled}
        />
        {donation ? (
          <Input.Wrapper label={t('dialog.tax')}>
            <Text size="sm" c="dimmed" mt={6} data-testid="donation-tax">
              {t('dialog.donationTax')}
            </Text>
          </Input.Wrapper>
        ) : (
          <SelectField<ProductFormInput>
            name="tax"
            label={t('dialog.tax')}
            data={TAX_CHOICES.map((choice) => ({ value: choice, label: t(`tax.${choice}`) }))}
            allowDeselect={false}
            disabled={disabled}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      {!donation && tax !== 'none' && (
        <TextField<ProductFormInput>
          name="taxDescription"
          label={t('dialog.taxDescription')}
          description={t('dialog.taxDescriptionHint', { example: `USt (${tax}%)` })}
          placeholder={`USt (${tax}%)`}
          disabled={disabled}
        />
      )}
      <Group grow align="flex-start">
        <SelectField<ProductFormInput>
          name="billingType"
          label={t('dialog.billingType')}
          data={[
            { value: 'ONE_TIME', label: t('billing.ONE_TIME') },
            { value: 'RECURRING', label: t('billing.RECURRING') },
          ]}
          allowDeselect={false}
          withAsterisk
          onValueChange={() => void trigger('recurringBillingPeriod')}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
        {billingType === 'RECURRING' ? (
          <SelectField<ProductFormInput>
            name="recurringBillingPeriod"
            label={t('dialog.recurringBillingPeriod')}
            placeholder={t('dialog.recurringBillingPeriodPlaceholder')}
            data={[
              { value: 'MONTHLY', label: t('billing.MONTHLY') },
              { value: 'YEARLY', label: t('billing.YEARLY') },
            ]}
            withAsterisk
            disabled={disabled}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <span />
        )}
      </Group>
      {donation && (
        <>
          <Divider label={t('dialog.donation')} labelPosition="left" />
          <DonationFields disabled={disabled} />
        </>
      )}
      <Divider />
      <FieldRows
        name="customFields"
        legend={t('dialog.customFields')}
        description={t('dialog.customFieldsHint')}
        emptyRow={emptyCustomField}
        withIdentifier
        withRequired
        disabled={disabled}
      />
      <Divider />
      <ProductImageField currentUrl={currentImageUrl} disabled={disabled} />
    </Stack>
  );
};
