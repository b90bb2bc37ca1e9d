import { Checkbox, rem, useMantineTheme, type MantineTheme } from '@mantine/core';
import type { ChangeEventHandler, CSSProperties } from 'react';

// A row's checkbox is Mantine's `<Checkbox size="xs">` as plain elements with its classes and
// variables: a page shows one per row, and Checkbox is eight components (the checkbox, its inline
// input, four boxes, the icon) that each resolve props and styles. Its variables are worked out
// once per theme; the size's own comes with a class of Checkbox's that is not exported.
const classes = Checkbox.classes;
const rootClass = `${classes.root} mantine-Checkbox-root`;
const bodyClass = `${classes.body} mantine-Checkbox-body`;
const innerClass = `${classes.inner} mantine-Checkbox-inner`;
const inputClass = `mantine-focus-auto ${classes.input} mantine-Checkbox-input`;
const iconClass = `${classes.icon} mantine-Checkbox-icon`;
const labelWrapperClass = `${classes.labelWrapper} mantine-Checkbox-labelWrapper`;
const rootStyles = new WeakMap<MantineTheme, CSSProperties>();

const rootStyle = (theme: MantineTheme): CSSProperties => {
  const cached = rootStyles.get(theme);
  if (cached) return cached;
  const { root } = Checkbox.varsResolver(theme, { size: 'xs', radius: 'sm', variant: 'filled' }, undefined);
  const style: CSSProperties = {
    ...root,
    '--checkbox-size': rem(16),
    '--checkbox-icon-color': 'var(--mantine-color-white)',
  };
  rootStyles.set(theme, style);
  return style;
};

type Props = {
  label: string;
  checked: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
};

/** A native checkbox that looks as Mantine's extra small one: the keyboard and screen readers as a checkbox. */
export const RowCheckboxInput = ({ label, checked, onChange }: Props) => {
  const theme = useMantineTheme();
  return (
    <div
      className={rootClass}
      data-variant="filled"
      data-size="xs"
      data-label-position="right"
      data-checked={checked || undefined}
      style={rootStyle(theme)}
    >
      <div className={bodyClass}>
        <div className={innerClass} data-label-position="right">
          <input
            className={inputClass}
            data-with-error-styles
            type="checkbox"
            aria-label={label}
            checked={checked}
            onChange={onChange}
          />
          <svg viewBox="0 0 10 7" fill="none" aria-hidden className={iconClass}>
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={labelWrapperClass} />
      </div>
    </div>
  );
};
