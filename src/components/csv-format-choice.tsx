import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CSV_FORMATS, type CsvFormat } from '@/lib/csv';

const isFormat = (value: string) => CSV_FORMATS.find((format) => format === value);
const formatLabels = {
  'single-quoted': 'singleQuoted',
  'german-spreadsheet': 'german',
  plain: 'plain',
} as const satisfies Record<CsvFormat, string>;

type Props = { value: CsvFormat; onChange: (format: CsvFormat) => void };

/** The file format of an export, by name: the spec's single-quoted CSV first (the default). */
export const CsvFormatChoice = ({ value, onChange }: Props) => {
  const { t } = useTranslation('lists');
  return (
    <Radio.Group
      label={t('export.format')}
      value={value}
      onChange={(next) => {
        const chosen = isFormat(next);
        if (chosen) onChange(chosen);
      }}
    >
      <Stack gap="xs" mt="xs">
        {CSV_FORMATS.map((format) => (
          <Radio
            key={format}
            value={format}
            label={t(`export.formats.${formatLabels[format]}`)}
            description={t(`export.formats.${formatLabels[format]}Hint`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
};
