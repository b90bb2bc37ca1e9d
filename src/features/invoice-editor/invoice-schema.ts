/**
 * The invoice form (spec 2 §3, §5): the contract's create body with the rules it cannot state
 * (complete customer address, service period order, reverse charge only with a VAT id) and the
 * mapping to the payload.
 */
import { z } from 'zod';
import {
  CreateInvoiceBody,
  createInvoiceBodyPaymentTermInDaysDefault,
  createInvoiceBodyPositionsItemDescriptionMax,
  createInvoiceBodyPositionsItemQuantityExclusiveMin,
} from '@generated/zod/invoices/invoices.zod';
import type { Invoice } from '@generated/model/invoice';
import type { InvoiceInput } from '@generated/model/invoiceInput';
import { toAmount } from '@/components/form/amount';
import { TAX_RATES, taxRateChoice, taxRateChoices } from './tax-rates';
import { isAddressComplete, type AddressParts } from '@/entities/customer/address-complete';

const message = (key: string) => `invoice-editor:validation.${key}`;

const amount = (required: string) =>
  z.preprocess(toAmount, z.number({ error: message(required) }).refine(Number.isFinite, message(required)));

export const PositionSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, message('descriptionRequired'))
    .max(createInvoiceBodyPositionsItemDescriptionMax, message('descriptionLength')),
  descriptionSubText: z.string().trim(),
  quantity: amount('quantityRequired').refine(
    (quantity) => quantity > createInvoiceBodyPositionsItemQuantityExclusiveMin,
    message('quantityPositive'),
  ),
  price: amount('priceRequired'),
  taxRate: z.enum(taxRateChoices),
  productId: z.string(),
  name: z.string(),
});

export const servicePeriodVariants = CreateInvoiceBody.shape.servicePeriodVariant.unwrap().options;

export const InvoiceSchema = z
  .object({
    debitorId: z.string().min(1, message('customerRequired')),
    /** What the chosen customer allows: known once it is picked. */
    addressComplete: z.boolean(),
    organization: z.boolean(),
    creditorBankAccountId: z.string().min(1, message('creditorBankAccount is unknown')),
    positions: z.array(PositionSchema).min(1),
    paymentTermInDays: z.preprocess(
      toAmount,
      z
        .number({ error: message('paymentTermRequired') })
        .refine(Number.isFinite, message('paymentTermRequired'))
        .refine((days) => Number.isInteger(days) && days > 0, message('paymentTermPositive')),
    ),
    servicePeriodVariant: z.enum(servicePeriodVariants),
    servicePeriodStart: z.string(),
    servicePeriodEnd: z.string(),
    reverseCharge: z.boolean(),
    vatId: z.string().trim(),
  })
  .superRefine(
    (values, context) => {
      const issue = (path: string, key: string) =>
        context.addIssue({ code: 'custom', path: [path], message: message(key) });
      if (values.debitorId && !values.addressComplete) issue('debitorId', 'customer address incomplete');
      if (values.servicePeriodVariant !== 'none' && !values.servicePeriodStart)
        issue('servicePeriodStart', 'serviceDateRequired');
      if (values.servicePeriodVariant === 'service_period') {
        if (!values.servicePeriodEnd) issue('servicePeriodEnd', 'serviceEndRequired');
        else if (values.servicePeriodStart && values.servicePeriodEnd <= values.servicePeriodStart)
          issue('servicePeriodEnd', 'End date must be after begin date');
      }
      if (values.reverseCharge && !values.organization) issue('reverseCharge', 'reverseChargeOrganization');
      if (values.reverseCharge && !values.vatId?.trim()) issue('vatId', 'vatId is needed');
      // Also while a position is still incomplete, so that the customer's problem shows at once.
    },
    { when: () => true },
  );

export type InvoiceFormInput = z.input<typeof InvoiceSchema>;
export type InvoiceFormValues = z.output<typeof InvoiceSchema>;
export type PositionInput = z.input<typeof PositionSchema>;

export const emptyPosition = (): PositionInput => ({
  description: '',
  descriptionSubText: '',
  quantity: 1,
  price: '',
  taxRate: '19',
  productId: '',
  name: '',
});

/** What a customer brings to the form: whether invoices can go to it, reverse charge, VAT id. */
export type CustomerFacts = {
  id: string;
  type?: string;
  vatId?: string;
  address?: AddressParts;
};

export const customerFields = (customer: CustomerFacts | null) => ({
  debitorId: customer?.id ?? '',
  addressComplete: isAddressComplete(customer?.address),
  organization: customer?.type === 'ORGANIZATION',
});

/** A new invoice: one empty position, 30 days to pay, no service period. */
export const newInvoiceDefaults = (customer: CustomerFacts | null, bankAccountId = ''): InvoiceFormInput => ({
  ...customerFields(customer),
  creditorBankAccountId: bankAccountId,
  positions: [emptyPosition()],
  paymentTermInDays: createInvoiceBodyPaymentTermInDaysDefault,
  servicePeriodVariant: 'none',
  servicePeriodStart: '',
  servicePeriodEnd: '',
  reverseCharge: false,
  vatId: customer?.vatId ?? '',
});

export const positionsFromInvoice = (
  invoice: Pick<Invoice, 'positions' | 'defaultTaxRate'>,
): PositionInput[] =>
  (invoice.positions ?? []).map((position) => ({
    description: position.description,
    descriptionSubText: position.descriptionSubText ?? '',
    quantity: position.quantity,
    price: position.price,
    taxRate: taxRateChoice(position.taxRate ?? invoice.defaultTaxRate),
    productId: position.productId ?? '',
    name: position.name ?? '',
  }));

/** A saved draft back in the form. */
export const invoiceDefaults = (invoice: Invoice, customer: CustomerFacts | null): InvoiceFormInput => ({
  ...customerFields(customer ?? (invoice.debitor ? { id: invoice.debitor.id } : null)),
  creditorBankAccountId: invoice.creditorBankAccount?.id ?? '',
  positions: invoice.positions?.length ? positionsFromInvoice(invoice) : [emptyPosition()],
  paymentTermInDays: invoice.paymentTermInDays ?? createInvoiceBodyPaymentTermInDaysDefault,
  servicePeriodVariant: invoice.servicePeriodVariant ?? 'none',
  servicePeriodStart: invoice.servicePeriodStart ?? '',
  servicePeriodEnd: invoice.servicePeriodEnd ?? '',
  reverseCharge: invoice.reverseCharge ?? false,
  vatId: invoice.vatId ?? customer?.vatId ?? '',
});

export const toPositionInput = (position: z.output<typeof PositionSchema>) => ({
  description: position.description,
  descriptionSubText: position.descriptionSubText || undefined,
  quantity: position.quantity,
  price: position.price,
  taxRate: TAX_RATES[position.taxRate],
  productId: position.productId || undefined,
  name: position.name || undefined,
});

/** The POST/PUT /invoices body: tax-rate objects instead of numbers, the creditor bank account id. */
export const toInvoiceInput = (values: InvoiceFormValues): InvoiceInput => ({
  debitorId: values.debitorId,
  creditorBankAccountId: values.creditorBankAccountId,
  positions: values.positions.map(toPositionInput),
  reverseCharge: values.reverseCharge,
  vatId: values.vatId || undefined,
  paymentTermInDays: values.paymentTermInDays,
  servicePeriodVariant: values.servicePeriodVariant,
  servicePeriodStart: values.servicePeriodVariant === 'none' ? undefined : values.servicePeriodStart,
  servicePeriodEnd: values.servicePeriodVariant === 'service_period' ? values.servicePeriodEnd : undefined,
});
