import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusStyle, type StatusKind, type StatusValue } from './status-sets';

type Props<K extends StatusKind> = { kind: K; value: StatusValue<K> };

/** A state as a coloured, translated badge; the colours come from one map per enum. */
export const StatusBadge = <K extends StatusKind>({ kind, value }: Props<K>) => {
  const { t } = useTranslation('lists');
  const { color, variant } = statusStyle(kind, value);
  return (
    // Never cut short to fit a narrow column.
    <Badge color={color} variant={variant} radius="sm" data-status={value} miw="max-content">
      {t(statusLabelKey(kind, value))}
    </Badge>
  );
};
