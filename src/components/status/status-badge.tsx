import { Badge, useMantineTheme, type MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import { rowLabel, WithListsTranslation } from '@/components/row-translation';
import { statusLabelKey, statusStyle, type StatusKind, type StatusValue } from './status-sets';

// Mantine's Badge as plain elements with its classes and variables: a list shows a badge per row,
// and Badge resolves its props, colours and styles on every render. The colours of a set are
// worked out once per theme.
const rootClass = `${Badge.classes.root} mantine-Badge-root`;
const labelClass = `${Badge.classes.label} mantine-Badge-label`;
const styles = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

const badgeStyle = (theme: MantineTheme, color: string, variant: string): CSSProperties => {
  let known = styles.get(theme);
  if (!known) styles.set(theme, (known = new Map()));
  const key = `${color}|${variant}`;
  const cached = known.get(key);
  if (cached) return cached;
  const colors = theme.variantColorResolver({ color, variant, theme });
  const style: CSSProperties = {
    '--badge-radius': 'var(--mantine-radius-sm)',
    '--badge-bg': colors.background,
    '--badge-color': colors.color,
    '--badge-bd': colors.border,
    // Never cut short to fit a narrow column.
    minWidth: 'max-content',
  };
  known.set(key, style);
  return style;
};

type Props<K extends StatusKind> = { kind: K; value: StatusValue<K> };

/** A state as a coloured, translated badge; the colours come from one map per enum. */
export const StatusBadge = <K extends StatusKind>({ kind, value }: Props<K>) => {
  const theme = useMantineTheme();
  const { color, variant } = statusStyle(kind, value);
  return (
    <span
      className={rootClass}
      data-variant={variant}
      data-status={value}
      style={badgeStyle(theme, color, variant)}
    >
      <WithListsTranslation
        render={(t) => <span className={labelClass}>{rowLabel(t, statusLabelKey(kind, value))}</span>}
      />
    </span>
  );
};
