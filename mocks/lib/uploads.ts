/** Reading multipart uploads (logo, background image, product image, contract, invoice PDF). */

export type Upload = { bytes: Uint8Array; type: string; name: string };

type FormDataLike = { get: (name: string) => unknown };
type BlobLike = { arrayBuffer: () => Promise<ArrayBuffer>; type: string; name?: string };

// Duck-typed: in tests the multipart body may come from another realm than the global FormData.
const isFormData = (value: unknown): value is FormDataLike =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'get') === 'function';
const isBlob = (value: unknown): value is BlobLike =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'arrayBuffer') === 'function';

/** The file of a multipart field, or a message saying why there is none. */
export const readUpload = async (body: unknown, field = 'file'): Promise<Upload | string> => {
  if (!isFormData(body)) return 'The request must be multipart/form-data';
  const file = body.get(field);
  if (!isBlob(file)) return `${field} is required`;
  return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type, name: file.name ?? field };
};

export const formText = (body: unknown, field: string): string | undefined => {
  if (!isFormData(body)) return undefined;
  const value = body.get(field);
  return typeof value === 'string' ? value : undefined;
};

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The image type by its content (the declared type may be missing or wrong). */
export const imageType = (bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return undefined;
};

export const isPdf = (bytes: Uint8Array) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46]);
