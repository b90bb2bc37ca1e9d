import { Alert, Badge, Checkbox, List, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { ImportState } from './use-import';

type Props<V> = { state: ImportState<V>; showErrors: boolean };

/** Step 2: the dry run. Invalid rows show their reasons and cannot be selected. */
export const ReviewStep = <V,>({ state, showErrors }: Props<V>) => {
  const { t } = useTranslation('import');
  const { rows, selected, mapping } = state;
  const valid = rows.filter((row) => row.check.ok);
  const invalid = rows.length - valid.length;
  const allSelected = valid.length > 0 && valid.every((row) => selected.has(row.id));
  const cell = (cells: string[], key: string) => {
    const index = mapping[key] ?? null;
    return index === null ? '' : (cells[index] ?? '');
  };
  const nameOf = (cells: string[]) => `${cell(cells, 'firstName')} ${cell(cells, 'lastName')}`;

  return (
    <Stack gap="sm">
      <Alert color="blue" icon={<IconInfoCircle />} data-testid="import-summary">
        {t('review.summary', { count: state.chosen.length, amount: formatMoney(state.total) })}
      </Alert>
      <Text size="sm" c={invalid ? 'red' : 'dimmed'} data-testid="import-invalid-count">
        {invalid ? t('review.invalid', { count: invalid }) : t('review.allValid', { count: rows.length })}
      </Text>
      {showErrors && state.chosen.length === 0 && (
        <Text size="sm" c="red" role="alert">
          {t('review.nothingSelected')}
        </Text>
      )}
      <ScrollArea.Autosize mah={360} type="auto">
        <Table striped stickyHeader verticalSpacing={4} fz="sm" data-testid="import-review-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('review.selectAll')}
                  checked={allSelected}
                  indeterminate={!allSelected && selected.size > 0}
                  disabled={valid.length === 0}
                  onChange={() =>
                    state.setSelected(allSelected ? new Set() : new Set(valid.map((row) => row.id)))
                  }
                />
              </Table.Th>
              <Table.Th>{t('review.row')}</Table.Th>
              <Table.Th>{t('review.name')}</Table.Th>
              <Table.Th ta="right">{t('fields.amount')}</Table.Th>
              <Table.Th>{t('review.check')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`import-row-${row.id}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('review.selectRow', { id: row.id })}
                    checked={row.check.ok && selected.has(row.id)}
                    disabled={!row.check.ok}
                    onChange={() => state.toggle(row.id)}
                  />
                </Table.Td>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>
                  <Text size="sm">{nameOf(row.cells)}</Text>
                  <Text size="xs" c="dimmed">
                    {cell(row.cells, 'emailAddress')}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {cell(row.cells, 'purpose')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.check.ok ? formatMoney(state.amountOf(row.check.value)) : cell(row.cells, 'amount')}
                </Table.Td>
                <Table.Td>
                  {row.check.ok ? (
                    <Badge color="green" variant="light">
                      {t('review.valid')}
                    </Badge>
                  ) : (
                    <List size="xs" c="red.8">
                      {row.check.reasons.map((reason) => (
                        <List.Item key={reason}>{t(reason)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
};
