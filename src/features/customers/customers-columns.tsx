import type { Customer } from '@/entities/customer/customer';
import type { TFunction } from 'i18next';
import { listColumns } from '@/components/list';
import { LinkAnchor } from '@/components/link-anchor';
import { StatusBadge } from '@/components/status/status-badge';
import { isDeletedCustomer, personName } from './customer-name';

const column = listColumns.helper<Customer>();

/** The name cell: a link to the customer's page, or the e-mail plus '(debitor deleted)'. */
const NameCell = ({ customer, t }: { customer: Customer; t: TFunction<'customers'> }) => {
  const deleted = isDeletedCustomer(customer);
  const label = deleted ? `${customer.emailAddress} ${t('customer deleted')}` : personName(customer) || '--';
  return (
    <LinkAnchor
      to="/dashboard/debtors/$id/$email/$tab"
      params={{ id: customer.id, email: customer.emailAddress, tab: 'payments' }}
      size="sm"
      fw={500}
      c={deleted ? 'dimmed' : undefined}
    >
      {label}
    </LinkAnchor>
  );
};

/** The customer list's columns (spec 3 §2.4). */
export const getCustomerColumns = (t: TFunction<'customers'>) =>
  column.columns([
    column.display({
      id: 'name',
      header: t('columns.name'),
      meta: { card: 'title' },
      cell: (info) => <NameCell customer={info.row.original} t={t} />,
    }),
    column.accessor('companyName', {
      header: t('columns.companyName'),
      cell: (info) => info.getValue() || '--',
    }),
    column.accessor('type', {
      header: t('columns.type'),
      meta: { nowrap: true },
      cell: (info) => t(`type.${info.getValue()}`),
    }),
    column.accessor('emailAddress', {
      header: t('columns.email'),
      meta: { card: 'subtitle' },
      cell: (info) => <listColumns.Text breakAnywhere>{info.getValue()}</listColumns.Text>,
    }),
    column.accessor('paymentMethod', {
      header: t('columns.paymentMethod'),
      meta: { nowrap: true },
      cell: (info) => t(`method.${info.getValue()}`),
    }),
    column.accessor('onboardingState', {
      header: t('columns.onboarding'),
      meta: { card: 'status' },
      cell: (info) => <StatusBadge kind="onboarding" value={info.getValue() ?? 'ONBOARDING_COMPLETED'} />,
    }),
  ]);
