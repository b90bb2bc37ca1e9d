/** The PDF documents of invoices, corrective and cancellation invoices (real PDFs via pdf-lib). */
import type { Db } from '../../db/schema';
import { makePdf } from '../../lib/pdf';
import { euro } from './amounts';
import { addressLines, displayName } from '../customers/rules';

type InvoiceRecord = Db['invoices'][number];

const TITLES: Record<InvoiceRecord['invoiceType'], string> = {
  INVOICE: 'Rechnung',
  CORRECTIVE_INVOICE: 'Korrekturrechnung',
  CANCELLATION_INVOICE: 'Stornorechnung',
};

/** The standard PDF fonts encode WinAnsi only; anything else would make pdf-lib throw. */
const printable = (text: string) => text.replace(/[^\u0020-\u007E\u00A0-\u00FF€–—„“”‚‘’…•]/g, '?');

const germanDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};

const documentLines = (db: Db, invoice: InvoiceRecord): string[] => {
  const debitor = db.debitors.find((candidate) => candidate.id === invoice.debitor?.id);
  const original = db.invoices.find((candidate) => candidate.id === invoice.originalInvoiceId);
  const lines = [
    db.company.name,
    '',
    displayName(invoice.debitor),
    ...addressLines(debitor?.address),
    '',
    `Datum: ${germanDate(invoice.createdDateTimeUTC)}`,
  ];
  if (original?.invoiceNumber) lines.push(`Bezug: Rechnung ${original.invoiceNumber}`);
  if (invoice.servicePeriodStart) {
    const end = invoice.servicePeriodEnd ? ` bis ${germanDate(invoice.servicePeriodEnd)}` : '';
    lines.push(`Leistungszeitraum: ${germanDate(invoice.servicePeriodStart)}${end}`);
  }
  if (invoice.cancelStatus?.cancelReasonDebitor)
    lines.push(`Grund: ${invoice.cancelStatus.cancelReasonDebitor}`);
  lines.push('');
  for (const position of invoice.positions ?? []) {
    const rate = position.taxRate?.rate ?? invoice.defaultTaxRate?.rate ?? -1;
    const tax = rate >= 0 ? ` (USt ${rate} %)` : '';
    lines.push(
      `${position.quantity} x ${position.description}: ${euro(position.price)} = ${euro(position.quantity * position.price)}${tax}`,
    );
  }
  lines.push('', `Zwischensumme: ${euro(invoice.subTotal ?? invoice.total)}`);
  for (const [rate, amount] of Object.entries(invoice.taxes ?? {}))
    lines.push(`USt ${rate} %: ${euro(amount)}`);
  lines.push(`Gesamtbetrag: ${euro(invoice.total)}`);
  if (invoice.reverseCharge)
    lines.push(`Steuerschuldnerschaft des Leistungsempfängers (USt-IdNr. ${invoice.vatId ?? ''})`);
  if (invoice.invoiceType !== 'CANCELLATION_INVOICE')
    lines.push(`Zahlbar innerhalb von ${invoice.paymentTermInDays ?? 30} Tagen.`);
  return lines.map(printable).slice(0, 38);
};

export const invoicePdf = (db: Db, invoice: InvoiceRecord, draft = false) => {
  const title = `${TITLES[invoice.invoiceType]} ${invoice.invoiceNumber ?? ''}${draft ? ' (Vorschau)' : ''}`;
  return makePdf(printable(title.replace(/\s+/g, ' ').trim()), documentLines(db, invoice));
};
