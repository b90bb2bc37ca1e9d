/** Fixtures shared by the payment action tests. */
import type { PaymentState } from '../../../src-generated/model/paymentState';
import { ListPaymentEventsResponse } from '../../../src-generated/zod/payments/payments.zod';
import type { PaymentRecord } from '../../db/schema';
import { getDb } from '../../db/store';
import { callOperation } from '../../test-helpers';

export const pdfBytes = (size = 1200) => {
  const bytes = new Uint8Array(size).fill(32);
  bytes.set([37, 80, 68, 70, 45, 49, 46, 55]); // %PDF-1.7
  return bytes;
};
export const base64 = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/** A plain online payment request of the seed, put into the state a test needs. */
export const paymentIn = (state: PaymentState, changes: Partial<PaymentRecord> = {}) => {
  const payment = getDb().payments.find(
    (candidate) =>
      candidate.paymentMethod === 'ONLINE_PAYMENT' &&
      candidate.paymentType === 'PAYMENT_REQUEST' &&
      !candidate.invoice &&
      !candidate.isDonation,
  );
  if (!payment) throw new Error('The seed has no plain online payment');
  Object.assign(payment, { state, ...changes });
  return payment;
};

export const eventTypes = async (id: string) => {
  const result = await callOperation('listPaymentEvents', { params: { id } });
  return ListPaymentEventsResponse.parse(result.body)._embedded.paperlessEventsList.map(
    (event) => event.eventType,
  );
};

export const customer = (method: 'ONLINE_PAYMENT' | 'DIRECT_DEBIT') => {
  const debitor = getDb().debitors.find(
    (candidate) => candidate.paymentMethod === method && candidate.firstName,
  );
  if (!debitor) throw new Error(`The seed has no ${method} customer`);
  return debitor;
};
