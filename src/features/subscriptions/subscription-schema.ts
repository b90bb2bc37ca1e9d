import type { Customer } from '@/entities/customer/customer';
import { z } from 'zod';
import { CreateSubscriptionBody } from '@generated/zod/subscriptions/subscriptions.zod';
import type { SubscriptionCreate } from '@generated/model/subscriptionCreate';
import { isAddressComplete } from '@/entities/customer/address-complete';

const message = (key: string) => `subscriptions:validation.${key}`;

/**
 * The contract's create body with the messages of spec 3 §5. The form holds the chosen customer
 * itself, since its address must be complete.
 */
export const SubscriptionSchema = CreateSubscriptionBody.pick({
  directDebitActive: true,
  generateInvoice: true,
}).extend({
  debitor: z
    .custom<Customer | null>()
    .refine((customer) => Boolean(customer), message('customer required'))
    .refine(
      (customer) => !customer || isAddressComplete(customer.address),
      message('customer address incomplete'),
    ),
  productId: z.string().min(1, message('product required')),
  bankAccountId: z.string().min(1, message('bank account required')),
  directDebitActive: z.boolean(),
  generateInvoice: z.boolean(),
});

export type SubscriptionInput = z.input<typeof SubscriptionSchema>;
export type SubscriptionValues = z.output<typeof SubscriptionSchema>;

export const subscriptionDefaults = (): SubscriptionInput => ({
  debitor: null,
  productId: '',
  bankAccountId: '',
  directDebitActive: false,
  generateInvoice: false,
});

/** The POST /subscriptions body: the portal sends the customer as debitorId and debtorId. */
export const toSubscriptionBody = (values: SubscriptionValues): SubscriptionCreate => {
  const customerId = values.debitor?.id ?? '';
  return {
    debitorId: customerId,
    debtorId: customerId,
    productId: values.productId,
    bankAccountId: values.bankAccountId,
    directDebitActive: values.directDebitActive,
    generateInvoice: values.generateInvoice,
  };
};
