import type { Db } from '../db/schema';

/** A new, unique, UUID-shaped id (deterministic from the database's running number). */
export const nextId = (db: Db): string => {
  db.sequence += 1;
  const hex = db.sequence.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
};

export const nowIso = () => new Date().toISOString();
