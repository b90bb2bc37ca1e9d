import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Two projects: component tests (`*.test.tsx`, `*.dom.test.ts`) in jsdom, everything else in plain
 * node, which is much faster. Both run against the mock backend (tests/setup-node.ts).
 */
const dom = [
  'src/**/*.test.tsx',
  'src/**/*.dom.test.ts',
  'tests/unit/**/*.test.tsx',
  'tests/unit/**/*.dom.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      css: false,
      testTimeout: 30_000,
      // Vitest's default in a run is one worker fewer than the cores: a single worker on the 2-core
      // machines the suite runs on. The main process mostly waits, so every core runs tests.
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: { name: 'dom', environment: 'jsdom', include: dom, setupFiles: ['./tests/setup.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'src/**/*.test.ts',
              'mocks/**/*.test.ts',
              'tests/unit/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'tests/contract-check/**/*.test.ts',
            ],
            exclude: [...dom, 'node_modules/**'],
            setupFiles: ['./tests/setup-node.ts'],
            // The node tests share one module graph per worker, so the mock backend is loaded and
            // seeded once instead of once per file; each test still starts from a fresh copy.
            isolate: false,
          },
        },
      ],
    },
  }),
);
