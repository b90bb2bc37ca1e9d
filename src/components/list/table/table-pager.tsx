import { Group, Input, Pagination, rem, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMountAfterPaint } from '../shell/use-mount-after-paint';

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

const controlStyle = { width: rem(CONTROL_SIZE), height: rem(CONTROL_SIZE) };
const placeholderStyle = { display: 'flex', flexWrap: 'wrap', gap: rem(CONTROL_GAP) } as const;

/**
 * Empty boxes of the pagination's buttons (first, previous, at most seven pages, next, last),
 * wrapping as they do on a narrow screen, out of reach, until the pagination mounts.
 */
const PaginationPlaceholder = ({ totalPages }: { totalPages: number }) => (
  <div style={placeholderStyle} inert aria-hidden data-testid="pagination-placeholder">
    {Array.from({ length: Math.min(totalPages, 7) + 4 }, (_, index) => (
      <div key={index} style={controlStyle} />
    ))}
  </div>
);

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
