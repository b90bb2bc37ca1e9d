import { Group, MultiSelect, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { CsvFormatChoice } from '@/components/csv-format-choice';
import { useDateDropdownType } from '@/components/form/use-date-dropdown';
import type { CsvFormat } from '@/lib/csv';
import type { ExportChoice } from './invoice-export';
import '@/lib/date-locales';

const statuses = Object.values(InvoiceStatus);
const isStatus = (value: string) => statuses.find((status) => status === value);

type Props = {
  choice: ExportChoice;
  onChange: (choice: ExportChoice) => void;
  format: CsvFormat;
  onFormatChange: (format: CsvFormat) => void;
};

/**
 * The prepare step: which invoices (statuses, dates; none chosen means all) and which format (the
 * spec's single-quoted CSV first).
 */
export const ExportChoices = ({ choice, onChange, format, onFormatChange }: Props) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const dropdownType = useDateDropdownType();
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('lists:filters.states')}
        placeholder={choice.statuses.length ? undefined : t('lists:filters.allStates')}
        data={statuses.map((status) => ({ value: status, label: t(`lists:status.${status}`) }))}
        value={choice.statuses}
        onChange={(values) =>
          onChange({ ...choice, statuses: values.flatMap((value) => isStatus(value) ?? []) })
        }
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="sm" grow>
        <DatePickerInput
          label={t('lists:filters.from')}
          placeholder={t('lists:filters.datePlaceholder')}
          valueFormat="DD.MM.YYYY"
          dropdownType={dropdownType}
          leftSection={<IconCalendar size={16} />}
          value={choice.from ?? null}
          maxDate={choice.to}
          onChange={(date) => onChange({ ...choice, from: date ?? undefined })}
          clearable
        />
        <DatePickerInput
          label={t('lists:filters.to')}
          placeholder={t('lists:filters.datePlaceholder')}
          valueFormat="DD.MM.YYYY"
          dropdownType={dropdownType}
          leftSection={<IconCalendar size={16} />}
          value={choice.to ?? null}
          minDate={choice.from}
          onChange={(date) => onChange({ ...choice, to: date ?? undefined })}
          clearable
        />
      </Group>
      <CsvFormatChoice value={format} onChange={onFormatChange} />
    </Stack>
  );
};
