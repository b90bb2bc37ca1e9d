/** The interface languages; English is the fallback. */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
