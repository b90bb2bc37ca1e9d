import './styles/critical';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { onContractDrift } from '@/lib/api-client';
import { setRuntimeEnvironment, usesRuntimeConfig } from '@/lib/env';
import { notify } from '@/lib/notify';
import { onFirstUse } from '@/lib/on-first-use';
import { loadRuntimeConfig, type RuntimeConfigResult } from '@/lib/runtime-config';
import { initI18n } from './i18n';
import { Providers } from './providers';
import { appQueryClient } from './query-client-source';
import { createAppRouter } from './router';
import { connectSession } from './session-sync';

const startMockBackend = async () => {
  // Statically false in a production build, so the mock backend is not even bundled there.
  if (import.meta.env.VITE_MOCK !== 'true') return;
  const { startBrowserMock } = await onFirstUse(() => import('../../mocks/browser')).load();
  await startBrowserMock();
};

/** Production builds learn their backend from /config.json; the others from Vite's environment. */
const readRuntimeConfig = async (): Promise<RuntimeConfigResult | undefined> => {
  if (!usesRuntimeConfig) return undefined;
  const result = await loadRuntimeConfig();
  if (result.ok) setRuntimeEnvironment(result.config);
  return result;
};

const render = (content: ReactNode) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<StrictMode>{content}</StrictMode>);
};

const boot = async () => {
  const [config] = await Promise.all([readRuntimeConfig(), startMockBackend(), initI18n()]);
  if (config && !config.ok) {
    console.error(`The portal is not configured (${config.problem}):\n${config.details.join('\n')}`);
    // Only a broken deployment needs this screen, so only then is it loaded.
    const { ConfigErrorScreen } = await onFirstUse(() => import('@/components/config-error-screen')).load();
    render(
      <Providers queries={appQueryClient}>
        <ConfigErrorScreen
          problem={config.problem}
          details={config.details}
          onRetry={() => window.location.reload()}
        />
      </Providers>,
    );
    return;
  }
  const router = createAppRouter(appQueryClient);
  connectSession(router, appQueryClient);
  if (import.meta.env.DEV || import.meta.env.VITE_MOCK === 'true') {
    onContractDrift((error) => notify.error(error.message, { title: 'Contract drift' }));
  }
  render(
    <Providers queries={appQueryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
};

void boot();
