/** The invoice editor's calls: saving drafts, finalizing, cancelling and correcting (spec 2 §7). */
import { getGetCustomerQueryOptions } from '@/entities/customer/customer';
import { queryOptions } from '@tanstack/react-query';
import { getListBankAccountsQueryOptions } from '@generated/api/bank-accounts/bank-accounts';
import {
  cancelInvoice,
  correctInvoice,
  createInvoice,
  finalizeInvoice,
  finalizeInvoiceCancellation,
  finalizeInvoiceCorrection,
  getGetInvoiceQueryKey,
  getGetInvoiceQueryOptions,
  getListInvoiceEventsQueryKey,
  getListInvoiceReferencesQueryKey,
  getListInvoicesQueryKey,
  listInvoices,
  previewInvoiceCancellation,
  updateInvoice,
} from '@generated/api/invoices/invoices';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import { getListProductsQueryOptions } from '@generated/api/products/products';
import type { Invoice } from '@generated/model/invoice';
import type { InvoiceAdjustment } from '@generated/model/invoiceAdjustment';
import type { InvoiceInput } from '@generated/model/invoiceInput';
import type { InvoiceType } from '@generated/model/invoiceType';
import { base64ToBlob } from '@/lib/download';
import { useCreateOnce } from '@/lib/create-once';
import { findSentIn, LOOKUP_SIZE } from '@/lib/find-sent';
import { NEWEST_FIRST } from '@/lib/list-search';
import { useAppMutation } from '@/lib/mutation';
import {
  correctedDraftInput,
  previewFileName,
  type AdjustmentKind,
  type PositionsValues,
} from './adjustment-schema';

/** Every list of invoices (the list page, a customer's tab) and what is shown of this invoice. */
export const invoiceKeys = (...ids: (string | undefined)[]) => [
  getListInvoicesQueryKey(),
  ...ids
    .filter((id) => id !== undefined)
    .flatMap((id) => [
      getGetInvoiceQueryKey(id),
      getListInvoiceEventsQueryKey(id),
      getListInvoiceReferencesQueryKey(id),
    ]),
];

export const bankAccountsQueryOptions = () =>
  getListBankAccountsQueryOptions({ query: { retry: false, select: (list) => list.bankAccounts } });

export const customerQueryOptions = (id: string | undefined) =>
  getGetCustomerQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

/** The draft as it is now, before editing it (a row of a list may be older). */
export const draftQueryOptions = (id: string | undefined) =>
  getGetInvoiceQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false, staleTime: 0 } });

/** Spec 2 §9: the product picker asks for 5 products. */
export const PRODUCT_PICKER_SIZE = 5;

export const productsQueryOptions = (search: string) =>
  getListProductsQueryOptions(
    { size: PRODUCT_PICKER_SIZE, page: 0, search: search.trim() || undefined, productTypes: ['PRODUCT'] },
    { query: { retry: false } },
  );

/** The draft a try may have made: the customer's, made since, with the positions and terms sent. */
const findSentDraft = findSentIn({
  list: async (input: InvoiceInput) =>
    (
      await listInvoices({
        debitorRef: input.debitorId,
        statuses: ['DRAFT'],
        sort: [NEWEST_FIRST],
        size: LOOKUP_SIZE,
      })
    )._embedded.invoices,
  createdAt: (invoice) => invoice.createdDateTimeUTC,
  fields: [
    'positions',
    'defaultTaxRate',
    'reverseCharge',
    'vatId',
    'taxId',
    'paymentTermInDays',
    'servicePeriodStart',
    'servicePeriodEnd',
    'servicePeriodVariant',
    'paymentMethod',
  ],
  matches: (invoice, input) => invoice.debitor?.id === input.debitorId,
});

/** POST /invoices for a new draft, PUT /invoices/{id} for a saved one. */
export const useSaveInvoice = () => {
  const create = useCreateOnce(createInvoice, findSentDraft);
  return useAppMutation({
    mutationFn: ({ id, body }: { id?: string; body: InvoiceInput }) =>
      id ? updateInvoice(id, body) : create(body),
    invalidates: (variables, saved) => invoiceKeys(variables.id ?? saved?.id),
    // The dialog shows the failure itself, next to what the user typed.
  });
};

/** Spec 2 §4: a normal, a cancellation and a corrective invoice are each finalized by their own call. */
export const finalizeCallFor = (invoiceType: InvoiceType): ((id: string) => Promise<Invoice>) => {
  if (invoiceType === 'CANCELLATION_INVOICE') return finalizeInvoiceCancellation;
  if (invoiceType === 'CORRECTIVE_INVOICE') return finalizeInvoiceCorrection;
  return finalizeInvoice;
};

const finalizeInvalidates = (invoice: Pick<Invoice, 'id'>, original?: string) => [
  ...invoiceKeys(invoice.id, original),
  getListPaymentsQueryKey(),
];

/** The editor's finalize: 'invoice finalized' or 'Something went wrong with finalization'. */
export const useFinalizeInvoice = () =>
  useAppMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'invoiceType'>) =>
      finalizeCallFor(invoice.invoiceType)(invoice.id),
    invalidates: (invoice) => finalizeInvalidates(invoice),
    success: 'invoice-editor:messages.invoice finalized',
    error: 'invoice-editor:messages.Something went wrong with finalization',
  });

/** POST /invoices/cancel or /invoices/corrections: the draft cancellation or corrective invoice. */
export const useCreateAdjustment = (kind: AdjustmentKind) =>
  useAppMutation({
    mutationFn: (body: InvoiceAdjustment) => (kind === 'cancel' ? cancelInvoice(body) : correctInvoice(body)),
    invalidates: (body, draft) => invoiceKeys(body.refToOriginalInvoice, draft?.id),
    error: {
      key:
        kind === 'cancel'
          ? 'invoice-editor:messages.unsuccessfully cancelled'
          : 'invoice-editor:messages.correction unsuccessfull',
      withServerMessage: true,
    },
  });

/** PUT /invoices/{id}: the corrective draft with its changed positions. */
export const useUpdateCorrectiveDraft = () =>
  useAppMutation({
    mutationFn: ({ draft, values }: { draft: Invoice; values: PositionsValues }) =>
      updateInvoice(draft.id, correctedDraftInput(draft, values)),
    invalidates: ({ draft }) => invoiceKeys(draft.id),
    error: { key: 'invoice-editor:messages.saveFailed', withServerMessage: true },
  });

/** The draft's PDF (POST /invoices/cancel/finalize-preview/{id}), for both kinds of adjustment. */
export const adjustmentPreviewQueryOptions = (kind: AdjustmentKind, draftId: string, version: number) =>
  queryOptions({
    queryKey: ['/invoices/cancel/finalize-preview', draftId, { kind, version }],
    queryFn: async () => {
      const document = await previewInvoiceCancellation(draftId);
      return {
        name: previewFileName(kind, document.name, draftId),
        blob: base64ToBlob(document.content, 'application/pdf'),
      };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** Finalizing an adjustment: 'successfully sent' / 'unsuccessfully sent'; lists reload either way. */
export const useFinalizeAdjustment = (originalId: string) =>
  useAppMutation({
    mutationFn: (draft: Pick<Invoice, 'id' | 'invoiceType'>) => finalizeCallFor(draft.invoiceType)(draft.id),
    invalidates: (draft) => finalizeInvalidates(draft, originalId),
    success: 'invoice-editor:messages.successfully sent',
    error: { key: 'invoice-editor:messages.unsuccessfully sent', withServerMessage: true },
  });
