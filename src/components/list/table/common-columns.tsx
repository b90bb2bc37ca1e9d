import { Text } from '@mantine/core';
import { formatDate, formatMoney } from '@/lib/format';

type Cell<V> = { getValue: () => V };

/** An amount column's look and cell: right-aligned, on one line, in medium weight. */
export const amountColumn = {
  meta: { align: 'right', nowrap: true, card: 'amount' },
  cell: (info: Cell<number | null | undefined>) => (
    <Text size="sm" fw={500}>
      {formatMoney(info.getValue())}
    </Text>
  ),
} as const;

/** A date column's look and cell: the day, on one line. */
export const dateColumn = {
  meta: { nowrap: true, card: 'date' },
  cell: (info: Cell<string | null | undefined>) => formatDate(info.getValue()),
} as const;
