import { ActionIcon, UnstyledButton, useMantineTheme, type MantineTheme } from '@mantine/core';
import type { ComponentProps, CSSProperties } from 'react';

// Mantine's `<ActionIcon variant="subtle" color="gray">` as a plain button with its classes and
// variables: a table shows one per row (its menu's button), and ActionIcon is four components that
// each resolve props and styles. Its colours are worked out once per theme.
const buttonClass = [
  'mantine-focus-auto mantine-active',
  ActionIcon.classes.root,
  'mantine-ActionIcon-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
].join(' ');
const iconClass = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;
const buttonStyles = new WeakMap<MantineTheme, CSSProperties>();

const buttonStyle = (theme: MantineTheme): CSSProperties => {
  const cached = buttonStyles.get(theme);
  if (cached) return cached;
  const colors = theme.variantColorResolver({ color: 'gray', variant: 'subtle', theme });
  const style: CSSProperties = {
    '--ai-bg': colors.background,
    '--ai-hover': colors.hover,
    '--ai-hover-color': colors.hoverColor,
    '--ai-color': colors.color,
    '--ai-bd': colors.border,
  };
  buttonStyles.set(theme, style);
  return style;
};

/**
 * A button that looks as Mantine's subtle grey ActionIcon, with `children` as its icon. Extra
 * classes (a Menu.Target's) join its own.
 */
export const ActionIconLook = ({
  className,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'style'>) => {
  const theme = useMantineTheme();
  return (
    <button
      type="button"
      className={className ? `${buttonClass} ${className}` : buttonClass}
      data-variant="subtle"
      style={buttonStyle(theme)}
      {...props}
    >
      <span className={iconClass}>{children}</span>
    </button>
  );
};
