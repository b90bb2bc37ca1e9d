/**
 * Does adding a list route grow the first bundle? Builds the portal once more with one extra list
 * route (search schema, loader with a list query, a component of its own), the way each area adds
 * one, into its own folder. The caller compares what /login loads with and without it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';

const probeRoute = `import { createFileRoute } from '@tanstack/react-router';
import { getListInvoicesQueryOptions } from '@generated/api/invoices/invoices';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { choiceList, listParams, NEWEST_FIRST, toListParams } from '@/lib/list-search';
import { searchSchema } from '@/lib/search-schema';

const ProbeSearch = searchSchema({ ...listParams(), states: choiceList(Object.values(InvoiceStatus)) });

export const Route = createFileRoute('/dashboard/bench-probe')({
  validateSearch: ProbeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      getListInvoicesQueryOptions({ ...toListParams(deps), sort: [NEWEST_FIRST], statuses: deps.states }),
    );
  },
  component: function ProbePage() {
    return <p>probe</p>;
  },
});
`;

/** Builds into `outDir` with the probe route; the source tree is left as it was. */
export const buildWithProbeRoute = async (projectRoot: string, outDir: string): Promise<void> => {
  const routeFile = resolve(projectRoot, 'src/routes/dashboard/bench-probe.tsx');
  const treeFile = resolve(projectRoot, 'src/routeTree.gen.ts');
  const tree = readFileSync(treeFile, 'utf8');
  writeFileSync(routeFile, probeRoute);
  try {
    await build({
      root: projectRoot,
      configFile: resolve(projectRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    rmSync(routeFile, { force: true });
    // The router plugin rewrote the route tree for the probe; put it back.
    writeFileSync(treeFile, tree);
  }
};
