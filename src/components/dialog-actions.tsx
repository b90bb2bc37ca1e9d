import { Group, type GroupProps } from '@mantine/core';

/**
 * The row of a dialog's buttons. Below `sm` a dialog fills the screen and this row sticks to its
 * bottom edge, so the buttons stay in sight over a long form and above the on-screen keyboard
 * (app/styles/phone.css).
 */
export const DialogActions = (props: GroupProps) => (
  <Group justify="flex-end" data-dialog-actions {...props} />
);
