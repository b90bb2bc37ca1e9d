import { describe, expect, it } from 'vitest';
import { exportFileName } from '@/components/list/shell/list-export';
import { checkoutsList } from '@/features/checkouts/checkouts-list';
import { creditNotesList } from '@/features/credit-notes/credit-notes-list';
import { creditsList } from '@/features/credits/credits-list';
import { customersList } from '@/features/customers/customers-list';
import { plansList } from '@/features/instalment-plans/plans-list';
import { invoicesList } from '@/features/invoices/invoices-list';
import { paymentsList } from '@/features/payments/payments-list';
import { linksList } from '@/features/products/links/links-list';
import { productsList } from '@/features/products/products-list';
import { subscriptionsList } from '@/features/subscriptions/subscriptions-list';
import { exported } from '../list-exported';

const customer = {
  id: 'deb-1',
  firstName: 'Erika',
  lastName: 'Mustermann',
  emailAddress: 'erika@example.com',
};
const created = '2026-11-03T09:00:00Z';

const cases = [
  {
    list: 'payments',
    result: () =>
      exported(paymentsList, {
        id: 'pay-1',
        state: 'PENDING',
        purpose: 'Rent November',
        amount: 1234.5,
        paymentMethod: 'DIRECT_DEBIT',
        createdDateTimeUTC: created,
        debitor: customer,
        debitorRef: 'deb-1',
      }),
    cells: [
      'Pending',
      'Erika Mustermann',
      'Rent November',
      '1234,50',
      'Direct debit',
      '03.11.2026',
      '25 %',
      'pay-1',
      'deb-1',
    ],
  },
  {
    list: 'customers',
    result: () =>
      exported(customersList, {
        id: 'deb-1',
        type: 'ORGANIZATION',
        paymentMethod: 'ONLINE_PAYMENT',
        firstName: 'Erika',
        lastName: 'Mustermann',
        companyName: 'Muster GmbH',
        emailAddress: 'erika@example.com',
      }),
    cells: [
      'Erika Mustermann',
      'Muster GmbH',
      'Organisation',
      'erika@example.com',
      'Online payment',
      'Onboarding completed',
      'deb-1',
    ],
  },
  {
    list: 'invoices',
    result: () =>
      exported(invoicesList, {
        id: 'inv-1',
        invoiceType: 'INVOICE',
        status: 'OPEN',
        invoiceNumber: 'RE-0001',
        total: 119,
        createdDateTimeUTC: created,
        debitor: { ...customer, companyName: 'Muster GmbH' },
        paymentId: 'pay-9',
      }),
    cells: ['Open', 'Muster GmbH', '119,00', '03.11.2026', 'RE-0001', 'Invoice', 'inv-1', 'deb-1', 'pay-9'],
  },
  {
    list: 'credits',
    result: () =>
      exported(creditsList, {
        id: 'cr-1',
        creditStatus: 'PENDING',
        customer: { id: 'deb-1', emailAddress: 'erika@example.com' },
        purpose: 'Refund',
        amount: 20,
        createdDateTimeUTC: created,
      }),
    cells: ['Pending', 'erika@example.com', 'Refund', '20,00', '03.11.2026', '25 %', 'cr-1', 'deb-1'],
  },
  {
    list: 'credit notes',
    result: () =>
      exported(creditNotesList, {
        id: 'cn-1',
        status: 'PAID',
        debtor: customer,
        total: -50,
        createdDateTimeUTC: created,
        invoiceNumber: 'GS-0001',
      }),
    cells: ['Paid', 'Erika Mustermann', '-50,00', '03.11.2026', 'GS-0001', 'cn-1', 'deb-1'],
  },
  {
    list: 'subscriptions',
    result: () =>
      exported(subscriptionsList, {
        id: 'sub-1',
        status: 'ACTIVE',
        subscriptionTitle: 'Gold',
        price: 9.9,
        interval: 'MONTHLY',
        nextPaymentDueDate: '2026-12-01',
        createdDateTime: created,
        debtor: { id: 'deb-2', emailAddress: 'gone@example.com' },
      }),
    cells: [
      'Active',
      'gone@example.com (debitor deleted)',
      'Gold',
      '9,90',
      'Monthly',
      'Unlimited',
      '01.12.2026',
      '03.11.2026',
      'sub-1',
      'deb-2',
    ],
  },
  {
    list: 'instalment plans',
    result: () =>
      exported(plansList, {
        id: 'plan-1',
        status: 'RUNNING',
        debtor: customer,
        purpose: 'Sofa',
        totalNetAmount: 300,
        intervalAmount: 100,
        interval: 'MONTHLY',
        instalmentRates: [
          { amount: 100, date: '2026-10-01', status: 'COMPLETED' },
          { amount: 100, date: '2026-11-01', status: 'SCHEDULED' },
          { amount: 100, date: '2026-12-01', status: 'SCHEDULED' },
        ],
        nextPaymentDueDate: '2026-12-01',
        createdDateTime: created,
      }),
    cells: [
      'Running',
      'Erika Mustermann',
      'Sofa',
      '300,00',
      '3 months',
      '100,00',
      '200,00',
      '01.12.2026',
      '03.11.2026',
      'plan-1',
      'deb-1',
    ],
  },
  {
    list: 'checkouts',
    result: () =>
      exported(checkoutsList, {
        id: 'co-1',
        checkoutState: 'IN_PROGRESS',
        debitorFirstName: 'Max',
        debitorLastName: 'Muster',
        debitorIdRef: 'deb-3',
        productId: 'prod-1',
        productTitle: 'Mug',
        quantity: 2,
        totalCheckoutAmount: 40,
        createdDateTimeUTC: created,
        paymentIdRef: 'pay-3',
      }),
    cells: [
      'In progress',
      'Max Muster',
      'Mug',
      '2',
      '40,00',
      '03.11.2026',
      'co-1',
      'deb-3',
      'prod-1',
      'pay-3',
    ],
  },
  {
    list: 'products',
    result: () =>
      exported(productsList, {
        id: 'prod-1',
        name: 'Coffee',
        productType: 'PRODUCT',
        price: 4.5,
        billingType: 'RECURRING',
        recurringBillingPeriod: 'YEARLY',
        createdDateTime: created,
      }),
    cells: ['Coffee', 'Product', '4,50', 'Yearly', '03.11.2026', 'prod-1'],
  },
  {
    list: 'payment links',
    result: () =>
      exported(linksList, {
        id: 'link-1',
        productId: 'prod-1',
        productName: 'Coffee',
        price: 4.5,
        payLinkUrl: 'https://pay.example.com/l/1',
        createdDateTimeUTC: created,
      }),
    cells: ['Coffee', '4,50', 'https://pay.example.com/l/1', '03.11.2026', 'link-1', 'prod-1'],
  },
];

describe('list export: columns to CSV cells', () => {
  it.each(cases)(
    '$list: a row reads as the list shows it, then its ids; every column has a value',
    ({ result, cells }) => {
      const { cells: actual, missing } = result();
      expect(missing).toEqual([]);
      expect(actual?.map(String)).toEqual(cells);
    },
  );

  it('puts the currency in the header of an amount and names the ids', () => {
    expect(cases[0]?.result().header).toEqual([
      'Status',
      'Customer',
      'Purpose',
      'Amount (EUR)',
      'Payment method',
      'Created',
      'Progress',
      'ID',
      'Customer ID',
    ]);
  });

  it('names the file after the list and the day in Germany', () => {
    // 23:30 UTC on 26 November is already 27 November in Germany.
    expect(exportFileName('payments', new Date('2026-11-26T23:30:00Z'))).toBe('payments-2026-11-27.csv');
  });
});
