/** WCAG 2.x contrast of colours given as #rrggbb: the theme's colours and the branding's alike. */

/** Normal text reads at this contrast (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

export const channels = (hex: string): number[] => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
};

const RGB_WEIGHTS = [0.2126, 0.7152, 0.0722];

/** Relative luminance (WCAG 2.x). */
export const luminance = (hex: string) =>
  channels(hex)
    .map((channel) => channel / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
    .reduce((sum, value, index) => sum + value * (RGB_WEIGHTS[index] ?? 0), 0);

/** Contrast ratio (WCAG 2.x), 1 to 21. */
export const contrast = (first: string, second: string) => {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};
