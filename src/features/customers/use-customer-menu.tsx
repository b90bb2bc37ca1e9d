import type { Customer } from '@/entities/customer/customer';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionTable } from '@/components/list';
import type { CustomerDialogs, DialogAction } from './customer-action-dialogs';
import { customerActionTable } from './customer-action-table';
import { slotActions, type CustomerAction, type SlotAction } from './customer-actions';
import { customerName } from './customer-name';
import type { CustomerSlots } from './customer-slots';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialogs (with the customer form and its country list) load when one is first opened.
const CustomerActionDialogs = lazyDialog(() =>
  import('./customer-action-dialogs').then((module) => module.CustomerActionDialogs),
);

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
  const [newPayment, newInvoice, newInstalmentPlan] = [
    Boolean(slots.newPayment),
    Boolean(slots.newInvoice),
    Boolean(slots.newInstalmentPlan),
  ];
  const table = useMemo(
    () => customerActionTable({ inDetailView, available: { newPayment, newInvoice, newInstalmentPlan } }),
    [inDetailView, newPayment, newInvoice, newInstalmentPlan],
  );

  const run = (action: CustomerAction, customer: Customer) => {
    if (action !== 'payments') return setOpen({ action, customer });
    void navigate({
      to: '/dashboard/debitors/$id/$email/payments',
      params: { id: customer.id, email: customer.emailAddress },
    });
  };

  const actionsOf = (customer: Customer) => actionTable.menu(table, customer, { label: t, onSelect: run });

  // The labels are made when a row's menu is first used; which entries there are decides whether
  // the row shows a menu at all.
  const menu = (customer: Customer) => (
    <actionTable.Menu
      label={customerName(customer)}
      actions={actionTable.offered(table, customer).length ? () => actionsOf(customer) : []}
    />
  );

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
