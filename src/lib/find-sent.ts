/**
 * What the creates' lookups (`FindSent` of create-once.ts) share: is a record the one sent, and
 * was it made since the first try. Each area says only which list to read and which fields to
 * compare; which create is looked up by what: docs/forms.md.
 */
import type { FindSent } from './create-once';

/** The records a lookup reads at most: one page, newest first. */
export const LOOKUP_SIZE = 50;

/**
 * How far the server's clock may be behind the browser's: a record made by the first try may carry
 * a time up to this much before the try started (by the browser's clock).
 */
export const CLOCK_TOLERANCE_MS = 2 * 60_000;

/** Whether a record was made since the first try (its creation time as the server wrote it). */
export const createdSince = (createdAt: string | undefined, since: number) =>
  createdAt !== undefined && Date.parse(createdAt) >= since - CLOCK_TOLERANCE_MS;

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && !value.length);

/**
 * Whether a record's value holds what was sent as the server keeps it: text trimmed; a field not
 * sent or sent empty is the server's to fill; false and an empty list are kept as false, empty or
 * absent; of an object the fields sent (the server may add more, such as a tax rate's
 * description); lists item by item, lists of plain values in any order.
 */
export const holds = (kept: unknown, sent: unknown): boolean => {
  // Not sent, or sent empty: what the server keeps is its default.
  if (sent === undefined || sent === null || sent === '') return true;
  if (empty(sent)) return empty(kept);
  if (typeof sent === 'string') return typeof kept === 'string' && kept.trim() === sent.trim();
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept) || kept.length !== sent.length) return false;
    if (sent.some((item) => typeof item === 'object'))
      return sent.every((item, index) => holds(kept[index], item));
    const [a, b] = [kept, sent].map((items) => items.map(String).sort().join('\n'));
    return a === b;
  }
  if (typeof sent === 'object' && sent !== null)
    return (
      typeof kept === 'object' &&
      kept !== null &&
      Object.entries(sent).every(([key, value]) => holds(Reflect.get(kept, key), value))
    );
  return kept === sent;
};

/** Whether the record holds each of the named fields as it was sent (one not sent: the server's default). */
export const holdsSent = <TInput extends object>(
  record: object,
  input: TInput,
  keys: readonly (keyof TInput)[],
) => keys.every((key) => holds(Reflect.get(record, key), input[key]));

/** How a create's record is looked up by what was sent. */
export type SentLookup<TInput, TRecord> = {
  /** The records that may hold the one sent, newest first (the list filtered as far as it can be). */
  list: (input: TInput) => Promise<TRecord[]>;
  /** The fields the record holds as they were sent. */
  fields?: readonly (keyof TInput)[];
  /** For records without a natural key, when one was made: only those made since the first try count. */
  createdAt?: (record: TRecord) => string | undefined;
  /** What else must match: the customer's id, a value the record keeps under another name. */
  matches?: (record: TRecord, input: TInput) => boolean;
};

/** A create's lookup: the first record of the list that matches what was sent, or null. */
export const findSentIn =
  <TInput extends object, TRecord extends object>({
    list,
    fields = [],
    createdAt,
    matches = () => true,
  }: SentLookup<TInput, TRecord>): FindSent<TInput, TRecord> =>
  async (input, since) =>
    (await list(input)).find(
      (record) =>
        (!createdAt || createdSince(createdAt(record), since)) &&
        holdsSent(record, input, fields) &&
        matches(record, input),
    ) ?? null;
