/**
 * The cancellation and correction wizards' data (spec 3 §4, §5): two reasons of at most 60
 * characters (the backend wants at least 5 when one is given), the request body, and the
 * corrective draft's update with its changed positions.
 */
import { z } from 'zod';
import {
  cancelInvoiceBodyInvoiceCorrectionReasonExternalMax,
  cancelInvoiceBodyInvoiceCorrectionReasonInternalMax,
} from '@generated/zod/invoices/invoices.zod';
import type { Invoice } from '@generated/model/invoice';
import type { InvoiceAdjustment } from '@generated/model/invoiceAdjustment';
import type { InvoiceInput } from '@generated/model/invoiceInput';
import { PositionSchema, toPositionInput } from './invoice-schema';

export type AdjustmentKind = 'cancel' | 'correct';

/** Spec 2 §9: reasons have 5 to 60 characters. */
export const REASON_MIN = 5;

const reason = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= REASON_MIN, 'invoice-editor:validation.reasonLength')
    .refine((value) => value.length <= max, 'invoice-editor:validation.reasonLength');

export const ReasonsSchema = z.object({
  external: reason(cancelInvoiceBodyInvoiceCorrectionReasonExternalMax),
  internal: reason(cancelInvoiceBodyInvoiceCorrectionReasonInternalMax),
});

export type ReasonsInput = z.input<typeof ReasonsSchema>;
export type ReasonsValues = z.output<typeof ReasonsSchema>;

export const REASON_MAX = cancelInvoiceBodyInvoiceCorrectionReasonExternalMax;

export const toAdjustmentBody = (
  original: Pick<Invoice, 'id'>,
  reasons: ReasonsValues,
): InvoiceAdjustment => ({
  refToOriginalInvoice: original.id,
  invoiceCorrectionReasonExternal: reasons.external || undefined,
  invoiceCorrectionReasonInternal: reasons.internal || undefined,
});

/** The correction's positions; reverse charge only decides how the live totals are computed. */
export const PositionsSchema = z.object({
  positions: z.array(PositionSchema).min(1),
  reverseCharge: z.boolean(),
});
export type PositionsValues = z.output<typeof PositionsSchema>;

/** PUT /invoices/{id} for the corrective draft: everything as it is, with the new positions. */
export const correctedDraftInput = (draft: Invoice, values: PositionsValues): InvoiceInput => ({
  debitorId: draft.debitor?.id ?? '',
  creditorBankAccountId: draft.creditorBankAccount?.id ?? '',
  positions: values.positions.map(toPositionInput),
  defaultTaxRate: draft.defaultTaxRate,
  reverseCharge: draft.reverseCharge,
  vatId: draft.vatId,
  taxId: draft.taxId,
  paymentTermInDays: draft.paymentTermInDays,
  servicePeriodStart: draft.servicePeriodStart,
  servicePeriodEnd: draft.servicePeriodEnd,
  servicePeriodVariant: draft.servicePeriodVariant,
  paymentMethod: draft.paymentMethod,
});

const PREFIX: Record<AdjustmentKind, string> = { cancel: 'Stornierung_', correct: 'Korrektur_' };

/** The preview is saved as 'Stornierung_…' or 'Korrektur_…' (spec 3 §4), always ending in .pdf. */
export const previewFileName = (kind: AdjustmentKind, name: string, fallback: string): string => {
  const base = (name.trim() || fallback).replace(/\.pdf$/i, '');
  const prefixed = base.startsWith(PREFIX[kind]) ? base : `${PREFIX[kind]}${base}`;
  return `${prefixed}.pdf`;
};
