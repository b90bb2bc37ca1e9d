import type { SpotlightStore } from '@mantine/spotlight';
import { useCallback, useEffect, useState } from 'react';

/**
 * Spotlight marks the entry the arrow keys select with data-selected, outside React. This mirrors
 * it as aria-selected and returns its id for the search field's aria-activedescendant. When results
 * arrive after the text changed and nothing is selected, the first entry is, so Enter opens it.
 * The entries render after the keys (a deferred render): when they change under a selection, the
 * options are numbered again and the field points at the selected one where it now is.
 */
export const useSelectedOption = (store: SpotlightStore, listId: string, entries: string) => {
  const [active, setActive] = useState<string | undefined>();

  const sync = useCallback(() => {
    const list = document.getElementById(listId);
    const chosen = list?.querySelector<HTMLElement>('[data-selected]') ?? null;
    // Spotlight's actions take no id of their own; the list's options are numbered here.
    list?.querySelectorAll('[data-action]').forEach((option, index) => {
      option.id = `${listId}-option-${index}`;
      option.setAttribute('aria-selected', String(option === chosen));
    });
    setActive(chosen?.id || undefined);
  }, [listId]);

  useEffect(() => {
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-selected'], subtree: true });
    return () => observer.disconnect();
  }, [sync]);

  useEffect(() => {
    const list = document.getElementById(listId);
    const first = list?.querySelector('[data-action]');
    if (!list || !first) return;
    if (list.querySelector('[data-selected]')) {
      // Reads what Spotlight marked in the DOM, which no event reports when only the entries moved.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      sync();
      return;
    }
    first.setAttribute('data-selected', 'true');
    store.setState({ ...store.getState(), selected: 0 });
  }, [store, listId, entries, sync]);

  return active;
};
