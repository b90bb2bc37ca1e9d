/**
 * Every create of the portal that can be found by what it sent goes through createOnce: when the
 * first call reached the server but its answer was lost (a 502 from a proxy, a broken connection),
 * the retry takes the server's record and the server holds exactly one; when the first call never
 * reached it, the retry creates the record.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import type { Db } from '../../mocks/db/schema';
import type { Fault } from '../../mocks/lib/faults';
import { useCreateCredit } from '@/features/credits/api';
import { useCreateApiKey, useCreateWebhook } from '@/features/developer/api';
import { useCreatePlan } from '@/features/instalment-plans/api';
import { useSaveInvoice } from '@/features/invoice-editor/api';
import { useCreatePayment } from '@/features/payments/api';
import { useCreateProduct } from '@/features/products/api';
import { useCreatePaylink } from '@/features/products/links/links-api';
import { useCreateMandate } from '@/features/sepa-mandates/api';
import { useCreateSubscription } from '@/features/subscriptions/api';
import { useActivateService } from '@/features/services/api';
import { useInviteTeamMember } from '@/features/team/api';
import { useCreateCustomer } from '@/entities/customer/customer-queries';
import { foundAfterLostAnswer } from '@/lib/create-once';
import { createTestI18n } from '../i18n';
import { createTestQueryClient } from '../render';
import { signInAsDemo } from '../sign-in';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const first = <T,>(items: T[], pick: (item: T) => boolean = () => true): T => {
  const item = items.find(pick);
  if (!item) throw new Error('the seed has none');
  return item;
};
const withMandate = (db: Db) =>
  first(db.debitors, (debitor) =>
    db.sepaMandates.some((m) => m.debitorId === debitor.id && m.state === 'ACTIVE'),
  );
const withAddress = (db: Db) =>
  first(db.debitors, (debitor) => Boolean(debitor.address?.city && debitor.firstName));

type Mutation = { mutateAsync: (variables: never) => Promise<unknown> };
type Case = {
  operationId: string;
  use: () => Mutation;
  variables: (db: Db) => unknown;
  /** The records of its kind the server holds. */
  held: (db: Db) => unknown[];
};

