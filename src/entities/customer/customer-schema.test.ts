import type { Customer } from '@/entities/customer/customer';
import { describe, expect, it } from 'vitest';
import {
  customerDefaults,
  CustomerSchema,
  customerAsInput,
  toCustomerFormInput,
  toCustomerInput,
  type CustomerFormInput,
} from './customer-schema';

const issues = (patch: Partial<CustomerFormInput>) => {
  const result = CustomerSchema.safeParse({ ...customerDefaults, ...patch });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]),
      );
};

const parse = (patch: Partial<CustomerFormInput>) => CustomerSchema.parse({ ...customerDefaults, ...patch });

const eva = { firstName: 'Eva', lastName: 'Roth', emailAddress: 'eva@example.de' };

describe('the customer form (spec 2 §2, §3)', () => {
  it('starts as a person paying online', () => {
    expect(customerDefaults).toMatchObject({ type: 'PERSON', paymentMethod: 'ONLINE_PAYMENT' });
  });

  it('needs names for a person, a company name for an organisation, and an e-mail', () => {
    expect(issues({})).toEqual({
      emailAddress: 'customers:validation.emailRequired',
      firstName: 'customers:validation.firstNameRequired',
      lastName: 'customers:validation.lastNameRequired',
    });
    expect(issues({ type: 'ORGANIZATION', emailAddress: 'kasse@firma' })).toEqual({
      emailAddress: 'customers:validation.emailInvalid',
      companyName: 'customers:validation.companyNameRequired',
    });
    expect(issues(eva)).toEqual({});
  });

  it("says 'invalid email' for an additional invoice address that is none", () => {
    expect(issues({ ...eva, additionalEmailAddresses: ['buchhaltung@roth.de', 'roth.de'] })).toEqual({
      'additionalEmailAddresses.1': 'customers:validation.invalid email',
    });
  });

  it('sends a person with names only, no company or VAT id', () => {
    expect(toCustomerInput(parse({ ...eva, companyName: 'Alt GmbH', vatId: 'DE123' }))).toEqual({
      type: 'PERSON',
      paymentMethod: 'ONLINE_PAYMENT',
      emailAddress: 'eva@example.de',
      firstName: 'Eva',
      lastName: 'Roth',
      companyName: undefined,
      vatId: undefined,
      additionalEmailAddresses: undefined,
      address: undefined,
    });
  });

  it('sends an organisation with company, VAT id, invoice e-mails and the address by street', () => {
    const body = toCustomerInput(
      parse({
        type: 'ORGANIZATION',
        paymentMethod: 'DIRECT_DEBIT',
        companyName: ' Hofladen Berger KG ',
        vatId: 'DE811234567',
        emailAddress: 'k.berger@hofladen-berger.de',
        additionalEmailAddresses: ['rechnungen@hofladen-berger.de'],
        street: 'Am Markt',
        houseNumber: '3',
        line: 'ignored',
        zipCode: '01067',
        city: 'Dresden',
        country: 'DE',
      }),
    );
    expect(body).toMatchObject({
      type: 'ORGANIZATION',
      paymentMethod: 'DIRECT_DEBIT',
      companyName: 'Hofladen Berger KG',
      vatId: 'DE811234567',
      additionalEmailAddresses: ['rechnungen@hofladen-berger.de'],
      address: { street: 'Am Markt', houseNumber: '3', zipCode: '01067', city: 'Dresden', country: 'DE' },
    });
  });

  it('sends the address as one line when written so', () => {
    const body = toCustomerInput(parse({ ...eva, addressMode: 'line', line: 'Am Markt 3', street: 'x' }));
    expect(body.address).toEqual({ line: 'Am Markt 3' });
  });

  it('edits a stored customer with its values, a line address in line mode', () => {
    const customer: Customer = {
      id: 'd-1',
      type: 'PERSON',
      paymentMethod: 'ONLINE_PAYMENT',
      emailAddress: 'eva@example.de',
      firstName: 'Eva',
      lastName: 'Roth',
      address: { line: 'Am Markt 3', zipCode: '01067', city: 'Dresden', country: 'DE' },
    };
    const input = toCustomerFormInput(customer);
    expect(input).toMatchObject({ addressMode: 'line', line: 'Am Markt 3', companyName: '', country: 'DE' });
    expect(toCustomerInput(CustomerSchema.parse(input))).toEqual(customerAsInput(customer));
  });
});
