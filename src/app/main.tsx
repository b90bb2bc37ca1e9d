import './styles/critical';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onContractDrift } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { initI18n } from './i18n';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { connectSession } from './session-sync';

const startMockBackend = async () => {
  // Statically false in a production build, so the mock backend is not even bundled there.
  if (import.meta.env.VITE_MOCK !== 'true') return;
  const { startBrowserMock } = await import('../../mocks/browser');
  await startBrowserMock();
};

const boot = async () => {
  await Promise.all([startMockBackend(), initI18n()]);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  connectSession(router, queryClient);
  if (import.meta.env.DEV || import.meta.env.VITE_MOCK === 'true') {
    onContractDrift((error) => notify.error(error.message, { title: 'Contract drift' }));
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
};

void boot();
