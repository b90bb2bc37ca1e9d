/**
 * A create call that does not create twice. The contract has no idempotency key, so after a
 * failure that may have reached the server (`isUncertainFailure`: no answer, the client's timeout,
 * a 5xx, an unreadable success) the next try first looks the record up by what was sent and, if
 * the server holds it, takes it instead of creating it again. A refused call (4xx) is simply sent
 * again. Double clicks and a retry while the call is in flight are the form's single flight
 * (FormDialog) and never reach here twice. Which create is looked up by what: docs/forms.md.
 */
import { useState } from 'react';
import { isUncertainFailure } from './errors';

/**
 * Looks up the record a create may have made: `since` is when the first of the tries that may
 * have reached the server started (for records without a natural key: only those created since).
 */
export type FindSent<TInput, TRecord> = (input: TInput, since: number) => Promise<TRecord | null>;

/** The records a lookup found: made by an earlier try whose answer was lost. */
const found = new WeakSet<object>();

/**
 * Whether a create's record was found rather than made by this try: what only the create's own
 * answer carries (a new API key, a webhook's signing secret) is missing from it.
 */
export const foundAfterLostAnswer = (record: unknown) =>
  typeof record === 'object' && record !== null && found.has(record);

export const createOnce = <TInput, TRecord>(
  create: (input: TInput) => Promise<TRecord>,
  findSent: FindSent<TInput, TRecord>,
) => {
  // When the first try that may have reached the server started; undefined while none may have.
  let uncertainSince: number | undefined;
  return async (input: TInput): Promise<TRecord> => {
    const started = uncertainSince ?? Date.now();
    if (uncertainSince !== undefined) {
      const record = await findSent(input, uncertainSince);
      if (record) {
        uncertainSince = undefined;
        if (typeof record === 'object') found.add(record);
        return record;
      }
    }
    try {
      const created = await create(input);
      uncertainSince = undefined;
      return created;
    } catch (error) {
      uncertainSince = isUncertainFailure(error) ? started : undefined;
      throw error;
    }
  };
};

/** createOnce for one form (one dialog's life): its retries know what its earlier tries did. */
export const useCreateOnce = <TInput, TRecord>(
  create: (input: TInput) => Promise<TRecord>,
  findSent: FindSent<TInput, TRecord>,
) => useState(() => createOnce(create, findSent))[0];
