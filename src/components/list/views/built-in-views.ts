import type { TFunction } from 'i18next';
import type { ViewSearch } from './view-store';

/**
 * A view a list ships with (the spec's states worth a look): its name in the list's texts and its
 * filters, made from the day it is opened on, so 'older than 7 days' moves with the calendar.
 * Built-in views show no columns of their own: they keep the user's.
 */
export type BuiltInView = {
  /** Stable among the list's views ('failed'); kept as 'builtin:failed' when made the default. */
  id: string;
  /** Its name, from the list's texts ('payments:views.failed'). */
  name: (t: TFunction) => string;
  search: (today: Date) => ViewSearch;
};

export const BUILT_IN_PREFIX = 'builtin:';

/** The day `days` days before `today` (YYYY-MM-DD, UTC), as the lists' date filters take it. */
export const daysBefore = (today: Date, days: number) =>
  new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
