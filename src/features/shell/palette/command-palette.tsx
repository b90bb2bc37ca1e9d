import { Combobox, Modal, ModalTitle, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../navigation';
import { MIN_SEARCH_LENGTH, visibleAreas } from './palette-entries';
import { PaletteField } from './palette-field';
import { optionId, PaletteGroups } from './palette-groups';
import { paletteGroups } from './palette-model';
import { moved, selectedKey, type Selection } from './palette-selection';
import { usePaletteSearch } from './use-palette-search';
import { useOpenTarget } from './use-open-target';
import classes from './command-palette.module.css';

type Props = {
  /** The navigation this user sees. */
  items: NavItem[];
  /** Grows by one each time the palette is asked for; each time opens it. */
  openRequest: number;
};

/** Ctrl/Cmd+K: go to a screen, find a customer, payment, invoice or product, or start a new one. */
export const CommandPalette = ({ items, openRequest }: Props) => {
  const { t } = useTranslation(['palette', 'global']);
  const open = useOpenTarget();
  const listId = `palette-${useId().replace(/[^\w-]/g, '')}`;
  const areas = useMemo(() => visibleAreas(items), [items]);
  const [opened, setOpened] = useState(true);
  // The text as the field last gave it on (in a transition), and the entry the arrow keys chose.
  const [query, setQuery] = useState('');
  const [selection, setSelection] = useState<Selection>(null);

  // Each request opens the palette with an empty field (the field is made anew) and every entry.
  const [openedFor, setOpenedFor] = useState(openRequest);
  if (openedFor !== openRequest) {
    setOpenedFor(openRequest);
    setOpened(true);
    setQuery('');
    setSelection(null);
  }

  const text = query.trim();
  // The searches' answers arrive through React Query's store, in a render that cannot wait: the
  // entries follow them in a deferred render of their own.
  const searches = useDeferredValue(usePaletteSearch(text, areas));
  const groups = useMemo(
    () => paletteGroups({ text, searches, items, areas, t, open }),
    [text, searches, items, areas, t, open],
  );
  const entries = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const keys = useMemo(() => entries.map((entry) => entry.key), [entries]);
  const active = selectedKey(keys, selection, text);
  const activeIndex = active === undefined ? -1 : keys.indexOf(active);
  const loading = text.length >= MIN_SEARCH_LENGTH && searches.some((area) => area.loading);
  const nothing = groups.every((group) => !group.entries.length && !group.status);

  const choose = useCallback(
    (key: string | undefined) => {
      const entry = entries.find((candidate) => candidate.key === key);
      if (!entry) return;
      entry.onTrigger();
      setOpened(false);
    },
    [entries],
  );
  const move = useCallback(
    (step: 1 | -1) => {
      const next = moved(keys, active, step, text);
      setSelection(next);
      if (next)
        document
          .getElementById(optionId(listId, keys.indexOf(next.key)))
          ?.scrollIntoView({ block: 'nearest' });
    },
    [keys, active, text, listId],
  );

  // The field and the list as one element, made again only when what they show changes: a key
  // renders the field alone (its own state), and an answer that is not shown yet renders nothing.
  const content = useMemo(
    () => (
      <Combobox onOptionSubmit={choose}>
        <PaletteField
          key={openRequest}
          onText={setQuery}
          onMove={move}
          onChoose={() => choose(active)}
          listId={listId}
          activeId={activeIndex === -1 ? undefined : optionId(listId, activeIndex)}
          loading={loading}
        />
        <div className={classes.list}>
          <Combobox.Options id={listId} aria-label={t('results')}>
            <PaletteGroups groups={groups} active={active} listId={listId} />
            {nothing && <Combobox.Empty>{t('search.nothing')}</Combobox.Empty>}
          </Combobox.Options>
        </div>
        <Text size="xs" c="dimmed" className={classes.footer}>
          {t('hint')}
        </Text>
      </Combobox>
    ),
    [choose, openRequest, move, active, listId, activeIndex, loading, t, groups, nothing],
  );

  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      withCloseButton={false}
      padding={0}
      size="lg"
      yOffset={80}
    >
      <VisuallyHidden>
        <ModalTitle>{t('title')}</ModalTitle>
      </VisuallyHidden>
      {content}
    </Modal>
  );
};
