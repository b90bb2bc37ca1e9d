/**
 * `npm run contract:inventory`: the contract's operations per tag, with how many are documented by the
 * specification and how many have inferred paths (x-inferred, to be confirmed with the backend team).
 * Reads the bundle src-generated/openapi.json, so run `npm run generate` after changing the contract.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Operation = { operationId?: string; tags?: string[]; security?: unknown[]; 'x-inferred'?: boolean };
type Row = {
  tag: string;
  method: string;
  path: string;
  operationId: string;
  inferred: boolean;
  isPublic: boolean;
};

const root = new URL('..', import.meta.url).pathname;
const contract = JSON.parse(readFileSync(join(root, 'src-generated/openapi.json'), 'utf8')) as {
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];
const rows: Row[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  methods
    .filter((method) => item[method])
    .map((method) => {
      const op = item[method] as Operation;
      return {
        tag: op.tags?.[0] ?? '(no tag)',
        method: method.toUpperCase(),
        path,
        operationId: op.operationId ?? '(no operationId)',
        inferred: op['x-inferred'] === true,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      };
    }),
);

const tagOrder = (contract.tags ?? []).map((tag) => tag.name);
const tags = [...new Set([...tagOrder, ...rows.map((row) => row.tag)])].filter((tag) =>
  rows.some((row) => row.tag === tag),
);

const counts = (list: Row[]) => ({
  total: list.length,
  documented: list.filter((row) => !row.inferred).length,
  inferred: list.filter((row) => row.inferred).length,
});

const opWidth = Math.max(...rows.map((row) => row.operationId.length));
for (const tag of tags) {
  const list = rows.filter((row) => row.tag === tag);
  const { total, documented, inferred } = counts(list);
  console.log(`\n${tag}  (${total} operations: ${documented} documented, ${inferred} inferred)`);
  for (const row of list) {
    const flags = [row.inferred ? 'inferred' : '', row.isPublic ? 'public' : ''].filter(Boolean).join(', ');
    console.log(
      `  ${row.operationId.padEnd(opWidth)}  ${row.method.padEnd(6)} ${row.path}${flags ? `  [${flags}]` : ''}`,
    );
  }
}

const tagWidth = Math.max(...tags.map((tag) => tag.length), 'TOTAL'.length);
console.log(`\n${'tag'.padEnd(tagWidth)}  operations  documented  inferred`);
for (const tag of tags) {
  const { total, documented, inferred } = counts(rows.filter((row) => row.tag === tag));
  console.log(
    `${tag.padEnd(tagWidth)}  ${String(total).padStart(10)}  ${String(documented).padStart(10)}  ${String(inferred).padStart(8)}`,
  );
}
const all = counts(rows);
console.log(
  `${'TOTAL'.padEnd(tagWidth)}  ${String(all.total).padStart(10)}  ${String(all.documented).padStart(10)}  ${String(all.inferred).padStart(8)}`,
);
console.log(
  `\n${all.total} operations in ${tags.length} tags: ${all.documented} documented, ${all.inferred} inferred.`,
);
