import type { TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ListsT = TFunction<'lists'>;

const RowTranslation = createContext<ListsT | null>(null);

/** The rows of a DataTable translate with the table's own `lists` translator. */
export const RowTranslationProvider = RowTranslation.Provider;

const labels = new WeakMap<ListsT, Map<string, string>>();

/**
 * A `lists` text of the table's translator, worked out once per translator: the same status or
 * completion label repeats on every row, and a new language brings a new translator.
 */
export const rowLabel = (t: ListsT, key: string, options?: Record<string, string | number>): string => {
  let known = labels.get(t);
  if (!known) labels.set(t, (known = new Map()));
  const id = options ? `${key}|${Object.values(options).join('|')}` : key;
  let label = known.get(id);
  if (label === undefined) {
    label = options ? t(key, options) : t(key);
    known.set(id, label);
  }
  return label;
};

const NAME = '\u0000';

/**
 * A `lists` text with a name in it ('Actions for {{label}}'), its text worked out once per
 * translator with a stand-in for the name: a table has one per row, and each call of i18next
 * with a value to put in costs more than the row's other texts together.
 */
export const rowLabelFor = (t: ListsT, key: string, option: string, name: string): string =>
  rowLabel(t, key, { [option]: NAME }).replace(NAME, () => name);

const OwnTranslation = ({ render }: { render: (t: ListsT) => ReactNode }) => {
  const { t } = useTranslation('lists');
  return render(t);
};

/**
 * Renders with the `lists` translator: the table's inside a DataTable's rows, so that a page of
 * rows does not subscribe to i18next once per badge, bar and menu button; a translator of its own
 * anywhere else.
 */
export const WithListsTranslation = ({ render }: { render: (t: ListsT) => ReactNode }) => {
  const t = useContext(RowTranslation);
  return t ? render(t) : <OwnTranslation render={render} />;
};
