/**
 * The layout's rules hold by tooling: the project's own ESLint config must refuse a wrong import,
 * an asserted API type and a file past 300 lines. Each case lints a fixture text at a path inside
 * the tree, with the real config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const ruleIdsOf = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('lint rules of the layout (docs/architecture.md)', () => {
  it('refuses a feature importing another feature, by alias or relative path', async () => {
    expect(
      await ruleIdsOf(
        "import { PaymentsPage } from '@/features/payments/payments-page';\nexport const x = PaymentsPage;\n",
        'src/features/customers/customers-page.tsx',
      ),
    ).toContain('portal/boundaries');
    expect(
      await ruleIdsOf(
        "import { PaymentsPage } from '../payments/payments-page';\nexport const x = PaymentsPage;\n",
        'src/features/customers/customers-page.tsx',
      ),
    ).toContain('portal/boundaries');
  });

  it('allows a feature its own files, components, lib and generated code', async () => {
    expect(
      await ruleIdsOf(
        [
          "import { paymentsListQueryOptions } from '../api';",
          "import { ListShell } from '@/components/list';",
          "import { notify } from '@/lib/notify';",
          "import type { Payment } from '@generated/model/payment';",
          'export const x = [paymentsListQueryOptions, ListShell, notify];',
          'export type P = Payment;',
          '',
        ].join('\n'),
        'src/features/payments/detail/x.ts',
      ),
    ).toEqual([]);
  });

  it('refuses features, components and lib importing src/app or routes', async () => {
    const app = "import { languages } from '@/app/i18n';\nexport const x = languages;\n";
    expect(await ruleIdsOf(app, 'src/features/payments/x.ts')).toContain('portal/boundaries');
    expect(await ruleIdsOf(app, 'src/components/x.tsx')).toContain('portal/boundaries');
    expect(await ruleIdsOf(app, 'src/lib/x.ts')).toContain('portal/boundaries');
    const route = "import { Route } from '@/routes/login';\nexport const x = Route;\n";
    expect(await ruleIdsOf(route, 'src/features/auth/x.ts')).toContain('portal/boundaries');
    const feature = "import { LoginPage } from '@/features/auth/login-page';\nexport const x = LoginPage;\n";
    expect(await ruleIdsOf(feature, 'src/components/x.tsx')).toContain('portal/boundaries');
    // Routes are where features are put on a URL.
    expect(await ruleIdsOf(feature, 'src/routes/x.tsx')).not.toContain('portal/boundaries');
  });

  it('lets features use entities, and keeps entities, components and lib from importing what is above them', async () => {
    const entity =
      "import { PaymentCard } from '@/entities/payment/payment-card';\nexport const x = PaymentCard;\n";
    expect(await ruleIdsOf(entity, 'src/features/payments/detail/x.tsx')).toEqual([]);
    expect(await ruleIdsOf(entity, 'src/routes/x.tsx')).toEqual([]);
    expect(await ruleIdsOf(entity, 'src/entities/invoice/x.tsx')).toEqual([]);
    expect(await ruleIdsOf(entity, 'src/components/x.tsx')).toContain('portal/boundaries');
    expect(await ruleIdsOf(entity, 'src/lib/x.ts')).toContain('portal/boundaries');
    const feature =
      "import { PaymentsPage } from '@/features/payments/payments-page';\nexport const x = PaymentsPage;\n";
    expect(await ruleIdsOf(feature, 'src/entities/payment/x.tsx')).toContain('portal/boundaries');
    const relative =
      "import { PaymentsPage } from '../../features/payments/payments-page';\nexport const x = PaymentsPage;\n";
    expect(await ruleIdsOf(relative, 'src/entities/payment/x.tsx')).toContain('portal/boundaries');
    const app = "import { languages } from '@/app/i18n';\nexport const x = languages;\n";
    expect(await ruleIdsOf(app, 'src/entities/payment/x.ts')).toContain('portal/boundaries');
    const components = "import { ListShell } from '@/components/list';\nexport const x = ListShell;\n";
    expect(await ruleIdsOf(components, 'src/entities/payment/x.tsx')).toEqual([]);
  });

  it('names the project’s own docs in its message', async () => {
    const [result] = await eslint.lintText(
      "import { PaymentsPage } from '@/features/payments/payments-page';\nexport const x = PaymentsPage;\n",
      { filePath: 'src/features/customers/x.tsx' },
    );
    expect(result?.messages[0]?.message).toContain('src/entities/');
    const [layer] = await eslint.lintText(
      "import { languages } from '@/app/i18n';\nexport const x = languages;\n",
      {
        filePath: 'src/entities/payment/x.ts',
      },
    );
    expect(layer?.messages[0]?.message).toContain('docs/architecture.md');
  });

  it('lets code outside the list kit import it from its entry only', async () => {
    const entry = "import { ListShell } from '@/components/list';\nexport const x = ListShell;\n";
    expect(await ruleIdsOf(entry, 'src/features/credits/x.tsx')).toEqual([]);
    expect(await ruleIdsOf(entry, 'src/components/transaction-detail/x.tsx')).toEqual([]);
    const deep = [
      "import { useListState } from '@/components/list/shell/list-context';\nexport const x = useListState;\n",
      "import { DataTable } from '../../components/list/table/data-table';\nexport const x = DataTable;\n",
    ];
    for (const code of deep)
      expect(await ruleIdsOf(code, 'src/features/credits/x.tsx')).toContain('no-restricted-imports');
    const sibling = "import { FilterBar } from '../list/filters/filter-bar';\nexport const x = FilterBar;\n";
    expect(await ruleIdsOf(sibling, 'src/components/transaction-detail/x.tsx')).toContain(
      'no-restricted-imports',
    );
    // Inside the kit its folders import each other.
    const inside = "import { FilterBar } from '../filters/filter-bar';\nexport const x = FilterBar;\n";
    expect(await ruleIdsOf(inside, 'src/components/list/shell/x.tsx')).toEqual([]);
  });

  it('refuses a type assertion in app code, but not `as const`', async () => {
    expect(
      await ruleIdsOf(
        "import type { Payment } from '@generated/model/payment';\nexport const p = JSON.parse('{}') as Payment;\n",
        'src/features/payments/x.ts',
      ),
    ).toContain('@typescript-eslint/consistent-type-assertions');
    expect(await ruleIdsOf('export const sizes = [5, 10] as const;\n', 'src/lib/x.ts')).toEqual([]);
  });

  it('refuses a hand-written file over 300 lines', async () => {
    const long =
      Array.from({ length: 301 }, (_, index) => `export const v${index} = ${index};`).join('\n') + '\n';
    expect(await ruleIdsOf(long, 'src/lib/long.ts')).toContain('max-lines');
    expect(await ruleIdsOf(long, 'mocks/long.ts')).toContain('max-lines');
  });

  it('loads code on first use only through the helper: no bare import() or lazy() in src/', async () => {
    const bare = [
      "export const load = () => import('./x');\n",
      "let x: Promise<unknown> | undefined;\nexport const load = () => (x ??= import('./x'));\n",
      "import { lazy } from 'react';\nexport const X = lazy(() => import('./x'));\n",
      "import { onFirstUse } from '@/lib/on-first-use';\nconst load = () => import('./x');\nexport const x = onFirstUse(load);\n",
    ];
    for (const code of bare)
      expect(await ruleIdsOf(code, 'src/features/payments/x.tsx')).toContain('portal/first-use');
    expect(
      await ruleIdsOf(
        "import { lazyRouteComponent } from '@tanstack/react-router';\nexport const X = lazyRouteComponent(() => Promise.resolve({ default: () => null }));\n",
        'src/app/x.tsx',
      ),
    ).toContain('portal/first-use');
    const handed = [
      "import { onFirstUse } from '@/lib/on-first-use';\nexport const x = onFirstUse(() => import('./x'));\n",
      "import { lazyDialog } from '@/components/first-use/lazy-dialog';\nexport const X = lazyDialog(() => import('./x').then((module) => module.X));\n",
      "import { lazyPart } from '@/components/first-use/lazy-part';\nexport const X = lazyPart(() => import('./x').then((module) => module.default));\n",
    ];
    for (const code of handed) expect(await ruleIdsOf(code, 'src/features/payments/x.tsx')).toEqual([]);
    // The helper itself, and code outside src/ (scripts, tests), may.
    expect(
      await ruleIdsOf(
        "import { lazy } from 'react';\nexport const make = (load: () => Promise<{ default: () => null }>) => lazy(load);\n",
        'src/components/first-use/x.tsx',
      ),
    ).toEqual([]);
    expect(await ruleIdsOf("export const load = () => import('./x');\n", 'scripts/x.ts')).toEqual([]);
  });
});
