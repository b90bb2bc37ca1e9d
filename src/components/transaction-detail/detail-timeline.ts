/**
 * The detail page's timeline (spec 3 §2.5): the events of every document of a transaction, newest
 * first, each pointing to the card it belongs to (hovering it highlights that card).
 */
import type { DetailCardKind } from './detail-card';

export type TimelineTone = 'success' | 'error' | 'neutral';

export type TimelineItem = {
  key: string;
  card: DetailCardKind;
  dateTime: string;
  /** Translation key of the event's label ('namespace:key'). */
  label: string;
  tone: TimelineTone;
  final: boolean;
  triggeredBy?: string;
};

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Newest first; events at the same instant keep their order, later ones first. */
export const newestFirst = <T extends TimelineItem>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item.dateTime) - time(a.item.dateTime) || b.index - a.index)
    .map(({ item }) => item);
