/** Invoice arithmetic: net per position, tax per rate, totals, all in euro with two decimals. */
import type { InvoicePosition } from '../../../src-generated/model/invoicePosition';
import type { TaxRate } from '../../../src-generated/model/taxRate';

/** Rounds half away from zero, so a cancellation invoice mirrors its original to the cent. */
export const round2 = (value: number) => {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(12)));
  return (Math.sign(value) * cents) / 100 || 0;
};

export type InvoiceTotals = { subTotal: number; taxes: Record<string, number>; total: number };

export const TAX_19: TaxRate = { description: 'USt 19%', rate: 19 };
export const TAX_7: TaxRate = { description: 'USt 7%', rate: 7 };

/** A position without its own rate is taxed with the default rate; rate -1 means no tax. */
export const invoiceTotals = (
  positions: InvoicePosition[],
  defaultTaxRate?: TaxRate,
  reverseCharge = false,
): InvoiceTotals => {
  const netByRate = new Map<number, number>();
  let subTotal = 0;
  for (const position of positions) {
    const net = round2(position.quantity * position.price);
    subTotal += net;
    const rate = position.taxRate?.rate ?? defaultTaxRate?.rate ?? -1;
    if (!reverseCharge && rate > 0) netByRate.set(rate, (netByRate.get(rate) ?? 0) + net);
  }
  const taxes: Record<string, number> = {};
  for (const [rate, net] of netByRate) taxes[String(rate)] = round2((net * rate) / 100);
  subTotal = round2(subTotal);
  const total = round2(subTotal + Object.values(taxes).reduce((sum, tax) => sum + tax, 0));
  return { subTotal, taxes, total };
};

/** One position whose gross amount is exactly `gross` (for an invoice behind an existing payment). */
export const positionForGross = (gross: number, description: string): InvoicePosition => {
  for (const taxRate of [TAX_19, TAX_7]) {
    const price = round2(gross / (1 + taxRate.rate / 100));
    if (invoiceTotals([{ description, quantity: 1, price, taxRate }]).total === gross)
      return { description, quantity: 1, price, taxRate };
  }
  return { description, quantity: 1, price: gross, taxRate: { description: 'ohne USt', rate: -1 } };
};

/** German money format for documents: 1.234,50 €. */
export const euro = (value: number) =>
  `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
