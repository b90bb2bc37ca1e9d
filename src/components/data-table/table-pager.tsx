import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** One-based, as the user sees it. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  totalElements: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

export const TablePager = ({
  page,
  pageSize,
  pageSizes,
  totalElements,
  onPageChange,
  onPageSizeChange,
}: Props) => {
  const { t } = useTranslation('lists');
  const totalPages = Math.max(1, Math.ceil(totalElements / pageSize));
  const first = totalElements === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalElements);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed" id="page-size-label">
          {t('pager.rowsPerPage')}
        </Text>
        <Select
          aria-labelledby="page-size-label"
          size="xs"
          w={80}
          allowDeselect={false}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed" data-testid="pager-range">
          {t('pager.range', { first, last, total: totalElements })}
        </Text>
      </Group>
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onPageChange}
        size="sm"
        withEdges
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
      />
    </Group>
  );
};
