/**
 * The field errors of a 400 (`errors` of the contract's Problem): put on the form's own fields, so
 * the user sees which input the server refused, and what it said, next to it.
 */
import { z } from 'zod';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from './errors';

const ProblemErrors = z.object({
  errors: z.array(z.object({ field: z.string().optional(), message: z.string() })),
});

/** The server's field errors of a failed call; none unless it was a 400 that named fields. */
export const serverFieldErrors = (error: unknown): { field: string; message: string }[] => {
  if (!isApiError(error) || error.status !== 400) return [];
  const parsed = ProblemErrors.safeParse(error.body);
  if (!parsed.success) return [];
  return parsed.data.errors.flatMap(({ field, message }) =>
    field && message.trim() ? [{ field, message }] : [],
  );
};

/** A path the form's values have is one of the form's own field paths. */
const isFieldPath = <T extends FieldValues>(values: T, path: string): path is FieldPath<T> => {
  let node: unknown = values;
  return path.split('.').every((key) => {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = Object.getOwnPropertyDescriptor(node, key)?.value;
    return true;
  });
};

/**
 * Marks the form's fields the server refused, with its message as text (type 'server': shown as
 * it is, not looked up as a translation key). Returns how many fields were marked; errors for
 * fields the form does not have are left to the general alert.
 */
export const markServerFieldErrors = <T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
) => {
  const values = form.getValues();
  let marked = 0;
  for (const { field, message } of serverFieldErrors(error)) {
    if (!isFieldPath(values, field)) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: marked === 0 });
    marked += 1;
  }
  return marked;
};
