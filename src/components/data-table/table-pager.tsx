import { Group, Input, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMountAfterPaint } from '../list-shell/use-mount-after-paint';

type Props = {
  /** One-based, as the user sees it. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  totalElements: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

const PAGE_SIZE_WIDTH = 80;

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
  // The page size's select (a combobox and its popover) mounts after the rows are painted; until
  // then a box of its size, out of reach, holds its place.
  const mounted = useMountAfterPaint();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed" id="page-size-label">
          {t('pager.rowsPerPage')}
        </Text>
        {mounted ? (
          <Select
            aria-labelledby="page-size-label"
            size="xs"
            w={PAGE_SIZE_WIDTH}
            allowDeselect={false}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(value) => value && onPageSizeChange(Number(value))}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Input
            component="div"
            size="xs"
            w={PAGE_SIZE_WIDTH}
            inert
            aria-hidden
            data-testid="pager-placeholder"
          />
        )}
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
