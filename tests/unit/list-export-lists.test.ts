import { describe, expect, it } from 'vitest';
import { apiKeysList } from '@/features/developer/api-keys/api-keys-list';
import { webhooksList } from '@/features/developer/webhooks/webhooks-list';
import { mandatesList } from '@/features/sepa-mandates/mandates-list';
import { exported } from '../list-exported';

/** The lists answered whole or per customer: their exports read as the list shows them. */
const cases = [
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
