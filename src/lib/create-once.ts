/**
 * A create call that does not create twice. The contract has no idempotency key, so after a
 * failure that may have reached the server (`isUncertainFailure`: no answer, the client's timeout,
 * a 5xx, an unreadable success) the next try first looks the record up by what was sent and, if
 * the server holds it, takes it instead of creating it again. A refused call (4xx) is simply sent
 * again. Double clicks and a retry while the call is in flight are the form's single flight
 * (FormDialog) and never reach here twice.
 */
import { isUncertainFailure } from './errors';

export const createOnce = <TInput, TRecord>(
  create: (input: TInput) => Promise<TRecord>,
  findSent: (input: TInput) => Promise<TRecord | null>,
) => {
  let uncertain = false;
  return async (input: TInput): Promise<TRecord> => {
    if (uncertain) {
      const found = await findSent(input);
      uncertain = false;
      if (found) return found;
    }
    try {
      return await create(input);
    } catch (error) {
      uncertain = isUncertainFailure(error);
      throw error;
    }
  };
};
