import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/contract/**/*.test.ts',
        'tests/contract-check/**/*.test.ts',
      ],
      css: false,
      testTimeout: 15000,
    },
  }),
);
