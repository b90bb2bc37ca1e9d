import type { Db } from '../db/schema';

/** A new, unique, UUID-shaped id (deterministic from the database's running number). */
export const nextId = (db: Db): string => {
  db.sequence += 1;
  const hex = db.sequence.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
};

export const nowIso = () => new Date().toISOString();

/**
 * The next number of a running series of document numbers (`RE-2026-0007`, `MR-2026-000012`):
 * one above the highest with that prefix, zero-padded to `digits`.
 */
export const nextInSeries = (existing: (string | undefined)[], prefix: string, digits: number) => {
  const highest = existing.reduce((max, number) => {
    if (!number?.startsWith(prefix)) return max;
    const value = Number(number.slice(prefix.length));
    return Number.isInteger(value) && value > max ? value : max;
  }, 0);
  return `${prefix}${String(highest + 1).padStart(digits, '0')}`;
};
