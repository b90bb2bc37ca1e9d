import { describe, expect, it } from 'vitest';
import {
  importersOf,
  importsOf,
  resolveImport,
  routeAddress,
  testsReached,
} from '../../scripts/test-changed/reach.ts';

describe('what a change reaches (npm run test:changed)', () => {
  it('reads static, re-exported, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@/lib/b';",
      "export { c } from '../c';",
      "import './styles.css';",
      "const lazy = () => import('@generated/api/x');",
      "import { useQuery } from '@tanstack/react-query';",
      "const text = 'import nothing from here';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      './a',
      '@/lib/b',
      '../c',
      './styles.css',
      '@generated/api/x',
      '@tanstack/react-query',
    ]);
  });

  it("resolves the project's aliases and extensions, and leaves packages out", () => {
    const files = new Set([
      'src/lib/b.ts',
      'src/features/p/a.tsx',
      'src-generated/api/x/index.ts',
      'src/c.ts',
    ]);
    const exists = (file: string) => files.has(file);
    expect(resolveImport('src/features/p/page.tsx', './a', exists)).toBe('src/features/p/a.tsx');
    expect(resolveImport('src/features/p/page.tsx', '@/lib/b', exists)).toBe('src/lib/b.ts');
    expect(resolveImport('src/features/p/page.tsx', '@generated/api/x', exists)).toBe(
      'src-generated/api/x/index.ts',
    );
    expect(resolveImport('src/features/c.ts', '../c?raw', exists)).toBe('src/c.ts');
    expect(resolveImport('src/a.ts', '@tanstack/react-query', exists)).toBeUndefined();
  });

  it('follows importers through other files, not through the route tree', () => {
    const graph = new Map([
      ['src/routeTree.gen.ts', ['src/routes/payments.tsx', 'src/routes/home.tsx']],
      ['tests/render.tsx', ['src/routeTree.gen.ts']],
      ['src/routes/payments.tsx', ['src/features/payments/page.tsx']],
      ['src/features/payments/page.tsx', ['src/features/payments/columns.tsx']],
      ['src/routes/home.tsx', ['src/features/home/page.tsx']],
      ['src/features/payments/columns.tsx', []],
    ]);
    expect([...importersOf(['src/features/payments/columns.tsx'], graph)].sort()).toEqual([
      'src/features/payments/columns.tsx',
      'src/features/payments/page.tsx',
      'src/routes/payments.tsx',
    ]);
  });

  it.each([
    ['src/routes/dashboard/transactions/payments/index.tsx', '/dashboard/transactions/payments'],
    ['src/routes/dashboard/transactions/payments/$id.tsx', '/dashboard/transactions/payments'],
    ['src/routes/dashboard/debtors/$id/$email/$tab.tsx', '/dashboard/debtors'],
    ['src/routes/login.tsx', '/login'],
    ['src/routes/index.tsx', '/'],
    ['src/routes/dashboard/route.tsx', undefined],
    ['src/routes/__root.tsx', undefined],
    ['src/routes/dashboard/debtors/-customer-slots.tsx', undefined],
    ['src/features/payments/page.tsx', undefined],
  ])('the route file %s serves %s', (file, address) => {
    expect(routeAddress(file)).toBe(address);
  });

  it('picks the specs that name a reached route, import a changed helper or changed themselves', () => {
    const specs = new Map([
      ['tests/e2e/payments.spec.ts', "const LIST = '/dashboard/transactions/payments';"],
      ['tests/e2e/home.spec.ts', "await openApp(page, '/dashboard/home');"],
      ['tests/e2e/login.spec.ts', 'await page.goto(`/login?redirect=x`);'],
      ['tests/e2e/invoices.spec.ts', "await goInApp(page, '/dashboard/transactions/invoices');"],
    ]);
    const reached = new Set([
      'src/features/payments/columns.tsx',
      'src/routes/dashboard/transactions/payments/index.tsx',
      'src/routes/index.tsx',
      'tests/e2e/home.spec.ts',
    ]);
    expect(testsReached(reached, specs)).toEqual({
      tests: ['tests/e2e/home.spec.ts', 'tests/e2e/payments.spec.ts'],
      addresses: ['/dashboard/transactions/payments'],
    });
    expect(testsReached(new Set(['src/routes/login.tsx']), specs).tests).toEqual(['tests/e2e/login.spec.ts']);
  });
});
