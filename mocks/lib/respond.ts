import { HttpResponse } from 'msw';

export const problem = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ message, ...extra }, { status });

export const notFound = (what = 'Resource') => problem(404, `${what} not found`, { status: 'NOT_FOUND' });

export const badRequest = (message: string) => problem(400, message, { status: 'BAD_REQUEST' });

export const conflict = (message: string) => problem(409, message, { status: 'CONFLICT' });

export const noContent = () => new HttpResponse(null, { status: 204 });

export const ok = (data: unknown, status = 200) => HttpResponse.json(data as never, { status });

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
