import { Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The company logo's width where the portal shows it, unless a place asks for another (spec 1 §9). */
export const DEFAULT_LOGO_WIDTH = 50;

type Props = { logoUrl: string | undefined; companyName: string; width?: number };

/** The company's logo (GET /company logoUrl), or nothing when it has none or it cannot be loaded. */
export const CompanyLogo = ({ logoUrl, companyName, width = DEFAULT_LOGO_WIDTH }: Props) => {
  const { t } = useTranslation('company-money');
  const [failed, setFailed] = useState<string | null>(null);
  if (!logoUrl || failed === logoUrl) return null;
  return (
    <Image
      onError={() => setFailed(logoUrl)}
      src={logoUrl}
      w={width}
      h="auto"
      fit="contain"
      alt={t('logo.alt', { name: companyName })}
      data-testid="company-logo"
    />
  );
};
