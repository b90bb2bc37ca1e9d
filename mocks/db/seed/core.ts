/** Users, the company, its services, its bank accounts and about 60 customers. */
import { GetCompanyResponse as CompanyResponse } from '../../../src-generated/zod/company/company.zod';
import { DEMO_USER } from '../../auth';
import { germanBanks, germanIban } from '../../lib/bank-data';
import { schemaExample } from '../../examples';
import type { Debitor } from '../../../src-generated/model/debitor';
import type { BankAccount } from '../../../src-generated/model/bankAccount';
import type { Seeder } from './context';

export const seedUsers: Seeder = (db, { id }) => {
  db.users.push({ id: id(), ...DEMO_USER });
};

/**
 * The demo company's logo, kept as a data: URL as uploaded logos are: the contract example's CDN
 * address is one the portal's Content-Security-Policy (img-src 'self' data: blob:) does not load.
 */
export const DEMO_LOGO_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="176" height="40" viewBox="0 0 176 40">' +
    '<rect width="176" height="40" rx="6" fill="#fff8ee"/>' +
    '<circle cx="20" cy="20" r="12" fill="#b5651d"/>' +
    '<text x="40" y="26" font-family="Georgia, serif" font-size="16" fill="#5c3310" textLength="126" lengthAdjust="spacingAndGlyphs">Bäckerei Schneider</text>' +
    '</svg>',
)}`;

export const seedCompany: Seeder = (db, { scenario }) => {
  const company = CompanyResponse.parse(schemaExample('Company'));
  db.company = {
    ...company,
    logoUrl: scenario.fresh ? undefined : DEMO_LOGO_URL,
    agentEnabled: scenario.agent,
    bankingSettings: { allowCreditTransfers: !scenario.fresh },
    creditorIdentifier: scenario.fresh ? undefined : company.creditorIdentifier,
  };
  if (scenario.fresh) db.company.name = 'Neue Sandbox GmbH';
};

export const seedServices: Seeder = (db, { id, scenario }) => {
  const active = {
    PAYMENT_SERVICE: true,
    SUBSCRIPTION_SERVICE: !scenario.fresh,
    AGENT_SERVICE: scenario.agent,
    PREVIEW: !scenario.fresh,
  };
  for (const [service, isActive] of Object.entries(active)) {
    db.services.push({ id: id(), service: service as keyof typeof active, active: isActive });
  }
};

export const seedBankAccounts: Seeder = (db, { id, faker, scenario, now }) => {
  if (scenario.fresh) return;
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const accounts: Omit<BankAccount, 'id' | 'iban' | 'bic' | 'bankName'>[] = [
    { bankAccountLabel: 'Geschäftskonto', default: true, status: 'ACTIVE', directDebitActive: true },
    { bankAccountLabel: 'Rücklagen', default: false, status: 'ACTIVE', directDebitActive: false },
  ];
  if (scenario.expiringBank) {
    accounts.push(
      {
        bankAccountLabel: 'Spendenkonto',
        default: false,
        status: 'WILL_EXPIRE',
        expiryDate: inDays(12),
        directDebitActive: false,
      },
      {
        bankAccountLabel: 'Altes Konto',
        default: false,
        status: 'HAS_EXPIRED',
        expiryDate: inDays(-20),
        directDebitActive: false,
      },
      {
        bankAccountLabel: 'Lastschriftkonto',
        default: false,
        status: 'HAS_EXPIRED',
        expiryDate: inDays(-3),
        directDebitActive: true,
      },
    );
  }
  accounts.forEach((account, index) => {
    const bank = germanBanks[index % germanBanks.length] ?? germanBanks[0];
    db.bankAccounts.push({
      id: id(),
      bankName: bank.name,
      accountHolder: db.company.name,
      iban: germanIban(bank.blz, faker.string.numeric(10)),
      bic: bank.bic,
      ...account,
    });
  });
};

export const seedDebitors: Seeder = (db, { id, faker, scenario }) => {
  if (scenario.fresh) return;
  for (let index = 0; index < 60; index++) {
    const organization = index % 4 === 3;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const companyName = organization ? faker.company.name() : undefined;
    const domain = organization ? faker.internet.domainName() : 'example.de';
    const country = index % 15 === 7 ? 'AT' : index % 15 === 11 ? 'CH' : 'DE';
    const debitor: Debitor = {
      id: id(),
      type: organization ? 'ORGANIZATION' : 'PERSON',
      paymentMethod: index % 3 === 0 ? 'DIRECT_DEBIT' : 'ONLINE_PAYMENT',
      firstName,
      lastName,
      companyName,
      emailAddress: faker.internet.email({ firstName, lastName, provider: domain }).toLowerCase(),
      invitationType: 'MANUAL',
      onboardingState: index % 9 === 4 ? 'ONBOARDING_PENDING' : 'ONBOARDING_COMPLETED',
      vatId: organization ? `DE${faker.string.numeric(9)}` : undefined,
      address:
        index % 10 === 9
          ? undefined
          : {
              street: faker.location.street(),
              houseNumber: faker.location.buildingNumber(),
              zipCode: country === 'DE' ? faker.string.numeric(5) : faker.string.numeric(4),
              city: faker.location.city(),
              country,
            },
    };
    if (index === 59) {
      // A deleted customer: the backend keeps the e-mail address, nothing else.
      delete debitor.firstName;
      delete debitor.lastName;
      delete debitor.companyName;
    }
    db.debitors.push(debitor);
  }
};
