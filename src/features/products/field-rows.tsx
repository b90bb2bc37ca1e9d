import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField } from '@/components/form/fields';

type Props = {
  /** The form's array of rows: each has fieldLabel and fieldType (and the optional columns). */
  name: string;
  legend: string;
  description: string;
  /** A new, empty row. */
  emptyRow: () => FieldValues;
  /** Custom fields of a product also have an external identifier and a required flag. */
  withIdentifier?: boolean;
  withRequired?: boolean;
  disabled?: boolean;
};

/**
 * Rows of fields the buyer fills in at checkout (label and type TEXT or DATE): a product's custom
 * fields and a payment link's metadata. Empty rows are allowed; the form drops them.
 */
export const FieldRows = ({
  name,
  legend,
  description,
  emptyRow,
  withIdentifier = false,
  withRequired = false,
  disabled,
}: Props) => {
  const { t } = useTranslation('products');
  const { control, trigger } = useFormContext();
  const rows = useFieldArray({ control, name });
  // A row's label and type need each other: a change in a row checks the whole row.
  const checkRow = (index: number) => () => void trigger(`${name}.${index}`);
  const typeOptions = [
    { value: 'TEXT', label: t('fields.TEXT') },
    { value: 'DATE', label: t('fields.DATE') },
  ];
  return (
    <Fieldset
      legend={
        <Text component="span" size="sm" fw={600}>
          {legend}
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {rows.fields.map((row, index) => (
          <Group
            key={row.id}
            role="group"
            aria-label={t('fields.row', { number: index + 1 })}
            align="flex-start"
            gap="xs"
            wrap="nowrap"
            data-testid={`${name}-row`}
          >
            {withIdentifier && (
              <TextField
                name={`${name}.${index}.externalIdentifier`}
                onValueChange={checkRow(index)}
                label={t('fields.externalIdentifier')}
                disabled={disabled}
                flex={1}
              />
            )}
            <TextField
              name={`${name}.${index}.fieldLabel`}
              onValueChange={checkRow(index)}
              label={t('fields.label')}
              disabled={disabled}
              flex={2}
            />
            <SelectField
              name={`${name}.${index}.fieldType`}
              onValueChange={checkRow(index)}
              label={t('fields.type')}
              placeholder={t('fields.typePlaceholder')}
              data={typeOptions}
              disabled={disabled}
              comboboxProps={{ withinPortal: true }}
              w={130}
            />
            {withRequired && (
              <CheckboxField
                name={`${name}.${index}.required`}
                onValueChange={checkRow(index)}
                label={t('fields.required')}
                disabled={disabled}
                mt={30}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={26}
              size="lg"
              aria-label={t('fields.remove', { number: index + 1 })}
              onClick={() => rows.remove(index)}
              disabled={disabled}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => rows.append(emptyRow())}
          disabled={disabled}
          w="fit-content"
          size="xs"
        >
          {t('fields.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
};
