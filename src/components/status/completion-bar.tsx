import { getThemeColor, Progress, rem, useMantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import { rowLabel, WithListsTranslation } from '@/components/row-translation';

// Mantine's Progress as two plain elements with its classes: a list shows a bar per row, and
// Progress is three components with their own props, styles and context.
const rootClass = `${Progress.classes.root} mantine-Progress-root`;
const sectionClass = `${Progress.classes.section} mantine-Progress-section`;
const rootStyle: CSSProperties = { width: rem(96), '--progress-size': 'var(--progress-size-sm)' };

/** The completion bar of payments and credits; see completion.ts for the figures. */
export const CompletionBar = ({ percent, color }: { percent: number; color?: string }) => {
  const theme = useMantineTheme();
  const sectionStyle: CSSProperties = {
    '--progress-section-size': `${percent}%`,
    '--progress-section-color': getThemeColor(color ?? (percent === 100 ? 'green' : 'brand'), theme),
  };
  return (
    <WithListsTranslation
      render={(t) => {
        const label = rowLabel(t, 'completion', { percent });
        return (
          <div className={rootClass} style={rootStyle} title={label} data-completion={percent}>
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
      }}
    />
  );
};
