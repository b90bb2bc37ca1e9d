import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { firstBundleChunk } from './scripts/build/first-bundle-chunk.ts';
import { hoistTransitiveImports } from './scripts/build/hoist-transitive-imports.ts';
import { mantineThemeCss } from './scripts/build/mantine-theme-css.ts';
import { mockCodeVersion } from './scripts/build/mock-code-version.ts';
import { mockDefaultSeed } from './scripts/build/mock-default-seed.ts';
import { metaCsp, mockApiOrigin } from './src/lib/content-security-policy.ts';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Serves MSW's service worker in development and emits it only into builds with the mock backend,
 * so a production build carries no mock code at all. A listener ahead of MSW's own lets every
 * request outside the mock API's origin (the app's code, translations, images) go straight to the
 * network: MSW would otherwise post each one to the page and match it against every handler on a
 * busy main thread.
 */
const mockServiceWorker = (enabled: boolean): Plugin => {
  const file = src('./node_modules/msw/lib/mockServiceWorker.js');
  const source = () =>
    [
      `const mockApiOrigin = ${JSON.stringify(mockApiOrigin)};`,
      "self.addEventListener('fetch', (event) => {",
      '  if (new URL(event.request.url).origin !== mockApiOrigin) event.stopImmediatePropagation();',
      '});',
      readFileSync(file, 'utf8'),
    ].join('\n');
  return {
    name: 'portal:mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: source() });
    },
  };
};

/**
 * Built pages carry the Content-Security-Policy as a meta tag (the dev server's inline
 * React refresh script would not pass it). The mock build's policy differs only where the mock
 * needs it (src/lib/content-security-policy.ts). A build whose index.html holds an inline script
 * fails here, before the policy would block it in the browser.
 */
const contentSecurityPolicy = (mode: string): Plugin => ({
  name: 'portal:content-security-policy',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const inline = html.match(/<script(?![^>]*\bsrc=)[^>]*>/);
      if (inline) throw new Error(`index.html has an inline script, which the CSP forbids: ${inline[0]}`);
      const policy = metaCsp(mode === 'mock' ? 'mock' : 'production');
      // Right after the charset (which must stay in the first 1024 bytes), before any script or
      // style: a meta policy only governs what comes after it.
      const withPolicy = html.replace(
        /(<meta charset[^>]*>)/i,
        `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
      if (withPolicy === html) throw new Error('index.html has no <meta charset> to put the CSP after');
      return withPolicy;
    },
  },
});

/**
 * The mock backend's stand-in pages of third parties (the bank-login widget, the signing bank),
 * served by the portal itself so that the frame and the return trip stay on 'self'. The dev server
 * serves them from mocks/pages/ anyway; only mock builds emit them.
 */
const mockPages = {
  'bank-widget': src('./mocks/pages/bank-widget.html'),
  'signing-bank': src('./mocks/pages/signing-bank.html'),
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const firstBundle = firstBundleChunk(src('./src/app/main.tsx'));
  return {
    plugins: [
      // The router plugin must run before the React plugin.
      // Loaders are split off too (each into a chunk of its own, fetched beside the component's), so
      // a list route adds only its search validator to the first bundle, not its query code. The
      // login page, the first page of most visits, is not split off: it comes with the first bundle
      // rather than after it. Tests load every route at once: the files of a test worker share one
      // module graph, and a route's code still on its way when a file ends would fail to load for
      // every later file of that worker.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: mode !== 'test',
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
          splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined),
        },
      }),
      react(),
      mockServiceWorker(env.VITE_MOCK === 'true'),
      mockCodeVersion(src('.')),
      mockDefaultSeed(src('.')),
      contentSecurityPolicy(mode),
      hoistTransitiveImports(),
      mantineThemeCss(src('.')),
      firstBundle.plugin,
    ],
    resolve: {
      alias: [
        { find: '@/', replacement: src('./src/') },
        { find: '@generated/', replacement: src('./src-generated/') },
        // zod configured for the Content-Security-Policy before any schema exists.
        { find: /^zod$/, replacement: src('./src/lib/zod-config.ts') },
      ],
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      // No lists of what each lazy chunk needs in the first bundle (see hoist-transitive-imports.ts).
      modulePreload: false,
      rolldownOptions: {
        ...(mode === 'mock' && { input: { main: src('./index.html'), ...mockPages } }),
        output: { codeSplitting: { groups: [firstBundle.group] } },
      },
    },
  };
});
