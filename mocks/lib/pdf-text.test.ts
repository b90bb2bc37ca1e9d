import { expect, it } from 'vitest';
import { makePdf } from '../lib/pdf';
import { pdfLines, pdfText } from './pdf-text';

it('keeps German text and makes other names printable with the standard font', async () => {
  expect(pdfText('Größe € „Müller“ – ß')).toBe('Größe € „Müller“ – ß');
  expect(pdfText('Łukasz Dvořák')).toBe('?ukasz Dvorák');
  await expect(makePdf('Test', pdfLines(['Łukasz Dvořák 日本']))).resolves.toBeInstanceOf(Uint8Array);
});
