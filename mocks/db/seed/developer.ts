/** API keys, webhooks and the correlations of the debug screen. */
import type { Faker } from '@faker-js/faker';
import type { Correlation } from '../../../src-generated/model/correlation';
import { makeApiKey } from '../../areas/developer/rules';
import type { Seeder } from './context';
import { companyDomain } from './team-agent';

/** The correlation docs/mock-backend.md links to (/debug/correlations/corr-demo); it exists in every scenario. */
export const DEMO_CORRELATION_ID = 'corr-demo';

const fakerRandom = (faker: Faker) => (alphabet: string, length: number) =>
  faker.string.fromCharacters(alphabet, length);

const apiKeyNames = ['Warenwirtschaft', 'Onlineshop', 'Buchhaltung DATEV-Export', 'Testsystem'];

const webhooks = [
  {
    name: 'Buchhaltung',
    path: 'erp.{domain}/hooks/zahlungen',
    events: ['PAYMENT_COMPLETED', 'PAYMENT_CANCELLED', 'PAYMENT_REFUND_COMPLETED'],
    mode: 'LIVE',
  },
  {
    name: 'Onlineshop Bestellstatus',
    path: 'shop.{domain}/api/webhooks/zahlung',
    events: ['PAYMENT_CREATED', 'PAYMENT_COMPLETED', 'CHECKOUT_COMPLETED'],
    mode: 'LIVE',
  },
  {
    name: 'Rechnungsarchiv',
    path: 'archiv.{domain}/eingang',
    events: ['INVOICE_FINALIZED', 'INVOICE_PAID', 'INVOICE_CANCELLED'],
    mode: 'DISABLED',
  },
  {
    name: 'Abo-Verwaltung (alt)',
    path: 'abo.{domain}/hooks',
    events: ['SUBSCRIPTION_CREATED', 'SUBSCRIPTION_CANCELLED'],
    mode: 'DISABLED',
  },
] as const;

export const seedDeveloper: Seeder = (db, { id, faker, scenario, daysAgo }) => {
  seedCorrelations(db, { id, faker, scenario, daysAgo });
  if (scenario.fresh) return;
  const random = fakerRandom(faker);
  apiKeyNames.forEach((name, index) => {
    db.apiKeys.push({ name, ...makeApiKey(random), createdDateTimeUTC: daysAgo(200 - index * 45) });
  });
  const domain = companyDomain(db);
  for (const webhook of webhooks) {
    db.webhooks.push({
      id: id(),
      url: `https://${webhook.path.replace('{domain}', domain)}`,
      name: webhook.name,
      events: [...webhook.events],
      mode: webhook.mode,
      signingSecret: `whsec_${random('0123456789abcdef', 32)}`,
    });
  }
};

const seedCorrelations = (
  db: Parameters<Seeder>[0],
  { id, faker, scenario, daysAgo }: Pick<Parameters<Seeder>[1], 'id' | 'faker' | 'scenario' | 'daysAgo'>,
) => {
  const debitor = db.debitors[0];
  const started = daysAgo(6);
  const at = (minutes: number) => new Date(Date.parse(started) + minutes * 60_000).toISOString();
  const paymentId = id();
  const demo: Correlation = {
    id: DEMO_CORRELATION_ID,
    createdDateTimeUTC: started,
    items: [
      {
        id: id(),
        type: 'PAYMENT_CREATED',
        createdDateTimeUTC: at(0),
        payload: {
          paymentId,
          debitorId: debitor?.id ?? null,
          amount: 49.9,
          currency: 'EUR',
          purpose: 'Rechnung 2026-0412',
        },
      },
      {
        id: id(),
        type: 'DEBITOR_NOTIFIED',
        createdDateTimeUTC: at(1),
        payload: {
          paymentId,
          channel: 'EMAIL',
          recipient: debitor?.emailAddress ?? 'max.mustermann@example.de',
        },
      },
      {
        id: id(),
        type: 'PAYMENT_PROCESS_STARTED_BY_DEBITOR',
        createdDateTimeUTC: at(95),
        payload: { paymentId, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' },
      },
      {
        id: id(),
        type: 'PAYMENT_COMPLETED',
        createdDateTimeUTC: at(97),
        payload: { paymentId, state: 'COMPLETED', bank: { bic: 'INGDDEFFXXX', name: 'ING-DiBa' } },
      },
    ],
  };
  db.correlations.push(demo);
  if (scenario.fresh) return;
  for (let index = 0; index < 3; index++) {
    const created = daysAgo(20 + index * 15);
    db.correlations.push({
      id: faker.string.uuid(),
      createdDateTimeUTC: created,
      items: [
        {
          id: id(),
          type: index === 2 ? 'WEBHOOK_DELIVERY_FAILED' : 'WEBHOOK_DELIVERED',
          createdDateTimeUTC: created,
          payload: { attempt: index + 1, statusCode: index === 2 ? 503 : 200 },
        },
      ],
    });
  }
};
