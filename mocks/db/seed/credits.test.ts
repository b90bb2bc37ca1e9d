import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import { GetCreditNoteByCreditIdResponse } from '../../../src-generated/zod/credit-notes/credit-notes.zod';
import { GetCreditResponse, ListCreditEventsResponse } from '../../../src-generated/zod/credits/credits.zod';
import { omit } from '../../lib/respond';
import { creditEventsFor } from '../../areas/credits/rules';
import { findScenario } from '../../scenarios';
import { createSeedContext } from './context';
import { seedCredits } from './credits';
import { seedDb } from './index';

const db = seedDb('default');

describe('credit seed', () => {
  it('has about 25 credits in every status, each with the events of its path', () => {
    expect(db.credits).toHaveLength(25);
    expect(new Set(db.credits.map((credit) => credit.creditStatus))).toEqual(
      new Set(['CREATING', 'PENDING', 'SENT', 'ERROR']),
    );
    for (const credit of db.credits) {
      expect(() => GetCreditResponse.parse(omit(credit, 'bankAccountId'))).not.toThrow();
      const events = db.creditEvents
        .filter((event) => event.creditId === credit.id)
        .sort((a, b) => a.eventDateTimeUTC.localeCompare(b.eventDateTimeUTC));
      expect(events.map((event) => event.eventType)).toEqual(creditEventsFor(credit.creditStatus));
      expect(() => ListCreditEventsResponse.parse({ _embedded: { credit_events: events } })).not.toThrow();
      expect(db.debitors.some((debitor) => debitor.id === credit.customer?.id)).toBe(true);
    }
  });

  it('pays credits only to customers with an active SEPA mandate when mandates exist', () => {
    const withMandates = seedDb('default');
    withMandates.credits = [];
    withMandates.creditEvents = [];
    withMandates.creditNotes = [];
    const [first, second] = withMandates.debitors;
    const mandate = {
      mandateReference: 'MR-1',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      createdDateTimeUTC: '2026-10-01T10:00:00.000Z',
    };
    withMandates.sepaMandates = [
      { ...mandate, id: 'mandate-1', state: 'ACTIVE', debitorId: first?.id ?? '' },
      { ...mandate, id: 'mandate-2', state: 'INACTIVE', debitorId: second?.id ?? '' },
    ];
    seedCredits(withMandates, createSeedContext(withMandates, findScenario('default')));
    expect(withMandates.credits).toHaveLength(25);
    expect(new Set(withMandates.credits.map((credit) => credit.customer?.id))).toEqual(new Set([first?.id]));
  });

  it('has about 15 credit notes in every status the contract allows, each for a credit', () => {
    expect(db.creditNotes).toHaveLength(15);
    expect(new Set(db.creditNotes.map((note) => note.status))).toEqual(new Set(Object.values(InvoiceStatus)));
    const creditIds = new Set(db.credits.map((credit) => credit.id));
    for (const note of db.creditNotes) {
      expect(() => GetCreditNoteByCreditIdResponse.parse(note)).not.toThrow();
      expect(note.creditId && creditIds.has(note.creditId)).toBe(true);
      const credit = db.credits.find((candidate) => candidate.id === note.creditId);
      expect(note.total).toBe(credit?.amount);
      if (note.status === 'DRAFT') expect(note.invoiceNumber).toBeUndefined();
      else expect(note.invoiceNumber).toMatch(/^GS-\d{4}-\d{4}$/);
    }
    expect(new Set(db.creditNotes.map((note) => note.creditId)).size).toBe(15);
  });

  it('is empty for a fresh company', () => {
    const fresh = seedDb('fresh');
    expect([fresh.credits, fresh.creditEvents, fresh.creditNotes]).toEqual([[], [], []]);
  });
});
