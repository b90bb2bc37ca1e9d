import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Shown instead of a blank page when a screen crashes: what happened and a way back. */
export const ErrorScreen = ({ error, reset }: ErrorComponentProps) => {
  const { t } = useTranslation();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560} role="alert">
        <Title order={2}>{t('errorScreen.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('errorScreen.text')}
        </Text>
        {import.meta.env.DEV && error instanceof Error && <Code block>{error.message}</Code>}
        <Group>
          <Button onClick={retry}>{t('errorScreen.retry')}</Button>
          <Button variant="default" component={Link} to="/dashboard/home">
            {t('errorScreen.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
};
