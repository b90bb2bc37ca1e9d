/** Every answer shape of the mock backend: the contract's Problem for errors, JSON, PDFs, no content. */
import { HttpResponse } from 'msw';
import type { ZodError } from 'zod';

/** One field error of a 400 Problem. */
export type FieldError = { field: string; message: string };

export const problem = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ message, ...extra }, { status });

export const notFound = (what = 'Resource') => problem(404, `${what} not found`, { status: 'NOT_FOUND' });

export const badRequest = (message: string) => problem(400, message, { status: 'BAD_REQUEST' });

export const conflict = (message: string) => problem(409, message, { status: 'CONFLICT' });

/** A 400 in the backend's validation shape, for rules the contract's schemas cannot state. */
export const fieldErrors = (errors: FieldError[]) =>
  problem(400, 'Validation errors', { status: 'BAD_REQUEST', errors });

export const fieldError = (field: string, message: string) => fieldErrors([{ field, message }]);

/**
 * A 400 whose message is the first rule broken (the portal shows the message), with every field
 * error: the products, payment links and instalment plans answer so.
 */
export const ruleProblem = (errors: FieldError[]) =>
  problem(400, errors[0]?.message ?? 'Validation errors', { status: 'BAD_REQUEST', errors });

/** A request that breaks the contract's schema (body or query): every issue as a field error. */
export const validationProblem = (error: ZodError) =>
  fieldErrors(
    error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
  );

export const noContent = () => new HttpResponse(null, { status: 204 });

/** The data each JSON answer was built from, so the contract check needs no parse of the body. */
const answeredData = new WeakMap<Response, unknown>();

export const ok = (data: unknown, status = 200) => {
  const response = HttpResponse.json(data as never, { status });
  answeredData.set(response, data);
  return response;
};

/** The data `ok` built this answer from; undefined for answers built another way. */
export const dataOf = (response: Response): { data: unknown } | undefined =>
  answeredData.has(response) ? { data: answeredData.get(response) } : undefined;

/** Removes the fields only the mock keeps (links between records), so answers match the contract. */
export const omit = <T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
};

/** A PDF as the contract's base64 JSON document. */
export const base64Document = (name: string, bytes: Uint8Array) => ({ name, content: toBase64(bytes) });

export const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const pdfResponse = (bytes: Uint8Array, fileName: string) =>
  new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
