import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The brand colour #086992 at shade 6, with lighter and darker steps of the same hue. */
const brand: MantineColorsTuple = [
  '#ecf9fe',
  '#cfeffc',
  '#9edffa',
  '#64cbf7',
  '#2ab8f3',
  '#0c99d5',
  '#086992',
  '#065374',
  '#05425c',
  '#043144',
];

export const PRIMARY_COLOR = '#086992';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
