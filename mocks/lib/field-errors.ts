import { problem } from './respond';

/** A 400 in the backend's validation shape, for rules the contract's schemas cannot state. */
export const fieldErrors = (errors: { field: string; message: string }[]) =>
  problem(400, 'Validation errors', { status: 'BAD_REQUEST', errors });

export const fieldError = (field: string, message: string) => fieldErrors([{ field, message }]);

/** Equal ignoring case and surrounding blanks (e-mail addresses, names). */
export const sameText = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export const sameEmail = sameText;
