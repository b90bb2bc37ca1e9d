/**
 * The first bundle as one chunk: every module the app's entry imports statically. The first page
 * loads all of them anyway, and one file compresses better than forty small ones (and takes one
 * request). Only the app's entry counts: a mock build has other entries (the stand-in pages of
 * third parties), whose modules must stay out of the app's chunk.
 *
 * A plugin learns the entry's static import graph once the modules are parsed; the code splitting
 * group then names those modules' chunk.
 */
import type { Plugin, Rolldown } from 'vite';

export const firstBundleChunk = (entry: string, name = 'index') => {
  let firstBundle = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-bundle-chunk',
    apply: 'build',
    buildEnd() {
      firstBundle = new Set();
      const visit = (id: string) => {
        if (firstBundle.has(id)) return;
        firstBundle.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(entry);
    },
  };
  const group: Rolldown.CodeSplittingGroup = {
    name: (id) => (firstBundle.has(id) ? name : null),
    debugName: 'first bundle',
    tags: ['$initial'],
  };
  return { plugin, group };
};
