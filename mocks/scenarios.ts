/**
 * Scenarios: named starting states of the mock backend, chosen with ?scenario=<name> on first
 * load, from the dev panel, or with SCENARIO=<name> for the mock server.
 */
import type { MockEnvironment } from './db/schema';

export type Scenario = {
  name: string;
  description: string;
  environment: MockEnvironment;
  /** No data in the lists and no bank account: a brand-new sandbox company. */
  fresh: boolean;
  /** The agent service with clients and their tracked transactions. */
  agent: boolean;
  /** Bank accounts that will expire or have expired, one of them with direct debit active. */
  expiringBank: boolean;
  /** Seeded in steps to the size of a large merchant (db/seed/large.ts); kept as a journal. */
  large?: true;
};

export const scenarios: Scenario[] = [
  {
    name: 'default',
    description: 'All services active, data in every list.',
    environment: 'sandbox',
    fresh: false,
    agent: true,
    expiringBank: false,
  },
  {
    name: 'fresh',
    description: 'A new sandbox company: empty lists, no bank account.',
    environment: 'sandbox',
    fresh: true,
    agent: false,
    expiringBank: false,
  },
  {
    name: 'agent',
    description: 'An agent company with clients and their tracked transactions.',
    environment: 'sandbox',
    fresh: false,
    agent: true,
    expiringBank: false,
  },
  {
    name: 'expiring-bank',
    description:
      'Bank accounts WILL_EXPIRE and HAS_EXPIRED, one expired with direct debit active; every item of the home attention list has a count.',
    environment: 'sandbox',
    fresh: false,
    agent: false,
    expiringBank: true,
  },
  {
    name: 'large',
    description:
      'A large merchant: 20,000 customers, 200,000 payments, 50,000 invoices, 10,000 instalment plans.',
    environment: 'sandbox',
    fresh: false,
    agent: true,
    expiringBank: false,
    large: true,
  },
  {
    name: 'production',
    description: 'The production environment: the contract page is hidden.',
    environment: 'prod',
    fresh: false,
    agent: false,
    expiringBank: false,
  },
];

export const findScenario = (name: string | undefined | null): Scenario =>
  scenarios.find((scenario) => scenario.name === name) ?? (scenarios[0] as Scenario);
