import { Badge, useMantineTheme, type MantineTheme } from '@mantine/core';
import type { ComponentProps, CSSProperties } from 'react';

// Mantine's `<Badge color={color} variant={variant}>` as plain elements with its classes and
// variables: a list shows a badge per row, and Badge resolves its props, colours and styles on
// every render. The colours of a colour and variant are worked out once per theme.
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

type Props = Omit<ComponentProps<'div'>, 'className' | 'style' | 'color'> & {
  color: string;
  variant: string;
};

/** A badge that looks as Mantine's `<Badge radius="sm">` of the same colour and variant. */
export const BadgeLook = ({ color, variant, children, ...props }: Props) => {
  const theme = useMantineTheme();
  return (
    <div className={rootClass} data-variant={variant} style={badgeStyle(theme, color, variant)} {...props}>
      <span className={labelClass}>{children}</span>
    </div>
  );
};
