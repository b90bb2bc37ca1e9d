import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type Props = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, Props>(function MantineAnchor(props, ref) {
  return <Anchor ref={ref} {...props} />;
});

/** A Mantine text link that is a typed router link (path, params and search checked). */
export const LinkAnchor = createLink(MantineAnchor);
