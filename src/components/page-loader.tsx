import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
};
