/** What the invoice handlers share: records, events, input rules and the answer shape. */
import type { InvoiceEventType } from '../../../src-generated/model/invoiceEventType';
import type { InvoiceInput } from '../../../src-generated/model/invoiceInput';
import { invoiceTotals } from './amounts';
import { debitorSummary, isAddressComplete } from '../customers/rules';
import type { Db } from '../../db/schema';
import { type InvoiceAction, stepInvoice } from './rules';
import { badRequest, notFound, omit } from '../../lib/respond';

export type InvoiceRecord = Db['invoices'][number];

export const SYSTEM = 'SYSTEM';

export const findInvoice = (db: Db, id: string | undefined) =>
  db.invoices.find((invoice) => invoice.id === id);

export const invoiceNotFound = () => notFound('Invoice');

/** The answer: the record without the mock's own link field. */
export const toInvoice = (record: InvoiceRecord) => omit(record, 'originalInvoiceId');

export const addEvents = (
  db: Db,
  invoiceId: string,
  types: InvoiceEventType[],
  triggeredBy: string,
  eventDateTime: string,
  paymentId?: string,
) => {
  for (const eventType of types) {
    db.invoiceEvents.push({
      invoiceId,
      eventType,
      eventDateTime,
      triggeredBy,
      ...(paymentId ? { paymentId } : {}),
    });
  }
};

/**
 * Moves an invoice through the state machine and writes the events of the step. Returns the
 * refusal as a 400 Problem when the step is not allowed.
 */
export const applyStep = (
  db: Db,
  invoice: InvoiceRecord,
  action: InvoiceAction,
  userEmail: string,
  time: string,
): Response | undefined => {
  const step = stepInvoice(action, invoice);
  if (!step.ok) return badRequest(step.message);
  invoice.status = step.status;
  addEvents(db, invoice.id, step.events, step.actor === 'user' ? userEmail : SYSTEM, time);
  return undefined;
};

/** Refuses without changing anything, for checks before a multi-record change. */
export const refusal = (invoice: InvoiceRecord, action: InvoiceAction): Response | undefined => {
  const step = stepInvoice(action, invoice);
  return step.ok ? undefined : badRequest(step.message);
};

/** The cross-field rules of spec 2 §5 that the contract's schema cannot state. */
export const checkInput = (db: Db, input: InvoiceInput) => {
  const debitor = db.debitors.find((candidate) => candidate.id === input.debitorId);
  if (!debitor) return badRequest('debitor is unknown');
  if (!isAddressComplete(debitor.address)) return badRequest('customer address incomplete');
  if (!db.bankAccounts.some((account) => account.id === input.creditorBankAccountId))
    return badRequest('creditorBankAccount is unknown');
  if (input.reverseCharge) {
    if (!input.vatId?.trim()) return badRequest('vatId is needed');
    if (debitor.type !== 'ORGANIZATION') return badRequest('reverse charge is only for organizations');
  }
  if (
    input.servicePeriodStart &&
    input.servicePeriodEnd &&
    input.servicePeriodEnd <= input.servicePeriodStart
  )
    return badRequest('End date must be after begin date');
  return debitor;
};

/** The document fields an input sets (everything but id, type, status and dates). */
export const fieldsFromInput = (input: InvoiceInput, debitor: Db['debitors'][number]) => {
  const reverseCharge = input.reverseCharge ?? false;
  const { subTotal, taxes, total } = invoiceTotals(input.positions, input.defaultTaxRate, reverseCharge);
  return {
    debitor: debitorSummary(debitor),
    creditorBankAccount: { id: input.creditorBankAccountId },
    positions: input.positions,
    subTotal,
    taxes,
    total,
    defaultTaxRate: input.defaultTaxRate,
    reverseCharge,
    vatId: input.vatId,
    taxId: input.taxId,
    paymentTermInDays: input.paymentTermInDays ?? 30,
    servicePeriodStart: input.servicePeriodStart,
    servicePeriodEnd: input.servicePeriodEnd,
    servicePeriodVariant: input.servicePeriodVariant,
    paymentMethod: input.paymentMethod ?? debitor.paymentMethod,
  } satisfies Partial<InvoiceRecord>;
};