const cases: Record<string, Case> = {
  customer: {
    operationId: 'createDebitor',
    use: useCreateCustomer,
    variables: () => ({
      type: 'PERSON',
      paymentMethod: 'ONLINE_PAYMENT',
      firstName: 'Lena',
      lastName: 'Vogt',
      emailAddress: 'lena.vogt@example.com',
    }),
    held: (db) => db.debitors,
  },
  product: {
    operationId: 'createProduct',
    use: useCreateProduct,
    variables: () => ({
      body: {
        name: 'Sauerteigbrot 1 kg',
        productType: 'PRODUCT',
        price: 6.5,
        taxRate: { description: '', rate: 7 },
        billingType: 'ONE_TIME',
        customFields: [{ fieldLabel: 'Abholtag', fieldType: 'DATE', required: true }],
      },
      image: null,
    }),
    held: (db) => db.products,
  },
  'payment link': {
    operationId: 'createPaylink',
    use: useCreatePaylink,
    variables: (db) => ({
      productId: first(db.products).id,
      checkoutButtonLabel: 'BUY',
      paymentTime: 'PAY_LATER',
      generateReceipt: true,
      requireAddress: false,
      includeRedirectUrl: true,
      redirectUrl: 'https://example.de/danke',
      metadata: [{ fieldLabel: 'Grußkarte', fieldType: 'TEXT' }],
    }),
    held: (db) => db.paylinks,
  },
  'invoice draft': {
    operationId: 'createInvoice',
    use: useSaveInvoice,
    variables: (db) => ({
      body: {
        debitorId: withAddress(db).id,
        creditorBankAccountId: first(db.bankAccounts).id,
        positions: [
          {
            description: 'Roggenbrot 1 kg',
            quantity: 20,
            price: 3.5,
            taxRate: { description: 'USt 7%', rate: 7 },
          },
          { description: 'Lieferpauschale', quantity: 1, price: 15 },
        ],
        defaultTaxRate: { description: 'USt 19%', rate: 19 },
        paymentTermInDays: 14,
      },
    }),
    held: (db) => db.invoices,
  },
  'instalment plan': {
    operationId: 'createInstalmentPlan',
    use: useCreatePlan,
    variables: (db) => ({
      debtorId: first(db.debitors.slice(4)).id,
      bankAccountId: first(db.bankAccounts).id,
      purpose: 'Ratenzahlung Rechnung 2026-0999',
      totalNetAmount: 1000,
      intervalAmount: 300,
      interval: 'MONTHLY',
      intervalDay: 15,
      startDate: inDays(10),
      downPayment: 100,
    }),
    held: (db) => db.instalmentPlans,
  },
  subscription: {
    operationId: 'createSubscription',
    use: useCreateSubscription,
    variables: (db) => ({
      debitorId: withAddress(db).id,
      productId: first(db.products, (product) => product.billingType === 'RECURRING').id,
      bankAccountId: first(db.bankAccounts).id,
    }),
    held: (db) => db.subscriptions,
  },
  payment: {
    operationId: 'createPayment',
    use: useCreatePayment,
    variables: (db) => ({
      body: {
        debitorId: first(db.debitors).id,
        amount: 42.5,
        purpose: 'Rechnung 2026-0815',
        paymentMethod: 'ONLINE_PAYMENT',
        paymentType: 'PAYMENT_REQUEST',
      },
      invoiceFile: null,
    }),
    held: (db) => db.payments,
  },
  credit: {
    operationId: 'createCredit',
    use: useCreateCredit,
    variables: (db) => ({
      debitorId: withMandate(db).id,
      bankAccountId: first(db.bankAccounts).id,
      amount: 25,
      purpose: 'Gutschrift Reklamation 4711',
    }),
    held: (db) => db.credits,
  },
  'SEPA mandate': {
    operationId: 'createSepaMandate',
    use: useCreateMandate,
    variables: (db) => ({
      debitorId: first(db.debitors).id,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      signatureDate: inDays(-1),
      isChecked: true,
    }),
    held: (db) => db.sepaMandates,
  },
  webhook: {
    operationId: 'createWebhook',
    use: useCreateWebhook,
    variables: () => ({
      url: 'https://example.de/hooks/portal',
      name: 'Buchhaltung',
      events: ['PAYMENT_COMPLETED'],
    }),
    held: (db) => db.webhooks,
  },
  'API key': {
    operationId: 'createApiKey',
    use: useCreateApiKey,
    variables: () => 'Warenwirtschaft',
    held: (db) => db.apiKeys,
  },
  'service activation': {
    operationId: 'activateService',
    use: useActivateService,
    // The default scenario has every service active: the agent service is switched off first.
    variables: (db) => {
      const agent = first(db.services, (service) => service.service === 'AGENT_SERVICE');
      agent.active = false;
      return agent.service;
    },
    held: (db) => db.services.filter((service) => service.active),
  },
  'team invitation': {
    operationId: 'inviteTeamMember',
    use: useInviteTeamMember,
    variables: () => 'jonas.weber@example.com',
    held: (db) => db.teamInvitations,
  },
};

const mount = async (use: () => Mutation) => {
  signInAsDemo();
  const i18n = await createTestI18n('en');
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  return renderHook(use, { wrapper }).result;
};

/** A record's id (an API key's prefix). */
const idOf = (record: unknown) =>
  typeof record === 'object' && record !== null
    ? (Reflect.get(record, 'id') ?? Reflect.get(record, 'prefix'))
    : undefined;

/** The answers lost after the server acted: a proxy's 502, then a broken connection. */
const lostAnswers: Fault[] = [
  { status: 502, afterHandler: true, times: 1 },
  { networkError: true, afterHandler: true, times: 1 },
];

describe.each(Object.entries(cases))('creating a %s', (_name, { operationId, use, variables, held }) => {
  it.each(lostAnswers)(
    'retries after a lost answer (%o) by taking the record the server holds',
    async (fault) => {
      const result = await mount(use);
      const db = getDb();
      const input = variables(db) as never;
      const before = held(db).length;
      setFault(operationId, fault);
      await expect(result.current.mutateAsync(input)).rejects.toBeDefined();
      expect(held(getDb())).toHaveLength(before + 1);
      const record = await result.current.mutateAsync(input);
      expect(held(getDb())).toHaveLength(before + 1);
      expect(foundAfterLostAnswer(record)).toBe(true);
      expect(held(getDb()).filter((kept) => idOf(kept) === idOf(record))).toHaveLength(1);
    },
  );

  it('creates it on the retry when the first call never reached the server', async () => {
    const result = await mount(use);
    const db = getDb();
    const input = variables(db) as never;
    const before = held(db).length;
    setFault(operationId, { status: 502, times: 1 });
    await expect(result.current.mutateAsync(input)).rejects.toBeDefined();
    expect(held(getDb())).toHaveLength(before);
    const record = await result.current.mutateAsync(input);
    expect(held(getDb())).toHaveLength(before + 1);
    expect(foundAfterLostAnswer(record)).toBe(false);
  });
});
