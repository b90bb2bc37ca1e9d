import { describe, expect, it } from 'vitest';
import { apiKeysList } from '@/features/developer/api-keys/api-keys-list';
import { webhooksList } from '@/features/developer/webhooks/webhooks-list';
import { mandatesList } from '@/features/sepa-mandates/mandates-list';
import { bankAccountsList } from '@/features/bank-accounts/bank-accounts-list';
import { teamMembersList } from '@/features/team/team-lists';
import { exported } from '../list-exported';

/** The lists answered whole or per customer: their exports read as the list shows them. */
const cases = [
  {
    list: 'team',
    result: () =>
      exported(teamMembersList, {
        id: 'u-1',
        emailAddress: 'erika@example.com',
        firstName: 'Erika',
        lastName: 'Mustermann',
        role: 'ADMIN',
      }),
    cells: ['Erika Mustermann', 'erika@example.com', 'ADMIN', 'u-1'],
  },
  {
    list: 'bank accounts',
    result: () =>
      exported(bankAccountsList, {
        id: 'ba-1',
        bankName: 'Commerzbank',
        bankAccountLabel: 'Main',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        default: true,
        status: 'ACTIVE',
        directDebitActive: true,
      }),
    cells: [
      'Default account',
      'Commerzbank',
      'Main',
      'COBADEFFXXX',
      'DE89370400440532013000',
      'Online payment, Direct debit',
      'Active',
      'ba-1',
    ],
  },
  {
    list: 'SEPA mandates',
    result: () =>
      exported(mandatesList, {
        id: 'man-1',
        mandateReference: 'MREF-1',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        state: 'ACTIVE',
        signatureDate: '2026-11-03',
      }),
    cells: ['MREF-1', 'DE89370400440532013000', 'COBADEFFXXX', 'Active', '03.11.2026', 'man-1'],
  },
  {
    list: 'API keys (the prefix, never a key)',
    result: () => exported(apiKeysList, { id: 'pk_live_ab', name: 'Shop', prefix: 'pk_live_ab' }),
    cells: ['Shop', 'pk_live_ab'],
  },
  {
    list: 'webhooks',
    result: () =>
      exported(webhooksList, {
        id: 'wh-1',
        name: 'Orders',
        url: 'https://shop.example.com/hook',
        events: ['payment.created', 'payment.paid'],
        mode: 'LIVE',
      }),
    cells: ['https://shop.example.com/hook', 'Orders', 'payment.created, payment.paid', 'Live', 'wh-1'],
  },
];

describe('list export of the lists answered whole, and the mandates', () => {
  it.each(cases)(
    '$list: a row reads as the list shows it, then its ids; every column has a value',
    ({ result, cells }) => {
      const { cells: actual, missing } = result();
      expect(missing).toEqual([]);
      expect(actual?.map(String)).toEqual(cells);
    },
  );
});
