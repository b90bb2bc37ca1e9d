import { Alert, Stack, Text, Title } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Company } from '@generated/model/company';
import { countryName } from '@/components/country-options';
import { contrast, MIN_TEXT_CONTRAST } from '@/lib/color-contrast';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_BRAND_TEXT_COLOR,
  previewColor,
  type BrandingInput,
  type BrandingValues,
} from './branding-schema';
import { EmailPreview } from './email-preview';

type Props = {
  form: UseFormReturn<BrandingInput, unknown, BrandingValues>;
  company: Company;
  backgroundImageUrl: string | undefined;
};

/** The preview follows the colours as they are typed or picked, and warns when they do not read. */
export const BrandingPreview = ({ form, company, backgroundImageUrl }: Props) => {
  const { t, i18n } = useTranslation('company-settings');
  const [brandColor, brandTextColor] = useWatch({
    control: form.control,
    name: ['brandColor', 'brandTextColor'],
  });
  // While a colour is being typed the preview keeps the saved one.
  const saved = form.formState.defaultValues;
  const colors = {
    brandColor: previewColor(brandColor, saved?.brandColor ?? DEFAULT_BRAND_COLOR),
    brandTextColor: previewColor(brandTextColor, saved?.brandTextColor ?? DEFAULT_BRAND_TEXT_COLOR),
  };
  const ratio = contrast(colors.brandColor, colors.brandTextColor);
  const { address } = company;
  const sender = {
    companyName: company.name,
    logoUrl: company.logoUrl,
    address: [
      address?.line,
      [address?.zipCode, address?.city].filter(Boolean).join(' '),
      address?.country ? countryName(address.country, 'de') : undefined,
    ].filter((part): part is string => Boolean(part)),
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('branding.preview')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('branding.previewHint')}
      </Text>
      {ratio < MIN_TEXT_CONTRAST && (
        <Alert color="yellow" data-testid="contrast-warning">
          {t('branding.lowContrast', {
            ratio: ratio.toLocaleString(i18n.resolvedLanguage, { maximumFractionDigits: 1 }),
          })}
        </Alert>
      )}
      <EmailPreview branding={{ ...colors, backgroundImageUrl }} sender={sender} />
    </Stack>
  );
};
