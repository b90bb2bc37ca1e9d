import { rowLabel, WithListsTranslation } from '@/components/row-translation';
import { BadgeLook } from '@/components/look-alikes/badge';
import { statusLabelKey, statusStyle, type StatusKind, type StatusValue } from './status-sets';

type Props<K extends StatusKind> = { kind: K; value: StatusValue<K> };

/** A state as a coloured, translated badge; the colours come from one map per enum. */
export const StatusBadge = <K extends StatusKind>({ kind, value }: Props<K>) => {
  const { color, variant } = statusStyle(kind, value);
  return (
    <BadgeLook color={color} variant={variant} data-status={value}>
      <WithListsTranslation render={(t) => rowLabel(t, statusLabelKey(kind, value))} />
    </BadgeLook>
  );
};
