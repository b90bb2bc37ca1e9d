/**
 * The invoices' and customers' action tables give the menus and bulk actions the hand-written
 * menus and bulk rules gave before them (spec 3 §4, spec 2 §2): the same entries in the same
 * order, the same disabled entries with their reason, the same colours, and the same rows taken
 * or skipped, with the same reasons, over every state.
 */
import { describe, expect, it } from 'vitest';
import type { Customer } from '@/entities/customer/customer';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { InvoiceType } from '@generated/model/invoiceType';
import { PaymentMethod } from '@generated/model/paymentMethod';
import { bulkActions, menuActions, type ActionTable } from '@/components/list/shell/action-table';
import { invoiceActionTable } from '@/features/invoices/invoice-action-table';
import { invoiceActions } from '@/features/invoices/invoice-actions';
import { customerActionTable, LIST_CONTEXT } from '@/features/customers/customer-action-table';
import { customerActions, type CustomerActionContext } from '@/features/customers/customer-actions';
import { InstalmentPlanStatus } from '@generated/model/instalmentPlanStatus';
import { MandateState } from '@generated/model/mandateState';
import { SubscriptionStatus } from '@generated/model/subscriptionStatus';
import { WebhookMode } from '@generated/model/webhookMode';
import { creditNoteActions } from '@/entities/credit-note/credit-note-actions';
import { creditNoteActionTable } from '@/features/credit-notes/credit-note-action-table';
import { creditMenu } from '@/features/credits/credits-list';
import { webhookActionTable } from '@/features/developer/webhooks/webhook-action-table';
import { webhookActions } from '@/features/developer/webhooks/webhook-actions';
import { planActionTable } from '@/features/instalment-plans/plan-action-table';
import { planActions } from '@/features/instalment-plans/plan-actions';
import { mandateActionTable } from '@/features/sepa-mandates/mandate-action-table';
import { mandateActions } from '@/features/sepa-mandates/mandate-actions';
import { subscriptionActionTable } from '@/features/subscriptions/subscription-action-table';
import { subscriptionActions } from '@/features/subscriptions/subscription-actions';
import { getDb } from '../../mocks/node';

const menuOf = <Row>(table: ActionTable<Row>, row: Row) =>
  menuActions(table, row, { label: (key) => `t(${key})`, onSelect: () => {} }).map(
    ({ key, label, color, disabled, hint }) => ({ key, label, color, disabled, hint }),
  );
const barOf = <Row>(table: ActionTable<Row>) =>
  bulkActions(table).map(({ id, label, color, concurrency, call, Prepare }) => ({
    id,
    label,
    color,
    concurrency,
    runs: call ? 'call' : Prepare && 'prepare',
  }));

describe('the invoices’ action table (spec 3 §4)', () => {
  const base = getDb().invoices[0]!;
  const invoices = Object.values(InvoiceStatus).flatMap((status) =>
    Object.values(InvoiceType).flatMap((invoiceType) =>
      [...Object.values(PaymentMethod), undefined].map((paymentMethod) => ({
        ...base,
        status,
        invoiceType,
        paymentMethod,
      })),
    ),
  );
  const RED = ['cancel', 'delete'];

  it.each(invoices.map((invoice) => [invoice.status, invoice.invoiceType, invoice.paymentMethod, invoice]))(
    '%s %s %s: the menu offers what the row menu offered before',
    (_status, _type, _method, invoice) => {
      // The row menu as invoice-row-menu.tsx made it by hand.
      const before = invoiceActions(invoice).map(({ action, disabledReason }) => ({
        key: action,
        label: `t(invoices:actions.${action})`,
        color: RED.includes(action) && !disabledReason ? 'red' : undefined,
        disabled: disabledReason ? true : undefined,
        hint: disabledReason && `t(invoices:actions.${disabledReason})`,
      }));
      expect(menuOf(invoiceActionTable, invoice)).toEqual(before);
    },
  );

  it('offers delete drafts and download PDFs on many invoices, in that order', () => {
    expect(barOf(invoiceActionTable)).toEqual([
      { id: 'delete', label: 'invoices:bulk.delete', color: 'red', concurrency: undefined, runs: 'call' },
      {
        id: 'downloadPdf',
        label: 'invoices:bulk.downloadPdf',
        color: undefined,
        concurrency: 1,
        runs: 'call',
      },
    ]);
  });

  it.each(invoices.map((invoice) => [invoice.status, invoice.invoiceType, invoice.paymentMethod, invoice]))(
    '%s %s %s: a run on many invoices takes and skips as the hand-written rules did',
    (_status, _type, _method, invoice) => {
      // The bulk rules as invoice-bulk.ts wrote them by hand: where the menu offers the entry, enabled.
      const byMenu = (action: string, reason: string) =>
        invoiceActions(invoice).some((offered) => offered.action === action && !offered.disabledReason)
          ? null
          : reason;
      const [remove, pdf] = bulkActions(invoiceActionTable);
      expect(remove?.rule(invoice)).toBe(byMenu('delete', 'bulk.skip.notDraft'));
      expect(pdf?.rule(invoice)).toBe(byMenu('downloadPdf', 'bulk.skip.noPdf'));
    },
  );
});

