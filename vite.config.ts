import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Serves MSW's service worker in development and emits it only into builds with the mock backend,
 * so a production build carries no mock code at all.
 */
const mockServiceWorker = (enabled: boolean): Plugin => {
  const file = src('./node_modules/msw/lib/mockServiceWorker.js');
  return {
    name: 'portal:mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (enabled)
        this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file) });
    },
  };
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      // The router plugin must run before the React plugin.
      // Loaders are split off too (each into a chunk of its own, fetched beside the component's), so
      // a list route adds only its search schema to the first bundle, not its query code.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      }),
      react(),
      mockServiceWorker(env.VITE_MOCK === 'true'),
    ],
    resolve: {
      alias: {
        '@/': src('./src/'),
        '@generated/': src('./src-generated/'),
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
    },
  };
});
