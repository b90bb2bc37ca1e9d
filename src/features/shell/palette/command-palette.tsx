import '@mantine/spotlight/styles.css';
import { Loader, ModalTitle, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  IconArrowRight,
  IconFileInvoice,
  IconPackage,
  IconPlus,
  IconReceipt,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../navigation';
import { PaletteGroups, type PaletteEntry, type PaletteGroup } from './palette-groups';
import {
  matchesQuery,
  MIN_SEARCH_LENGTH,
  paletteDestinations,
  visibleAreas,
  type CreateArea,
  type PaletteTarget,
} from './palette-entries';
import { usePaletteSearch, type AreaResults } from './use-palette-search';
import { useOpenTarget } from './use-open-target';
import { useSelectedOption } from './use-selected-option';
import classes from './command-palette.module.css';

const [store, palette] = createSpotlight();

const areaIcons: Record<CreateArea, ReactNode> = {
  customers: <IconUser size={18} aria-hidden />,
  payments: <IconReceipt size={18} aria-hidden />,
  invoices: <IconFileInvoice size={18} aria-hidden />,
  products: <IconPackage size={18} aria-hidden />,
};

const createLabels: Record<CreateArea, string> = {
  payments: 'actions.newPayment',
  customers: 'actions.newCustomer',
  invoices: 'actions.newInvoice',
  products: 'actions.newProduct',
};

type GroupsInput = {
  text: string;
  searches: AreaResults[];
  items: NavItem[];
  areas: CreateArea[];
  t: TFunction<['palette', 'global']>;
  open: (target: PaletteTarget) => void;
};

/** The palette's entries for the text typed: create actions, screens, each area's results. */
const paletteGroups = ({ text, searches, items, areas, t, open }: GroupsInput): PaletteGroup[] => {
  const creates = areas
    .map((area) => ({ area, label: t(createLabels[area]) }))
    .filter((entry) => matchesQuery(text, entry.label));
  const pages = paletteDestinations(items)
    .map((entry) => ({ ...entry, text: t(entry.label, { ns: 'global' }) }))
    .filter((entry) => matchesQuery(text, entry.text, entry.group && t(entry.group, { ns: 'global' })));

  return [
    {
      key: 'actions',
      label: t('groups.actions'),
      entries: creates.map(({ area, label }) => ({
        key: `new-${area}`,
        label,
        icon: <IconPlus size={18} aria-hidden />,
        onTrigger: () => open({ kind: 'create', area }),
      })),
    },
    {
      key: 'pages',
      label: t('groups.pages'),
      entries: pages.map((entry) => ({
        key: entry.to,
        label: entry.text,
        description: entry.group && t(entry.group, { ns: 'global' }),
        icon: <IconArrowRight size={18} aria-hidden />,
        onTrigger: () => open({ kind: 'page', to: entry.to }),
      })),
    },
    ...searches.map(({ area, results, loading, failed }) => ({
      key: area,
      label: t(`groups.${area}`),
      status: loading
        ? t('search.loading')
        : failed
          ? t('search.failed')
          : results.length
            ? undefined
            : t('search.none'),
      entries: results.flatMap((result): PaletteEntry[] => [
        {
          key: `${area}-${result.id}`,
          label: result.label || t('search.draftInvoice'),
          description: result.description,
          icon: areaIcons[area],
          onTrigger: () => open(result.target),
        },
        ...(area === 'customers' && areas.includes('payments') && result.target.kind === 'customer'
          ? [
              {
                key: `new-payment-${result.id}`,
                label: t('actions.newPaymentFor', { name: result.label }),
                icon: <IconPlus size={18} aria-hidden />,
                onTrigger: () => open({ kind: 'create', area: 'payments', debitorId: result.id }),
              },
            ]
          : []),
      ]),
    })),
  ];
};

type Props = {
  /** The navigation this user sees. */
  items: NavItem[];
  /** Grows by one each time the palette is asked for; each time opens it. */
  openRequest: number;
};

/** Ctrl/Cmd+K: go to a screen, find a customer, payment, invoice or product, or start a new one. */
export const CommandPalette = ({ items, openRequest }: Props) => {
  const { t } = useTranslation(['palette', 'global']);
  const [query, setQuery] = useState('');
  const open = useOpenTarget();
  const listId = `palette-${useId().replace(/:/g, '')}`;
  const areas = useMemo(() => visibleAreas(items), [items]);
  const searches = usePaletteSearch(query, areas);

  // The text is cleared as the palette opens, not as it closes: Spotlight's own clearing, after
  // the closing fade, searched the whole page for the list it had just removed.
  const [openedFor, setOpenedFor] = useState(openRequest);
  if (openedFor !== openRequest) {
    setOpenedFor(openRequest);
    setQuery('');
  }
  useEffect(() => {
    if (openRequest > 0) palette.open();
  }, [openRequest]);

  // The field shows each key at once; the entries follow in a render of their own, which the
  // next key interrupts (and the search's answers too: they arrive in a render the input does not
  // wait for).
  const text = useDeferredValue(query.trim());
  const shownSearches = useDeferredValue(searches);
  const groups = useMemo(
    (): PaletteGroup[] => paletteGroups({ text, searches: shownSearches, items, areas, t, open }),
    [text, shownSearches, items, areas, t, open],
  );
  const active = useSelectedOption(
    store,
    listId,
    groups.flatMap((group) => group.entries.map((entry) => entry.key)).join('\n'),
  );
  const searching = query.trim().length >= MIN_SEARCH_LENGTH;
  const nothing = groups.every((group) => !group.entries.length && !group.status);

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      clearQueryOnClose={false}
      scrollable
      maxHeight={480}
      size="lg"
      classNames={{ actionDescription: classes.description, actionsList: classes.actionsList }}
    >
      <VisuallyHidden>
        <ModalTitle>{t('title')}</ModalTitle>
      </VisuallyHidden>
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={searches.some((entry) => entry.loading) && searching ? <Loader size="xs" /> : null}
      />
      <Spotlight.ActionsList id={listId} role="listbox" aria-label={t('results')}>
        <PaletteGroups groups={groups} onClose={palette.close} />
        {nothing && <Spotlight.Empty>{t('search.nothing')}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          {t('hint')}
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
};
