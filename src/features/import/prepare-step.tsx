import { Anchor, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DraftOffer } from '@/components/form/draft-offer';
import { FileDropField } from '@/components/form/file-drop-field';
import { csvFile, saveCsvFile } from '@/lib/csv';
import { METADATA_KEYS } from './column-mapping';
import type { ImportKind } from './import-kinds';
import type { ImportState } from './use-import';

type Props<V> = { kind: ImportKind<V>; state: ImportState<V>; showErrors: boolean };

const isMetadata = (key: string) => METADATA_KEYS.some((slot) => slot === key);

const downloadSample = (sample: ImportKind<unknown>['sample']) =>
  saveCsvFile(csvFile(sample.fileName, { header: sample.headers, rows: sample.rows }, 'german-spreadsheet'));

/** Step 1: the file (dropped or chosen), a sample to start from, and which column is which field. */
export const PrepareStep = <V,>({ kind, state, showErrors }: Props<V>) => {
  const { t } = useTranslation('import');
  const { parsed } = state;
  const columns = (parsed?.headers ?? []).map((header, index) => ({
    value: String(index),
    label: header || `#${index + 1}`,
  }));
  const fieldSelect = (key: string, required: boolean) => {
    const current = state.mapping[key] ?? null;
    const label = t(`fields.${key}`);
    return (
      <Select
        key={key}
        label={label}
        required={required}
        data={columns}
        value={current === null ? null : String(current)}
        onChange={(value) =>
          state.setMapping({ ...state.mapping, [key]: value === null ? null : Number(value) })
        }
        placeholder={t('mapping.none')}
        clearable={!required}
        error={
          showErrors && required && current === null ? t('mapping.required', { field: label }) : undefined
        }
        data-testid={`mapping-${key}`}
      />
    );
  };
  const fields = kind.fields.filter((field) => !isMetadata(field.key));

  return (
    <Stack gap="md">
      <FileDropField
        file={state.file}
        onFile={(file) => void state.chooseFile(file)}
        fileText={(file) =>
          parsed ? t('file.chosen', { name: file.name, count: parsed.rows.length }) : file.name
        }
        fileTestId="import-file"
        fileIcon={<IconFileSpreadsheet size={16} />}
        removeLabel={t('file.remove')}
        error={
          state.fileError ? t(state.fileError) : showErrors && !state.file ? t('file.required') : undefined
        }
        idleIcon={<IconFileSpreadsheet size={28} />}
        text={t('file.text')}
        hint={t('file.hint')}
        label={
          <Text fw={500} size="sm">
            {t('file.label')}
          </Text>
        }
      />
      <Group>
        <Anchor component="button" type="button" size="sm" onClick={() => downloadSample(kind.sample)}>
          <Group gap={4}>
            <IconDownload size={14} />
            {t('file.sample')}
          </Group>
        </Anchor>
      </Group>
      {parsed && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('mapping.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mapping.hint')}
          </Text>
          <DraftOffer draft={state.mappingDraft} kind="mapping" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((field) => fieldSelect(field.key, field.required))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('mapping.metadataHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {METADATA_KEYS.map((key) => fieldSelect(key, false))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
};
