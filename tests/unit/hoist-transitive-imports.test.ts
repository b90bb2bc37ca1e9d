/**
 * The build's import hoisting (scripts/build/hoist-transitive-imports.ts): a lazily loaded chunk
 * names every chunk it needs, however deep, so the browser asks for all of them at once.
 */
import { describe, expect, it } from 'vitest';
import { hoistedImports, transitiveImports } from '../../scripts/build/hoist-transitive-imports';

const graph: Record<string, string[]> = {
  'assets/payments.js': ['assets/data-table.js', 'assets/index.js'],
  'assets/data-table.js': ['assets/menu.js', 'assets/index.js'],
  'assets/menu.js': ['assets/popover.js'],
  'assets/popover.js': ['assets/index.js', 'assets/menu.js'],
  'assets/index.js': [],
};
const importsOf = (name: string) => graph[name] ?? [];

describe('hoisting transitive imports', () => {
  it('finds every chunk a chunk needs, through cycles, without itself', () => {
    expect(transitiveImports('assets/payments.js', importsOf).sort()).toEqual([
      'assets/data-table.js',
      'assets/index.js',
      'assets/menu.js',
      'assets/popover.js',
    ]);
    expect(transitiveImports('assets/menu.js', importsOf)).not.toContain('assets/menu.js');
  });

  it('appends imports of what the chunk does not import itself, relative to it', () => {
    const chunk = {
      fileName: 'assets/payments.js',
      imports: graph['assets/payments.js'] ?? [],
      isDynamicEntry: true,
      code: '',
    };
    expect(hoistedImports(chunk, importsOf)).toBe('import "./menu.js";import "./popover.js";');
  });
});
