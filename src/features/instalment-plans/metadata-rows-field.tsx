import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/fields';
import { METADATA_MAX } from './plan-schema';

type Props = {
  /** The row's first field: `key` when creating a plan, `name` when customising one. */
  keyName: 'key' | 'name';
  disabled?: boolean;
};

/** The plan's metadata: rows of a name and a value, at most five (spec 2 §5). */
export const MetadataRowsField = ({ keyName, disabled }: Props) => {
  const { t } = useTranslation('instalment-plans');
  const { control } = useFormContext<FieldValues>();
  const rows = useFieldArray({ control, name: 'metadata' });
  const full = rows.fields.length >= METADATA_MAX;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('form.metadata')}
      </Text>
      {rows.fields.map((row, index) => (
        <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
          <TextField<FieldValues>
            name={`metadata.${index}.${keyName}`}
            label={t('form.metadataKey', { number: index + 1 })}
            withAsterisk
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <TextField<FieldValues>
            name={`metadata.${index}.value`}
            label={t('form.metadataValue', { number: index + 1 })}
            withAsterisk
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size={36}
            aria-label={t('form.metadataRemove', { number: index + 1 })}
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
        onClick={() => rows.append({ [keyName]: '', value: '' })}
        disabled={disabled || full}
        w="fit-content"
        size="xs"
      >
        {full ? t('form.metadataFull', { max: METADATA_MAX }) : t('form.metadataAdd')}
      </Button>
    </Stack>
  );
};
