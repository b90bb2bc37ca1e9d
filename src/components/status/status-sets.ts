/**
 * The colour set and label of every value of every state enum (spec 1 §4, spec 3 §4). Each map is
 * checked with `satisfies Record<Enum, ...>` against the generated types, so a new value in the
 * contract fails the typecheck until it has a colour and a label. Labels live in the `lists`
 * namespace under `status.<VALUE>`; a value whose wording differs per enum names its own key.
 */
import type { MantineColor } from '@mantine/core';
import type { BankAccountStatus } from '@generated/model/bankAccountStatus';
import type { CheckoutState } from '@generated/model/checkoutState';
import type { CreditStatus } from '@generated/model/creditStatus';
import type { EbicsConnectionStatus } from '@generated/model/ebicsConnectionStatus';
import type { InstalmentPlanStatus } from '@generated/model/instalmentPlanStatus';
import type { InstalmentRateStatus } from '@generated/model/instalmentRateStatus';
import type { InvoiceStatus } from '@generated/model/invoiceStatus';
import type { MandateState } from '@generated/model/mandateState';
import type { OnboardingState } from '@generated/model/onboardingState';
import type { PaymentState } from '@generated/model/paymentState';
import type { ProductType } from '@generated/model/productType';
import type { SubscriptionStatus } from '@generated/model/subscriptionStatus';
import type { WebhookMode } from '@generated/model/webhookMode';

export type StatusStyle = {
  color: MantineColor;
  variant: 'light' | 'filled' | 'outline';
  /** Label key in the lists namespace; `status.<VALUE>` when absent. */
  label?: string;
};

/** The colour sets the badges are drawn from. */
const tone = {
  success: { color: 'green', variant: 'light' },
  confirmed: { color: 'teal', variant: 'filled' },
  pending: { color: 'yellow', variant: 'light' },
  attention: { color: 'orange', variant: 'light' },
  danger: { color: 'red', variant: 'light' },
  failed: { color: 'red', variant: 'outline' },
  neutral: { color: 'gray', variant: 'light' },
  closed: { color: 'gray', variant: 'outline' },
  info: { color: 'blue', variant: 'light' },
  progress: { color: 'cyan', variant: 'light' },
  refund: { color: 'violet', variant: 'light' },
  refunded: { color: 'violet', variant: 'outline' },
  draft: { color: 'gray', variant: 'outline' },
  brand: { color: 'brand', variant: 'light' },
} as const satisfies Record<string, StatusStyle>;

export const paymentStatus = {
  CREATING: tone.neutral,
  PENDING: tone.pending,
  // Spec 3 §4: COMPLETED is shown as paid.
  COMPLETED: { ...tone.success, label: 'status.PAID' },
  VERIFIED: tone.confirmed,
  ABORTED: tone.failed,
  MANUAL: tone.attention,
  ERROR: tone.danger,
  CANCELLED: tone.closed,
  REFUND_IN_PROGRESS: tone.refund,
  REFUND_COMPLETED: tone.refunded,
  CHARGED_BACK: tone.danger,
} satisfies Record<PaymentState, StatusStyle>;

export const invoiceStatus = {
  DRAFT: tone.draft,
  OPEN: tone.info,
  PAID: tone.success,
  CANCELLED: tone.closed,
  CONFLICT: tone.danger,
  REFUND_IN_PROGRESS: tone.refund,
  CANCELLATION_COMPLETED: tone.neutral,
  REMINDED: tone.pending,
  IN_DUNNING: tone.attention,
  UNCOLLECTIBLE: tone.failed,
} satisfies Record<InvoiceStatus, StatusStyle>;

export const creditStatus = {
  CREATING: tone.neutral,
  PENDING: tone.pending,
  SENT: tone.success,
  ERROR: tone.danger,
} satisfies Record<CreditStatus, StatusStyle>;

export const subscriptionStatus = {
  ACTIVE: tone.success,
  CANCELLED: tone.closed,
  CANCELLATION_REQUESTED: tone.attention,
} satisfies Record<SubscriptionStatus, StatusStyle>;

export const instalmentPlanStatus = {
  DRAFT: tone.draft,
  RUNNING: tone.progress,
  COMPLETED: tone.success,
  WAITING_FOR_COMPLETION: tone.pending,
  CANCELLED: tone.closed,
} satisfies Record<InstalmentPlanStatus, StatusStyle>;

export const instalmentRateStatus = {
  SCHEDULED: tone.neutral,
  PENDING: tone.pending,
  COMPLETED: tone.success,
  ERROR: tone.danger,
} satisfies Record<InstalmentRateStatus, StatusStyle>;

export const mandateState = {
  ACTIVE: tone.success,
  INACTIVE: tone.closed,
} satisfies Record<MandateState, StatusStyle>;

export const bankAccountStatus = {
  ACTIVE: tone.success,
  WILL_EXPIRE: tone.attention,
  HAS_EXPIRED: tone.danger,
} satisfies Record<BankAccountStatus, StatusStyle>;

export const checkoutState = {
  NEW: tone.info,
  IN_PROGRESS: tone.progress,
  FULFILLMENT: tone.pending,
  CLOSED: tone.closed,
} satisfies Record<CheckoutState, StatusStyle>;

export const productType = {
  PRODUCT: tone.brand,
  DONATION: tone.refund,
} satisfies Record<ProductType, StatusStyle>;

export const onboardingState = {
  ONBOARDING_PENDING: tone.pending,
  ONBOARDING_COMPLETED: tone.success,
} satisfies Record<OnboardingState, StatusStyle>;

export const webhookMode = {
  LIVE: tone.success,
  DISABLED: tone.closed,
} satisfies Record<WebhookMode, StatusStyle>;

export const ebicsConnectionStatus = {
  SETTING_UP_CREDITOR_IDENTIFIER: tone.neutral,
  REQUESTING_EBICS_FROM_BANK: tone.progress,
  INITIALIZING_EBICS: tone.progress,
  SENDING_INI_LETTER: tone.progress,
  WAITING_FOR_ACTIVATION: tone.pending,
  ACTIVE: tone.success,
} satisfies Record<EbicsConnectionStatus, StatusStyle>;

/** Every status set by the name a StatusBadge is given. */
export const statusSets = {
  payment: paymentStatus,
  invoice: invoiceStatus,
  creditNote: invoiceStatus,
  credit: creditStatus,
  subscription: subscriptionStatus,
  instalmentPlan: instalmentPlanStatus,
  instalmentRate: instalmentRateStatus,
  mandate: mandateState,
  /** Anything simply on or off: a service, an agent client. */
  activity: mandateState,
  bankAccount: bankAccountStatus,
  checkout: checkoutState,
  product: productType,
  onboarding: onboardingState,
  webhook: webhookMode,
  ebics: ebicsConnectionStatus,
} as const;

export type StatusKind = keyof typeof statusSets;
export type StatusValue<K extends StatusKind> = keyof (typeof statusSets)[K] & string;

export const statusStyle = <K extends StatusKind>(kind: K, value: StatusValue<K>): StatusStyle => {
  const set: Record<string, StatusStyle> = statusSets[kind];
  return set[value] ?? tone.neutral;
};

export const statusLabelKey = <K extends StatusKind>(kind: K, value: StatusValue<K>): string =>
  statusStyle(kind, value).label ?? `status.${value}`;
