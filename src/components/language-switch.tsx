import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/languages';

/**
 * EN | DE as two joined toggle buttons, the current one filled. Buttons rather than Mantine's
 * segmented control: the login page shows this switch, and the buttons are in its bundle anyway,
 * while the segmented control's sliding indicator would add to it.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current = languages.find((language) => language === i18n.resolvedLanguage) ?? 'en';
  return (
    <Button.Group aria-label={t('language.label')}>
      {languages.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? 'filled' : 'default'}
          aria-pressed={language === current}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Button.Group>
  );
};
