import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, NumberField, SelectField, TextField } from '@/components/form/fields';
import { emptyPosition, type PositionInput } from './invoice-schema';
import { ProductPicker } from './product-picker';
import { taxRateChoice, taxRateChoices } from './tax-rates';

/** Any form with positions: the new invoice dialog and the correction wizard. */
export type PositionsForm = { positions: PositionInput[] };

type Props = {
  disabled?: boolean;
  /** Spec 2 §5: 'add another' waits until the form is valid. */
  canAdd: boolean;
};

/** The positions of an invoice; one always stays (spec 2 §5). */
export const PositionsEditor = ({ disabled = false, canAdd }: Props) => {
  const { t } = useTranslation('invoice-editor');
  const { control, setValue } = useFormContext<PositionsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'positions' });
  const taxOptions = taxRateChoices.map((choice) => ({ value: choice, label: t(`tax.${choice}`) }));

  return (
    <Stack gap="sm">
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Paper
            key={field.id}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={t('position.group', { number })}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm" style={{ flexShrink: 0 }}>
                  {t('position.group', { number })}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <ProductPicker
                    label={t('position.fromProduct', { number })}
                    disabled={disabled}
                    onPick={(product) => {
                      const options = { shouldValidate: true, shouldDirty: true };
                      setValue(`positions.${index}.description`, product.name, options);
                      setValue(`positions.${index}.descriptionSubText`, product.description ?? '', options);
                      setValue(`positions.${index}.price`, product.price, options);
                      setValue(`positions.${index}.taxRate`, taxRateChoice(product.taxRate), options);
                      setValue(`positions.${index}.productId`, product.id, options);
                      setValue(`positions.${index}.name`, product.name, options);
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('position.remove', { number })}
                    disabled={disabled || fields.length <= 1}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
              <TextField<PositionsForm>
                name={`positions.${index}.description`}
                label={t('position.description')}
                withAsterisk
                disabled={disabled}
              />
              <TextField<PositionsForm>
                name={`positions.${index}.descriptionSubText`}
                label={t('position.subText')}
                disabled={disabled}
              />
              {/* Two columns on a phone, so the tax rate is not cut off. */}
              <SimpleGrid cols={{ base: 2, xs: 3 }} verticalSpacing="xs">
                <NumberField<PositionsForm>
                  name={`positions.${index}.quantity`}
                  label={t('position.quantity')}
                  withAsterisk
                  decimalSeparator=","
                  thousandSeparator="."
                  decimalScale={3}
                  disabled={disabled}
                />
                <AmountField<PositionsForm>
                  name={`positions.${index}.price`}
                  label={t('position.price')}
                  withAsterisk
                  disabled={disabled}
                />
                <SelectField<PositionsForm>
                  name={`positions.${index}.taxRate`}
                  label={t('position.tax')}
                  data={taxOptions}
                  allowDeselect={false}
                  disabled={disabled}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => append(emptyPosition())}
        disabled={disabled || !canAdd}
        w="fit-content"
      >
        {t('position.add')}
      </Button>
    </Stack>
  );
};
