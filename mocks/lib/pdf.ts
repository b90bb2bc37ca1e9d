/** Real PDF documents for every call that returns one (invoices, previews, receipts, forms). */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { pdfText } from './pdf-text';

export const makePdf = async (title: string, lines: string[]): Promise<Uint8Array> => {
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
