/**
 * Every screen of the route tree that shows a list shows it through the list kit (ListShell or ListPage, a
 * config of defineList), and every such list offers its export: read from the sources, route by
 * route, following each route's imports into the features.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

/** Screens not yet on the kit, with why (none now); each is a list without an export. */
const NOT_YET_ON_KIT: Record<string, string> = {};

const resolveImport = (from: string, spec: string): string | undefined => {
  const base = spec.startsWith('@/')
    ? join(src, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts', '']
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && !file.endsWith('/'));
};

/** The files a route reaches inside src/routes and src/features (not the shared components). */
const reach = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
    const target = spec && resolveImport(file, spec);
    if (target && (target.startsWith(join(src, 'features')) || target.startsWith(join(src, 'routes'))))
      reach(target, seen);
  }
  return seen;
};

const routeFiles = [
  ...readFileSync(join(src, 'routeTree.gen.ts'), 'utf8').matchAll(/from '\.\/(routes\/[^']+)'/g),
].map(([, path]) => `${path}.tsx`);

const defineListSources = (files: Set<string>) => {
  const configs = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/export const (\w+) = defineList\(\{([\s\S]*?)\n\}\);/g))
      if (match[1] && match[2] !== undefined) configs.set(match[1], match[2]);
  }
  return configs;
};

const screens = routeFiles
  .filter((path) => existsSync(join(src, path)))
  .map((path) => {
    const files = reach(join(src, path));
    const texts = [...files].map((file) => readFileSync(file, 'utf8'));
    const bare = texts.some((text) => /<DataTable\b/.test(text));
    const kit = texts.some((text) => /<(ListShell|ListPage|CustomerListTab)\b/.test(text));
    const configs = defineListSources(files);
    const used = [
      ...new Set(
        texts.flatMap((text) => [...text.matchAll(/config=\{(\w+)\}/g)].map(([, name]) => name ?? '')),
      ),
    ];
    const ownExport = texts.some((text) => /listExport=\{false\}/.test(text));
    return { path, bare, kit, configs, used, ownExport };
  })
  .filter((screen) => screen.bare || screen.kit);

describe('list screens of the route tree', () => {
  it('finds the list screens', () => {
    const paths = screens.map((screen) => screen.path);
    for (const expected of [
      'routes/dashboard/transactions/payments/index.tsx',
      'routes/dashboard/checkouts/links.tsx',
      'routes/dashboard/company/team.tsx',
      'routes/dashboard/developer/api.tsx',
      'routes/dashboard/developer/webhook.tsx',
      'routes/dashboard/company/bankaccount.tsx',
      'routes/dashboard/connected-accounts/index.tsx',
      'routes/dashboard/connected-accounts/transactions.tsx',
    ])
      expect(paths).toContain(expected);
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  it.each(screens.map((screen) => [screen.path, screen] as const))(
    '%s: a configuration of the kit with an export',
    (path, screen) => {
      if (path in NOT_YET_ON_KIT) {
        expect(
          screen.bare,
          'a screen listed as not yet on the kit that is on it: take it out of the list',
        ).toBe(true);
        return;
      }
      expect(screen.bare, 'renders a bare DataTable').toBe(false);
      const lists = screen.used.filter((name) => screen.configs.has(name));
      expect(lists.length, 'passes a defineList config to the kit').toBeGreaterThan(0);
      if (screen.ownExport) return;
      for (const name of lists)
        expect(screen.configs.get(name), `${name} has no export`).toMatch(/\n\s+export: /);
    },
  );
});
