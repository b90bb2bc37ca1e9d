/**
 * `virtual:mock-code-version`: a hash of the mock backend's code (mocks/, without its tests) and
 * of the faker it seeds with. The large scenario's snapshot (mocks/db/large-snapshot.ts) is kept
 * under it, so data seeded by other code is seeded again. The dev server hashes again when a file
 * of mocks/ changes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:mock-code-version';
const RESOLVED = `\0${ID}`;

const hashOf = (root: string) => {
  const hash = createHash('sha256');
  const mocks = join(root, 'mocks');
  const files = readdirSync(mocks, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(mocks, file)));
  hash.update(readFileSync(join(root, 'node_modules/@faker-js/faker/package.json')));
  return hash.digest('hex').slice(0, 16);
};

export const mockCodeVersion = (root: string): Plugin => {
  let version: string | undefined;
  return {
    name: 'portal:mock-code-version',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify((version ??= hashOf(root)))};` : undefined,
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(join(root, 'mocks'))) return;
        version = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
};
