import { z } from 'zod';
import {
  CreateProductBody,
  createProductBodyDescriptionMax,
  createProductBodyNameMax,
} from '@generated/zod/products/products.zod';
import type { Product } from '@generated/model/product';
import type { ProductInput } from '@generated/model/productInput';
import type { ProductType } from '@generated/model/productType';
import { toAmount } from '@/components/form/amount';
import {
  DONATION_OPTION_DEFAULTS,
  emptyCustomField,
  message,
  productIssues,
  TAX_CHOICES,
  taxChoiceOf,
  toCustomFields,
  toTaxRate,
} from './product-rules';

/** jpeg, jpg or png (spec 2 §5); by name when the browser gives no type. */
export const isProductImage = (file: File) => {
  const type = file.type.toLowerCase();
  if (type) return ['image/jpeg', 'image/jpg', 'image/png'].includes(type);
  return /\.(jpe?g|png)$/i.test(file.name);
};

/** An amount field's value: a number, or its text while it is not one yet. */
const amountInput = z.union([z.number(), z.string()]);

const price = z.preprocess(
  toAmount,
  z
    .number({ error: message('priceRequired') })
    .refine(Number.isFinite, message('priceRequired'))
    .refine((amount) => amount > 0, message('price positive')),
);

const CustomFieldRowSchema = z.object({
  externalIdentifier: z.string(),
  fieldLabel: z.string(),
  fieldType: z.enum(['', 'TEXT', 'DATE']),
  required: z.boolean(),
});

/**
 * The contract's product body (spec 2 §3, §5) with the messages, the fields only the form has
 * (tax choice and description, image) and the rules between fields (`productIssues`).
 */
export const ProductFormSchema = z
  .object({
    productType: CreateProductBody.shape.productType,
    name: z
      .string()
      .trim()
      .min(1, message('nameRequired'))
      .max(createProductBodyNameMax, message('nameLength')),
    description: z.string().trim().max(createProductBodyDescriptionMax, message('descriptionLength')),
    price,
    billingType: z.enum(CreateProductBody.shape.billingType.options, message('billingTypeRequired')),
    recurringBillingPeriod: z.enum(['', 'MONTHLY', 'YEARLY']),
    tax: z.enum(TAX_CHOICES),
    taxDescription: z.string().trim(),
    defaultDonationAmount: amountInput,
    donationOptions: z.object({
      isEnabled: z.boolean(),
      option1: amountInput,
      option2: amountInput,
      option3: amountInput,
    }),
    customFields: z.array(CustomFieldRowSchema),
    image: z
      .instanceof(File)
      .nullable()
      .refine((file) => !file || isProductImage(file), message('unsupported format')),
  })
  .superRefine(
    (values, ctx) => {
      for (const issue of productIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
    },
    // Also while other fields are still invalid, so that every message shows at once.
    { when: () => true },
  );

export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductFormValues = z.output<typeof ProductFormSchema>;

/** A fresh form, or the product's values to edit. */
export const toFormValues = (product?: Product, productType: ProductType = 'PRODUCT'): ProductFormInput => {
  const options = product?.donationOptions;
  return {
    productType: product?.productType ?? productType,
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price ?? '',
    billingType: product?.billingType ?? 'ONE_TIME',
    recurringBillingPeriod:
      product?.recurringBillingPeriod && product.recurringBillingPeriod !== 'NONE'
        ? product.recurringBillingPeriod
        : '',
    tax: product ? taxChoiceOf(product.taxRate) : '19',
    taxDescription: product?.taxRate?.description ?? '',
    defaultDonationAmount: product?.defaultDonationAmount ?? '',
    donationOptions: {
      isEnabled: options?.isEnabled ?? false,
      option1: options?.option1 ?? DONATION_OPTION_DEFAULTS.option1,
      option2: options?.option2 ?? DONATION_OPTION_DEFAULTS.option2,
      option3: options?.option3 ?? DONATION_OPTION_DEFAULTS.option3,
    },
    customFields: product?.customFields?.length
      ? product.customFields.map((field) => ({
          externalIdentifier: field.externalIdentifier ?? '',
          fieldLabel: field.fieldLabel,
          fieldType: field.fieldType,
          required: field.required ?? false,
        }))
      : [emptyCustomField()],
    image: null,
  };
};

const amountOf = (value: unknown) => toAmount(value) ?? 0;

/** The POST/PUT /products body of valid form values. */
export const toProductBody = (values: ProductFormValues): ProductInput => {
  const donation = values.productType === 'DONATION';
  const recurring = values.billingType === 'RECURRING';
  const options = values.donationOptions;
  return {
    name: values.name,
    description: values.description || undefined,
    productType: values.productType,
    price: values.price,
    billingType: values.billingType,
    recurringBillingPeriod:
      recurring && values.recurringBillingPeriod ? values.recurringBillingPeriod : 'NONE',
    taxRate: toTaxRate(values.productType, values.tax, values.taxDescription),
    defaultDonationAmount: donation ? amountOf(values.defaultDonationAmount) : undefined,
    // A product has no donation options: switching to PRODUCT turns them off.
    donationOptions:
      donation && options.isEnabled
        ? {
            isEnabled: true,
            option1: amountOf(options.option1),
            option2: amountOf(options.option2),
            option3: amountOf(options.option3),
          }
        : { isEnabled: false },
    customFields: toCustomFields(values.customFields),
  };
};
