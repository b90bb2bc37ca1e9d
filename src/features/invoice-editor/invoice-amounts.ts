/**
 * Invoice arithmetic in whole cents (spec 2 §3): net per position, tax per rate, sub-total and
 * total. Working in integers keeps 3 × 0,10 € at 19 % exact, and rounding half away from zero
 * per position and per rate gives the same figures as the server's document.
 */

/** A position as far as the amounts go; rate -1 means no tax. */
export type AmountPosition = { quantity: number; price: number; rate: number };

export type TaxLine = { rate: number; netCents: number; taxCents: number };

export type InvoiceAmounts = { subTotalCents: number; taxes: TaxLine[]; totalCents: number };

/** Floating point products such as 0.1 × 3 × 100 land next to a whole number; snap back first. */
const roundHalfAwayFromZero = (value: number): number => {
  const snapped = Number(Math.abs(value).toPrecision(12));
  return Math.sign(value) * Math.round(snapped) || 0;
};

export const toCents = (euros: number): number => roundHalfAwayFromZero(euros * 100);

export const fromCents = (cents: number): number => cents / 100;

/** Quantity × price to the cent; a price with more than two decimals is not rounded first. */
export const positionNetCents = ({ quantity, price }: Pick<AmountPosition, 'quantity' | 'price'>): number =>
  roundHalfAwayFromZero(quantity * price * 100);

/**
 * The amounts of an invoice. Tax is computed once per rate on the net sum of that rate; with
 * reverse charge the customer owes the tax, so the invoice carries none.
 */
export const invoiceAmounts = (positions: AmountPosition[], reverseCharge = false): InvoiceAmounts => {
  const netByRate = new Map<number, number>();
  let subTotalCents = 0;
  for (const position of positions) {
    if (!Number.isFinite(position.quantity) || !Number.isFinite(position.price)) continue;
    const net = positionNetCents(position);
    subTotalCents += net;
    if (!reverseCharge && position.rate > 0)
      netByRate.set(position.rate, (netByRate.get(position.rate) ?? 0) + net);
  }
  const taxes = [...netByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, netCents]) => ({
      rate,
      netCents,
      taxCents: roundHalfAwayFromZero((netCents * rate) / 100),
    }));
  const totalCents = subTotalCents + taxes.reduce((sum, line) => sum + line.taxCents, 0);
  return { subTotalCents, taxes, totalCents };
};

/** The amounts as the server states them on an invoice (euro, taxes keyed by rate). */
export const serverAmounts = (invoice: {
  subTotal?: number;
  total: number;
  taxes?: Record<string, number>;
}): InvoiceAmounts => ({
  subTotalCents: toCents(invoice.subTotal ?? invoice.total),
  taxes: Object.entries(invoice.taxes ?? {})
    .map(([rate, amount]) => ({ rate: Number(rate), netCents: 0, taxCents: toCents(amount) }))
    .sort((a, b) => a.rate - b.rate),
  totalCents: toCents(invoice.total),
});
