/** The branding colours (spec 3 §5): both required, as #rrggbb; defaults #262626 and #fefefe. */
import { z } from 'zod';
import {
  UpdateBrandingSettingsBody,
  updateBrandingSettingsBodyBrandColorRegExp,
} from '@generated/zod/company/company.zod';
import type { BrandingSettings } from '@generated/model/brandingSettings';

export const DEFAULT_BRAND_COLOR = '#262626';
export const DEFAULT_BRAND_TEXT_COLOR = '#fefefe';

const colour = z
  .string()
  .trim()
  .min(1, 'company-settings:validation.required')
  .regex(updateBrandingSettingsBodyBrandColorRegExp, 'company-settings:validation.hexColor')
  .transform((value) => value.toLowerCase());

export const BrandingSchema = UpdateBrandingSettingsBody.extend({
  brandColor: colour,
  brandTextColor: colour,
});

export type BrandingInput = z.input<typeof BrandingSchema>;
export type BrandingValues = z.output<typeof BrandingSchema>;

export const toBrandingInput = (settings: BrandingSettings | undefined): BrandingInput => ({
  brandColor: settings?.brandColor ?? DEFAULT_BRAND_COLOR,
  brandTextColor: settings?.brandTextColor ?? DEFAULT_BRAND_TEXT_COLOR,
});

/** The colour the preview shows: what is typed once it is a colour, else the one before. */
export const previewColor = (typed: string, fallback: string) => {
  const value = typed.trim();
  return updateBrandingSettingsBodyBrandColorRegExp.test(value) ? value.toLowerCase() : fallback;
};
