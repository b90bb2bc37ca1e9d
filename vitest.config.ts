import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Component tests (`*.test.tsx`, `*.dom.test.ts`) run in jsdom, everything else in plain node, which
 * is much faster. Both run against the mock backend (tests/setup-node.ts).
 *
 * The files of a worker share one module graph and one jsdom window (no isolation): the app, Mantine
 * and the mock backend load once per worker instead of once per file, which more than halves the
 * component tests' time. Each test still starts clean (tests/setup.ts: DOM, alerts, storage; the
 * mock backend's data and faults). A file that needs a module graph of its own (to replace a module
 * with `vi.mock`, or to meet a lazily loaded module before anything has loaded it) is named
 * `*.isolated.test.tsx` and runs isolated.
 */
const dom = [
  'src/**/*.test.tsx',
  'src/**/*.dom.test.ts',
  'tests/unit/**/*.test.tsx',
  'tests/unit/**/*.dom.test.ts',
];
const isolatedDom = ['src/**/*.isolated.test.tsx', 'tests/unit/**/*.isolated.test.tsx'];

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      css: false,
      testTimeout: 30_000,
      // Vitest's default in a run is one worker fewer than the cores: a single worker on the 2-core
      // machines the suite runs on. The main process mostly waits, so every core runs tests.
      maxWorkers: '100%',
      // npm test asks for a JSON report beside the usual one, for its table of the slowest tests.
      ...(process.env.TEST_TIMINGS_DIR && {
        reporters: ['default', 'json'],
        outputFile: { json: `${process.env.TEST_TIMINGS_DIR}/unit.json` },
      }),
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: dom,
            exclude: [...isolatedDom, 'node_modules/**'],
            // Setup files run again before every file; a module they import would not.
            setupFiles: ['./tests/setup-node.ts', './tests/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: isolatedDom,
            setupFiles: ['./tests/setup-node.ts', './tests/setup.ts'],
          },
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
