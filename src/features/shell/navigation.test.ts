import { describe, expect, it } from 'vitest';
import type { ServiceName } from '@generated/model/serviceName';
import { activeDestination, isNavGroup, navigation, visibleNavigation, type NavItem } from './navigation';

const labels = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.label, ...(isNavGroup(item) ? labels(item.children) : [])]);

const visible = (services: ServiceName[], { allowCreditTransfers = true, isProduction = false } = {}) =>
  labels(
    visibleNavigation(navigation, {
      activeServices: new Set(services),
      company: { bankingSettings: { allowCreditTransfers } },
      isProduction,
    }),
  );

const all: ServiceName[] = ['PAYMENT_SERVICE', 'SUBSCRIPTION_SERVICE', 'AGENT_SERVICE'];

describe('side navigation (spec 3 §2.2)', () => {
  it('shows everything with every service active outside production', () => {
    expect(visible(all)).toEqual(
      expect.arrayContaining(['nav.transactions', 'nav.credits', 'nav.marketplace', 'nav.contract']),
    );
  });

  it('shows Transactions only with the payment service', () => {
    expect(visible(['SUBSCRIPTION_SERVICE'])).not.toContain('nav.transactions');
    expect(visible(['SUBSCRIPTION_SERVICE'])).not.toContain('nav.payments');
    expect(visible(['PAYMENT_SERVICE'])).toContain('nav.payments');
  });

  it('ties invoices, credits, credit notes and subscriptions to the subscription service', () => {
    const withoutSubscriptions = visible(['PAYMENT_SERVICE']);
    for (const label of ['nav.invoices', 'nav.credits', 'nav.creditNotes', 'nav.subscriptions']) {
      expect(withoutSubscriptions).not.toContain(label);
      expect(visible(all)).toContain(label);
    }
  });

  it('shows credits and credit notes only when credit transfers are allowed', () => {
    const items = visible(all, { allowCreditTransfers: false });
    expect(items).not.toContain('nav.credits');
    expect(items).not.toContain('nav.creditNotes');
    expect(items).toContain('nav.invoices');
  });

  it('shows the marketplace only with the agent service', () => {
    expect(visible(['PAYMENT_SERVICE'])).not.toContain('nav.marketplace');
    expect(visible(['AGENT_SERVICE'])).toEqual(
      expect.arrayContaining(['nav.marketplace', 'nav.connectedAccounts']),
    );
  });

  it('hides the contract in production', () => {
    expect(visible(all, { isProduction: true })).not.toContain('nav.contract');
  });

  it('drops a group whose children are all hidden and keeps external links', () => {
    const items = visibleNavigation(
      [
        { label: 'g', children: [{ label: 'x', to: '/x', service: 'AGENT_SERVICE' }] },
        { label: 'docs', href: 'https://d' },
      ],
      { activeServices: new Set(), company: undefined, isProduction: false },
    );
    expect(labels(items)).toEqual(['docs']);
  });

  it.each([
    { pathname: '/dashboard/connected-accounts', active: '/dashboard/connected-accounts' },
    {
      pathname: '/dashboard/connected-accounts/transactions',
      active: '/dashboard/connected-accounts/transactions',
    },
    { pathname: '/dashboard/checkouts/products', active: '/dashboard/checkouts/products' },
    { pathname: '/dashboard/transactions/payments/p1/', active: '/dashboard/transactions/payments' },
    { pathname: '/dashboard/unknown', active: undefined },
  ])('marks only the closest entry of $pathname', ({ pathname, active }) => {
    expect(activeDestination(navigation, pathname)).toBe(active);
  });
});
