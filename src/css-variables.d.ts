import 'react';

declare module 'react' {
  interface CSSProperties {
    /** CSS custom properties: Mantine's component variables on the plain elements of hot paths. */
    [variable: `--${string}`]: string | number | undefined;
  }
}
