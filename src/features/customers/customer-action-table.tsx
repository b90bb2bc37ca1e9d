/**
 * The customer menu's actions (spec 2 §2), each declared once: the row menu (and the customer
 * page's header menu) and the list's bulk delete are both made from this table (action-table.ts).
 * Which customer offers which entry where is the pure function of customer-actions.ts; here each
 * action gets its label, icon, reason and call.
 */
import {
  IconCalendarDollar,
  IconCash,
  IconCreditCard,
  IconFileInvoice,
  IconList,
  IconMailForward,
  IconMailPlus,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { deleteCustomer, type Customer } from '@/entities/customer/customer';
import { actionTable } from '@/components/list';
import {
  customerActionKeys,
  customerActions,
  type CustomerAction,
  type CustomerActionContext,
  type CustomerForActions,
} from './customer-actions';

/** The list's own context for a run on many customers: no other area's dialog, not the detail page. */
export const LIST_CONTEXT: CustomerActionContext = {
  inDetailView: false,
  available: { newPayment: false, newInvoice: false, newInstalmentPlan: false },
};

/** Takes a customer where its menu offers the action; otherwise the reason. */
const customerRule =
  (action: CustomerAction, context: CustomerActionContext, reason = 'lists:bulk.notOffered') =>
  (customer: CustomerForActions): string | null =>
    customerActions(customer, context).includes(action) ? null : reason;

/** The reason a customer is skipped, by action (the actions the list runs on many customers). */
const reasons: Partial<Record<CustomerAction, string>> = { delete: 'bulk.skip.deleted' };

/** An action's rule on many customers (as the list's bulk action has it): null, or the reason. */
export const customerRuleOnMany = (action: CustomerAction) =>
  actionTable.ruleOnMany({ rule: customerRule(action, LIST_CONTEXT, reasons[action]) });

const icons: Record<CustomerAction, actionTable.Entry<Customer>['icon']> = {
  newPayment: <IconCash size={16} />,
  newInvoice: <IconFileInvoice size={16} />,
  newInstalmentPlan: <IconCalendarDollar size={16} />,
  payments: <IconList size={16} />,
  edit: <IconPencil size={16} />,
  editInvoiceEmails: <IconMailPlus size={16} />,
  delete: <IconTrash size={16} />,
  changePaymentMethod: <IconCreditCard size={16} />,
  resendInvitation: <IconMailForward size={16} />,
};

/** What an action adds to its menu entry: its colour, a run on many customers. */
const extra: Partial<Record<CustomerAction, Partial<actionTable.Entry<Customer, CustomerAction>>>> = {
  delete: {
    color: 'red',
    bulkLabel: 'customers:bulk.delete',
    call: (customer, signal) => deleteCustomer(customer.id, { signal }),
  },
};

/** The customers' action table for a context (the customer's page, the other areas' dialogs). */
export const customerActionTable = (
  context: CustomerActionContext,
): actionTable.Table<Customer, CustomerAction> =>
  customerActionKeys.map((action) => ({
    id: action,
    label: `customers:actions.${action}`,
    icon: icons[action],
    rule: customerRule(action, context, reasons[action]),
    ...extra[action],
  }));
