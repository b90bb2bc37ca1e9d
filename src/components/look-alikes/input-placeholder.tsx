import { Group, Input, rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The fields' place before they mount: each field's label and an empty box of its size, without
 * the field's workings (a select's list, a date picker), out of reach of the keyboard and of
 * assistive technology until the field replaces it.
 */
const placeholderClass = `${Group.classes.root} mantine-Group-root`;
const placeholderStyle: CSSProperties = {
  '--group-gap': 'var(--mantine-spacing-sm)',
  '--group-align': 'flex-end',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
};
const wrapperClass = `${Input.Wrapper.classes.root} mantine-InputWrapper-root`;
const labelClass = `${Input.Wrapper.classes.label} mantine-InputWrapper-label`;
const boxClass = `${Input.classes.wrapper} mantine-Input-wrapper`;
const boxStyle: CSSProperties = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
  '--input-left-section-pointer-events': 'none',
  '--input-right-section-pointer-events': 'none',
};
const inputClass = `${Input.classes.input} mantine-Input-input`;

/**
 * Labels and empty boxes of the fields' sizes, out of reach, until the fields mount: Mantine's
 * Group, Input.Wrapper and Input as plain elements with their classes (the first frame of a return
 * to a list has no time for their props and styles).
 */
export const FieldPlaceholder = ({ fields }: { fields: { label: ReactNode; width: number }[] }) => (
  <div
    className={placeholderClass}
    style={placeholderStyle}
    inert
    aria-hidden
    data-testid="filter-placeholder"
  >
    {fields.map(({ label, width }, index) => (
      <div key={index} className={wrapperClass} style={{ width: rem(width) }}>
        <label className={labelClass}>{label}</label>
        <div className={boxClass} data-variant="default" data-size="sm" style={boxStyle}>
          <div className={inputClass} data-variant="default" />
        </div>
      </div>
    ))}
  </div>
);
