/**
 * The palette's selection: the key of the entry the arrow keys chose, for the text it was chosen
 * under. Results that arrive later (a slower group's search) add entries before or after it; the
 * selection stays on that entry while it is listed. A new text, or an entry that is gone, selects
 * the first entry again, so Enter opens the best match.
 */
export type Selection = { key: string; text: string } | null;

/** The key of the entry drawn as selected among `keys` (in the order shown). */
export const selectedKey = (keys: readonly string[], selection: Selection, text: string) =>
  selection && selection.text === text && keys.includes(selection.key) ? selection.key : keys[0];

/** The selection one step down or up from `current`, round the ends. */
export const moved = (keys: readonly string[], current: string | undefined, step: 1 | -1, text: string) => {
  if (!keys.length) return null;
  const at = current === undefined ? -1 : keys.indexOf(current);
  const next = at === -1 ? (step === 1 ? 0 : keys.length - 1) : (at + step + keys.length) % keys.length;
  return { key: keys[next] ?? '', text };
};
