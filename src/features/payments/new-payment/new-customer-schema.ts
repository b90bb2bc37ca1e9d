import { z } from 'zod';
import { CreateDebitorBody } from '@generated/zod/customers/customers.zod';

const message = (key: string) => `payments:validation.${key}`;

/** The contract's customer body as far as the picker's inline form asks for it. */
export const NewCustomerSchema = CreateDebitorBody.pick({ type: true, paymentMethod: true })
  .extend({
    emailAddress: z
      .string()
      .trim()
      .min(1, message('emailRequired'))
      .pipe(z.email(message('emailInvalid'))),
    firstName: z.string().trim(),
    lastName: z.string().trim(),
    companyName: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.type === 'ORGANIZATION' && !values.companyName)
      context.addIssue({ code: 'custom', path: ['companyName'], message: message('companyNameRequired') });
    if (values.type === 'PERSON' && !values.firstName)
      context.addIssue({ code: 'custom', path: ['firstName'], message: message('firstNameRequired') });
    if (values.type === 'PERSON' && !values.lastName)
      context.addIssue({ code: 'custom', path: ['lastName'], message: message('lastNameRequired') });
  });

export type NewCustomerValues = z.infer<typeof NewCustomerSchema>;

/** Spec 2 §2: the inline form starts with a person paying online. */
export const newCustomerDefaults: NewCustomerValues = {
  type: 'PERSON',
  paymentMethod: 'ONLINE_PAYMENT',
  emailAddress: '',
  firstName: '',
  lastName: '',
  companyName: '',
};
