/**
 * Thirteen payment links on the seeded products: every button label where it is allowed, both
 * payment times, receipts, quantity change, creditor notification, redirects and checkout fields.
 * Some products keep no link, so they can be deleted without asking.
 */
import type { PaylinkInput } from '../../../src-generated/model/paylinkInput';
import { PAYLINK_BASE_URL, paylinkFromInput } from '../../areas/paylinks/rules';
import type { Seeder } from './context';

type LinkSpec = Omit<PaylinkInput, 'productId'> & { product: string; daysAgo: number };

const ORDERS = 'bestellungen@baeckerei-schneider.de';
const DONATIONS = 'spenden@baeckerei-schneider.de';

const links: LinkSpec[] = [
  {
    product: 'Brot-Abo Wochenende',
    checkoutButtonLabel: 'SUBSCRIBE',
    paymentTime: 'INSTANT',
    requireAddress: true,
    notifyCreditor: true,
    creditorEmailAddress: ORDERS,
    metadata: [{ fieldLabel: 'Lieferhinweis', fieldType: 'TEXT' }],
    daysAgo: 3,
  },
  {
    product: 'Brot-Abo Familie',
    checkoutButtonLabel: 'PAY',
    paymentTime: 'PAY_LATER',
    requireAddress: true,
    daysAgo: 9,
  },
  {
    product: 'Jahresmitgliedschaft Brotclub',
    checkoutButtonLabel: 'SUBSCRIBE',
    paymentTime: 'INSTANT',
    generateReceipt: true,
    includeRedirectUrl: true,
    redirectUrl: 'https://baeckerei-schneider.de/brotclub/willkommen',
    metadata: [{ fieldLabel: 'Geburtsdatum', fieldType: 'DATE' }],
    daysAgo: 15,
  },
  {
    product: 'Spende Tafel Berlin',
    checkoutButtonLabel: 'DONATE',
    paymentTime: 'INSTANT',
    generateReceipt: true,
    notifyCreditor: true,
    creditorEmailAddress: DONATIONS,
    daysAgo: 20,
  },
  {
    product: 'Hochzeitstorte (Anzahlung)',
    checkoutButtonLabel: 'PAY',
    paymentTime: 'INSTANT',
    requireAddress: true,
    notifyCreditor: true,
    creditorEmailAddress: 'torten@baeckerei-schneider.de',
    includeRedirectUrl: true,
    redirectUrl: 'https://baeckerei-schneider.de/danke',
    metadata: [
      { fieldLabel: 'Wunschtermin', fieldType: 'DATE' },
      { fieldLabel: 'Anmerkungen', fieldType: 'TEXT' },
    ],
    daysAgo: 35,
  },
  {
    product: 'Monatliche Patenschaft Schulfrühstück',
    checkoutButtonLabel: 'SUBSCRIBE',
    paymentTime: 'INSTANT',
    generateReceipt: true,
    daysAgo: 42,
  },
  {
    product: 'Backkurs Sauerteig',
    checkoutButtonLabel: 'BUY',
    paymentTime: 'INSTANT',
    allowQuantityChange: true,
    metadata: [
      { fieldLabel: 'Name der teilnehmenden Person', fieldType: 'TEXT' },
      { fieldLabel: 'Kurstermin', fieldType: 'DATE' },
    ],
    daysAgo: 50,
  },
  {
    product: 'Geschenkgutschein 25 €',
    checkoutButtonLabel: 'BUY',
    paymentTime: 'INSTANT',
    allowQuantityChange: true,
    generateReceipt: true,
    daysAgo: 58,
  },
  {
    product: 'Spende Kinderfreizeit',
    checkoutButtonLabel: 'DONATE',
    paymentTime: 'PAY_LATER',
    metadata: [{ fieldLabel: 'Widmung', fieldType: 'TEXT' }],
    daysAgo: 70,
  },
  {
    product: 'Frühstückskorb Deluxe',
    checkoutButtonLabel: 'BUY',
    paymentTime: 'PAY_LATER',
    allowQuantityChange: true,
    requireAddress: true,
    notifyCreditor: true,
    creditorEmailAddress: ORDERS,
    metadata: [{ fieldLabel: 'Liefertag', fieldType: 'DATE' }],
    daysAgo: 85,
  },
  {
    product: 'Catering-Paket Firmenfeier',
    checkoutButtonLabel: 'PAY',
    paymentTime: 'PAY_LATER',
    requireAddress: true,
    notifyCreditor: true,
    creditorEmailAddress: 'catering@baeckerei-schneider.de',
    includeRedirectUrl: true,
    redirectUrl: 'https://baeckerei-schneider.de/catering/anfrage-erhalten',
    daysAgo: 94,
  },
  {
    product: 'Dresdner Christstollen 1 kg',
    checkoutButtonLabel: 'BUY',
    paymentTime: 'INSTANT',
    allowQuantityChange: true,
    includeRedirectUrl: true,
    redirectUrl: 'https://baeckerei-schneider.de/weihnachten',
    daysAgo: 130,
  },
  {
    product: 'Jahresspende Förderkreis',
    checkoutButtonLabel: 'DONATE',
    paymentTime: 'INSTANT',
    generateReceipt: true,
    daysAgo: 200,
  },
];

export const seedPaylinks: Seeder = (db, { id, daysAgo, scenario }) => {
  if (scenario.fresh) return;
  for (const { product: name, daysAgo: age, ...input } of links) {
    const product = db.products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`Seed: no product ${name} for a payment link`);
    const linkId = id();
    const result = paylinkFromInput({ ...input, productId: product.id }, db, {
      id: linkId,
      payLinkUrl: `${PAYLINK_BASE_URL}${linkId}`,
      createdDateTimeUTC: daysAgo(age),
    });
    if ('errors' in result) throw new Error(`Seed: payment link for ${name}: ${result.errors[0]?.message}`);
    db.paylinks.push(result.paylink);
  }
};
