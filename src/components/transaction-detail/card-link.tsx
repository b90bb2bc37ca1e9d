import { IconExternalLink } from '@tabler/icons-react';

/** The look of a card's link to the document's own page: `<LinkButton to=… {...cardLink}>`. */
export const cardLink = {
  variant: 'subtle',
  size: 'xs',
  rightSection: <IconExternalLink size={14} />,
  w: 'fit-content',
  px: 0,
} as const;
