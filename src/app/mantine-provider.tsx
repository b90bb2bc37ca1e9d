import {
  localStorageColorSchemeManager,
  MantineProvider,
  mergeThemeOverrides,
  type MantineProviderProps,
} from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME } from '@/lib/color-scheme';
import { theme } from './theme';

/**
 * The theme with the accessible names of Mantine's icon-only buttons (the close button of every
 * alert and dialog, clear buttons, the calendar's arrows), in the interface language. Plain
 * objects rather than `Component.extend`, so the login page does not load the dialog and date
 * picker code just to name their buttons.
 */
export const useLabelledTheme = () => {
  const { t } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeAlert') } } },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeDialog') } } },
          InputClearButton: { defaultProps: { 'aria-label': t('a11y.clear') } },
          DatePickerInput: {
            defaultProps: {
              ariaLabels: {
                previousMonth: t('a11y.previousMonth'),
                nextMonth: t('a11y.nextMonth'),
                previousYear: t('a11y.previousYear'),
                nextYear: t('a11y.nextYear'),
                previousDecade: t('a11y.previousDecade'),
                nextDecade: t('a11y.nextDecade'),
              },
              // Mantine labels the calendar's dialog by the field's id, which the field does not
              // carry (axe: aria-dialog-name); without the dialog role the calendar is a group of
              // named buttons that still traps the focus until a date is chosen or Escape.
              popoverProps: { withRoles: false },
            },
          },
        },
      }),
    [t],
  );
};

const root = () => document.documentElement;
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * Mantine with the portal's theme, its accessible colours and labels: MantineProvider without its
 * run-time stylesheet (`withCssVariables`, `withGlobalClasses` off), since the theme's CSS
 * variables of both schemes and the breakpoint classes are built into the styles (theme-css.ts,
 * imported by styles/critical.ts). The provider still does what the theme asks of the page:
 * `respectReducedMotion` sets `data-respect-reduced-motion` on <html>, which stops the CSS
 * transitions of a switch, the burger and the like for a user whose system asks for less motion.
 * The colour scheme is the user's (light, dark or the system's), kept by Mantine's manager and set
 * on <html> before the first paint by public/color-scheme.js.
 */
export const PortalMantineProvider = ({
  children,
  env,
}: {
  children: ReactNode;
  env?: MantineProviderProps['env'];
}) => (
  <MantineProvider
    theme={useLabelledTheme()}
    colorSchemeManager={colorSchemeManager}
    defaultColorScheme={DEFAULT_COLOR_SCHEME}
    getRootElement={root}
    withCssVariables={false}
    withGlobalClasses={false}
    env={env}
  >
    {children}
  </MantineProvider>
);
