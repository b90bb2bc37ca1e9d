/** Creating payments and everything done to one: cancel, verify, remind, donation, refund, invoice upload. */
import * as z from 'zod';
import { ChangePaymentStateBody, CreatePaymentBody } from '../../../src-generated/zod/payments/payments.zod';
import type { PaymentRecord } from '../../db/schema';
import { nextId } from '../../lib/ids';
import { badRequest, notFound, ok, validationProblem } from '../../lib/respond';
import { route } from '../../lib/route';
import { checkPaymentAction, donationReceiptUrl, nextDay, verificationId, embeddedDebitor } from './rules';
import { addPaymentEvent, emptyOk, findPayment, paymentResponse } from './records';

/** Spec 2 §5: PDF only, at most 2 MB. */
export const MAX_INVOICE_BYTES = 2_097_152;

const isPdf = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0) === '%PDF';

/** 'unsupported format' or 'file size' when the file is not an acceptable invoice PDF. */
const invoiceFileProblem = (bytes: Uint8Array) => {
  if (!isPdf(bytes)) return badRequest('unsupported format');
  if (bytes.length > MAX_INVOICE_BYTES) return badRequest('file size');
  return undefined;
};

const decodeBase64 = (text: string): Uint8Array | undefined => {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
};

/**
 * Files from request.formData() come from the fetch implementation's realm, which is not the
 * test environment's Blob, so the upload is checked by shape rather than with instanceof.
 */
