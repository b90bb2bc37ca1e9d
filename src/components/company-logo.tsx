import { Avatar, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerImage } from '@/lib/server-image';

/** The company logo's width where the portal shows it, unless a place asks for another (spec 1 §9). */
export const DEFAULT_LOGO_WIDTH = 50;

type Props = { logoUrl: string | undefined; companyName: string; width?: number };

/**
 * The company's logo (GET /company logoUrl); the company's initials where it has none, its address
 * is not one the portal loads (src/lib/server-image.ts), or it cannot be loaded.
 */
export const CompanyLogo = ({ logoUrl, companyName, width = DEFAULT_LOGO_WIDTH }: Props) => {
  const { t } = useTranslation('company-money');
  const { src, onError } = useServerImage(logoUrl);
  const alt = t('logo.alt', { name: companyName });
  if (!src)
    return (
      <Avatar
        name={companyName}
        color="brand"
        radius="sm"
        role="img"
        aria-label={alt}
        data-testid="company-logo-initials"
      />
    );
  return (
    <Image
      onError={onError}
      src={src}
      w={width}
      h="auto"
      fit="contain"
      alt={alt}
      data-testid="company-logo"
    />
  );
};
