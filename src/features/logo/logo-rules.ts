/** What the logo upload takes (spec 1 §5): PNG or JPEG, at most 2 MB (the backend's limit). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export type LogoProblem = 'onlyPngOrJpeg' | 'tooLarge';

/** Why a chosen file cannot be the logo, or null when it can. */
export const logoProblem = (file: { type: string; size: number }): LogoProblem | null => {
  if (!LOGO_TYPES.some((type) => type === file.type)) return 'onlyPngOrJpeg';
  if (file.size > MAX_LOGO_BYTES) return 'tooLarge';
  return null;
};
