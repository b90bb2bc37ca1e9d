import { describe, expect, it } from 'vitest';
import { PaymentEventType } from '../../../src-generated/model/paymentEventType';
import {
  GetPaymentResponse,
  ListPaymentEventsResponse,
} from '../../../src-generated/zod/payments/payments.zod';
import { paymentResponse } from '../../areas/payments/records';
import { PAYMENT_STATES } from '../../areas/payments/rules';
import { scenarios } from '../../scenarios';
import { seedDb } from './index';

const db = seedDb('default');
const eventsOf = (paymentId: string) =>
  db.paymentEvents
    .filter((event) => event.paymentId === paymentId)
    .sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime));

describe('payment seed', () => {
  it('has about 300 payments of existing customers in every state, method and type', () => {
    expect(db.payments).toHaveLength(300);
    expect(new Set(db.payments.map((payment) => payment.state))).toEqual(new Set(PAYMENT_STATES));
    expect(new Set(db.payments.map((payment) => payment.paymentMethod))).toEqual(
      new Set(['ONLINE_PAYMENT', 'DIRECT_DEBIT']),
    );
    expect(new Set(db.payments.map((payment) => payment.paymentType))).toEqual(
      new Set(['PAYMENT_REQUEST', 'INVOICE']),
    );
    const debitorIds = new Set(db.debitors.map((debitor) => debitor.id));
    expect(db.payments.every((payment) => payment.debitorRef && debitorIds.has(payment.debitorRef))).toBe(
      true,
    );
  });

  it('covers the fields every badge and action needs', () => {
    const some = (predicate: (payment: (typeof db.payments)[number]) => boolean) =>
      db.payments.filter(predicate).length;
    expect(some((payment) => Boolean(payment.invoice?.internalRef))).toBeGreaterThan(10);
    expect(
      some((payment) => Boolean(payment.invoice?.internalRef) && payment.state === 'PENDING'),
    ).toBeGreaterThan(0);
    expect(some((payment) => Boolean(payment.donation?.documentPublicUrl))).toBeGreaterThan(5);
    expect(some((payment) => Boolean(payment.isDonation) && !payment.donation)).toBeGreaterThan(0);
    expect(some((payment) => Boolean(payment.metadata?.length))).toBeGreaterThan(20);
    expect(some((payment) => Boolean(payment.verificationId))).toBeGreaterThan(250);
    expect(some((payment) => Boolean(payment.externalReference))).toBeGreaterThan(50);
    expect(some((payment) => Boolean(payment.invoiceDocument))).toBeGreaterThan(20);
    const cancelled = db.payments.filter((payment) => payment.state === 'CANCELLED');
    expect(cancelled.every((payment) => payment.cancelStatus?.cancelReasonDebitor)).toBe(true);
    expect(cancelled.some((payment) => payment.cancelStatus?.cancelReasonInternal)).toBe(true);
    expect(
      some((payment) => payment.paymentMethod === 'DIRECT_DEBIT' && payment.state === 'CHARGED_BACK'),
    ).toBeGreaterThan(5);
  });

  it('answers every seeded payment and its events within the strict contract', () => {
    for (const payment of db.payments) {
      expect(() => GetPaymentResponse.parse(paymentResponse(payment, { metadata: true }))).not.toThrow();
      expect(payment.amount).toBe(Math.round(payment.amount * 100) / 100);
      expect(payment.purpose.length).toBeGreaterThanOrEqual(5);
      expect(payment.purpose.length).toBeLessThanOrEqual(120);
    }
    expect(() =>
      ListPaymentEventsResponse.parse({ _embedded: { paperlessEventsList: db.paymentEvents } }),
    ).not.toThrow();
  });

  it('gives every payment a history that starts with its creation', () => {
    for (const payment of db.payments) {
      const events = eventsOf(payment.id);
      expect(events[0]?.eventType).toBe('CREATED_BY_CREDITOR');
      expect(events[0]?.eventDateTime).toBe(payment.createdDateTimeUTC);
    }
    const finals = db.payments.filter((payment) => payment.state === 'CANCELLED');
    expect(
      finals.every((payment) =>
        eventsOf(payment.id).some((event) => event.eventType === 'CANCELLED_BY_CREDITOR'),
      ),
    ).toBe(true);
  });

  it('uses every event type, with consecutive repeats', () => {
    const used = new Set(db.paymentEvents.map((event) => event.eventType));
    expect([...Object.values(PaymentEventType)].filter((type) => !used.has(type))).toEqual([]);
    const repeats = db.payments.filter((payment) =>
      eventsOf(payment.id).some(
        (event, index, events) =>
          event.eventType === 'PAYMENT_REMINDER_SENT' &&
          events[index + 1]?.eventType === 'PAYMENT_REMINDER_SENT',
      ),
    );
    expect(repeats.length).toBeGreaterThan(5);
  });

  it('writes purpose and amount before and after into modification and fee events', () => {
    const changes = db.paymentEvents.filter(
      (event) => event.eventType === 'PAYMENT_MODIFIED' || event.eventType === 'FAILED_PAYMENT_FEES_APPLIED',
    );
    expect(changes.length).toBeGreaterThan(10);
    for (const event of changes) {
      const message: unknown = JSON.parse(event.reasonMessage ?? '');
      expect(message).toEqual({
        purposeBefore: expect.any(String),
        purposeAfter: expect.any(String),
        amountBefore: expect.any(Number),
        amountAfter: expect.any(Number),
      });
    }
    // The last change leaves the payment as it is now.
    for (const payment of db.payments) {
      const last = eventsOf(payment.id).findLast((event) => changes.includes(event));
      if (!last) continue;
      expect(JSON.parse(last.reasonMessage ?? '')).toMatchObject({
        purposeAfter: payment.purpose,
        amountAfter: payment.amount,
      });
    }
  });

  it('is deterministic and empty for a fresh company', () => {
    expect(seedDb('default').payments).toEqual(db.payments);
    const fresh = seedDb('fresh');
    expect(fresh.payments).toEqual([]);
    expect(fresh.paymentEvents).toEqual([]);
  });
});

describe('payment seed in every scenario', () => {
  for (const scenario of scenarios) {
    it(`passes the contract in the ${scenario.name} scenario`, () => {
      const seeded = seedDb(scenario.name);
      expect(seeded.payments.length).toBe(scenario.fresh ? 0 : 300);
      for (const payment of seeded.payments) {
        expect(() => GetPaymentResponse.parse(paymentResponse(payment, { metadata: true }))).not.toThrow();
      }
      expect(() =>
        ListPaymentEventsResponse.parse({ _embedded: { paperlessEventsList: seeded.paymentEvents } }),
      ).not.toThrow();
      expect(seeded.credits.length).toBe(scenario.fresh ? 0 : 25);
      expect(seeded.checkouts.length).toBe(scenario.fresh ? 0 : 30);
    });
  }
});
