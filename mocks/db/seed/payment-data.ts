/** German purposes, metadata and reasons for seeded payments. */
import type { Faker } from '@faker-js/faker';
import type { PaymentMetadataEntry } from '../../../src-generated/model/paymentMetadataEntry';
import { roundCents } from '../../areas/payments/rules';
import { MONTHS } from './german';

const CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Leipzig',
  'Dresden',
  'Freiburg',
  'Münster',
  'Bremen',
  'Nürnberg',
  'Heidelberg',
  'Rostock',
];

type PurposeTemplate = {
  min: number;
  max: number;
  text: (month: string, year: number, faker: Faker) => string;
};

const PURPOSES: PurposeTemplate[] = [
  { min: 80, max: 2400, text: (_, year, faker) => `Rechnung ${year}-${faker.string.numeric(4)}` },
  { min: 12, max: 60, text: (month, year) => `Mitgliedsbeitrag ${month} ${year}` },
  { min: 19.9, max: 49.9, text: (month, year) => `Brotabo ${month} ${year}` },
  {
    min: 45,
    max: 180,
    text: (_, __, faker) =>
      `Kursgebühr ${faker.helpers.arrayElement(['Yoga Herbst', 'Pilates für Anfänger', 'Schwimmkurs Kinder', 'Erste-Hilfe-Kurs'])}`,
  },
  { min: 60, max: 650, text: (_, __, faker) => `Reparaturauftrag ${faker.string.numeric(5)}` },
  { min: 25, max: 140, text: (month) => `Nachhilfe Mathematik ${month}` },
  { min: 35, max: 90, text: (month, year) => `Stellplatzmiete ${month} ${year}` },
  {
    min: 150,
    max: 1200,
    text: (_, __, faker) => `Catering Firmenfeier ${faker.helpers.arrayElement(CITIES)}`,
  },
  { min: 15, max: 320, text: (_, __, faker) => `Bestellung Nr. ${faker.string.numeric(6)}` },
  { min: 40, max: 260, text: (_, __, faker) => `Vereinsfahrt ${faker.helpers.arrayElement(CITIES)}` },
];

const DONATION_CAMPAIGNS = [
  'Weihnachtsaktion',
  'Tierheim Neubau',
  'Jugendarbeit',
  'Spielplatzprojekt',
  'Tafel vor Ort',
];

/** A purpose and an amount that fit each other, for a payment created at `createdIso`. */
export const purposeAndAmount = (faker: Faker, createdIso: string, donation: boolean) => {
  const created = new Date(createdIso);
  const month = MONTHS[created.getUTCMonth()] ?? 'November';
  const year = created.getUTCFullYear();
  if (donation) {
    return {
      purpose: `Spende ${faker.helpers.arrayElement(DONATION_CAMPAIGNS)} ${year}`,
      amount: faker.helpers.arrayElement([10, 15, 20, 25, 50, 100, 250]),
    };
  }
  const template = faker.helpers.arrayElement(PURPOSES);
  return {
    purpose: template.text(month, year, faker),
    amount: roundCents(faker.number.float({ min: template.min, max: template.max, fractionDigits: 2 })),
  };
};

export const metadataFor = (faker: Faker, variant: number): PaymentMetadataEntry[] => {
  switch (variant % 3) {
    case 0:
      return [
        { key: 'Kundennummer', value: `K-${faker.string.numeric(5)}`, internal: true, publicVisible: false },
      ];
    case 1:
      return [
        {
          key: 'Mitgliedsnummer',
          value: `M-${faker.string.numeric(4)}`,
          internal: false,
          publicVisible: true,
        },
        {
          key: 'Abteilung',
          value: faker.helpers.arrayElement(['Fußball', 'Turnen', 'Schwimmen']),
          publicVisible: true,
        },
      ];
    default:
      return [
        { key: 'Projekt', value: 'Herbstmarkt 2026', internal: false, publicVisible: true },
        { key: 'Kostenstelle', value: faker.string.numeric(4), internal: true, publicVisible: false },
        { key: 'Ansprechpartner', value: faker.person.fullName(), internal: true, publicVisible: false },
      ];
  }
};

export const EXTERNAL_REASONS = [
  'Bestellung storniert',
  'Zahlung doppelt angelegt',
  'Betrag falsch berechnet',
  'Leistung wurde nicht erbracht',
  'Bereits bar bezahlt',
];

export const INTERNAL_REASONS = [
  'Kunde hat telefonisch storniert',
  'Dublette aus dem Import',
  'Neue Zahlung mit korrigiertem Betrag',
  'Barzahlung im Laden erhalten',
];

export const externalReference = (faker: Faker, variant: number, createdIso: string) => {
  const month = createdIso.slice(0, 7);
  return (
    [`ABO-${month}`, `KD-${faker.string.numeric(5)}`, `AUF-${faker.string.numeric(4)}`][variant % 3] ?? 'REF'
  );
};
