import { Checkbox, Popover, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hiddenColumnsOf, withColumnShown, type RowDensity } from '@/lib/list-preferences';
import { ColumnMenuButton, type ColumnMenuProps } from './column-menu-slot';

const densities: RowDensity[] = ['comfortable', 'compact'];

const isDensity = (value: string): value is RowDensity => value === 'comfortable' || value === 'compact';

/**
 * Which columns the list shows and how dense its rows are, kept per list. The last shown column
 * cannot be hidden (its box is disabled); the row action menu is no column of this menu.
 */
const ColumnMenu = ({ columns, preferences, defaultOpened = false }: ColumnMenuProps) => {
  const { t } = useTranslation('lists');
  const { value, onChange } = preferences;
  const ids = columns.map((column) => column.id);
  const hidden = hiddenColumnsOf(value, ids);
  const shown = ids.filter((id) => !hidden.includes(id));
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withRoles defaultOpened={defaultOpened}>
      <Popover.Target>
        <ColumnMenuButton />
      </Popover.Target>
      <Popover.Dropdown data-testid="column-menu">
        <Stack gap="md">
          <Checkbox.Group
            label={t('columnMenu.title')}
            value={shown}
            onChange={(next) => {
              let updated = value;
              for (const id of ids) updated = withColumnShown(updated, ids, id, next.includes(id));
              onChange(updated);
            }}
          >
            <Stack gap="xs" mt="xs">
              {columns.map((column) => (
                <Checkbox
                  key={column.id}
                  value={column.id}
                  label={column.label}
                  size="sm"
                  disabled={shown.length === 1 && shown[0] === column.id}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group
            label={t('columnMenu.density')}
            value={value.density}
            onChange={(next) => {
              if (isDensity(next)) onChange({ ...value, density: next });
            }}
          >
            <Stack gap="xs" mt="xs">
              {densities.map((density) => (
                <Radio key={density} value={density} label={t(`columnMenu.${density}`)} size="sm" />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};

export default ColumnMenu;
