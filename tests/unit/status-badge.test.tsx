import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankAccountStatus } from '@generated/model/bankAccountStatus';
import { CheckoutState } from '@generated/model/checkoutState';
import { CreditStatus } from '@generated/model/creditStatus';
import { EbicsConnectionStatus } from '@generated/model/ebicsConnectionStatus';
import { InstalmentPlanStatus } from '@generated/model/instalmentPlanStatus';
import { InstalmentRateStatus } from '@generated/model/instalmentRateStatus';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { MandateState } from '@generated/model/mandateState';
import { OnboardingState } from '@generated/model/onboardingState';
import { PaymentState } from '@generated/model/paymentState';
import { ProductType } from '@generated/model/productType';
import { SubscriptionStatus } from '@generated/model/subscriptionStatus';
import { WebhookMode } from '@generated/model/webhookMode';
import { creditCompletion, paymentCompletion } from '@/components/status/completion';
import { StatusBadge } from '@/components/status/status-badge';
import { statusLabelKey, statusSets, statusStyle, type StatusKind } from '@/components/status/status-sets';
import { readTranslations } from '../i18n';
import { renderWithProviders } from '../render';

/** Every state enum of the contract, by the badge kind that shows it. */
const enums: Record<StatusKind, readonly string[]> = {
  payment: Object.values(PaymentState),
  invoice: Object.values(InvoiceStatus),
  creditNote: Object.values(InvoiceStatus),
  credit: Object.values(CreditStatus),
  subscription: Object.values(SubscriptionStatus),
  instalmentPlan: Object.values(InstalmentPlanStatus),
  instalmentRate: Object.values(InstalmentRateStatus),
  mandate: Object.values(MandateState),
  bankAccount: Object.values(BankAccountStatus),
  checkout: Object.values(CheckoutState),
  product: Object.values(ProductType),
  onboarding: Object.values(OnboardingState),
  webhook: Object.values(WebhookMode),
  ebics: Object.values(EbicsConnectionStatus),
  activity: Object.values(MandateState),
};

const label = (language: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      readTranslations('lists', language),
    );

const cases = Object.entries(enums).flatMap(([kind, values]) =>
  values.map((value) => [kind, value] as const),
);

describe('status badges (spec 1 §4)', () => {
  it('has a set for every enum and nothing else', () => {
    expect(Object.keys(statusSets).sort()).toEqual(Object.keys(enums).sort());
    for (const [kind, values] of Object.entries(enums))
      expect(Object.keys(statusSets[kind as StatusKind]).sort()).toEqual([...values].sort());
  });

  it.each(cases)('%s %s has a colour and an English and German label', (kind, value) => {
    const style = statusStyle(kind as StatusKind, value as never);
    expect(style.color).toBeTruthy();
    const key = statusLabelKey(kind as StatusKind, value as never);
    expect(label('en', key), `en ${key}`).toEqual(expect.any(String));
    expect(label('de', key), `de ${key}`).toEqual(expect.any(String));
  });

  it('gives the colour sets of spec 1 §4 distinct looks for opposite states', () => {
    expect(statusStyle('payment', 'COMPLETED').color).not.toBe(statusStyle('payment', 'ERROR').color);
    expect(statusStyle('bankAccount', 'WILL_EXPIRE')).not.toEqual(statusStyle('bankAccount', 'HAS_EXPIRED'));
  });

  it('shows a completed payment as paid, translated', async () => {
    const { rerender } = await renderWithProviders(<StatusBadge kind="payment" value="COMPLETED" />);
    expect(screen.getByText('Paid').closest('[data-status]')).toHaveAttribute('data-status', 'COMPLETED');
    rerender(<StatusBadge kind="instalmentPlan" value="COMPLETED" />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('speaks German in German', async () => {
    await renderWithProviders(<StatusBadge kind="payment" value="CHARGED_BACK" />, { language: 'de' });
    expect(screen.getByText('Rückbelastet')).toBeInTheDocument();
  });
});

describe('completion bar (spec 3 §4)', () => {
  it.each([
    ['PENDING', 25],
    ['CHARGED_BACK', 25],
    ['MANUAL', 25],
    ['REFUND_IN_PROGRESS', 25],
    ['COMPLETED', 80],
    ['ABORTED', 100],
    ['ERROR', 100],
    ['CANCELLED', 100],
    ['VERIFIED', 100],
    ['REFUND_COMPLETED', 100],
    ['CREATING', 10],
  ] as const)('a payment in %s is %i %% complete', (state, percent) => {
    expect(paymentCompletion[state]).toBe(percent);
  });

  it.each([
    ['PENDING', 25],
    ['SENT', 100],
    ['ERROR', 100],
    ['CREATING', 10],
  ] as const)('a credit in %s is %i %% complete', (state, percent) => {
    expect(creditCompletion[state]).toBe(percent);
  });
});
