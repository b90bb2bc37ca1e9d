/**
 * The palette's selection: the key of the entry the arrow keys chose, among the entries listed
 * then. When the entries change, the first entry is selected again, so Enter opens the best match.
 */
export type Selection = { key: string; list: string } | null;

const listOf = (keys: readonly string[]) => keys.join('\n');

/** The key of the entry drawn as selected among `keys` (in the order shown). */
export const selectedKey = (keys: readonly string[], selection: Selection) =>
  selection && selection.list === listOf(keys) ? selection.key : keys[0];

/** The selection one step down or up from `current`, round the ends. */
export const moved = (keys: readonly string[], current: string | undefined, step: 1 | -1) => {
  if (!keys.length) return null;
  const at = current === undefined ? -1 : keys.indexOf(current);
  const next = at === -1 ? (step === 1 ? 0 : keys.length - 1) : (at + step + keys.length) % keys.length;
  return { key: keys[next] ?? '', list: listOf(keys) };
};
