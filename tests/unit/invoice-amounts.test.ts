import { describe, expect, it } from 'vitest';
import { invoiceTotals } from '../../mocks/areas/invoices/amounts';
import {
  fromCents,
  invoiceAmounts,
  positionNetCents,
  serverAmounts,
  toCents,
} from '@/features/invoice-editor/invoice-amounts';

describe('invoice amounts in whole cents', () => {
  it('3 × 0,10 € at 19 % is exact: 0,30 net, 0,06 tax, 0,36 total', () => {
    expect(0.1 * 3).not.toBe(0.3);
    const amounts = invoiceAmounts([{ quantity: 3, price: 0.1, rate: 19 }]);
    expect(amounts).toEqual({
      subTotalCents: 30,
      taxes: [{ rate: 19, netCents: 30, taxCents: 6 }],
      totalCents: 36,
    });
    expect(fromCents(amounts.totalCents)).toBe(0.36);
  });

  it.each([
    [0.1, 10],
    [0.29, 29],
    [1.005, 101],
    [19.99, 1999],
    [-3.5, -350],
  ])('%s € is %s cents', (euros, cents) => expect(toCents(euros)).toBe(cents));

  it('rounds a position half away from zero', () => {
    expect(positionNetCents({ quantity: 1.5, price: 0.15 })).toBe(23);
    expect(positionNetCents({ quantity: 1.5, price: -0.15 })).toBe(-23);
  });

  it('taxes each rate once on its net sum; no tax for rate -1', () => {
    const amounts = invoiceAmounts([
      { quantity: 20, price: 3.5, rate: 7 },
      { quantity: 1, price: 15, rate: 19 },
      { quantity: 2, price: 5, rate: -1 },
    ]);
    expect(amounts.subTotalCents).toBe(9500);
    expect(amounts.taxes).toEqual([
      { rate: 7, netCents: 7000, taxCents: 490 },
      { rate: 19, netCents: 1500, taxCents: 285 },
    ]);
    expect(amounts.totalCents).toBe(10275);
  });

  it('carries no tax with reverse charge', () => {
    const amounts = invoiceAmounts([{ quantity: 2, price: 100, rate: 19 }], true);
    expect(amounts).toEqual({ subTotalCents: 20000, taxes: [], totalCents: 20000 });
  });

  it('skips positions whose numbers are not typed yet', () => {
    expect(invoiceAmounts([{ quantity: Number.NaN, price: 2, rate: 19 }]).totalCents).toBe(0);
  });

  it('equals what the server computes, for many positions', () => {
    const prices = [0.1, 0.15, 0.33, 1.005, 2.49, 9.99, 12.5, 99.95, 0.01];
    const quantities = [1, 3, 1.5, 7, 0.25, 12];
    const rates = [19, 7, -1];
    for (let seed = 0; seed < 200; seed++) {
      const positions = Array.from({ length: 1 + (seed % 4) }, (_, index) => ({
        quantity: quantities[(seed + index) % quantities.length] ?? 1,
        price: prices[(seed * 3 + index) % prices.length] ?? 1,
        rate: rates[(seed + index * 2) % rates.length] ?? 19,
      }));
      const server = invoiceTotals(
        positions.map(({ quantity, price, rate }) => ({
          description: 'x',
          quantity,
          price,
          taxRate: { rate },
        })),
      );
      expect(invoiceAmounts(positions)).toEqual({
        ...serverAmounts(server),
        taxes: invoiceAmounts(positions).taxes.map((line) => ({
          ...line,
          taxCents: toCents(server.taxes[String(line.rate)] ?? Number.NaN),
        })),
      });
    }
  });

  it('reads the amounts the server states', () => {
    expect(serverAmounts({ subTotal: 85, total: 92.75, taxes: { '19': 2.85, '7': 4.9 } })).toEqual({
      subTotalCents: 8500,
      taxes: [
        { rate: 7, netCents: 0, taxCents: 490 },
        { rate: 19, netCents: 0, taxCents: 285 },
      ],
      totalCents: 9275,
    });
  });
});
