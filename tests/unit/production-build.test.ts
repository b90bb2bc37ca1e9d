/**
 * `npm run build` must carry no mock backend: no MSW, no faker, no demo account, no service
 * worker, and no response schemas (those are for development, tests and mock builds only).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaCsp } from '@/lib/content-security-policy';

const outDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
let files: string[] = [];
let code = '';
let html = '';

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would make Vite build a development bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    configFile: join(import.meta.dirname, '..', '..', 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  code = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(outDir, file), 'utf8'))
    .join('\n');
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('production build', () => {
  it('has no mock service worker', () => {
    expect(files).not.toContain('mockServiceWorker.js');
  });

  it.each([
    ['MSW', 'setupWorker'],
    ['MSW', 'mockServiceWorker'],
    ['faker', 'faker'],
    ['the demo account', 'demo1234'],
    ['the response check', 'Contract drift'],
    ['the operation index', 'successStatuses'],
  ])('has no %s (%s)', (_what, needle) => {
    expect(code.includes(needle)).toBe(false);
  });

  it('carries the strict Content-Security-Policy before any script, and no inline script', () => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(metaCsp('production'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('ships no config.json: every deployment brings its own', () => {
    expect(files).not.toContain('config.json');
  });
});
