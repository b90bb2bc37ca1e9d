/**
 * A view shared as a link: the list's address with the view's filters and page size in its search
 * (what the list's route reads), and what the address does not hold (the view's name, hidden
 * columns and density) in its fragment, `#view=<JSON>`. The fragment never reaches a server.
 */
import type { RowDensity } from '@/lib/list-preferences';

const PREFIX = '#view=';

type SharedView = { name: string; hiddenColumns: string[]; density: RowDensity };

/** The fragment that carries a view's name, columns and density. */
export const viewFragment = (shared: SharedView) => `${PREFIX}${encodeURIComponent(JSON.stringify(shared))}`;

/** The shared view in an address's fragment, or null (none, or malformed). */
export const parseViewFragment = (hash: string): SharedView | null => {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const json: unknown = JSON.parse(decodeURIComponent(hash.slice(PREFIX.length)));
    if (typeof json !== 'object' || json === null) return null;
    const name = Reflect.get(json, 'name');
    const hidden = Reflect.get(json, 'hiddenColumns');
    return {
      name: typeof name === 'string' ? name.slice(0, 60) : '',
      hiddenColumns: Array.isArray(hidden) ? hidden.filter((id) => typeof id === 'string') : [],
      density: Reflect.get(json, 'density') === 'compact' ? 'compact' : 'comfortable',
    };
  } catch {
    return null;
  }
};
