import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const NotFoundScreen = () => {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/login">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
};
