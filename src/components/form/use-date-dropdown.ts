import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em), as styles/phone.css and hiddenFrom="sm" count it. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * On a phone a date picker's calendar opens as a dialog in the middle of the screen, with room for
 * its day buttons, rather than as a popover under the field that the on-screen keyboard or the
 * screen's edge may cut off.
 */
export const useDateDropdownType = () => (useMediaQuery(PHONE_QUERY) ? 'modal' : 'popover');
