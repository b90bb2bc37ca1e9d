/**
 * Lets the browser fetch a lazily loaded chunk's whole static import graph at once. Rolldown, unlike
 * Rollup, does not hoist transitive imports: a route's chunk imports a few chunks that import
 * others, ten levels deep, and each level is only discovered once the one before has arrived.
 * Vite's usual remedy, a list of every chunk each dynamic import needs, lives in the chunk that
 * makes the import; for the route tree that is the first bundle, where the lists of all routes
 * came to more bytes than the login page's own code and grew with every route. This plugin, used
 * with `build.modulePreload: false`, appends to every chunk loaded through `import()` the imports
 * of all the chunks it needs, so any route loads in two round trips (its chunk, then all of its
 * dependencies together), whatever its depth.
 *
 * Appending side-effect imports after a chunk's own does not change the order in which modules
 * run: every appended chunk is already reached, and run, through one of the imports before it.
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';

type Chunk = { fileName: string; imports: string[]; isDynamicEntry: boolean; code: string };

/** Every chunk `fileName` imports statically, directly or through others. */
export const transitiveImports = (fileName: string, importsOf: (fileName: string) => string[]): string[] => {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const imported of importsOf(name)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  seen.delete(fileName);
  return [...seen];
};

/** The import statements to append to `chunk`: the transitive imports it does not name itself. */
export const hoistedImports = (chunk: Chunk, importsOf: (fileName: string) => string[]): string => {
  const direct = new Set(chunk.imports);
  const dir = posix.dirname(chunk.fileName);
  return transitiveImports(chunk.fileName, importsOf)
    .filter((name) => !direct.has(name))
    .map((name) => {
      const path = posix.relative(dir, name);
      return `import ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)};`;
    })
    .join('');
};

export const hoistTransitiveImports = (): Plugin => ({
  name: 'portal:hoist-transitive-imports',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const chunks = new Map<string, Chunk>();
    for (const output of Object.values(bundle))
      if (output.type === 'chunk') chunks.set(output.fileName, output);
    const importsOf = (fileName: string) => chunks.get(fileName)?.imports ?? [];
    for (const chunk of chunks.values()) {
      if (!chunk.isDynamicEntry) continue;
      const imports = hoistedImports(chunk, importsOf);
      if (imports) chunk.code = `${chunk.code}\n${imports}\n`;
    }
  },
});
