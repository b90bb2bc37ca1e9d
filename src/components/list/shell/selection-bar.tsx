import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';

type SelectionBarProps = {
  /** '3 payments' (the list's noun with the count), selected. */
  selected: string;
  /** The sum of the selected rows' amounts; undefined where the list has none or it is unknown. */
  sum: number | undefined;
  /** Every row that matches the filters is selected. */
  allMatching: boolean;
  /** 'Select all 214 payments', offered once the whole page is selected and more rows match. */
  selectAll?: string;
  onSelectAll: () => void;
  /** The actions that apply, with their labels. */
  actions: readonly { id: string; label: string; color?: 'red' }[];
  onAction: (id: string) => void;
  onExport?: () => void;
  onClear: () => void;
};

/**
 * The bar over a list while rows are selected: how many (announced politely), their sum, the
 * offer to select every row that matches, the actions and 'Clear selection'. It wraps on a phone.
 */
export const SelectionBar = ({
  selected,
  sum,
  allMatching,
  selectAll,
  onSelectAll,
  actions,
  onAction,
  onExport,
  onClear,
}: SelectionBarProps) => {
  const { t } = useTranslation('lists');
  return (
    <Paper withBorder p="xs" radius="md" data-testid="selection-bar" bg="var(--mantine-primary-color-light)">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} role="status">
            {allMatching && t('bulk.allSelected', { selected })}
            {!allMatching &&
              (sum === undefined
                ? t('bulk.selected', { selected })
                : t('bulk.selectedWithSum', { selected, sum: formatMoney(sum) }))}
          </Text>
          {selectAll && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAll}>
              {selectAll}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action.id}
              size="compact-sm"
              variant={action.color ? 'light' : 'default'}
              color={action.color}
              onClick={() => onAction(action.id)}
            >
              {action.label}
            </Button>
          ))}
          {onExport && (
            <Button size="compact-sm" variant="default" onClick={onExport}>
              {t('bulk.export')}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
};
