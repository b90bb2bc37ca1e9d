/**
 * Which tests a change reaches, for `npm run test:changed`: the import graph of the project's own
 * sources (read with a regular expression: the imports are plain ES imports), the file routes that
 * import a changed file, and the e2e specs that visit those routes.
 */
import { dirname, join, normalize } from 'node:path';

/** The specifiers a source imports or re-exports, statically or with `import()`. */
export const importsOf = (source: string): string[] =>
  [
    ...source.matchAll(
      /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
    ),
  ].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? match[3];
    return specifier ? [specifier] : [];
  });

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The project file a specifier names (from the project's root), or undefined for a package. The
 * aliases are the project's own (`@/` for src/, `@generated/` for src-generated/).
 */
export const resolveImport = (from: string, specifier: string, exists: (file: string) => boolean) => {
  const bare = specifier.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('@/')) base = join('src', bare.slice(2));
  else if (bare.startsWith('@generated/')) base = join('src-generated', bare.slice('@generated/'.length));
  else if (bare.startsWith('.')) base = normalize(join(dirname(from), bare));
  else return undefined;
  return EXTENSIONS.map((extension) => base + extension).find(exists);
};

/**
 * The route tree imports every route: through it, every file would reach every page and every
 * component test (they render the app's router). A change reaches a page through its own route
 * file instead, and a component test through the address it renders.
 */
export const ROUTE_TREE = 'src/routeTree.gen.ts';

/**
 * Every file that imports one of `changed`, directly or through others, the changed ones included;
 * not through the route tree.
 */
export const importersOf = (changed: readonly string[], graph: ReadonlyMap<string, readonly string[]>) => {
  const importedBy = new Map<string, string[]>();
  for (const [file, imports] of graph)
    for (const imported of imports) importedBy.set(imported, [...(importedBy.get(imported) ?? []), file]);
  const reached = new Set(changed);
  const queue = [...changed];
  for (let file = queue.pop(); file !== undefined; file = queue.pop())
    for (const importer of importedBy.get(file) ?? [])
      if (!reached.has(importer) && importer !== ROUTE_TREE) {
        reached.add(importer);
        queue.push(importer);
      }
  return reached;
};

/**
 * The address a file route serves, up to its first parameter ('/dashboard/transactions/payments'
 * for `src/routes/dashboard/transactions/payments/$id.tsx`); undefined for what is not a route of
 * its own: the root, a layout (`route.tsx`, whose pages are routes of their own) and the files
 * TanStack Router leaves out (a name starting with '-').
 */
export const routeAddress = (file: string): string | undefined => {
  const match = /^src\/routes\/(.*)\.tsx?$/.exec(file);
  if (!match?.[1]) return undefined;
  const segments = match[1].split('/');
  const last = segments.at(-1) ?? '';
  if (last === '__root' || last === 'route' || segments.some((segment) => segment.startsWith('-')))
    return undefined;
  const parameter = segments.findIndex((segment) => segment.startsWith('$'));
  const kept = parameter === -1 ? segments : segments.slice(0, parameter);
  const path = kept.filter((segment) => segment !== 'index').join('/');
  return `/${path}`;
};

/**
 * The tests a change reaches, of those given with their sources: a test that imports a changed file
 * (or is one), and a test that names the address of a route that imports a changed file (an e2e
 * spec visiting it, a component test rendering it). A change reaching every page (the root or the
 * dashboard's layout) names no address: `npm test` covers it.
 */
export const testsReached = (
  reached: ReadonlySet<string>,
  tests: ReadonlyMap<string, string>,
): { tests: string[]; addresses: string[] } => {
  const addresses = [...reached].flatMap((file) => {
    const address = routeAddress(file);
    return address && address !== '/' ? [address] : [];
  });
  const chosen = [...tests].flatMap(([test, source]) =>
    reached.has(test) ||
    addresses.some((address) => source.includes(`'${address}`) || source.includes(`\`${address}`))
      ? [test]
      : [],
  );
  return { tests: chosen.sort(), addresses: [...new Set(addresses)].sort() };
};
