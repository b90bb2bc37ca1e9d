/**
 * The route screens for what went wrong (the error screen, not found), loaded when first needed
 * rather than with the first page. TanStack Router's lazyRouteComponent reloads the page when such
 * code cannot load (meant for a new deployment); offline that reload lands in the browser's own
 * offline page and the portal is gone. So offline, a failed load resolves to `NotLoadedScreen`
 * (part of the first bundle): it says that this part could not be loaded, offers 'Try again' and
 * tries again by itself once the browser is back online, and then shows the real screen.
 * lazyRouteComponent keeps what the first load resolved to, which is why `NotLoadedScreen` must
 * show the real screen itself once it loads. Online, a failed load fails as before.
 */
import { Alert, Button, Center, Stack, Title } from '@mantine/core';
import { lazyRouteComponent, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onFirstUse } from '@/lib/on-first-use';
import { useOnline } from '../use-online';

type Screen<P> = (props: P) => ReactNode;

export const lazyScreen = <P extends object, K extends string>(
  importer: () => Promise<Record<K, Screen<P>>>,
  name: K,
) => {
  const screen = onFirstUse((): Promise<Screen<P>> => importer().then((module) => module[name]));
  const { load } = screen;

  const NotLoadedScreen = (props: P) => {
    const [Loaded, setLoaded] = useState(() => screen.loaded());
    const [attempt, setAttempt] = useState(0);
    const router = useRouter();
    useEffect(() => {
      let current = true;
      load().then(
        (loaded) => current && setLoaded(() => loaded),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [attempt]);
    // An error screen's `reset`; a not-found screen has none.
    const reset: unknown = Reflect.get(props, 'reset');
    const retry = useCallback(() => {
      setAttempt((count) => count + 1);
      // The error screen stands for a route that failed: that route is loaded again too.
      if (typeof reset === 'function') {
        reset();
        void router.invalidate();
      }
    }, [reset, router]);
    if (Loaded) return <Loaded {...props} />;
    return <NotLoaded onRetry={retry} />;
  };

  return lazyRouteComponent(
    () =>
      load().then(
        (loaded) => ({ screen: loaded }),
        (error: unknown) => {
          if (navigator.onLine) throw error;
          return { screen: NotLoadedScreen };
        },
      ),
    'screen',
  );
};

/** That this part of the page could not be loaded; offline: until the connection is back. */
const NotLoaded = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('global');
  const online = useOnline();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560}>
        <Title order={2}>{online ? t('partNotLoaded.title') : t('partNotLoaded.offlineTitle')}</Title>
        <Alert color="yellow" role="alert">
          {online ? t('partNotLoaded.text') : t('offline.partNotLoaded')}
        </Alert>
        <Button onClick={onRetry} disabled={!online}>
          {t('partNotLoaded.retry')}
        </Button>
      </Stack>
    </Center>
  );
};
