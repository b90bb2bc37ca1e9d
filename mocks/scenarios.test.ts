import { describe, expect, it } from 'vitest';
import { seedDb } from './db/seed/index';
import { findScenario, scenarios } from './scenarios';

describe('scenarios', () => {
  it('offers at least default, fresh, agent, expiring-bank and production', () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual(
      expect.arrayContaining(['default', 'fresh', 'agent', 'expiring-bank', 'production']),
    );
    expect(findScenario('nonsense').name).toBe('default');
  });

  it('seeds deterministically', () => {
    expect(seedDb('default')).toEqual(seedDb('default'));
  });

  it('default: all services active and customers to work with', () => {
    const db = seedDb('default');
    expect(db.services.every((service) => service.active)).toBe(true);
    expect(db.debitors.length).toBeGreaterThanOrEqual(55);
    expect(db.bankAccounts.length).toBeGreaterThan(0);
  });

  it('expiring-bank: every item of the home attention list has something to show', () => {
    const db = seedDb('expiring-bank');
    const weekAgo = Date.now() - 7 * 86_400_000;
    for (const state of ['ERROR', 'ABORTED', 'CHARGED_BACK'])
      expect(db.payments.filter((payment) => payment.state === state).length).toBeGreaterThan(0);
    expect(db.invoices.some((invoice) => invoice.status === 'CONFLICT')).toBe(true);
    expect(
      db.invoices.some(
        (invoice) => invoice.status === 'DRAFT' && Date.parse(invoice.createdDateTimeUTC ?? '') < weekAgo,
      ),
    ).toBe(true);
    expect(db.bankAccounts.some((account) => account.status !== 'ACTIVE')).toBe(true);
    expect(db.webhooks.some((webhook) => webhook.mode === 'DISABLED')).toBe(true);
  });

  it('fresh: a new sandbox company without bank accounts or customers', () => {
    const db = seedDb('fresh');
    expect(db.bankAccounts).toEqual([]);
    expect(db.debitors).toEqual([]);
    expect(db.environment).toBe('sandbox');
  });

  it('agent: the agent service is active', () => {
    const db = seedDb('agent');
    expect(db.services.find((service) => service.service === 'AGENT_SERVICE')?.active).toBe(true);
  });

  it('expiring-bank: accounts that will expire and have expired, one with direct debit active', () => {
    const db = seedDb('expiring-bank');
    expect(db.bankAccounts.some((account) => account.status === 'WILL_EXPIRE')).toBe(true);
    expect(
      db.bankAccounts.some((account) => account.status === 'HAS_EXPIRED' && account.directDebitActive),
    ).toBe(true);
  });

  it('production: the production environment', () => {
    expect(seedDb('production').environment).toBe('prod');
  });
});
