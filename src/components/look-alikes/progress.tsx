import { getThemeColor, Progress, rem, useMantineTheme } from '@mantine/core';
import type { ComponentProps, CSSProperties } from 'react';

// Mantine's `<Progress size="sm" w={96}>` with one section as two plain elements with its classes:
// a list shows a bar per row, and Progress is three components with their own props, styles and
// context.
const rootClass = `${Progress.classes.root} mantine-Progress-root`;
const sectionClass = `${Progress.classes.section} mantine-Progress-section`;
const rootStyle: CSSProperties = { width: rem(96), '--progress-size': 'var(--progress-size-sm)' };

type Props = Omit<ComponentProps<'div'>, 'className' | 'style' | 'color'> & {
  percent: number;
  color: string;
  /** The bar's accessible name. */
  label: string;
};

/** A bar of `percent` that looks as Mantine's small Progress 96 px wide; a progressbar for screen readers. */
export const ProgressLook = ({ percent, color, label, ...props }: Props) => {
  const theme = useMantineTheme();
  const sectionStyle: CSSProperties = {
    '--progress-section-size': `${percent}%`,
    '--progress-section-color': getThemeColor(color, theme),
  };
  return (
    <div className={rootClass} data-size="sm" style={rootStyle} {...props}>
      <div
        className={sectionClass}
        style={sectionStyle}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      />
    </div>
  );
};
