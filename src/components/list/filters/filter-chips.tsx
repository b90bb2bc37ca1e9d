import { Group, Pill, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FilterChip = { key: string; label: string; onRemove: () => void };

const MAX_VISIBLE_CHIPS = 3;

/** The active filters as removable chips; at most three, then '+n' (spec 3 §2.4). */
export const FilterChips = ({ chips }: { chips: FilterChip[] }) => {
  const { t } = useTranslation('lists');
  if (!chips.length) return null;
  const visible = chips.slice(0, MAX_VISIBLE_CHIPS);
  const hidden = chips.slice(MAX_VISIBLE_CHIPS);
  return (
    <Group gap="xs" aria-label={t('filters.active')} role="group" data-testid="filter-chips">
      {visible.map((chip) => (
        <Pill
          key={chip.key}
          withRemoveButton
          onRemove={chip.onRemove}
          removeButtonProps={{ 'aria-label': t('filters.remove', { label: chip.label }) }}
        >
          {chip.label}
        </Pill>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={hidden.map((chip) => chip.label).join(', ')} withinPortal>
          <Pill data-testid="filter-chips-more">+{hidden.length}</Pill>
        </Tooltip>
      )}
    </Group>
  );
};
