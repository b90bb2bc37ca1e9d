/** Seed invoice documents: German positions with 7 % and 19 % tax, and their adjustments. */
import type { Debitor } from '../../../src-generated/model/debitor';
import type { InvoicePosition } from '../../../src-generated/model/invoicePosition';
import type { InvoiceType } from '../../../src-generated/model/invoiceType';
import type { Product } from '../../../src-generated/model/product';
import { TAX_19, TAX_7, invoiceTotals, round2 } from '../../areas/invoices/amounts';
import { debitorSummary } from '../../areas/customers/rules';
import type { Db } from '../schema';
import type { SeedContext } from './context';

type InvoiceRecord = Db['invoices'][number];

const CATALOG: Omit<InvoicePosition, 'quantity'>[] = [
  { description: 'Webdesign (Stunde)', price: 85, taxRate: TAX_19 },
  { description: 'Wartungsvertrag Website', price: 49, taxRate: TAX_19 },
  { description: 'Beratung (Stunde)', price: 95, taxRate: TAX_19 },
  { description: 'Lieferpauschale', price: 15, taxRate: TAX_19 },
  { description: 'Druck Flyer A5, 500 Stück', price: 64.5, taxRate: TAX_19 },
  { description: 'Fotoshooting Halbtag', price: 390, taxRate: TAX_19 },
  { description: 'Fahrradinspektion', price: 45, taxRate: TAX_19 },
  { description: 'Büroreinigung pauschal', price: 180, taxRate: TAX_19 },
  { description: 'Softwarelizenz Jahr', price: 240, taxRate: TAX_19 },
  { description: 'Montage (Stunde)', price: 58, taxRate: TAX_19 },
  { description: 'Roggenbrot 1 kg', price: 3.5, taxRate: TAX_7 },
  { description: 'Bio-Gemüsekiste', price: 24.9, taxRate: TAX_7 },
  { description: 'Fachbuch Steuerrecht', price: 49.9, taxRate: TAX_7 },
  { description: 'Catering Buffet (pro Person)', price: 21.5, taxRate: TAX_7 },
  { description: 'Kaffeebohnen 1 kg', price: 19.8, taxRate: TAX_7 },
  { description: 'Blumenstrauß Saison', price: 29, taxRate: TAX_7 },
];

const SUBTEXTS = ['Laut Angebot vom Vormonat', 'Artikel-Nr. 4711', 'Inkl. Anfahrt', 'Lieferung frei Haus'];

export const CORRECTION_REASONS = [
  ['Falsche Menge berechnet', 'Lieferschein geprüft'],
  ['Rabatt nicht berücksichtigt', 'Absprache mit Vertrieb'],
  ['Falscher Einzelpreis', 'Preisliste 2026 gilt'],
];

export const CANCELLATION_REASONS = [
  ['Doppelte Rechnungsstellung', 'Versehentlich zweimal erstellt'],
  ['Auftrag storniert', 'Kunde hat telefonisch storniert'],
  ['Falscher Rechnungsempfänger', 'Ticket 4711 Buchhaltung'],
  ['Leistung nicht erbracht', 'Termin ist ausgefallen'],
];

const productPosition = (product: Product): InvoicePosition => ({
  description: product.name,
  name: product.name,
  productId: product.id,
  quantity: 1,
  price: product.price,
  taxRate: product.taxRate ?? TAX_19,
});

export const samplePositions = ({ faker }: SeedContext, index: number, products: Product[]) => {
  const count = 1 + (index % 4);
  const positions: InvoicePosition[] = faker.helpers.arrayElements(CATALOG, count).map((item, line) => ({
    ...item,
    quantity: item.price < 10 ? faker.number.int({ min: 5, max: 40 }) : faker.number.int({ min: 1, max: 8 }),
    ...(line === 0 && index % 3 === 0 ? { descriptionSubText: faker.helpers.arrayElement(SUBTEXTS) } : {}),
  }));
  const product = products.length && index % 5 === 2 ? products[index % products.length] : undefined;
  if (product) positions.push(productPosition(product));
  return positions;
};

const monthStart = (iso: string, back: number) => {
  const date = new Date(iso);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1));
};

/** A new document of the seed, before its history is played. */
export const newDocument = (
  context: SeedContext,
  options: {
    index: number;
    debitor: Debitor;
    positions: InvoicePosition[];
    created: string;
    bankAccountId: string | undefined;
  },
): InvoiceRecord => {
  const { index, debitor, positions, created } = options;
  const reverseCharge = debitor.type === 'ORGANIZATION' && Boolean(debitor.vatId) && index % 6 === 1;
  const variant = (['service_period', 'service_date', 'none'] as const)[index % 3] ?? 'none';
  const start = monthStart(created, 1);
  const end = new Date(monthStart(created, 0).getTime() - 86_400_000);
  return {
    id: context.id(),
    invoiceType: 'INVOICE',
    status: 'DRAFT',
    debitor: debitorSummary(debitor),
    ...(options.bankAccountId ? { creditorBankAccount: { id: options.bankAccountId } } : {}),
    positions,
    ...invoiceTotals(positions, TAX_19, reverseCharge),
    defaultTaxRate: TAX_19,
    reverseCharge,
    ...(reverseCharge ? { vatId: debitor.vatId } : {}),
    paymentTermInDays: index % 7 === 3 ? 14 : 30,
    servicePeriodVariant: variant,
    ...(variant !== 'none' ? { servicePeriodStart: start.toISOString().slice(0, 10) } : {}),
    ...(variant === 'service_period' ? { servicePeriodEnd: end.toISOString().slice(0, 10) } : {}),
    paymentMethod: debitor.paymentMethod,
    ...(index % 6 === 0
      ? {
          metadata: [
            { key: 'Projekt', value: `P-${2026}-${String(index + 10).padStart(3, '0')}` },
            { key: 'Kostenstelle', value: String(4700 + (index % 9)) },
          ],
        }
      : {}),
    createdDateTimeUTC: created,
  };
};

/**
 * A cancellation invoice mirrors the original with negative prices; a corrective invoice bills
 * the corrected positions (here: one unit less, or a 10 % lower price).
 */
export const adjustmentOf = (
  context: SeedContext,
  original: InvoiceRecord,
  invoiceType: Exclude<InvoiceType, 'INVOICE'>,
  created: string,
  reasons: string[],
): InvoiceRecord => {
  const positions = (original.positions ?? []).map((position, line) => {
    if (invoiceType === 'CANCELLATION_INVOICE') return { ...position, price: -position.price };
    if (line > 0) return position;
    return position.quantity > 1
      ? { ...position, quantity: position.quantity - 1 }
      : { ...position, price: round2(position.price * 0.9) };
  });
  const { id: _id, invoiceNumber: _number, internalRef: _ref, paymentId: _payment, ...rest } = original;
  return {
    ...rest,
    id: context.id(),
    invoiceType,
    status: 'DRAFT',
    positions,
    ...invoiceTotals(positions, original.defaultTaxRate, original.reverseCharge),
    paymentStatus: undefined,
    cancelStatus: { cancelReasonDebitor: reasons[0], cancelReasonInternal: reasons[1] },
    createdDateTimeUTC: created,
    originalInvoiceId: original.id,
  };
};
