/**
 * Real PDF documents for every call that returns one (invoices, previews, receipts, forms).
 * pdf-lib (about 400 kB with its fonts) loads with the first document, not with the mock backend,
 * which every load of the mock build starts.
 */
import type * as PdfLib from 'pdf-lib';
import { pdfText } from './pdf-text';

let pdfLib: Promise<typeof PdfLib> | undefined;

/**
 * The mock HTTP server hands over the pdf-lib it loaded with itself: it is loaded through a module
 * runner that is closed by the time a document is asked for.
 */
export const providePdfLib = (library: typeof PdfLib) => {
  pdfLib = Promise.resolve(library);
};

export const makePdf = async (title: string, lines: string[]): Promise<Uint8Array> => {
  const { PDFDocument, StandardFonts, rgb } = await (pdfLib ??= import('pdf-lib'));
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const safeTitle = pdfText(title);
  pdf.setProducer('Merchant portal mock backend');
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(safeTitle, { x: 50, y: 780, size: 20, font: bold, color: rgb(0.03, 0.41, 0.57) });
  lines.forEach((line, index) => {
    page.drawText(pdfText(line), { x: 50, y: 740 - index * 18, size: 11, font });
  });
  return pdf.save();
};
