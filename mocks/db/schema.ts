/**
 * The mock backend's database: one collection per entity, typed by the contract's generated
 * models. What only the backend knows (passwords, full API keys, tokens) is kept beside them.
 */
import type { AgentClient } from '../../src-generated/model/agentClient';
import type { ApiKey } from '../../src-generated/model/apiKey';
import type { AvailableAccount } from '../../src-generated/model/availableAccount';
import type { BankAccount } from '../../src-generated/model/bankAccount';
import type { BillingType } from '../../src-generated/model/billingType';
import type { BankConnection } from '../../src-generated/model/bankConnection';
import type { BankTransaction } from '../../src-generated/model/bankTransaction';
import type { Checkout } from '../../src-generated/model/checkout';
import type { Company } from '../../src-generated/model/company';
import type { ConnectedApp } from '../../src-generated/model/connectedApp';
import type { Correlation } from '../../src-generated/model/correlation';
import type { Credit } from '../../src-generated/model/credit';
import type { CreditEvent } from '../../src-generated/model/creditEvent';
import type { CreditNote } from '../../src-generated/model/creditNote';
import type { Debitor } from '../../src-generated/model/debitor';
import type { EbicsConnection } from '../../src-generated/model/ebicsConnection';
import type { InstalmentPlan } from '../../src-generated/model/instalmentPlan';
import type { Invoice } from '../../src-generated/model/invoice';
import type { InvoiceEvent } from '../../src-generated/model/invoiceEvent';
import type { Paylink } from '../../src-generated/model/paylink';
import type { Payment } from '../../src-generated/model/payment';
import type { PaymentEvent } from '../../src-generated/model/paymentEvent';
import type { Product } from '../../src-generated/model/product';
import type { ProductType } from '../../src-generated/model/productType';
import type { SepaMandate } from '../../src-generated/model/sepaMandate';
import type { Service } from '../../src-generated/model/service';
import type { Subscription } from '../../src-generated/model/subscription';
import type { TeamMember } from '../../src-generated/model/teamMember';
import type { TrackedTransaction } from '../../src-generated/model/trackedTransaction';
import type { Webhook } from '../../src-generated/model/webhook';

export type MockEnvironment = 'sandbox' | 'prod';

export type UserRecord = {
  id: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
  password: string;
};

/** Invitations of every kind the entry screens use. */
export type InvitationRecord = {
  id: string;
  kind: 'ONBOARDING' | 'JOIN' | 'REGISTRATION' | 'TEAM';
  /** For onboarding: ONBOARD_AGENT_CLIENT or another type. */
  invitationType?: string;
  emailAddress: string;
  companyName?: string;
  legalForm?: string;
  companyRegistrationNumber?: string;
  firstName?: string;
  lastName?: string;
  used: boolean;
  createdDateTimeUTC: string;
  /** Who used the invitation, and for onboarding the id of the company it created. */
  usedBy?: string;
  companyId?: string;
};

export type ResetTokenRecord = { token: string; emailAddress: string; used: boolean };

export type ApiKeyRecord = ApiKey & { apiKey: string; createdDateTimeUTC: string };

export type BankConnectionRecord = BankConnection & {
  transaction: string;
  wizardSessionKey: string;
  /** The accounts the bank login gives access to (what GET .../availableAccounts answers). */
  availableAccounts?: AvailableAccount[];
};

/** When the INI letter was confirmed: the mock's bank activates the connection a little later. */
export type EbicsConnectionRecord = EbicsConnection & { waitingSince?: string };

/** The provider contract signed through the bank-based signature (nothing in the contract exposes it). */
export type ContractSigningRecord = {
  title: string;
  state: string;
  code: string;
  startedDateTimeUTC: string;
  signedDateTimeUTC?: string;
};

/** A payment plus the invoice PDF uploaded for it (kept as file facts only, not the bytes). */
export type PaymentRecord = Payment & {
  invoiceDocument?: { title: string; fileName: string; size: number; uploadedDateTimeUTC: string };
};

/** A credit plus the creditor bank account it is paid from. */
export type CreditRecord = Credit & { bankAccountId?: string };

/** A checkout plus its product's type and billing, for when the product is gone from db.products. */
export type CheckoutRecord = Checkout & { productType?: ProductType; billingType?: BillingType };

export type Db = {
  scenario: string;
  environment: MockEnvironment;
  /** Running number for ids and document numbers, so every new record is distinct. */
  sequence: number;
  users: UserRecord[];
  invitations: InvitationRecord[];
  resetTokens: ResetTokenRecord[];
  company: Company;
  services: Service[];
  bankAccounts: BankAccount[];
  bankTransactions: Record<string, BankTransaction[]>;
  bankConnections: BankConnectionRecord[];
  ebicsConnections: EbicsConnectionRecord[];
  teamMembers: TeamMember[];
  teamInvitations: TeamMember[];
  agentClients: AgentClient[];
  /** paymentId and agentAllowList link a tracked transaction to the company's own payment. */
  trackedTransactions: (TrackedTransaction & { paymentId?: string; agentAllowList?: string[] })[];
  connectedApps: ConnectedApp[];
  debitors: Debitor[];
  payments: PaymentRecord[];
  paymentEvents: PaymentEvent[];
  /** originalInvoiceId: the invoice a cancellation or corrective invoice adjusts. */
  invoices: (Invoice & { originalInvoiceId?: string })[];
  invoiceEvents: (InvoiceEvent & { invoiceId: string })[];
  creditNotes: CreditNote[];
  sepaMandates: (SepaMandate & { debitorId: string; createdDateTimeUTC: string })[];
  subscriptions: (Subscription & { productId?: string; bankAccountId?: string })[];
  instalmentPlans: InstalmentPlan[];
  credits: CreditRecord[];
  creditEvents: CreditEvent[];
  checkouts: CheckoutRecord[];
  products: Product[];
  paylinks: Paylink[];
  apiKeys: ApiKeyRecord[];
  webhooks: Webhook[];
  correlations: Correlation[];
  contractSigning?: ContractSigningRecord;
};
