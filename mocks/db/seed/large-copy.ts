/**
 * How the large scenario copies a template record (seed/large.ts): a seeded random generator, the
 * dates of a record, and the copy with texts replaced and dates moved.
 */

import type { PaymentEvent } from '../../../src-generated/model/paymentEvent';
import type { Db } from '../schema';
import { SEED_NOW } from './reference-time';

export const DAY = 86_400_000;

/** A small, fast, seeded generator (mulberry32). */
export const prng = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const isDateTime = (value: string) =>
  value.length === 24 &&
  value.charCodeAt(10) === 84 /* T */ &&
  value.charCodeAt(23) === 90 /* Z */ &&
  value.charCodeAt(4) === 45;
const isDate = (value: string) =>
  value.length === 10 &&
  value.charCodeAt(4) === 45 &&
  value.charCodeAt(7) === 45 &&
  /^\d{4}-\d\d-\d\d$/.test(value);

/** Every date of a record (as milliseconds), to know how far it may be moved. */
export const datesOf = (value: unknown, into: number[] = []): number[] => {
  if (typeof value === 'string') {
    if (isDateTime(value) || isDate(value)) into.push(Date.parse(value));
  } else if (Array.isArray(value)) {
    for (const item of value) datesOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) datesOf(item, into);
  }
  return into;
};

/**
 * A copy with texts replaced (ids, the customer's names) and dates moved: date-times by `shift`
 * milliseconds, dates by whole days. Keys whose value is replaced by undefined are left out.
 */
const copyValue = (value: unknown, shift: number, replace: Map<string, string | undefined>): unknown => {
  if (typeof value === 'string') {
    if (replace.has(value)) return replace.get(value);
    if (isDateTime(value)) return new Date(Date.parse(value) + shift).toISOString();
    if (isDate(value))
      return new Date(Date.parse(value) + Math.round(shift / DAY) * DAY).toISOString().slice(0, 10);
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1)
      out[index] = copyValue(value[index], shift, replace);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const copied = copyValue((value as Record<string, unknown>)[key], shift, replace);
    if (copied !== undefined) out[key] = copied;
  }
  return out;
};
export const copy = <T>(value: T, shift: number, replace: Map<string, string | undefined>) =>
  copyValue(value, shift, replace) as T;

export type Template<T> = {
  record: T;
  created: number;
  /** The offsets (ms) that keep past dates past and future dates ahead of the seed's day. */
  earliest: number;
  latest: number;
};

/** Records as templates, with how far each may be moved (a future date stays ahead of the day). */
export const templatesOf = <T>(records: T[], created: (record: T) => string | undefined) =>
  records.flatMap((record): Template<T>[] => {
    const createdAt = Date.parse(created(record) ?? '');
    if (Number.isNaN(createdAt)) return [];
    const dates = datesOf(record);
    const now = SEED_NOW.getTime();
    const future = dates.filter((date) => date > now);
    const past = dates.filter((date) => date <= now);
    return [
      {
        record,
        created: createdAt,
        earliest: future.length ? now - Math.min(...future) : Number.NEGATIVE_INFINITY,
        latest: now - Math.max(...past),
      },
    ];
  });

export const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/** Side data of a seeded large database: where each payment's events come from. */
export type LargeSeed = {
  /** Per payment: its template's events, the offset, and how its customer replaced the template's. */
  paymentEvents: Map<
    string,
    { events: PaymentEvent[]; shift: number; templateId: string; customer: number | undefined }
  >;
  replacements: (
    templateId: string,
    paymentId: string,
    customer: number | undefined,
  ) => Map<string, string | undefined>;
};
export const largeSeeds = new WeakMap<Db, LargeSeed>();

/** The events a large scenario's payment was seeded with (made when asked, not stored). */
export const seededPaymentEvents = (db: Db, paymentId: string): PaymentEvent[] => {
  const seed = largeSeeds.get(db);
  const source = seed?.paymentEvents.get(paymentId);
  if (!seed || !source) return [];
  const replace = seed.replacements(source.templateId, paymentId, source.customer);
  return source.events.map((event) => copy(event, source.shift, replace));
};