describe('the customers’ action table (spec 2 §2)', () => {
  const base = getDb().debitors[0]!;
  const customers: [string, Customer][] = [
    ['a person', { ...base, firstName: 'Eva', lastName: 'Roth', companyName: undefined }],
    ['a company', { ...base, firstName: undefined, lastName: undefined, companyName: 'Hofladen KG' }],
    ['a deleted customer', { ...base, firstName: undefined, lastName: undefined, companyName: undefined }],
  ];
  const contexts = [false, true].flatMap((inDetailView) =>
    [false, true].flatMap((newPayment) =>
      [false, true].map((others): CustomerActionContext => ({
        inDetailView,
        available: { newPayment, newInvoice: others, newInstalmentPlan: others },
      })),
    ),
  );
  const cases = customers.flatMap(([name, customer]) =>
    contexts.map((context) => [name, JSON.stringify(context), customer, context] as const),
  );

  it.each(cases)('%s in %s: the menu offers what it offered before', (_name, _context, customer, context) => {
    // The menu as use-customer-menu.tsx made it by hand.
    const before = customerActions(customer, context).map((action) => ({
      key: action,
      label: `t(customers:actions.${action})`,
      color: action === 'delete' ? 'red' : undefined,
      disabled: undefined,
      hint: undefined,
    }));
    expect(menuOf(customerActionTable(context), customer)).toEqual(before);
  });

  it('offers delete on many customers, skipping those deleted already', () => {
    expect(barOf(customerActionTable(LIST_CONTEXT))).toEqual([
      { id: 'delete', label: 'customers:bulk.delete', color: 'red', concurrency: undefined, runs: 'call' },
    ]);
    const [remove] = bulkActions(customerActionTable(LIST_CONTEXT));
    expect(customers.map(([name, customer]) => [name, remove?.rule(customer)])).toEqual([
      ['a person', null],
      ['a company', null],
      ['a deleted customer', 'bulk.skip.deleted'],
    ]);
  });
});

describe("the other kinds' tables offer what their rules offer, in the same order", () => {
  const keys = <Row>(table: ActionTable<Row>, row: Row) => menuOf(table, row).map((entry) => entry.key);
  const db = getDb();
  const cases: [string, string[], readonly string[]][] = [
    ...Object.values(InstalmentPlanStatus).map((status): [string, string[], string[]] => {
      const plan = { ...db.instalmentPlans[0]!, status };
      return [`an instalment plan ${status}`, keys(planActionTable, plan), planActions(plan)];
    }),
    ...Object.values(InvoiceStatus).map((status): [string, string[], string[]] => {
      const note = { ...db.creditNotes[0]!, status };
      return [`a credit note ${status}`, keys(creditNoteActionTable, note), creditNoteActions(status)];
    }),
    ...Object.values(SubscriptionStatus).map((status): [string, string[], string[]] => {
      const subscription = { ...db.subscriptions[0]!, status };
      return [
        `a subscription ${status}`,
        keys(subscriptionActionTable, subscription),
        subscriptionActions(subscription),
      ];
    }),
    ...Object.values(MandateState).map((state): [string, string[], string[]] => {
      const mandate = { ...db.sepaMandates[0]!, state };
      return [`a SEPA mandate ${state}`, keys(mandateActionTable, mandate), mandateActions(mandate)];
    }),
    ...Object.values(WebhookMode).map((mode): [string, string[], string[]] => {
      const webhook = { ...db.webhooks[0]!, mode };
      return [`a webhook ${mode}`, keys(webhookActionTable, webhook), webhookActions(mode)];
    }),
    ['a credit (the ready-made details menu)', keys(creditMenu.table, db.credits[0]!), ['events', 'details']],
  ];

  it.each(cases)('%s', (_name, offered, expected) => {
    expect(offered).toEqual(expected);
  });
});
