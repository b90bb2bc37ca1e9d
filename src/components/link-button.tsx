import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type Props = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const AnchorButton = forwardRef<HTMLAnchorElement, Props>(function AnchorButton(props, ref) {
  return <Button component="a" ref={ref} {...props} />;
});

/** A Mantine button that is a typed router link (path, params and search checked). */
export const LinkButton = createLink(AnchorButton);
