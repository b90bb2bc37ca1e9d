import type { Customer } from '@/entities/customer/customer';
import {
  IconCash,
  IconCalendarDollar,
  IconCreditCard,
  IconFileInvoice,
  IconList,
  IconMailForward,
  IconMailPlus,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionMenu, type RowAction } from '@/components/data-table/row-action-menu';
import type { CustomerDialogs, DialogAction } from './customer-action-dialogs';
import { customerActions, slotActions, type CustomerAction, type SlotAction } from './customer-actions';
import { customerName } from './customer-name';
import type { CustomerSlots } from './customer-slots';

// The dialogs (with the customer form and its country list) load when one is first opened.
const CustomerActionDialogs = lazy(() =>
  import('./customer-action-dialogs').then((module) => ({ default: module.CustomerActionDialogs })),
);

const icons: Record<CustomerAction, ReactNode> = {
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

type Open = { action: SlotAction | DialogAction; customer: Customer } | null;

const isSlot = (action: SlotAction | DialogAction): action is SlotAction =>
  slotActions.some((slot) => slot === action);

type Options = {
  inDetailView: boolean;
  slots: CustomerSlots;
} & Pick<CustomerDialogs, 'onSaved' | 'onDeleted'>;

/**
 * The customer menu (spec 2 §2) and the dialogs its entries open. Render `dialogs` once; use
 * `menu(customer)` in a row, or `actionsOf(customer)` for a menu of one's own.
 */
export const useCustomerMenu = ({ inDetailView, slots, onSaved, onDeleted }: Options) => {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const available = {
    newPayment: Boolean(slots.newPayment),
    newInvoice: Boolean(slots.newInvoice),
    newInstalmentPlan: Boolean(slots.newInstalmentPlan),
  };

  const run = (action: CustomerAction, customer: Customer) => {
    if (action !== 'payments') return setOpen({ action, customer });
    void navigate({
      to: '/dashboard/debitors/$id/$email/payments',
      params: { id: customer.id, email: customer.emailAddress },
    });
  };

  const toRowActions = (customer: Customer, actions: CustomerAction[]): RowAction[] =>
    actions.map((action) => ({
      key: action,
      label: t(`actions.${action}`),
      icon: icons[action],
      color: action === 'delete' ? 'red' : undefined,
      onClick: () => run(action, customer),
    }));

  const actionsOf = (customer: Customer) =>
    toRowActions(customer, customerActions(customer, { inDetailView, available }));

  // The labels are made when a row's menu is first used; which entries there are decides whether
  // the row shows a menu at all.
  const menu = (customer: Customer) => {
    const actions = customerActions(customer, { inDetailView, available });
    return (
      <RowActionMenu
        label={customerName(customer)}
        actions={actions.length ? () => toRowActions(customer, actions) : []}
      />
    );
  };

  const dialogs = (() => {
    if (!open) return null;
    if (isSlot(open.action)) return slots[open.action]?.({ customer: open.customer, onClose: close }) ?? null;
    return (
      <Suspense fallback={null}>
        <CustomerActionDialogs
          action={open.action}
          customer={open.customer}
          onClose={close}
          onSaved={onSaved}
          onDeleted={onDeleted}
        />
      </Suspense>
    );
  })();

  return { menu, actionsOf, dialogs };
};
