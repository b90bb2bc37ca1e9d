import { Box, Group, Input, Pagination, rem, Select, Text } from '@mantine/core';
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
/** Pagination's buttons at size sm, and the space between them (Mantine's). */
const CONTROL_SIZE = 26;
const CONTROL_GAP = 8;

/**
 * An empty box of the pagination's size (the first, previous, next and last buttons and at most
 * seven pages), out of reach, until the pagination mounts.
 */
const PaginationPlaceholder = ({ totalPages }: { totalPages: number }) => {
  const controls = Math.min(totalPages, 7) + 4;
  return (
    <Box
      h={rem(CONTROL_SIZE)}
      w={rem(controls * CONTROL_SIZE + (controls - 1) * CONTROL_GAP)}
      inert
      aria-hidden
      data-testid="pagination-placeholder"
    />
  );
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
  // The page size's select (a combobox and its popover) and the pagination (a button and its
  // label per page) mount after the rows are painted; until then boxes of their size, out of
  // reach, hold their place.
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
      {mounted ? (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      ) : (
        <PaginationPlaceholder totalPages={totalPages} />
      )}
    </Group>
  );
};
