/**
 * The instalment plans the seed starts from, relative to the seed's "now": drafts that start in a
 * few weeks, running plans at every stage (one with a failed rate, one of a deleted customer, one
 * yearly), plans waiting for their last rate, completed and cancelled ones.
 */
import type { BillingInterval } from '../../../src-generated/model/billingInterval';
import type { InstalmentPlanStatus } from '../../../src-generated/model/instalmentPlanStatus';

export type PlanSpec = {
  status: InstalmentPlanStatus;
  /** Index into the seeded customers (59 is the deleted one). */
  debitor: number;
  purpose: string;
  total: number;
  rate: number;
  down?: number;
  intervalDay: number;
  interval?: BillingInterval;
  /** Days from the seed's now to the start date (negative: in the past). */
  startInDays: number;
  /** Index of a past rate whose collection failed. */
  failedRate?: number;
  /** Index into the company's bank accounts. */
  bankAccount?: number;
  metadata?: [string, string][];
};

export const planSpecs: PlanSpec[] = [
  // Drafts
  {
    status: 'DRAFT',
    debitor: 0,
    purpose: 'Hochzeitstorte Ratenzahlung',
    total: 600,
    rate: 150,
    down: 150,
    intervalDay: 15,
    startInDays: 44,
    metadata: [['Auftragsnummer', 'A-2026-118']],
  },
  {
    status: 'DRAFT',
    debitor: 5,
    purpose: 'Catering Sommerfest 2027 Teilzahlung',
    total: 2450,
    rate: 400,
    intervalDay: 1,
    startInDays: 61,
  },
  {
    status: 'DRAFT',
    debitor: 8,
    purpose: 'Backofen-Reparatur Filiale Mitte',
    total: 1249.9,
    rate: 250,
    intervalDay: 28,
    startInDays: 57,
    bankAccount: 1,
  },
  {
    status: 'DRAFT',
    debitor: 12,
    purpose: 'Ratenzahlung Rechnung 2026-0412',
    total: 899,
    rate: 100,
    down: 99,
    intervalDay: 31,
    startInDays: 90,
    metadata: [
      ['Rechnungsnummer', '2026-0412'],
      ['Ansprechpartner', 'Frau Schneider'],
    ],
  },
  // Running
  {
    status: 'RUNNING',
    debitor: 1,
    purpose: 'Kursgebühren Meisterkurs Bäckerhandwerk',
    total: 3600,
    rate: 300,
    intervalDay: 1,
    startInDays: -150,
    metadata: [['Kursnummer', 'MK-2026-07']],
  },
  {
    status: 'RUNNING',
    debitor: 2,
    purpose: 'Ratenzahlung Rechnung 2026-0318',
    total: 1200,
    rate: 200,
    down: 200,
    intervalDay: 15,
    startInDays: -100,
    failedRate: 2,
    bankAccount: 1,
  },
  {
    status: 'RUNNING',
    debitor: 3,
    purpose: 'Hochzeitstorte mit Lieferung',
    total: 750,
    rate: 150,
    down: 150,
    intervalDay: 15,
    startInDays: -40,
  },
  {
    status: 'RUNNING',
    debitor: 6,
    purpose: 'Mitgliedsbeitrag 2026 in Raten',
    total: 480,
    rate: 40,
    intervalDay: 5,
    startInDays: -250,
    metadata: [
      ['Mitgliedsnummer', 'M-10234'],
      ['Abteilung', 'Brotclub'],
      ['Beitragsjahr', '2026'],
      ['Zahlweise', 'monatlich'],
      ['Vermittelt durch', 'Filiale Prenzlauer Berg'],
    ],
  },
  {
    status: 'RUNNING',
    debitor: 7,
    purpose: 'Kaffeemaschine Leasing Filiale Nord',
    total: 5400,
    rate: 450,
    intervalDay: 10,
    startInDays: -200,
    bankAccount: 1,
  },
  {
    status: 'RUNNING',
    debitor: 9,
    purpose: 'Ratenzahlung Catering Firmenjubiläum',
    total: 1875.5,
    rate: 250,
    intervalDay: 20,
    startInDays: -5,
  },
  {
    status: 'RUNNING',
    debitor: 10,
    purpose: 'Teilzahlung Schulverpflegung Herbst',
    total: 960,
    rate: 160,
    intervalDay: 28,
    startInDays: -60,
  },
  {
    status: 'RUNNING',
    debitor: 59,
    purpose: 'Ratenzahlung Rechnung 2026-0277',
    total: 300,
    rate: 50,
    intervalDay: 15,
    startInDays: -70,
  },
  {
    status: 'RUNNING',
    debitor: 11,
    purpose: 'Pacht Verkaufsstand Wochenmarkt',
    total: 3000,
    rate: 1000,
    interval: 'YEARLY',
    intervalDay: 1,
    startInDays: -400,
  },
  // Waiting for the last rates
  {
    status: 'WAITING_FOR_COMPLETION',
    debitor: 14,
    purpose: 'Ratenzahlung Rechnung 2026-0150',
    total: 600,
    rate: 100,
    intervalDay: 28,
    startInDays: -165,
  },
  {
    status: 'WAITING_FOR_COMPLETION',
    debitor: 15,
    purpose: 'Teilzahlung Weihnachtsfeier 2025',
    total: 1000,
    rate: 250,
    down: 250,
    intervalDay: 15,
    startInDays: -110,
    failedRate: 2,
  },
  // Completed
  {
    status: 'COMPLETED',
    debitor: 16,
    purpose: 'Ratenzahlung Rechnung 2025-1187',
    total: 450,
    rate: 150,
    intervalDay: 1,
    startInDays: -210,
  },
  {
    status: 'COMPLETED',
    debitor: 17,
    purpose: 'Backkurs-Paket Ratenzahlung',
    total: 267,
    rate: 89,
    intervalDay: 15,
    startInDays: -160,
  },
  {
    status: 'COMPLETED',
    debitor: 18,
    purpose: 'Festtagstorten Vereinsfeier',
    total: 1320,
    rate: 300,
    down: 120,
    intervalDay: 10,
    startInDays: -260,
    bankAccount: 1,
  },
  // Cancelled
  {
    status: 'CANCELLED',
    debitor: 19,
    purpose: 'Ratenzahlung Rechnung 2026-0201',
    total: 900,
    rate: 150,
    intervalDay: 1,
    startInDays: -130,
    failedRate: 3,
  },
  {
    status: 'CANCELLED',
    debitor: 20,
    purpose: 'Catering Hochzeit Teilzahlung',
    total: 2000,
    rate: 500,
    down: 500,
    intervalDay: 15,
    startInDays: -50,
  },
  {
    status: 'CANCELLED',
    debitor: 21,
    purpose: 'Ratenzahlung Brot-Abo Gewerbe',
    total: 720,
    rate: 60,
    intervalDay: 20,
    startInDays: -20,
  },
];