const UploadForm = z.object({
  file: z.custom<Blob>(
    (value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value,
    'file is required',
  ),
  title: z.string().min(1, 'title is required'),
});

const isForm = (value: unknown): value is Pick<FormData, 'get'> =>
  typeof value === 'object' && value !== null && 'get' in value && typeof value.get === 'function';

/** 'blob' is what a file without a name is sent as. */
const fileName = (file: Blob, fallback: string) =>
  'name' in file && typeof file.name === 'string' && file.name && file.name !== 'blob' ? file.name : fallback;

export const paymentActionHandlers = [
  route('createPayment', ({ db, body, userEmail }) => {
    const input = CreatePaymentBody.parse(body);
    const debitor = db.debitors.find((candidate) => candidate.id === input.debitorId);
    if (!debitor) return badRequest('debitor not found');
    if (input.paymentMethod === 'ONLINE_PAYMENT' && !input.paymentType) {
      return badRequest('paymentType is required for online payments');
    }
    const account = input.bankAccountId
      ? db.bankAccounts.find((candidate) => candidate.id === input.bankAccountId)
      : db.bankAccounts.find((candidate) => candidate.default);
    if (input.bankAccountId && !account) return badRequest('creditorBankAccount is unknown');
    const directDebit = input.paymentMethod === 'DIRECT_DEBIT';
    if (directDebit && debitor.paymentMethod !== 'DIRECT_DEBIT') {
      return badRequest('direct debit is not available: the customer pays online');
    }
    if (directDebit && (!account?.directDebitActive || account.status === 'HAS_EXPIRED')) {
      return badRequest('direct debit is not active for the bank account');
    }
    const settings = db.company.accountSettings;
    if (input.isDonation && !settings?.isDonationReceiptsEnabled) {
      return badRequest('donation receipts are not enabled');
    }
    // Direct debit always notifies; opting out needs the company's notification setting.
    const notifications = directDebit ? 'EMAIL' : (input.paymentNotifications ?? 'EMAIL');
    if (notifications === 'NONE' && !settings?.paymentNotificationSettingsEnabled) {
      return badRequest('payment notifications cannot be disabled');
    }
    if (input.agentApp && !db.connectedApps.some((app) => app.applicationId === input.agentApp)) {
      return badRequest('agent app not found');
    }
    let attachment: Uint8Array | undefined;
    if (input.attachmentBase64) {
      attachment = decodeBase64(input.attachmentBase64);
      if (!attachment) return badRequest('unsupported format');
      const problem = invoiceFileProblem(attachment);
      if (problem) return problem;
    }

    const now = new Date().toISOString();
    const payment: PaymentRecord = {
      id: nextId(db),
      state: 'PENDING',
      paymentMethod: input.paymentMethod,
      paymentType: input.paymentType ?? (attachment ? 'INVOICE' : 'PAYMENT_REQUEST'),
      purpose: input.purpose,
      ...(input.externalReference ? { externalReference: input.externalReference } : {}),
      verificationId: verificationId(Math.random),
      amount: input.amount,
      isDonation: input.isDonation ?? false,
      chargeDate: input.chargeDate ?? nextDay(now),
      createdDateTimeUTC: now,
      debitor: embeddedDebitor(debitor),
      debitorRef: debitor.id,
      ...(input.metadata?.length ? { metadata: input.metadata } : {}),
    };
    if (attachment) {
      payment.invoiceDocument = {
        title: input.attachmentName ?? input.purpose,
        fileName: input.attachmentName ?? 'invoice.pdf',
        size: attachment.length,
        uploadedDateTimeUTC: now,
      };
    }
    db.payments.push(payment);
    const user = userEmail ?? 'SYSTEM';
    addPaymentEvent(db, payment.id, 'CREATED_BY_CREDITOR', user);
    if (attachment) {
      addPaymentEvent(
        db,
        payment.id,
        directDebit ? 'DEBIT_INVOICE_UPLOADED_BY_CREDITOR' : 'INVOICE_UPLOADED_BY_CREDITOR',
        user,
      );
    }
    if (directDebit) {
      addPaymentEvent(db, payment.id, 'DIRECT_DEBIT_CREATED', 'SYSTEM');
      addPaymentEvent(db, payment.id, 'DEBITOR_NOTIFIED', 'SYSTEM');
    } else if (notifications === 'EMAIL') {
      addPaymentEvent(db, payment.id, 'PAYMENT_REQUESTED_BY_CREDITOR', user);
    }
    return ok(paymentResponse(payment, { metadata: true }));
  }),

  route('changePaymentState', ({ db, body, params, userEmail }) => {
    const input = ChangePaymentStateBody.parse(body);
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    const action = input.state === 'CANCELLED' ? 'cancel' : 'verify';
    if (action === 'cancel' && !input.cancelReasonDebitor)
      return badRequest('cancelReasonDebitor is required');
    const check = checkPaymentAction(payment, action);
    if (!check.allowed) return badRequest(check.reason);
    payment.state = check.state;
    const user = userEmail ?? 'SYSTEM';
    if (action === 'cancel') {
      payment.cancelStatus = {
        cancelReasonDebitor: input.cancelReasonDebitor,
        ...(input.cancelReasonInternal ? { cancelReasonInternal: input.cancelReasonInternal } : {}),
      };
      addPaymentEvent(db, payment.id, 'CANCELLED_BY_CREDITOR', user, {
        reason: input.cancelReasonDebitor,
        reasonMessage: JSON.stringify(payment.cancelStatus),
      });
      if (input.sendEmailNotification !== false)
        addPaymentEvent(db, payment.id, 'PAYMENT_CANCELLATION', 'SYSTEM');
    } else {
      addPaymentEvent(db, payment.id, 'PAYMENT_VERIFIED', user, { reason: 'Manuell als bezahlt markiert' });
      if (input.sendEmailNotification) addPaymentEvent(db, payment.id, 'PAYMENT_CONFIRMATION_SENT', 'SYSTEM');
    }
    return ok(paymentResponse(payment));
  }),

  route('sendPaymentReminder', ({ db, params, userEmail }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    const check = checkPaymentAction(payment, 'sendReminder');
    if (!check.allowed) return badRequest(check.reason);
    addPaymentEvent(db, payment.id, 'PAYMENT_REMINDER_SENT', userEmail ?? 'SYSTEM');
    return emptyOk();
  }),

  route('markPaymentAsDonation', ({ db, params, userEmail }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    const check = checkPaymentAction(payment, 'markAsDonation', {
      donationReceiptsEnabled: db.company.accountSettings?.isDonationReceiptsEnabled ?? false,
    });
    if (!check.allowed) return badRequest(check.reason);
    payment.isDonation = true;
    payment.donation = { documentPublicUrl: donationReceiptUrl(payment.id) };
    addPaymentEvent(db, payment.id, 'MARKED_AS_DONATION', userEmail ?? 'SYSTEM');
    if (payment.state === 'COMPLETED' || payment.state === 'VERIFIED') {
      addPaymentEvent(db, payment.id, 'SEND_DONATION_RECEIPT', 'SYSTEM');
    }
    return emptyOk();
  }),

  route('completePaymentRefund', ({ db, params, userEmail }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    const check = checkPaymentAction(payment, 'completeRefund');
    if (!check.allowed) return badRequest(check.reason);
    payment.state = check.state;
    addPaymentEvent(db, payment.id, 'PAYMENT_REFUND_COMPLETED_BY_CREDITOR', userEmail ?? 'SYSTEM');
    return emptyOk();
  }),

  route('uploadPaymentInvoice', async ({ db, body, params, userEmail }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    if (!isForm(body)) return badRequest('multipart/form-data with file and title expected');
    const upload = UploadForm.safeParse({ file: body.get('file'), title: body.get('title') ?? undefined });
    if (!upload.success) return validationProblem(upload.error);
    const bytes = new Uint8Array(await upload.data.file.arrayBuffer());
    const problem = invoiceFileProblem(bytes);
    if (problem) return problem;
    if (payment.paymentType !== 'INVOICE') return badRequest('only INVOICE payments carry an invoice');
    payment.invoiceDocument = {
      title: upload.data.title,
      fileName: fileName(upload.data.file, `${upload.data.title}.pdf`),
      size: bytes.length,
      uploadedDateTimeUTC: new Date().toISOString(),
    };
    const directDebit = payment.paymentMethod === 'DIRECT_DEBIT';
    addPaymentEvent(
      db,
      payment.id,
      directDebit ? 'DEBIT_INVOICE_UPLOADED_BY_CREDITOR' : 'INVOICE_UPLOADED_BY_CREDITOR',
      userEmail ?? 'SYSTEM',
    );
    return emptyOk();
  }),
];
