import { useTranslation } from 'react-i18next';
import { ComingSoon } from './coming-soon';

/** Route options for an area that is planned but not built yet. */
export const comingSoon = (labelKey: string) => ({
  component: function ComingSoonArea() {
    const { t } = useTranslation();
    return <ComingSoon title={t(labelKey)} />;
  },
});
