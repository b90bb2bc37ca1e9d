import type { SpotlightStore } from '@mantine/spotlight';
import { useEffect, useState } from 'react';

/**
 * Spotlight marks the entry the arrow keys select with data-selected, outside React. This mirrors
 * it as aria-selected and returns its id for the search field's aria-activedescendant. When results
 * arrive after the text changed and nothing is selected, the first entry is, so Enter opens it.
 */
export const useSelectedOption = (store: SpotlightStore, listId: string, entries: string) => {
  const [active, setActive] = useState<string | undefined>();

  useEffect(() => {
    const sync = () => {
      const list = document.getElementById(listId);
      const chosen = list?.querySelector<HTMLElement>('[data-selected]') ?? null;
      // Spotlight's actions take no id of their own; the list's options are numbered here.
      list?.querySelectorAll('[data-action]').forEach((option, index) => {
        option.id = `${listId}-option-${index}`;
        option.setAttribute('aria-selected', String(option === chosen));
      });
      setActive(chosen?.id || undefined);
    };
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-selected'], subtree: true });
    return () => observer.disconnect();
  }, [listId]);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list || list.querySelector('[data-selected]')) return;
    const first = list.querySelector('[data-action]');
    if (!first) return;
    first.setAttribute('data-selected', 'true');
    store.setState({ ...store.getState(), selected: 0 });
  }, [store, listId, entries]);

  return active;
};
