import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { CheckboxField, SelectField, TextField } from '@/components/form/fields';
import { useFieldError } from '@/components/form/use-field-error';
import { FieldRows } from '../field-rows';
import { CreditorEmailField } from './creditor-email-field';
import { emptyMetadataRow, labelOptions, quantityChangeAllowed } from './paylink-rules';
import type { PaylinkFormInput } from './paylink-schema';
import { ProductPicker } from './product-picker';

type Props = {
  product: Product | null;
  onProductChange: (product: Product | null) => void;
  onNewProduct: () => void;
  onDeleteProduct: () => void;
  disabled?: boolean;
};

/** The fields of a payment link (spec 3 §3, §5) with their switches' rules. */
export const PaylinkFields = ({
  product,
  onProductChange,
  onNewProduct,
  onDeleteProduct,
  disabled,
}: Props) => {
  const { t } = useTranslation('products');
  const { control, setValue, trigger, formState } = useFormContext<PaylinkFormInput>();
  const [generateReceipt, notifyCreditor, includeRedirectUrl] = useWatch({
    control,
    name: ['generateReceipt', 'notifyCreditor', 'includeRedirectUrl'],
  });
  const fieldError = useFieldError();
  // The ref apart from the rest: the compiler treats whatever reaches a `ref` prop as a ref.
  const {
    field: { ref: productRef },
    fieldState: productState,
  } = useController({ control, name: 'productId' });
  const quantityAllowed = quantityChangeAllowed(product);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <ProductPicker
          ref={productRef}
          value={product}
          onChange={onProductChange}
          error={fieldError(productState.error)}
          disabled={disabled}
        />
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={onNewProduct}
            disabled={disabled}
          >
            {t('links.form.newProduct')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onDeleteProduct}
            disabled={disabled || !product}
          >
            {t('links.form.deleteProduct')}
          </Button>
        </Group>
      </Stack>
      <Group grow align="flex-start">
        <SelectField<PaylinkFormInput>
          name="checkoutButtonLabel"
          label={t('links.form.checkoutButtonLabel')}
          data={labelOptions(product).map((label) => ({ value: label, label: t(`links.label.${label}`) }))}
          allowDeselect={false}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
        <SelectField<PaylinkFormInput>
          name="paymentTime"
          label={t('links.form.paymentTime')}
          data={[
            { value: 'INSTANT', label: t('links.paymentTime.INSTANT') },
            { value: 'PAY_LATER', label: t('links.paymentTime.PAY_LATER') },
          ]}
          allowDeselect={false}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {product && product.billingType !== 'RECURRING' && (
        <Text size="xs" c="dimmed" mt={-8}>
          {t('links.form.subscribeHint')}
        </Text>
      )}
      <CheckboxField<PaylinkFormInput>
        name="generateReceipt"
        label={t('links.form.generateReceipt')}
        // A receipt needs the buyer's address: turning it on forces the address and locks it.
        onValueChange={(checked) => checked && setValue('requireAddress', true, { shouldDirty: true })}
        disabled={disabled}
      />
      <CheckboxField<PaylinkFormInput>
        name="requireAddress"
        label={t('links.form.requireAddress')}
        description={generateReceipt ? t('links.form.requireAddressLocked') : undefined}
        disabled={disabled || generateReceipt}
      />
      <CheckboxField<PaylinkFormInput>
        name="allowQuantityChange"
        label={t('links.form.allowQuantityChange')}
        description={product && !quantityAllowed ? t('links.form.quantityNotAllowed') : undefined}
        disabled={disabled || !quantityAllowed}
      />
      <CheckboxField<PaylinkFormInput>
        name="notifyCreditor"
        label={t('links.form.notifyCreditor')}
        onValueChange={() => formState.isSubmitted && void trigger('creditorEmailAddress')}
        disabled={disabled}
      />
      {notifyCreditor && <CreditorEmailField disabled={disabled} />}
      <CheckboxField<PaylinkFormInput>
        name="includeRedirectUrl"
        label={t('links.form.includeRedirectUrl')}
        onValueChange={() => formState.isSubmitted && void trigger('redirectUrl')}
        disabled={disabled}
      />
      {includeRedirectUrl && (
        <TextField<PaylinkFormInput>
          name="redirectUrl"
          label={t('links.form.redirectUrl')}
          placeholder="https://"
          withAsterisk
          disabled={disabled}
          pl="xl"
        />
      )}
      <FieldRows
        name="metadata"
        legend={t('links.form.metadata')}
        description={t('links.form.metadataHint')}
        emptyRow={emptyMetadataRow}
        disabled={disabled}
      />
    </Stack>
  );
};
