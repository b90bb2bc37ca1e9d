/**
 * The calendars' languages besides English (dayjs's own): imported by every module that draws a
 * date picker, so the locale arrives with the pickers and not with the login page.
 */
import 'dayjs/locale/de';
