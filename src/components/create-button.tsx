import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = Omit<ButtonProps, 'leftSection'> & {
  onClick: () => void;
  /** Pointing at or focusing the button (to load the dialog it opens ahead of the click). */
  onIntent?: () => void;
  children: ReactNode;
};

/** A page's or tab's button that creates something: a plus before its label. */
export const CreateButton = ({ onIntent, ...props }: Props) => (
  <Button leftSection={<IconPlus size={16} />} onMouseEnter={onIntent} onFocus={onIntent} {...props} />
);
