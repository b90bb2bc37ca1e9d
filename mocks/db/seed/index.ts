/**
 * The seed: a deterministic database for a scenario (fixed faker seed, German locale, fixed
 * reference time). Seeders run in order; later ones may refer to what earlier ones created.
 */
import { findScenario } from '../../scenarios';
import type { Db } from '../schema';
import { seedCheckouts } from './checkouts';
import { createSeedContext, type Seeder } from './context';
import { seedBankAccounts, seedCompany, seedDebitors, seedServices, seedUsers } from './core';
import { seedCompanySetup } from './company-setup';
import { seedCredits } from './credits';
import { seedDeveloper } from './developer';
import { seedEntry } from './entry';
import { seedInstalmentPlans } from './instalment-plans';
import { seedInvoices } from './invoices';
import { seedPaylinks } from './paylinks';
import { seedPayments } from './payments';
import { seedProducts } from './products';
import { seedSepaMandates } from './sepa-mandates';
import { seedSubscriptions } from './subscriptions';
import { seedTeamAgent } from './team-agent';

const seeders: Seeder[] = [
  seedUsers,
  seedCompany,
  seedServices,
  seedBankAccounts,
  seedDebitors,
  seedEntry,
  seedCompanySetup,
  seedTeamAgent,
  seedDeveloper,
  seedProducts,
  seedPaylinks,
  seedSepaMandates,
  seedPayments,
  seedInvoices,
  seedSubscriptions,
  seedInstalmentPlans,
  seedCredits,
  seedCheckouts,
];

export const emptyDb = (scenario: string, environment: Db['environment']): Db => ({
  scenario,
  environment,
  sequence: 0,
  users: [],
  invitations: [],
  resetTokens: [],
  company: { id: '', name: '' },
  services: [],
  bankAccounts: [],
  bankTransactions: {},
  bankConnections: [],
  ebicsConnections: [],
  teamMembers: [],
  teamInvitations: [],
  agentClients: [],
  trackedTransactions: [],
  connectedApps: [],
  debitors: [],
  payments: [],
  paymentEvents: [],
  invoices: [],
  invoiceEvents: [],
  creditNotes: [],
  sepaMandates: [],
  subscriptions: [],
  instalmentPlans: [],
  credits: [],
  creditEvents: [],
  checkouts: [],
  products: [],
  paylinks: [],
  apiKeys: [],
  webhooks: [],
  correlations: [],
});

export const seedDb = (scenarioName: string): Db => {
  const scenario = findScenario(scenarioName);
  const db = emptyDb(scenario.name, scenario.environment);
  const context = createSeedContext(db, scenario);
  for (const seed of seeders) seed(db, context);
  return db;
};
