import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/languages';

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current = languages.find((language) => language === i18n.resolvedLanguage) ?? 'en';
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={current}
      onChange={(language) => void i18n.changeLanguage(language)}
      data={languages.map((language) => ({ value: language, label: language.toUpperCase() }))}
    />
  );
};
