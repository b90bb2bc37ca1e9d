/**
 * Where the keyboard shortcuts find a list's search field ('/') and its create action ('n'): the
 * shared filter bar and page header carry these attributes, so every list has both shortcuts.
 */
export const LIST_SEARCH_ATTRIBUTE = 'data-list-search';
/** On the page header's actions: its create action is the last button there that opens no menu. */
export const PAGE_ACTIONS_ATTRIBUTE = 'data-page-actions';

/** The list's search field on this page, if it has one. */
export const findListSearch = (root: ParentNode = document): HTMLElement | null =>
  root.querySelector<HTMLElement>(`[${LIST_SEARCH_ATTRIBUTE}]`);

/** The page's create action: the header's last enabled button that does not open a menu. */
export const findCreateAction = (root: ParentNode = document): HTMLButtonElement | null => {
  const actions = root.querySelector(`[${PAGE_ACTIONS_ATTRIBUTE}]`);
  if (!actions) return null;
  const buttons = [
    ...actions.querySelectorAll<HTMLButtonElement>('button:not([aria-haspopup]):not(:disabled)'),
  ];
  return buttons.at(-1) ?? null;
};
