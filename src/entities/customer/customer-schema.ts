/**
 * The one customer form (spec 2 §2-§3): the create and edit dialog of the customer list and the
 * inline 'new customer' of the new payment dialog both use it.
 */
import {
  CreateCustomerBody,
  createCustomerBodyAddressCountryRegExp,
  type Customer,
  type CustomerAddress,
  type CustomerInput,
} from '@/entities/customer/customer';
import { z } from 'zod';

const message = (key: string) => `customers:validation.${key}`;
const text = z.string().trim();

/** How the street is written: one line, or street and house number apart (spec 2 §5). */
export const addressModes = ['street', 'line'] as const;

export const CustomerSchema = CreateCustomerBody.pick({ type: true, paymentMethod: true })
  .extend({
    emailAddress: text.min(1, message('emailRequired')).pipe(z.email(message('emailInvalid'))),
    firstName: text,
    lastName: text,
    companyName: text,
    vatId: text,
    additionalEmailAddresses: z.array(z.email(message('invalid email'))),
    addressMode: z.enum(addressModes),
    line: text,
    street: text,
    houseNumber: text,
    suffix: text,
    zipCode: text,
    city: text,
    country: z.union([z.literal(''), z.string().regex(createCustomerBodyAddressCountryRegExp)]),
  })
  .superRefine((values, context) => {
    const require = (path: 'companyName' | 'firstName' | 'lastName', key: string) =>
      context.addIssue({ code: 'custom', path: [path], message: message(key) });
    if (values.type === 'ORGANIZATION' && !values.companyName) require('companyName', 'companyNameRequired');
    if (values.type === 'PERSON' && !values.firstName) require('firstName', 'firstNameRequired');
    if (values.type === 'PERSON' && !values.lastName) require('lastName', 'lastNameRequired');
  });

export type CustomerFormInput = z.input<typeof CustomerSchema>;
export type CustomerValues = z.output<typeof CustomerSchema>;

/** Spec 2 §2: a new customer starts as a person paying online. */
export const customerDefaults: CustomerFormInput = {
  type: 'PERSON',
  paymentMethod: 'ONLINE_PAYMENT',
  emailAddress: '',
  firstName: '',
  lastName: '',
  companyName: '',
  vatId: '',
  additionalEmailAddresses: [],
  addressMode: 'street',
  line: '',
  street: '',
  houseNumber: '',
  suffix: '',
  zipCode: '',
  city: '',
  country: '',
};

/** A customer's stored values in the form, for editing. */
export const toCustomerFormInput = (customer: Customer): CustomerFormInput => {
  const address = customer.address ?? {};
  return {
    type: customer.type,
    paymentMethod: customer.paymentMethod,
    emailAddress: customer.emailAddress,
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    companyName: customer.companyName ?? '',
    vatId: customer.vatId ?? '',
    additionalEmailAddresses: customer.additionalEmailAddresses ?? [],
    addressMode: address.line && !address.street ? 'line' : 'street',
    line: address.line ?? '',
    street: address.street ?? '',
    houseNumber: address.houseNumber ?? '',
    suffix: address.suffix ?? '',
    zipCode: address.zipCode ?? '',
    city: address.city ?? '',
    country: address.country ?? '',
  };
};

const filled = (value: string) => value || undefined;

/** The address of the form, without empty parts; none at all when nothing was entered. */
const toAddress = (values: CustomerValues): CustomerAddress | undefined => {
  const byLine = values.addressMode === 'line';
  const address: CustomerAddress = Object.fromEntries(
    Object.entries({
      line: byLine ? values.line : '',
      street: byLine ? '' : values.street,
      houseNumber: byLine ? '' : values.houseNumber,
      suffix: values.suffix,
      zipCode: values.zipCode,
      city: values.city,
      country: values.country,
    }).filter(([, value]) => value),
  );
  return Object.keys(address).length ? address : undefined;
};

/** The POST or PUT /debitors body of valid form values; organisations only keep company and VAT id. */
export const toCustomerInput = (values: CustomerValues): CustomerInput => {
  const organization = values.type === 'ORGANIZATION';
  return {
    type: values.type,
    paymentMethod: values.paymentMethod,
    emailAddress: values.emailAddress,
    firstName: filled(values.firstName),
    lastName: filled(values.lastName),
    companyName: organization ? filled(values.companyName) : undefined,
    vatId: organization ? filled(values.vatId) : undefined,
    additionalEmailAddresses: values.additionalEmailAddresses.length
      ? values.additionalEmailAddresses
      : undefined,
    address: toAddress(values),
  };
};

/** A stored customer as an update body, to change one part of it (the invoice e-mails). */
export const customerAsInput = (customer: Customer): CustomerInput => ({
  type: customer.type,
  paymentMethod: customer.paymentMethod,
  emailAddress: customer.emailAddress,
  firstName: customer.firstName,
  lastName: customer.lastName,
  companyName: customer.companyName,
  vatId: customer.vatId,
  additionalEmailAddresses: customer.additionalEmailAddresses,
  address: customer.address,
});
