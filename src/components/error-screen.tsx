import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { isCodeLoadError, mayReloadForCode, reloadForCode } from '@/lib/code-reload';

/**
 * Shown instead of a blank page when a screen crashes: what happened and a way back. When the
 * screen's code could not be fetched (the connection dropped meanwhile), the page reloads itself
 * once instead (src/lib/code-reload.ts), and 'Try again' reloads it too.
 */
export const ErrorScreen = ({ error, reset }: ErrorComponentProps) => {
  const { t } = useTranslation();
  const router = useRouter();
  const codeFailed = isCodeLoadError(error);
  const [reloading, setReloading] = useState(() => codeFailed && mayReloadForCode());
  useEffect(() => {
    if (!codeFailed || reloadForCode()) return;
    // Failed while offline: the page reloads once the connection is back.
    const onOnline = () => setReloading(reloadForCode());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [codeFailed]);
  const retry = () => {
    if (codeFailed) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  if (reloading) return <PageLoader />;
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
