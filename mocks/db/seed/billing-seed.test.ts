import { describe, expect, it } from 'vitest';
import { InvoiceEventType } from '../../../src-generated/model/invoiceEventType';
import { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import { InvoiceType } from '../../../src-generated/model/invoiceType';
import {
  GetInvoiceResponse,
  ListInvoiceEventsResponse,
} from '../../../src-generated/zod/invoices/invoices.zod';
import { CreateSepaMandateResponse } from '../../../src-generated/zod/sepa-mandates/sepa-mandates.zod';
import { GetSubscriptionResponse } from '../../../src-generated/zod/subscriptions/subscriptions.zod';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { invoiceTotals } from '../../areas/invoices/amounts';
import { invoicePdf } from '../../areas/invoices/pdf';
import { stepInvoice } from '../../areas/invoices/rules';
import { omit } from '../../lib/respond';
import { findScenario, scenarios } from '../../scenarios';
import type { Payment } from '../../../src-generated/model/payment';
import { createSeedContext } from './context';
import { seedBankAccounts, seedCompany, seedDebitors, seedUsers } from './core';
import { emptyDb, seedDb } from './index';
import { seedInvoices } from './invoices';

describe('billing seed', () => {
  const db = seedDb('default');

  it('seeds about 120 invoices that pass the strict contract schema', () => {
    expect(db.invoices.length).toBeGreaterThanOrEqual(110);
    expect(db.invoices.length).toBeLessThanOrEqual(135);
    for (const invoice of db.invoices) GetInvoiceResponse.parse(omit(invoice, 'originalInvoiceId'));
  });

  it('covers every status, type and event type', () => {
    const statuses = new Set(db.invoices.map((invoice) => invoice.status));
    expect([...statuses].sort()).toEqual(Object.values(InvoiceStatus).sort());
    const types = new Set(db.invoices.map((invoice) => invoice.invoiceType));
    expect([...types].sort()).toEqual(Object.values(InvoiceType).sort());
    for (const type of ['CORRECTIVE_INVOICE', 'CANCELLATION_INVOICE'] as const)
      expect(db.invoices.some((invoice) => invoice.invoiceType === type && invoice.status === 'DRAFT')).toBe(
        true,
      );
    const events = new Set(db.invoiceEvents.map((event) => event.eventType));
    expect([...events].sort()).toEqual(Object.values(InvoiceEventType).sort());
    expect(
      db.invoices.some((invoice) => invoice.status === 'CONFLICT' && invoice.paymentStatus === 'INITIATED'),
    ).toBe(true);
    expect(db.invoices.some((invoice) => invoice.paymentMethod === 'DIRECT_DEBIT')).toBe(true);
  });

  it('computes totals from the positions and numbers finalized documents', () => {
    for (const invoice of db.invoices) {
      const totals = invoiceTotals(invoice.positions ?? [], invoice.defaultTaxRate, invoice.reverseCharge);
      expect({ subTotal: invoice.subTotal, taxes: invoice.taxes, total: invoice.total }).toEqual(totals);
      if (invoice.status === 'DRAFT') expect(invoice.invoiceNumber).toBeUndefined();
      else expect(invoice.invoiceNumber).toMatch(/^(RE|KR|ST)-2026-\d{4}$/);
    }
    const numbers = db.invoices.flatMap((invoice) => (invoice.invoiceNumber ? [invoice.invoiceNumber] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    const rates = new Set(db.invoices.flatMap((invoice) => Object.keys(invoice.taxes ?? {})));
    expect(rates).toEqual(new Set(['7', '19']));
  });

  it('links adjustments to originals in a matching status', () => {
    for (const invoice of db.invoices.filter((candidate) => candidate.originalInvoiceId)) {
      const original = db.invoices.find((candidate) => candidate.id === invoice.originalInvoiceId);
      expect(original?.invoiceType).toBe('INVOICE');
      expect(original?.debitor?.id).toBe(invoice.debitor?.id);
      if (invoice.invoiceType === 'CANCELLATION_INVOICE' && invoice.status !== 'DRAFT')
        expect(['CANCELLED', 'REFUND_IN_PROGRESS', 'CANCELLATION_COMPLETED']).toContain(original?.status);
      if (invoice.invoiceType === 'CORRECTIVE_INVOICE' && invoice.status !== 'DRAFT')
        expect(original?.status).toBe('CANCELLED');
      if (invoice.status === 'DRAFT') expect(['OPEN', 'PAID']).toContain(original?.status);
    }
  });

  it('gives every invoice an event history that passes the schema, oldest first from CREATED', () => {
    for (const invoice of db.invoices) {
      const events = db.invoiceEvents
        .filter((event) => event.invoiceId === invoice.id)
        .map((event) => omit(event, 'invoiceId'));
      ListInvoiceEventsResponse.parse({ _embedded: { invoiceEventsList: events } });
      expect(events[0]?.eventType).toBe('CREATED');
      expect(events[0]?.eventDateTime).toBe(invoice.createdDateTimeUTC);
      for (const event of events)
        expect(Date.parse(event.eventDateTime)).toBeLessThan(Date.parse('2026-11-01T09:00:00Z'));
    }
  });

  it('seeds about 40 SEPA mandates with valid IBANs and BICs, an ACTIVE one for each direct-debit customer', () => {
    expect(db.sepaMandates.length).toBeGreaterThanOrEqual(35);
    for (const mandate of db.sepaMandates) {
      CreateSepaMandateResponse.parse(omit(mandate, 'debitorId', 'createdDateTimeUTC'));
      expect(isValidIBAN(mandate.iban)).toBe(true);
      expect(isValidBIC(mandate.bic ?? '')).toBe(true);
      expect(mandate.mandateReference).toMatch(/^MR-20\d\d-\d{6}$/);
    }
    expect(new Set(db.sepaMandates.map((mandate) => mandate.state))).toEqual(new Set(['ACTIVE', 'INACTIVE']));
    for (const debitor of db.debitors.filter((candidate) => candidate.paymentMethod === 'DIRECT_DEBIT'))
      expect(
        db.sepaMandates.some((mandate) => mandate.debitorId === debitor.id && mandate.state === 'ACTIVE'),
      ).toBe(true);
  });

  it('seeds about 25 subscriptions in every status and interval', () => {
    expect(db.subscriptions.length).toBe(25);
    for (const subscription of db.subscriptions)
      GetSubscriptionResponse.parse(omit(subscription, 'productId', 'bankAccountId'));
    expect(new Set(db.subscriptions.map((item) => item.status))).toEqual(
      new Set(['ACTIVE', 'CANCELLED', 'CANCELLATION_REQUESTED']),
    );
    expect(new Set(db.subscriptions.map((item) => item.interval))).toEqual(new Set(['MONTHLY', 'YEARLY']));
    expect(db.subscriptions.some((item) => item.status === 'ACTIVE' && !item.nextPaymentDueDate)).toBe(true);
    for (const item of db.subscriptions.filter((candidate) => candidate.status === 'CANCELLATION_REQUESTED'))
      expect(item.cancellationRequest?.targetDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves the lists empty for a fresh sandbox company', () => {
    const fresh = seedDb('fresh');
    expect(fresh.invoices).toEqual([]);
    expect(fresh.invoiceEvents).toEqual([]);
    expect(fresh.sepaMandates).toEqual([]);
    expect(fresh.subscriptions).toEqual([]);
  });

  it('is deterministic', () => {
    expect(seedDb('default').invoices).toEqual(db.invoices);
  });

  it('renders a real PDF for every seeded document that offers one', async () => {
    const documents = db.invoices.filter((invoice) => stepInvoice('downloadPdf', invoice).ok);
    expect(documents.length).toBeGreaterThan(90);
    for (const invoice of documents) {
      const bytes = await invoicePdf(db, invoice);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    }
  });

  it('seeds every scenario without a refused history', () => {
    for (const scenario of scenarios) expect(() => seedDb(scenario.name)).not.toThrow();
  });

  it('gives the invoice payments of the payments seed an invoice in the matching stage', () => {
    const linked = emptyDb('default', 'sandbox');
    const context = createSeedContext(linked, findScenario('default'));
    for (const seed of [seedUsers, seedCompany, seedBankAccounts, seedDebitors]) seed(linked, context);
    const online = linked.debitors.find(
      (debitor) => debitor.paymentMethod === 'ONLINE_PAYMENT' && debitor.address,
    );
    const direct = linked.debitors.find(
      (debitor) => debitor.paymentMethod === 'DIRECT_DEBIT' && debitor.address,
    );
    const states = [
      'COMPLETED',
      'PENDING',
      'CHARGED_BACK',
      'CANCELLED',
      'REFUND_IN_PROGRESS',
      'REFUND_COMPLETED',
    ] as const;
    const payments: Payment[] = states.map((state, index) => ({
      id: `payment-${index}`,
      state,
      paymentMethod: 'ONLINE_PAYMENT',
      paymentType: 'INVOICE',
      purpose: `Rechnung 2026-04${index}`,
      amount: [119, 53.5, 250, 89.9, 1234.56, 12][index] ?? 1,
      createdDateTimeUTC: `2026-0${index + 3}-10T10:00:00.000Z`,
      debitorRef: online?.id,
      invoice: { internalRef: `INT-2026-04${index}` },
    }));
    payments.push({
      ...payments[3]!,
      id: 'payment-dd',
      paymentMethod: 'DIRECT_DEBIT',
      debitorRef: direct?.id,
    });
    payments.push({ ...payments[0]!, id: 'payment-plain', invoice: undefined });
    linked.payments.push(...payments);
    seedInvoices(linked, context);

    const expected: Record<string, string> = {
      COMPLETED: 'PAID',
      PENDING: 'OPEN',
      CHARGED_BACK: 'CONFLICT',
      CANCELLED: 'CANCELLED',
      REFUND_IN_PROGRESS: 'REFUND_IN_PROGRESS',
      REFUND_COMPLETED: 'CANCELLATION_COMPLETED',
    };
    for (const payment of payments.slice(0, states.length)) {
      const invoice = linked.invoices.find((candidate) => candidate.paymentId === payment.id);
      expect(invoice, payment.state).toMatchObject({
        total: payment.amount,
        internalRef: payment.invoice?.internalRef,
        debitor: { id: payment.debitorRef },
        paymentStatus: payment.state,
      });
      expect(
        ['OPEN', 'REMINDED', 'IN_DUNNING'].includes(expected[payment.state] ?? '') ||
          invoice?.status === expected[payment.state],
      ).toBe(true);
      const events = linked.invoiceEvents.filter((event) => event.invoiceId === invoice?.id);
      expect(events.some((event) => event.paymentId === payment.id)).toBe(true);
    }
    // A cancelled unpaid direct debit cannot come from a cancellation invoice; a payment without an invoice needs none.
    expect(linked.invoices.some((invoice) => invoice.paymentId === 'payment-dd')).toBe(false);
    expect(linked.invoices.some((invoice) => invoice.paymentId === 'payment-plain')).toBe(false);
  });
});
