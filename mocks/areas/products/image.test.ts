import { describe, expect, it } from 'vitest';
import {
  GetProductResponse,
  UploadProductImageResponse,
} from '../../../src-generated/zod/products/products.zod';
import { getDb } from '../../node';
import { callOperation, expectProblem, tokenFor } from '../../test-helpers';

/** A product without payment links, as a copy of the seeded record. */
const unlinked = () => {
  const product = getDb().products.find((candidate) => candidate.name === 'Kaffee-Flatrate Büro');
  if (!product) throw new Error('no seeded product Kaffee-Flatrate Büro');
  return structuredClone(product);
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

const upload = async (
  id: string,
  file: Blob | undefined,
  fileName = 'bild.png',
  token: string | null = tokenFor(),
) => {
  const form = new FormData();
  if (file) form.append('file', file, fileName);
  return callOperation('uploadProductImage', { params: { id }, body: form, token });
};

describe('uploadProductImage', () => {
  it('stores a PNG or JPEG as the product image', async () => {
    const product = unlinked();
    const png = await upload(product.id, new Blob([PNG], { type: 'image/png' }));
    expect(png.status).toBe(200);
    const withImage = UploadProductImageResponse.parse(png.body);
    expect(withImage.image?.blobURL).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const jpeg = await upload(product.id, new Blob([JPEG], { type: 'image/jpeg' }), 'foto.jpg');
    expect(UploadProductImageResponse.parse(jpeg.body).image?.blobURL).toMatch(/^data:image\/jpeg/);
    const read = await callOperation('getProduct', { params: { id: product.id } });
    expect(GetProductResponse.parse(read.body).image?.blobURL).toMatch(/^data:image\/jpeg/);
  });

  it('answers 400 for other formats or a missing file, 404 and 401', async () => {
    const { id } = unlinked();
    const gif = await upload(
      id,
      new Blob([new Uint8Array([0x47, 0x49, 0x46])], { type: 'image/gif' }),
      'a.gif',
    );
    expect(expectProblem(gif, 400).message).toBe('unsupported format');
    const fake = await upload(id, new Blob(['%PDF-1.7'], { type: 'image/png' }), 'rechnung.png');
    expect(expectProblem(fake, 400).message).toBe('unsupported format');
    expect(expectProblem(await upload(id, undefined), 400).message).toBe('file is required');
    expectProblem(await upload('unknown', new Blob([PNG], { type: 'image/png' })), 404);
    expectProblem(await upload(id, new Blob([PNG], { type: 'image/png' }), 'bild.png', null), 401);
  });
});
