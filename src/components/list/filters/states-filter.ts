import type { AnyListSearch } from '@/lib/list-search';
import { statusLabelKey, type StatusKind, type StatusValue } from '../../status/status-sets';
import type { FilterDef, ListKeys } from './filters';

type Translate = { (key: string): string; (key: string, options: { count: number }): string };

/**
 * A list's filter by states (`key`), offering the state enum's values with their status labels;
 * `label` names it where 'Status' would not say which (the customers' onboarding status).
 */
export const statesFilter = <S extends AnyListSearch, K extends StatusKind>(
  t: Translate,
  key: ListKeys<S>,
  kind: K,
  values: readonly StatusValue<K>[],
  label = t('lists:filters.states'),
): FilterDef<S> => ({
  kind: 'multi',
  key,
  label,
  allLabel: t('lists:filters.allStates'),
  chosenLabel: (count) => t('lists:filters.statesChosen', { count }),
  options: values.map((value) => ({ value, label: t(`lists:${statusLabelKey(kind, value)}`) })),
});
