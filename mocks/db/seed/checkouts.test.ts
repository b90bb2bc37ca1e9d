import { describe, expect, it } from 'vitest';
import { GetCheckoutResponse } from '../../../src-generated/zod/checkouts/checkouts.zod';
import { findScenario } from '../../scenarios';
import { omit } from '../../lib/respond';
import { seedCheckouts } from './checkouts';
import { createSeedContext } from './context';
import { seedDb } from './index';

const db = seedDb('default');

describe('checkout seed', () => {
  it('has about 30 checkouts in every state that pass the contract', () => {
    expect(db.checkouts).toHaveLength(30);
    expect(new Set(db.checkouts.map((checkout) => checkout.checkoutState))).toEqual(
      new Set(['NEW', 'IN_PROGRESS', 'FULFILLMENT', 'CLOSED']),
    );
    for (const checkout of db.checkouts) {
      expect(() => GetCheckoutResponse.parse(omit(checkout, 'productType', 'billingType'))).not.toThrow();
      expect(checkout.totalCheckoutAmount).toBeCloseTo(
        (checkout.productPrice ?? 0) * (checkout.quantity ?? 1),
        2,
      );
    }
    expect(db.checkouts.some((checkout) => checkout.customFields?.some((field) => field.fieldValue))).toBe(
      true,
    );
  });

  it('links paid checkouts to their payment, with the same customer and amount', () => {
    const linked = db.checkouts.filter((checkout) => checkout.paymentIdRef);
    expect(linked.length).toBeGreaterThanOrEqual(20);
    expect(
      db.checkouts.filter((checkout) => checkout.checkoutState === 'NEW').every((c) => !c.paymentIdRef),
    ).toBe(true);
    for (const checkout of linked) {
      const payment = db.payments.find((candidate) => candidate.id === checkout.paymentIdRef);
      expect(payment?.debitorRef).toBe(checkout.debitorIdRef);
      expect(payment?.amount).toBe(checkout.totalCheckoutAmount);
      expect(payment?.purpose).toContain(checkout.productTitle);
    }
    expect(new Set(linked.map((checkout) => checkout.paymentIdRef)).size).toBe(linked.length);
  });

  it('uses the seeded products when there are any', () => {
    const withProducts = seedDb('default');
    withProducts.checkouts = [];
    withProducts.products = [
      {
        id: 'product-1',
        name: 'Honig 500 g',
        productType: 'PRODUCT',
        price: 7.5,
        billingType: 'ONE_TIME',
        customFields: [{ fieldLabel: 'Sorte', fieldType: 'TEXT' }],
      },
      {
        id: 'product-2',
        name: 'Spende Bienenwiese',
        productType: 'DONATION',
        price: 5,
        defaultDonationAmount: 20,
        billingType: 'ONE_TIME',
      },
    ];
    seedCheckouts(withProducts, createSeedContext(withProducts, findScenario('default')));
    expect(new Set(withProducts.checkouts.map((checkout) => checkout.productId))).toEqual(
      new Set(['product-1', 'product-2']),
    );
    const donation = withProducts.checkouts.find((checkout) => checkout.productId === 'product-2');
    expect(donation?.productPrice).toBe(20);
  });

  it('is empty for a fresh company', () => {
    expect(seedDb('fresh').checkouts).toEqual([]);
  });
});
